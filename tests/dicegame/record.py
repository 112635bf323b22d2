"""The dice game's saves: the shared envelope (``shelfie.core.saves``) with this game's codec.

Version 1 (written before the site hosted several games) was the same envelope under the id
``my-shelfie-dice``, with a roll's faces in ``rolled``; ``game.upgrade_v1`` turns it into version 2
(id ``dicegame``, faces in the envelope's generic ``chance``).
"""

from collections.abc import Iterable
from typing import Any

from shelfie.core import saves
from shelfie.core.contract import Event
from shelfie.games.dicegame.game import GAME
from shelfie.games.dicegame.rules import start
from shelfie.games.dicegame.state import GameConfig, GameState

FORMAT_VERSION = GAME.save_version


def to_json(state: GameState) -> dict[str, Any]:
    return saves.to_json(GAME, state)


def dumps(state: GameState) -> str:
    return saves.dumps(GAME, state)


def from_json(data: object) -> GameState:
    """The saved game, or InvalidSave saying what is wrong with it."""
    state: GameState = saves.from_json(GAME, data)
    return state


def loads(text: str) -> GameState:
    """The saved game, or InvalidSave; any text at all, however long or deeply nested."""
    state: GameState = saves.loads(GAME, text)
    return state


def replay(config: GameConfig, events: Iterable[Event]) -> GameState:
    """The state after applying ``events`` from the start; each must be legal in turn."""
    state: GameState = saves.replay(GAME, start(config), events)
    return state
