"""What chance may give an action, with probabilities: the contract's ``chance_outcomes``.

Chance here is drawn by the action that reveals it (a roll's faces, a refill's tiles, the next
round's numbers) and recorded with it in the log (``Event.chance``), so a distribution belongs to a
state and an action, where OpenSpiel has a chance node after the action. Bots search over these
distributions with ``apply(..., chance=outcome)``, so they never need the seed; the contract test
checks each game's seeded draws against them (after OpenSpiel's ``CheckChanceOutcomes``).

A distribution can be too large to list (a refill of 30 spaces), so each kind also samples and
weighs a single outcome, and gives the law of its first slot for the sampling check.

A game declares its chance once, here: ``apply`` draws an action's outcome from the very law
``chance_outcomes`` gives (``draw``: a pure function of the game's seed and a key, ``core.rng``), so
what a bot plans over and what the game throws cannot drift apart.
"""

import itertools
import math
from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from shelfie.core.rng import draw as seeded

if TYPE_CHECKING:
    import random

Drawn = tuple[Any, ...]
"""What chance gave one action (the faces thrown, a tile for each slot), as a log records it."""


class Chance(ABC):
    """The outcomes of one action's chance and their probabilities."""

    @property
    @abstractmethod
    def size(self) -> int:
        """How many distinct outcomes there are (``outcomes`` lists them all)."""

    @abstractmethod
    def outcomes(self) -> Iterator[tuple[Drawn, float]]:
        """Every outcome with its probability; the probabilities sum to 1."""

    @abstractmethod
    def probability(self, outcome: Sequence[Any]) -> float:
        """The chance of ``outcome`` (0 for one that cannot happen)."""

    @abstractmethod
    def sample(self, rng: "random.Random") -> Drawn:
        """One outcome, drawn with its probability."""

    @abstractmethod
    def draw(self, seed: int, key: Sequence[int]) -> Drawn:
        """The outcome a game's ``seed`` gives under ``key`` (the action's place in the game): what
        ``apply`` throws when no outcome is forced, a pure function of the two."""

    @abstractmethod
    def first(self) -> dict[Any, float]:
        """The law of the outcome's first slot."""


@dataclass(frozen=True)
class Certain(Chance):
    """No chance at all: the action's outcome is the empty one."""

    @property
    def size(self) -> int:
        return 1

    def outcomes(self) -> Iterator[tuple[Drawn, float]]:
        yield (), 1.0

    def probability(self, outcome: Sequence[Any]) -> float:
        return 1.0 if not tuple(outcome) else 0.0

    def sample(self, rng: "random.Random") -> Drawn:
        return ()

    def draw(self, seed: int, key: Sequence[int]) -> Drawn:
        return ()

    def first(self) -> dict[Any, float]:
        return {}


NO_CHANCE = Certain()


@dataclass(frozen=True)
class Dice(Chance):
    """``count`` dice thrown at once, each showing any of ``faces`` alike, in the dice's order."""

    faces: tuple[Any, ...]
    count: int

    @property
    def size(self) -> int:
        size: int = len(self.faces) ** self.count
        return size

    def outcomes(self) -> Iterator[tuple[Drawn, float]]:
        each = 1 / self.size
        for outcome in itertools.product(self.faces, repeat=self.count):
            yield outcome, each

    def probability(self, outcome: Sequence[Any]) -> float:
        fits = len(outcome) == self.count and all(face in self.faces for face in outcome)
        return 1 / self.size if fits else 0.0

    def sample(self, rng: "random.Random") -> Drawn:
        return tuple(rng.choice(self.faces) for _ in range(self.count))

    def draw(self, seed: int, key: Sequence[int]) -> Drawn:
        """Each die one uniform draw of a face, in the dice's order."""
        return tuple(self.faces[index] for index in seeded(seed, key, self.count, len(self.faces)))

    def first(self) -> dict[Any, float]:
        return {face: 1 / len(self.faces) for face in self.faces}


