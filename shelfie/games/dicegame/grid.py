"""Geometry of the 5x5 bookshelf: item numbering and the bit masks of its lines.

Items are numbered ``shelf * 5 + column`` and a set of items is an int bit mask,
so "is this shelf complete" or "block this column" is one AND/OR.
"""

from dataclasses import dataclass
from enum import Enum

SIZE = 5
ITEMS = SIZE * SIZE
FULL = (1 << ITEMS) - 1


def item_bit(shelf: int, column: int) -> int:
    return 1 << (shelf * SIZE + column)


def bits(mask: int) -> list[tuple[int, int]]:
    """The (shelf, column) of every item in ``mask``, in reading order."""
    return [divmod(i, SIZE) for i in range(ITEMS) if mask >> i & 1]


SHELF_MASKS: tuple[int, ...] = tuple(((1 << SIZE) - 1) << (s * SIZE) for s in range(SIZE))
COLUMN_MASKS: tuple[int, ...] = tuple(sum(1 << (s * SIZE + c) for s in range(SIZE)) for c in range(SIZE))


class LineKind(Enum):
    SHELF = "shelf"
    COLUMN = "column"


@dataclass(frozen=True, slots=True)
class Line:
    """A shelf (row) or a column: what scores, and what completing blocks."""

    kind: LineKind
    index: int

    @property
    def mask(self) -> int:
        masks = SHELF_MASKS if self.kind is LineKind.SHELF else COLUMN_MASKS
        return masks[self.index]


LINES: tuple[Line, ...] = tuple(Line(LineKind.SHELF, i) for i in range(SIZE)) + tuple(
    Line(LineKind.COLUMN, i) for i in range(SIZE)
)
LINE_MASKS: tuple[int, ...] = SHELF_MASKS + COLUMN_MASKS
"""Every line's mask, in ``LINES`` order: for hot loops that need no ``Line``."""
