"""The generic bots serve any game through the contract (its observation, its chance, an
evaluation), and the games' own faster players are checked against them."""

import dataclasses
import importlib
import math
import random
import statistics
from typing import Any

import pytest

from shelfie import registry
from shelfie.bots.framework import choose, seated, tempered
from shelfie.bots.generic import ExpectimaxBot, GreedyBot, RandomBot
from shelfie.bots.sim import play_out
from tests.budget import examples

from ..contract.play import playout


def evaluation(game_id: str):
    return importlib.import_module(f"shelfie.bots.{game_id}").points_now


def seats(game) -> int:
    return max(game.min_players, 2) if game.max_players > 1 else 1


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_random_and_greedy_play_every_game_to_the_end_from_what_they_see(game_id):
    game = registry.rules(game_id)
    value = evaluation(game_id)
    bots = [RandomBot(game), GreedyBot(game, value, samples=4)]
    state = play_out(game, bots, game.new_game(["R", "G"], 4))
    assert game.is_over(state)
    assert {event.seat for event in game.log(state)} == {0, 1}, "both bots played"


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_expectimax_decides_legally_and_never_by_the_seed(game_id):
    """Two games alike but for the seed look the same to a seat: its decision is the same."""
    game = registry.rules(game_id)
    value = evaluation(game_id)
    for step in playout(game, seats(game), 6, random.Random(2))[::17][:6]:
        other = game.start({**game.config_to_json(step.before), "seed": 99})
        from shelfie.core.saves import replay

        twin = replay(game, other, game.log(step.before))
        assert game.observe(twin, step.seat) == game.observe(step.before, step.seat)
        chosen = choose(game, ExpectimaxBot(game, value, samples=3, width=3), step.before, step.seat)
        again = choose(game, ExpectimaxBot(game, value, samples=3, width=3), twin, step.seat)
        assert game.action_key(step.before, chosen) == game.action_key(step.before, again)
        assert any(
            game.action_key(step.before, chosen) == game.action_key(step.before, legal)
            for legal in game.legal_actions(step.before, step.seat)
        )


def test_greedy_and_expectimax_beat_random_in_a_solo_splitter():
    """Over the same seeded games (six under CPython, two inside Pyodide: tests/budget.py)."""
    game = registry.rules("splitter")
    value = evaluation("splitter")

    def mean(make) -> float:
        return statistics.mean(
            game.outcome(play_out(game, [make()], game.new_game(["A"], seed))).scores[0]
            for seed in range(examples(6, least=2))
        )

    random_mean = mean(lambda: RandomBot(game))
    greedy_mean = mean(lambda: GreedyBot(game, value))
    expectimax_mean = mean(lambda: ExpectimaxBot(game, value, samples=4, width=3))
    assert greedy_mean > random_mean + 5, (greedy_mean, random_mean)
    assert expectimax_mean > random_mean + 5, (expectimax_mean, random_mean)


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_the_games_own_medium_is_as_greedy_as_the_generic_greedy(game_id):
    """Each game's Medium, its temperature all but zero, chooses with its own fast code an action
    worth as much now as the generic greedy bot's best (the dice game's Medium: when it marks)."""
    game = registry.rules(game_id)
    value = evaluation(game_id)
    medium = registry.bot_levels(game_id)["medium"]()
    if hasattr(medium, "temperature"):
        medium = dataclasses.replace(medium, temperature=0.01)
    greedy = GreedyBot(game, value, samples=2)
    compared = 0
    steps = playout(game, seats(game), 3, random.Random(4))
    for step in steps:
        seen = game.observe(step.before, step.seat)
        if game_id == "dicegame" and not any(
            type(action).__name__ == "Mark" for action in game.legal_actions(seen, step.seat)
        ):
            continue
        if any(
            game.chance_outcomes(seen, step.seat, a).size > 1 for a in game.legal_actions(seen, step.seat)
        ):
            continue
        values = dict((game.action_key(seen, a), v) for v, a in greedy.values(seen, step.seat))
        chosen = medium.decide(seen, step.seat)
        assert values[game.action_key(seen, chosen)] == max(values.values()), f"step {len(game.log(seen))}"
        compared += 1
    assert compared >= min(10, len(steps))


@pytest.mark.parametrize("level", ["easy", "medium"])
@pytest.mark.parametrize("game_id", ["dicegame", "myshelfie", "splitter"])
def test_easy_and_medium_vary_with_the_games_seed_and_repeat_on_the_same_seed(game_id, level):
    """The games offered here. A game scaffolded by ``tools.new_game`` starts with the generic
    greedy Medium, which varies only between equal values (its first game, a race, has none)."""
    game = registry.rules(game_id)

    def played(seed: int, bots_seed: int) -> list[Any]:
        make = registry.bot_levels(game_id)[level]
        bots = [seated(make, bots_seed, seat) for seat in range(2)]
        state, actions = game.new_game(["A", "B"], seed), []
        while len(actions) < 16 and not game.is_over(state):
            seat = min(game.to_move(state))
            actions.append(choose(game, bots[seat], state, seat))
            state = game.apply(state, seat, actions[-1])
        return actions

    assert played(5, 5) == played(5, 5), "a replay of one game plays the same"
    assert played(5, 5) != played(5, 6), "the same deal with the bots of another game's seed differs"


def test_a_temperature_favours_what_is_worth_more():
    rng = random.Random(3)
    picks = [tempered(rng, "abc", [2.0, 1.0, 0.0], 0.5) for _ in range(3000)]
    shares = [picks.count(option) / len(picks) for option in "abc"]
    assert shares[0] > shares[1] > shares[2] > 0
    assert abs(shares[1] / shares[0] - math.exp(-2)) < 0.05
