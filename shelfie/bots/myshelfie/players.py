"""The three computer players. Each takes an observation and returns a take."""

import random
from dataclasses import dataclass, field

from shelfie.bots.myshelfie.evaluation import WEIGHTS, Weights, points, potential
from shelfie.games.myshelfie.rules import apply, legal_actions
from shelfie.games.myshelfie.state import State, Take


def gain(seen: State, seat: int, action: Take) -> tuple[State, int]:
    """The state after ``action`` (its refill drawn from the observation's blank seed: any draw
    will do, the bots value only their own bookshelf and tokens) and the points it adds now."""
    before = seen.shelves[seat]
    after = apply(seen, seat, action)
    personal = seen.config.personal[seat]
    tokens = sum(p for _c, p in after.won[seat]) - sum(p for _c, p in seen.won[seat])
    end = 1 if after.end_token == seat and seen.end_token != seat else 0
    return after, points(after.shelves[seat], personal) - points(before, personal) + tokens + end


@dataclass
class EasyBot:
    """Any legal take, uniformly at random (its own random numbers, not the game's)."""

    rng: random.Random = field(default_factory=lambda: random.Random(1))
    name: str = "Easy"

    def decide(self, seen: State, seat: int) -> Take:
        return self.rng.choice(legal_actions(seen, seat))


@dataclass
class MediumBot:
    """Greedy: the take that adds the most points now (goals, personal goal, groups), ties at random."""

    rng: random.Random = field(default_factory=lambda: random.Random(2))
    name: str = "Medium"

    def decide(self, seen: State, seat: int) -> Take:
        options = legal_actions(seen, seat)
        gains = [gain(seen, seat, action)[1] for action in options]
        best = max(gains)
        return self.rng.choice([a for a, g in zip(options, gains, strict=True) if g == best])


@dataclass
class HardBot:
    """The take whose bookshelf is worth most: the points it adds now plus the shape's potential."""

    weights: Weights = WEIGHTS
    name: str = "Hard"

    def value(self, seen: State, seat: int, action: Take) -> float:
        after, added = gain(seen, seat, action)
        return added + potential(after.shelves[seat], seen.config.personal[seat], self.weights)

    def decide(self, seen: State, seat: int) -> Take:
        return max(legal_actions(seen, seat), key=lambda action: self.value(seen, seat, action))


LEVELS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}
