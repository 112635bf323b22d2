"""Saving and loading: a game is its set-up plus its event log, replayed on load.

Replaying makes the rules themselves validate a save: a hand-edited or damaged
log fails with the entry and the reason instead of yielding an impossible board.
Rolled faces are stored, so replay never consults the seed for past rolls and a
reload can never change dice already rolled.
"""

import json
import re
from collections.abc import Iterable
from typing import Any

from shelfie.dicegame.actions import action_from_json, action_to_json
from shelfie.dicegame.board import Board
from shelfie.dicegame.rules import apply, start
from shelfie.dicegame.state import Event, GameConfig, GameState
from shelfie.errors import InvalidSave, ShelfieError, shown

GAME = "my-shelfie-dice"
FORMAT_VERSION = 1


def to_json(state: GameState) -> dict[str, Any]:
    config = state.config
    return {
        "game": GAME,
        "version": FORMAT_VERSION,
        "config": {
            "players": list(config.players),
            "seed": config.seed,
            "first_player": config.first_player,
            "board": config.board.to_json(),
        },
        "log": [_event_to_json(event) for event in state.log],
    }


def dumps(state: GameState) -> str:
    return json.dumps(to_json(state), separators=(",", ":"))


def _event_to_json(event: Event) -> dict[str, Any]:
    data: dict[str, Any] = {"seat": event.seat, "action": action_to_json(event.action)}
    if event.rolled:
        data["rolled"] = list(event.rolled)
    return data


def replay(config: GameConfig, events: Iterable[Event]) -> GameState:
    """The state after applying ``events`` from the start; each must be legal in turn."""
    state = start(config)
    for number, event in enumerate(events, start=1):
        if event.seat != state.current:
            raise InvalidSave(
                f"log entry {number}: it is seat {state.current}'s turn, not seat {shown(event.seat)}'s"
            )
        try:
            state = apply(state, event.action, event.rolled or None)
        except ShelfieError as error:
            raise InvalidSave(f"log entry {number}: {error}") from error
    return state


def from_json(data: object) -> GameState:
    """The saved game, or InvalidSave saying what is wrong with it."""
    if not isinstance(data, dict):
        raise InvalidSave("a save must be a JSON object")
    if data.get("game") != GAME:
        raise InvalidSave(f"this is not a save of {GAME} (game is {shown(data.get('game'))})")
    version = data.get("version")
    if version != FORMAT_VERSION or isinstance(version, bool):
        raise InvalidSave(
            f"unsupported save version {shown(version)}: this game reads version {FORMAT_VERSION}"
        )
    config = _config_from_json(data.get("config"))
    log = data.get("log")
    if not isinstance(log, list):
        raise InvalidSave("the save has no 'log' list")
    return replay(config, (_event_from_json(number, entry) for number, entry in enumerate(log, 1)))


def loads(text: str) -> GameState:
    """The saved game, or InvalidSave; any text at all, however long or deeply nested."""
    return from_json(parse(text))


def parse(text: str) -> object:
    """JSON text as Python data, or InvalidSave (never RecursionError, never ValueError).

    Nesting is measured before parsing: in Pyodide a deep enough document overflows the
    JavaScript stack inside ``json.loads`` and kills the interpreter instead of raising."""
    if not isinstance(text, str):
        raise InvalidSave(f"a save is text, got {shown(text)}")
    if _depth(text) > MAX_DEPTH:
        raise InvalidSave("the save is nested too deeply to be a game")
    try:
        return json.loads(text)
    except (RecursionError, ValueError) as error:
        raise InvalidSave(f"the save is not valid JSON: {error}") from error


MAX_DEPTH = 32
"""Far deeper than any save (a page save nests 7 levels)."""

_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"?')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


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


def _config_from_json(data: object) -> GameConfig:
    if not isinstance(data, dict):
        raise InvalidSave("the save has no 'config' object")
    for key in ("players", "seed", "first_player", "board"):
        if key not in data:
            raise InvalidSave(f"the save's config has no '{key}'")
    players = data["players"]
    if not isinstance(players, list):
        raise InvalidSave("the save's 'players' must be a list of names")
    try:
        return GameConfig(tuple(players), data["seed"], data["first_player"], Board.from_json(data["board"]))
    except ShelfieError as error:
        raise InvalidSave(f"the save's config is invalid: {error}") from error


def _event_from_json(number: int, data: object) -> Event:
    if not isinstance(data, dict):
        raise InvalidSave(f"log entry {number} is not an object")
    seat, rolled = data.get("seat"), data.get("rolled", [])
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise InvalidSave(f"log entry {number} has no seat number")
    if not isinstance(rolled, list) or not all(isinstance(face, str) for face in rolled):
        raise InvalidSave(f"log entry {number}: 'rolled' must be a list of die faces")
    try:
        action = action_from_json(data.get("action"))
    except ShelfieError as error:
        raise InvalidSave(f"log entry {number}: {error}") from error
    return Event(seat, action, tuple(rolled))
