"""One save envelope for every game: ``{"game", "version", "config", "log"}``, replayed on load.

Replaying through the game's own ``apply`` makes the rules validate every save: a damaged log
fails with the entry and the reason instead of yielding an impossible position. Recorded chance
(rolled dice, drawn tiles) is passed back in, so a reload never re-rolls. Older versions are
upgraded step by step through the game's migration table instead of being set aside.
"""

import json
import re
from collections.abc import Iterable, Sequence
from enum import Enum
from typing import Any

from shelfie.core.contract import AnyGame, Event, JsonDict
from shelfie.core.errors import InvalidSave, ShelfieError, shown

MAX_DEPTH = 32
"""Far deeper than any save (a page save nests 7 levels)."""

_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"?')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


def parse(text: str) -> object:
    """JSON text as Python data, or InvalidSave (never RecursionError, never ValueError).

    Nesting is measured before parsing: in Pyodide a deep enough document overflows the
    JavaScript stack inside ``json.loads`` and kills the interpreter instead of raising. A leading
    byte-order mark (a save or history file edited in a Windows editor) is not part of the JSON."""
    if not isinstance(text, str):
        raise InvalidSave(f"a save is text, got {shown(text)}")
    text = text.removeprefix("\ufeff")  # the byte-order mark Windows editors write first
    if _depth(text) > MAX_DEPTH:
        raise InvalidSave("the save is nested too deeply to be a game")
    try:
        return json.loads(text)
    except (RecursionError, ValueError) as error:
        raise InvalidSave(f"the save is not valid JSON: {error}") from error


def _depth(text: str) -> int:
    """How deep the brackets of JSON text nest, ignoring brackets inside strings."""
    depth = deepest = 0
    for char in _NOT_BRACKETS.sub("", _STRINGS.sub("", text)):
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def to_json(game: AnyGame, state: Any) -> JsonDict:
    return {
        "game": game.id,
        "version": game.save_version,
        "config": game.config_to_json(state),
        "log": [_event_to_json(game, event) for event in game.log(state)],
    }


def dumps(game: AnyGame, state: Any) -> str:
    return json.dumps(to_json(game, state), separators=(",", ":"))


def events_to_json(game: AnyGame, events: Iterable[Event]) -> list[JsonDict]:
    """Log entries as a save holds them: what play by link keeps of a turn not yet sent."""
    return [_event_to_json(game, event) for event in events]


def events_from_json(game: AnyGame, data: object) -> list[Event]:
    """Log entries back from their JSON, or InvalidSave (``replay`` then judges them legal)."""
    if not isinstance(data, list):
        raise InvalidSave("the save has no 'log' list")
    return [_event_from_json(game, number, entry) for number, entry in enumerate(data, 1)]


def _event_to_json(game: AnyGame, event: Event) -> JsonDict:
    data: JsonDict = {"seat": event.seat, "action": game.action_to_json(event.action)}
    if event.chance:
        data["chance"] = list(event.chance)
    return data


def is_save_of(game: AnyGame, data: object) -> bool:
    return isinstance(data, dict) and data.get("game") in (game.id, *game.former_ids)


def migrate(game: AnyGame, data: JsonDict) -> JsonDict:
    """``data`` upgraded to the game's current save version, or InvalidSave."""
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise InvalidSave(f"unsupported save version {shown(version)}")
    if version > game.save_version:
        raise InvalidSave(
            f"unsupported save version {shown(version)}: this game reads versions up to {game.save_version}"
        )
    while version < game.save_version:
        step = game.migrations.get(version)
        if step is None:
            raise InvalidSave(f"unsupported save version {version}: no upgrade to version {version + 1}")
        data = step(data)
        version += 1
    return data


def from_json(game: AnyGame, data: object) -> Any:
    """The saved game, or InvalidSave saying what is wrong with it."""
    if not isinstance(data, dict):
        raise InvalidSave("a save must be a JSON object")
    if not is_save_of(game, data):
        raise InvalidSave(f"this is not a save of {game.id} (game is {shown(data.get('game'))})")
    data = migrate(game, data)
    config = data.get("config")
    if not isinstance(config, dict):
        raise InvalidSave("the save has no 'config' object")
    try:
        start = game.start(config)
    except ShelfieError as error:
        raise InvalidSave(f"the save's config is invalid: {error}") from error
    log = data.get("log")
    if not isinstance(log, list):
        raise InvalidSave("the save has no 'log' list")
    return replay(game, start, (_event_from_json(game, number, entry) for number, entry in enumerate(log, 1)))


def loads(game: AnyGame, text: str) -> Any:
    """The saved game, or InvalidSave; any text at all, however long or deeply nested."""
    return from_json(game, parse(text))


def replay(game: AnyGame, state: Any, events: Iterable[Event]) -> Any:
    """The state after applying ``events`` to ``state``; each must be legal in turn."""
    for number, event in enumerate(events, start=1):
        if event.seat not in game.to_move(state):
            raise InvalidSave(f"log entry {number}: seat {shown(event.seat)} is not to move")
        try:
            state = game.apply(state, event.seat, event.action, event.chance or None)
        except ShelfieError as error:
            raise InvalidSave(f"log entry {number}: {error}") from error
    return state


class Relation(Enum):
    """How one point of a game stands to another of the same game, by their logs: a game carried
    into the page (``carry``) or received in a link (``links``) meets the one a device holds."""

    SAME = "same"
    EARLIER = "earlier"
    """The received game is an earlier point of the held one."""
    LATER = "later"
    """The received game continues the held one."""
    PARTED = "parted"
    """Another game, or a fork of the held one: somebody played another move."""


def relation(held: Sequence[Any], received: Sequence[Any]) -> Relation:
    """How the ``received`` log stands to the ``held`` one (entries compared by equality)."""
    common = min(len(held), len(received))
    if list(held[:common]) != list(received[:common]):
        return Relation.PARTED
    if len(held) == len(received):
        return Relation.SAME
    return Relation.LATER if len(received) > len(held) else Relation.EARLIER


def _event_from_json(game: AnyGame, number: int, data: object) -> Event:
    if not isinstance(data, dict):
        raise InvalidSave(f"log entry {number} is not an object")
    seat, chance = data.get("seat"), data.get("chance", [])
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise InvalidSave(f"log entry {number} has no seat number")
    if not isinstance(chance, list) or not all(isinstance(c, (str, int)) for c in chance):
        raise InvalidSave(f"log entry {number}: 'chance' must be a list of outcomes")
    try:
        action = game.action_from_json(data.get("action"))
    except ShelfieError as error:
        raise InvalidSave(f"log entry {number}: {error}") from error
    return Event(seat, action, tuple(chance))
