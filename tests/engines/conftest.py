"""The three engines as one fixture: each cross-engine test runs in Chromium, Firefox and WebKit.

An engine this machine cannot run is skipped with its reason, shown in pytest's summary (``-ra``):
``make test`` installs Debian's Firefox ESR, WebKitGTK's driver and Xvfb first
(``scripts/ensure-engines``), so on these machines the skip means the install failed.
``-k firefox`` (or ``chromium``, ``webkit``) runs one engine alone.
"""

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.site_build import browser_tests
from tools.site import launch_args

from .drivers import (
    FIREFOX_BASELINE_WASM,
    MINIBROWSER,
    WEBKIT_BASELINE_WASM,
    Driver,
    MarionetteFirefox,
    PlaywrightDriver,
    WebKitGTK,
    xvfb,
)

ENGINES = ("chromium", "firefox", "webkit")


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(config, items):
    """Browser tests, grouped by engine: ``-n 2 --dist loadgroup`` (make test) runs Firefox's and
    WebKit's tests side by side, each engine's one at a time in a process of its own. A test
    marked ``doubled_by_browser_suite`` runs in Firefox and WebKit only: ``tests/browser`` already
    runs the same path in Chromium (the marker names the test that does)."""
    doubled = [
        item
        for item in items
        if item.get_closest_marker("doubled_by_browser_suite")
        and getattr(item, "callspec", None)
        and item.callspec.params.get("engine") == "chromium"
    ]
    if doubled:
        config.hook.pytest_deselected(items=doubled)
        items[:] = [item for item in items if item not in doubled]
    for item in browser_tests(items, Path(__file__).parent):
        item.add_marker(pytest.mark.xdist_group(item.callspec.params["engine"]))


def _playwright_build(playwright, engine: str) -> bool:
    """Playwright's own build of ``engine`` is on this machine (it downloads them where it can)."""
    return Path(getattr(playwright, engine).executable_path).exists()


@pytest.fixture(scope="session")
def _display() -> Iterator[str | None]:
    if not shutil.which("Xvfb"):
        yield None
        return
    with xvfb() as display:
        yield display


@pytest.fixture(scope="session")
def _engines(playwright) -> Iterator[dict[str, object]]:
    """Each engine started once for the test process, and why an engine cannot be had."""
    started: dict[str, object] = {}
    yield started
    for running in started.values():
        if not isinstance(running, str):
            running.close()  # type: ignore[attr-defined]


def _start(engine: str, playwright, display: str | None, baseline: bool) -> object:
    """A Playwright browser, a WebDriver engine's driver, or why neither can be had; ``baseline``:
    Python's WebAssembly compiled by the engine's baseline compiler alone (drivers.py)."""
    if engine == "chromium":
        return playwright.chromium.launch(**launch_args(baseline_wasm=baseline, shell=True))
    if engine == "firefox" and _playwright_build(playwright, engine):
        return playwright.firefox.launch(firefox_user_prefs=FIREFOX_BASELINE_WASM if baseline else {})
    if _playwright_build(playwright, engine):
        return playwright.webkit.launch(env={**os.environ, **(WEBKIT_BASELINE_WASM if baseline else {})})
    if engine == "firefox":
        binary = os.environ.get("SHELFIE_FIREFOX") or shutil.which("firefox-esr") or shutil.which("firefox")
        if not binary:
            return "firefox: neither Playwright's Firefox nor Debian's firefox-esr is installed"
        return MarionetteFirefox(binary, baseline_wasm=baseline)
    driver = shutil.which("WebKitWebDriver")
    browser = next((str(path) for path in MINIBROWSER if path.exists()), None)
    if not driver or not browser:
        return "webkit: neither Playwright's WebKit nor Debian's webkit2gtk-driver is installed"
    if display is None:
        return "webkit: WebKitGTK needs a screen and Xvfb is not installed"
    return WebKitGTK(driver, browser, display, baseline_wasm=baseline)


@pytest.fixture(params=ENGINES)
def engine(request, playwright, _engines) -> Iterator[Driver]:
    """A page in one engine; every test serves the site on a port no earlier test had
    (tools/site.py), a new origin whose storage, caches and service worker start empty. Playwright
    gives each test a fresh context of one browser; Firefox is started once per test process
    (2-5 s) and each test begins on an empty page of it; an engine whose ``fresh`` says it cannot go
    on (one that no longer answers, and WebKitGTK after every test: drivers.py) is started anew for
    the next test, so a crash or a hang fails its own test only. The engines compile Python's
    WebAssembly with their baseline compilers alone (drivers.py), but for the tests marked
    ``players_compilers``, whose browser compiles it as a player's does: each engine's optimising
    compiler still runs Python through whole games that must end exactly where CPython's do."""
    name = request.param
    baseline = request.node.get_closest_marker("players_compilers") is None
    key = name if baseline else f"{name}, the players' compilers"
    known = _engines.get(key)
    if known is None:
        try:
            # Only WebKitGTK needs a screen: Xvfb starts with the first WebKit test of a process.
            display = request.getfixturevalue("_display") if name == "webkit" else None
            known = _start(name, playwright, display, baseline)
        except Exception as error:  # an engine that will not start is a reason, not a crash
            known = f"{name}: could not start ({type(error).__name__}: {error})"
        _engines[key] = known
    if isinstance(known, str):
        pytest.skip(known)
    if hasattr(known, "new_context"):
        page = PlaywrightDriver(name, known)
        yield page
        page.close()
        return
    try:
        yield known  # type: ignore[misc]
    finally:
        if not known.fresh():  # type: ignore[attr-defined]
            known.close()  # type: ignore[attr-defined]
            del _engines[key]
