"""The CPU of a cold start of the game in each test browser: with the players' WebAssembly compilers,
and with the baseline compilers alone that the tests ask for (tools/site.py, BASELINE_WASM_FLAGS;
tests/engines/drivers.py); in Chromium also in its headless shell, which the tests run, beside the
whole Chromium that players run (tools/site.py, ``launch_args``).

Run: .venv/bin/python -m benchmarks.cold_starts [--runs N] [--engines chromium firefox webkit]
(needs `make site`, and Firefox ESR, WebKitGTK's driver and Xvfb for those two: `make engines`)

Each start is a new browser context (Chromium) or a new origin (Firefox and WebKit, one browser for
all runs) opening the dice game until Python has drawn it, then four seconds more, as a test goes
on to its next step while the optimising compiles run in background threads. The CPU is the whole
machine's (user and system time, /proc/stat), so run it on an idle machine; the two settings run
one after another in each round, so that the machine's pace moves both alike.
"""

import argparse
import contextlib
import os
import shutil
import statistics
import time
from collections.abc import Callable, Iterator

from playwright.sync_api import Playwright, sync_playwright

from tests.engines.drivers import MINIBROWSER, MarionetteFirefox, WebKitGTK, xvfb
from tools.site import launch_args, serve

SETTLE_S = 4.0


def machine_cpu() -> float:
    """Seconds of CPU the whole machine has spent (user, nice and system), from /proc/stat."""
    with open("/proc/stat") as stat:
        user, nice, system = (int(field) for field in stat.readline().split()[1:4])
    return (user + nice + system) / os.sysconf("SC_CLK_TCK")


def measured(start: Callable[[str], None], url: str) -> tuple[float, float]:
    """Wall seconds until the game at ``url`` is drawn, and the machine's CPU seconds until SETTLE_S
    later."""
    cpu, wall = machine_cpu(), time.monotonic()
    start(url)
    drawn = time.monotonic() - wall
    time.sleep(SETTLE_S)
    return drawn, machine_cpu() - cpu


@contextlib.contextmanager
def chromium(playwright: Playwright, baseline: bool, shell: bool = False) -> Iterator[Callable[[str], None]]:
    browser = playwright.chromium.launch(**launch_args(baseline_wasm=baseline, shell=shell))

    def cold_start(url: str) -> None:
        context = browser.new_context()
        page = context.new_page()
        page.goto(url + "index.html?game=dicegame")
        page.wait_for_selector("html[data-ready=true]", timeout=120_000)
        context.close()

    yield cold_start
    browser.close()


@contextlib.contextmanager
def firefox(_playwright: Playwright, baseline: bool) -> Iterator[Callable[[str], None]]:
    binary = shutil.which("firefox-esr") or shutil.which("firefox")
    if not binary:
        raise SystemExit("firefox: Debian's firefox-esr is not installed (make engines)")
    driver = MarionetteFirefox(binary, baseline_wasm=baseline)

    def cold_start(url: str) -> None:
        driver.open(url + "index.html?game=dicegame")
        driver.fresh()

    yield cold_start
    driver.close()


@contextlib.contextmanager
def webkit(_playwright: Playwright, baseline: bool) -> Iterator[Callable[[str], None]]:
    driver_path = shutil.which("WebKitWebDriver")
    browser = next((str(path) for path in MINIBROWSER if path.exists()), None)
    if not driver_path or not browser or not shutil.which("Xvfb"):
        raise SystemExit("webkit: WebKitGTK's driver, MiniBrowser or Xvfb is not installed (make engines)")
    with xvfb() as display:
        driver = WebKitGTK(driver_path, browser, display, baseline_wasm=baseline)

        def cold_start(url: str) -> None:
            driver.open(url + "index.html?game=dicegame")
            driver.fresh()

        yield cold_start
        driver.close()


ENGINES: dict[str, Callable[..., contextlib.AbstractContextManager[Callable[[str], None]]]] = {
    "chromium": chromium,
    "firefox": firefox,
    "webkit": webkit,
}

SETTINGS: dict[str, list[tuple[str, dict[str, bool]]]] = {
    "chromium": [
        ("the players' (whole Chromium)", {"baseline": False}),
        ("baseline only (whole Chromium)", {"baseline": True}),
        ("baseline only, headless shell (the tests)", {"baseline": True, "shell": True}),
    ],
    "firefox": [("the players'", {"baseline": False}), ("baseline only (the tests)", {"baseline": True})],
    "webkit": [("the players'", {"baseline": False}), ("baseline only (the tests)", {"baseline": True})],
}
"""Each engine's settings, as the row's words and the engine's arguments."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--engines", nargs="+", choices=sorted(ENGINES), default=list(ENGINES))
    args = parser.parse_args()
    print(
        f"| engine | compilers | cold start, wall (median of {args.runs}) | CPU until {SETTLE_S:.0f} s later |"
    )
    print("|---|---|---|---|")
    for name in args.engines:
        settings = SETTINGS[name]
        results: list[list[tuple[float, float]]] = [[] for _ in settings]
        with contextlib.ExitStack() as stack:
            playwright = stack.enter_context(sync_playwright())
            starts = [stack.enter_context(ENGINES[name](playwright, **kwargs)) for _label, kwargs in settings]
            for _ in range(args.runs + 1):  # the first round warms the files' cache and is not kept
                for index, start in enumerate(starts):
                    with serve() as url:  # a new origin each time: nothing of an earlier start kept
                        results[index].append(measured(start, url))
        for (label, _kwargs), measures in zip(settings, results, strict=True):
            kept = measures[1:]
            wall = statistics.median(drawn for drawn, _cpu in kept)
            cpu = statistics.median(cpu for _drawn, cpu in kept)
            print(f"| {name} | {label} | {wall:.2f} s | {cpu:.2f} s |")


if __name__ == "__main__":
    main()
