"""The static page before Python: title and progress at once, and boot errors shown to the player."""

import re

import pytest
from playwright.sync_api import expect

from tools.site import ROOT

from .helpers import BOOT_MS, saved_session, wait_ready
from .test_accessibility_and_layout import axe_violations


class HeldRuntime:
    """Holds back Pyodide's wasm, so the page stays before Python for as long as the test needs."""

    def __init__(self, page) -> None:
        self.routes: list = []
        self.released = False
        page.route(re.compile(r".*/pyodide\.asm\.wasm$"), self.hold)

    def hold(self, route) -> None:
        """Playwright's handler (a bound list method cannot be one: it tags the callable). The
        worker asks for the wasm when it gets there, which may be after the release."""
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)

    def release(self) -> None:
        self.released = True
        for route in self.routes:
            route.continue_()


def test_a_returning_visit_shows_the_title_and_progress_until_python_is_ready(page, site_url):
    page.add_init_script("localStorage.setItem('shelfie.language', 'en')")
    held = HeldRuntime(page)
    page.goto(site_url, wait_until="domcontentloaded")
    expect(page.get_by_role("heading", name="Shelfie")).to_be_visible()
    expect(page.get_by_role("progressbar")).to_be_visible()
    play = page.get_by_role("button", name="Play My Shelfie: The Dice Game")
    expect(play).to_have_count(0)
    held.release()
    wait_ready(page)
    expect(page.get_by_role("progressbar")).to_have_count(0)
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(play).to_be_enabled()


def test_a_first_visit_opens_on_the_home_screen_before_python(page, site_url):
    """index.html carries the home screen the Python views render (tools/prerender.py)."""
    held = HeldRuntime(page)
    page.goto(site_url, wait_until="domcontentloaded")
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(page.get_by_role("button", name="Play My Shelfie: The Dice Game")).to_be_enabled()
    expect(page.get_by_role("button", name="Learn My Shelfie: The Dice Game")).to_be_visible()
    expect(page.get_by_role("progressbar")).to_have_count(0)
    assert page.get_attribute("html", "data-ready") is None, "Python has not started"
    assert axe_violations(page) == []
    held.release()
    wait_ready(page)
    expect(page.get_by_role("heading", name="Choose a game")).to_have_count(1)
    expect(page.get_by_role("button", name="Play My Shelfie: The Dice Game")).to_be_enabled()


def test_start_pressed_before_python_says_starting_and_proceeds_by_itself(page, site_url):
    held = HeldRuntime(page)
    page.goto(site_url, wait_until="domcontentloaded")
    play = page.get_by_role("button", name="Play Splitter")
    play.focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("status")).to_have_text(re.compile("Starting"))
    held.release()
    expect(page.get_by_role("heading", name="New game: Splitter")).to_be_visible(timeout=BOOT_MS)
    expect(page.get_by_role("button", name="Start game")).to_be_enabled()
    assert page.evaluate("document.activeElement.tagName") != "BODY", "focus is not lost"


def test_a_slow_start_is_said_only_once_the_player_waits_for_a_button(page, site_url):
    page.clock.install()
    held = HeldRuntime(page)
    page.goto(site_url, wait_until="domcontentloaded")
    slow = page.get_by_text("This is taking longer than usual")
    page.clock.run_for(25_000)
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(slow).to_have_count(0)
    page.get_by_role("button", name="Play Splitter").click()
    page.clock.run_for(25_000)
    expect(slow).to_be_visible()
    expect(page.get_by_role("button", name="Reload")).to_be_visible()
    held.release()


def test_a_shared_link_to_a_game_opens_on_its_set_up_filled_in_before_python(page, site_url):
    """?game= (a shared link, a blog's embed): the set-up is there before Python, names and seat
    kinds can be filled in, and Start pressed meanwhile starts the game with them."""
    held = HeldRuntime(page)
    page.goto(site_url + "?game=dicegame&seed=5", wait_until="domcontentloaded")
    expect(page.get_by_role("heading", name="New game: My Shelfie: The Dice Game")).to_be_visible()
    expect(page.get_by_role("progressbar")).to_have_count(0)
    assert page.get_attribute("html", "data-ready") is None, "Python has not started"
    assert axe_violations(page) == []
    page.get_by_label("Player 1 name").fill("Zoe")
    page.get_by_label("Player 2 name").fill("Hal")
    page.get_by_label("Player 2 plays as").select_option("hard")
    page.get_by_role("button", name="Start game").click()
    expect(page.get_by_role("status")).to_have_text(re.compile("Starting"))
    held.release()
    roll = page.get_by_role("button", name="Roll the dice")
    expect(roll.or_(page.get_by_role("button", name="Skip the computer's turns"))).to_be_visible(
        timeout=BOOT_MS
    )
    session = saved_session(page)
    assert session.names == ("Zoe", "Hal")
    assert session.kinds == ("person", "hard")


