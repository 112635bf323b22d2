"""Your own board: the values printed on a physical board, entered and checked by the rules.

The engine already plays any valid ``Board``; this is the form for it and its reading. Every
refusal comes from ``Board`` itself (InvalidBoard), worded in the page's language.
"""

from collections.abc import Mapping
from typing import Any

from shelfie.core.errors import InvalidBoard
from shelfie.games.dicegame.board import STANDARD_BOARD, Board
from shelfie.games.dicegame.grid import SIZE
from shelfie.ui.dicegame.labels import face_name, icon
from shelfie.ui.html import esc, hidden, join, tag, void
from shelfie.ui.i18n import t


def board_of(options: Mapping[str, Any] | None) -> Board:
    return Board.from_json(options["board"]) if options and "board" in options else STANDARD_BOARD


def summary(options: Mapping[str, Any] | None) -> str:
    return t("Board: your own.") if board_of(options) != STANDARD_BOARD else t("Board: the standard one.")


def form(options: Mapping[str, Any] | None, typed: Mapping[str, str] | None = None) -> str:
    """A bookshelf of inputs: the dice each column needs, and every item's points; what the player
    typed into a refused form is shown again as typed."""
    board = board_of(options)

    def _number(name: str, value: int, label: str) -> str:
        shown = typed.get(name, str(value)) if typed else str(value)
        return tag("label", esc(label), for_=name, class_="sr-only") + void(
            "input",
            type="number",
            id=name,
            name=name,
            value=shown,
            min=1,
            max=99,
            inputmode="numeric",
            class_="board-value",
        )

    head = join(
        tag(
            "th",
            _number(f"dice-{c}", board.dice_per_column[c], t("Dice needed in column {number}", number=c + 1)),
            scope="col",
        )
        for c in range(SIZE)
    )
    rows = join(
        tag(
            "tr",
            tag(
                "th",
                icon(board.icons[s]) + hidden(t("{icon} shelf", icon=face_name(board.icons[s]))),
                scope="row",
            )
            + join(
                tag(
                    "td",
                    _number(
                        f"value-{s}-{c}",
                        board.value(s, c),
                        t(
                            "Points of the {icon} in column {number}",
                            icon=face_name(board.icons[s]),
                            number=c + 1,
                        ),
                    ),
                )
                for c in range(SIZE)
            ),
        )
        for s in range(SIZE)
    )
    return tag(
        "p",
        esc(
            t(
                "Enter the numbers printed on your board: the dice each column needs (top row) and the points of every item."
            )
        ),
    ) + tag(
        "table",
        tag("caption", esc(t("Your own board")))
        + tag("thead", tag("tr", tag("td", "") + head))
        + tag("tbody", rows),
        class_="board-form",
    )


def read(fields: Mapping[str, str]) -> dict[str, Any]:
    """The board the form describes (as options for a new game), or InvalidBoard with the reason."""

    def whole(name: str, label: str) -> int:
        text = fields.get(name, "").strip()
        if not text.isdigit() or len(text) > 3:
            raise InvalidBoard("{field}: enter a whole number", field=label)
        return int(text)

    dice = tuple(whole(f"dice-{c}", t("Dice needed in column {number}", number=c + 1)) for c in range(SIZE))
    values = tuple(
        tuple(
            whole(
                f"value-{s}-{c}",
                t(
                    "Points of the {icon} in column {number}",
                    icon=face_name(STANDARD_BOARD.icons[s]),
                    number=c + 1,
                ),
            )
            for c in range(SIZE)
        )
        for s in range(SIZE)
    )
    board = Board(STANDARD_BOARD.icons, dice, values)
    return {"board": board.to_json()}
