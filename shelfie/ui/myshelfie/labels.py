"""How tiles, spaces and cards are said and drawn: a type is its icon, its letter and its name,
never its colour alone."""

from shelfie.core.errors import N_
from shelfie.games.myshelfie.board import FRAME, position
from shelfie.games.myshelfie.state import State, Take
from shelfie.games.myshelfie.tiles import type_name
from shelfie.ui.html import esc, icon, tag
from shelfie.ui.i18n import listing, t, tc

TYPE_NAMES = {
    "cat": N_("Cat"),
    "book": N_("Book"),
    "game": N_("Game"),
    "frame": N_("Frame"),
    "trophy": N_("Trophy"),
    "plant": N_("Plant"),
}


def tile_name(tile: int) -> str:
    return t(TYPE_NAMES[type_name(tile)])


def tile_letter(tile: int) -> str:
    """The tile's mark in a corner: a letter of its name, different for every type in every
    language (Italian's Gatto and Gioco would both be G)."""
    return {
        "cat": tc("tile letter", "C"),
        "book": tc("tile letter", "B"),
        "game": tc("tile letter", "G"),
        "frame": tc("tile letter", "F"),
        "trophy": tc("tile letter", "T"),
        "plant": tc("tile letter", "P"),
    }[type_name(tile)]


def tile_face(tile: int) -> str:
    """The tile as drawn: its icon and its letter (hidden from screen readers, which get the name
    from the control's label)."""
    return icon(f"i-{type_name(tile)}") + tag(
        "span", esc(tile_letter(tile)), class_="letter", aria_hidden="true"
    )


def space_name(game: State, space: int) -> str:
    """Counted from the top left of the board as drawn for this table (``board.FRAME``)."""
    rows, columns = FRAME[len(game.config.players)]
    row, column = position(space)
    return t("row {row}, column {column}", row=row - rows.start + 1, column=column - columns.start + 1)


def tile_at(game: State, space: int) -> str:
    """ "Cat, row 5, column 3"."""
    return t("{tile}, {space}", tile=tile_name(game.board[space]), space=space_name(game, space))


def took(before: State, action: Take) -> str:
    """ "the Cat at row 5, column 3 and the Book at ..."."""
    return listing([tile_at(before, space) for space in action.spaces])
