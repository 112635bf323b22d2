"""The daily challenge in the browser: the page's clock names the day, whose dice and deal are the
ones the conversation gives everyone (tests/ui/test_daily.py, two fresh browsers there); the result
copied to the clipboard, one attempt; the daily tile game reopened by a reload."""

import re

import pytest
from playwright.sync_api import expect

from tests.pages import DAILY_KEY
from tests.ui.device import TILE
from tests.ui.device import first_rolls as conversation_first_rolls
from tests.ui.test_daily import daily_dice_played, todays

from .helpers import DICE_GAME, dice_labels, saved_session, wait_ready

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


def keep(page, storage: dict[str, str]) -> None:
    """The page's storage becomes ``storage`` (a device's of tests/ui), and the page is reloaded."""
    page.evaluate(
        "(items) => { localStorage.clear(); for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
        storage,
    )
    page.reload()
    wait_ready(page)


def played_and_shared(page, storage: dict[str, str], game: str, key: str) -> tuple[str, int]:
    """On the storage of today's challenge played to its end: a second attempt is refused and the
    result shared; what the clipboard holds, and the score it should say."""
    keep(page, storage)
    page.get_by_role("button", name=f"Today's challenge: {game}").click()
    expect(page.get_by_text("You have played today's challenge: a new one comes tomorrow.")).to_be_visible()
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    daily = saved_session(page, key)
    score = daily.rules.outcome(daily.game).scores[0]
    page.get_by_role("button", name="Share your result").click()
    expect(page.get_by_text("Your result is copied: paste it anywhere.")).to_be_visible()
    return page.evaluate("navigator.clipboard.readText()"), score


def test_a_fresh_browser_deals_the_daily_dice_of_its_clocks_day(page, site_url):
    """The page's clock names the day: its dice are those the conversation deals everyone on that
    day (tests/ui/test_daily.py deals them to two fresh browsers)."""
    open_daily(page, site_url)
    assert first_rolls(page) == conversation_first_rolls(todays(DICE_GAME, 1))
    assert saved_session(page, DAILY_KEY).daily == "2026-11-22"


def test_one_attempt_a_day_and_a_spoiler_free_share(page, site_url):
    """Today's challenge played to its end (tests/ui/test_daily.py plays it by name): its result
    copied to the clipboard, and a second attempt refused."""
    open_daily(page, site_url)
    played = daily_dice_played()
    shared, score = played_and_shared(page, played.storage, DICE_GAME, DAILY_KEY)
    assert shared == (
        f"Shelfie daily challenge, My Shelfie: The Dice Game, 2026-11-22: {score} points\n{site_url}index.html"
    )
    preview = page.get_by_role("figure", name="Your result, as it will be shared")
    expect(preview).to_contain_text(shared.splitlines()[0].replace("-", "\u2011"))
    expect(preview).not_to_contain_text(site_url)
    expect(page.get_by_role("button", name="Rematch")).to_have_count(0)
    # The page's clock says 09:30 UTC: the next day's challenge opens at midnight UTC.
    expect(page.get_by_text(re.compile(r"^The next challenge opens in 14\s+h 30\s+min\.$"))).to_be_visible()
    page.clock.set_fixed_time("2026-11-23T00:00:01Z")
    page.clock.run_for(31000)
    expect(page.get_by_text("The next challenge is ready: open it from all games.")).to_be_visible()


def test_the_daily_tile_game_is_the_deal_of_the_day_against_its_computers_and_a_reload_resumes_it(
    page, site_url
):
    open_daily(page, site_url, "My Shelfie")
    for name, level in (("Computer 2", "Computer: Medium"), ("Computer 3", "Computer: Hard")):
        expect(page.get_by_role("region", name=re.compile(f"^{name}")).get_by_text(level)).to_be_visible()
    room = page.get_by_role("button", name=TILE).evaluate_all("(b) => b.map((t) => t.ariaLabel)")
    reference = todays("My Shelfie", 1)
    assert room == [reference.screen.name(tile) for tile in reference.screen.find("button", TILE)]
    assert len(room) > 10
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
    page.get_by_role("button", name="All games").click()
    page.get_by_role("button", name="Today's challenge: Splitter").click()
    expect(page.get_by_role("heading", name=re.compile("^Round 1 of 22"))).to_be_visible()
