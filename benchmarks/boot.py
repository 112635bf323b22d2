"""Navigation to playable: the game page next to a bare Pyodide page, cold and warm, in one run.

Run: .venv/bin/python -m benchmarks.boot [--runs N] [--rtt MS]   (needs `make site`; figures in
docs/PERFORMANCE.md)

"Playable" is the page's own ready mark: for the game, Python has drawn the table of a
saved game in progress (or, on a first visit, the home screen); for the bare page, loadPyodide()
has returned. "Usable" is the first contentful paint when it shows the prerendered home screen
(a first visit: its buttons work before Python, tools/prerender.py), else "playable". Cold = a
fresh browser context (empty cache); warm = a reload in the same context (service workers
blocked) once the first visit has stored Python's memory snapshot (static/interpreter.mjs downloads
it a few seconds after the page is playable), so a warm game page restores Python from it; the
"no snapshot" row has a browser asking to save data, which never downloads it, so its warm reload
starts Python as a first visit does; offline = a reload with the network cut, after a first visit installed the service
worker and stored the snapshot. ``--rtt`` adds that many milliseconds to every request's round
trip (Chromium's network emulation, the worker's requests included), as a phone's network does: on
the local server a chain of requests one after another costs nothing, on a phone each link costs a
round trip.
"""

import argparse
import json
import statistics
import subprocess
from collections import defaultdict
from contextlib import ExitStack
from pathlib import Path
from typing import Literal

from playwright.sync_api import Browser, Page, sync_playwright

from shelfie.games.dicegame.actions import Roll, StopRolling
from shelfie.games.dicegame.rules import apply, legal_actions, new_game
from shelfie.ui.dicegame.turn import TurnChoices
from shelfie.ui.shell.pagesave import save_key, to_save
from shelfie.ui.shell.session import Screen, Session
from tools.site import ROOT, launch_args, serve

SAVE_KEY = save_key("dicegame")
NOT_COUNTED = {".br", ".gz", ".map"}
"""Not counted as the site's files: the copies scripts/precompress.mjs writes next to them, and
source maps (only developer tools fetch them)."""
READY = "html[data-ready=true]"
READY_AT = "performance.getEntriesByName('shelfie:ready')[0].startTime"
"""Both pages mark the moment they become playable; its time is measured from navigation start."""
TRANSFERRED = """() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
  .reduce((sum, e) => sum + (e.transferSize || 0), 0)"""
BROTLI = """const z = require("zlib"), fs = require("fs");
let total = 0;
for (const file of JSON.parse(fs.readFileSync(0, "utf8"))) {
  const data = fs.readFileSync(file);
  total += z.brotliCompressSync(data, {params: {[z.constants.BROTLI_PARAM_QUALITY]: 11,
    [z.constants.BROTLI_PARAM_SIZE_HINT]: data.length}}).length;
}
console.log(total);"""
"""Brotli at its highest quality, as a host serving precompressed files sends them (node's zlib)."""


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
    """Everything of ours the site serves (static/ holds the shell's and every game's bundle): all but
    the vendored runtime. The dice game page loads all of it but the other games' bundles."""
    files = [ROOT / "index.html", ROOT / "pyscript.toml", ROOT / "shelfie/web/worker.py"]
    files += [p for p in (ROOT / "static").rglob("*") if p.is_file() and "vendor" not in p.parts]
    return [p for p in files if p.suffix not in NOT_COUNTED]


def runtime_files() -> list[Path]:
    files = (ROOT / "static/vendor").rglob("*")
    return [p for p in files if p.is_file() and p.name != ".installed" and p.suffix not in NOT_COUNTED]


WATCH_LONG_TASKS = """window.shelfieLongTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.shelfieLongTasks.push([e.startTime, e.duration]);
}).observe({type: "longtask", buffered: true});"""
"""An init script: every task of 50 ms or more on the page's main thread, from its start."""
WATCH_STEPS = """window.shelfieSteps = {};
addEventListener("shelfie:progress", (e) => { window.shelfieSteps[e.detail] ??= performance.now(); });"""
"""An init script: when the worker reports each step of its start (the game pages)."""
STEPS = ("Loading interpreter", "Loaded interpreter", "Loaded Pyodide")
SAVE_DATA = "Object.defineProperty(navigator, 'connection', {value: {saveData: true}})"
FIRST_PAINT = "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1"


