"""How good a bookshelf is for the player who owns it, as one number.

Two valuations, chosen by the number of players:
- ``Weights`` (games with opponents): scoring lines count at their value; lines that can still
  reach three marks count at a fraction of their marked value plus a small share of the value
  still available (the option to mark it).
- ``SoloWeights`` (solo, where the player decides when the game ends): a bookshelf that ends the
  game (two shelves with nothing available) is worth exactly its score; otherwise every open item
  is credited by how likely it is to be marked before the end (by the dice it needs, less once a
  shelf is closed), each line by its expected marks, and each shelf whose 1-die item is still open
  earns a little: while all are open no result can fail, so the game cannot be ended by bad dice.
The weights are tuned offline by self-play (``python -m tools.tune_bots``) and shipped here.
"""

from dataclasses import dataclass
from functools import lru_cache

from shelfie.games.dicegame import LINES, Board, Sheet, score
from shelfie.games.dicegame.grid import SHELF_MASKS, SIZE, bits


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


@lru_cache(maxsize=8)
def _line_items(board: Board) -> tuple[tuple[tuple[int, int, int], ...], ...]:
    """Per line: (bit, value, dice needed - 1) of each of its items."""
    return tuple(
        tuple(
            (1 << i, board.value(i // SIZE, i % SIZE), i % SIZE)
            for i in range(SIZE * SIZE)
            if line.mask >> i & 1
        )
        for line in LINES
    )


def closed_shelves(marked: int, crossed: int) -> int:
    """Shelves with no available item: two end the game."""
    available = ~(marked | crossed)
    return sum(1 for mask in SHELF_MASKS if not available & mask)


def evaluate_solo(board: Board, marked: int, crossed: int, weights: SoloWeights = SOLO) -> float:
    closed = closed_shelves(marked, crossed)
    if closed >= 2:
        return float(score(board, Sheet(marked, crossed)).total)
    scale = weights.one_closed if closed else 1.0
    available = ~(marked | crossed)
    total = 0.0
    for line in _line_items(board):
        have = expected = credit = 0.0
        count = 0
        for bit, value, column in line:
            if marked & bit:
                have += value
                count += 1
            elif available & bit:
                chance = weights.reach[column] * scale
                credit += chance * value
                expected += chance
        if count >= 3:
            total += have + credit
        else:
            total += (have + credit) * min(1.0, max(0.0, count + expected - 2.0)) ** weights.line_shape
    insured = sum(1 for shelf in range(SIZE) if available >> (shelf * SIZE) & 1)
    return total + weights.insurance * insured * scale
