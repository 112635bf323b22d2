"""The main thread while computers think: long tasks during four Hard computers' whole game.

Run: .venv/bin/python -m benchmarks.responsiveness [--runs N]   (needs `make site`)

The target: no main-thread task over 50 ms during a Hard decision. The page opens a
four-seat dice game of Hard computers and presses "Skip the computer's turns": the worker plays
the whole game (hundreds of decisions) while a long-task observer on the page records every main-
thread task of 50 ms or more, and requestAnimationFrame counts the frames drawn meanwhile.
"""

import argparse
import statistics

from playwright.sync_api import Page, sync_playwright

from tools.site import launch_args, serve

WATCH = """window.shelfieLongTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.shelfieLongTasks.push([e.startTime, e.duration]);
}).observe({type: "longtask", buffered: true});
window.shelfieFrames = 0;
const tick = () => { window.shelfieFrames++; requestAnimationFrame(tick); };
requestAnimationFrame(tick);"""


def one_run(page: Page, url: str) -> dict[str, float]:
    page.goto(url + "index.html?seed=5&game=dicegame")
    page.wait_for_selector("html[data-ready=true]", timeout=120_000)
    for _ in range(2):
        page.get_by_role("button", name="Add player").click()
    page.wait_for_selector("#app:not([data-pending])")
    for seat in range(1, 5):
        page.get_by_label(f"Player {seat} plays as").select_option("hard")
    page.get_by_role("button", name="Start game").click()
    skip = page.get_by_role("button", name="Skip the computer's turns")
    skip.wait_for()
    page.wait_for_selector("#app:not([data-pending])")
    before = page.evaluate("[performance.now(), window.shelfieFrames]")
    skip.click()
    page.get_by_role("heading", name="Game over").wait_for(timeout=120_000)
    after = page.evaluate("[performance.now(), window.shelfieFrames]")
    page.wait_for_timeout(100)  # the observer's last entries are delivered after their task
    tasks = [d for start, d in page.evaluate("window.shelfieLongTasks") if before[0] <= start <= after[0]]
    seconds = (after[0] - before[0]) / 1000
    return {
        "seconds": seconds,
        "longest": max(tasks, default=0.0),
        "long tasks": float(len(tasks)),
        "frames per second": (after[1] - before[1]) / seconds,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with serve() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        runs = []
        for _ in range(args.runs):
            context = browser.new_context(service_workers="block")
            context.add_init_script(WATCH)
            runs.append(one_run(context.new_page(), url))
            context.close()
        browser.close()
    print(
        f"== benchmarks.responsiveness: four Hard computers play a whole dice game (Skip), {args.runs} runs"
    )
    for key, unit in (("seconds", "s"), ("longest", "ms"), ("long tasks", ""), ("frames per second", "")):
        values = [run[key] for run in runs]
        print(f"{key:>18}: median {statistics.median(values):.1f}{unit}  (max {max(values):.1f}{unit})")


if __name__ == "__main__":
    main()