def measure(page: Page, url: str, reload: bool) -> dict[str, float]:
    """For one load: seconds from navigation start to playable, bytes transferred, the first
    contentful paint, and the blocking time (each long task's excess over 50 ms, as Total Blocking
    Time counts it) until playable."""
    if reload:
        page.reload(wait_until="commit")
    else:
        page.goto(url, wait_until="commit")
    page.wait_for_selector(READY, timeout=120_000)
    ready = page.evaluate(READY_AT)
    page.wait_for_timeout(100)  # the observer's last entries are delivered after their task
    tasks = page.evaluate("window.shelfieLongTasks")
    blocking = sum(max(0.0, duration - 50) for start, duration in tasks if start < ready)
    paint = page.evaluate(FIRST_PAINT)
    prerendered = page.evaluate("document.documentElement.classList.contains('prerendered')")
    return {
        "restored": float(page.evaluate("window.shelfieSnapshot?.start === 'restored'")),
        "usable": (paint if prerendered else ready) / 1000,
        "seconds": ready / 1000,
        "bytes": float(page.evaluate(TRANSFERRED)),
        "paint": paint / 1000,
        "blocking": blocking / 1000,
        **{step: page.evaluate(f"window.shelfieSteps[{json.dumps(step)}] ?? -1000") / 1000 for step in STEPS},
    }


def watched_page(
    browser: Browser,
    save: str | None,
    service_workers: Literal["allow", "block"] = "block",
    snapshot: bool = True,
    rtt: int = 0,
) -> Page:
    """A page in a fresh context that records its long tasks and PyScript's steps, with ``save``
    in its storage (``FIRST_VISIT``: emptied) before every load; without ``snapshot``, Python's
    memory snapshot is never downloaded, so every load starts Python; ``rtt`` milliseconds are added
    to every request's round trip."""
    context = browser.new_context(service_workers=service_workers)
    for script in (WATCH_LONG_TASKS, WATCH_STEPS):
        context.add_init_script(script)
    if save is not None:
        context.add_init_script(storage_script(save))
    if not snapshot:
        # As a browser asking to save data: never downloaded (a route would also switch off the cache).
        context.add_init_script(SAVE_DATA)
    page = context.new_page()
    if rtt:
        network = context.new_cdp_session(page)
        network.send("Network.enable")
        conditions = {"offline": False, "latency": rtt, "downloadThroughput": -1, "uploadThroughput": -1}
        network.send("Network.emulateNetworkConditions", conditions)
    return page


def snapshot_stored(page: Page) -> None:
    """Waits for the first visit's background download of the snapshot (pages that have one)."""
    page.evaluate("window.shelfieSnapshot?.saved")


def cold_visit_brotli(
    browser: Browser, base: str, page_path: str, save: str | None, root: Path, *, snapshot: bool
) -> int:
    """Brotli bytes of every file a cold visit fetches until playable (service workers blocked),
    the worker's included: they are not in the page's resource timing, so requests are counted."""
    page = watched_page(browser, save, snapshot=snapshot)
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    measure(page, base + page_path, reload=False)
    files = fetched_files(requested, base, root)
    assert not any("snapshot" in file.parts for file in files), "a cold visit never fetches the snapshot"
    page.context.close()
    return brotli_bytes(files)


def fetched_files(urls: list[str], base: str, root: Path) -> list[Path]:
    """The local files behind these requests (each once)."""
    files = set()
    for url in urls:
        path = url.removeprefix(base).split("?")[0].split("#")[0]
        local = root / (path or "index.html")
        if local.is_file():
            files.add(local)
    return sorted(files)


def brotli_bytes(files: list[Path]) -> int:
    """What these files weigh brotli-compressed (quality 11), in bytes."""
    done = subprocess.run(
        ["node", "-e", BROTLI],
        input=json.dumps([str(f) for f in files]),
        capture_output=True,
        text=True,
        check=True,
    )
    return int(done.stdout)


FIRST_VISIT = ""
"""As a page's save: storage emptied before every load, so each one is a first visit."""


def storage_script(save: str) -> str:
    if save == FIRST_VISIT:
        return "localStorage.clear()"
    return f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(save)})"


def run(
    browser: Browser, url: str, save: str | None, runs: int, snapshot: bool, *, rtt: int = 0
) -> dict[str, list[float]]:
    """Cold then warm (reload) in fresh contexts, service workers blocked: the plain online case."""
    out: dict[str, list[float]] = defaultdict(list)
    for _ in range(runs):
        page = watched_page(browser, save, snapshot=snapshot, rtt=rtt)
        context = page.context
        for kind, reload in (("cold", False), ("warm", True)):
            load = measure(page, url, reload=reload)
            out[kind].append(load["seconds"])
            for key in ("bytes", "paint", "usable", "blocking", "restored", *STEPS):
                out[f"{kind}_{key}"].append(load[key])
            snapshot_stored(page)
        if save == FIRST_VISIT:
            assert page.get_by_role("heading", name="Choose a game").count() == 1, "the home screen is drawn"
        elif save is not None:
            assert page.get_by_role("button", name="Stop rolling").count() == 1, "the saved table is drawn"
        context.close()
    return out


