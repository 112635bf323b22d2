"""Invariants over random legal playouts with 1-4 players (Hypothesis)."""

import random

from hypothesis import given
from hypothesis import strategies as st

from shelfie.core.rng import MAX_SEED
from shelfie.games.dicegame.actions import Mark, MarkAny
from shelfie.games.dicegame.grid import LINES, SIZE, item_bit
from shelfie.games.dicegame.rules import apply, legal_actions, new_game
from shelfie.games.dicegame.scoring import score
from shelfie.games.dicegame.state import GameState, Phase
from tests.dicegame.record import dumps, loads, replay

MAX_TURNS_PER_PLAYER = SIZE * SIZE + 1
ACTIONS_PER_TURN = 4


def independent_total(state: GameState, seat: int) -> int:
    """Scoring written out item by item, to check ``score`` against."""
    sheet, board = state.sheets[seat], state.board
    total = 0
    for line in LINES:
        cells = [(s, c) for s in range(SIZE) for c in range(SIZE) if line.mask & item_bit(s, c)]
        marked = [board.value(s, c) for s, c in cells if sheet.marked & item_bit(s, c)]
        if len(marked) >= 3:
            total += sum(marked)
    return total


def check_transition(before: GameState, after: GameState, action) -> None:
    for seat, (old, new) in enumerate(zip(before.sheets, after.sheets, strict=True)):
        assert new.marked & new.crossed == 0, "no item is both marked and crossed out"
        assert old.marked & ~new.marked == 0, "a mark is never removed"
        assert old.crossed & ~new.crossed == 0, "a cross is never removed"
        assert old.crossed & new.marked == 0, "a crossed item never becomes marked"
        if seat != before.current:
            assert new.marked == old.marked, "only the current player marks"
    for seat, sheet in enumerate(after.sheets):
        for line in LINES:
            if sheet.is_complete(line):
                for other, other_sheet in enumerate(after.sheets):
                    if other != seat:
                        assert not other_sheet.available & line.mask, (
                            "a completed line is blocked for everyone else"
                        )
        assert score(after.board, sheet).total == independent_total(after, seat)
    if isinstance(action, (Mark, MarkAny)):
        gained = after.sheets[before.current].marked & ~before.sheets[before.current].marked
        expected = len(action.combos) if isinstance(action, Mark) else 1
        assert gained.bit_count() == expected
    assert len(after.log) == len(before.log) + 1
    if after.phase in (Phase.REROLL, Phase.MARK):
        assert len(after.dice) == 6
    if after.phase is Phase.ROLL:
        assert after.dice == ()


def play_out(players: int, seed: int, chooser: random.Random, check_every: int = 1) -> GameState:
    state = new_game([f"P{i}" for i in range(players)], seed=seed)
    limit = players * MAX_TURNS_PER_PLAYER * ACTIONS_PER_TURN
    for step in range(limit):
        if state.is_over:
            return state
        actions = legal_actions(state)
        assert actions, "a game that is not over always has a legal action"
        action = chooser.choice(actions)
        after = apply(state, action)
        if step % check_every == 0:
            check_transition(state, after, action)
        state = after
    raise AssertionError(f"the game did not end within {limit} actions")


seeds = st.integers(min_value=0, max_value=MAX_SEED)


@given(st.integers(min_value=1, max_value=4), seeds, st.randoms(use_true_random=False))
def test_random_playouts_keep_every_invariant_and_always_end(players, seed, chooser):
    state = play_out(players, seed, chooser)
    assert state.is_over
    assert state.turn % players == 0, "everyone has taken the same number of turns"
    assert any(sheet.closed_shelves() >= 2 for sheet in state.sheets)
    assert legal_actions(state) == []


@given(st.integers(min_value=1, max_value=4), seeds, st.randoms(use_true_random=False), st.data())
def test_json_round_trip_and_replay_reproduce_any_reached_state(players, seed, chooser, data):
    final = play_out(players, seed, chooser, check_every=10**9)
    cut = data.draw(st.integers(min_value=0, max_value=len(final.log)))
    state = replay(final.config, final.log[:cut])
    assert loads(dumps(state)) == state
    assert replay(state.config, state.log) == state
    assert loads(dumps(final)) == final


@given(seeds, st.randoms(use_true_random=False))
def test_every_listed_legal_action_applies(seed, chooser):
    state = new_game(["A", "B"], seed=seed)
    for _ in range(60):
        if state.is_over:
            break
        actions = legal_actions(state)
        for action in actions:
            apply(state, action)
        state = apply(state, chooser.choice(actions))
