"""A returning player's start at a phone's CPU speed: the page's main-thread long tasks, side by side.

Run: .venv/bin/python -m benchmarks.returning [--runs N] [--cpu 4] [--before DIR]   (needs `make site`)

Lighthouse's returning-visit score (>= 95) is its Total Blocking Time, and three runs of
it move by 10 points. This measures the same thing steadily: a browser profile visits the page once
(service worker installed, Python's memory snapshot stored), stays open while V8 finishes optimising
Python's WebAssembly and writes its code cache, and is closed; then each run relaunches the browser
on that profile, as a player coming back does, slows its CPU ``--cpu`` times as Lighthouse's mobile
preset does, and records every main-thread task of 50 ms or more until 3 s after playable.
``--before`` measures a built checkout of an earlier commit in the same run, interleaved.
"""

import argparse
import statistics
import tempfile
from contextlib import ExitStack
from pathlib import Path

from playwright.sync_api import Playwright, sync_playwright

from benchmarks.boot import READY, WATCH_LONG_TASKS
from benchmarks.lighthouse import visit_once
from tools.site import ROOT, launch_args, serve

CODE_CACHE_SECONDS = 40
"""How long the first visit stays open (``visit_once``): V8 caches a module's code once its
optimising compiler has finished, which takes Python's WebAssembly tens of seconds here."""


def returning_visit(playwright: Playwright, url: str, profile: Path, cpu: float) -> dict[str, float]:
    context = playwright.chromium.launch_persistent_context(profile, **launch_args())
    context.add_init_script(WATCH_LONG_TASKS)
    page = context.new_page()
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": cpu})
    page.goto(url)
    page.wait_for_selector(READY, timeout=120_000)
    ready = page.evaluate("performance.now()")
    page.wait_for_timeout(3000)
    assert page.evaluate("shelfieSnapshot.start") == "restored", "Python restored from the snapshot"
    tasks = [duration for _, duration in page.evaluate("window.shelfieLongTasks")]
    context.close()
    return {
        "ready": ready / 1000,
        "blocking": sum(max(0.0, duration - 50) for duration in tasks) / 1000,
        "longest": max(tasks, default=0.0) / 1000,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cpu", type=float, default=4.0, help="CPU slowdown (Lighthouse mobile: 4)")
    parser.add_argument("--before", type=Path, help="a built checkout of an earlier commit")
    args = parser.parse_args()
    sites = {"this checkout": ROOT, **({"before": args.before.resolve()} if args.before else {})}
    results: dict[str, list[dict[str, float]]] = {name: [] for name in sites}
    with ExitStack() as stack:
        urls = {name: stack.enter_context(serve(root)) + "index.html" for name, root in sites.items()}
        profiles = {name: Path(stack.enter_context(tempfile.TemporaryDirectory())) for name in sites}
        for name in sites:
            visit_once(urls[name], profiles[name], stay_seconds=CODE_CACHE_SECONDS)
        playwright = stack.enter_context(sync_playwright())
        for _ in range(args.runs):
            for name in sites:
                results[name].append(returning_visit(playwright, urls[name], profiles[name], args.cpu))
    print(f"Returning visits, CPU {args.cpu:g} times slower, {args.runs} runs each, interleaved, medians")
    for name, runs in results.items():
        median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
        print(
            f"{name:14} playable {median['ready']:.2f} s; main-thread blocking (long tasks' excess"
            f" over 50 ms, until 3 s after playable) {median['blocking']:.2f} s;"
            f" longest task {median['longest']:.2f} s"
        )


if __name__ == "__main__":
    main()