def run_offline(browser: Browser, url: str, save: str, runs: int) -> list[float]:
    """A first visit installs the service worker; then the network is cut and the page reloaded."""
    times = []
    for _ in range(runs):
        page = watched_page(browser, save, service_workers="allow")
        context = page.context
        measure(page, url, reload=False)
        page.get_by_text("Ready to play offline").wait_for(timeout=120_000)
        snapshot_stored(page)
        context.set_offline(True)
        load = measure(page, url, reload=True)
        assert page.get_by_role("button", name="Stop rolling").count() == 1, (
            "the saved table is drawn offline"
        )
        assert load["restored"], "offline, Python is restored from the stored snapshot"
        times.append(load["seconds"])
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


def milliseconds(text: str) -> int:
    """A round trip to add: a whole number of milliseconds, not below zero."""
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"a round trip cannot be shorter than nothing ({value} ms)")
    return value


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--before",
        type=Path,
        help="a built checkout of an earlier commit (static/vendor and sw.js in place): measured in the same run",
    )
    parser.add_argument(
        "--rtt",
        type=milliseconds,
        default=0,
        help="milliseconds added to every request's round trip (default: none)",
    )
    args = parser.parse_args()
    runs = args.runs
    own_files = app_files()
    own = sum(p.stat().st_size for p in own_files)
    runtime = sum(p.stat().st_size for p in runtime_files())
    with ExitStack() as stack, sync_playwright() as playwright:
        base = stack.enter_context(serve())
        browser = playwright.chromium.launch(**launch_args())
        added = f", {args.rtt} ms added to every round trip" if args.rtt else ""
        print(f"Chromium {browser.version}, {runs} runs each, interleaved, medians{added}")
        plan = {
            "game page (saved table)": (base, "index.html", saved_game(), ROOT, True),
            "game page, no snapshot": (base, "index.html", saved_game(), ROOT, False),
            "game page, first visit": (base, "index.html", FIRST_VISIT, ROOT, True),
            "bare Pyodide page": (base, "benchmarks/bare-pyodide.html", None, ROOT, False),
        }
        if args.before is not None:
            before = args.before.resolve()
            # A checkout from before the shell reads only the page format of its time.
            earlier = saved_game() if (before / "shelfie/ui/shell").is_dir() else saved_game_v1()
            plan["game page before"] = (
                stack.enter_context(serve(before)),
                "index.html",
                earlier,
                before,
                False,
            )
        pages: dict[str, dict[str, list[float]]] = {name: {} for name in plan}
        for _ in range(runs):
            for name, (host, path, save, _root, snapshot) in plan.items():
                for key, values in run(browser, host + path, save, 1, snapshot, rtt=args.rtt).items():
                    pages[name].setdefault(key, []).extend(values)
        offline = run_offline(browser, base + "index.html", saved_game(), runs)
        brotli = {
            name: cold_visit_brotli(browser, host, path, save, root, snapshot=snapshot)
            for name, (host, path, save, root, snapshot) in plan.items()
        }
        browser.close()

    def median(result: dict[str, list[float]], key: str) -> float:
        return statistics.median(result[key])

    for name, result in pages.items():
        print(
            f"{name:24} cold {median(result, 'cold'):.2f} s (the page's requests {median(result, 'cold_bytes') / 1e6:.1f} MB;"
            f" with the worker's, brotli {brotli[name] / 1e6:.2f} MB)   warm {median(result, 'warm'):.2f} s"
            f" ({median(result, 'warm_bytes') / 1e6:.2f} MB)"
        )
        print(
            f"{'':24} first contentful paint cold {median(result, 'cold_paint'):.2f} s, warm"
            f" {median(result, 'warm_paint'):.2f} s; first usable cold {median(result, 'cold_usable'):.2f} s,"
            f" warm {median(result, 'warm_usable'):.2f} s; blocking time until playable (long tasks' excess over"
            f" 50 ms) cold {median(result, 'cold_blocking'):.2f} s, warm {median(result, 'warm_blocking'):.2f} s"
        )
        restored = sum(result["warm_restored"])
        print(
            f"{'':24} warm: Python restored from the snapshot in {restored:.0f} of {len(result['warm'])} runs"
        )
        for kind in ("cold", "warm"):
            if median(result, f"{kind}_Loaded Pyodide") > 0:
                print(
                    f"{'':24} {kind}: the worker starts Python at {median(result, f'{kind}_Loading interpreter'):.2f} s,"
                    f" has the interpreter at {median(result, f'{kind}_Loaded interpreter'):.2f} s and our files at"
                    f" {median(result, f'{kind}_Loaded Pyodide'):.2f} s; our start ends at {median(result, kind):.2f} s"
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
    # No target: the old 200 KB budget was set for one game before the shell, its two languages and two
    # more games; what a visit downloads is measured above, with the runtime (docs/PERFORMANCE.md).
    print(
        f"app's own files: {own / 1000:.1f} KB uncompressed, {brotli_bytes(own_files) / 1000:.1f} KB brotli"
        f" (a page loads the shell's bundle and one game's of them); vendored runtime {runtime / 1e6:.1f} MB"
    )


if __name__ == "__main__":
    main()
