"""Driving the game the way a player does: by role and accessible name."""

import io
import json
import re
import subprocess
import time
from pathlib import Path

from PIL import Image
from playwright.sync_api import Frame, Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from shelfie.ui.shell.session import Session
from tests.pages import SAVE_KEY, from_save
from tests.ui.device import DICE_GAME, ITEM

BOOT_MS = 90_000
"""How long a page may take to start Python cold: a few seconds alone, far longer with both cores
busy starting other tests' Pythons."""


def wait_ready(page: Page | Frame) -> None:
    """Wait until the page's Python has started and drawn its first screen (static/page.js marks
    ``<html data-ready=true>``)."""
    page.wait_for_selector("html[data-ready=true]", timeout=BOOT_MS)


SKIP_TRY_MS = 3_000
"""How long one press of Skip may wait for the button to be pressable before looking again."""


def press_skip(skip: Locator) -> None:
    """Press "Skip the computer's turns" if it is still there. The page plays each computer action
    after a pause (static/page.js), so the computers may end their turn by themselves between the
    test seeing the button and pressing it: the button is then gone, and that is no failure (on a
    busy machine a plain click waited 30 s for it and failed). A button that stays and cannot be
    pressed for as long as a cold start may take still fails."""
    deadline = time.monotonic() + BOOT_MS / 1000
    while skip.count():
        try:
            skip.click(timeout=SKIP_TRY_MS)
        except PlaywrightTimeoutError:
            if time.monotonic() > deadline:
                raise
        else:
            return


def settled(page: Page) -> None:
    """Wait until the worker has answered everything asked (static/page.js marks the game
    ``data-pending`` meanwhile): a read of the screen right after a key pressed on the page
    (``page.keyboard``; a locator's click or press waits by itself) sees its answer."""
    expect(page.locator("#app[data-pending]")).to_have_count(0)


def start(page: Page, *names: str) -> None:
    """From the home screen or the set-up: seats, then start; a game in progress is replaced
    (after the page asks)."""
    play = page.get_by_role("button", name=f"Play {DICE_GAME}")
    if play.is_visible():
        play.click()
    while page.get_by_label(re.compile(r"^Player \d name$")).count() < len(names):
        page.get_by_role("button", name="Add player").click()
    while page.get_by_label(re.compile(r"^Player \d name$")).count() > len(names):
        page.get_by_role("button", name=re.compile(r"^Remove player")).last.click()
    for seat, name in enumerate(names, start=1):
        page.get_by_label(f"Player {seat} name").fill(name)
    page.get_by_role("button", name="Start game").click()
    turn = page.get_by_role("heading", name=re.compile("'s turn"))
    replace = page.get_by_role("button", name="Start the new game")
    expect(turn.or_(replace)).to_be_visible()
    if replace.is_visible():
        replace.click()
    expect(turn).to_be_visible()


def markable_items(page: Page):
    return page.get_by_role("button", name=ITEM).and_(page.locator(":enabled"))


def dice_labels(page: Page) -> list[str]:
    return [
        page.get_by_role("group", name="Dice").get_by_role("button").nth(i).get_attribute("aria-label")
        for i in range(page.get_by_role("group", name="Dice").get_by_role("button").count())
    ]


def saved_session(page: Page, key: str = SAVE_KEY) -> Session:
    """The game saved in the page's storage (``DAILY_KEY`` for today's challenge)."""
    return from_save(json.loads(page.evaluate(f"localStorage.getItem({json.dumps(key)})")), key.split(".")[1])


def play_turn(page: Page, *, keep_first: bool = True, most: bool = False) -> int:
    """Roll, keep die 1 and re-roll once, stop, then mark (``mark_or_cross``). How many items were
    marked."""
    page.get_by_role("button", name="Roll the dice").click()
    if keep_first:
        page.get_by_role("button", name=re.compile(r"^Die 1:")).click()
        page.get_by_role("button", name=re.compile(r"^Re-roll \d dic?e$")).click()
    page.get_by_role("button", name="Stop rolling").click()
    return mark_or_cross(page, most=most)


def mark_or_cross(page, *, most: bool = False) -> int:
    """With the final dice: mark the first markable item (with ``most``, then every further item the
    dice still allow, up to three), else cross out a shelf, else pass. How many items were marked."""
    items = markable_items(page)
    if not items.count():
        page.get_by_role("button", name=re.compile("^(Cross out the|Pass the turn)")).first.click()
        return 0
    items.first.click()
    marked, more = 1, items.and_(page.locator("[aria-pressed=false]"))
    while most and marked < 3 and more.count():
        more.first.click()
        marked += 1
    page.get_by_role("button", name="Confirm marking").click()
    return marked


MAX_TURNS = 200


def play_until_over(page) -> None:
    """People play ``play_turn`` (finishing a turn already begun), computers are skipped, until the
    final scores."""
    game_over = page.get_by_role("heading", name="Game over")
    skip = page.get_by_role("button", name="Skip the computer's turns")
    roll = page.get_by_role("button", name="Roll the dice")
    final_dice = page.get_by_role("button", name="Confirm marking").or_(
        page.get_by_role("button", name=re.compile("^(Cross out the|Pass the turn)")).first
    )
    for _ in range(MAX_TURNS):
        expect(game_over.or_(skip).or_(roll).or_(final_dice).first).to_be_visible()
        if game_over.is_visible():
            return
        if skip.is_visible():
            press_skip(skip)
        elif roll.is_visible():
            play_turn(page)
        else:
            mark_or_cross(page)
    raise AssertionError("the game did not end")


JSQR = Path(__file__).resolve().parents[2] / "node_modules/jsqr/dist/jsQR.js"
_READ_QR = """
const jsQR = require(process.argv[1]);
const [width, height] = process.argv.slice(2).map(Number);
const pixels = new Uint8ClampedArray(require("fs").readFileSync(0));
process.stdout.write(JSON.stringify(jsQR(pixels, width, height)?.data ?? null));
"""


def read_qr(picture: Locator) -> str | None:
    """What a phone's camera reads from the QR code on screen: the element's pixels as the browser
    drew them, decoded by jsQR (a decoder apart from the encoder the page uses)."""
    image = Image.open(io.BytesIO(picture.screenshot())).convert("RGBA")
    done = subprocess.run(
        ["node", "-e", _READ_QR, str(JSQR), str(image.width), str(image.height)],
        input=image.tobytes(),
        capture_output=True,
        check=True,
    )
    return json.loads(done.stdout)


def splitter_final_table(page: Page, open_game) -> None:
    """A Splitter game between two computers, skipped to its final table."""
    open_game("?seed=8&game=splitter")
    page.get_by_label("Player 1 plays as").select_option("easy")
    page.get_by_label("Player 2 plays as").select_option("medium")
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("button", name="Skip the computer's turns").click()
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
