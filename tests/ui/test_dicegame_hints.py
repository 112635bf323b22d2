"""The dice game's hint says why it marks what it marks: the points now, line by line, the lines it
completes and the end it brings, and the numbers agree with the score."""

import random

import pytest

from shelfie.bots.dicegame.players import MediumBot
from shelfie.bots.framework import choose
from shelfie.games.dicegame.actions import Mark, Roll, StopRolling
from shelfie.games.dicegame.game import GAME
from shelfie.games.dicegame.rules import apply, legal_actions, new_game
from shelfie.games.dicegame.scoring import score
from shelfie.games.dicegame.state import Phase
from shelfie.ui.dicegame.hints import hint, shared_bot, why
from shelfie.ui.i18n import signed
from tests.dicegame.helpers import at_mark, dice, sheet

EMPTY = sheet(*["....."] * 5)


def marking(state, *items):
    """The legal marking of exactly these (shelf, column) items."""
    for action in legal_actions(state):
        if isinstance(action, Mark) and {(c.shelf, c.column) for c in action.combos} == set(items):
            return action
    raise AssertionError(f"no marking of {items}")


def test_a_line_reaching_three_marks_starts_scoring():
    state = at_mark("cat cat cat book book book", sheets=[sheet("oo...", *["....."] * 4), EMPTY])
    after = apply(state, marking(state, (0, 2)))
    assert why(state, after) == "+6 now: the cat shelf starts scoring (+6)."


def test_a_scoring_line_scores_more_and_a_completed_line_is_named():
    state = at_mark(
        "cat cat cat cat joker book",
        sheets=[sheet("oooo.", "....o", "....o", ".....", "....."), EMPTY],
    )
    after = apply(state, marking(state, (0, 4)))
    assert why(state, after) == (
        "+32 now: the cat shelf scores 8 more, the 5 dice column starts scoring (+24) and "
        "it completes the cat shelf, which the others cross out."
    )


def test_alone_nobody_crosses_out_and_a_second_closed_shelf_ends_the_game():
    state = at_mark(
        "cat cat cat cat joker book",
        sheets=[sheet("oooo.", "xxxxx", ".....", ".....", ".....")],
        players=("Ann",),
    )
    after = apply(state, marking(state, (0, 4)))
    assert why(state, after) == "+8 now: the cat shelf scores 8 more and it ends the game."


def test_a_second_closed_shelf_before_the_round_is_over_brings_the_end():
    state = at_mark("cat cat cat cat joker book", sheets=[sheet(".....", "xxxxx", *["....."] * 3), EMPTY])
    after = apply(state, marking(state, (0, 0), (0, 3)))
    assert after.end_triggered is False, "one shelf closed, the cat shelf still open"
    closing = at_mark("cat cat cat cat joker book", sheets=[sheet("oooo.", "xxxxx", *["....."] * 3), EMPTY])
    ended = apply(closing, marking(closing, (0, 4)))
    assert ended.end_triggered and not ended.is_over
    assert why(closing, ended).endswith(
        "it completes the cat shelf, which the others cross out and it brings the end: this round is the last."
    )


def test_the_last_player_in_the_round_ends_the_game_at_once():
    """Bob starts; Ann, last in the round, closes her second shelf: the game is over."""
    closing = sheet("oooo.", "xxxxx", *["....."] * 3)
    bobs_turn = at_mark("cat cat cat book book book", sheets=[closing, EMPTY], first=1)
    anns_roll = apply(bobs_turn, marking(bobs_turn, (1, 2)))
    state = apply(apply(anns_roll, Roll(), dice=dice("cat cat cat cat joker book")), StopRolling())
    assert state.current == 0
    after = apply(state, marking(state, (0, 4)))
    assert after.is_over
    assert why(state, after).endswith("and it ends the game.")


def test_nothing_scoring_is_said_in_plain_words():
    state = at_mark("cat cat cat book book book", sheets=[EMPTY, EMPTY])
    assert (
        why(state, apply(state, marking(state, (0, 2)))) == "+0 now: none of its lines has three marks yet."
    )


@pytest.mark.parametrize("seed", [3, 11])
def test_the_points_now_are_the_scores_change_for_every_marking_of_a_game(seed):
    """Medium plays a two-player game; at every final result, each legal marking's reason starts
    with the change of the player's score it brings."""
    state, bots, checked = new_game(["Ann", "Bob"], seed=seed), [MediumBot(rng=random.Random(seed))] * 2, 0
    while not state.is_over:
        if state.phase is Phase.MARK:
            for action in legal_actions(state):
                if isinstance(action, Mark):
                    after = apply(state, action)
                    gained = (
                        score(state.board, after.sheets[state.current]).total
                        - score(state.board, state.current_sheet).total
                    )
                    assert why(state, after).startswith(f"{signed(gained)} now: "), why(state, after)
                    checked += 1
        state = GAME.apply(state, state.current, choose(GAME, bots[state.current], state, state.current))
    assert checked > 50


def test_the_marking_hint_gives_its_reason_between_the_marking_and_the_outlook():
    state = at_mark("cat cat cat book book book", sheets=[sheet("oo...", *["....."] * 4), EMPTY])
    text = hint(state, shared_bot()).text
    assert text.startswith("Hint: mark ") and " now: " in text and "Expected final score" in text
    reason = text.split(". ", 1)[1].split(" Expected")[0]
    assert reason.startswith("+") and reason.endswith("."), text
