"""The widest and longest names the set-up accepts fit every screen of every game on a 360 px phone,
in English and Italian: set-up, hand-off, table, the replace question and the final table. A name
alone may break inside itself, and only where it is wider than its line; no other word or number
does, nothing runs out of its box and the page never scrolls sideways.

The same walk replaces a four-seat game, with its third or fourth seat to move, by a two-seat one
(this crashed the page)."""

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from playwright.sync_api import Page, expect

from shelfie import registry
from shelfie.core.setup import MAX_NAME
from shelfie.ui import i18n
from shelfie.ui.i18n import t

from .geometry import layout_faults
from .helpers import press_skip

pytestmark = pytest.mark.warm

WIDEST = "W" * MAX_NAME
LONGEST = "Maria Giovanna dell'Orto"[:MAX_NAME]
COMPUTER = "Computer" + "M" * (MAX_NAME - len("Computer"))
NAMES = [COMPUTER, LONGEST, WIDEST, "M" * MAX_NAME]


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """The page's words in ``code``, looked up in the same catalogue the page uses."""
    before = i18n.language()
    i18n.use(code)
    try:
        yield
    finally:
        i18n.use(before)


def assert_sound(page: Page, where: str) -> None:
    page.wait_for_timeout(100)  # the redraw has landed; geometry needs the fonts laid out
    assert layout_faults(page) == [], where


@pytest.mark.parametrize("code", ["en", "it"])
@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_the_longest_names_fit_every_screen_of_a_phone(page, open_game, game_id, code):
    page.set_viewport_size({"width": 360, "height": 740})
    open_game(f"?seed=4&lang={code}&game={game_id}")
    with speaking(code):
        expect(page.get_by_role("heading", name=t("New game: {game}", game=t(registry.GAMES[game_id].title))))
        while page.get_by_label(re.compile(t("Player {number} name", number=r"\d"))).count() < 4:
            page.get_by_role("button", name=t("Add player")).click()
        kinds = ["easy", "easy", "person", "person"]
        for number, (name, kind) in enumerate(zip(NAMES, kinds, strict=True), start=1):
            page.get_by_label(t("Player {number} name", number=number), exact=True).fill(name)
            page.locator(f"#kind-{number - 1}").select_option(kind)
        assert_sound(page, "set-up")
        page.get_by_role("button", name=t("Start game")).click()

        ready = page.get_by_role("button", name=re.compile(t("I am {name}: show my turn", name=".+")))
        skip = page.get_by_role("button", name=t("Skip the computer's turns"))
        new_game = page.get_by_role("button", name=t("New game"))
        expect(ready.or_(skip).or_(new_game).first).to_be_visible()
        if skip.is_visible():
            press_skip(skip)
            expect(ready.or_(new_game).first).to_be_visible()
        if ready.is_visible():
            assert_sound(page, "hand-off")
            ready.click()
        expect(new_game).to_be_visible()
        assert not skip.is_visible(), "a person is to move"
        assert_sound(page, "a person's turn")

        page.get_by_role("button", name=t("New game")).click()
        for number in (4, 3):
            page.get_by_role("button", name=t("Remove player {number}", number=number)).click()
        for seat in (0, 1):
            page.locator(f"#kind-{seat}").select_option("medium")
        page.get_by_role("button", name=t("Start game")).click()
        expect(page.get_by_role("heading", name=t("Replace the saved game?"))).to_be_visible()
        assert_sound(page, "the replace question")
        page.get_by_role("button", name=t("Start the new game")).click()
        over = page.get_by_role("heading", name=t("Game over"))
        expect(skip.or_(over).first).to_be_visible()
        if skip.is_visible():
            press_skip(skip)
        expect(over).to_be_visible(timeout=30_000)
        assert_sound(page, "the final table")


def test_a_long_name_beside_a_computers_level_stays_in_its_heading_on_a_desktop(page, open_game):
    page.set_viewport_size({"width": 1280, "height": 1017})
    open_game("?seed=4&game=dicegame")
    page.get_by_role("button", name="Add player").click()
    for number, (name, kind) in enumerate(zip(NAMES[1:], ["person", "medium", "hard"], strict=True), 1):
        page.get_by_label(f"Player {number} name", exact=True).fill(name)
        page.get_by_label(f"Player {number} plays as").select_option(kind)
    page.get_by_role("button", name="Start game").click()
    expect(page.get_by_role("heading", name=re.compile("'s turn"))).to_be_visible()
    assert_sound(page, "the dice game's table at 1280 px")
