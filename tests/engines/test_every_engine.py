"""The paths a player meets first, in Chromium, Firefox and WebKit: every game boots to its
set-up, takes a person's turn by clicks, resumes after a reload and plays to its final table with
computers, exactly as CPython plays the same seed; a corrupt save is set aside; the site plays
offline after one visit; the blog embed boots when its storage is blocked or partitioned; sharing
falls back where an engine has no share sheet."""

import datetime
import json
import random
from pathlib import Path

import pytest
from babel.dates import format_date

from shelfie import registry
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.pagesave import from_save, save_key
from tests.facts import facts
from tests.ui.test_link_play import its_turn, move
from tools.site import serve

from .drivers import BOOT_SECONDS, Driver, wait_for, wait_until

GAMES = sorted(registry.GAMES)
SKIP = "Skip the computer's turns"
PERSONS_TURN = {game_id: facts(game_id).PERSONS_TURN for game_id in registry.GAMES}
"""A person's turn in each game, as the first offered control of each step (named by the page)."""


def name_of(driver: Driver, css: str) -> str:
    """The accessible name of the first visible control ``css`` finds (its label or its text)."""
    found: str = wait_until(
        driver,
        f"const el = [...document.querySelectorAll({css!r})].find((e) => e.getClientRects().length);"
        "return el && (el.getAttribute('aria-label') || el.textContent.replace(/\\s+/g, ' ').trim());",
        f"a control {css}",
    )
    return found


def saved(driver: Driver, game_id: str, key: str | None = None):
    text = driver.script(f"return localStorage.getItem({json.dumps(key or save_key(game_id))})")
    assert text, f"{driver.engine}: nothing saved"
    return from_save(game_id, json.loads(text))


def set_up(driver: Driver, game_id: str, seats: list[tuple[str, str]]) -> None:
    title = registry.GAMES[game_id].title
    wait_for(driver, "heading", f"New game: {title}")
    for number, (name, kind) in enumerate(seats, start=1):
        driver.fill(f"Player {number} name", name)
        driver.choose(f"Player {number} plays as", kind)
    driver.click("button", "Start game")


def main_text(driver: Driver) -> str:
    text: str = driver.script("return document.querySelector('main').innerText")
    return text


@pytest.mark.doubled_by_browser_suite(
    "tests/browser/test_saves.py::test_reload_mid_turn_resumes_with_identical_dice_and_choices",
    "tests/browser/test_myshelfie.py::test_a_reload_mid_turn_resumes_the_picked_tile_and_column",
    "tests/browser/test_splitter.py::test_a_reload_mid_round_resumes_the_chosen_space_and_the_swap",
)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_persons_turn_by_clicks_and_a_reload_that_resumes(engine: Driver, game_id):
    with serve() as url:
        engine.open(url + f"index.html?game={game_id}&seed=31")
        set_up(engine, game_id, [("Ann", "Person"), ("Hal", "Computer: Easy")])
        wait_until(engine, "return !!document.querySelector('button[data-cmd=new-game]')", "the table")
        # A computer to move first ends its turn by itself (the page plays it after pauses): waiting
        # for that, rather than pressing Skip, cannot race with the button going away.
        wait_until(
            engine, "return !document.querySelector('button[data-cmd=skip]')", "Ann's turn", BOOT_SECONDS
        )
        before = saved(engine, game_id)
        for css in PERSONS_TURN[game_id]:
            engine.click("button", name_of(engine, css))
        wait_until(engine, "return !document.querySelector('.notices .error')", "the turn")
        after = saved(engine, game_id)
        assert after.game != before.game, f"{engine.engine}: the person's clicks played the turn"
        engine.reload()
        again = saved(engine, game_id)
        assert (again.game, again.turn) == (after.game, after.turn)
        assert "Something went wrong" not in main_text(engine)
        # Python's WebAssembly: Chromium and WebKit instantiate the module the page's helper worker
        # compiled (static/wasm-compiler.js); Firefox ESR cannot pass a module on to Python's worker,
        # which compiles its own (docs/ENGINES.md).
        wasm = engine.script("return (window.wrappedJSObject || window).shelfieSnapshot.wasm")
        handed = {"compiled by the page"} | (
            {"compiled in the worker"} if engine.engine == "firefox" else set()
        )
        assert wasm in handed, f"{engine.engine}: Python's WebAssembly {wasm}"


