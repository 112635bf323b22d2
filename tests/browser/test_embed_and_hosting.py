"""Embedding in other sites, serving from a sub-path, and installing as an app."""

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tools.site import ROOT, launch_args, serve

from .helpers import BOOT_MS, dice_labels, mark_or_cross, press_skip, wait_ready

NOT_SAVED = re.compile("This browser is not letting the game save")


@pytest.fixture(scope="module")
def whole_chromium(playwright, browser_name):
    """The whole Chromium, as players run it, rather than the headless shell of the other tests: its
    browser contexts are incognito profiles, which block a cross-site frame's storage as Chrome's
    incognito windows (and other browsers' strict tracking protection) do; the shell's allow it.
    (``browser_name`` names the test after its browser, as every browser test is.)"""
    assert browser_name == "chromium"
    browser = playwright.chromium.launch(**launch_args(baseline_wasm=True))
    yield browser
    browser.close()


@pytest.fixture
def incognito(whole_chromium, browser_context_args):
    """A page of a new incognito context of the whole Chromium, asking for less motion as the
    other tests' pages do."""
    context = whole_chromium.new_context(**browser_context_args)
    page = context.new_page()
    page.emulate_media(reduced_motion="reduce")
    yield page
    context.close()


def blog_post(folder: Path, game_url: str, width: int = 420, game: str = "dicegame") -> None:
    """A page of another site with the iframe docs/EMBED.md gives, 720 px high."""
    folder.mkdir(exist_ok=True)
    (folder / "post.html").write_text(
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>A blog post</title></head>"
        "<body><h1>My favourite dice game</h1>"
        f"<iframe title='Shelfie' src='{game_url}index.html?embed=1&game={game}' width='{width}' height='720'></iframe>"
        "</body></html>"
    )


def console_errors(page) -> list[str]:
    """Every error the page and its frames log from now on, uncaught ones and rejected promises
    nobody handled included: what a blog's owner sees in the console."""
    errors: list[str] = []

    def logged(message) -> None:
        # The blog's own missing favicon is the blog's business, not the embed's.
        if message.type == "error" and not message.location.get("url", "").endswith("/favicon.ico"):
            errors.append(message.text)

    page.on("console", logged)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def settled(page) -> None:
    """Long enough for the page's IndexedDB to have answered or been given up on (1.5 s)."""
    page.wait_for_timeout(2500)


def play_one_turn(game) -> None:
    game.get_by_role("button", name="Roll the dice").click()
    game.get_by_role("button", name="Stop rolling").click()
    mark_or_cross(game)
    expect(game.get_by_role("button", name="Roll the dice")).to_be_visible()


def test_cross_site_embed_with_blocked_storage_boots_and_plays_a_turn(incognito, tmp_path, site_url):
    """The frame may store nothing: it plays in memory, says so, and logs no error (PyScript's own
    IndexedDB, opened on the page too, is wrapped there as in the worker: static/idb-fallback.js)."""
    page = incognito
    blog_post(tmp_path / "blog", site_url)
    errors = console_errors(page)
    with serve(tmp_path / "blog", hosted=False) as blog:
        page.goto(blog.replace("127.0.0.1", "localhost") + "post.html")
        frame = page.frame_locator("iframe[title=Shelfie]")
        expect(frame.get_by_role("button", name="Start game")).to_be_visible(timeout=BOOT_MS)
        blocked = page.frames[1].evaluate(
            "(() => { try { localStorage.length; return false; } catch { return true; } })()"
        )
        assert blocked, "this browser blocks third-party storage, which is what this test is about"
        wait_ready(page.frames[1])
        python = page.frames[1].evaluate("[shelfieSnapshot.start, shelfieSnapshot.reason]")
        assert python == ["started", "no Cache Storage"], "no snapshot to restore, nor to store"
        expect(frame.get_by_text(NOT_SAVED)).to_be_visible()
        expect(frame.get_by_role("link", name="Open full screen")).to_be_visible()
        expect(frame.get_by_role("banner")).to_be_hidden()
        frame.get_by_role("button", name="Start game").click()
        play_one_turn(frame)
        settled(page)
    assert errors == [], "a blog's owner sees no error in the console"


