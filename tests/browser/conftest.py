"""Playwright in Chromium against the site served from this checkout.

Debian's Chromium is used where it is installed (Playwright cannot download its own
browser here); SHELFIE_CHROMIUM names another binary; with neither, Playwright's own.
"""

import os
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Error, Locator

from tests.site_build import browser_tests
from tools.site import launch_args, serve

from .helpers import BOOT_MS, wait_ready

RESTORED = os.environ.get("SHELFIE_BROWSER_RESTORED") == "1"


def pytest_collection_modifyitems(items):
    browser_tests(items, Path(__file__).parent)


ANSWERED = "!document.querySelector('#app[data-pending]')"
"""The worker has answered every request (static/page.js marks the game data-pending meanwhile)."""


@pytest.fixture(autouse=True)
def answered_presses(request, monkeypatch):
    """A click or a key pressed on a control waits for the worker's answer before the test reads the
    screen, as a person sees the answer before pressing on: Python answers from a worker, after the
    press (issue 30). A test marked ``raw_presses`` presses without waiting (the page's
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
    return launch_args(browser_type_launch_args)


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
    page.on("request", lambda request: seen.requests.append(request.url))
    page.on("console", lambda message: message.type == "error" and seen.errors.append(message.text))
    page.on("pageerror", lambda error: seen.errors.append(str(error)))
    yield seen
    assert seen.errors == [], "no console errors"
    assert seen.foreign() == [], "every request goes to the page's own host"


@pytest.fixture
def open_game(page, site_url, watch):
    """Navigate to the game (``?seed=`` fixes the dice) and wait until Python has drawn it."""

    def go(query: str = "") -> None:
        page.goto(site_url + ("index.html" + query if query else ""))
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