def test_python_takes_over_the_prerendered_screen_without_interrupting_typing(page, site_url):
    """When Python's first screen is the prerendered one, its nodes stay: a name being typed keeps
    its focus and caret across Python's start."""
    held = HeldRuntime(page)
    page.goto(site_url + "?game=splitter", wait_until="domcontentloaded")
    name = page.get_by_label("Player 1 name")
    name.fill("")
    name.press_sequentially("Zo")
    name.evaluate("(field) => { field.typedBeforePython = true; }")  # a property: the markup stays
    held.release()
    wait_ready(page)
    expect(name).to_be_focused()
    assert name.evaluate("(field) => field.typedBeforePython") is True, "the same node"
    page.keyboard.type("e")
    expect(name).to_have_value("Zoe")
    expect(page.get_by_role("progressbar")).to_have_count(0)
    page.get_by_role("button", name="Start game").click()
    expect(page.get_by_role("button", name="Start game")).to_have_count(0)
    assert saved_session(page, "shelfie.splitter.save").names[0] == "Zoe"


def test_a_visit_that_python_opens_elsewhere_keeps_the_loading_screen(page, site_url):
    """Another language asked for, or a game the site does not have: the English first screens
    would be wrong, so the progress shows until Python draws the right one."""
    for query in ("?lang=it", "?game=chess"):
        held = HeldRuntime(page)
        page.goto(site_url + query, wait_until="domcontentloaded")
        expect(page.get_by_role("progressbar")).to_be_visible()
        expect(page.get_by_role("heading", name="Choose a game")).to_have_count(0)
        held.release()
        wait_ready(page)
        page.unroute(re.compile(r".*/pyodide\.asm\.wasm$"))
    # A game the site does not have is not fetched (a 404 would stop the page): the home opens.
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()


def test_progress_advances_with_the_workers_loading_steps(page, site_url):
    """Without SharedArrayBuffer PyScript does not forward a worker's progress: the worker says its
    steps itself (static/interpreter.mjs, shelfie/web/worker.py) and the bar moves on them."""
    page.add_init_script(
        "window.__steps = []; addEventListener('shelfie:progress', e => queueMicrotask(() => "
        "window.__steps.push([e.detail, document.getElementById('boot-progress')?.value])));"
    )
    page.goto(site_url)
    wait_ready(page)
    steps = dict(page.evaluate("window.__steps"))
    assert steps.keys() >= {"Loaded interpreter", "Loaded Pyodide"}
    assert steps["Loaded interpreter"] < steps["Loaded Pyodide"] == 8, "the bar moves on each step"


@pytest.mark.parametrize(
    ("failure", "said"),
    [("404", "static/bundles/shell.json, HTTP 404"), ("offline", "static/bundles/shell.json: no connection")],
)
def test_a_missing_game_file_is_reported_to_the_player(page, site_url, failure, said):
    """The shell's Python comes in one file: a host that lost it, or a connection that dropped, is
    said on the loading screen with a way to try again, not left as a page that never starts."""

    def fail(route):
        if failure == "404":
            route.fulfill(status=404, body="gone")
        else:
            route.abort("internetdisconnected")

    page.route(re.compile(r".*/static/bundles/shell\.json$"), fail)
    page.goto(site_url)
    expect(page.get_by_role("heading", name="The game could not start")).to_be_visible(timeout=BOOT_MS)
    expect(page.get_by_text(said, exact=False)).to_be_visible()
    expect(page.get_by_role("button", name="Try again")).to_be_visible()


def test_the_shells_python_is_asked_for_while_python_starts(page, site_url, watch):
    """The worker asks for the shell's one bundle before Pyodide's own files, so it downloads while
    Python starts; PyScript would fetch each module only after (pyscript.toml has no [files])."""
    page.goto(site_url + "?game=dicegame")
    wait_ready(page)
    names = [url.rsplit("/", 1)[-1] for url in watch.requests]
    assert names.count("shell.json") == 1, names
    assert names.index("shell.json") < names.index("python_stdlib.zip"), names
    assert not [name for name in names if name.endswith(".py") and name != "worker.py"], names
    expect(page.get_by_role("button", name="Start game")).to_be_enabled()


