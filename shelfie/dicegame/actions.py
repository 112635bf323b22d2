"""The decisions a player can take, as small immutable values with a JSON form.

Dice are named by position (0-5) because the page shows six dice in a row that
stay in place when others are re-rolled.
"""

from dataclasses import dataclass
from typing import Any

from shelfie.dicegame.grid import item_bit
from shelfie.errors import ShelfieError


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
        raise BadActionData(f"'{key}' must be a whole number, got {value!r}")
    return value


def _ints(value: object, what: str) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise BadActionData(f"'{what}' must be a list of whole numbers, got {value!r}")
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
    raise BadActionData(f"unknown action type {kind!r}")
