"""How spaces and numbers are said: row and column counted from 1, stars and hearts named."""

from shelfie.games.splitter.pads import Pad, mirror, position
from shelfie.ui.i18n import t


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def space_name(pad: Pad, space: int) -> str:
    row, column = position(space)
    name = t("row {row}, column {column}", row=row + 1, column=column + 1)
    if space in pad.stars:
        return t("{space}, star", space=name)
    if space in pad.hearts:
        return t("{space}, heart", space=name)
    return name


def placement(pad: Pad, space: int, number: int, other: int) -> str:
    """ "4 in row 3, column 2 and 5 in row 3, column 7"."""
    return t(
        "{number} in {space} and {other} in {mirror}",
        number=number,
        space=space_name(pad, space),
        other=other,
        mirror=space_name(pad, mirror(space)),
    )