def test_a_runtime_that_fails_to_load_is_reported_to_the_player(page, site_url):
    page.route(re.compile(r".*/pyodide\.asm\.wasm$"), lambda route: route.fulfill(status=404, body="gone"))
    page.goto(site_url)
    expect(page.get_by_role("heading", name="The game could not start")).to_be_visible(timeout=BOOT_MS)


def test_pyscripts_unused_plugins_are_never_fetched(page, site_url, watch):
    """The editor, terminal, pygame and donkey plugins are excluded in pyscript.toml; the error
    plugin stays (it shows a Python error on the page)."""
    page.goto(site_url + "?game=dicegame")
    wait_ready(page)
    chunks = [url.rsplit("/", 1)[-1] for url in watch.requests if "/pyscript-" in url]
    assert any(name.startswith("core-") for name in chunks), chunks
    assert any(name.startswith("error-") for name in chunks), chunks
    unused = [name for name in chunks if re.match(r"(py-editor|py-terminal|py-game|donkey)-", name)]
    assert unused == [], unused


PAGE_FETCHES = "(url) => performance.getEntriesByName(url, 'resource').length"
"""How many times the page itself fetched ``url`` (the worker's own fetches are not in the page's
resource timing: it reads the config again, from the HTTP cache where the host allows)."""


def test_what_pyscript_fetches_one_after_another_is_asked_for_once_at_the_start(page, site_url, watch):
    """index.html preloads PyScript's plugins, its config and the worker's script, so a phone asks
    for them side by side instead of a round trip after another. A preload that PyScript's own
    request does not match (another URL, or a fetch preload without ``crossorigin``) would be
    fetched twice; each is fetched once, and the game starts."""
    page.goto(site_url + "?game=dicegame")
    wait_ready(page)
    preloaded = page.evaluate(
        "() => [...document.querySelectorAll('link[rel=modulepreload], link[rel=preload]')].map((l) => l.href)"
    )
    assert len(preloaded) == 5, preloaded
    assert {url: page.evaluate(PAGE_FETCHES, url) for url in preloaded} == dict.fromkeys(preloaded, 1)
    expect(page.get_by_role("button", name="Start game")).to_be_enabled()


def test_the_runtime_travels_compressed_and_the_stdlib_is_the_repacked_one(page, site_url):
    """The test server serves precompressed copies as a compressing host does: the wasm and the
    standard library (repacked as bytecode in stored members, so that compression works across it) arrive
    at a fraction of their size, and the game boots from them. The worker fetches them, so their
    sizes are read from the responses (a worker's fetches are not in the page's resource timing)."""
    responses = {}
    runtime = re.compile(r"/(pyodide\.asm\.wasm|python_stdlib\.zip)$")

    def seen(response) -> None:
        found = runtime.search(response.url)
        if found:
            responses[found.group(1)] = response

    page.on("response", seen)
    page.goto(site_url + "?game=dicegame")
    wait_ready(page)
    assert set(responses) == {"pyodide.asm.wasm", "python_stdlib.zip"}, responses
    (folder,) = (ROOT / "static/vendor").glob("pyodide-*")
    sizes = {
        name: (response.request.sizes()["responseBodySize"], (folder / name).stat().st_size)
        for name, response in responses.items()
    }
    wasm, stdlib = sizes["pyodide.asm.wasm"], sizes["python_stdlib.zip"]
    assert wasm[0] < 0.4 * wasm[1], wasm
    assert stdlib[0] < 0.35 * stdlib[1], (
        "a stored zip compresses (its bytecode to 0.29); a deflated one would not"
    )
    expect(page.get_by_role("button", name="Start game")).to_be_enabled()


def test_booting_reports_no_deprecated_api(page, site_url):
    """Pyodide's shared memory for a Node-only sleep made Chromium warn "SharedArrayBuffer will
    require cross-origin isolation" on every visit; scripts/patch-runtime.mjs creates it on use."""
    page.add_init_script(
        "window.__deprecations = [];"
        "new ReportingObserver((reports) => { for (const r of reports) window.__deprecations.push(r.body.message); },"
        " {types: ['deprecation'], buffered: true}).observe();"
    )
    page.goto(site_url + "?game=dicegame")
    wait_ready(page)
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("button", name="Roll the dice").click()
    page.wait_for_timeout(200)  # reports are delivered after the task that caused them
    assert page.evaluate("window.__deprecations") == []
