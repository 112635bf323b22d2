"""Python restored from a memory snapshot on a returning visit (static/interpreter.mjs), and every
way back to a normal start: nothing stored, another deploy's snapshot, one that fails to restore,
no network, no Cache Storage (the cross-site embed is in test_embed_and_hosting.py)."""

import json
import re

import pytest
from playwright.sync_api import expect

from tools.site import ROOT, serve

from . import test_myshelfie as myshelfie
from . import test_splitter as splitter
from .helpers import BOOT_MS, play_turn, press_skip, start, wait_ready

MANIFEST = json.loads((ROOT / "static/snapshot/manifest.json").read_text())
PYODIDE = json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]


def open_ready(page, url: str) -> None:
    page.goto(url)
    wait_ready(page)


def reload_ready(page) -> None:
    page.reload()
    wait_ready(page)


def python_start(page) -> dict[str, str]:
    return page.evaluate("({start: shelfieSnapshot.start, reason: shelfieSnapshot.reason})")


def saved(page) -> str:
    """What became of the background download (awaited: it starts a few seconds after ready)."""
    return page.evaluate("shelfieSnapshot.saved")


def stored_urls(page) -> list[str]:
    return page.evaluate(
        "caches.open('python-snapshot').then(c => c.keys()).then(keys => keys.map(k => k.url))"
    )


ONLY_STORED = """url => caches.open('python-snapshot').then(c => c.keys())
  .then(keys => keys.length === 1 && keys[0].url === url)"""


def snapshot_url(site_url: str) -> str:
    return site_url + "static/snapshot/" + MANIFEST["url"].removeprefix("./")


def test_a_returning_visit_restores_python_and_plays(page, site_url, watch):
    open_ready(page, site_url + "index.html?game=dicegame")
    assert python_start(page) == {"start": "started", "reason": "nothing stored"}
    first_visit = [url for url in watch.requests if "/static/snapshot/" in url]
    assert first_visit == [], "a first visit neither asks for the manifest nor downloads the snapshot"
    # Python's WebAssembly is compiled for the page from its first moment by a helper worker and
    # handed to Python's worker, which fetches no copy of its own (static/boot.js,
    # static/wasm-compiler.js, static/interpreter.mjs).
    assert page.evaluate("shelfieSnapshot.wasm") == "compiled by the page"
    assert watch.requests.count(site_url + "static/vendor/pyodide-" + PYODIDE + "/pyodide.asm.wasm") == 1

    assert saved(page) == "stored"
    assert stored_urls(page) == [snapshot_url(site_url)]

    reload_ready(page)
    assert python_start(page) == {"start": "restored", "reason": snapshot_url(site_url)}
    assert page.evaluate("shelfieSnapshot.wasm") == "compiled by the page", "restored from it too"
    page.wait_for_function(ONLY_STORED, arg=snapshot_url(site_url))  # not marked failed once playable
    start(page, "Ann", "Bob")
    first = page.get_by_role("heading", name=re.compile("'s turn")).inner_text().split("'s turn")[0]
    play_turn(page)
    second = {"Ann": "Bob", "Bob": "Ann"}[first]
    expect(page.get_by_role("heading", name=re.compile(f"^{second}'s turn"))).to_be_visible()
    assert watch.requests.count(snapshot_url(site_url)) == 1, "downloaded once, then read from the cache"


def test_the_other_games_play_on_a_restored_python_with_their_computers(page, site_url):
    """Their modules come from the snapshot, not their bundles: a round of Splitter against Hard and a
    take of My Shelfie against Medium, the computers answering."""
    open_ready(page, site_url + "index.html")
    assert saved(page) == "stored"
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    reload_ready(page)
    assert python_start(page)["start"] == "restored"
    splitter.set_up(page, ("Ann", "Person"), ("Cy", "Computer: Hard"))
    expect(page.get_by_role("heading", name=re.compile("^Round 1 of 22"))).to_be_visible()
    splitter.place_first(page)
    expect(page.get_by_role("heading", name=re.compile("^Round 2 of 22"))).to_be_visible()

    page.get_by_role("button", name="All games").click()
    myshelfie.set_up(page, ("Ann", "Person"), ("Cy", "Computer: Medium"))
    turn = page.get_by_role("heading", name=re.compile("^Ann's turn"))
    skip = page.get_by_role("button", name="Skip the computer's turns")
    expect(turn.or_(skip)).to_be_visible()
    if skip.is_visible():
        press_skip(skip)
    myshelfie.take_one(page)
    expect(turn.or_(skip)).to_be_visible()
    bundles = [url for url in requests if "/static/bundles/" in url]
    assert not any(url.endswith(("splitter.json", "myshelfie.json")) for url in bundles), bundles


def test_restored_pythons_do_not_share_the_random_state_the_snapshot_was_made_with(page, site_url):
    open_ready(page, site_url + "index.html")
    assert saved(page) == "stored"
    draws = page.evaluate(
        """async (url) => {
          const { restore } = await import("./static/interpreter.mjs");
          const bytes = new Uint8Array(await (await (await caches.open("python-snapshot")).match(url)).arrayBuffer());
          const draw = async () => (await restore({}, bytes)).runPython("import random; random.random()");
          return [await draw(), await draw()];
        }""",
        snapshot_url(site_url),
    )
    assert draws[0] != draws[1]


