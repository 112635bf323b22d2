"""What a first-time player runs into: kept dice stay kept, computers are marked as computers on
every board, the board explains itself, the end of the game says why, and each guide sits beside
its game on a phone (tests/ui/test_newcomer.py follows the guided games to their ends and plays on a
board of one's own)."""

import re

import pytest
from playwright.sync_api import expect

from .geometry import layout_faults
from .helpers import dice_labels, press_skip, saved_session, start
from .positions import before_the_end_is_triggered, load_into_page
from .test_accessibility_and_layout import axe_violations

pytestmark = pytest.mark.warm


def test_kept_dice_stay_kept_across_a_reroll_until_released(page, open_game):
    open_game("?seed=5")
    start(page, "Ann")
    page.get_by_role("button", name="Roll the dice").click()
    for die in (1, 4):
        page.get_by_role("button", name=re.compile(rf"^Die {die}:")).click()
    before = dice_labels(page)
    page.get_by_role("button", name="Re-roll 4 dice").click()
    for die in (1, 4):
        kept = page.get_by_role("button", name=re.compile(rf"^Die {die}: .*, kept$"))
        expect(kept).to_have_attribute("aria-pressed", "true")
    after = dice_labels(page)
    assert (after[0], after[3]) == (before[0], before[3]), "kept dice keep their faces"
    page.get_by_role("button", name=re.compile(r"^Die 4:")).click()
    expect(page.get_by_role("button", name="Re-roll 5 dice")).to_be_visible()


def test_a_computer_is_named_and_marked_on_its_board_during_a_persons_turn(page, open_game):
    open_game("?seed=31&game=dicegame")
    page.get_by_label("Player 1 name").fill("Ann")
    page.get_by_label("Player 2 plays as").select_option("hard")
    page.get_by_role("button", name="Start game").click()
    skip = page.get_by_role("button", name="Skip the computer's turns")
    roll = page.get_by_role("button", name="Roll the dice")
    expect(skip.or_(roll)).to_be_visible()
    if skip.is_visible():
        press_skip(skip)
    expect(roll).to_be_visible()
    board = page.get_by_role("region", name=re.compile("^Computer 2"))
    expect(board.get_by_text("Computer: Hard")).to_be_visible()
    assert saved_session(page).names == ("Ann", "Computer 2")


def test_the_board_explains_itself(page, open_game):
    open_game("?seed=5")
    start(page, "Ann")
    key = page.get_by_role("group", name="How to read the bookshelf")
    expect(key.get_by_text("board game")).to_be_hidden()
    key.get_by_text("How to read the bookshelf").click()
    expect(key).to_contain_text("Dots over a column: the dice an item there needs.")
    expect(key.get_by_text("board game")).to_be_visible()
    page.get_by_role("button", name="Roll the dice").click()
    expect(page.get_by_role("button", name=re.compile(r"^Die 1:"))).to_be_visible()
    expect(key.get_by_text("board game")).to_be_visible(), "opened, it stays open as the screen is redrawn"


def test_the_last_round_banner_names_who_ended_the_game(page, open_game):
    state, action = before_the_end_is_triggered()
    open_game("?seed=5")
    load_into_page(page, state)
    (combo,) = action.combos
    page.get_by_role("button", name=re.compile(r"^book, 5 dice")).click()
    page.get_by_role("button", name="Confirm marking").click()
    # Ann's full cat and book shelves also blocked Bob's: both now have two shelves without items.
    expect(page.get_by_text("Last round! Ann and Bob have no items left on 2 shelves.")).to_be_visible()
    assert combo.shelf == 1


def marked_on_boards(page) -> list[int]:
    regions = page.get_by_role("region", name=re.compile(r"^(Ann|Bob)\b"))
    return [regions.nth(i).get_by_text("marked", exact=True).count() for i in range(regions.count())]


