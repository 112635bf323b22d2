"""The three computer players. Each takes an observation and returns a placement."""

import random
from dataclasses import dataclass, field

from shelfie.bots.splitter.evaluation import WEIGHTS, Weights, evaluate
from shelfie.games.splitter.rules import legal_actions, written
from shelfie.games.splitter.scoring import score
from shelfie.games.splitter.state import ROUNDS, Place, State


def placed(seen: State, seat: int, action: Place) -> tuple[int, ...]:
    numbers = list(seen.pads[seat])
    for space, number in written(seen, action).items():
        numbers[space] = number
    return tuple(numbers)


@dataclass
class EasyBot:
    """Any legal placement, uniformly at random (its own random numbers, not the game's)."""

    rng: random.Random = field(default_factory=lambda: random.Random(1))
    name: str = "Easy"

    def decide(self, seen: State, seat: int) -> Place:
        return self.rng.choice(legal_actions(seen, seat))


@dataclass
class MediumBot:
    """Greedy: the placement that adds the most to its score right now (ties at random)."""

    rng: random.Random = field(default_factory=lambda: random.Random(2))
    name: str = "Medium"

    def decide(self, seen: State, seat: int) -> Place:
        options = legal_actions(seen, seat)
        gains = [score(seen.pad, placed(seen, seat, action)) for action in options]
        best = max(gains)
        return self.rng.choice([action for action, gain in zip(options, gains, strict=True) if gain == best])


@dataclass
class HardBot:
    """The placement whose pad is worth most by the shape-aware evaluation (first of equals)."""

    weights: Weights = WEIGHTS
    name: str = "Hard"

    def ranked(self, seen: State, seat: int) -> list[tuple[float, Place]]:
        """Every legal placement with its value, best first."""
        left = ROUNDS - seen.round - 1
        values = [
            (evaluate(seen.pad, placed(seen, seat, action), left, self.weights), action)
            for action in legal_actions(seen, seat)
        ]
        values.sort(key=lambda pair: -pair[0])
        return values

    def decide(self, seen: State, seat: int) -> Place:
        return self.ranked(seen, seat)[0][1]


LEVELS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}