def test_a_restored_python_is_the_one_a_normal_start_gives_but_for_the_imported_modules(page, site_url):
    """Nothing of the machine that made the snapshot: environment, program, path, working directory."""
    open_ready(page, site_url + "index.html")
    assert saved(page) == "stored"
    probe = (
        "import os, sys; repr((sorted(os.environ.items()), sys.executable, sys.argv, sys.path, os.getcwd()))"
    )
    restored, started = page.evaluate(
        """async ([url, probe, runtime]) => {
          const { restore } = await import("./static/interpreter.mjs");
          const { loadPyodide } = await import(`${runtime}pyodide.mjs`);
          const bytes = new Uint8Array(await (await (await caches.open("python-snapshot")).match(url)).arrayBuffer());
          const started = await loadPyodide({ indexURL: runtime });
          return [(await restore({}, bytes)).runPython(probe), started.runPython(probe)];
        }""",
        [snapshot_url(site_url), probe, f"./static/vendor/pyodide-{PYODIDE}/"],
    )
    assert restored == started


def put_in_cache(page, url: str, body: str) -> None:
    page.evaluate(
        "([url, body]) => caches.open('python-snapshot').then(c => c.put(url, new Response(body)))",
        [url, body],
    )


def test_another_deploys_snapshot_is_dropped_and_this_ones_stored(page, site_url):
    open_ready(page, site_url + "index.html")
    stale = site_url + "static/snapshot/0123456789abcdef.bin.gz"
    put_in_cache(page, stale, "an older deploy's snapshot")

    reload_ready(page)
    assert python_start(page) == {"start": "started", "reason": "the stored snapshot is of another deploy"}
    assert saved(page) == "stored"
    assert stored_urls(page) == [snapshot_url(site_url)]


def test_a_snapshot_that_fails_to_restore_is_dropped_and_not_tried_again(page, site_url, watch):
    open_ready(page, site_url + "index.html")
    put_in_cache(page, snapshot_url(site_url), "not a snapshot")
    warnings = []
    page.on("console", lambda message: message.type == "warning" and warnings.append(message.text))

    reload_ready(page)
    state = python_start(page)
    assert state["start"] == "started"
    assert state["reason"].startswith("failed to restore: Snapshot has invalid magic number"), state
    assert any("could not be restored; starting Python normally" in text for text in warnings)
    assert saved(page).startswith("not stored: failed to restore: Snapshot has invalid magic number")
    expect(page.get_by_role("button", name="Play My Shelfie: The Dice Game")).to_be_enabled()

    reload_ready(page)
    assert python_start(page) == {"start": "started", "reason": "restoring failed before"}
    assert saved(page) == "not stored: restoring failed before"
    assert stored_urls(page) == [snapshot_url(site_url) + "?failed"]
    assert snapshot_url(site_url) not in watch.requests, "never downloaded after the failure"


@pytest.fixture
def page_without_service_worker(browser):
    """A page whose requests all reach the network, where routes can change them."""
    context = browser.new_context(service_workers="block")
    yield context.new_page()
    context.close()


def test_a_restored_start_that_never_becomes_playable_is_not_restored_again(
    page_without_service_worker, site_url
):
    page = page_without_service_worker
    open_ready(page, site_url + "index.html")
    assert saved(page) == "stored"
    broken = "raise RuntimeError('broken start')"  # a worker whose Python fails after the restore
    page.route("**/shelfie/web/worker.py", lambda route: route.fulfill(body=broken))
    page.reload()
    expect(page.get_by_role("alert")).to_contain_text("The game could not start", timeout=BOOT_MS)
    assert python_start(page)["start"] == "restored"
    page.unroute("**/shelfie/web/worker.py")

    reload_ready(page)
    assert python_start(page) == {"start": "started", "reason": "restoring failed before"}
    expect(page.get_by_role("button", name="Play My Shelfie: The Dice Game")).to_be_enabled()


def test_a_host_that_sends_the_snapshot_already_unpacked_still_gets_it_stored(page_without_service_worker):
    """Some hosts declare .gz files gzip-encoded, so the browser unpacks them before the page sees them."""
    page = page_without_service_worker
    with serve(gz_encoded=True) as host:
        open_ready(page, host + "index.html")
        first = page.evaluate(
            "async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer()).slice(0, 2))",
            snapshot_url(host),
        )
        assert first != [0x1F, 0x8B], "the page is handed the snapshot unpacked, not gzip's bytes"
        assert saved(page) == "stored"
        reload_ready(page)
        assert python_start(page)["start"] == "restored"


def test_offline_a_returning_visit_restores_from_the_stored_snapshot(page, context, site_url):
    open_ready(page, site_url + "index.html")
    expect(page.get_by_text("Ready to play offline")).to_be_visible(timeout=BOOT_MS)
    assert saved(page) == "stored"
    context.set_offline(True)

    reload_ready(page)
    assert python_start(page)["start"] == "restored"
    start(page, "Cid")
    play_turn(page)


@pytest.fixture
def save_data(context):
    context.add_init_script("Object.defineProperty(navigator, 'connection', {value: {saveData: true}})")


def test_a_browser_asking_to_save_data_never_downloads_the_snapshot(save_data, page, site_url, watch):
    open_ready(page, site_url + "index.html")
    assert saved(page) == "not downloaded: the browser asks to save data"
    assert snapshot_url(site_url) not in watch.requests


def test_a_page_that_cannot_compile_python_leaves_it_to_the_worker(page, site_url):
    """Where the page has no module to hand (its helper worker's script does not load, so nothing
    compiles it there), Python's worker fetches and compiles its WebAssembly itself, and the game
    plays."""
    page.route("**/static/wasm-compiler.js", lambda route: route.abort())
    open_ready(page, site_url + "index.html?game=dicegame")
    assert page.evaluate("shelfieSnapshot.wasm") == "compiled in the worker"
    start(page, "Ann", "Bob")
    page.get_by_role("button", name="Roll the dice").click()
    expect(page.get_by_role("button", name="Stop rolling")).to_be_visible()
