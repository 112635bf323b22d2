"""A round: every seat writes both numbers into one empty mirror pair, in secret; 22 rounds."""

import json
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shelfie.core import saves
from shelfie.core.errors import IllegalAction, InvalidConfig
from shelfie.games.splitter.game import GAME
from shelfie.games.splitter.pads import cell
from shelfie.games.splitter.rules import legal_actions, new_game, observe, pad_of, roll, to_move
from shelfie.games.splitter.state import ROUNDS, SECRET, Place

from .helpers import game


def place(state, seat, row, column, number, *, chance=None):
    return GAME.apply(state, seat, Place(row, column, number), chance)


def test_both_numbers_go_into_one_mirror_pair_the_player_choosing_the_side():
    state = place(game(dice=(3, 5)), 0, 2, 1, 5)
    assert state.pads[0][cell(2, 1)] == 5 and state.pads[0][cell(2, 6)] == 3
    other = place(game(dice=(3, 5)), 0, 2, 6, 5)
    assert other.pads[0][cell(2, 6)] == 5 and other.pads[0][cell(2, 1)] == 3


def test_legal_placements_are_each_empty_pair_with_either_number_on_the_left():
    state = game(dice=(3, 5))
    assert len(legal_actions(state, 0)) == 44
    doubles = game(dice=(4, 4))
    assert len(legal_actions(doubles, 0)) == 22
    after = place(state, 0, 0, 2, 3)
    assert len(legal_actions(after, 0)) == 42
    assert all(a.column < 4 for a in legal_actions(after, 0))


def test_the_same_placement_from_either_side_is_one_action():
    state = game(dice=(3, 5))
    keys = {GAME.action_key(state, Place(2, 1, 5)), GAME.action_key(state, Place(2, 6, 3))}
    assert len(keys) == 1
    assert GAME.action_key(state, Place(2, 1, 3)) not in keys


def test_a_game_lasts_22_rounds_and_then_every_pad_is_full():
    state = game(players=2)
    for _ in range(ROUNDS):
        for seat in (0, 1):
            state = GAME.apply(state, seat, legal_actions(state, seat)[0])
    assert state.is_over and state.round == ROUNDS and state.dice == ()
    for numbers in state.pads:
        assert all(numbers[space] for space in state.pad.spaces)
    assert to_move(state) == frozenset()


def test_every_seat_places_in_the_same_round_and_the_round_ends_when_all_have():
    state = game(players=3)
    assert to_move(state) == {0, 1, 2}
    state = place(state, 1, 0, 2, 3)
    assert to_move(state) == {0, 2} and state.round == 0
    assert state.pads[1][cell(0, 2)] == 0, "written only when the round is complete"
    assert pad_of(state, 1)[cell(0, 2)] == 3, "but its placer sees it"
    state = place(place(state, 2, 0, 2, 5), 0, 1, 1, 3)
    assert state.round == 1 and to_move(state) == {0, 1, 2}
    assert state.pads[1][cell(0, 2)] == 3 and state.pads[1][cell(0, 5)] == 5


def test_a_seat_cannot_place_twice_in_a_round():
    state = place(game(players=2), 0, 0, 2, 3)
    with pytest.raises(IllegalAction, match="P0 has already placed this round's numbers"):
        place(state, 0, 1, 1, 3)


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (Place(0, 0, 3), "row 1, column 1 is not a space of this pad"),
        (Place(7, 2, 3), "row 8, column 3 is not a space of this pad"),
        (Place(2, 2, 4), r"4 is not one of this round's numbers \(3 and 5\)"),
        (Place(2, True, 3), "True is not a whole number"),
        ("2,2", "that is not a placement"),
    ],
)
def test_a_bad_placement_is_refused_with_its_reason_and_nothing_changes(action, reason):
    state = game(dice=(3, 5))
    before = json.dumps(saves.to_json(GAME, state))
    with pytest.raises(IllegalAction, match=reason):
        GAME.apply(state, 0, action)
    assert json.dumps(saves.to_json(GAME, state)) == before


def test_a_filled_pair_is_refused_from_either_side():
    state = place(place(game(dice=(3, 5)), 0, 2, 1, 5), 0, 0, 2, 3, chance=(1, 2))
    state = replace(state, dice=(3, 5))
    for column in (1, 6):
        with pytest.raises(IllegalAction, match=f"row 3, column {column + 1} is already filled"):
            place(state, 0, 2, column, 3)


