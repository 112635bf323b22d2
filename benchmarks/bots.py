"""Speed of the Hard bot's heaviest decision (the first keep choice: the whole turn is planned),
under CPython and in the browser's Pyodide, on the same 200 fixed positions.

Run: .venv/bin/python -m benchmarks.bots   (needs `make site`; figures in docs/LEVELS.md)
"""

import json
import statistics
import time
from dataclasses import replace

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
from benchmarks.bots import time_decisions
statistics.median(time_decisions(json.loads(cases_json)))
`);
}"""


def main() -> None:
    from playwright.sync_api import sync_playwright

    from tools.site import ROOT, launch_args, serve

    cases = positions()
    time_decisions(cases[:5])
    times = sorted(time_decisions(cases))
    cpython = statistics.median(times)
    print(
        f"CPython: median {cpython:.1f} ms per first-keep decision over {len(cases)} positions "
        f"(p90 {times[int(0.9 * len(times))]:.1f} ms, max {times[-1]:.1f} ms)"
    )
    files = [p.relative_to(ROOT).as_posix() for p in sorted((ROOT / "shelfie").rglob("*.py"))]
    files = [f for f in files if f not in ("shelfie/web/main.py", "shelfie/bots/sim.py")] + [
        "benchmarks/__init__.py",
        "benchmarks/bots.py",
    ]
    with serve() as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        page = browser.new_page()
        page.goto(base + "benchmarks/bare-pyodide.html")
        page.wait_for_selector("html[data-ready=true]", timeout=120_000)
        in_browser = float(page.evaluate(BROWSER_RUN, [files, json.loads(json.dumps(cases))]))
        print(
            f"Chromium {browser.version} (Pyodide): median {in_browser:.1f} ms; browser/CPython = {in_browser / cpython:.2f}"
        )
        browser.close()


if __name__ == "__main__":
    main()
