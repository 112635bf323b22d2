"""Chance in the contract (after OpenSpiel's CheckChanceOutcomes): every game says what chance may
give each action (``chance_outcomes``), every outcome it lists can be played, the draws the seed
makes follow the law it declares, and ``apply`` throws from that very law: chance is declared once."""

import random
from collections import Counter
from itertools import islice

import pytest

from shelfie import registry
from shelfie.core.chance import NO_CHANCE, Bag, Certain, Dice
from shelfie.core.contract import AnyGame

from .play import playout

CRITICAL = 30.0
"""Chi-square beyond which a law is refused: above the 1-in-10,000 point for up to 7 values."""


@pytest.fixture(params=sorted(registry.GAMES))
def game(request) -> AnyGame:
    return registry.rules(request.param)


def chance_steps(game: AnyGame, seeds: range):
    """(distribution, recorded outcome, step) for every action of random games on these seeds."""
    rng = random.Random(5)
    for seed in seeds:
        players = max(game.min_players, min(2, game.max_players))
        for step in playout(game, players, seed, rng):
            recorded = game.log(step.after)[-1].chance
            yield game.chance_outcomes(step.before, step.seat, step.action), recorded, step


def test_what_chance_gave_each_action_is_an_outcome_it_declared(game):
    for law, recorded, _step in chance_steps(game, range(6)):
        assert law.probability(recorded) > 0, f"{recorded} is not an outcome of {law}"
        assert (law is NO_CHANCE) == (recorded == ()), "chance is declared exactly where it draws"


def test_each_action_throws_from_the_law_it_declares(game, monkeypatch):
    """``apply`` without a forced outcome draws it from ``chance_outcomes``'s law (``Chance.draw``),
    once, and records exactly what that law drew: there is no second description of a game's chance."""
    thrown = []
    for law_type in (Certain, Dice, Bag):

        def spied(self, seed, key, drawing=law_type.draw):
            outcome = drawing(self, seed, key)
            thrown.append((self, outcome))
            return outcome

        monkeypatch.setattr(law_type, "draw", spied)
    checked = 0
    for law, recorded, step in chance_steps(game, range(3)):
        if law is NO_CHANCE:
            continue
        thrown.clear()
        after = game.apply(step.before, step.seat, step.action)
        assert thrown == [(law, recorded)] and game.log(after)[-1].chance == recorded
        checked += 1
    chanceless = all(law is NO_CHANCE for law, _recorded, _step in chance_steps(game, range(3)))
    assert checked >= 5 or chanceless, "a game with chance threw it in these games"


def test_every_listed_outcome_plays_and_the_probabilities_sum_to_one(game):
    rng = random.Random(8)
    checked = 0
    for law, _recorded, step in chance_steps(game, range(2)):
        if law is NO_CHANCE or rng.random() > 0.2:
            continue
        outcomes = [law.sample(rng) for _ in range(3)]
        if law.size <= 50_000:
            listed = list(law.outcomes())
            assert len(listed) == law.size and len({o for o, _ in listed}) == law.size
            assert sum(p for _, p in listed) == pytest.approx(1.0)
            assert all(p == pytest.approx(law.probability(o)) for o, p in listed)
            outcomes += [o for o, _ in islice(listed, 0, None, max(1, law.size // 5))]
        for outcome in outcomes:
            assert law.probability(outcome) > 0
            after = game.apply(step.before, step.seat, step.action, outcome)
            assert game.log(after)[-1].chance == tuple(outcome), "the forced outcome is what is recorded"
        checked += 1
    assert checked or not any(law is not NO_CHANCE for law, _, _ in chance_steps(game, range(2)))


def test_the_seeds_draws_follow_the_declared_law(game):
    """The first slot of every draw, counted over many seeded games, against the declared law."""
    observed: Counter = Counter()
    expected: Counter = Counter()
    events = 0
    for law, recorded, _step in chance_steps(game, range(120)):
        if law is NO_CHANCE:
            continue
        observed[recorded[0]] += 1
        for value, chance in law.first().items():
            expected[value] += chance
        events += 1
    if not events:
        return  # a game without chance: the test above checks it never declares any
    assert events >= 200, f"only {events} draws"
    statistic = sum((observed[v] - e) ** 2 / e for v, e in expected.items() if e >= 5)
    assert set(observed) <= set(expected)
    assert statistic < CRITICAL, f"chi-square {statistic:.1f} over {events} draws: {observed} vs {expected}"
