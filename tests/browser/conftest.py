"""Playwright in Chromium against the site served from this checkout.

Debian's Chromium is used where it is installed (Playwright cannot download its own
browser here); SHELFIE_CHROMIUM names another binary; with neither, Playwright's own.
"""

import os
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests.site_build import browser_tests
from tools.site import launch_args, serve

BOOT_TIMEOUT_MS = 90_000
RESTORED = os.environ.get("SHELFIE_BROWSER_RESTORED") == "1"


def pytest_collection_modifyitems(items):
    browser_tests(items, Path(__file__).parent)


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
        return [
            url for url in self.requests if urlsplit(url).netloc != self.host and not url.startswith("data:")
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
        page.wait_for_selector("html[data-ready=true]", timeout=BOOT_TIMEOUT_MS)
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
