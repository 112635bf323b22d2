"""How good a bookshelf is for the player who owns it, as one number.

- ``SoloWeights`` (alone, where the player decides when the game ends): a bookshelf that ends the
  game (two shelves with nothing available) is worth exactly its score; otherwise every open item
  is credited by how likely it is to be marked before the end (by the dice it needs, less once a
  shelf is closed), each line by its expected marks, and each shelf whose 1-die item is still open
  earns a little: while all are open no result can fail, so the game cannot be ended by bad dice.
- ``RaceWeights`` (with opponents): the same credit (``credit``), with each open item's chance
  following the turns likely left before someone ends the game; ``outlook.py`` turns the
  bookshelves at the table into a chance of winning.
- ``Weights``, the line valuation Hard used with opponents before it valued the end: scoring lines
  count at their value, lines that can still reach three marks at a fraction of their marked value
  plus a share of what is still open. Medium's choice of the shelf to cross out uses it, and it is
  kept as the baseline "hard-lines" to measure against.
The weights are tuned offline by self-play (``python -m tools.tune_bots``) and shipped here.
"""

import math
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Protocol

from shelfie.games.dicegame.board import Board
from shelfie.games.dicegame.grid import LINES, SIZE, bits
from shelfie.games.dicegame.sheet import Sheet


class Valuation(Protocol):
    """What the turn's expectimax maximises: the worth of the bookshelf after a choice."""

    def value(self, board: Board, marked: int, crossed: int) -> float: ...


@dataclass(frozen=True)
class Weights:
    progress1: float
    progress2: float
    option0: float
    option1: float
    option2: float
    option_scoring: float

    def value(self, board: Board, marked: int, crossed: int) -> float:
        return evaluate(board, marked, crossed, self)


WEIGHTS = Weights(
    progress1=0.686,
    progress2=1.05,
    option0=0.049,
    option1=0.14,
    option2=0.14,
    option_scoring=0.147,
)
"""From `python -m tools.tune_bots --games 120 --rounds 2`: Hard's mean solo score on the tuning
seeds rose from 109.38 (the hand-set start) to 121.02; docs/BOTS.md has out-of-sample figures."""


@lru_cache(maxsize=8)
def _line_tables(board: Board) -> tuple[tuple[int, dict[int, int]], ...]:
    """Per line: its mask and the value sum of every subset of its items (32 entries)."""
    tables = []
    for line in LINES:
        items = [i for i in range(25) if line.mask >> i & 1]
        values: dict[int, int] = {}
        for subset in range(32):
            mask = sum(1 << items[j] for j in range(5) if subset >> j & 1)
            values[mask] = sum(board.value(s, c) for s, c in bits(mask))
        tables.append((line.mask, values))
    return tuple(tables)


def evaluate(board: Board, marked: int, crossed: int, weights: Weights = WEIGHTS) -> float:
    progress = (0.0, weights.progress1, weights.progress2)
    option = (weights.option0, weights.option1, weights.option2)
    open_items = ~(marked | crossed)
    total = 0.0
    for mask, values in _line_tables(board):
        mine = marked & mask
        count = mine.bit_count()
        free = mask & open_items
        if count >= 3:
            total += values[mine] + weights.option_scoring * values[free]
        elif count + free.bit_count() >= 3:
            total += progress[count] * values[mine] + option[count] * values[free]
    return total


@dataclass(frozen=True)
class SoloWeights:
    reach: tuple[float, ...]
    """Credit of an open item, times its value, by the dice it needs (1 to 5)."""
    line_shape: float
    """How a line's credit grows as its expected marks pass two: min(1, expected - 2) ** shape."""
    one_closed: float
    """Open items' credit once one shelf is closed (the next closed shelf ends the game)."""
    insurance: float
    """Points per shelf whose 1-die item is open (no result can fail while all five are)."""

    def value(self, board: Board, marked: int, crossed: int) -> float:
        return evaluate_solo(board, marked, crossed, self)


SOLO = SoloWeights(reach=(1.15, 1.15, 0.92, 0.51, 0.34), line_shape=0.722, one_closed=0.92, insurance=0.425)
"""From a coordinate search of solo games on seeds 10000-10199 (python -m tools.tune_bots --weights
solo): the mean rose from 140.5 (hand-set start) to 174.6; docs/BOTS.md has held-out figures."""


@dataclass(frozen=True)
class RaceWeights:
    """With opponents the game ends when the quickest player closes two shelves, so an open item's
    credit is its chance of being marked in the turns left: cap * (1 - exp(-turns / pace)) by the dice
    it needs (the shape fits self-play records), with the turns left estimated from the items the
    player nearest to the end still needs."""

    cap: tuple[float, ...]
    """The chance, by the dice an item needs (1 to 5), of marking it given many turns."""
    pace: tuple[float, ...]
    """How many turns that chance takes to build, by the dice an item needs."""
    horizon: float
    """Turns each player is expected to have left per item the player nearest the end still needs."""
    line_shape: float
    insurance: float
    threat: float
    """Credit of an open item in a line an opponent has four marks of and can complete."""
    spread: float
    """The spread of a final difference, per square root of the items someone needs to end the game."""

    def chances(self, turns: float) -> tuple[float, ...]:
        return tuple(
            self.cap[i % SIZE] * (1.0 - math.exp(-turns / self.pace[i % SIZE])) for i in range(SIZE * SIZE)
        )