def cpython_game(game_id: str, seed: int):
    """The same game of two computers played by CPython: the engines must end exactly there."""
    controller = Controller(MemoryStorage(), lambda: seed, game_id)
    form = {"name-0": "Hal", "kind-0": "easy", "name-1": "Eve", "kind-1": "medium"}
    controller.handle("start", None, form)
    controller.handle("skip", None, {})
    return controller.session.game


@pytest.mark.players_compilers
def test_a_game_of_computers_of_every_game_ends_on_its_final_table_as_cpython_plays_it(engine: Driver):
    """One page plays the games one after another, each a new visit on the Python the first one
    started (a cold start with the players' compilers costs WebKitGTK 8 s of CPU): the engine's
    optimising compiler runs Python through three whole games, which must end where CPython's do."""
    with serve() as url:
        for index, game_id in enumerate(GAMES):
            address = url + f"index.html?game={game_id}&seed=77"
            if index == 0:
                engine.open(address)
            else:
                engine.restart(address)
            set_up(engine, game_id, [("Hal", "Computer: Easy"), ("Eve", "Computer: Medium")])
            engine.click("button", SKIP)
            wait_for(engine, "heading", "Game over", BOOT_SECONDS)
            assert engine.count("list", "Final scores") == 1, game_id
            assert saved(engine, game_id).game == cpython_game(game_id, 77), game_id


def test_a_corrupt_save_of_every_game_is_set_aside_and_said(engine: Driver):
    """Each game's save broken in turn, and the page loaded again: the same origin's later loads, as
    a player's reloads are (one cold start, not one a game)."""
    with serve() as url:
        engine.open(url + "index.html")
        for game_id in GAMES:
            key = save_key(game_id)
            engine.script(f"localStorage.setItem({json.dumps(key)}, '{{\"format\": broken')")
            engine.open(url + f"index.html?game={game_id}")
            text = main_text(engine)
            assert "Your saved game could not be read. It was kept aside" in text, game_id
            kept = engine.script(
                f"return Object.keys(localStorage).filter((k) => k.startsWith({json.dumps(key + '.unreadable')}))"
            )
            assert len(kept) == 1, (game_id, kept)
            assert engine.script(f"return localStorage.getItem({json.dumps(kept[0])})") == '{"format": broken'
            set_up(engine, game_id, [("Ann", "Person"), ("Hal", "Computer: Easy")])
            wait_until(engine, "return !!document.querySelector('button[data-cmd=new-game]')", "the new game")


@pytest.mark.doubled_by_browser_suite(
    "tests/browser/test_offline_and_updates.py::test_after_one_visit_the_game_starts_resumes_and_plays_with_no_network"
)
def test_the_site_plays_offline_after_one_visit(engine: Driver):
    with serve() as url:
        engine.open(url + "index.html?game=splitter")
        if not engine.script("return 'serviceWorker' in navigator"):
            pytest.skip(f"{engine.engine}: this build has no service workers, so no offline play")
        wait_until(
            engine, "return document.body.innerText.includes('Ready to play offline')", "the offline copy"
        )
    # The server is gone: everything now comes from the service worker's cache.
    engine.reload()
    set_up(engine, "splitter", [("Ann", "Person"), ("Hal", "Computer: Easy")])
    wait_for(engine, "button", "Place")


@pytest.mark.doubled_by_browser_suite(
    "tests/browser/test_embed_and_hosting.py::test_cross_site_embed_with_blocked_storage_boots_and_plays_a_turn"
)
def test_the_blog_embed_boots_and_plays_where_its_storage_is_blocked_or_partitioned(engine: Driver, tmp_path):
    blog = tmp_path / "blog"
    blog.mkdir()
    with serve() as site:
        frame = f"{site}index.html?embed=1&game=dicegame"
        (blog / "post.html").write_text(
            "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Post</title></head><body>"
            f"<iframe title='Shelfie' src='{frame}' width='420' height='720'></iframe></body></html>"
        )
        with serve(Path(blog), hosted=False) as other:
            engine.open_plain(other.replace("127.0.0.1", "localhost") + "post.html")
            engine.enter_frame("iframe[title=Shelfie]")
            blocked = engine.script("try { localStorage.length; return false; } catch (e) { return true; }")
            if blocked:
                assert "This browser is not letting the game save" in main_text(engine)
            assert engine.count("link", "Open full screen") == 1
            set_up(engine, "dicegame", [("Ann", "Person"), ("Bob", "Person")])
            engine.click("button", "Roll the dice")
            wait_for(engine, "button", "Stop rolling")
            engine.leave_frame()


