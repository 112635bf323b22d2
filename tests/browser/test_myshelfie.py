"""My Shelfie in the browser, driven by role and accessible name: a game against Medium to the final
table on a phone, personal goals kept secret at a shared screen, a reload mid-turn."""

import re

import pytest
from playwright.sync_api import Page, expect

from shelfie.games.myshelfie.goals import PERSONAL_CARDS
from shelfie.games.myshelfie.rules import card
from tests.ui.device import TILE

from .helpers import press_skip, saved_session, wait_ready
from .test_accessibility_and_layout import axe_violations, focused_name

pytestmark = pytest.mark.warm

SAVE_KEY = "shelfie.myshelfie.save"
COLUMN = re.compile(r"^Column \d: room for \d$")


def set_up(page: Page, *seats: tuple[str, str]) -> None:
    page.get_by_role("button", name="Play My Shelfie", exact=True).click()
    expect(page.get_by_role("heading", name="New game: My Shelfie")).to_be_visible()
    while page.get_by_label(re.compile(r"^Player \d name$")).count() < len(seats):
        page.get_by_role("button", name="Add player").click()
    for number, (name, kind) in enumerate(seats, start=1):
        page.get_by_label(f"Player {number} name").fill(name)
        page.get_by_label(f"Player {number} plays as").select_option(kind)
    page.get_by_role("button", name="Start game").click()


def take_one(page: Page) -> None:
    """Pick the first tile offered, the first column with room, and put it in."""
    page.get_by_role("button", name=TILE).first.click()
    put_in_first_column(page)


def take_most(page: Page) -> int:
    """Pick the first tile offered and every tile that can join it (a shelf has room for each
    take offered), the first column with room for them all, and put them in. How many were taken."""
    page.get_by_role("button", name=TILE).first.click()
    joining = page.locator("table.living-room button.tile[aria-pressed=false]:enabled")
    taken = 1
    while joining.count():
        joining.first.click()
        taken += 1
    put_in_first_column(page)
    return taken


def put_in_first_column(page: Page) -> None:
    page.get_by_role("group", name="Columns").get_by_role("button", name=COLUMN).and_(
        page.locator(":enabled")
    ).first.click()
    page.get_by_role("button", name=re.compile(r"^Put (it|them) in column \d$")).click()


