"""One player's bookshelf: which items are marked and which are crossed out."""

from dataclasses import dataclass
from enum import Enum

from shelfie.games.dicegame.grid import FULL, LINE_MASKS, LINES, SHELF_MASKS, Line, item_bit


class ItemState(Enum):
    AVAILABLE = "available"
    MARKED = "marked"
    CROSSED = "crossed"


@dataclass(frozen=True, slots=True)
class Sheet:
    """Two disjoint bit masks; an item is available when it is in neither."""

    marked: int = 0
    crossed: int = 0

    @property
    def available(self) -> int:
        return FULL & ~(self.marked | self.crossed)

    def item(self, shelf: int, column: int) -> ItemState:
        bit = item_bit(shelf, column)
        if self.marked & bit:
            return ItemState.MARKED
        if self.crossed & bit:
            return ItemState.CROSSED
        return ItemState.AVAILABLE

    def mark(self, mask: int) -> "Sheet":
        return Sheet(self.marked | mask, self.crossed)

    def cross_out(self, mask: int) -> "Sheet":
        """Crossing out never touches a marked item: it still scores."""
        return Sheet(self.marked, self.crossed | (mask & ~self.marked))

    def shelf_has_available(self, shelf: int) -> bool:
        return bool(self.available & SHELF_MASKS[shelf])

    def closed_shelves(self) -> int:
        """Shelves with no available item: two of them trigger the end of the game."""
        available = self.available
        return sum(1 for mask in SHELF_MASKS if not available & mask)

    def is_complete(self, line: Line) -> bool:
        return self.marked & line.mask == line.mask


def completed_lines(sheet: Sheet, new_marks: int) -> list[Line]:
    """The lines that marking ``new_marks`` completed (only marking completes a line)."""
    return [
        line
        for line, mask in zip(LINES, LINE_MASKS, strict=True)
        if mask & new_marks and sheet.marked & mask == mask
    ]


def completed_mask(marked: int, new_marks: int) -> int:
    """The items of every line that marking ``new_marks`` completed on a bookshelf now ``marked``, as
    one mask: what the blocking crosses out on the other bookshelves. ``completed_lines``' rule
    without building lines, for the bots, which ask it for every choice they weigh."""
    completed = 0
    for mask in LINE_MASKS:
        if mask & new_marks and marked & mask == mask:
            completed |= mask
    return completed
