"""Fair chance without a server: hash chains committed by their heads, each epoch's seed
from the values of the devices it involves, secret cards nobody chooses; the whole games and their
tampered links are in test_links.py."""

from collections import Counter

import pytest

from shelfie.core.fairness import (
    CHAIN_LENGTH,
    Chain,
    Unfair,
    card,
    check_secret,
    commit_secret,
    seed,
    step_back,
    values_back,
)


def test_each_value_hashes_back_to_the_one_before_and_to_the_head():
    chain = Chain(b"s" * 32)
    assert all(step_back(chain.value(k)) == chain.value(k - 1) for k in range(1, 30))
    assert values_back(chain.head, 7, chain.value(7)) == [chain.value(k) for k in range(8)]
    with pytest.raises(Unfair, match="commitment"):
        values_back(chain.head, 6, chain.value(7))
    with pytest.raises(Unfair):
        values_back(chain.head, CHAIN_LENGTH + 1, chain.value(7))
    assert Chain(b"t" * 32).head != chain.head


def test_the_seed_is_fixed_by_the_values_and_changes_with_any_one():
    values = [bytes([n]) * 16 for n in range(3)]
    assert seed(4, values) == seed(4, list(values)), "the same values draw the same: no re-roll"
    others = {seed(4, [*values[:n], b"x" * 16, *values[n + 1 :]]) for n in range(3)}
    assert seed(4, values) not in others and len(others) == 3
    assert seed(5, values) != seed(4, values)
    assert seed(4, values, b"setup") != seed(4, values)


def test_a_secret_card_is_uniform_whatever_one_of_its_parts():
    """Whatever private number a player commits, the public part makes the card uniform: nobody
    chooses their card; and without the private part the others cannot tell it."""
    for private in (0, 5, 11):
        assert Counter(card(private, public, 12) for public in range(12)) == Counter(range(1, 13))
    assert Counter(card(private, 3, 12) for private in range(12)) == Counter(range(1, 13))


def test_a_secret_shown_at_the_end_must_be_the_one_committed():
    salt = b"salt" * 4
    commitment = commit_secret(7, salt)
    check_secret(commitment, 7, salt)
    with pytest.raises(Unfair, match="not the one committed"):
        check_secret(commitment, 3, salt)
    with pytest.raises(Unfair):
        check_secret(commitment, 7, b"other" * 3 + b"x")
