"""Playing against computers in the page, and asking for a hint."""

import re

import pytest
from playwright.sync_api import expect

from shelfie.bots.dicegame.players import HardBot
from shelfie.ui.dicegame.hints import hint as hint_text
from shelfie.ui.dicegame.narration import describe
from tests.dicegame.record import replay
from tools.site import ROOT

from .helpers import play_turn, press_skip, saved_session, settled

pytestmark = pytest.mark.warm

MAX_TURNS = 200


def test_a_game_against_two_computers_played_to_the_end(page, open_game):
    open_game("?seed=31&game=dicegame")
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

    game_over = page.get_by_role("heading", name="Game over")
    for _ in range(MAX_TURNS):
        expect(game_over.or_(skip).or_(roll)).to_be_visible()
        if game_over.is_visible():
            break
        if skip.is_visible():
            press_skip(skip)
            expect(roll.or_(game_over)).to_be_visible()
            check_last_computer_action_is_said(page)
        else:
            play_turn(page, keep_first=False)
    expect(game_over).to_be_visible()
    session = saved_session(page)
    assert session.kinds == ("person", "medium", "hard")
    assert session.game.is_over
    expect(page.get_by_role("list", name="Final scores").get_by_role("listitem")).to_have_count(3)


def test_a_seat_switched_to_a_computer_is_named_as_one_at_once_unless_its_name_was_typed(page, open_game):
    """The set-up's name box follows its seat's kind while it holds a default name, so the seat
    reads "Computer 3" before the game starts, as the table will call it; a typed name stays."""
    open_game("?seed=5&game=dicegame")
    page.get_by_role("button", name="Add player").click()
    third, third_kind = page.get_by_label("Player 3 name"), page.get_by_label("Player 3 plays as")
    expect(third).to_have_value("Player 3")
    third_kind.select_option("hard")
    expect(third).to_have_value("Computer 3")
    third_kind.select_option("person")
    expect(third).to_have_value("Player 3")
    page.get_by_label("Player 2 name").fill("Mia")
    page.get_by_label("Player 2 plays as").select_option("easy")
    expect(page.get_by_label("Player 2 name")).to_have_value("Mia")
    third_kind.select_option("medium")
    page.get_by_label("Player 1 name").fill("Ann")
    page.get_by_role("button", name="Start game").click()
    expect(
        page.get_by_role("button", name="Roll the dice").or_(
            page.get_by_role("button", name="Skip the computer's turns")
        )
    ).to_be_visible()
    session = saved_session(page)
    assert session.names == ("Ann", "Mia", "Computer 3") and session.kinds == ("person", "easy", "medium")


def check_last_computer_action_is_said(page):
    """After Skip, the status says the last computer action in words (no timing involved)."""
    game = saved_session(page).game
    if game.is_over:
        return
    event = game.log[-1]
    before = replay(game.config, game.log[:-1])
    expect(page.get_by_role("status").first).to_have_text(describe(before, event.action))


def test_hint_says_what_the_hard_bot_would_do_exactly(page, open_game):
    open_game("?seed=4&game=dicegame")
    page.get_by_role("button", name="Remove player 2").click()
    page.get_by_role("button", name="Start game").click()
    hint = page.get_by_role("button", name="Hint: what would the Hard bot do?")
    status = page.get_by_role("status").first
    for step in ("Roll the dice", "Re-roll", "Stop rolling"):
        hint.click()
        expected = hint_text(saved_session(page).game, HardBot()).text
        expect(status).to_have_text(expected)
        if step == "Re-roll":
            assert re.match(
                r"^Hint: keep dice [\d, ]+ and re\u2011roll the others\. Expected final score: about \d+ points\.$",
                expected,
            ), expected
            kept = re.findall(r"\d", expected.split(" and re\u2011roll")[0])
            for die in kept:
                expect(page.get_by_role("button", name=re.compile(rf"^Die {die}: .*, hint$"))).to_be_visible()
            for die in kept:
                page.get_by_role("button", name=re.compile(rf"^Die {die}:")).click()
            page.get_by_role("button", name=re.compile(r"^Re-roll \d dic?e$")).click()
        else:
            page.get_by_role("button", name=step).click()
    hint.click()
    expect(status).to_have_text(re.compile(r"^Hint: (mark .+\. [+−]\d+ now: .+\. Expected|cross out|pass)"))
    expect(status).to_have_text(hint_text(saved_session(page).game, HardBot()).text)


