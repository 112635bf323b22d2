"""The daily challenge in the browser: the same dice in two fresh browsers, one attempt, sharing;
the daily tile game: the same deal against the same computers, reopened by a reload."""

import re

import pytest
from playwright.sync_api import expect

from tests.pages import DAILY_KEY

from .helpers import dice_labels, play_until_over, saved_session, wait_ready

TODAY = "2026-11-22T09:30:00Z"
MYSHELFIE_DAILY = "shelfie.myshelfie.daily"


@pytest.fixture
def browser_context_args(browser_context_args):
    return {**browser_context_args, "permissions": ["clipboard-read", "clipboard-write"]}


def open_daily(page, url: str, game: str = "My Shelfie: The Dice Game") -> None:
    page.clock.set_fixed_time(TODAY)
    page.goto(url + "index.html")
    wait_ready(page)
    page.get_by_role("button", name=f"Today's challenge: {game}", exact=True).click()
    expect(page.get_by_role("heading", name=re.compile("^Player's turn"))).to_be_visible()


def first_rolls(page) -> list[list[str]]:
    page.get_by_role("button", name="Roll the dice").click()
    rolls = [dice_labels(page)]
    page.get_by_role("button", name=re.compile(r"^Die 1:")).click()
    page.get_by_role("button", name="Re-roll 5 dice").click()
    rolls.append(dice_labels(page))
    return rolls


def test_two_fresh_browsers_get_the_same_daily_dice(browser, site_url, device_args):
    seen = []
    for _ in range(2):
        context = browser.new_context(**device_args)
        page = context.new_page()
        open_daily(page, site_url)
        seen.append(first_rolls(page))
        assert saved_session(page, DAILY_KEY).daily == "2026-11-22"
        context.close()
    assert seen[0] == seen[1]


def test_one_attempt_a_day_and_a_spoiler_free_share(page, site_url):
    open_daily(page, site_url)
    play_until_over(page)
    game_over = page.get_by_role("heading", name="Game over")
    daily = saved_session(page, DAILY_KEY)
    score = daily.rules.outcome(daily.game).scores[0]
    page.get_by_role("button", name="Share your result").click()
    expect(page.get_by_text("Your result is copied: paste it anywhere.")).to_be_visible()
    shared = page.evaluate("navigator.clipboard.readText()")
    assert shared == (
        f"Shelfie daily challenge, My Shelfie: The Dice Game, 2026-11-22: {score} points\n{site_url}index.html"
    )
    page.get_by_role("button", name="All games").click()
    page.get_by_role("button", name="Today's challenge: My Shelfie: The Dice Game").click()
    expect(page.get_by_text("You have played today's challenge: a new one comes tomorrow.")).to_be_visible()
    expect(game_over).to_be_visible()


TILE = re.compile(r"^(Cat|Book|Game|Frame|Trophy|Plant), row \d, column \d$")


def test_the_daily_tile_game_is_the_same_deal_against_the_same_computers_in_two_browsers(
    browser, site_url, device_args
):
    rooms = []
    for visit in range(2):
        context = browser.new_context(**device_args)
        page = context.new_page()
        open_daily(page, site_url, "My Shelfie")
        for name, level in (("Computer 2", "Computer: Medium"), ("Computer 3", "Computer: Hard")):
            expect(page.get_by_role("region", name=re.compile(f"^{name}")).get_by_text(level)).to_be_visible()
        rooms.append(page.get_by_role("button", name=TILE).evaluate_all("(b) => b.map((t) => t.ariaLabel)"))
        if visit == 1:
            page.get_by_role("button", name=TILE).first.click()
            page.get_by_role("group", name="Columns").get_by_role("button").first.click()
            page.get_by_role("button", name=re.compile(r"^Put them in column \d$")).click()
            taken = saved_session(page, MYSHELFIE_DAILY).game.log
            page.reload()
            wait_ready(page)
            # The challenge was the last game played: the reload opens it where it was.
            expect(page.get_by_role("heading", name=re.compile("^Player's turn"))).to_be_visible()
            resumed = saved_session(page, MYSHELFIE_DAILY)
            assert resumed.daily == "2026-11-22" and resumed.game.log[: len(taken)] == taken
        context.close()
    assert rooms[0] == rooms[1] and len(rooms[0]) > 10