def test_no_seat_no_move_after_the_end():
    with pytest.raises(IllegalAction, match="there is no seat 3"):
        place(game(players=2), 3, 0, 2, 3)
    state = game()
    for _ in range(ROUNDS):
        state = GAME.apply(state, 0, legal_actions(state, 0)[-1])
    with pytest.raises(IllegalAction, match="the game is over"):
        place(state, 0, 0, 2, 3)


def test_decision_the_page_rolls_from_the_seed_and_records_each_roll():
    state = new_game(["A"], 99)
    assert state.dice == state.config.first_roll == roll(99, 0)
    after = GAME.apply(state, 0, legal_actions(state, 0)[0])
    assert after.dice == roll(99, 1) and after.log[-1].chance == roll(99, 1)
    assert new_game(["B", "C"], 99).dice == state.dice, "the same seed rolls the same numbers"


def test_a_replayed_roll_wins_over_the_seed_and_only_the_round_ending_placement_rolls():
    state = game(players=2)
    forced = GAME.apply(place(state, 0, 0, 2, 3), 1, Place(0, 2, 3), chance=(6, 6))
    assert forced.dice == (6, 6)
    with pytest.raises(IllegalAction, match="only the last placement of a round rolls"):
        place(state, 0, 0, 2, 3, chance=(1, 1))
    with pytest.raises(IllegalAction, match="a roll is two numbers from 1 to 6"):
        GAME.apply(place(state, 0, 0, 2, 3), 1, Place(0, 2, 3), chance=(7, 1))


def test_decision_one_to_eight_seats():
    assert len(new_game([f"P{i}" for i in range(8)], 1).pads) == 8
    for players in ([], [f"P{i}" for i in range(9)]):
        with pytest.raises(InvalidConfig, match="Splitter is for 1 to 8 players"):
            new_game(players, 1)
    with pytest.raises(InvalidConfig, match="there is no pad 'C'"):
        new_game(["A"], 1, "C")


def test_decision_others_placements_of_the_round_are_hidden_until_everyone_has_placed():
    state = place(game(players=3), 0, 2, 1, 5)
    seen = observe(state, 1)
    assert seen.pending == (SECRET, None, None)
    assert seen.config.seed == 0
    assert all(event.seat == 1 for event in seen.log)
    assert observe(state, 0).pending[0] == Place(2, 1, 5), "a seat sees its own placement"
    done = place(place(state, 1, 0, 2, 3), 2, 0, 2, 3)
    assert observe(done, 1).pads[0][cell(2, 1)] == 5, "shown once the round is complete"
    assert len(observe(done, 1).log) == 3


def test_tied_players_share_the_victory():
    state = game(players=3, dice=(2, 2))
    for seat, column in ((0, 3), (1, 3), (2, 2)):  # (0, 3) and (0, 4) touch: two 2s
        state = place(state, seat, 0, column, 2, chance=(1, 1) if seat == 2 else None)
    result = GAME.outcome(state)
    assert result.scores == (2, 2, 0) and result.winners == (0, 1)


def test_the_daily_pad_follows_from_the_seed():
    pads = {GAME.daily_options(seed)["pad"] for seed in range(40)}
    assert pads == {"A", "B"}
    assert GAME.daily_options(12345) == GAME.daily_options(12345)


def test_a_save_names_its_first_roll_and_replays_every_later_one():
    state = new_game(["A", "B"], 5, "B")
    for _ in range(3):
        for seat in (0, 1):
            state = GAME.apply(state, seat, legal_actions(state, seat)[1])
    data = saves.to_json(GAME, state)
    assert data["config"]["first_roll"] == list(roll(5, 0)) and data["config"]["pad"] == "B"
    assert saves.from_json(GAME, json.loads(json.dumps(data))) == state


@given(st.integers(0, 2**32), st.integers(1, 4), st.randoms(use_true_random=False))
def test_a_played_pad_holds_exactly_22_placements_and_replays_equal(seed, players, rng):
    state = new_game([f"P{i}" for i in range(players)], seed, rng.choice("AB"))
    while not state.is_over:
        for seat in sorted(to_move(state)):
            before = observe(state, (seat + 1) % players)
            state = GAME.apply(state, seat, rng.choice(legal_actions(state, seat)))
            if state.round == before.round and players > 1:
                assert observe(state, (seat + 1) % players).pads == before.pads
    placements = [event for event in state.log]
    assert len(placements) == ROUNDS * players
    for numbers in state.pads:
        assert sum(1 for space in state.pad.spaces if numbers[space]) == 44
    assert saves.loads(GAME, saves.dumps(GAME, state)) == state
