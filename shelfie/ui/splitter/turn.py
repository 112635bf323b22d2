"""The turn's uncommitted choices (the space chosen, the numbers swapped) and their save.

Saved with the game so a reload resumes the placement exactly; choices that do not fit the game
are an InvalidSave, never a crash later while drawing."""

from dataclasses import dataclass
from typing import Any

from shelfie.core.errors import InvalidSave
from shelfie.games.splitter.state import State


@dataclass(frozen=True)
class TurnChoices:
    space: int | None = None
    """The space chosen for the round's first number (its mirror gets the other), not yet placed."""
    swapped: bool = False
    """The chosen space gets the second number instead."""


def to_json(turn: TurnChoices) -> dict[str, Any]:
    return {"space": turn.space, "swapped": turn.swapped}


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def from_json(data: object, game: State) -> TurnChoices:
    if not isinstance(data, dict):
        raise InvalidSave("the save's unconfirmed choices are unreadable")
    space, swapped = data.get("space"), data.get("swapped", False)
    if space is not None and (not _whole(space) or space not in game.pad.spaces or game.is_over):
        raise InvalidSave("the save's chosen space does not fit the game")
    if not isinstance(swapped, bool):
        raise InvalidSave("the save's unconfirmed choices are unreadable")
    return TurnChoices(space, swapped)
