"""tools.splitter_foresight finds the best pad perfect foresight can write: checked against every
way of writing the last rolls of real games, and against the bots and the counting bound."""

from itertools import permutations, product

import pytest

from shelfie import registry
from shelfie.bots.framework import choose, seated
from shelfie.bots.sim import bot_kinds
from shelfie.bots.splitter.bound import rolls_of
from shelfie.games.splitter.pads import CELLS, PADS
from shelfie.games.splitter.scoring import EMPTY, score
from shelfie.games.splitter.state import ROUNDS
from tools.splitter_foresight import best_pad

LEFT = 4
"""Rounds left in the late positions: 4! orders times 2^4 ways round, 384 pads to try."""


def hard_game(seed: int, pad_name: str):
    """Hard's solo game on ``seed``: the state with ``LEFT`` rounds to go, and the final one."""
    game = registry.rules("splitter")
    bot = seated(bot_kinds("splitter")["hard"], seed, 0)
    state = game.new_game(["Hal"], seed, {"pad": pad_name})
    late = state
    while not game.is_over(state):
        if state.round == ROUNDS - LEFT:
            late = state
        state = game.apply(state, 0, choose(game, bot, state, 0))
    return late, state


def every_ending(pad, numbers, rolls):
    """The best score over every way of writing ``rolls`` on the empty pairs, by trying them all."""
    empty = [pair for pair in pad.pairs if numbers[pair[0]] == EMPTY]
    best = 0
    for order in permutations(rolls):
        for ways in product((False, True), repeat=len(order)):
            filled = list(numbers)
            for (left, right), dice, swapped in zip(empty, order, ways, strict=True):
                filled[left], filled[right] = dice[::-1] if swapped else dice
            best = max(best, score(pad, tuple(filled)))
    return best


@pytest.mark.parametrize(("seed", "pad_name"), [(5, "A"), (6, "B")])
def test_the_best_ending_of_a_real_game_is_what_trying_every_ending_finds(seed, pad_name):
    """Hard's pad with four rounds to go, its last four rolls: the programme's pad keeps what is
    written, scores exactly the best of the 384 endings, and no less than Hard went on to score."""
    pad = PADS[pad_name]
    late, final = hard_game(seed, pad_name)
    rolls = rolls_of(seed)[ROUNDS - LEFT :]
    assert rolls[0] == late.dice
    found = best_pad(pad, late.pads[0], rolls)
    assert found.optimal
    assert found.score == every_ending(pad, late.pads[0], rolls)
    assert all(found.numbers[s] == late.pads[0][s] for s in pad.spaces if late.pads[0][s] != EMPTY)
    assert found.score >= score(pad, final.pads[0])


def test_rolls_must_match_the_empty_pairs():
    with pytest.raises(ValueError, match="3 rolls for 22 empty pairs"):
        best_pad(PADS["A"], (EMPTY,) * CELLS, [(1, 2)] * 3)
