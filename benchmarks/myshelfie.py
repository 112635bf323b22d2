"""My Shelfie's speed: legal takes per position, random 4-player games per second, and the Hard
bot's decision on the heaviest positions (full boards at the start), under CPython and in Pyodide.

Run: .venv/bin/python -m benchmarks.myshelfie   (needs `make site`; figures in docs/PERFORMANCE.md)
"""

import json
import random
import statistics
import time

from shelfie.bots.myshelfie.players import HardBot
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


def time_decisions(cases: list[Position]) -> list[float]:
    times = []
    for players, seed, turns in cases:
        state = new_game([f"P{i}" for i in range(players)], seed)
        chooser = random.Random(seed)
        for _ in range(turns):
            state = apply(state, state.current, chooser.choice(legal_actions(state, state.current)))
        seen = GAME.observe(state, state.current)
        start = time.perf_counter()
        HardBot().decide(seen, state.current)
        times.append((time.perf_counter() - start) * 1000)
    return times


BROWSER_RUN = """async ([files, cases]) => {
  for (const file of files) {
    const text = await (await fetch("../" + file)).text();
    pyodide.FS.mkdirTree(file.split("/").slice(0, -1).join("/") || ".");
    pyodide.FS.writeFile(file, text);
  }
  pyodide.globals.set("cases_json", JSON.stringify(cases));
  return pyodide.runPython(`
import json, statistics, sys
sys.path.insert(0, ".")
from benchmarks.myshelfie import time_decisions
statistics.median(time_decisions([tuple(c) for c in json.loads(cases_json)]))
`);
}"""


def main() -> None:
    from playwright.sync_api import sync_playwright

    from tools.site import ROOT, launch_args, serve

    median, p99, mean = time_legal(positions())
    print(
        f"legal takes, {POSITIONS} positions: median {median:.3f} ms, p99 {p99:.3f} ms, {mean:.0f} takes on average"
    )
    print(f"random-play games, 4 players: {games_per_second():.0f} games/s ({GAMES} games)")
    cases = decision_cases()
    time_decisions(cases[:3])
    times = sorted(time_decisions(cases))
    cpython = statistics.median(times)
    print(
        f"Hard decision, CPython: median {cpython:.1f} ms over {len(cases)} opening positions "
        f"(p90 {times[int(0.9 * len(times))]:.1f} ms, max {times[-1]:.1f} ms)"
    )
    files = [p.relative_to(ROOT).as_posix() for p in sorted((ROOT / "shelfie").rglob("*.py"))]
    files = [f for f in files if f not in ("shelfie/web/main.py", "shelfie/bots/sim.py")] + [
        "benchmarks/__init__.py",
        "benchmarks/myshelfie.py",
    ]
    with serve() as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        page = browser.new_page()
        page.goto(base + "benchmarks/bare-pyodide.html")
        page.wait_for_selector("html[data-ready=true]", timeout=120_000)
        in_browser = float(page.evaluate(BROWSER_RUN, [files, json.loads(json.dumps(cases))]))
        print(
            f"Hard decision, Chromium {browser.version} (Pyodide): median {in_browser:.1f} ms; "
            f"browser/CPython = {in_browser / cpython:.2f}"
        )
        browser.close()


if __name__ == "__main__":
    main()
