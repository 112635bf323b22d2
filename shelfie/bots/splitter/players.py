"""The three computer players. Each takes an observation and returns a placement."""

import random
from dataclasses import dataclass, field, replace

from shelfie.bots.framework import tempered
from shelfie.bots.splitter.evaluation import WEIGHTS, Weights, evaluate
from shelfie.games.splitter.pads import Pad
from shelfie.games.splitter.rules import legal_actions, with_placement
from shelfie.games.splitter.scoring import EMPTY, score
from shelfie.games.splitter.state import ROUNDS, Place, State


@dataclass
class MediumBot:
    """Mostly greedy: the placements that add most to its score right now are the likeliest, by a
    temperature over what each adds (its own random numbers, from the game's seed)."""

    rng: random.Random = field(default_factory=lambda: random.Random(2))
    temperature: float = 0.15
    name: str = "Medium"

    def decide(self, seen: State, seat: int) -> Place:
        options = legal_actions(seen, seat)
        gains = [score(seen.pad, with_placement(seen, seat, action)) for action in options]
        return tempered(self.rng, options, gains, self.temperature)


@dataclass
class EasyBot(MediumBot):
    """Medium at a high temperature: a placement that scores more is likelier, but often not
    chosen, so a first game can be won."""

    rng: random.Random = field(default_factory=lambda: random.Random(1))
    temperature: float = 5.0
    name: str = "Easy"


ROLLS = tuple(((a, b), (1 if a == b else 2) / 36) for a in range(1, 7) for b in range(a, 7))
"""The 21 distinct rolls of two dice and their chances."""
CANDIDATES = 4
"""How many of its best placements by the evaluation Hard looks one round further for."""


def outcomes(pad: Pad, numbers: tuple[int, ...], dice: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The pad after each distinct placement of ``dice`` (both orders of each empty pair)."""
    first, second = dice
    orders = ((first, second),) if first == second else ((first, second), (second, first))
    found = []
    for left, right in pad.pairs:
        if numbers[left] != EMPTY:
            continue
        for here, there in orders:
            after = list(numbers)
            after[left], after[right] = here, there
            found.append(tuple(after))
    return found


@dataclass
class HardBot:
    """Expectation over the next roll: its best placements by the shape-aware evaluation, each
    valued by the best placement of every next roll (weighted by its chance)."""

    weights: Weights = WEIGHTS
    name: str = "Hard"

    def ranked(self, seen: State, seat: int) -> list[tuple[float, Place]]:
        """Every legal placement with its value by the evaluation alone, best first."""
        left = ROUNDS - seen.round - 1
        values = [
            (evaluate(seen.pad, with_placement(seen, seat, action), left, self.weights), action)
            for action in legal_actions(seen, seat)
        ]
        values.sort(key=lambda pair: -pair[0])
        return values

    def looked_ahead(self, seen: State, seat: int, action: Place) -> float:
        """The placement's value one roll later: the mean over rolls of the best next pad."""
        left = ROUNDS - seen.round - 1
        numbers = with_placement(seen, seat, action)
        if left == 0:
            return evaluate(seen.pad, numbers, 0, self.weights)
        return sum(
            chance
            * max(
                evaluate(seen.pad, after, left - 1, self.weights)
                for after in outcomes(seen.pad, numbers, roll)
            )
            for roll, chance in ROLLS
        )

    def decide(self, seen: State, seat: int) -> Place:
        best = self.ranked(seen, seat)[:CANDIDATES]
        if len(best) == 1:
            return best[0][1]
        return max(best, key=lambda pair: self.looked_ahead(seen, seat, pair[1]))[1]


def _hard_plain() -> HardBot:
    return HardBot(
        replace(WEIGHTS, shape=2.1, star=0.0, room=0.0, hearts=0.35, hearts_shape=0.0),
        name="Hard (2026-11-22)",
    )


LEVELS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}
BASELINES = {"hard-plain": _hard_plain}
"""The Hard of 2026-11-22, blind to stars and to the room around unfinished groups, valuing half-built
groups less (``shape`` 2.1), and with its hearts term (one agreeing heart worth as much as two), kept
to measure against (docs/BOTS.md)."""
