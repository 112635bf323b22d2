"""Every control shows keyboard focus in every state it can be in, and axe-core finds nothing at any
phase of a turn, in every game.

Focus is checked as a person sees it: the control is reached with the keyboard, photographed with
focus and again without, and the pictures must differ by a ring of the focus colour around it. A
state style that replaced the focus ring (a picked tile's outline did) leaves the two pictures alike.
"""

import re
from io import BytesIO

import pytest
from PIL import Image, ImageChops
from playwright.sync_api import Locator, Page, expect

from .geometry import layout_faults
from .helpers import press_skip
from .test_accessibility_and_layout import axe_violations

pytestmark = pytest.mark.warm

FOCUS = (0x15, 0x65, 0xC0)
"""static/shell.css --focus."""
MARGIN = 8
HINT = "Hint: what would the Hard bot do?"


def _near(pixel: tuple[int, ...], colour: tuple[int, int, int], tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], colour, strict=True))


def focus_ring(page: Page, control: Locator) -> int:
    """How many pixels in and around ``control`` take the focus colour when the keyboard reaches
    it, compared with the same control unfocused."""
    page.mouse.move(0, 0)
    control.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    assert control.evaluate("el => el === document.activeElement"), "the keyboard reaches it"
    control.scroll_into_view_if_needed()
    box = control.bounding_box()
    assert box is not None
    clip = {
        "x": max(0, box["x"] - MARGIN),
        "y": max(0, box["y"] - MARGIN),
        "width": box["width"] + 2 * MARGIN,
        "height": box["height"] + 2 * MARGIN,
    }
    focused = Image.open(BytesIO(page.screenshot(clip=clip))).convert("RGB")
    control.evaluate("el => el.blur()")
    blurred = Image.open(BytesIO(page.screenshot(clip=clip))).convert("RGB")
    changed = ImageChops.difference(focused, blurred).convert("L").point(lambda value: 255 if value else 0)
    ring = [
        pixel
        for pixel, moved in zip(focused.get_flattened_data(), changed.get_flattened_data(), strict=True)
        if moved and _near(pixel, FOCUS)
    ]
    return len(ring)


def assert_focus_shows(page: Page, control: Locator, what: str) -> None:
    box = control.bounding_box()
    assert box is not None
    perimeter = 2 * (box["width"] + box["height"])
    ring = focus_ring(page, control)
    assert ring >= perimeter, f"{what}: {ring} focus-coloured pixels appear, a ring needs {perimeter:.0f}"


DARK_PAPER = "rgb(28, 21, 16)"
"""The page's background in the dark scheme (static/shell.css, --paper)."""
WIDTHS = (360, 390, 768, 1280)
"""Phones, a tablet and a laptop: every phase is laid out at each."""


def assert_axe_clean(page: Page, phase: str) -> None:
    """axe-core finds nothing in the light or the dark scheme (contrast included), and no width
    shows a layout fault (tests/browser/geometry.py)."""
    assert axe_violations(page) == [], phase
    page.emulate_media(color_scheme="dark")
    assert page.evaluate("getComputedStyle(document.documentElement).backgroundColor") == DARK_PAPER, (
        "the dark scheme"
    )
    assert axe_violations(page) == [], f"{phase}, in the dark scheme"
    page.emulate_media(color_scheme="light")
    size = page.viewport_size
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 800})
        assert layout_faults(page) == [], f"{phase}, {width} px wide"
    if size is not None:
        page.set_viewport_size(size)


def finish_with_computers(page: Page, set_up_computers) -> None:
    """A new game of computers over the one in progress, skipped to its end; then its replay."""
    page.get_by_role("button", name="New game").click()
    set_up_computers()
    page.get_by_role("button", name="Start game").click()
    replace = page.get_by_role("button", name="Start the new game")
    if replace.is_visible():
        assert_axe_clean(page, "the replace question")
        replace.click()
    page.get_by_role("button", name="Skip the computer's turns").click()
    expect(page.get_by_role("heading", name="Game over")).to_be_visible(timeout=30_000)
    assert_axe_clean(page, "the final table")
    page.get_by_role("button", name="Replay the game").click()
    expect(page.get_by_role("heading", name=re.compile("^Replay"))).to_be_visible()
    assert_axe_clean(page, "the replay")
    assert_focus_shows(page, page.get_by_role("button", name="Forward"), "a replay control")


def computers(page: Page, count: int):
    def set_up() -> None:
        while page.get_by_label(re.compile(r"^Player \d name$")).count() > count:
            page.get_by_role("button", name=re.compile(r"^Remove player")).last.click()
        for number in range(1, count + 1):
            page.get_by_label(f"Player {number} plays as").select_option("Computer: Easy")

    return set_up