FRAMES_WHILE_THINKING = """() => new Promise((resolve) => {
  let frames = 0;
  const tick = () => {
    frames += 1;
    if (frames < 3) requestAnimationFrame(tick);
    else resolve(document.querySelector("#app[aria-busy=true]") !== null);
  };
  requestAnimationFrame(tick);
})"""
"""Whether the page draws three frames while the computers still think. Counted in frames, not
in a time window: on a loaded 2-core machine a busy renderer draws fewer frames a second, but a
main thread blocked by Python would draw none until the thinking ended."""


WHOLE_GAME_MS = 60_000
"""Long enough for four Hard computers to play a whole dice game on a loaded 2-core machine."""


@pytest.mark.raw_presses
def test_the_page_answers_a_click_while_hard_computers_think(page, open_game):
    """Python thinks in a worker: four Hard computers playing a whole game (Skip) keep the worker
    busy for about a second (over 5 s with the other test process on the second core), and
    meanwhile the page draws frames and takes a click at once; the click is answered after the
    game, not lost."""
    open_game("?seed=5&game=dicegame")
    for _ in range(2):
        page.get_by_role("button", name="Add player").click()
        settled(page)
    for seat in range(1, 5):
        page.get_by_label(f"Player {seat} plays as").select_option("hard")
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("button", name="Skip the computer's turns").click()

    thinking = page.locator("#app[aria-busy=true]")
    expect(thinking).to_have_count(1)
    assert page.evaluate(FRAMES_WHILE_THINKING), "frames go on while the computers think"
    all_games = page.get_by_role("button", name="All games")
    all_games.click()
    assert all_games.get_attribute("aria-busy") == "true", "the pressed button answers at once"
    assert thinking.count() == 1, "the computers were still thinking when the page answered"

    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible(timeout=WHOLE_GAME_MS)
    expect(thinking).to_have_count(0)
    assert not page.evaluate(FRAMES_WHILE_THINKING), "the frame check can tell the thinking is over"
    session = saved_session(page)
    assert session.game.is_over, "the computers' game was played to its end before the click"


SLOW_ANSWERS = """
_answer = handle


def handle(request):
    import time

    if '"add-seat"' in request:
        started = time.monotonic()
        while time.monotonic() - started < 3:
            pass
    return _answer(request)
"""
"""Appended to shelfie/web/worker.py: the press that adds a seat is answered three seconds late
(PyScript exports the names of ``__export__`` once the file has run, so this ``handle`` is the one
the page calls); long enough that what the test types lands before the answer, not during it."""


@pytest.mark.raw_presses
@pytest.mark.cold  # its page loads a slowed worker
def test_what_is_typed_while_an_answer_is_on_its_way_is_kept(page, open_game):
    """A press is answered by the worker a moment later; a name typed and a level chosen in that
    moment are not lost when the answer redraws the form (static/page.js puts them back)."""
    worker = (ROOT / "shelfie/web/worker.py").read_text() + SLOW_ANSWERS
    page.route("**/shelfie/web/worker.py", lambda route: route.fulfill(body=worker))
    open_game("?seed=5&game=dicegame")
    page.get_by_role("button", name="Add player").click()
    page.get_by_label("Player 1 plays as").select_option("hard")
    page.get_by_label("Player 1 name").fill("Zoe")
    assert page.locator("#app[data-pending]").count() == 1, "typed while the answer was on its way"
    settled(page)
    expect(page.get_by_label("Player 3 name")).to_be_visible()
    expect(page.get_by_label("Player 1 plays as")).to_have_value("hard")
    expect(page.get_by_label("Player 1 name")).to_have_value("Zoe")
