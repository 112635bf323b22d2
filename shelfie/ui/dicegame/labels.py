"""Words and icons for die faces and items, in one place so every view says the same."""

from shelfie.core.errors import N_
from shelfie.games.dicegame.board import JOKER, Board
from shelfie.ui import html
from shelfie.ui.html import esc, tag
from shelfie.ui.i18n import t, tn

ICON_NAMES = {
    "cat": N_("cat"),
    "book": N_("book"),
    "plant": N_("plant"),
    "trophy": N_("trophy"),
    "game": N_("board game"),
    JOKER: N_("joker"),
}
"""Icons drawn in index.html's sprite; a custom board's other icons show their initial."""


def face_name(face: str) -> str:
    """The face's name in the player's language; a custom board's own icon names as given."""
    return t(ICON_NAMES[face]) if face in ICON_NAMES else face


def icon(face: str) -> str:
    """The face's picture, hidden from screen readers: names carry the meaning."""
    if face in ICON_NAMES:
        return html.icon(f"i-{face}", f"icon icon-{face}")
    return tag("span", esc(face[:1].upper()), class_="icon icon-text", aria_hidden="true")


def dice_count(count: int) -> str:
    return tn("{count} die", "{count} dice", count)


def points(value: int) -> str:
    return tn("{count} point", "{count} points", value)


def item_label(board: Board, shelf: int, column: int) -> str:
    """The name a player (and a screen reader, and a test) knows an item by."""
    return t(
        "{icon}, {dice}, {points}",
        icon=face_name(board.icons[shelf]),
        dice=dice_count(board.dice_per_column[column]),
        points=points(board.value(shelf, column)),
    )


def item_short(board: Board, shelf: int, column: int) -> str:
    """An item as a player says it: "the 4-dice cat" (its hyphen never ends a line)."""
    count = board.dice_per_column[column]
    return tn(
        "{count}\u2011die {icon}", "{count}\u2011dice {icon}", count, icon=face_name(board.icons[shelf])
    )
