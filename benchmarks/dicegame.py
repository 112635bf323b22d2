"""Speed of the Hard bot's two heavy decisions, under CPython and in the browser's Pyodide, on the
same fixed positions: the first keep choice (the whole turn is planned), 200 positions alone (the
solo valuation) and 200 with an opponent (the chance of winning, with the opponent's bookshelf);
and with an opponent the marking, those of the 200 positions that are far from the end (where Hard
looks one turn further: the next turn of three markings is planned), their dice as the final result.

Run: .venv/bin/python -m benchmarks.dicegame   (needs `make site`; figures in docs/BOTS.md)
"""

import statistics
import time
from dataclasses import replace

from benchmarks.pyodide_timing import median_in_pyodide
from shelfie.bots.dicegame.players import HardBot, MediumBot, far_from_the_end
from shelfie.bots.framework import choose
from shelfie.games.dicegame.game import GAME
from shelfie.games.dicegame.rules import apply, new_game
from shelfie.games.dicegame.sheet import Sheet
from shelfie.games.dicegame.state import Phase

POSITIONS = 200
Position = tuple[list[list[int]], int, list[str], str]
"""Every player's (marked, crossed), the seat to move, the dice of its first roll, and the decision
timed: "keep" (with two re-rolls left) or "mark" (the dice are the final result)."""


def positions(players: int, count: int = POSITIONS) -> list[Position]:
    """Right after a first roll, from seeded two-player games between Medium bots; alone, the
    bookshelf of the player to move only."""
    found: list[Position] = []
    seed = 0
    while len(found) < count:
        seed += 1
        bots = [MediumBot(), MediumBot()]
        state = new_game(["A", "B"], seed=seed)
        while not state.is_over and len(found) < count:
            if state.phase is Phase.REROLL and state.rerolls_left == 2 and state.turn % 3 == seed % 3:
                seats = [state.current] if players == 1 else list(range(players))
                sheets = [[state.sheets[s].marked, state.sheets[s].crossed] for s in seats]
                found.append((sheets, 0 if players == 1 else state.current, list(state.dice), "keep"))
            state = apply(state, choose(GAME, bots[state.current], state, state.current))
    return found


def time_decisions(cases: list[Position]) -> list[float]:
    """Milliseconds for a fresh Hard bot to take each position's decision."""
    times = []
    for sheets, current, dice, decision in cases:
        base = new_game(["A", "B"][: len(sheets)], seed=1, first_player=0)
        state = replace(
            base,
            sheets=tuple(Sheet(marked, crossed) for marked, crossed in sheets),
            current=current,
            dice=tuple(dice),
            phase=Phase.REROLL if decision == "keep" else Phase.MARK,
            rerolls_left=2 if decision == "keep" else 0,
        )
        start = time.perf_counter()
        HardBot().decide(state, state.current)
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    alone, against = positions(1), positions(2)
    marking = [
        (sheets, current, dice, "mark")
        for sheets, current, dice, _ in against
        if far_from_the_end(tuple(Sheet(marked, crossed) for marked, crossed in sheets))
    ]
    for who, cases in (
        ("alone, first keep", alone),
        ("against one opponent, first keep", against),
        ("against one opponent, marking far from the end", marking),
    ):
        time_decisions(cases[:5])
        times = sorted(time_decisions(cases))
        cpython = statistics.median(times)
        print(
            f"{who}: CPython median {cpython:.1f} ms per decision over {len(cases)} positions "
            f"(p90 {times[int(0.9 * len(times))]:.1f} ms, max {times[-1]:.1f} ms)"
        )
        version, in_browser = median_in_pyodide("benchmarks.dicegame", cases)
        print(
            f"{who}: Chromium {version} (Pyodide) median {in_browser:.1f} ms; "
            f"browser/CPython = {in_browser / cpython:.2f}"
        )


if __name__ == "__main__":
    main()
