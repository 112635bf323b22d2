"""Splitter's speed: random games per second (1, 4 and 8 seats) and the Hard bot's decision on the
heaviest positions (the first rounds, with the most empty pairs), under CPython and in Pyodide.

Run: .venv/bin/python -m benchmarks.splitter   (needs `make site`; figures in docs/PERFORMANCE.md)
"""

import random
import statistics
import time

from benchmarks.pyodide_timing import median_in_pyodide
from shelfie.bots.splitter.players import HardBot, MediumBot
from shelfie.games.splitter.game import GAME
from shelfie.games.splitter.rules import legal_actions, new_game, to_move

GAMES = 200
POSITIONS = 100
Position = tuple[int, int]


def games_per_second(players: int, games: int = GAMES) -> float:
    chooser = random.Random(players)
    start = time.perf_counter()
    for seed in range(games):
        state = new_game([f"P{i}" for i in range(players)], seed, "AB"[seed % 2])
        while not state.is_over:
            for seat in sorted(to_move(state)):
                state = GAME.apply(state, seat, chooser.choice(legal_actions(state, seat)))
    return games / (time.perf_counter() - start)


def positions(count: int = POSITIONS) -> list[Position]:
    """(seed, rounds played by Medium first) for positions in rounds 1-4: 44 to 38 empty spaces."""
    return [(seed, seed % 4) for seed in range(1, count + 1)]


def time_decisions(cases: list[Position]) -> list[float]:
    """Milliseconds for Hard to choose a placement in each position."""
    times = []
    for seed, rounds in cases:
        state = new_game(["A"], seed, "AB"[seed % 2])
        medium = MediumBot()
        for _ in range(rounds):
            state = GAME.apply(state, 0, medium.decide(state, 0))
        seen = GAME.observe(state, 0)
        start = time.perf_counter()
        HardBot().decide(seen, 0)
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    for players in (1, 4, 8):
        print(f"random-play games, {players} seats: {games_per_second(players):.0f} games/s ({GAMES} games)")
    cases = positions()
    time_decisions(cases[:5])
    times = sorted(time_decisions(cases))
    cpython = statistics.median(times)
    print(
        f"Hard decision, CPython: median {cpython:.1f} ms over {len(cases)} positions of rounds 1-4 "
        f"(p90 {times[int(0.9 * len(times))]:.1f} ms, max {times[-1]:.1f} ms)"
    )
    version, in_browser = median_in_pyodide("benchmarks.splitter", cases)
    print(
        f"Hard decision, Chromium {version} (Pyodide): median {in_browser:.1f} ms; browser/CPython = {in_browser / cpython:.2f}"
    )


if __name__ == "__main__":
    main()
