"""How good a bookshelf is for the player who owns it, as one number.

Scoring lines count at their value. Lines that can still reach three marks count at a fraction of
their marked value plus a small share of the value still available (the option to mark it). The
weights are tuned offline by self-play (tools/tune_bots.py) and shipped here as constants.
"""

from dataclasses import dataclass
from functools import lru_cache

from shelfie.games.dicegame import LINES, Board
from shelfie.games.dicegame.grid import bits


@dataclass(frozen=True)
class Weights:
    progress1: float
    progress2: float
    option0: float
    option1: float
    option2: float
    option_scoring: float


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
