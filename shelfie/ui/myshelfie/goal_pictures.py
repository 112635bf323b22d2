"""An example bookshelf for each common goal card, drawn beside its words in the rules as the
printed cards draw theirs: the tiles that make the goal in full, the tiles they stand on (a
bookshelf fills from the bottom) faded. ``tests/myshelfie/test_goal_pictures.py`` holds every
example to the game's own check, so a picture can never teach a goal the game does not score."""

from shelfie.games.myshelfie.goals import CommonGoal
from shelfie.games.myshelfie.tiles import EMPTY, type_name
from shelfie.ui.html import icon, join, tag
from shelfie.ui.i18n import t

LETTERS = "CBGFTP"
"""Tiles 1-6 (cat, book, game, frame, trophy, plant) in the examples below: a capital makes the
goal, a small letter is a tile under it, "." is an empty space. Never shown: the page draws icons."""

EXAMPLES: dict[int, tuple[str, ...]] = {
    1: (".....", ".....", "P....", "P....", "CBGFT", "CBGFT"),  # six pairs
    2: ("C...C", "b...g", "t...f", "g...p", "p...b", "C...C"),  # four corners
    3: (".....", ".....", "CBGF.", "CBGF.", "CBGF.", "CBGF."),  # four groups of four
    4: (".....", ".....", ".....", ".....", "CC.TT", "CC.TT"),  # two squares
    5: ("C.T.P", "C.T.B", "B.T.P", "B.F.B", "G.F.C", "G.P.C"),  # three similar columns
    6: (".....", ".....", "..T..", "T.c.T", "bTgTf", "TpTbT"),  # eight alike
    7: (".....", "F....", "cF...", "bgF..", "tpcF.", "gbtpF"),  # diagonal
    8: (".....", ".....", "CCBBC", "GGTGT", "PFPFF", "BBCCB"),  # four similar rows
    9: (".C.T.", ".B.P.", ".G.C.", ".F.B.", ".T.G.", ".P.F."),  # two columns all different
    10: (".....", ".....", ".....", ".....", "CBGFT", "PTCBG"),  # two rows all different
    11: (".....", ".....", ".....", "P.P..", "bPt..", "PgP.."),  # X
    12: (".....", "....C", "...BT", "..GFP", ".TCBG", "FPGCB"),  # staircase
}


def example(number: int) -> tuple[tuple[int, ...], frozenset[int]]:
    """Card ``number``'s example as a bookshelf (cells row by row from the top) and the cells of
    the tiles that make the goal."""
    rows = EXAMPLES[number]
    shelf = tuple(
        LETTERS.index(letter.upper()) + 1 if letter != "." else EMPTY for row in rows for letter in row
    )
    making = frozenset(index for index, letter in enumerate("".join(rows)) if letter.isupper())
    return shelf, making


def goal_picture(goal: CommonGoal) -> str:
    """The example, one picture for a screen reader: the card's words beside it say the goal."""
    shelf, making = example(goal.number)
    cells = join(
        tag(
            "span",
            icon(f"i-{type_name(tile)}") if tile else "",
            class_=f"t{tile} {'makes' if index in making else 'under'}" if tile else "empty",
        )
        for index, tile in enumerate(shelf)
    )
    return tag(
        "span",
        cells,
        class_="goal-picture",
        role="img",
        aria_label=t("An example bookshelf showing {goal}", goal=t(goal.name)),
    )
