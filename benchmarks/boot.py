"""Navigation to playable: the game page next to a bare Pyodide page, cold and warm, in one run.

Run: .venv/bin/python -m benchmarks.boot [--runs N]   (needs `make site`; figures in docs/PERFORMANCE.md)

"Playable" is the page's own ready mark: for the game, Python has drawn the table of a
saved game in progress; for the bare page, loadPyodide() has returned. Cold = a fresh
browser context (empty cache); warm = a reload in the same context (service workers blocked);
offline = a reload with the network cut, after a first visit installed the service worker.
"""

import argparse
import json
import statistics
import tomllib
from contextlib import ExitStack
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

from shelfie.games.dicegame import Roll, StopRolling, apply, legal_actions, new_game
from shelfie.ui.dicegame.turn import TurnChoices
from shelfie.ui.shell.pagesave import save_key, to_save
from shelfie.ui.shell.session import Screen, Session
from tools.site import ROOT, launch_args, serve

SAVE_KEY = save_key("dicegame")
READY = "html[data-ready=true]"
READY_AT = "performance.getEntriesByName('shelfie:ready')[0].startTime"
"""Both pages mark the moment they become playable; its time is measured from navigation start."""
TRANSFERRED = """() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
  .reduce((sum, e) => sum + (e.transferSize || 0), 0)"""


def saved_game() -> str:
    """A save six turns into a 2-player game, with the next player's dice on the table."""
    game = new_game(["Ann", "Bob"], seed=1)
    for _ in range(6):
        game = apply(apply(game, Roll()), StopRolling())
        game = apply(game, legal_actions(game)[0])
    game = apply(game, Roll())
    session = Session(
        Screen.TABLE, "dicegame", game.config.players, ("person", "person"), game, TurnChoices()
    )
    return json.dumps(to_save(session))


def app_files() -> list[Path]:
    """Everything of ours the site serves (the shell, every game's bundle, static files): all but the
    vendored runtime. The dice game page loads all of it but the other games' bundles."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    files = [ROOT / "index.html", ROOT / "pyscript.toml", ROOT / "shelfie/web/main.py"]
    files += [ROOT / path for path in config["files"]]
    files += [p for p in (ROOT / "static").rglob("*") if p.is_file() and "vendor" not in p.parts]
    return files


def runtime_files() -> list[Path]:
    return [p for p in (ROOT / "static/vendor").rglob("*") if p.is_file() and p.name != ".installed"]


def measure(page: Page, url: str, reload: bool) -> tuple[float, int]:
    """Seconds from navigation start to playable, and bytes transferred, for one load."""
    if reload:
        page.reload(wait_until="commit")
    else:
        page.goto(url, wait_until="commit")
    page.wait_for_selector(READY, timeout=120_000)
    elapsed = page.evaluate(READY_AT) / 1000
    return elapsed, int(page.evaluate(TRANSFERRED))


def run(browser: Browser, url: str, save: str | None, runs: int) -> dict[str, list[float]]:
    """Cold then warm (reload) in fresh contexts, service workers blocked: the plain online case."""
    out: dict[str, list[float]] = {"cold": [], "warm": [], "cold_bytes": [], "warm_bytes": []}
    for _ in range(runs):
        context = browser.new_context(service_workers="block")
        if save is not None:
            context.add_init_script(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(save)})")
        page = context.new_page()
        seconds, sent = measure(page, url, reload=False)
        out["cold"].append(seconds)
        out["cold_bytes"].append(sent)
        seconds, sent = measure(page, url, reload=True)
        out["warm"].append(seconds)
        out["warm_bytes"].append(sent)
        if save is not None:
            assert page.get_by_role("button", name="Stop rolling").count() == 1, "the saved table is drawn"
        context.close()
    return out


def run_offline(browser: Browser, url: str, save: str, runs: int) -> list[float]:
    """A first visit installs the service worker; then the network is cut and the page reloaded."""
    times = []
    for _ in range(runs):
        context = browser.new_context()
        context.add_init_script(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(save)})")
        page = context.new_page()
        measure(page, url, reload=False)
        page.get_by_text("Ready to play offline").wait_for(timeout=120_000)
        context.set_offline(True)
        seconds, _ = measure(page, url, reload=True)
        assert page.get_by_role("button", name="Stop rolling").count() == 1, (
            "the saved table is drawn offline"
        )
        times.append(seconds)
        context.close()
    return times


def saved_game_v1() -> str:
    """The same saved game in the page format of before the shell (for ``--before``)."""
    page = json.loads(saved_game())
    game = page["game"]
    log = [
        {
            **{k: v for k, v in entry.items() if k != "chance"},
            **({"rolled": entry["chance"]} if "chance" in entry else {}),
        }
        for entry in game["log"]
    ]
    engine = {**game, "game": "my-shelfie-dice", "version": 1, "log": log}
    return json.dumps(
        {"format": "shelfie-session", "version": 1, "game": engine, "kinds": page["kinds"], **page["turn"]}
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--before",
        type=Path,
        help="a built checkout of an earlier commit (static/vendor and sw.js in place): measured in the same run",
    )
    args = parser.parse_args()
    runs = args.runs
    own = sum(p.stat().st_size for p in app_files())
    runtime = sum(p.stat().st_size for p in runtime_files())
    with ExitStack() as stack, sync_playwright() as playwright:
        base = stack.enter_context(serve())
        browser = playwright.chromium.launch(**launch_args())
        print(f"Chromium {browser.version}, {runs} runs each, interleaved, medians")
        plan = {
            "game page (saved table)": (base + "index.html", saved_game()),
            "bare Pyodide page": (base + "benchmarks/bare-pyodide.html", None),
        }
        if args.before is not None:
            earlier = stack.enter_context(serve(args.before.resolve()))
            plan["game page before"] = (earlier + "index.html", saved_game_v1())
        pages: dict[str, dict[str, list[float]]] = {name: {} for name in plan}
        for _ in range(runs):
            for name, (url, save) in plan.items():
                for key, values in run(browser, url, save, 1).items():
                    pages[name].setdefault(key, []).extend(values)
        offline = run_offline(browser, base + "index.html", saved_game(), runs)
        browser.close()
    for name, result in pages.items():
        print(
            f"{name:24} cold {statistics.median(result['cold']):.2f} s ({statistics.median(result['cold_bytes']) / 1e6:.1f} MB)"
            f"   warm {statistics.median(result['warm']):.2f} s ({statistics.median(result['warm_bytes']) / 1e6:.2f} MB)"
        )
    game, bare = pages["game page (saved table)"], pages["bare Pyodide page"]
    print(
        f"game page offline, served by the service worker: {statistics.median(offline):.2f} s "
        f"(online warm without it: {statistics.median(game['warm']):.2f} s)"
    )
    for name, result in pages.items():
        if name != "bare Pyodide page":
            warm = statistics.median(result["warm"]) / statistics.median(bare["warm"])
            cold = statistics.median(result["cold"]) / statistics.median(bare["cold"])
            print(f"{name}: warm / bare {warm:.2f}, cold / bare {cold:.2f}")
    print(
        f"app's own files: {own / 1000:.1f} KB uncompressed (target <= 200 KB); vendored runtime {runtime / 1e6:.1f} MB"
    )


if __name__ == "__main__":
    main()