def test_home_toggles_show_focus(page, open_game):
    open_game()
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    english = page.get_by_role("button", name="English")
    expect(english).to_have_attribute("aria-pressed", "true")
    assert_focus_shows(page, english, "the pressed language")
    assert_focus_shows(page, page.get_by_role("button", name="Italiano"), "a language not pressed")
    assert_focus_shows(page, page.get_by_role("button", name="Play Splitter"), "a primary button")


def ann_against_a_computer(page: Page, open_game, query: str, before_start=lambda: None) -> None:
    open_game(query)
    page.get_by_label("Player 1 name").fill("Ann")
    page.get_by_label("Player 2 plays as").select_option("Computer: Easy")
    before_start()
    page.get_by_role("button", name="Start game").click()


def test_the_dice_game_at_every_phase(page, open_game):
    def fields_show_focus() -> None:
        assert_focus_shows(page, page.get_by_label("Player 1 name"), "a name field")
        assert_focus_shows(page, page.get_by_label("Player 2 plays as"), "a kind of player")

    ann_against_a_computer(page, open_game, "?seed=5&game=dicegame", fields_show_focus)
    skip = page.get_by_role("button", name="Skip the computer's turns")
    roll = page.get_by_role("button", name="Roll the dice")
    expect(roll.or_(skip)).to_be_visible()
    if skip.is_visible():
        press_skip(skip)
    roll.click()
    assert_axe_clean(page, "after the first roll")
    die = page.get_by_role("button", name=re.compile(r"^Die 1:"))
    die.click()
    expect(die).to_have_attribute("aria-pressed", "true")
    assert_focus_shows(page, die, "a kept die")
    assert_axe_clean(page, "with a die kept")
    page.get_by_role("button", name="Stop rolling").click()
    items = page.locator("button.item[aria-pressed]:enabled")
    expect(items.first).to_be_visible()
    items.first.click()
    chosen = page.locator("button.item[aria-pressed=true]").first
    assert_focus_shows(page, chosen, "a chosen item")
    assert_axe_clean(page, "with an item chosen")
    page.get_by_role("button", name=HINT).click()
    expect(page.get_by_role("status").filter(has_text="Hint:")).to_be_visible()
    assert_axe_clean(page, "after a hint")
    sound = page.get_by_role("button", name="Sound")
    sound.click()
    expect(sound).to_have_attribute("aria-pressed", "true")
    assert_focus_shows(page, sound, "a pressed toggle")
    finish_with_computers(page, computers(page, 2))


def test_the_tile_game_at_every_phase(page, open_game):
    open_game("?seed=9&game=myshelfie")
    page.get_by_label("Player 1 name").fill("Ann")
    page.get_by_label("Player 2 name").fill("Bob")
    page.get_by_role("button", name="Start game").click()
    ready = page.get_by_role("button", name=re.compile(r"^I am (Ann|Bob): show my turn$"))
    expect(ready).to_be_visible()
    assert_axe_clean(page, "the hand-off")
    ready.click()
    tiles = page.locator("table.living-room button.tile")
    tiles.first.click()
    picked = page.locator("table.living-room button.tile[aria-pressed=true]")
    assert_focus_shows(page, picked, "a picked tile")
    assert_axe_clean(page, "after picking a tile")
    second = page.locator("table.living-room button.tile[aria-pressed=false]:enabled")
    if second.count():
        second.first.click()
        expect(page.get_by_role("button").filter(has_text="Place earlier")).to_be_visible()
        assert_axe_clean(page, "with two tiles picked")
    column = page.get_by_role("group", name="Columns").get_by_role("button").and_(page.locator(":enabled"))
    column.first.click()
    chosen = page.get_by_role("group", name="Columns").locator("button[aria-pressed=true]")
    assert_focus_shows(page, chosen, "the chosen column")
    assert_axe_clean(page, "after choosing a column")
    page.get_by_role("button", name=HINT).click()
    assert_axe_clean(page, "after a hint")
    page.get_by_role("button", name=re.compile(r"^Put (it|them) in column \d$")).click()
    expect(page.get_by_role("heading", name=re.compile("^Pass the device to"))).to_be_visible()
    assert_axe_clean(page, "the next hand-off")
    page.get_by_role("button", name=re.compile(r"^I am (Ann|Bob): show my turn$")).click()
    finish_with_computers(page, computers(page, 2))


def test_splitter_at_every_phase(page, open_game):
    ann_against_a_computer(page, open_game, "?seed=21&game=splitter")
    space = page.locator("section.own table.pad button.space").first
    space.click()
    chosen = page.locator("section.own table.pad button[aria-pressed=true]")
    assert_focus_shows(page, chosen, "the chosen space")
    assert_axe_clean(page, "after choosing a space")
    swap = page.get_by_role("button", name="Swap numbers")
    if swap.is_enabled():
        swap.click()
        assert_axe_clean(page, "after swapping")
    page.get_by_role("button", name=HINT).click()
    assert_axe_clean(page, "after a hint")
    page.get_by_role("button", name="Place").click()
    assert_axe_clean(page, "after placing")
    finish_with_computers(page, computers(page, 2))
