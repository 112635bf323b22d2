"""What makes the screens look chosen, as a player meets it: each game's cover on its
own colour at home and in its set-up, the seats as cards with the picture of their kind beside the
name, and the winner celebrated on the final table, with confetti only for players who have not
asked for less motion."""

import re

import pytest
from playwright.sync_api import Page, expect

from shelfie import registry

from .helpers import splitter_final_table

pytestmark = pytest.mark.warm

COVER = """(card) => {
  const cover = card.querySelector('.cover');
  const drawn = cover.querySelector('use').getBBox();
  return { colour: getComputedStyle(cover).backgroundColor, ink: getComputedStyle(cover).color,
           drawn: drawn.width * drawn.height };
}"""


def _luminance(rgb: str) -> float:
    channels = [int(c) / 255 for c in re.findall(r"\d+", rgb)[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def _contrast(one: str, other: str) -> float:
    light, dark = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_each_game_is_shown_by_its_own_cover_on_its_own_colour(page, open_game, scheme):
    page.emulate_media(color_scheme=scheme)
    open_game("?seed=3")
    colours = set()
    for entry in registry.GAMES.values():
        card = page.get_by_role("listitem", name=entry.title, exact=True)
        cover = card.evaluate(COVER)
        assert cover["drawn"] > 100, f"{entry.title}'s cover is drawn from the sprite"
        assert _contrast(cover["ink"], cover["colour"]) >= 4.5, f"{entry.title}: {cover}"
        colours.add(cover["colour"])
    assert len(colours) == len(registry.GAMES), "every game has a colour of its own"

    page.get_by_role("button", name="Play Splitter").click()
    heading = page.get_by_role("heading", name="New game: Splitter")
    expect(heading).to_be_visible()
    banner = heading.locator("xpath=..")
    assert banner.evaluate("(b) => getComputedStyle(b).backgroundColor") in colours
    assert banner.evaluate(COVER)["drawn"] > 100


def _beside(picture: Page, field) -> bool:
    a, b = picture.bounding_box(), field.bounding_box()
    return a["x"] + a["width"] <= b["x"] and b["y"] <= a["y"] + a["height"] / 2 <= b["y"] + b["height"]


@pytest.mark.parametrize("width", [360, 1280])
def test_a_seat_is_a_card_whose_picture_says_its_kind_beside_the_name(page, open_game, width):
    page.set_viewport_size({"width": width, "height": 900})
    open_game("?seed=3&game=splitter")
    seats = page.get_by_role("list").filter(has=page.get_by_label("Player 1 name")).get_by_role("listitem")
    expect(seats).to_have_count(2)
    second = seats.nth(1)
    person, computer = second.locator(".person-picture"), second.locator(".computer-picture")
    expect(person).to_be_visible()
    expect(computer).to_be_hidden()
    assert _beside(second.locator(".avatar"), page.get_by_label("Player 2 name"))

    page.get_by_label("Player 2 plays as").select_option(label="Computer: Hard")
    # No answer from Python is needed (nor waited for): the picture follows the list at once.
    expect(computer).to_be_visible()
    expect(person).to_be_hidden()
    expect(seats.first.locator(".person-picture")).to_be_visible()

    page.get_by_role("button", name="Add player").click()
    expect(seats).to_have_count(3)
    expect(seats.nth(1).locator(".computer-picture")).to_be_visible()
    assert page.get_by_label("Player 2 plays as").input_value() == "hard", "the kind chosen is kept"


CONFETTI_ANIMATIONS = """() => document.getAnimations()
  .filter((a) => a.effect && a.effect.target && a.effect.target.closest('.confetti')).length"""


def test_the_winner_is_celebrated_with_confetti_that_falls_once(page, open_game):
    page.emulate_media(reduced_motion="no-preference")
    splitter_final_table(page, open_game)
    celebration = page.locator(".celebration")
    expect(celebration.get_by_role("status")).to_have_text(
        re.compile(r"^Computer \d wins with \d+ points!$|^Shared")
    )
    expect(celebration.locator(".final-trophy")).to_be_visible()
    assert page.evaluate(CONFETTI_ANIMATIONS) == 14, "every piece falls"
    page.wait_for_function("document.getAnimations().every((a) => a.playState !== 'running')")
    assert page.evaluate(CONFETTI_ANIMATIONS) == 0, "once, not forever"
    expect(celebration.locator(".confetti span").first).to_be_visible()
    assert celebration.locator(".confetti").get_attribute("aria-hidden") == "true"


def test_less_motion_keeps_the_celebration_still(page, open_game):
    page.emulate_media(reduced_motion="reduce")
    splitter_final_table(page, open_game)
    celebration = page.locator(".celebration")
    expect(celebration.locator(".final-trophy")).to_be_visible()
    expect(celebration.locator(".confetti span").nth(13)).to_be_visible()
    assert page.evaluate(CONFETTI_ANIMATIONS) == 0, "nothing moves"
