"""Every registered game's own benchmark (``benchmarks/<game id>.py``, its bots' decisions under
CPython and in Pyodide), one after another: ``make bench`` runs this, so a new game's benchmark
is run by adding the file, not by editing the Makefile.

Run: .venv/bin/python -m benchmarks.games   (needs `make site`)
"""

import importlib.util
import runpy

from shelfie import registry


def modules() -> list[str]:
    """The benchmark modules of the registered games that have one, in the registry's order."""
    names = [f"benchmarks.{game_id}" for game_id in registry.GAMES]
    return [name for name in names if importlib.util.find_spec(name) is not None]


def main() -> None:
    for name in modules():
        print(f"== {name}", flush=True)
        runpy.run_module(name, run_name="__main__")


if __name__ == "__main__":
    main()
