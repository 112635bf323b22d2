"""Playing against computers in the page, and asking for a hint."""

import re

from playwright.sync_api import expect

from .helpers import play_turn, saved_session

MAX_TURNS = 200


def test_a_game_against_two_computers_played_to_the_end(page, open_game):
    open_game("?seed=31")
    page.get_by_role("button", name="Add player").click()
    page.get_by_label("Player 1 name").fill("Ann")
    page.get_by_label("Player 2 name").fill("Mia")
    page.get_by_label("Player 2 plays as").select_option("medium")
    page.get_by_label("Player 3 name").fill("Hal")
    page.get_by_label("Player 3 plays as").select_option("hard")
    page.get_by_role("button", name="Start game").click()

    skip = page.get_by_role("button", name="Skip the computer's turns")
    roll = page.get_by_role("button", name="Roll the dice")
    expect(skip.or_(roll)).to_be_visible()
    if skip.is_visible():
        expect(
            page.get_by_role("status").filter(has_text=re.compile(r"^(Mia|Hal) rolled the dice\.$"))
        ).to_be_visible()

    game_over = page.get_by_role("heading", name="Game over")
    for _ in range(MAX_TURNS):
        expect(game_over.or_(skip).or_(roll)).to_be_visible()
        if game_over.is_visible():
            break
        if skip.is_visible():
            skip.click()
        else:
            play_turn(page, keep_first=False)
    expect(game_over).to_be_visible()
    session = saved_session(page)
    assert session.kinds == ("person", "medium", "hard")
    assert session.game.is_over
    assert page.get_by_role("table", name="Final scores").get_by_role("row").count() == 4


def test_hint_says_what_the_hard_bot_would_do(page, open_game):
    open_game("?seed=4")
    page.get_by_role("button", name="Remove player 2").click()
    page.get_by_role("button", name="Start game").click()
    hint = page.get_by_role("button", name="Hint: what would the Hard bot do?")
    hint.click()
    expect(page.get_by_role("status").filter(has_text=re.compile(r"^Hint: roll the dice"))).to_be_visible()
    page.get_by_role("button", name="Roll the dice").click()
    hint.click()
    expect(
        page.get_by_role("status").filter(
            has_text=re.compile(r"^Hint: (stop rolling|keep .+ and re-roll the others) \(expected value")
        )
    ).to_be_visible()
    page.get_by_role("button", name="Stop rolling").click()
    hint.click()
    expect(
        page.get_by_role("status").filter(has_text=re.compile(r"^Hint: (mark|cross out|pass)"))
    ).to_be_visible()
