"""Pieces told apart without their colours: every tile type of My Shelfie, every die face
of the dice game and every number of a Splitter pad, seen through Chromium's emulation of colour
blindness (deuteranopia) and of no colour vision at all (achromatopsia). Each kind of piece must
still look different from every other kind by its marks (icon, letter, digit), not only by tint;
axe-core's contrast checks over every phase are in test_every_state.py."""

import io
import itertools
from collections.abc import Iterator

import pytest
from PIL import Image, ImageChops
from playwright.sync_api import CDPSession, Locator, Page, expect

from tests.ui.device import TILE

from .helpers import splitter_final_table, start

VISIONS = ["deuteranopia", "achromatopsia"]
MARKED = 0.04
"""The least share of a piece's pixels that must differ from another kind's, in grey."""
GLYPH = 0.2
"""For digits: the least share of a digit's ink that must differ from another digit's."""
INKED = 0.1
"""For digits: the least share of the middle of a cell a digit's ink must cover (about 0.2 drawn)."""


pytestmark = pytest.mark.warm


@pytest.fixture
def seeing(page: Page, vision: str) -> Iterator[None]:
    """The page drawn as a person with ``vision`` sees it for the test, then with full colour
    vision again (the page goes on to the next test of its process)."""
    session: CDPSession = page.context.new_cdp_session(page)
    session.send("Emulation.setEmulatedVisionDeficiency", {"type": vision})
    yield
    session.send("Emulation.setEmulatedVisionDeficiency", {"type": "none"})
    session.detach()


def _picture(piece: Locator) -> Image.Image:
    return Image.open(io.BytesIO(piece.screenshot(animations="disabled"))).convert("RGB")


def _held_to(vision: str, pictures: dict[str, Image.Image], *, digits: bool = False) -> None:
    """Under achromatopsia the browser drew greys only (the emulation was in force); under any
    vision each pair of kinds differs in enough grey pixels to be told apart by its marks.

    Digits are compared by their ink alone: the middle of each cell, away from the borders that
    mark a pad's sides and centre line (two cells of one number differ there too), and the share
    of the smaller digit's ink that differs (3 and 5 share their lower half)."""
    if vision == "achromatopsia":
        for kind, picture in pictures.items():
            assert all(max(pixel) - min(pixel) <= 12 for pixel in picture.get_flattened_data()), (
                f"{kind} in colour"
            )
    greys = {kind: picture.convert("L") for kind, picture in pictures.items()}
    if digits:
        greys = {kind: _middle(grey) for kind, grey in greys.items()}
        for kind, grey in greys.items():
            assert _ink(grey) >= INKED * grey.width * grey.height, f"no digit drawn for the {kind}"
    for (one, a), (other, b) in itertools.combinations(greys.items(), 2):
        changed = sum(
            1 for value in ImageChops.difference(a, b.resize(a.size)).get_flattened_data() if value > 48
        )
        least = GLYPH * min(_ink(a), _ink(b)) if digits else MARKED * a.width * a.height
        assert changed >= least, f"{one} and {other} look alike without colour"


def _middle(picture: Image.Image) -> Image.Image:
    width, height = picture.size
    return picture.crop((width // 5, height // 7, width - width // 5, height - height // 7))


def _ink(picture: Image.Image) -> int:
    """Pixels that stand out from the cell's background (its most common grey)."""
    values = list(picture.get_flattened_data())
    background = max(set(values), key=values.count)
    return sum(1 for value in values if abs(value - background) > 48)


@pytest.mark.parametrize("vision", VISIONS)
def test_my_shelfie_tiles_are_told_apart_without_colour(page, open_game, vision, seeing):
    open_game("?seed=7&game=myshelfie")
    page.get_by_label("Player 2 plays as").select_option("easy")
    page.get_by_role("button", name="Start game").click()
    expect(page.get_by_role("button", name=TILE).first).to_be_visible()
    tiles: dict[str, Image.Image] = {}
    for tile in page.get_by_role("button", name=TILE).all():
        kind = tile.get_attribute("aria-label").split(",")[0]
        if kind not in tiles:
            tiles[kind] = _picture(tile)
    assert len(tiles) == 6, "every type is in the living room at the start"
    _held_to(vision, tiles)


@pytest.mark.parametrize("vision", VISIONS)
def test_dice_faces_are_told_apart_without_colour(page, open_game, vision, seeing):
    faces: dict[str, Image.Image] = {}
    for seed in range(1, 9):  # the first throws of a few games, until every face has shown
        if faces:
            page.evaluate("localStorage.clear()")  # each a new game, not the one saved
        open_game(f"?seed={seed}&game=dicegame")
        start(page, "Ann")
        page.get_by_role("button", name="Roll the dice").click()
        for die in page.get_by_role("group", name="Dice").get_by_role("button").all():
            face = die.get_attribute("aria-label").split(": ")[1].split(",")[0]
            if face not in faces:
                faces[face] = _picture(die)
        if len(faces) == 6:
            break
    assert len(faces) == 6, faces.keys()
    _held_to(vision, faces)


@pytest.mark.parametrize("vision", VISIONS)
def test_splitter_numbers_are_told_apart_without_their_tints(page, open_game, vision, seeing):
    splitter_final_table(page, open_game)
    pad = page.locator("table.pad").first
    numbers = {
        f"{n}s": _picture(pad.locator(f"td.n{n}:not(.scores)").first)
        for n in range(1, 7)
        if pad.locator(f"td.n{n}:not(.scores)").count()
    }
    assert len(numbers) >= 5, numbers.keys()
    _held_to(vision, numbers, digits=True)
