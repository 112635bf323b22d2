"""Page saves as the tests meet them: the dice game's storage keys and a loader for any game."""

from shelfie.ui.shell.pagesave import from_save as load
from shelfie.ui.shell.session import Session

SAVE_KEY = "shelfie.dicegame.save"
"""Written literally: saves made before the shell live under this key and must still load."""


def from_save(data: object, game_id: str = "dicegame") -> Session:
    return load(game_id, data)


DAILY_KEY = "shelfie.dicegame.daily"


IMPORTED_GAME = {
    "game": "dicegame",
    "date": "2026-01-01",
    "names": ["Ann", "Hal"],
    "kinds": ["person", "hard"],
    "scores": [140, 120],
    "winners": [0],
}
"""A finished game as a history file from another device holds it (its import is said: 1 game)."""