def no_horizontal_scroll(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_game_against_medium_on_a_phone_to_the_final_table(page, open_game):
    page.set_viewport_size({"width": 360, "height": 740})
    open_game("?seed=7")
    set_up(page, ("Ann", "Person"), ("Cy", "Computer: Medium"))
    over = page.get_by_role("heading", name="Game over")
    turn = page.get_by_role("heading", name=re.compile("^Ann's turn"))
    skip = page.get_by_role("button", name="Skip the computer's turns")
    checked = False
    for _ in range(80):
        expect(over.or_(turn).or_(skip)).to_be_visible()
        if over.is_visible():
            break
        if skip.is_visible():
            press_skip(skip)
            continue
        if not checked:
            no_horizontal_scroll(page)
            page.get_by_role("button", name=TILE).first.click()
            assert axe_violations(page) == []
            goals = page.get_by_role("region", name="Common goals").get_by_role("listitem")
            expect(goals.filter(has_text=re.compile(r"^Ann: 0 of \d+ \w"))).not_to_have_count(0)
            expect(goals.filter(has_text=re.compile(r"^Cy: \d+ of \d+ \w"))).not_to_have_count(0)
            page.get_by_role("button", name="Clear").click()
            checked = True
        take_one(page)
    expect(over).to_be_visible()
    no_horizontal_scroll(page)
    game = saved_session(page, SAVE_KEY).game
    rows = page.get_by_role("list", name="Final scores").get_by_role("listitem")
    expect(rows).to_have_count(2)
    for seat, name in enumerate(("Ann", "Cy")):
        result = card(game, seat)
        row = rows.filter(has_text=re.compile(rf"\b{name}\b"))
        expect(row).to_contain_text(f"{result.total} points")
        expect(row.get_by_text("Goal tokens")).to_be_hidden()
        row.click()
        expect(row).to_contain_text(f"Goal tokens {result.tokens}")
        expect(row).to_contain_text(f"End token {result.end_token}")
    assert axe_violations(page) == []
    page.get_by_text(re.compile(r"^Game log \(\d+ entries\)$")).click()
    told = page.locator("details.log li")
    expect(told.filter(has_text=re.compile(r"^Ann took .+ into column \d\.$"))).not_to_have_count(0)
    expect(told.filter(has_text=re.compile(r"^Cy took .+ into column \d\.$"))).not_to_have_count(0)
    colours = shelf_colours(page)
    assert len(colours) >= 4 and len(set(colours.values())) == len(colours), (
        "on a shelf each type keeps its colour"
    )


def shelf_colours(page: Page) -> dict[str, str]:
    """The background of each kind of square on the bookshelves shown: empty, or a type's tile."""
    return page.locator("table.bookshelf td").evaluate_all(
        "(cells) => Object.fromEntries(cells.map((td) => [td.className.match(/\\bt\\d\\b/)?.[0] ?? 'empty',"
        " getComputedStyle(td).backgroundColor]))"
    )


def goal_texts(page: Page) -> set[str]:
    return {
        re.sub(r"^Row", "row", text.split(":")[0])
        for text in page.locator("table.bookshelf td .sr-only").all_inner_texts()
        if ", goal:" in text
    }


def test_at_a_shared_screen_each_persons_goal_shows_only_on_their_turn(page, open_game):
    open_game("?seed=9")
    set_up(page, ("Ann", "Person"), ("Bob", "Person"), ("Cy", "Person"))
    seen = {}
    for _ in range(4):
        handoff = page.get_by_role("heading", name=re.compile("^Pass the device to"))
        expect(handoff).to_be_visible()
        expect(page.locator("table.bookshelf")).to_have_count(0)
        assert axe_violations(page) == [] if not seen else True
        name = (handoff.text_content() or "").removeprefix("Pass the device to ")
        page.get_by_role("button", name=f"I am {name}: show my turn").click()
        expect(page.get_by_role("heading", name=re.compile(f"^{name}'s turn"))).to_be_visible()
        session = saved_session(page, SAVE_KEY)
        seat = session.names.index(name)
        wanted = {
            f"row {r + 1}, column {c + 1}" for r, c in PERSONAL_CARDS[session.game.config.personal[seat] - 1]
        }
        assert goal_texts(page) == wanted, "only the person whose turn it is sees a goal: their own"
        seen[name] = frozenset(wanted)
        take_one(page)
    assert len(set(seen.values())) == 3


def test_a_reload_mid_turn_resumes_the_picked_tile_and_column(page, open_game):
    open_game("?seed=5")
    set_up(page, ("Ann", "Person"), ("Cy", "Computer: Easy"))
    skip = page.get_by_role("button", name="Skip the computer's turns")
    turn = page.get_by_role("heading", name=re.compile("^Ann's turn"))
    expect(turn.or_(skip)).to_be_visible()
    if skip.is_visible():
        press_skip(skip)
    tile = page.get_by_role("button", name=TILE).first
    label = tile.get_attribute("aria-label")
    tile.click()
    page.get_by_role("button", name=re.compile(r"^Column 3: room")).click()
    before = saved_session(page, SAVE_KEY)
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("button", name=f"{label}, picked 1st")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_role("button", name=re.compile(r"^Column 3: room"))).to_have_attribute(
        "aria-pressed", "true"
    )
    after = saved_session(page, SAVE_KEY)
    assert after.game == before.game and after.turn == before.turn
    page.get_by_role("button", name="Put them in column 3").click()
    expect(page.get_by_role("button", name=f"{label}, picked 1st")).to_have_count(0)


def test_axe_finds_nothing_on_the_rules_with_their_goal_pictures_and_the_settings_of_my_shelfie(
    page, open_game
):
    open_game()
    page.get_by_role("button", name="Rules of My Shelfie", exact=True).click()
    expect(page.get_by_role("heading", name="How to play My Shelfie")).to_be_visible()
    expect(page.get_by_role("img", name=re.compile("^An example bookshelf showing "))).to_have_count(12)
    expect(page.get_by_role("img", name="An example bookshelf showing Diagonal")).to_be_visible()
    assert axe_violations(page) == []
    page.get_by_role("button", name="Back to all games").first.click()
    page.get_by_role("button", name="Play My Shelfie", exact=True).click()
    page.get_by_role("button", name="Change").click()
    page.get_by_role("radio", name="One common goal card (first game)").check()
    assert axe_violations(page) == []
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_text("First game: one common goal card.")).to_be_visible()


def test_taking_by_keyboard_goes_tile_column_confirm_and_never_loses_focus(page, open_game):
    open_game("?seed=3")
    set_up(page, ("Ann", "Person"), ("Bob", "Person"))
    page.get_by_role("button", name=re.compile("^I am .*: show my turn$")).click()
    tile = page.get_by_role("button", name=TILE).first
    tile.focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("button", name=re.compile(r", picked 1st$"))).to_be_focused()
    for _ in range(80):
        page.keyboard.press("Tab")
        if COLUMN.match(focused_name(page)):
            break
    assert COLUMN.match(focused_name(page)), "the columns are reachable by Tab from the board"
    page.keyboard.press("Enter")
    expect(page.get_by_role("button", name=re.compile(r"^Put them in column \d$"))).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", name=re.compile("^Pass the device to"))).to_be_visible()
    expect(page.get_by_role("button", name=re.compile("^I am .*: show my turn$"))).to_be_focused()


