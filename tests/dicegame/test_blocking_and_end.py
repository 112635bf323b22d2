"""RULES.md "Completing a shelf or a column" and "End of the game"."""

from shelfie.games.dicegame.actions import Combo, Mark, Roll, StopRolling
from shelfie.games.dicegame.grid import COLUMN_MASKS, SHELF_MASKS, item_bit
from shelfie.games.dicegame.rules import apply, legal_actions
from shelfie.games.dicegame.sheet import Sheet, completed_lines, completed_mask
from shelfie.games.dicegame.state import Phase

from .helpers import at_mark, dice, playing, sheet

EMPTY = sheet(".....", ".....", ".....", ".....", ".....")
CAT, BOOK, PLANT, TROPHY, GAME = range(5)


def mark(*combos):
    return Mark(tuple(Combo(s, c, d) for s, c, d in combos))


def play_turn(state, faces, action=None):
    """Roll the given faces, stop, and take ``action`` (default: the first legal one)."""
    state = apply(apply(state, Roll(), dice=dice(faces)), StopRolling())
    return apply(state, action if action is not None else legal_actions(state)[0])


def test_completing_a_shelf_crosses_it_out_for_every_other_player():
    ann = sheet("oooo.", ".....", ".....", ".....", ".....")
    bob = sheet("o.o..", ".....", ".....", ".....", ".....")
    cid = sheet("xx...", ".....", ".....", ".....", ".....")
    state = at_mark("cat cat cat cat cat book", sheets=[ann, bob, cid], players=("A", "B", "C"))
    after = apply(state, mark((CAT, 4, (0, 1, 2, 3, 4))))
    assert after.sheets[1].marked == bob.marked
    assert after.sheets[1].crossed == SHELF_MASKS[CAT] & ~bob.marked
    assert after.sheets[2].crossed == SHELF_MASKS[CAT]
    assert after.sheets[0].crossed == 0


def test_completing_a_column_crosses_it_out_for_every_other_player():
    ann = sheet("o....", "o....", "o....", "o....", ".....")
    bob = sheet(".....", "o....", ".....", ".....", ".....")
    state = at_mark("game cat cat cat cat cat", sheets=[ann, bob])
    after = apply(state, mark((GAME, 0, (0,))))
    assert after.sheets[1].crossed == COLUMN_MASKS[0] & ~item_bit(BOOK, 0)
    assert after.sheets[1].marked == bob.marked


def test_blocking_covers_every_line_completed_by_the_turns_marks_decision():
    ann = sheet("oooo.", "o....", "o....", "o....", "....o")
    state = at_mark("cat cat cat cat cat game", sheets=[ann, EMPTY])
    after = apply(state, mark((CAT, 4, (0, 1, 2, 3, 4)), (GAME, 0, (5,))))
    assert after.sheets[1].crossed == SHELF_MASKS[CAT] | COLUMN_MASKS[0]


def test_the_bots_blocking_mask_is_every_completed_lines_items():
    """``completed_mask`` (the bots' form) covers exactly the lines ``completed_lines`` names: a line
    the turn's marks completed, not one that was complete before (the engine blocks those once)."""
    ann = sheet("ooooo", "o....", "o....", "o....", ".....")
    assert completed_mask(ann.marked | item_bit(GAME, 0), item_bit(GAME, 0)) == COLUMN_MASKS[0]
    bob = sheet("oooo.", "....o", "....o", "....o", "....o")
    assert (
        completed_mask(bob.marked | item_bit(CAT, 4), item_bit(CAT, 4)) == SHELF_MASKS[CAT] | COLUMN_MASKS[4]
    )
    for before in range(0, 1 << 25, 99_991):
        for new in (item_bit(CAT, 0), item_bit(PLANT, 2) | item_bit(GAME, 4), SHELF_MASKS[TROPHY]):
            marked = before | new
            union = 0
            for line in completed_lines(Sheet(marked, 0), new):
                union |= line.mask
            assert completed_mask(marked, new) == union


def test_marking_that_completes_no_line_blocks_nothing():
    state = at_mark("cat cat cat cat cat game", sheets=[sheet("ooo..", *["....."] * 4), EMPTY])
    after = apply(state, mark((CAT, 3, (0, 1, 2, 3))))
    assert after.sheets[1] == EMPTY


