"""A throw of dice is felt in every game that throws them (GameEntry.dice): new dice tumble, a
phone buzzes, and the Sound button is there; a game without dice has no Sound button."""

import re

import pytest
from playwright.sync_api import Page, expect

from . import test_splitter as splitter

pytestmark = pytest.mark.motion

BUZZES = "window.__buzzes = []; navigator.vibrate = (ms) => { window.__buzzes.push(ms); return true; };"


@pytest.fixture
def buzzing(page: Page) -> Page:
    """A phone that records each buzz instead of making it."""
    page.add_init_script(BUZZES)
    return page


def rolling(page: Page) -> int:
    """How many dice are tumbling now."""
    return page.locator("[data-roll] .thrown.rolling").count()


def test_the_dice_games_throw_tumbles_and_buzzes(buzzing, open_game):
    open_game("?seed=5&game=dicegame")
    buzzing.get_by_label("Player 1 name").fill("Ann")
    buzzing.get_by_role("button", name="Start game").click()
    expect(buzzing.get_by_role("button", name="Sound")).to_be_visible()
    buzzing.get_by_role("button", name="Roll the dice").click()
    expect(buzzing.locator("[data-roll] .thrown.rolling")).to_have_count(6)
    assert buzzing.evaluate("window.__buzzes") == [20]


def test_splitters_new_round_tumbles_and_buzzes(buzzing, open_game):
    open_game("?seed=21")
    splitter.set_up(buzzing, ("Ann", "Person"))
    expect(buzzing.get_by_role("button", name="Sound")).to_be_visible()
    expect(buzzing.locator("[data-roll] .thrown.rolling")).to_have_count(2)
    assert buzzing.evaluate("window.__buzzes") == [20], "the first round's numbers are thrown at the start"
    own = splitter.own_pad(buzzing)
    own.get_by_role("button", name=splitter.LEFT_SPACE).first.click()
    assert rolling(buzzing) == 0, "choosing a space throws nothing"
    buzzing.get_by_role("button", name="Place").click()
    expect(buzzing.get_by_text(re.compile(r"^Round 2 of"))).to_be_visible()
    expect(buzzing.locator("[data-roll] .thrown.rolling")).to_have_count(2)
    assert buzzing.evaluate("window.__buzzes") == [20, 20]


def test_the_tile_game_throws_no_dice_and_offers_no_sound(page, open_game):
    open_game("?seed=9&game=myshelfie")
    page.get_by_label("Player 1 name").fill("Ann")
    page.get_by_label("Player 2 plays as").select_option("easy")
    page.get_by_role("button", name="Start game").click()
    expect(page.get_by_role("button", name="New game")).to_be_visible()
    expect(page.get_by_role("button", name="Sound")).to_have_count(0)
