"""The turn's uncommitted choices (the space chosen, the numbers swapped) and their save.

Saved with the game so a reload resumes the placement exactly; choices that do not fit the game
are an InvalidSave, never a crash later while drawing."""

from dataclasses import dataclass
from typing import Any

from shelfie.core.errors import InvalidSave
from shelfie.games.splitter.state import ROUNDS, State


@dataclass(frozen=True)
class TurnChoices:
    space: int | None = None
    """The space chosen for the round's first number (its mirror gets the other), not yet placed."""
    swapped: bool = False
    """The chosen space gets the second number instead."""
    replay: int | None = None
    """After the game: the round the replay shows (0 is the empty pads), or None."""


def to_json(turn: TurnChoices) -> dict[str, Any]:
    data: dict[str, Any] = {"space": turn.space, "swapped": turn.swapped}
    if turn.replay is not None:
        data["replay"] = turn.replay
    return data


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def from_json(data: object, game: State) -> TurnChoices:
    if not isinstance(data, dict):
        raise InvalidSave("the save's unconfirmed choices are unreadable")
    space, swapped, replay = data.get("space"), data.get("swapped", False), data.get("replay")
    if space is not None and (not _whole(space) or space not in game.pad.spaces or game.is_over):
        raise InvalidSave("the save's chosen space does not fit the game")
    if not isinstance(swapped, bool):
        raise InvalidSave("the save's unconfirmed choices are unreadable")
    if replay is not None and (not _whole(replay) or not game.is_over or not 0 <= replay <= ROUNDS):
        raise InvalidSave("the save's replay step does not fit the game")
    return TurnChoices(space, swapped, replay)
