"""A game's own modules, installed when that game is played: pyscript.toml loads only the shell.

The page fetches a game's bundle (static/games.js starts the fetch of the expected game while
Python starts) and hands its text to the worker, which writes the sources into Python's file
system, where the registry's lazy imports find them.
"""

import importlib
import json
from pathlib import Path, PurePosixPath
from typing import Any

from shelfie import registry


def missing(game_id: str) -> bool:
    """True when ``game_id``'s modules cannot be imported yet (False for an unknown game)."""
    if game_id not in registry.GAMES:
        return False
    try:
        importlib.import_module(registry.GAMES[game_id].modules[0])
    except ImportError:
        return True
    return False


def install(game_id: str, text: str, root: Path = Path()) -> None:
    """Write the bundle's sources under ``root``; a bundle holding anything but the package's
    Python files is refused whole."""
    bundle: Any = json.loads(text)
    files = bundle["files"]
    for name in files:
        path = PurePosixPath(name)
        if path.parts[0] != "shelfie" or ".." in path.parts or path.suffix != ".py":
            raise ValueError(f"the {game_id} bundle holds an unexpected file {name!r}")
    for name, source in files.items():
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(source)
    importlib.invalidate_caches()
