"""Autosave, resuming after a reload, bad saves, and storage the browser refuses."""

import json
import re
from urllib.parse import parse_qsl, urlsplit

import pytest
from playwright.sync_api import expect

from tests.pages import SAVE_KEY

from .helpers import dice_labels, markable_items, saved_session, start, wait_ready

pytestmark = pytest.mark.warm

NOT_SAVED = "This browser is not letting the game save"


def test_reload_mid_turn_resumes_with_identical_dice_and_choices(page, open_game):
    open_game("?seed=12")
    start(page, "Ann", "Bob")
    page.get_by_role("button", name="Roll the dice").click()
    page.get_by_role("button", name=re.compile(r"^Die 2:")).click()
    page.get_by_role("button", name=re.compile(r"^Re-roll")).click()
    page.get_by_role("button", name=re.compile(r"^Die 3:")).click()
    before_keep = page.locator("#app").inner_html()
    page.reload()
    wait_ready(page)
    assert page.locator("#app").inner_html() == before_keep
    expect(page.get_by_role("button", name=re.compile(r"^Die 3:"))).to_have_attribute("aria-pressed", "true")

    page.get_by_role("button", name="Stop rolling").click()
    assert markable_items(page).count(), "seed 12 gives a markable result"
    markable_items(page).first.click()
    expect(page.get_by_role("button", name=re.compile(r"^Item A:"))).to_be_visible()
    dice = dice_labels(page)
    before = page.locator("#app").inner_html()
    page.reload()
    wait_ready(page)
    assert dice_labels(page) == dice
    assert page.locator("#app").inner_html() == before


def test_a_page_opened_on_one_game_and_language_reloads_on_those_the_player_moved_to(page, open_game):
    """An address with ?game= and ?lang= (a blog's link, the embed's "Open full screen") follows
    the game and the language shown: a reload brought a Splitter player in Italian back to the dice
    game in English."""
    open_game("?game=dicegame&lang=en&seed=3")
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("button", name="Roll the dice").click()
    page.get_by_role("button", name="All games").click()
    page.get_by_role("button", name="Italiano").click()
    page.get_by_role("button", name="Gioca a Splitter").click()
    page.get_by_role("button", name="Inizia la partita").click()
    page.get_by_role("button", name="Sono Giocatore 1: mostra il mio turno").click()
    expect(page.get_by_text("Turno 1 di 22")).to_be_visible()
    assert query(page) == {"game": "splitter", "lang": "it", "seed": "3"}
    page.reload()
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "it")
    page.get_by_role("button", name="Sono Giocatore 1: mostra il mio turno").click()
    expect(page.get_by_text("Turno 1 di 22")).to_be_visible()
    page.get_by_role("button", name="Tutti i giochi").click()
    expect(page.get_by_role("heading", name="Scegli un gioco")).to_be_visible()
    assert query(page) == {"lang": "it", "seed": "3"}, "at home the address names no game"
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("button", name="Sono Giocatore 1: mostra il mio turno")).to_be_visible()


def query(page) -> dict[str, str]:
    return dict(parse_qsl(urlsplit(page.url).query))


def test_corrupt_save_is_reported_kept_aside_and_a_new_game_works(page, open_game):
    open_game("?seed=12")
    page.evaluate(f"localStorage.setItem({json.dumps(SAVE_KEY)}, '{{this is not a save')")
    page.reload()
    wait_ready(page)
    expect(page.get_by_text(re.compile("Your saved game could not be read"))).to_be_visible()
    expect(page.get_by_text(re.compile("Expecting|line 1 column"))).to_have_count(0)
    kept = page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY + '.unreadable.1')})")
    assert kept == "{this is not a save"
    start(page, "Ann")
    page.get_by_role("button", name="Roll the dice").click()
    assert saved_session(page).game.dice
    page.get_by_role("button", name="Dismiss notice").click()
    expect(page.get_by_text(re.compile("could not be read"))).to_have_count(0)


BLOCK_STORAGE = """
Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); },
});
"""

FULL_STORAGE = """
Storage.prototype.setItem = function () {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};
"""


@pytest.mark.cold  # an init script
def test_blocked_storage_still_plays_in_memory_with_a_notice(page, open_game, watch):
    page.add_init_script(BLOCK_STORAGE)
    open_game("?seed=12")
    expect(page.get_by_text(re.compile(NOT_SAVED))).to_be_visible()
    start(page, "Ann", "Bob")
    page.get_by_role("button", name="Roll the dice").click()
    page.get_by_role("button", name="Stop rolling").click()
    expect(
        page.get_by_role("button", name=re.compile("^(Confirm marking|Cross out|Pass)")).first
    ).to_be_visible()
    assert watch.errors == []


@pytest.mark.cold  # an init script
def test_full_storage_still_plays_in_memory_with_a_notice(page, open_game):
    page.add_init_script(FULL_STORAGE)
    open_game("?seed=12")
    start(page, "Ann")
    page.get_by_role("button", name="Roll the dice").click()
    expect(page.get_by_text(re.compile(NOT_SAVED))).to_be_visible()
    expect(page.get_by_role("button", name="Stop rolling")).to_be_visible()


def test_a_restart_on_a_warm_page_begins_as_a_new_visit_would(page, open_game):
    """What the warm pages rest on (tests/browser/conftest.py): ``shelfieRestart`` without clearing
    resumes the saved game exactly as a reload does, with Python not started again, in the language
    the address asks; with clearing, the page is a first visit's: no saved game, English again."""
    open_game("?seed=12")
    start(page, "Ann", "Bob")
    page.get_by_role("button", name="Roll the dice").click()
    page.get_by_role("button", name=re.compile(r"^Die 2:")).click()
    before = page.locator("#app").inner_html()
    starts = page.evaluate("performance.getEntriesByName('shelfie:ready').length")
    page.evaluate("shelfieRestart()")
    wait_ready(page)
    assert page.locator("#app").inner_html() == before, "the same game, the same choices"
    assert page.evaluate("performance.getEntriesByName('shelfie:ready').length") == starts, "no new start"
    page.evaluate("(address) => history.replaceState(null, '', address)", "index.html?seed=12&lang=it")
    page.evaluate("shelfieRestart()")
    wait_ready(page)
    expect(page.get_by_role("banner").get_by_text("giochi da tavolo nel browser")).to_be_visible()
    page.evaluate("(address) => history.replaceState(null, '', address)", "index.html?seed=12")
    page.evaluate("shelfieRestart({ clear: true })")
    wait_ready(page)
    assert page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})") is None
    expect(page.get_by_role("region", name="New here?")).to_be_visible()  # offered to newcomers only
    expect(page.get_by_role("banner").get_by_text("tabletop games in your browser")).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == "en"