def test_undo_takes_back_the_last_pick_by_mouse_and_by_keyboard(page, open_game):
    open_game("?seed=3")
    set_up(page, ("Ann", "Person"), ("Cy", "Computer: Easy"))
    undo = page.get_by_role("button", name="Undo the last choice")
    expect(undo).to_be_disabled()
    first = page.get_by_role("button", name=TILE).first
    label = first.get_attribute("aria-label")
    first.click()
    picked = page.get_by_role("button", name=f"{label}, picked 1st")
    expect(picked).to_be_visible()
    page.get_by_role("group", name="Columns").get_by_role("button", name=COLUMN).and_(
        page.locator(":enabled")
    ).first.click()
    expect(page.get_by_role("button", name=re.compile(r"^Put them in column \d$"))).to_be_enabled()
    undo.click()
    expect(page.get_by_role("button", name=re.compile(r"^Put them in column \d$"))).to_have_count(0)
    expect(picked).to_be_visible()  # the column is taken back, the pick stays
    undo.focus()
    page.keyboard.press("Enter")
    expect(picked).to_have_count(0)
    expect(undo).to_be_disabled()
    assert focused_name(page) != "", "focus stays on the page's controls"
    assert saved_session(page, SAVE_KEY).turn.picked == ()


def test_the_hint_picks_hards_take_and_says_why_in_numbers(page, open_game):
    page.set_viewport_size({"width": 360, "height": 740})
    open_game("?seed=11")
    set_up(page, ("Ann", "Person"), ("Cy", "Computer: Hard"))
    skip = page.get_by_role("button", name="Skip the computer's turns")
    expect(page.get_by_role("heading", name=re.compile("^Ann's turn")).or_(skip)).to_be_visible()
    if skip.is_visible():
        press_skip(skip)
    page.get_by_role("button", name="Hint: what would the Hard bot do?").click()
    status = page.get_by_role("status").filter(has_text="Hint:")
    expect(status).to_have_text(
        re.compile(
            r"^Hint: take .+ into column \d, in that order from the bottom\. "
            r"([+−]\d+ now \(.+\),( at some cost to what your bookshelf could become:)?|Nothing scores now;) "
            r"about [+−]\d+ in all by the end\.( It also .+)?$"
        )
    )
    put = page.get_by_role("button", name=re.compile(r"^Put them in column \d$"))
    expect(put).to_be_enabled()
    put.click()
    expect(page.get_by_role("status").filter(has_text="Hint:")).to_have_count(0)
    no_horizontal_scroll(page)


def page_top(locator) -> float:
    """Where an element's top is on the page (not in the window, which scrolls as it is used)."""
    return locator.evaluate("(element) => element.getBoundingClientRect().top + window.scrollY")


def page_bottom(locator) -> float:
    return locator.evaluate("(element) => element.getBoundingClientRect().bottom + window.scrollY")


@pytest.mark.parametrize("seats", [2, 4])
def test_a_whole_tile_turn_fits_one_phone_screen_with_the_own_bookshelf_held_in_place(page, open_game, seats):
    """On a 360 by 740 px phone the turn reads down one screen: the living room, one's own bookshelf,
    its column buttons and the confirm button under them, within one screen's height; picking
    tiles, choosing a column or a computer's turn never moves the bookshelf."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_game("?seed=7")
    set_up(page, ("Ann", "person"), *[(f"Computer {n}", "easy") for n in range(2, seats + 1)])
    room = page.get_by_role("table", name="The living room")
    shelf = page.get_by_role("table", name="Ann's bookshelf")
    expect(shelf).to_be_visible()
    held = page_top(shelf)
    page.get_by_role("button", name=TILE).first.click()
    expect(page.get_by_role("heading", name="Placing order")).to_be_visible()
    assert page_top(shelf) == held, "a picked tile does not move the bookshelf"
    page.get_by_role("group", name="Columns").get_by_role("button", name=COLUMN).and_(
        page.locator(":enabled")
    ).first.click()
    confirm = page.get_by_role("button", name=re.compile(r"^Put them in column \d$"))
    expect(confirm).to_be_enabled()
    assert page_top(shelf) == held, "a chosen column does not move the bookshelf"
    span = page_bottom(confirm) - page_top(room)
    assert span <= 740, f"living room to confirm: {span:.0f} px, more than one screen"
    assert page_top(confirm) > page_bottom(page.get_by_role("group", name="Columns")), (
        "confirm under the columns"
    )
    no_horizontal_scroll(page)
    confirm.click()
    expect(page.get_by_role("heading", name=re.compile("^Computer 2's turn"))).to_be_visible()
    assert page_top(shelf) == held, "nor does a computer's turn, watched from the same place"
