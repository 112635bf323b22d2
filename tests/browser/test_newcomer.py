"""What a first-time player runs into: kept dice stay kept, computers are marked as computers on
every board, the board explains itself, and the end of the game says why."""

import re

import pytest
from playwright.sync_api import expect

from .geometry import layout_faults
from .helpers import dice_labels, play_until_over, press_skip, saved_session, start
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
    note = page.get_by_role("note", name="How to read the bookshelf")
    expect(note).to_contain_text("Dots over a column: the dice an item there needs.")
    expect(note).to_contain_text("board game")


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
    from shelfie.ui.dicegame.history import lines
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
    expect(newest).to_have_text(lines(game)[-1])
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


def test_your_own_board_changes_the_scores(page, open_game):
    from shelfie.games.dicegame.board import STANDARD_BOARD
    from shelfie.games.dicegame.scoring import score

    open_game("?seed=9&game=dicegame")
    page.get_by_role("button", name="Remove player 2").click()
    page.get_by_role("button", name="Change").click()
    for shelf, face in enumerate(("cat", "book", "plant", "trophy", "board game")):
        for column in range(1, 6):
            page.get_by_label(f"Points of the {face} in column {column}").fill(str(9 + shelf))
    page.get_by_label("Dice needed in column 5").fill("7")
    page.get_by_role("button", name="Save").click()
    expect(
        page.get_by_role("status").filter(has_text="A column needs between 1 and 6 dice, got 7.")
    ).to_be_visible()
    page.get_by_label("Dice needed in column 5").fill("5")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Board: your own.")).to_be_visible()
    page.get_by_role("button", name="Start game").click()
    play_until_over(page)
    game = saved_session(page).game
    assert game.board.values[4] == (13, 13, 13, 13, 13)
    total = score(game.board, game.sheets[0]).total
    expect(page.get_by_role("table", name="Final scores").get_by_role("row").nth(1)).to_contain_text(
        str(total)
    )
    assert total > 0 and total != score(STANDARD_BOARD, game.sheets[0]).total


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


def test_the_guided_first_game_from_the_offer_to_the_final_scores(page, open_game):
    open_game()
    expect(page.get_by_role("heading", name="New here?")).to_be_visible()
    page.get_by_role("button", name="Learn My Shelfie: The Dice Game").click()
    guide = page.get_by_role("region", name="Guide")
    expect(guide).to_contain_text("Press Roll the dice.")
    page.get_by_role("button", name="Roll the dice").click()
    expect(guide).to_contain_text("try the three board games and the joker")
    for die in (1, 3, 4, 5):
        page.get_by_role("button", name=re.compile(rf"^Die {die}:")).click()
    page.get_by_role("button", name="Re-roll 2 dice").click()
    page.get_by_role("button", name="Stop rolling").click()
    expect(guide).to_contain_text("Now mark 1 to 3 items.")
    play_until_over(page)
    game_over = page.get_by_role("heading", name="Game over")
    expect(game_over).to_be_visible()
    expect(guide).to_have_count(0)
    assert saved_session(page).guided


def sound_on_a_phone(page) -> None:
    """The guide beside the game on a 360 px phone: axe-core finds nothing, no layout fault."""
    page.set_viewport_size({"width": 360, "height": 800})
    assert axe_violations(page) == []
    assert layout_faults(page) == []
    page.set_viewport_size({"width": 1280, "height": 900})


def test_my_shelfies_guided_first_game_followed_to_its_end(page, open_game):
    open_game()
    page.get_by_role("button", name="Learn My Shelfie", exact=True).click()
    guide = page.get_by_role("region", name="Guide")
    steps = ["free side", "from the bottom", "personal goal", "top token", "form a group", "end token"]
    for number, step in enumerate(steps):
        expect(guide).to_contain_text(step)
        if number == 0:
            sound_on_a_phone(page)
        page.get_by_role("button", name="Hint: what would the Hard bot do?").click()
        page.get_by_role("button", name=re.compile(r"^Put them in column \d$")).click()
        expect(page.get_by_role("heading", name=re.compile("^Player's turn"))).to_be_visible()
    expect(guide).to_have_count(0)
    session = saved_session(page, "shelfie.myshelfie.save")
    assert session.guided and [event.seat for event in session.game.log].count(0) == len(steps)


def test_splitters_guided_first_game_followed_to_its_end(page, open_game):
    open_game()
    page.get_by_role("button", name="Learn Splitter", exact=True).click()
    guide = page.get_by_role("region", name="Guide")
    left_space = re.compile(r"^Row \d, column [1-4](, star|, heart)?$")
    steps = ["mirror space", "exactly as many", "hearts", "score column", "22 rounds"]
    for number, step in enumerate(steps, start=1):
        expect(page.get_by_role("heading", name=re.compile(f"^Round {number} of 22"))).to_be_visible()
        expect(guide).to_contain_text(step)
        if number == 1:
            sound_on_a_phone(page)
        if number == 2:
            expect(guide).to_contain_text("This round is a double")
        page.locator("section.own").get_by_role("button", name=left_space).first.click()
        page.get_by_role("button", name="Place").click()
    expect(page.get_by_role("heading", name=re.compile("^Round 6 of 22"))).to_be_visible()
    expect(guide).to_have_count(0)