def test_open_full_screen_carries_the_embeds_game_into_a_tab_of_the_site(incognito, tmp_path, site_url):
    """The embed's game lives in memory (its storage is blocked); the link opens the same game, at
    the same point, in a tab of the site, where it is saved."""
    page, context = incognito, incognito.context
    blog_post(tmp_path / "blog", site_url, game="myshelfie")
    errors = console_errors(page)
    with serve(tmp_path / "blog", hosted=False) as blog:
        page.goto(blog.replace("127.0.0.1", "localhost") + "post.html")
        frame = page.frame_locator("iframe[title=Shelfie]")
        expect(frame.get_by_text(NOT_SAVED)).to_be_visible(timeout=BOOT_MS)
        settled(page)
        assert errors == [], "the tile game's embed logs no error either"
        frame.get_by_label("Player 1 name").fill("Ann")
        frame.get_by_label("Player 2 plays as").select_option("Computer: Easy")
        frame.get_by_role("button", name="Start game").click()
        skip = frame.get_by_role("button", name="Skip the computer's turns")
        expect(skip.or_(frame.get_by_role("heading", name=re.compile("^Ann's turn")))).to_be_visible()
        if skip.is_visible():
            press_skip(skip)
        frame.locator("table.living-room button.tile").first.click()
        picked = frame.locator("table.living-room button.tile[aria-pressed=true]").get_attribute("aria-label")
        log = frame.locator("details.log li").all_inner_texts()
        with context.expect_page() as opened:
            frame.get_by_role("link", name="Open full screen").click()
        tab = opened.value
        wait_ready(tab)
        expect(tab.get_by_role("button", name=picked)).to_have_attribute("aria-pressed", "true")
        assert tab.locator("details.log li").all_inner_texts() == log, "the same game, at the same point"
        expect(tab.get_by_text(NOT_SAVED)).to_have_count(0)
        assert "#" not in tab.url and "embed" not in tab.url, "the game is stored: the address lets it go"
        tab.reload()
        wait_ready(tab)
        expect(tab.get_by_role("button", name=picked)).to_have_attribute("aria-pressed", "true")


def test_a_720_px_embed_shows_the_bookshelf_the_dice_and_their_buttons_without_scrolling(
    incognito, tmp_path, site_url
):
    page = incognito
    for width in (360, 440):
        blog_post(tmp_path / "blog", site_url, width=width)
        with serve(tmp_path / "blog", hosted=False) as blog:
            page.goto(blog.replace("127.0.0.1", "localhost") + "post.html")  # storage blocked: a new game
            frame = page.frame_locator("iframe[title=Shelfie]")
            frame.get_by_role("button", name="Start game").click(timeout=BOOT_MS)
            shown = [
                frame.locator("section.player.current").get_by_role(
                    "table", name=re.compile("'s bookshelf$")
                ),
                frame.get_by_role("button", name="Roll the dice"),
            ]
            for seen in shown:
                assert_within_720(seen, width)
            frame.get_by_role("button", name="Roll the dice").click()
            for seen in (
                frame.get_by_role("group", name="Dice"),
                frame.get_by_role("button", name="Stop rolling"),
            ):
                assert_within_720(seen, width)


def assert_within_720(locator, width: int) -> None:
    """The element lies inside the frame's first 720 px, wherever the frame is scrolled."""
    bottom = locator.evaluate("el => el.getBoundingClientRect().bottom + scrollY")
    assert bottom <= 720, f"at {width} px wide, {bottom:.0f} px from the top"


NEVER_ANSWERS = """
(() => {
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (name, version) {
    if (String(name).startsWith("IDBMap/")) return { result: null, error: null };
    return open.call(this, name, version);
  };
})();
"""