def test_a_finished_game_replays_step_by_step_as_the_engine_played_it(page, open_game):
    from shelfie.ui.dicegame.screens import SCREENS
    from tests.dicegame.record import replay

    from .positions import finished_game

    game = finished_game()
    open_game("?seed=5")
    load_into_page(page, game)
    page.get_by_role("button", name="Replay the game").click()
    total = len(game.log)
    expect(page.get_by_role("heading", name=f"Replay: step 0 of {total}")).to_be_visible()
    forward = page.get_by_role("button", name="Forward")
    for step in range(1, 31):
        forward.click()
        expect(page.get_by_role("heading", name=f"Replay: step {step} of {total}")).to_be_visible()
        state = replay(game.config, game.log[:step])
        assert marked_on_boards(page) == [sheet.marked.bit_count() for sheet in state.sheets]
    page.get_by_role("button", name="Back", exact=True).click()
    expect(page.get_by_role("heading", name=f"Replay: step 29 of {total}")).to_be_visible()
    page.get_by_role("button", name="Last").click()
    assert marked_on_boards(page) == [sheet.marked.bit_count() for sheet in game.sheets]
    page.get_by_role("button", name="Back to the scores").click()
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    page.get_by_text(f"Game log ({total} entries)").click()
    newest = page.locator("details.log li").first
    expect(newest).to_have_text(SCREENS.log_lines(game, 0)[-1])
    expect(page.locator("details.log li")).to_have_count(total)


def test_the_rules_are_reached_from_a_game_and_left_without_losing_it(page, open_game):
    open_game("?seed=5")
    start(page, "Ann")
    page.get_by_role("button", name="Roll the dice").click()
    page.get_by_role("button", name=re.compile(r"^Die 2:")).click()
    dice = dice_labels(page)
    page.get_by_role("button", name="Rules").click()
    expect(page.get_by_role("heading", name="How to play My Shelfie: The Dice Game")).to_be_visible()
    expect(page.get_by_role("img", name="Dice: cat, cat, joker")).to_be_visible()
    expect(page.get_by_role("button", name="Back to the game").first).to_be_focused()
    page.get_by_role("button", name="Back to the game").first.click()
    assert dice_labels(page) == dice
    expect(page.get_by_role("button", name=re.compile(r"^Die 2: .*, kept$"))).to_have_attribute(
        "aria-pressed", "true"
    )


@pytest.mark.motion
def test_thrown_dice_tumble_unless_the_player_asked_for_less_motion(page, open_game):
    open_game("?seed=5")
    start(page, "Ann")
    page.get_by_role("button", name="Roll the dice").click()
    die = page.get_by_role("button", name=re.compile(r"^Die 1:"))
    assert die.evaluate("d => getComputedStyle(d).animationName") == "tumble"
    page.emulate_media(reduced_motion="reduce")
    page.get_by_role("button", name="Re-roll 6 dice").click()
    expect(die).to_have_class(re.compile(r"\brolling\b"))
    assert die.evaluate("d => getComputedStyle(d).animationName") == "none"
    expect(page.get_by_role("button", name="Sound")).to_have_attribute("aria-pressed", "false")


def sound_on_a_phone(page) -> None:
    """The guide beside the game on a 360 px phone: axe-core finds nothing, no layout fault."""
    page.set_viewport_size({"width": 360, "height": 800})
    assert axe_violations(page) == []
    assert layout_faults(page) == []
    page.set_viewport_size({"width": 1280, "height": 900})


def test_my_shelfies_guide_beside_its_first_take_is_sound_on_a_phone(page, open_game):
    """tests/ui/test_newcomer.py follows the guided game to its end."""
    open_game()
    page.get_by_role("button", name="Learn My Shelfie", exact=True).click()
    expect(page.get_by_role("region", name="Guide")).to_contain_text("free side")
    sound_on_a_phone(page)


def test_splitters_guide_beside_its_first_round_is_sound_on_a_phone(page, open_game):
    """tests/ui/test_newcomer.py follows the guided game to its end."""
    open_game()
    page.get_by_role("button", name="Learn Splitter", exact=True).click()
    expect(page.get_by_role("heading", name=re.compile("^Round 1 of 22"))).to_be_visible()
    expect(page.get_by_role("region", name="Guide")).to_contain_text("mirror space")
    sound_on_a_phone(page)
