"""The turn's uncommitted choices (the tiles picked, in the order they will be placed, and the
column) and their save, checked against the game when loaded."""

from dataclasses import dataclass
from typing import Any

from shelfie.core.errors import InvalidSave
from shelfie.games.myshelfie.board import CELLS, MAX_TAKE
from shelfie.games.myshelfie.shelf import COLUMNS
from shelfie.games.myshelfie.state import State


@dataclass(frozen=True)
class TurnChoices:
    picked: tuple[int, ...] = ()
    """Board spaces picked, in placing order: the first lands lowest."""
    column: int | None = None


def to_json(turn: TurnChoices) -> dict[str, Any]:
    return {"picked": list(turn.picked), "column": turn.column}


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def from_json(data: object, game: State) -> TurnChoices:
    if not isinstance(data, dict):
        raise InvalidSave("the save's unconfirmed choices are unreadable")
    picked, column = data.get("picked", []), data.get("column")
    if (
        not isinstance(picked, list)
        or len(picked) > MAX_TAKE
        or not all(_whole(s) and 0 <= s < CELLS and game.board[s] for s in picked)
        or len(set(picked)) != len(picked)
    ):
        raise InvalidSave("the save's picked tiles do not fit the game")
    if column is not None and (not _whole(column) or not 0 <= column < COLUMNS):
        raise InvalidSave("the save's chosen column does not fit the game")
    return TurnChoices(tuple(picked), column)