def test_boot_does_not_hang_when_indexeddb_never_answers(page, open_game, context):
    """PyScript opens its package cache where Python runs, in the worker: the worker's IndexedDB is
    made silent before static/idb-fallback.js (which static/interpreter.mjs imports) wraps it."""
    fallback = (ROOT / "static/idb-fallback.js").read_text()
    context.route(
        "**/static/idb-fallback.js",
        lambda route: route.fulfill(body=NEVER_ANSWERS + fallback, content_type="text/javascript"),
    )
    open_game()
    expect(page.get_by_role("button", name="Play My Shelfie: The Dice Game")).to_be_enabled()


def test_play_by_link_from_the_embed_opens_in_a_tab_of_the_full_site(page, context, tmp_path, site_url):
    """The embed's storage may be blocked, so inviting friends and opening a received link
    happen in a tab of the site, which keeps the game."""
    blog_post(tmp_path / "blog", site_url, game="splitter")
    errors = console_errors(page)
    with serve(tmp_path / "blog", hosted=False) as blog:
        page.goto(blog.replace("127.0.0.1", "localhost") + "post.html")
        frame = page.frame_locator("iframe[title=Shelfie]")
        expect(frame.get_by_role("button", name="Invite friends by link")).to_be_visible(timeout=BOOT_MS)
        wait_ready(page.frames[1])
        settled(page)
        assert errors == [], "nor Splitter's"
        with context.expect_page() as opened:
            frame.get_by_role("button", name="Invite friends by link").click()
        assert opened.value.url == f"{site_url}index.html?game=splitter"
        opened.value.close()
        frame.get_by_role("button", name="All games").click()
        frame.get_by_role("textbox", name="Paste a link you received").fill(f"{site_url}index.html#link=AbC")
        with context.expect_page() as opened:
            frame.get_by_role("button", name="Open", exact=True).click()
        assert opened.value.url == f"{site_url}index.html#link=AbC"
        assert "embed" not in opened.value.url


def test_same_site_embed_saves_and_resumes(page, tmp_path, site_url):
    blog_post(tmp_path / "blog", site_url)
    with serve(tmp_path / "blog", hosted=False) as blog:
        page.goto(blog + "post.html")
        frame = page.frame_locator("iframe[title=Shelfie]")
        expect(frame.get_by_role("button", name="Start game")).to_be_visible(timeout=BOOT_MS)
        expect(frame.get_by_text(NOT_SAVED)).to_have_count(0)
        frame.get_by_role("button", name="Start game").click()
        frame.get_by_role("button", name="Roll the dice").click()
        dice = dice_labels(frame)
        page.reload()
        expect(frame.get_by_role("button", name="Stop rolling")).to_be_visible(timeout=BOOT_MS)
        assert dice_labels(frame) == dice


def test_the_site_works_from_a_sub_path_of_a_plain_static_server(page, tmp_path):
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "shelfie").symlink_to(ROOT, target_is_directory=True)
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    with serve(tmp_path, hosted=False) as url:
        base = url + "games/shelfie/"
        page.goto(base)
        wait_ready(page)
        page.get_by_role("button", name="Play My Shelfie: The Dice Game").click()
        page.get_by_role("button", name="Start game").click()
        page.get_by_role("button", name="Roll the dice").click()
        expect(page.get_by_role("button", name="Stop rolling")).to_be_visible()
        expect(page.get_by_text("Ready to play offline")).to_be_visible(timeout=BOOT_MS)
        scope = page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.scope)")
        assert scope == base
    assert requests
    own_blob = "blob:" + url.rstrip("/")  # PyScript's worker, made by the page itself
    assert all(request.startswith((base, own_blob)) for request in requests), [
        r for r in requests if not r.startswith((base, own_blob))
    ]


def test_manifest_and_service_worker_pass_chromiums_installability_check(browser_type, site_url, tmp_path):
    # Incognito contexts are never installable, so this one check uses a normal profile.
    context = browser_type.launch_persistent_context(
        str(tmp_path / "profile"), **launch_args(baseline_wasm=True, shell=True)
    )
    try:
        page = context.new_page()
        page.goto(site_url + "index.html")
        wait_ready(page)
        expect(page.get_by_text("Ready to play offline")).to_be_visible(timeout=BOOT_MS)
        cdp = context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == []
        assert manifest["url"].endswith("/static/manifest.webmanifest")
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    finally:
        context.close()
