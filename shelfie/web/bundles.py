"""A game's own modules, fetched when that game is played: pyscript.toml loads only the shell.

static/games.js starts the fetch of the expected game while Pyodide boots; this awaits it and
writes the sources into Python's file system, where the registry's lazy imports find them.
"""

import importlib
import json
from pathlib import Path, PurePosixPath
from typing import Any

import js

from shelfie import registry

_loaded: set[str] = set()


def _importable(game_id: str) -> bool:
    try:
        importlib.import_module(registry.GAMES[game_id].modules[0])
    except ImportError:
        return False
    return True


async def ensure(game_id: str | None) -> None:
    """Make ``game_id``'s modules importable (a no-op once done, or for an unknown id)."""
    if game_id is None or game_id not in registry.GAMES or game_id in _loaded:
        return
    if not _importable(game_id):
        bundle: Any = json.loads(await js.shelfieBundle(game_id))
        for name, source in bundle["files"].items():
            path = PurePosixPath(name)
            if path.parts[0] != "shelfie" or ".." in path.parts or path.suffix != ".py":
                raise ValueError(f"the {game_id} bundle holds an unexpected file {name!r}")
            target = Path(name)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(source)
        importlib.invalidate_caches()
    _loaded.add(game_id)
