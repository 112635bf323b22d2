"""Splitter in the browser, driven by role and accessible name: a solo game to the final table on
a phone with its par (and the par's Hard game asked for after a reload), hidden placements at a
shared screen, a reload mid-round, the daily challenge."""

import re

import pytest
from playwright.sync_api import Page, expect

from shelfie.bots.splitter.shadow import hard_on_rolls
from shelfie.games.splitter.scoring import card, unfinished
from tests.ui.device import LEFT_SPACE
from tests.ui.test_daily import daily_splitter_played

from .helpers import saved_session, wait_ready
from .test_accessibility_and_layout import axe_violations, focused_name
from .test_daily import played_and_shared

pytestmark = pytest.mark.warm

SAVE_KEY = "shelfie.splitter.save"
DAILY_KEY = "shelfie.splitter.daily"
TODAY = "2026-11-22T09:30:00Z"


@pytest.fixture(scope="module")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "permissions": ["clipboard-read", "clipboard-write"]}


def set_up(page: Page, *seats: tuple[str, str]) -> None:
    """The Splitter set-up with these (name, kind) seats, then Start."""
    page.get_by_role("button", name="Play Splitter").click()
    expect(page.get_by_role("heading", name="New game: Splitter")).to_be_visible()
    while page.get_by_label(re.compile(r"^Player \d name$")).count() < len(seats):
        page.get_by_role("button", name="Add player").click()
    while page.get_by_label(re.compile(r"^Player \d name$")).count() > len(seats):
        page.get_by_role("button", name=re.compile(r"^Remove player")).last.click()
    for number, (name, kind) in enumerate(seats, start=1):
        page.get_by_label(f"Player {number} name").fill(name)
        page.get_by_label(f"Player {number} plays as").select_option(kind)
    page.get_by_role("button", name="Start game").click()


def own_pad(page: Page):
    return page.locator("section.own")


def numbers_now(page: Page) -> str:
    return page.get_by_text(re.compile(r"^This round's numbers: \d and \d$")).text_content() or ""


def place_first(page: Page) -> None:
    """Choose the first empty space on the left half of one's own pad, then Place."""
    own_pad(page).get_by_role("button", name=LEFT_SPACE).first.click()
    page.get_by_role("button", name="Place").click()


