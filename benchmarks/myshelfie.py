"""My Shelfie's speed: legal takes per position, random 4-player games per second, and the Hard
bot's decision on the heaviest positions (full boards at the start), under CPython and in Pyodide.

Run: .venv/bin/python -m benchmarks.myshelfie   (needs `make site`; figures in docs/PERFORMANCE.md)
"""

import random
import statistics
import time

from benchmarks.pyodide_timing import times_in_pyodide
from shelfie.bots.myshelfie.players import BASELINES, LEVELS
from shelfie.games.myshelfie.game import GAME
from shelfie.games.myshelfie.rules import apply, legal_actions, new_game
from shelfie.games.myshelfie.state import State

POSITIONS = 1000
REPEATS = 5
GAMES = 100
DECISIONS = 60
Position = tuple[int, int, int]


def positions(count: int = POSITIONS) -> list[State]:
    """Fixed positions: every state of seeded random 2-4 player games, sampled."""
    chooser = random.Random(20261122)
    found: list[State] = []
    seed = 0
    while len(found) < count:
        seed += 1
        state = new_game([f"P{i}" for i in range(2 + seed % 3)], seed)
        while not state.over and len(found) < count:
            if chooser.random() < 0.3:
                found.append(state)
            state = apply(state, state.current, chooser.choice(legal_actions(state, state.current)))
    return found


def time_legal(states: list[State]) -> tuple[float, float, float]:
    times, counts = [], []
    for state in states:
        start = time.perf_counter()
        for _ in range(REPEATS):
            found = legal_actions(state, state.current)
        times.append((time.perf_counter() - start) / REPEATS * 1000)
        counts.append(len(found))
    times.sort()
    return statistics.median(times), times[int(0.99 * len(times))], statistics.mean(counts)


def games_per_second(players: int = 4, games: int = GAMES) -> float:
    chooser = random.Random(players)
    start = time.perf_counter()
    for seed in range(games):
        state = new_game([f"P{i}" for i in range(players)], seed)
        while not state.over:
            state = apply(state, state.current, chooser.choice(legal_actions(state, state.current)))
    return games / (time.perf_counter() - start)


def decision_cases(count: int = DECISIONS) -> list[Position]:
    """(players, seed, turns of random play first): the first turns, when the board is fullest."""
    return [(2 + seed % 3, seed, seed % 3) for seed in range(1, count + 1)]


def time_decisions(cases: list[Position], level: str = "hard") -> list[float]:
    """Each case's decision by ``level`` (a level or a baseline), in milliseconds."""
    make = {**LEVELS, **BASELINES}[level]
    times = []
    for players, seed, turns in cases:
        state = new_game([f"P{i}" for i in range(players)], seed)
        chooser = random.Random(seed)
        for _ in range(turns):
            state = apply(state, state.current, chooser.choice(legal_actions(state, state.current)))
        seen = GAME.observe(state, state.current)
        start = time.perf_counter()
        make().decide(seen, state.current)
        times.append((time.perf_counter() - start) * 1000)
    return times


def spread(times: list[float]) -> str:
    found = sorted(times)
    return f"median {statistics.median(found):.1f} ms, p90 {found[int(0.9 * len(found))]:.1f} ms, max {found[-1]:.1f} ms"


def main() -> None:
    median, p99, mean = time_legal(positions())
    print(
        f"legal takes, {POSITIONS} positions: median {median:.3f} ms, p99 {p99:.3f} ms, {mean:.0f} takes on average"
    )
    print(f"random-play games, 4 players: {games_per_second():.0f} games/s ({GAMES} games)")
    cases = decision_cases()
    time_decisions(cases[:3])
    old = time_decisions(cases, "hard-shape")
    times = time_decisions(cases)
    cpython = statistics.median(times)
    for name, found in (("one-move Hard (hard-shape)", old), ("Hard", times)):
        print(f"{name} decision, CPython, {len(cases)} opening positions: {spread(found)}")
    version, in_browser = times_in_pyodide("benchmarks.myshelfie", cases)
    print(
        f"Hard decision, Chromium {version} (Pyodide): {spread(in_browser)}; "
        f"browser/CPython = {statistics.median(in_browser) / cpython:.2f}"
    )
    for count in (2, 3, 4):
        chosen = [i for i, (players, _seed, _turns) in enumerate(cases) if players == count]
        print(
            f"Hard decision, the {len(chosen)} {count}-player positions: "
            f"CPython {spread([times[i] for i in chosen])}; Chromium {spread([in_browser[i] for i in chosen])}"
        )


if __name__ == "__main__":
    main()
