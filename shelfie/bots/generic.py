"""Computer players for any game, through the contract alone (after OpenSpiel's generic bots).

They see what their seat may see (``observe``), fill in what they may not with random guesses
(``resample``: the determinization of ISMCTS) and plan over what chance may give an action
(``chance_outcomes``, played with ``apply(..., chance=outcome)``), so they never read the seed and
never another seat's secret. A game supplies only an evaluation: what a state is worth to a seat.
A new game can offer them as its levels at once (the toy game of the shell tests does); the three
games here keep their own faster, stronger players, and the tests check those against these.
"""

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from shelfie.core.contract import AnyGame

Evaluation = Callable[[Any, int], float]
"""What a (seen) state is worth to a seat: more is better."""


def expected(
    game: AnyGame,
    seen: Any,
    seat: int,
    action: Any,
    value: Callable[[Any], float],
    *,
    samples: int,
    rng: random.Random,
) -> float:
    """The mean of ``value`` over what chance may give ``action``: every outcome with its
    probability when there are at most ``samples``, else that many sampled outcomes."""
    law = game.chance_outcomes(seen, seat, action)
    if law.size <= samples:
        weighted = list(law.outcomes())
    else:
        weighted = [(law.sample(rng), 1 / samples) for _ in range(samples)]
    return sum(p * value(game.apply(seen, seat, action, outcome or None)) for outcome, p in weighted)


@dataclass
class RandomBot:
    """Any legal action, uniformly at random (its own random numbers, not the game's)."""

    game: AnyGame
    rng: random.Random = field(default_factory=lambda: random.Random(1))
    name: str = "Random"

    def decide(self, seen: Any, seat: int) -> Any:
        return self.rng.choice(self.game.legal_actions(seen, seat))


@dataclass
class GreedyBot:
    """The action whose result the evaluation values most, in expectation over its chance."""

    game: AnyGame
    evaluate: Evaluation
    samples: int = 16
    rng: random.Random = field(default_factory=lambda: random.Random(2))
    name: str = "Greedy"

    def values(self, seen: Any, seat: int) -> list[tuple[float, Any]]:
        """Every legal action with its expected value, in a world drawn from what ``seen`` shows."""
        seen = self.game.resample(seen, seat, self.rng)
        return [
            (
                expected(
                    self.game,
                    seen,
                    seat,
                    action,
                    lambda after: self.evaluate(after, seat),
                    samples=self.samples,
                    rng=self.rng,
                ),
                action,
            )
            for action in self.game.legal_actions(seen, seat)
        ]

    def decide(self, seen: Any, seat: int) -> Any:
        values = self.values(seen, seat)
        best = max(value for value, _ in values)
        return self.rng.choice([action for value, action in values if value >= best - 1e-9])


@dataclass
class ExpectimaxBot:
    """Expectimax over the seat's own coming decisions: each of its ``width`` best actions (by the
    greedy value) is valued by its best follow-up while the same seat moves again (a re-roll, the
    next round of a solo game), ``depth`` decisions deep, chance averaged as ``GreedyBot`` does,
    in each of ``worlds`` worlds drawn from what the seat sees; the best total wins."""

    game: AnyGame
    evaluate: Evaluation
    depth: int = 2
    width: int = 4
    worlds: int = 2
    samples: int = 6
    rng: random.Random = field(default_factory=lambda: random.Random(3))
    name: str = "Expectimax"

    def _worth(self, state: Any, seat: int, depth: int) -> float:
        game = self.game
        if depth <= 0 or game.is_over(state) or seat not in game.to_move(state):
            return self.evaluate(state, seat)
        return self._best(state, seat, depth)[0]

    def _best(self, seen: Any, seat: int, depth: int) -> tuple[float, Any]:
        return max(self._ranked(seen, seat, depth), key=lambda pair: pair[0])

    def _ranked(self, seen: Any, seat: int, depth: int) -> list[tuple[float, Any]]:
        """The ``width`` best actions by the greedy value, each valued ``depth`` decisions deep."""
        greedy = GreedyBot(self.game, self.evaluate, self.samples, random.Random(self.rng.randrange(1 << 30)))
        ranked = sorted(greedy.values(seen, seat), key=lambda pair: -pair[0])[: self.width]
        return [
            (
                expected(
                    self.game,
                    seen,
                    seat,
                    action,
                    lambda after: self._worth(after, seat, depth - 1),
                    samples=self.samples,
                    rng=self.rng,
                ),
                action,
            )
            for _value, action in ranked
        ]

    def decide(self, seen: Any, seat: int) -> Any:
        totals: dict[Any, float] = {}
        actions: dict[Any, Any] = {}
        for _ in range(self.worlds):
            world = self.game.resample(seen, seat, self.rng)
            for value, action in self._ranked(world, seat, self.depth):
                key = self.game.action_key(seen, action)
                totals[key] = totals.get(key, 0.0) + value
                actions.setdefault(key, action)
        return actions[max(totals, key=lambda key: totals[key])]