@dataclass(frozen=True)
class Bag(Chance):
    """``slots`` spaces filled from a bag without putting back: ``counts[v - 1]`` tiles of value
    ``v``. A bag with fewer tiles than spaces fills a random choice of them; the rest get 0."""

    counts: tuple[int, ...]
    slots: int

    @property
    def tiles(self) -> int:
        return sum(self.counts)

    @property
    def size(self) -> int:
        """Where the tiles go, times the distinct orders of the values drawn: sequences of each
        length are counted value by value, ``k`` copies of a value taking ``C(length, k)`` places."""
        drawn = min(self.tiles, self.slots)
        orders = [1] + [0] * drawn
        for count in self.counts:
            orders = [
                sum(orders[j - k] * math.comb(j, k) for k in range(min(count, j) + 1))
                for j in range(drawn + 1)
            ]
        return math.comb(self.slots, drawn) * orders[drawn]

    def _orders(self, left: list[int], length: int) -> Iterator[Drawn]:
        if length == 0:
            yield ()
            return
        for value, count in enumerate(left, start=1):
            if count:
                left[value - 1] -= 1
                for rest in self._orders(left, length - 1):
                    yield (value, *rest)
                left[value - 1] += 1

    def _sequences(self) -> Iterator[Drawn]:
        drawn = min(self.tiles, self.slots)
        for where in itertools.combinations(range(self.slots), drawn):
            for values in self._orders(list(self.counts), drawn):
                outcome = [0] * self.slots
                for slot, value in zip(where, values, strict=True):
                    outcome[slot] = value
                yield tuple(outcome)

    def outcomes(self) -> Iterator[tuple[Drawn, float]]:
        for outcome in self._sequences():
            yield outcome, self.probability(outcome)

    def probability(self, outcome: Sequence[Any]) -> float:
        values = tuple(outcome)
        drawn = min(self.tiles, self.slots)
        if len(values) != self.slots or sum(1 for v in values if v) != drawn:
            return 0.0
        left = list(self.counts)
        chance = 1 / math.comb(self.slots, drawn)
        total = self.tiles
        for value in (v for v in values if v):
            if not isinstance(value, int) or not 1 <= value <= len(left) or not left[value - 1]:
                return 0.0
            chance *= left[value - 1] / total
            left[value - 1] -= 1
            total -= 1
        return chance

    def sample(self, rng: "random.Random") -> Drawn:
        tiles = [value for value, count in enumerate(self.counts, start=1) for _ in range(count)]
        rng.shuffle(tiles)
        drawn = min(len(tiles), self.slots)
        where = sorted(rng.sample(range(self.slots), drawn))
        outcome = [0] * self.slots
        for slot, value in zip(where, tiles, strict=False):
            outcome[slot] = value
        return tuple(outcome)

    def draw(self, seed: int, key: Sequence[int]) -> Drawn:
        """Slot by slot, one tile drawn from what is left in the bag (key ``(*key, n)`` for the
        n-th); a short bag first draws which slots it fills (key ``(*key, 0)``), in slot order."""
        left = list(self.counts)
        filled = list(range(self.slots))
        if sum(left) < len(filled):
            order = seeded(seed, (*key, 0), len(filled), 1 << 30)
            filled = sorted(slot for _, slot in sorted(zip(order, filled, strict=True))[: sum(left)])
        outcome = [0] * self.slots
        for number, slot in enumerate(filled, start=1):
            index = seeded(seed, (*key, number), 1, sum(left))[0]
            for value, count in enumerate(left, start=1):
                if index < count:
                    left[value - 1] -= 1
                    outcome[slot] = value
                    break
                index -= count
        return tuple(outcome)

    def first(self) -> dict[Any, float]:
        filled = min(self.tiles, self.slots) / self.slots
        law = {
            value: filled * count / self.tiles for value, count in enumerate(self.counts, start=1) if count
        }
        if filled < 1:
            law[0] = 1 - filled
        return law
