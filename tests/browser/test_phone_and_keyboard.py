"""Portrait phone at 360x740: no sideways scrolling, 44 px targets, everything reachable by keyboard."""

import re

import pytest
from playwright.sync_api import expect

from .helpers import start

pytestmark = pytest.mark.warm

MIN_TARGET = 44


@pytest.fixture(scope="module")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 360, "height": 740}, "has_touch": True}


def check_screen(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 360, "no horizontal scroll"
    # A file input is hidden behind the label that shows it (shelfie/ui/html.py, file_picker): the
    # label is what a finger touches.
    buttons = page.locator("#app").locator("button, input:not(.file-input), select, label.file-button")
    assert buttons.count() > 0
    for i in range(buttons.count()):
        button = buttons.nth(i)
        button.scroll_into_view_if_needed()
        box = button.bounding_box()
        assert box is not None
        assert box["width"] >= MIN_TARGET - 0.5, button.get_attribute("aria-label") or button.inner_text()
        assert box["height"] >= MIN_TARGET - 0.5, button.get_attribute("aria-label") or button.inner_text()
        assert box["x"] >= 0
        assert box["x"] + box["width"] <= 360 + 0.5


def tab_reaches_every_enabled_button(page) -> None:
    wanted = set(
        page.eval_on_selector_all("#app button:not([disabled])", "els => els.map(e => e.dataset.key)")
    )
    page.evaluate("document.activeElement && document.activeElement.blur()")
    reached = set()
    for _ in range(len(wanted) + 40):
        page.keyboard.press("Tab")
        key = page.evaluate("document.activeElement && document.activeElement.dataset.key")
        if key:
            reached.add(key)
        if wanted <= reached:
            break
    assert wanted <= reached, wanted - reached


def test_every_screen_fits_a_phone_and_every_control_is_reachable(page, open_game):
    open_game("?seed=5")
    check_screen(page)
    tab_reaches_every_enabled_button(page)
    start(page, "Ann", "Bob", "Cid", "Dee")
    check_screen(page)
    page.get_by_role("button", name="Roll the dice").click()
    check_screen(page)
    tab_reaches_every_enabled_button(page)
    page.get_by_role("button", name="Stop rolling").click()
    check_screen(page)
    tab_reaches_every_enabled_button(page)


def test_a_turn_played_with_the_keyboard_only(page, open_game):
    open_game("?seed=5&game=dicegame")
    page.get_by_label("Player 1 name").fill("Ann")
    page.get_by_label("Player 1 name").press("Enter")
    expect(page.get_by_role("button", name="Roll the dice")).to_be_focused()
    page.keyboard.press("Enter")
    die = page.get_by_role("button", name=re.compile(r"^Die 1:"))
    die.focus()
    page.keyboard.press("Space")
    expect(die).to_have_attribute("aria-pressed", "true")
    expect(die).to_be_focused()
    page.get_by_role("button", name="Stop rolling").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", name=re.compile("'s turn"))).to_be_visible()
    expect(page.get_by_text("Rolls left: 0")).to_be_visible()
