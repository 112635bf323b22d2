"""RULES.md "2. Mark" (must mark, all jokers) and "Failed result"."""

import pytest

from shelfie.core.errors import IllegalAction
from shelfie.games.dicegame.actions import CrossOut, Mark, MarkAny, Pass
from shelfie.games.dicegame.grid import SHELF_MASKS, item_bit
from shelfie.games.dicegame.rules import apply, failed, legal_actions
from shelfie.games.dicegame.state import Phase

from .helpers import at_mark, sheet

EMPTY = sheet(".....", ".....", ".....", ".....", ".....")


def test_player_must_mark_when_any_item_can_be_marked_decision():
    state = at_mark("cat book plant trophy game game")
    assert not failed(state)
    with pytest.raises(IllegalAction, match="only when no item can be marked"):
        apply(state, CrossOut(0))
    with pytest.raises(IllegalAction, match="cannot pass"):
        apply(state, Pass())
    assert all(isinstance(a, Mark) for a in legal_actions(state))


def test_all_jokers_lets_the_player_mark_any_available_item():
    state = at_mark("joker joker joker joker joker joker")
    actions = legal_actions(state)
    assert len(actions) == 25 and all(isinstance(a, MarkAny) for a in actions)
    after = apply(state, MarkAny(4, 4))
    assert after.sheets[0].marked == item_bit(4, 4)


def test_all_jokers_marks_exactly_one_item_decision():
    state = at_mark("joker joker joker joker joker joker")
    with pytest.raises(IllegalAction, match="all six dice show the joker"):
        apply(state, Mark(()))
    after = apply(state, MarkAny(0, 0))
    assert after.sheets[0].marked.bit_count() == 1 and after.current == 1


def test_all_jokers_cannot_choose_an_unavailable_item():
    rows = ("o x . . .", ".....", ".....", ".....", ".....")
    state = at_mark("joker " * 6, sheets=[sheet(*rows), EMPTY])
    with pytest.raises(IllegalAction, match="already marked or crossed out"):
        apply(state, MarkAny(0, 1))
    assert MarkAny(0, 0) not in legal_actions(state)


def test_free_choice_only_after_all_jokers():
    with pytest.raises(IllegalAction, match="only when all six dice show the joker"):
        apply(at_mark("joker joker joker joker joker cat"), MarkAny(4, 4))


def test_failed_result_offers_only_crossing_out_a_shelf():
    rows = ("ooooo", ".....", ".....", ".....", ".....")
    state = at_mark("cat cat cat cat cat cat", sheets=[sheet(*rows), EMPTY])
    assert failed(state)
    assert legal_actions(state) == [CrossOut(s) for s in (1, 2, 3, 4)]


def test_crossing_out_takes_every_unmarked_item_of_the_chosen_shelf():
    rows = ("xxxxx", "oo.o.", ".....", ".....", ".....")
    state = at_mark("cat cat cat cat cat cat", sheets=[sheet(*rows), EMPTY])
    after = apply(state, CrossOut(1))
    assert after.sheets[0].crossed & SHELF_MASKS[1] == item_bit(1, 2) | item_bit(1, 4)
    assert after.sheets[0].marked == state.sheets[0].marked


def test_crossed_shelf_must_still_have_an_available_item():
    rows = ("xxxxx", "ooxxo", ".....", ".....", ".....")
    state = at_mark("cat cat cat cat cat cat", sheets=[sheet(*rows), EMPTY])
    with pytest.raises(IllegalAction, match="shelf 2 has no item left"):
        apply(state, CrossOut(1))


def test_crossing_out_is_only_for_shelves_not_columns():
    assert all(
        isinstance(a, CrossOut)
        for a in legal_actions(
            at_mark(
                "cat cat cat cat cat cat", sheets=[sheet("xxxxx", ".....", ".....", ".....", "....."), EMPTY]
            )
        )
    )


def test_crossing_out_does_not_complete_a_line_decision():
    rows = ("xxxxx", ".....", ".....", ".....", ".....")
    state = at_mark("cat cat cat cat cat cat", sheets=[sheet(*rows), EMPTY])
    after = apply(state, CrossOut(2))
    assert after.sheets[1] == EMPTY


def test_no_available_shelf_passes_the_turn_and_logs_it_decision():
    full = sheet("ooooo", "xxxxx", "xxxxx", "xxxxx", "xxxxx")
    state = at_mark("book book book book book book", sheets=[full, EMPTY])
    assert legal_actions(state) == [Pass()]
    with pytest.raises(IllegalAction, match="no item left"):
        apply(state, CrossOut(1))
    after = apply(state, Pass())
    assert after.current == 1 and after.sheets == state.sheets
    assert after.log[-1].action == Pass()


def test_pass_is_refused_while_a_shelf_can_be_crossed_out():
    rows = ("ooooo", ".....", ".....", ".....", ".....")
    state = at_mark("cat cat cat cat cat cat", sheets=[sheet(*rows), EMPTY])
    with pytest.raises(IllegalAction, match="cross one out instead"):
        apply(state, Pass())


def test_all_jokers_with_no_available_item_is_a_failed_result_that_passes_decision():
    full = sheet("ooooo", "xxxxx", "xxxxx", "xxxxx", "xxxxx")
    state = at_mark("joker " * 6, sheets=[full, EMPTY])
    assert failed(state)
    assert legal_actions(state) == [Pass()]


def test_marking_ends_the_turn_and_passes_to_the_next_seat():
    state = at_mark("cat cat cat cat cat cat", players=("A", "B", "C"), first=1)
    assert state.current == 1
    after = apply(state, legal_actions(state)[0])
    assert after.current == 2 and after.phase is Phase.ROLL and after.dice == ()
    assert after.turn == 1
