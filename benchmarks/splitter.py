"""Splitter's speed: random games per second (1, 4 and 8 seats) and the Hard bot's decision on the
heaviest positions (the first rounds, with the most empty pairs), under CPython and in Pyodide.

Run: .venv/bin/python -m benchmarks.splitter   (needs `make site`; figures in docs/PERFORMANCE.md)
"""

import json
import random
import statistics
import time

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
from benchmarks.splitter import time_decisions
statistics.median(time_decisions(json.loads(cases_json)))
`);
}"""


def main() -> None:
    from playwright.sync_api import sync_playwright

    from tools.site import ROOT, launch_args, serve

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
    files = [p.relative_to(ROOT).as_posix() for p in sorted((ROOT / "shelfie").rglob("*.py"))]
    files = [f for f in files if f not in ("shelfie/web/main.py", "shelfie/bots/sim.py")] + [
        "benchmarks/__init__.py",
        "benchmarks/splitter.py",
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
