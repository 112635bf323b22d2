"""Each registered game's facts for the shared suites, read from its own test folder
(``tests/<id>/facts.py``): its secrets' edits, the command that plays a hinted turn on, a person's
turn in the page. A new game's folder brings them; no shared suite lists the games."""

import importlib
from types import ModuleType

from shelfie import registry


def facts(game_id: str) -> ModuleType:
    """``tests/<game_id>/facts.py``; a registered game without one is a mistake said in words."""
    if game_id not in registry.GAMES:
        raise KeyError(f"{game_id!r} is not a registered game")
    try:
        return importlib.import_module(f"tests.{game_id}.facts")
    except ModuleNotFoundError as missing:
        raise AssertionError(
            f"tests/{game_id}/facts.py is missing: every game says there what the shared suites need"
        ) from missing