def test_a_blocked_item_can_never_be_marked():
    ann = sheet("oooo.", ".....", ".....", ".....", ".....")
    state = at_mark("cat cat cat cat cat book", sheets=[ann, EMPTY])
    state = apply(state, mark((CAT, 4, (0, 1, 2, 3, 4))))
    state = apply(apply(state, Roll(), dice=dice("cat cat cat cat cat cat")), StopRolling())
    assert all(
        all(c.shelf != CAT for c in action.combos)
        for action in legal_actions(state)
        if isinstance(action, Mark)
    )


def test_end_triggers_on_two_shelves_without_available_items_and_the_round_finishes():
    ann = sheet("xxxxx", "oooo.", ".....", ".....", ".....")
    state = at_mark("book book book book book cat", sheets=[ann, EMPTY, EMPTY], players=("A", "B", "C"))
    state = apply(state, mark((BOOK, 4, (0, 1, 2, 3, 4))))
    assert state.end_triggered and state.phase is Phase.ROLL and state.current == 1
    state = play_turn(state, "cat cat cat cat cat cat")
    assert state.phase is Phase.ROLL and state.current == 2
    state = play_turn(state, "cat cat cat cat cat cat")
    assert state.is_over and state.turn == 3


def test_end_triggered_by_being_blocked_on_someone_elses_turn():
    bob_before = sheet("xxxxx", "oo...", ".....", ".....", ".....")
    ann = sheet(".....", "oooo.", ".....", ".....", ".....")
    state = at_mark("book book book book book cat", sheets=[ann, bob_before], first=0)
    state = apply(state, mark((BOOK, 4, (0, 1, 2, 3, 4))))
    assert state.sheets[1].closed_shelves() == 2
    assert state.end_triggered and not state.is_over and state.current == 1
    assert play_turn(state, "cat cat cat cat cat cat").is_over


def test_last_player_in_seat_order_triggering_ends_the_game_at_once():
    bob = sheet("xxxxx", "oooo.", ".....", ".....", ".....")
    state = playing(players=("A", "B"), sheets=[EMPTY, bob], first=0)
    state = play_turn(state, "cat cat cat cat cat cat")
    assert state.current == 1 and not state.end_triggered
    state = play_turn(state, "book book book book book cat", mark((BOOK, 4, (0, 1, 2, 3, 4))))
    assert state.is_over and legal_actions(state) == []


def test_last_seat_is_the_one_before_the_first_player():
    ann = sheet("xxxxx", "oooo.", ".....", ".....", ".....")
    state = playing(players=("A", "B", "C"), sheets=[EMPTY, EMPTY, ann], first=1)
    assert state.config.last_seat == 0
    state = play_turn(state, "cat cat cat cat cat cat")
    state = play_turn(state, "cat cat cat cat cat cat")
    assert state.current == 0
    state = play_turn(state, "book book book book book cat", mark((BOOK, 4, (0, 1, 2, 3, 4))))
    assert state.is_over


def test_one_closed_shelf_does_not_trigger_the_end():
    ann = sheet("xxxxx", "oooo.", ".....", ".....", ".....")
    state = at_mark("plant plant plant plant plant plant", sheets=[ann, EMPTY])
    assert not apply(state, legal_actions(state)[0]).end_triggered


def test_crossed_out_shelves_count_towards_the_end():
    ann = sheet("xxxxx", ".....", ".....", ".....", "ooooo")
    state = at_mark("cat cat cat cat cat cat", sheets=[ann, EMPTY])
    state = apply(state, legal_actions(state)[0])
    assert state.end_triggered


def test_solo_game_ends_when_the_lone_player_has_two_closed_shelves():
    solo = sheet("xxxxx", "oooo.", ".....", ".....", ".....")
    state = playing(players=("Solo",), sheets=[solo])
    state = play_turn(state, "plant plant plant plant plant plant")
    assert not state.is_over and state.current == 0
    state = play_turn(state, "book book book book book cat", mark((BOOK, 4, (0, 1, 2, 3, 4))))
    assert state.is_over


def test_no_action_is_legal_after_the_game_is_over():
    solo = sheet("xxxxx", "oooo.", ".....", ".....", ".....")
    state = play_turn(
        playing(players=("Solo",), sheets=[solo]),
        "book book book book book cat",
        mark((BOOK, 4, (0, 1, 2, 3, 4))),
    )
    assert state.is_over and legal_actions(state) == []
