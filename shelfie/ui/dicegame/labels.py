"""Words and icons for die faces and items, in one place so every view says the same."""

from shelfie.games.dicegame import JOKER, Board
from shelfie.ui.html import esc, tag

ICON_NAMES = {
    "cat": "cat",
    "book": "book",
    "plant": "plant",
    "trophy": "trophy",
    "game": "board game",
    JOKER: "joker",
}
"""Icons drawn in index.html's sprite; a custom board's other icons show their initial."""


def face_name(face: str) -> str:
    return ICON_NAMES.get(face, face)


def icon(face: str) -> str:
    """The face's picture, hidden from screen readers: names carry the meaning."""
    if face in ICON_NAMES:
        return f'<svg class="icon icon-{esc(face)}" aria-hidden="true" focusable="false"><use href="#i-{esc(face)}"></use></svg>'
    return tag("span", esc(face[:1].upper()), class_="icon icon-text", aria_hidden="true")


def dice_count(count: int) -> str:
    return f"{count} die" if count == 1 else f"{count} dice"


def points(value: int) -> str:
    return f"{value} point" if value == 1 else f"{value} points"


def item_label(board: Board, shelf: int, column: int) -> str:
    """The name a player (and a screen reader, and a test) knows an item by."""
    return (
        f"{face_name(board.icons[shelf])}, {dice_count(board.dice_per_column[column])}, "
        f"{points(board.value(shelf, column))}"
    )


def item_short(board: Board, shelf: int, column: int) -> str:
    return f"{dice_count(board.dice_per_column[column])} {face_name(board.icons[shelf])}"