def no_horizontal_scroll(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_solo_game_on_a_phone_to_the_final_score_column(page, open_game):
    page.set_viewport_size({"width": 360, "height": 740})
    open_game("?seed=21")
    set_up(page, ("Ann", "Person"))
    expect(page.get_by_role("heading", name="Round 1 of 22 Pad A")).to_be_visible()
    no_horizontal_scroll(page)
    swapped = False  # a double cannot be swapped: swap in the first round from 11 without one
    for number in range(1, 23):
        expect(page.get_by_role("heading", name=f"Round {number} of 22 Pad A")).to_be_visible()
        if number == 8:
            said_groups_not_scoring(page)
        first, second = re.findall(r"\d", numbers_now(page))
        space = own_pad(page).get_by_role("button", name=LEFT_SPACE).first
        name = space.get_attribute("aria-label")
        space.click()
        expect(own_pad(page).get_by_role("button", name=f"{name}: {first} goes here")).to_be_visible()
        if number >= 11 and first != second and not swapped:
            no_horizontal_scroll(page)
            page.get_by_role("button", name="Swap numbers").click()
            swapped = True
            expect(own_pad(page).get_by_role("button", name=f"{name}: {second} goes here")).to_be_visible()
        page.get_by_role("button", name="Place").click()
    assert swapped
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    no_horizontal_scroll(page)
    game = saved_session(page, SAVE_KEY).game
    result = card(game.pad, game.pads[0])
    expect(page.get_by_text(f"Ann scored {result.total} points.")).to_be_visible()
    row = page.get_by_role("list", name="Final scores").get_by_role("listitem")
    expect(row).to_have_count(1)
    expect(row).to_contain_text(f"Ann {result.total} points")
    expect(row.get_by_text("Stars")).to_be_hidden()
    row.click()
    for number, points in enumerate(result.numbers, start=1):
        expect(row).to_contain_text(f"{number}s {points}")
    expect(row).to_contain_text(f"Stars {result.stars}")
    no_horizontal_scroll(page)
    assert axe_violations(page) == []
    # The par: Hard played these rolls in the page's worker a round after each move.
    hard_played = hard_on_rolls(game)
    said = f"The Hard computer scored {card(hard_played.pad, hard_played.pads[0]).total} with the same rolls."
    par = page.locator("p.par")
    expect(par).to_contain_text(said)
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    expect(par).not_to_contain_text("The Hard computer scored")
    page.get_by_role("button", name="How would the Hard computer play these rolls?").click()
    expect(par).to_contain_text(said)
    expect(page.get_by_role("button", name="How would the Hard computer play these rolls?")).to_have_count(0)
    assert focused_name(page), "the pressed button is gone, and focus went to another control"
    no_horizontal_scroll(page)
    assert axe_violations(page) == []


def said_groups_not_scoring(page: Page) -> None:
    """Under one's pad, a line for each group that does not score yet, as the rules count them."""
    game = saved_session(page, SAVE_KEY).game
    groups = unfinished(game.pad, game.pads[0])
    assert groups, "by round 8 some group is unfinished"
    folded = page.get_by_role("group", name=f"Groups not scoring yet: {len(groups)}")
    if not folded.get_by_role("listitem").first.is_visible():
        folded.get_by_text("Groups not scoring yet").click()
    said = folded.get_by_role("listitem")
    expect(said).to_have_count(len(groups))
    expect(said.first).to_have_text(re.compile(rf"^{groups[0][0].number}s from row \d, column \d"))


def test_at_a_shared_screen_a_round_stays_secret_until_everyone_has_placed(page, open_game):
    open_game("?seed=12")
    set_up(page, ("Ann", "Person"), ("Bob", "Person"), ("Cy", "Computer: Hard"))
    page.get_by_role("button", name="I am Ann: show my turn").click()
    own_pad(page).get_by_role("button", name="Row 3, column 2").click()
    assert axe_violations(page) == []
    page.get_by_role("button", name="Place").click()
    expect(page.get_by_role("heading", name="Pass the device to Bob")).to_be_visible()
    expect(page.get_by_text(re.compile("^Row 3, column 2"))).to_have_count(0)
    assert axe_violations(page) == []
    page.get_by_role("button", name="I am Bob: show my turn").click()
    ann = page.get_by_role("region", name=re.compile("^Ann"))
    expect(ann.get_by_text("Row 3, column 2: empty")).to_have_count(1)
    expect(ann.get_by_text("placed", exact=True)).to_be_visible()
    own_pad(page).get_by_role("button", name="Row 1, column 3").click()
    page.get_by_role("button", name="Place").click()
    expect(page.get_by_role("heading", name="Pass the device to Ann")).to_be_visible(timeout=10_000)
    page.get_by_role("button", name="I am Ann: show my turn").click()
    expect(page.get_by_role("heading", name="Round 2 of 22 Pad A")).to_be_visible()
    bob = page.get_by_role("region", name=re.compile("^Bob"))
    expect(bob.get_by_text(re.compile(r"^Row 1, column 3: \d$"))).to_have_count(1)
    expect(own_pad(page).get_by_text(re.compile(r"^Row 3, column 2: \d$"))).to_have_count(1)
    cy = saved_session(page, SAVE_KEY).game.pads[2]
    assert sum(1 for number in cy if number) == 2, "the computer placed in round 1"


def test_a_reload_mid_round_resumes_the_chosen_space_and_the_swap(page, open_game):
    open_game("?seed=3")
    set_up(page, ("Ann", "Person"), ("Cy", "Computer: Easy"))
    place_first(page)
    expect(page.get_by_role("heading", name="Round 2 of 22 Pad A")).to_be_visible(timeout=10_000)
    own_pad(page).get_by_role("button", name="Row 4, column 1, star").click()
    page.get_by_role("button", name="Swap numbers").click()
    chosen = own_pad(page).get_by_role("button", name=re.compile(r"^Row 4, column 1, star: \d goes here$"))
    label = chosen.get_attribute("aria-label")
    before = saved_session(page, SAVE_KEY)
    page.reload()
    wait_ready(page)
    expect(own_pad(page).get_by_role("button", name=label)).to_have_attribute("aria-pressed", "true")
    after = saved_session(page, SAVE_KEY)
    assert after.game == before.game and after.turn == before.turn


def open_daily(page: Page, url: str) -> None:
    page.clock.set_fixed_time(TODAY)
    page.goto(url + "index.html")
    wait_ready(page)
    page.get_by_role("button", name="Today's challenge: Splitter").click()
    expect(page.get_by_role("heading", name=re.compile("^Round 1 of 22"))).to_be_visible()


@pytest.mark.cold  # a fixed clock
def test_the_daily_challenge_rolls_the_days_numbers_one_attempt_and_a_spoiler_free_share(page, site_url):
    """The page's clock names the day: its first rounds' numbers are the ones the conversation rolls
    everyone (tests/ui/test_daily.py, two browsers and a whole game there); that game's result is
    copied to the clipboard and a second attempt refused."""
    open_daily(page, site_url)
    rolls = []
    for _ in range(3):
        rolls.append(numbers_now(page))
        place_first(page)
    played, reference = daily_splitter_played(1)
    assert rolls == reference[:3]
    shared, score = played_and_shared(page, played.storage, "Splitter", DAILY_KEY)
    lines = shared.splitlines()
    assert lines[0] == f"Shelfie daily challenge, Splitter, 2026-11-22: {score} points"
    assert re.fullmatch(r"Pad [AB] · 1:\d+ 2:\d+ 3:\d+ 4:\d+ 5:\d+ 6:\d+ ★\d+( ♥\d+)?", lines[1])
    assert lines[2] == f"{site_url}index.html" and len(lines) == 3


def test_axe_finds_nothing_on_splitters_rules_settings_and_replay(page, open_game):
    open_game("?seed=4")
    page.get_by_role("button", name="Rules of Splitter").click()
    expect(page.get_by_role("heading", name="How to play Splitter")).to_be_visible()
    assert axe_violations(page) == []
    page.get_by_role("button", name="Back to all games").first.click()
    page.get_by_role("button", name="Play Splitter").click()
    page.get_by_role("button", name="Change").click()
    page.get_by_role("radio", name="Pad B").check()
    assert axe_violations(page) == []
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Pad B, with hearts.")).to_be_visible()
    page.get_by_label("Player 1 plays as").select_option("Computer: Medium")
    page.get_by_role("button", name=re.compile(r"^Remove player")).last.click()
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("button", name="Skip the computer's turns").click()
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    standing = page.get_by_role("list", name="Final scores").get_by_role("listitem")
    standing.click()
    expect(standing.get_by_text("Hearts")).to_be_visible()
    page.get_by_role("button", name="Replay the game").click()
    page.get_by_role("button", name="Forward").click()
    expect(page.get_by_role("heading", name="Replay: round 1 of 22")).to_be_visible()
    assert axe_violations(page) == []


def test_placing_by_keyboard_goes_space_place_and_never_loses_focus(page, open_game):
    open_game("?seed=8")
    set_up(page, ("Ann", "Person"))
    own_pad(page).get_by_role("button", name="Row 3, column 1").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("button", name="Place")).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.get_by_role("button", name="Swap numbers")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_role("button", name="Swap numbers")).to_be_focused()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", name="Round 2 of 22 Pad A")).to_be_visible()
    assert re.match(r"Row \d, column \d", focused_name(page)), "focus goes to a space, not the page"


def test_the_hint_chooses_hards_placement_and_says_why_in_numbers(page, open_game):
    page.set_viewport_size({"width": 360, "height": 740})
    open_game("?seed=21")
    set_up(page, ("Ann", "Person"))
    page.get_by_role("button", name="Hint: what would the Hard bot do?").click()
    status = page.get_by_role("status").filter(has_text="Hint:")
    expect(status).to_have_text(
        re.compile(
            r"^Hint: \d in .+ and \d in .+\. [+−]\d+ now: the \d .+; about [+−]\d+ in all by the end\.$"
        )
    )
    page.get_by_role("button", name="Place").click()
    expect(page.get_by_role("heading", name="Round 2 of 22 Pad A")).to_be_visible()
    no_horizontal_scroll(page)
