"""The laws games declare their chance with: listed outcomes, probabilities, samples and the first
slot's law agree with one another for every small case."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shelfie.core.chance import NO_CHANCE, Bag, Dice


def holding_a_tile(counts: list[int]) -> tuple[int, ...]:
    """Counts of a bag with at least one tile in it (a named function, not a lambda: Hypothesis
    describes a lambda with ast.unparse, which would pull a module into the page's library)."""
    return (*counts, 1)


small_bags = st.builds(Bag, st.lists(st.integers(0, 3), max_size=2).map(holding_a_tile), st.integers(1, 4))
small_dice = st.builds(
    Dice, st.sampled_from([(1, 2), ("a", "b", "c"), tuple(range(1, 7))]), st.integers(1, 3)
)


@settings(max_examples=60, deadline=None)
@given(st.one_of(small_bags, small_dice))
def test_a_law_lists_each_outcome_once_with_probabilities_summing_to_one(law):
    listed = list(law.outcomes())
    assert len(listed) == law.size == len({outcome for outcome, _ in listed})
    assert sum(p for _, p in listed) == pytest.approx(1.0)
    for outcome, p in listed:
        assert p > 0 and law.probability(outcome) == pytest.approx(p)
    first: Counter = Counter()
    for outcome, p in listed:
        first[outcome[0]] += p
    assert dict(first) == pytest.approx(law.first())
    rng = random.Random(3)
    assert all(law.probability(law.sample(rng)) > 0 for _ in range(10))


def test_impossible_outcomes_have_no_chance():
    bag = Bag((1, 0, 2), 2)
    assert bag.probability((2, 1)) == 0, "no tile of value 2 in the bag"
    assert bag.probability((1, 1)) == 0, "one tile of value 1 only"
    assert bag.probability((3, 3)) == pytest.approx(2 / 3 * 1 / 2)
    short = Bag((1,), 3)
    assert short.probability((0, 1, 0)) == pytest.approx(1 / 3), "a short bag fills a third of the spaces"
    assert Dice((1, 2), 2).probability((1, 3)) == 0
    assert NO_CHANCE.probability(()) == 1 and NO_CHANCE.probability((1,)) == 0


def test_a_large_refill_is_counted_without_listing_it():
    assert Bag((22,) * 6, 29).size > 10**20
    assert Bag((2, 1), 3).size == 3
