"""RULES.md "2. Mark" (combinations, jokers) and the worked checks."""

import pytest

from shelfie.core.errors import IllegalAction
from shelfie.games.dicegame.actions import Combo, Mark
from shelfie.games.dicegame.grid import item_bit
from shelfie.games.dicegame.rules import apply, markings

from .helpers import at_mark, sheet

CAT, BOOK, PLANT, TROPHY, GAME = range(5)


def mark(*combos: tuple[int, int, tuple[int, ...]]) -> Mark:
    return Mark(tuple(Combo(s, c, d) for s, c, d in combos))


def marked_items(state, seat=0):
    return state.sheets[seat].marked


def item_sets(state):
    return {frozenset((c.shelf, c.column) for c in m.combos) for m in markings(state)}


# Worked check 1: rolled 2 jokers, 2 cats, 2 books.
ROLL_1 = "joker joker cat cat book book"


def test_worked_check_1_joker_plus_two_cats_and_joker_plus_two_books_in_one_turn():
    state = at_mark(ROLL_1)
    after = apply(state, mark((CAT, 2, (0, 2, 3)), (BOOK, 2, (1, 4, 5))))
    assert marked_items(after) == item_bit(CAT, 2) | item_bit(BOOK, 2)
    assert frozenset({(CAT, 2), (BOOK, 2)}) in item_sets(state)


def test_worked_check_1_two_jokers_in_one_combination_is_refused():
    with pytest.raises(IllegalAction, match="two jokers in one combination"):
        apply(at_mark(ROLL_1), mark((CAT, 3, (0, 1, 2, 3))))
    assert frozenset({(CAT, 3)}) not in item_sets(at_mark(ROLL_1))


def test_worked_check_1_two_jokers_alone_are_refused():
    with pytest.raises(IllegalAction, match="two jokers"):
        apply(at_mark(ROLL_1), mark((PLANT, 1, (0, 1))))
    assert not any((PLANT, 1) in items for items in item_sets(at_mark(ROLL_1)))


# Worked check 2: rolled 3 plants, 1 trophy, 1 cat, 1 joker.
ROLL_2 = "plant plant plant trophy cat joker"


def test_worked_check_2_one_die_plant_two_dice_plant_and_joker_trophy():
    state = at_mark(ROLL_2)
    after = apply(state, mark((PLANT, 0, (0,)), (PLANT, 1, (1, 2)), (TROPHY, 1, (3, 5))))
    assert marked_items(after) == item_bit(PLANT, 0) | item_bit(PLANT, 1) | item_bit(TROPHY, 1)


def test_worked_check_2_joker_alone_cannot_mark_the_one_die_board_game():
    with pytest.raises(IllegalAction, match="needs 1 dice"):
        apply(at_mark(ROLL_2), mark((GAME, 0, (5, 4))))
    with pytest.raises(IllegalAction, match="joker never stands alone"):
        apply(at_mark(ROLL_2), mark((GAME, 0, (5,))))
    assert not any((GAME, 0) in items for items in item_sets(at_mark(ROLL_2)))


def test_combination_of_k_dice_all_showing_the_shelf_icon():
    after = apply(at_mark("book book book book cat cat"), mark((BOOK, 3, (0, 1, 2, 3))))
    assert marked_items(after) == item_bit(BOOK, 3)


def test_combination_of_k_minus_one_icons_plus_one_joker():
    after = apply(at_mark("book book book joker cat cat"), mark((BOOK, 3, (0, 1, 2, 3))))
    assert marked_items(after) == item_bit(BOOK, 3)


def test_die_of_another_icon_is_refused():
    with pytest.raises(IllegalAction, match="die 5 shows cat, not book"):
        apply(at_mark("book book book joker cat cat"), mark((BOOK, 3, (0, 1, 2, 4))))


def test_one_die_item_cannot_be_marked_with_a_joker():
    with pytest.raises(IllegalAction, match="joker never stands alone"):
        apply(at_mark("joker cat cat cat cat cat"), mark((BOOK, 0, (0,))))


def test_a_die_goes_into_at_most_one_combination():
    with pytest.raises(IllegalAction, match="die 1 is used in two combinations"):
        apply(at_mark("cat cat book book book book"), mark((CAT, 0, (0,)), (CAT, 1, (0, 1))))


def test_same_die_twice_in_one_combination_is_refused():
    with pytest.raises(IllegalAction, match="same die is used twice"):
        apply(at_mark("cat cat book book book book"), mark((CAT, 1, (0, 0))))


def test_dice_may_go_unused():
    after = apply(at_mark("cat cat cat cat cat cat"), mark((CAT, 0, (0,))))
    assert marked_items(after) == item_bit(CAT, 0)


def test_several_combinations_on_the_same_shelf():
    after = apply(at_mark("cat cat cat book book book"), mark((CAT, 0, (0,)), (CAT, 1, (1, 2))))
    assert marked_items(after) == item_bit(CAT, 0) | item_bit(CAT, 1)


def test_at_most_three_items_per_turn():
    state = at_mark("cat cat cat cat book book")
    with pytest.raises(IllegalAction, match="at most 3 items"):
        apply(state, mark((CAT, 0, (0,)), (CAT, 0, (1,)), (BOOK, 0, (4,)), (BOOK, 1, (5,))))
    assert max(len(m.combos) for m in markings(state)) == 3


def test_the_same_item_cannot_be_chosen_twice():
    with pytest.raises(IllegalAction, match="chosen twice"):
        apply(at_mark("cat cat book book book book"), mark((CAT, 0, (0,)), (CAT, 0, (1,))))


def test_marked_or_crossed_item_is_not_available():
    rows = ("o x . . .", ".....", ".....", ".....", ".....")
    state = at_mark("cat cat cat book book book", sheets=[sheet(*rows), sheet(*rows)])
    with pytest.raises(IllegalAction, match="already marked or crossed out"):
        apply(state, mark((CAT, 0, (0,))))
    with pytest.raises(IllegalAction, match="already marked or crossed out"):
        apply(state, mark((CAT, 1, (0, 1))))


def test_wrong_number_of_dice_for_the_column_is_refused():
    with pytest.raises(IllegalAction, match="needs 3 dice, got 2"):
        apply(at_mark("cat cat cat book book book"), mark((CAT, 2, (0, 1))))


def test_marking_nothing_is_refused():
    with pytest.raises(IllegalAction, match="at least one item"):
        apply(at_mark("cat cat cat book book book"), Mark(()))


def test_joker_goes_where_it_is_needed_when_two_items_share_a_shelf():
    state = at_mark("cat cat joker book book book")
    assert frozenset({(CAT, 0), (CAT, 1)}) in item_sets(state)
    chosen = next(
        m for m in markings(state) if {(c.shelf, c.column) for c in m.combos} == {(CAT, 0), (CAT, 1)}
    )
    assert apply(state, chosen).sheets[0].marked == item_bit(CAT, 0) | item_bit(CAT, 1)


def test_any_valid_dice_assignment_is_accepted_not_only_the_listed_one():
    state = at_mark("cat cat cat joker book book")
    first = apply(state, mark((CAT, 2, (0, 1, 2))))
    second = apply(state, mark((CAT, 2, (0, 1, 3))))
    assert first.sheets == second.sheets
