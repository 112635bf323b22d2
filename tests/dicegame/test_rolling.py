"""RULES.md "A turn / 1. Roll"."""

import pytest

from shelfie.core.errors import IllegalAction
from shelfie.games.dicegame.actions import Roll, StopRolling
from shelfie.games.dicegame.board import DICE
from shelfie.games.dicegame.rules import apply, legal_actions, new_game
from shelfie.games.dicegame.state import Phase

from .helpers import dice, playing


def test_turn_starts_with_one_roll_of_all_six_dice():
    state = playing()
    assert state.phase is Phase.ROLL
    assert legal_actions(state) == [Roll()]
    rolled = apply(state, Roll())
    assert len(rolled.dice) == DICE
    assert rolled.phase is Phase.REROLL and rolled.rerolls_left == 2


def test_first_roll_cannot_keep_dice():
    with pytest.raises(IllegalAction, match="first roll throws all six"):
        apply(playing(), Roll(frozenset({0})))


def test_two_rerolls_then_the_result_is_final():
    state = apply(playing(), Roll(), dice=dice("cat cat cat cat cat cat"))
    state = apply(state, Roll(frozenset({0, 1})), dice=dice("book book book book"))
    assert state.phase is Phase.REROLL and state.rerolls_left == 1
    state = apply(state, Roll(frozenset({0})), dice=dice("plant plant plant plant plant"))
    assert state.phase is Phase.MARK and state.rerolls_left == 0
    with pytest.raises(IllegalAction, match="the dice are final"):
        apply(state, Roll(frozenset({0})))


def test_kept_dice_stay_in_place_and_only_the_others_are_thrown():
    state = apply(playing(), Roll(), dice=dice("cat book plant trophy game joker"))
    state = apply(state, Roll(frozenset({1, 3})), dice=dice("joker joker joker joker"))
    assert state.dice == ("joker", "book", "joker", "trophy", "joker", "joker")


def test_dice_kept_earlier_may_be_rerolled_later():
    state = apply(playing(), Roll(), dice=dice("cat cat cat cat cat cat"))
    state = apply(state, Roll(frozenset({0, 1, 2})), dice=dice("book book book"))
    state = apply(state, Roll(frozenset({3, 4, 5})), dice=dice("game game game"))
    assert state.dice == ("game", "game", "game", "book", "book", "book")


def test_player_may_stop_after_the_first_roll():
    state = apply(playing(), Roll())
    stopped = apply(state, StopRolling())
    assert stopped.phase is Phase.MARK and stopped.dice == state.dice


def test_player_may_stop_after_one_reroll():
    state = apply(apply(playing(), Roll()), Roll(frozenset({0})))
    assert apply(state, StopRolling()).phase is Phase.MARK


def test_reroll_must_throw_at_least_one_die_decision():
    state = apply(playing(), Roll())
    with pytest.raises(IllegalAction, match="at least one die"):
        apply(state, Roll(frozenset(range(DICE))))
    assert Roll(frozenset(range(DICE))) not in legal_actions(state)


def test_reroll_offers_every_keep_of_up_to_five_dice_and_stop():
    actions = legal_actions(apply(playing(), Roll()))
    assert len(actions) == 63 + 1
    assert StopRolling() in actions


def test_cannot_stop_before_rolling():
    with pytest.raises(IllegalAction, match="roll the dice first"):
        apply(playing(), StopRolling())


def test_keep_must_name_real_dice():
    state = apply(playing(), Roll())
    with pytest.raises(IllegalAction, match="numbered 1 to 6"):
        apply(state, Roll(frozenset({6})))


def test_forced_dice_must_match_the_thrown_count_and_faces():
    with pytest.raises(IllegalAction, match="6 dice are thrown, but 2"):
        apply(playing(), Roll(), dice=["cat", "cat"])
    with pytest.raises(IllegalAction, match="'dog' is not a face"):
        apply(playing(), Roll(), dice=["dog"] * 6)


def test_dice_come_from_the_seed_and_are_reproducible():
    a = apply(new_game(["Ann", "Bob"], seed=99), Roll())
    b = apply(new_game(["Ann", "Bob"], seed=99), Roll())
    assert a.dice == b.dice
    other_seeds = {apply(new_game(["Ann", "Bob"], seed=s), Roll()).dice for s in range(20)}
    assert len(other_seeds) > 15


def test_forcing_one_roll_does_not_shift_the_following_rolls():
    def rethrown(state):
        """The five dice the seed gives the re-roll that keeps the first."""
        return apply(state, Roll(frozenset({0}))).log[-1].chance

    expected_next = rethrown(apply(playing(), Roll()))
    forced = apply(playing(), Roll(), dice=dice("cat cat cat cat cat cat"))
    assert rethrown(forced) == expected_next


def test_every_roll_is_recorded_with_its_faces():
    state = apply(playing(), Roll(), dice=dice("cat book plant trophy game joker"))
    state = apply(state, Roll(frozenset({0})), dice=dice("joker joker joker joker joker"))
    assert [e.chance for e in state.log] == [
        ("cat", "book", "plant", "trophy", "game", "joker"),
        ("joker",) * 5,
    ]


def test_refused_action_leaves_state_unchanged():
    state = apply(playing(), Roll())
    before = (state.dice, state.phase, state.rerolls_left, state.log)
    with pytest.raises(IllegalAction):
        apply(state, Roll(frozenset(range(DICE))))
    assert (state.dice, state.phase, state.rerolls_left, state.log) == before
