"""Playwright in Chromium against the site served from this checkout.

Chromium's headless shell, Debian's where it is installed (Playwright cannot download its own
browser here), else Playwright's own; SHELFIE_CHROMIUM names another binary (tools/site.py,
``launch_args``).
"""

import json
import os
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Error, Locator, Page

from tests.site_build import browser_tests
from tools.site import RESTART, RESTARTABLE, launch_args, serve

from .helpers import BOOT_MS, wait_ready

RESTORED = os.environ.get("SHELFIE_BROWSER_RESTORED") == "1"
COLD = os.environ.get("SHELFIE_BROWSER_COLD") == "1"
"""Every test on a page of its own, Python started for each (the warm pages off: to compare)."""


def pytest_collection_modifyitems(items):
    for item in browser_tests(items, Path(__file__).parent):
        # make test's Chromium step picks its browser tests by the browser in their names
        # (Makefile, chromium-tests): a test not named for one would run in no step at all.
        callspec = getattr(item, "callspec", None)
        if callspec is None or "browser_name" not in callspec.params:
            raise pytest.UsageError(
                f"{item.nodeid} is not named for its browser: use the page, context, browser or"
                " browser_name fixture, or make test runs it nowhere"
            )


ANSWERED = "!document.querySelector('#app[data-pending]')"
"""The worker has answered every request (static/page.js marks the game data-pending meanwhile)."""


@pytest.fixture(autouse=True)
def answered_presses(request, monkeypatch):
    """A click or a key pressed on a control waits for the worker's answer before the test reads the
    screen, as a person sees the answer before pressing on: Python answers from a worker, after the
    press. A test marked ``raw_presses`` presses without waiting (the page's
    responsiveness while the worker is busy)."""
    if request.node.get_closest_marker("raw_presses"):
        return
    for name in ("click", "press"):
        original = getattr(Locator, name)

        def waiting(self, *args, _original=original, **kwargs):
            result = _original(self, *args, **kwargs)
            # Every frame: the game may be in a blog's iframe. A press that navigated or closed the
            # page leaves nothing to answer.
            for frame in self.page.frames:
                with suppress(Error):
                    frame.wait_for_function(ANSWERED, timeout=BOOT_MS)
            return result

        monkeypatch.setattr(Locator, name, waiting)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return launch_args(browser_type_launch_args, baseline_wasm=True, shell=True)


@pytest.fixture(scope="session")
def site_url():
    with serve() as url:
        yield url


@dataclass
class Watch:
    """Every request and console error of a page, to assert nothing leaves our host."""

    host: str
    requests: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def foreign(self) -> list[str]:
        """Requests that leave the page's host: its own blob: URLs (PyScript's worker) stay."""
        own_blob = f"blob:http://{self.host}/"
        return [
            url
            for url in self.requests
            if urlsplit(url).netloc != self.host and not url.startswith(("data:", own_blob))
        ]


@pytest.fixture
def watch(page, site_url):
    """Fails the test if the page logs an error (CSP violations included) or leaves our host."""
    seen = Watch(urlsplit(site_url).netloc)
    handlers = {
        "request": lambda request: seen.requests.append(request.url),
        "console": lambda message: message.type == "error" and seen.errors.append(message.text),
        "pageerror": lambda error: seen.errors.append(str(error)),
    }
    for event, handler in handlers.items():
        page.on(event, handler)
    yield seen
    for event, handler in handlers.items():  # a warm page goes on to the next test
        page.remove_listener(event, handler)
    assert seen.errors == [], "no console errors"
    assert seen.foreign() == [], "every request goes to the page's own host"


# --- warm pages --------------------------------------------------------------------------------
# Starting Python in a new browser context is most of a browser test's time (2.5-5 s and about 5 s
# of CPU a cold start, against 0.1 s of CPU for a restart). The tests of every module marked
# ``warm`` share one page per test process (one per set of context arguments: a module that asks
# for a phone's touch screen or the clipboard gets a page of its own): the first test to use it
# starts Python, and every later test begins on it as a new visit would, by ``shelfieRestart``
# (static/page.js): a new, empty conversation in the worker, the storage emptied first, the
# viewport, colour scheme, motion and routes set back. A test that changes what cannot be set back
# (an init script, a clock, its context) is marked ``cold`` and gets a page of its own, as is every
# test of a module not marked. Loading, the snapshot, offline, the embed and the first visit's
# tests stay cold (their modules are not marked), and so does every test with
# SHELFIE_BROWSER_RESTORED=1 or SHELFIE_BROWSER_COLD=1.


def warm(request) -> bool:
    node = request.node
    return (
        not RESTORED
        and not COLD
        and node.get_closest_marker("warm") is not None
        and node.get_closest_marker("cold") is None
    )