_FITTED = RaceWeights(
    cap=(0.672, 0.8, 0.778, 0.84, 0.66),
    pace=(3.0, 2.0, 3.0, 7.0, 10.0),
    horizon=1.0,
    line_shape=0.722,
    insurance=0.565,
    threat=0.5,
    spread=15.96,
)
_LOWER = replace(_FITTED, cap=(0.571, 0.578, 0.661, 0.714, 0.477), pace=(3.45, 2.0, 3.0, 8.05, 10.0))
"""The chances lowered for two players, by simultaneous perturbation; three and four players took
them as they are (2026-11-26)."""
RACE = {
    2: replace(_LOWER, threat=0.575),
    3: replace(_LOWER, threat=0.375, spread=19.95),
    4: replace(_LOWER, horizon=0.75, threat=0.665, spread=14.962),
}
"""By number of players. cap and pace were fitted to the marks of 150 two-player and 50
four-player games of the line-valuation Hard (seeds 30000 on: the chance of an open item being
marked in its owner's remaining turns, by its column). Then coordinate search against that bot
(``tools.tune_bots --weights race --against hard-lines --factors 0.75 1.33``, win share over every
seat): two players, every number, seeds 10000-10199 (win share 58.3% -> 60.9%: the 1-die cap
0.84 -> 0.672 before, insurance and spread now); three players, ``--only horizon spread threat``
on 100 seeds (43.3% -> 44.8%); four players, the same on 80 seeds (34.4% -> 43.0%). Steps this
small are within the noise of the tuning seeds; docs/BOTS.md has the held-out figures. Once the
turns left followed the turn order, two players' spread 19.95 -> 15.96 (seeds 10000-10199: 61.9%
-> 62.3%; the same games with and without it on seeds 40000-40299: +0.5 points of win share
against the line valuation, +0.6 against Medium). Two players' chances were then lowered (the
fitted ones are what happened, not what chooses best) by simultaneous perturbation, ``tools.tune_bots
--gradient 0.15`` on 3,000 seeds a round (docs/BOTS.md, "Lower chances"); three and four players
took the same chances (``_LOWER``) on 2026-11-26: held out, 1,000 seeds each, +2.6 and +3.3 points
of win share against the line valuation."""


@lru_cache(maxsize=8)
def _line_items(board: Board) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """Per line: (bit, value, item number) of each of its items."""
    return tuple(
        tuple((1 << i, board.value(i // SIZE, i % SIZE), i) for i in range(SIZE * SIZE) if line.mask >> i & 1)
        for line in LINES
    )


def evaluate_solo(board: Board, marked: int, crossed: int, weights: SoloWeights = SOLO) -> float:
    closed = Sheet(marked, crossed).closed_shelves()
    if closed >= 2:
        return float(points(board, marked))
    scale = weights.one_closed if closed else 1.0
    return credit(board, marked, crossed, solo_chances(weights, scale), weights=weights, scale=scale)


def solo_chances(weights: SoloWeights, scale: float) -> tuple[float, ...]:
    """Each item's chance of being marked before the end, by the dice it needs."""
    return tuple(weights.reach[i % SIZE] * scale for i in range(SIZE * SIZE))


def credit(
    board: Board,
    marked: int,
    crossed: int,
    chances: tuple[float, ...],
    *,
    weights: "SoloWeights | RaceWeights",
    scale: float,
) -> float:
    """The expected final points of a bookshelf that is still being filled: marked items count in
    lines that score or are likely to, open items by their chance of being marked (``chances``,
    one per item), plus the insurance of every open 1-die item (times ``scale``, the time left)."""
    available = ~(marked | crossed)
    total = 0.0
    for line in _line_items(board):
        have = expected = gain = 0.0
        count = 0
        for bit, value, index in line:
            if marked & bit:
                have += value
                count += 1
            elif available & bit:
                chance = chances[index]
                gain += chance * value
                expected += chance
        if count >= 3:
            total += have + gain
        else:
            total += (have + gain) * min(1.0, max(0.0, count + expected - 2.0)) ** weights.line_shape
    insured = sum(1 for shelf in range(SIZE) if available >> (shelf * SIZE) & 1)
    return total + weights.insurance * insured * scale


def points(board: Board, marked: int) -> int:
    """The bookshelf's score (``scoring.score``'s total), from the per-line tables."""
    total = 0
    for mask, values in _line_tables(board):
        mine = marked & mask
        if mine.bit_count() >= 3:
            total += values[mine]
    return total
