"""Speed of the Hard bot's heaviest decision (the first keep choice: the whole turn is planned),
under CPython and in the browser's Pyodide, on the same 200 fixed positions.

Run: .venv/bin/python -m benchmarks.bots   (needs `make site`; figures in docs/BOTS.md)
"""

import statistics
import time
from dataclasses import replace

from benchmarks.pyodide_timing import median_in_pyodide
from shelfie.bots.dicegame.players import HardBot, MediumBot
from shelfie.bots.framework import choose
from shelfie.games.dicegame import Phase, Sheet, apply, new_game
from shelfie.games.dicegame.game import GAME

POSITIONS = 200
Position = tuple[int, int, list[str]]


def positions(count: int = POSITIONS) -> list[Position]:
    """(marked, crossed, dice) right after a first roll, from seeded games between Medium bots."""
    found: list[Position] = []
    seed = 0
    while len(found) < count:
        seed += 1
        bots = [MediumBot(), MediumBot()]
        state = new_game(["A", "B"], seed=seed)
        while not state.is_over and len(found) < count:
            if state.phase is Phase.REROLL and state.rerolls_left == 2 and state.turn % 3 == seed % 3:
                sheet = state.current_sheet
                found.append((sheet.marked, sheet.crossed, list(state.dice)))
            state = apply(state, choose(GAME, bots[state.current], state, state.current))
    return found


def time_decisions(cases: list[Position]) -> list[float]:
    """Milliseconds for a fresh Hard bot to choose its first keep in each position."""
    times = []
    base = new_game(["A"], seed=1)
    for marked, crossed, dice in cases:
        state = replace(
            base, sheets=(Sheet(marked, crossed),), dice=tuple(dice), phase=Phase.REROLL, rerolls_left=2
        )
        start = time.perf_counter()
        HardBot().decide(state, state.current)
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    cases = positions()
    time_decisions(cases[:5])
    times = sorted(time_decisions(cases))
    cpython = statistics.median(times)
    print(
        f"CPython: median {cpython:.1f} ms per first-keep decision over {len(cases)} positions "
        f"(p90 {times[int(0.9 * len(times))]:.1f} ms, max {times[-1]:.1f} ms)"
    )
    version, in_browser = median_in_pyodide("benchmarks.bots", cases)
    print(
        f"Chromium {version} (Pyodide): median {in_browser:.1f} ms; browser/CPython = {in_browser / cpython:.2f}"
    )


if __name__ == "__main__":
    main()
