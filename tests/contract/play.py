"""Random play through the contract only, shared by the contract tests and the playthrough writer."""

import random
from dataclasses import dataclass
from typing import Any

from shelfie.core.contract import AnyGame

MAX_STEPS = 5_000


@dataclass(frozen=True)
class Step:
    before: Any
    seat: int
    action: Any
    after: Any


def playout(game: AnyGame, players: int, seed: int, rng: random.Random) -> list[Step]:
    """A whole game of uniformly random legal actions; every seat to move acts in seat order."""
    state = game.new_game([f"P{i}" for i in range(players)], seed)
    steps: list[Step] = []
    while not game.is_over(state):
        moving = sorted(game.to_move(state))
        assert moving, "a game that is not over always has a seat to move"
        seat = moving[0]
        legal = game.legal_actions(state, seat)
        assert legal, f"seat {seat} is to move but has no legal action"
        action = rng.choice(legal)
        after = game.apply(state, seat, action)
        steps.append(Step(state, seat, action, after))
        state = after
        assert len(steps) < MAX_STEPS, "the game ends"
    return steps
