"""The printed board as data: shelf icons, dice per column, item values.

This is the one place those numbers live (RULES.md, "The board data"), so the
real printed values, or a player's own board, replace them without touching
any rule.
"""

from dataclasses import dataclass
from typing import Any

from shelfie.core.errors import InvalidBoard, shown
from shelfie.games.dicegame.grid import SIZE

JOKER = "joker"
DICE = 6
MAX_VALUE = 99
"""The printed items are worth 1 to 8; a player's own board may go higher, but not without bound."""


def _positive_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


@dataclass(frozen=True)
class Board:
    """Shelf icons top to bottom (each is also a die face), dice per column, values[shelf][column]."""

    icons: tuple[str, ...]
    dice_per_column: tuple[int, ...]
    values: tuple[tuple[int, ...], ...]

    def __post_init__(self) -> None:
        icons, dice, values = self.icons, self.dice_per_column, self.values
        if not isinstance(icons, tuple) or len(icons) != SIZE:
            raise InvalidBoard(f"a board needs {SIZE} shelf icons, got {_describe(icons)}")
        for icon in icons:
            if not isinstance(icon, str) or not icon.strip():
                raise InvalidBoard(f"shelf icons must be non-empty names, got {shown(icon)}")
        if JOKER in icons:
            raise InvalidBoard(f"'{JOKER}' is the wild die face and cannot be a shelf icon")
        if len(set(icons)) != SIZE:
            raise InvalidBoard(f"every shelf needs its own icon, got {', '.join(shown(i) for i in icons)}")
        if not isinstance(dice, tuple) or len(dice) != SIZE:
            raise InvalidBoard(f"a board needs dice counts for {SIZE} columns, got {_describe(dice)}")
        for count in dice:
            if not _positive_int(count) or count > DICE:
                raise InvalidBoard(
                    "a column needs between 1 and {most} dice, got {got}", most=DICE, got=shown(count)
                )
        if not isinstance(values, tuple) or len(values) != SIZE:
            raise InvalidBoard(f"a board needs values for {SIZE} shelves, got {_describe(values)}")
        for shelf, row in enumerate(values):
            if not isinstance(row, tuple) or len(row) != SIZE:
                raise InvalidBoard(f"shelf {shelf + 1} needs {SIZE} item values, got {_describe(row)}")
            for value in row:
                if not _positive_int(value) or value > MAX_VALUE:
                    raise InvalidBoard(
                        "item values must be whole numbers from 1 to {most}, got {got} on shelf {shelf}",
                        most=MAX_VALUE,
                        got=shown(value),
                        shelf=shelf + 1,
                    )

    @property
    def faces(self) -> tuple[str, ...]:
        """The six faces of every die: the shelf icons and the joker."""
        return (*self.icons, JOKER)

    def value(self, shelf: int, column: int) -> int:
        return self.values[shelf][column]

    def to_json(self) -> dict[str, Any]:
        return {
            "icons": list(self.icons),
            "dice_per_column": list(self.dice_per_column),
            "values": [list(row) for row in self.values],
        }

    @classmethod
    def from_json(cls, data: object) -> "Board":
        """Raises InvalidBoard with the reason when ``data`` is not a playable board."""
        if not isinstance(data, dict):
            raise InvalidBoard(f"a board must be an object, got {_describe(data)}")
        for key in ("icons", "dice_per_column", "values"):
            if not isinstance(data.get(key), list):
                raise InvalidBoard(f"a board needs a list '{key}'")
        return cls(
            icons=tuple(data["icons"]),
            dice_per_column=tuple(data["dice_per_column"]),
            values=tuple(tuple(row) if isinstance(row, list) else row for row in data["values"]),
        )


def _describe(value: object) -> str:
    if isinstance(value, (list, tuple)):
        return f"{len(value)} entries"
    return type(value).__name__


STANDARD_BOARD = Board(
    icons=("cat", "book", "plant", "trophy", "game"),
    dice_per_column=(1, 2, 3, 4, 5),
    values=((1, 2, 3, 5, 8),) * SIZE,
)