def finished_daily(game_id: str, today: str) -> str:
    """Today's challenge played to its end by CPython with the Hint's moves, as its save."""
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 1, game_id, today=today)
    controller.handle("daily", game_id, {})
    while not controller.session.rules.is_over(controller.session.game):
        controller.handle("hint", None, {})
        controller.handle("place", None, {})
    return storage.get(save_key(game_id).replace(".save", ".daily")) or ""


def test_sharing_falls_back_to_the_clipboard_without_a_share_sheet(engine: Driver):
    now = datetime.datetime.now(datetime.UTC).date()
    today = now.isoformat()
    with serve() as url:
        engine.open(url + "index.html")
        engine.script(
            "localStorage.setItem('shelfie.splitter.daily', arguments[0])", finished_daily("splitter", today)
        )
        engine.reload()
        engine.click("button", "Today's challenge: Splitter")
        wait_for(engine, "heading", f"Today's challenge, {format_date(now, 'medium', 'en')}")
        has_share = engine.script("return 'share' in navigator")
        if has_share:
            pytest.skip(f"{engine.engine}: has a share sheet, which a test cannot answer")
        engine.click("button", "Share your result")
        said = wait_until(
            engine,
            "const t = document.querySelector('.daily [role=status]').textContent;"
            "return t.startsWith('Your result') && t",
            "what Share did",
        )
        assert said in (
            "Your result is copied: paste it anywhere.",
            "Your result could not be shared from this browser.",
        )


def link_out(driver: Driver) -> str:
    address: str = wait_until(
        driver,
        "const box = document.getElementById('link-out'); return box && box.value.includes('#link=') && box.value",
        "a link to send",
    )
    return address


@pytest.mark.doubled_by_browser_suite(
    "tests/browser/test_link_play.py (whole games by links in Chromium: the dice game and the tile game to their end)"
)
def test_a_game_by_links_with_a_friend_on_another_device(engine: Driver):
    """Ann plays Splitter by link in this engine with Bob, whose device is CPython's page (the
    controller the page runs): the invitation, the answer and several turns each way travel as
    pasted links, every one accepted by the other side's replay; the QR code is drawn; a damaged
    link is refused in words."""
    rng = random.Random(5)
    with serve() as url:
        engine.open(url + "index.html?game=splitter")
        wait_for(engine, "heading", "New game: Splitter")
        engine.fill("Player 1 name", "Ann")
        engine.click("button", "Invite friends by link")
        wait_for(engine, "heading", "Invite your friends to Splitter")
        engine.script("document.querySelector('details.qr-box summary').click()")
        wait_until(engine, "return document.querySelectorAll('.qr svg path').length === 1", "the QR code")
        invitation = link_out(engine)
        bob = Controller(
            MemoryStorage(), lambda: 9, address=url + "index.html", link=invitation.split("#link=")[1]
        )
        bob.handle("join", "1", {"name": "Bob"})
        engine.paste("Paste a link you received", bob.desk.view.address)
        engine.click("button", "Open")
        exchanged = 0
        while True:
            if engine.count("button", "Place"):
                engine.click("button", name_of(engine, "section.own table.pad button.space"))
                engine.click("button", "Place")
                continue
            if exchanged == 3:
                break
            bob.handle("open-link", None, {"link": link_out(engine)})
            assert bob.desk.view is None and its_turn(bob), f"{engine.engine}: Bob's device took Ann's link"
            while bob.desk.view is None:
                move(bob, rng)
            engine.paste("Paste a link you received", bob.desk.view.address)
            engine.click("button", "Open")
            assert "cannot be opened" not in main_text(engine), f"{engine.engine}: Ann's page took Bob's link"
            exchanged += 1
        sent = link_out(engine)
        engine.paste("Paste a link you received", sent[:-8] + ("A" if sent[-8] != "A" else "B") + sent[-7:])
        engine.click("button", "Open")
        assert "This link cannot be opened: The link is damaged" in main_text(engine)
