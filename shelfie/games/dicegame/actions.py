"""The decisions a player can take, as small immutable values with a JSON form.

Dice are named by position (0-5) because the page shows six dice in a row that
stay in place when others are re-rolled.
"""

from dataclasses import dataclass
from typing import Any

from shelfie.core.errors import IllegalAction, ShelfieError, shown
from shelfie.games.dicegame.board import DICE
from shelfie.games.dicegame.grid import SIZE, item_bit


@dataclass(frozen=True, slots=True)
class Roll:
    """Throw every die not in ``keep``: the first roll of a turn keeps nothing."""

    keep: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class StopRolling:
    """Take the dice on the table as the final result."""


@dataclass(frozen=True, slots=True)
class Combo:
    """The dice (by position) that together mark the item at (shelf, column)."""

    shelf: int
    column: int
    dice: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Mark:
    """Mark 1 to 3 items at once, each with its own dice."""

    combos: tuple[Combo, ...]


@dataclass(frozen=True, slots=True)
class MarkAny:
    """After an all-jokers result: mark this one available item, wherever it is."""

    shelf: int
    column: int


@dataclass(frozen=True, slots=True)
class CrossOut:
    """After a failed result: cross out every unmarked item of this shelf."""

    shelf: int


@dataclass(frozen=True, slots=True)
class Pass:
    """After a failed result with no shelf left to cross out: the turn ends with nothing."""


Action = Roll | StopRolling | Mark | MarkAny | CrossOut | Pass


def marked_by(action: Action) -> int:
    """The items an action marks, as a bit mask (0 for anything but a marking)."""
    if isinstance(action, Mark):
        return sum(item_bit(c.shelf, c.column) for c in action.combos)
    if isinstance(action, MarkAny):
        return item_bit(action.shelf, action.column)
    return 0


def _whole(value: object) -> bool:
    """A whole number and not a bool: ``True`` would pass for 1 and then be saved as ``true``."""
    return isinstance(value, int) and not isinstance(value, bool)


def _position(value: object, what: tuple[str, str], size: int) -> None:
    """``what`` names the position, singular and plural: ("a die", "dice")."""
    if not _whole(value):
        raise IllegalAction(f"{what[0]} must be a whole number, got {shown(value)}")
    assert isinstance(value, int)
    if not 0 <= value < size:
        raise IllegalAction(f"{what[1]} are numbered 1 to {size}, got {shown(value + 1)}")


_DIE = ("a die", "dice")
_SHELF = ("a shelf", "shelves")
_COLUMN = ("a column", "columns")


def check_fields(action: object) -> None:
    """Refuse, with IllegalAction, an action whose fields are not what its type documents.

    Python callers can build any dataclass; this keeps a wrong type from surfacing as
    TypeError deep in the rules, or from being logged and making the save unreadable."""
    if isinstance(action, Roll):
        if not isinstance(action.keep, frozenset):
            raise IllegalAction(f"the kept dice must be a frozenset of positions, got {shown(action.keep)}")
        for pos in action.keep:
            _position(pos, _DIE, DICE)
    elif isinstance(action, Mark):
        if not isinstance(action.combos, tuple):
            raise IllegalAction(f"a marking's combinations must be a tuple, got {shown(action.combos)}")
        for combo in action.combos:
            if not isinstance(combo, Combo):
                raise IllegalAction(f"each combination must be a Combo, got {shown(combo)}")
            _position(combo.shelf, _SHELF, SIZE)
            _position(combo.column, _COLUMN, SIZE)
            if not isinstance(combo.dice, tuple):
                raise IllegalAction(f"a combination's dice must be a tuple, got {shown(combo.dice)}")
            for pos in combo.dice:
                _position(pos, _DIE, DICE)
    elif isinstance(action, MarkAny):
        _position(action.shelf, _SHELF, SIZE)
        _position(action.column, _COLUMN, SIZE)
    elif isinstance(action, CrossOut):
        _position(action.shelf, _SHELF, SIZE)
    elif not isinstance(action, (StopRolling, Pass)):
        raise IllegalAction(f"not an action: {shown(action)}")


def action_to_json(action: Action) -> dict[str, Any]:
    match action:
        case Roll(keep):
            return {"type": "roll", "keep": sorted(keep)}
        case StopRolling():
            return {"type": "stop"}
        case Mark(combos):
            return {
                "type": "mark",
                "combos": [{"shelf": c.shelf, "column": c.column, "dice": list(c.dice)} for c in combos],
            }
        case MarkAny(shelf, column):
            return {"type": "mark_any", "shelf": shelf, "column": column}
        case CrossOut(shelf):
            return {"type": "cross_out", "shelf": shelf}
        case Pass():
            return {"type": "pass"}
    raise TypeError(f"not an action: {action!r}")


class BadActionData(ShelfieError):
    """JSON that does not describe an action."""


def _int(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise BadActionData(f"'{key}' must be a whole number, got {shown(value)}")
    return value


def _ints(value: object, what: str) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise BadActionData(f"'{what}' must be a list of whole numbers, got {shown(value)}")
    return value


def action_from_json(data: object) -> Action:
    if not isinstance(data, dict):
        raise BadActionData(f"an action must be an object, got {type(data).__name__}")
    kind = data.get("type")
    if kind == "roll":
        return Roll(frozenset(_ints(data.get("keep"), "keep")))
    if kind == "stop":
        return StopRolling()
    if kind == "mark":
        combos = data.get("combos")
        if not isinstance(combos, list):
            raise BadActionData("'combos' must be a list")
        parsed = []
        for combo in combos:
            if not isinstance(combo, dict):
                raise BadActionData("each combination must be an object")
            dice = tuple(_ints(combo.get("dice"), "dice"))
            parsed.append(Combo(_int(combo, "shelf"), _int(combo, "column"), dice))
        return Mark(tuple(parsed))
    if kind == "mark_any":
        return MarkAny(_int(data, "shelf"), _int(data, "column"))
    if kind == "cross_out":
        return CrossOut(_int(data, "shelf"))
    if kind == "pass":
        return Pass()
    raise BadActionData(f"unknown action type {shown(kind)}")