@pytest.fixture(scope="session")
def _warm_tabs(browser):
    """The test process's warm pages, by their context's arguments."""
    tabs: dict[str, Page] = {}
    yield tabs
    for tab in tabs.values():
        with suppress(Error):
            tab.context.close()


@pytest.fixture
def warm_tab(_warm_tabs, browser, browser_context_args) -> Page:
    """The warm page for this test's context arguments, opened by the first test that needs it (or
    again, should an earlier test have closed or crashed it)."""
    key = json.dumps(browser_context_args, sort_keys=True, default=str)
    tab = _warm_tabs.get(key)
    if tab is None or tab.is_closed():
        tab = browser.new_context(**browser_context_args).new_page()
        _warm_tabs[key] = tab
    return tab


# --- motion ------------------------------------------------------------------------------------
# Thrown dice tumble for 0.38 s, and a click waits until what it presses stands still: with the
# page's motion on, each press on a die just thrown waits 0.4-0.9 s. A test asks the page for less
# motion (as a player may, prefers-reduced-motion) unless it is marked ``motion``: the motion's own
# tests, and one whole game of each kind of play that a player sees in motion
# (tests/browser/test_full_game.py, tests/engines).


def motion(request) -> str:
    """The motion the test's page is to show: the page's own, or the less a player may ask for."""
    return "no-preference" if request.node.get_closest_marker("motion") else "reduce"


@pytest.fixture
def device_args(browser_context_args):
    """A context of another device a test opens beside its page (a friend's phone, a second
    browser): its page asks for less motion, as the test's own page does."""
    return {**browser_context_args, "reduced_motion": "reduce"}


@pytest.fixture
def page(request, browser_context_args):
    """The test's page: a fresh context's, or the module's warm page set back for a new test."""
    if not warm(request):
        fresh = request.getfixturevalue("context").new_page()
        fresh.emulate_media(reduced_motion=motion(request))
        yield fresh
        return
    if "context" in request.fixturenames:
        pytest.fail("a test of a warm module that uses its context is marked cold")
    tab = request.getfixturevalue("warm_tab")
    tab.warm_fresh = True  # open_game's first call in this test begins on empty storage
    viewport = browser_context_args.get("viewport") or {"width": 1280, "height": 720}
    tab.set_viewport_size(viewport)
    tab.emulate_media(color_scheme="null", reduced_motion=motion(request), forced_colors="null")
    yield tab
    tab.unroute_all(behavior="ignoreErrors")
    tab.context.unroute_all(behavior="ignoreErrors")


def restartable(page, site_url: str) -> bool:
    """The page is the site's, Python started, and not an embed (whose frame boot.js set up)."""
    if not page.url.startswith(site_url):
        return False
    with suppress(Error):
        return page.evaluate(RESTARTABLE)
    return False


@pytest.fixture
def open_game(page, site_url, watch, request):
    """Open the game (``?seed=`` fixes the dice) and wait until Python has drawn it: a new visit,
    on a warm page a restart of the conversation (the first of a test on empty storage)."""

    def go(query: str = "") -> None:
        address = site_url + ("index.html" + query if query else "")
        if warm(request) and "embed" not in query and restartable(page, site_url):
            page.evaluate(RESTART, [address, page.warm_fresh])
            page.warm_fresh = False
        else:
            if warm(request) and page.warm_fresh and page.url.startswith(site_url):
                with suppress(Error):
                    page.evaluate("localStorage.clear(); sessionStorage.clear()")
            page.warm_fresh = False
            page.goto(address)
        wait_ready(page)
        if RESTORED:
            assert page.evaluate("shelfieSnapshot.start") == "restored"

    return go


STORE_SNAPSHOT = """async (site) => {
  const { download } = await import(`${site}static/interpreter.mjs`);
  const outcome = await download();
  if (outcome !== "stored") throw new Error(outcome);
}"""


@pytest.fixture(autouse=True)
def restored_python(request, site_url):
    """With SHELFIE_BROWSER_RESTORED=1 every test's context holds Python's memory snapshot before the
    test opens the site, so its pages start from a restored Python instead of a started one: the
    whole suite run that way (``SHELFIE_BROWSER_RESTORED=1 .venv/bin/pytest tests/browser
    --deselect tests/browser/test_snapshot.py``, whose tests set up their own visits) checks that a
    restored Python plays every game as a started one does. Tests that serve their own copy of the
    site (another origin) still start Python."""
    if not RESTORED or "context" not in request.fixturenames:
        return
    context = request.getfixturevalue("context")
    helper = context.new_page()
    helper.goto(site_url + "static/snapshot/manifest.json")
    helper.evaluate(STORE_SNAPSHOT, site_url)
    helper.close()
