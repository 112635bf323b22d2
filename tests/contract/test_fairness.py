"""Fair chance without a server (issue 29): hash chains, revealed values, the draws they pick,
secrets committed at the start; every game played on them replays, and each kind of cheating
the scheme protects against is caught."""

import random
from collections import Counter
from dataclasses import replace

import pytest

from shelfie import registry
from shelfie.core import saves
from shelfie.core.chance import NO_CHANCE, Bag, Dice
from shelfie.core.contract import Game
from shelfie.core.fairness import (
    Chain,
    Unfair,
    accept,
    check_secret,
    commit_secret,
    digest,
    randomness,
    replay_fair,
)

LENGTH = 300
"""Values in each chain: more than any game here draws."""


def chains(players: int, seed: int) -> list[Chain]:
    rng = random.Random(seed)
    return [Chain(rng.randbytes(32), LENGTH) for _ in range(players)]


def fair_game(game: Game, players: int, seed: int):
    """A game of random legal actions whose every draw the players' revealed values pick."""
    rng = random.Random(seed)
    owned = chains(players, seed)
    state = start = game.new_game([f"P{n}" for n in range(players)], seed)
    reveals = []
    while not game.is_over(state):
        seat = min(game.to_move(state))
        action = rng.choice(game.legal_actions(state, seat))
        law = game.chance_outcomes(state, seat, action)
        outcome = None
        if law is not NO_CHANCE:
            values = tuple(chain.value(len(reveals) + 1) for chain in owned)
            reveals.append(values)
            outcome = law.pick(randomness(values, len(game.log(state))))
        state = game.apply(state, seat, action, outcome)
    return start, state, [chain.head for chain in owned], reveals


def test_each_value_hashes_to_the_one_before_back_to_the_commitment():
    chain = Chain(b"s" * 32, 5)
    assert all(digest(chain.value(k)) == chain.value(k - 1) for k in range(1, 6))
    assert accept([chain.head], [chain.value(1)]) == (chain.value(1),)
    with pytest.raises(Unfair, match="seat 1"):
        accept([chain.head, chain.head], [chain.value(1), chain.value(2)])


def test_the_draw_is_fixed_by_everyones_values_and_changes_with_any_one():
    values = [bytes([n]) * 32 for n in range(3)]
    assert randomness(values, 4) == randomness(list(values), 4), "the same values draw the same: no re-roll"
    others = {randomness([*values[:n], b"x" * 32, *values[n + 1 :]], 4) for n in range(3)}
    assert randomness(values, 4) not in others and len(others) == 3
    assert randomness(values, 5) != randomness(values, 4)


@pytest.mark.parametrize("law", [Dice(tuple(range(1, 7)), 2), Bag((3, 2, 1), 4), Bag((1, 1), 3)])
def test_the_values_pick_outcomes_with_the_laws_probabilities(law):
    rng = random.Random(7)
    picks = [law.pick(rng.getrandbits(64)) for _ in range(3000)]
    assert all(law.probability(p) > 0 for p in picks)
    seen = Counter(p[0] for p in picks)
    statistic = sum((seen[v] - 3000 * p) ** 2 / (3000 * p) for v, p in law.first().items())
    assert statistic < 30, (seen, law.first())


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_a_game_drawn_by_the_players_values_replays_and_cheating_is_caught(game_id):
    game = registry.rules(game_id)
    players = max(2, game.min_players)
    start, end, heads, reveals = fair_game(game, players, 11)
    log = game.log(end)
    assert reveals, "the game drew chance"
    assert game.summary(replay_fair(game, start, log, heads, reveals)) == game.summary(end)
    # A value edited after the fact: it no longer follows the commitment.
    edited = [list(values) for values in reveals]
    edited[-1][1] = b"\0" * 32
    with pytest.raises(Unfair, match="seat 1's value does not follow"):
        replay_fair(game, start, log, heads, edited)
    # A draw re-rolled (by a reload, or by hand) under the same values: it is not what they give.
    drawn = next(n for n, event in enumerate(log) if event.chance)
    law = game.chance_outcomes(saves.replay(game, start, log[:drawn]), log[drawn].seat, log[drawn].action)
    samples = (law.sample(random.Random(n)) for n in range(100))
    rerolled = next(outcome for outcome in samples if outcome != log[drawn].chance)
    forged = (*log[:drawn], replace(log[drawn], chance=rerolled), *log[drawn + 1 :])
    with pytest.raises(Unfair, match=f"action {drawn + 1} drew what the revealed values do not give"):
        replay_fair(game, start, forged, heads, reveals)
    # One side choosing its value late, to bias the draw: it cannot follow its own commitment.
    biased = [list(values) for values in reveals]
    biased[0][0] = Chain(b"late" * 8, LENGTH).value(1)
    with pytest.raises(Unfair, match="seat 0"):
        replay_fair(game, start, log, heads, biased)


def test_a_secret_shown_at_the_end_must_be_the_one_committed():
    salt = b"salt" * 8
    commitment = commit_secret("personal goal 7", salt)
    check_secret(commitment, "personal goal 7", salt)
    with pytest.raises(Unfair, match="not the one committed"):
        check_secret(commitment, "personal goal 3", salt)
    with pytest.raises(Unfair):
        check_secret(commitment, "personal goal 7", b"other" * 6)
