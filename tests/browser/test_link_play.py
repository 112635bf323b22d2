"""Play by link in separate browser contexts, people on their own devices: the host
invites from the set-up screen, a friend opens the invitation and answers, and they play whole games
of every kind by sending each other links (opened in the same tab, in a new page load, and after a
reload, which reopens the game where it was); a computer seat is played by the host's device, and a seat it
played last game is a player's again when given to a friend; a damaged link and an earlier turn are
said in words; every link screen is axe-clean."""

import codecs
import random
import re
from collections.abc import Callable
from dataclasses import replace

import pytest
from playwright.sync_api import Locator, Page, expect

from shelfie import registry
from shelfie.core import links
from tests.browser.helpers import DICE_GAME, play_turn, press_skip, read_qr, wait_ready
from tests.browser.test_accessibility_and_layout import axe_violations
from tests.browser.test_myshelfie import take_most
from tests.browser.test_splitter import LEFT_SPACE, own_pad, place_first
from tests.contract.test_link_signatures import last_move_changed
from tests.ui.device import TILE
from tests.ui.test_friends import renamed_host

SEND = re.compile(r"^Send (your turn|your answer|the last turn|the game) to ")


class Devices:
    """Each person's own browser context, every console error of each kept."""

    def __init__(self, browser, browser_context_args) -> None:
        self.browser, self.args, self.errors = browser, browser_context_args, []

    def new(self) -> Page:
        page = self.browser.new_context(**self.args).new_page()
        page.on("console", lambda message: message.type == "error" and self.errors.append(message.text))
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        return page


@pytest.fixture
def devices(browser, device_args):
    people = Devices(browser, device_args)
    yield people
    assert people.errors == [], "no console errors on any device"


def opened(page: Page, address: str) -> None:
    page.goto(address)
    wait_ready(page)


def link_to_send(page: Page) -> str:
    expect(page.get_by_role("heading", name=SEND)).to_be_visible()
    value = page.get_by_role("textbox", name=re.compile(r"^Link for ")).input_value()
    assert "#link=" in value
    return value


def invite(ann: Page, bob: Page, site_url: str, title: str, kinds: tuple[str, ...] = ()) -> str:
    """Ann invites Bob (and seats of ``kinds`` after them) to ``title``; Bob answers; the game is
    dealt on Ann's device. The invitation's address."""
    opened(ann, site_url + "index.html")
    ann.get_by_role("button", name=f"Play {title}", exact=True).click()
    for _ in kinds:
        ann.get_by_role("button", name="Add player").click()
    ann.get_by_label("Player 1 name").fill("Ann")
    for number, kind in enumerate(kinds, start=3):
        ann.get_by_label(f"Player {number} plays as").select_option(kind)
    ann.get_by_role("button", name="Invite friends by link").click()
    expect(ann.get_by_role("heading", name=f"Invite your friends to {title}")).to_be_visible()
    assert axe_violations(ann) == []
    invitation = ann.get_by_role("textbox", name="Invitation link").input_value()
    opened(bob, invitation)
    expect(bob.get_by_role("heading", name=f"You are invited to {title}")).to_be_visible()
    assert axe_violations(bob) == []
    bob.get_by_role("textbox", name="Your name").fill("Bob")
    bob.get_by_role("button", name="Join the game").click()
    expect(bob.get_by_role("heading", name="Send your answer to Ann")).to_be_visible()
    assert axe_violations(bob) == []
    ann.get_by_role("textbox", name="Paste a link you received").fill(link_to_send(bob))
    ann.get_by_role("button", name="Open", exact=True).click()
    bob.get_by_role("button", name="All games").click()
    return invitation


def deliver(other: Page, address: str, to_bob: int, last: bool) -> None:
    """The link reaches the other person: Bob's second in a new page load, his fourth in the same
    tab; otherwise pasted, or, from the final table, opened anew."""
    if to_bob == 2:
        other.goto("about:blank")  # a chat app that opens the link in a fresh tab
        opened(other, address)
    elif to_bob == 4 and not last:
        other.goto(address)  # the same tab: only the fragment changes, and the page opens it
        expect(other.get_by_role("heading", name=SEND)).to_have_count(0)
    elif other.get_by_role("textbox", name="Paste a link you received").is_visible():
        other.get_by_role("textbox", name="Paste a link you received").fill(address)
        other.get_by_role("button", name="Open", exact=True).click()
    else:  # on the final table: the link opens the page anew
        other.goto("about:blank")
        opened(other, address)


def roll(page: Page) -> Locator:
    return page.get_by_role("button", name="Roll the dice")


def play_turn_marking_most(page: Page) -> int:
    """A dice turn that marks every item the dice allow: fewer turns to the game's end than one."""
    return play_turn(page, most=True)


def play_by_links(
    ann: Page,
    bob: Page,
    yours: Callable[[Page], Locator],
    play: Callable[[Page], object],
    links_to_bob: int | None = None,
) -> list[str]:
    """Ann and Bob play to the end (or until Bob has opened ``links_to_bob`` links), each their own
    turns, passing links; the first turn is played offline; Bob opens his second link in a new
    page load and reloads before his third turn (the game reopens at his turn). The links that
    went to Bob."""
    holder, sent = ann, []
    for _ in range(400):
        if links_to_bob is not None and len(sent) == links_to_bob and holder is bob:
            return sent
        send = holder.get_by_role("heading", name=SEND)
        skip = holder.get_by_role("button", name="Skip the computer's turns")
        mine = yours(holder)
        expect(send.or_(mine).or_(skip).first).to_be_visible(timeout=20_000)
        if skip.is_visible():
            press_skip(skip)
            continue
        if not send.is_visible():
            if not sent:
                holder.context.set_offline(True)  # the first turn is taken offline: nothing needs the network
            play(holder)
            continue
        heading = send.inner_text()
        address = link_to_send(holder)
        holder.context.set_offline(False)  # back online to send the link
        if not sent and heading.startswith("Send your turn"):
            assert axe_violations(holder) == [], "the screen to send a turn"
        if heading.startswith("Send the game"):
            assert holder is ann and not sent, "the dealt game goes out before anyone has played"
            expect(
                holder.get_by_text("Bob plays first: they start when they open this link.")
            ).to_be_visible()
        other = bob if holder is ann else ann
        assert heading.endswith(" to Bob" if other is bob else " to Ann")
        if other is bob:
            sent.append(address)
        to_bob = len(sent) if other is bob else 0
        last = heading.startswith("Send the last turn")
        deliver(other, address, to_bob, last)
        if last:
            holder.get_by_role("button", name="See the final scores").click()
            owes = other.get_by_role("heading", name=SEND)
            expect(owes.or_(other.get_by_role("heading", name="Game over")).first).to_be_visible()
            if not owes.is_visible():
                return sent
            holder = other  # it answers with its secrets
            continue
        if to_bob == 3:
            expect(
                yours(bob).or_(bob.get_by_role("button", name="Skip the computer's turns")).first
            ).to_be_visible()
            bob.reload()
            wait_ready(bob)
            # The game with friends reopens where Bob was, without a detour through the home screen.
            expect(
                yours(bob).or_(bob.get_by_role("button", name="Skip the computer's turns")).first
            ).to_be_visible()
        holder = other
    raise AssertionError("the game did not end")


def same_final_tables(ann: Page, bob: Page) -> None:
    for page in (ann, bob):
        expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    podiums = [page.get_by_role("list", name="Final scores").text_content() for page in (ann, bob)]
    assert podiums[0] == podiums[1], "both devices end on the same final scores"
    assert podiums[0] and "points" in podiums[0]


def test_a_whole_dice_game_by_links_an_earlier_turn_and_a_damaged_link(devices, site_url):
    ann, bob = devices.new(), devices.new()
    invitation = invite(ann, bob, site_url, DICE_GAME)
    marked: list[int] = []
    sent = play_by_links(ann, bob, roll, lambda page: marked.append(play_turn_marking_most(page)))
    assert len(sent) > 3
    same_final_tables(ann, bob)
    assert max(marked) > 1, "turns of several combinations travelled by link"
    bob.goto(sent[1])
    expect(
        bob.get_by_text("This link is an earlier turn of the game you already have: here it is as it is now.")
    ).to_be_visible()
    # Bob sent the last turn, so his page offers it again rather than the table.
    expect(
        bob.get_by_role("heading", name="Game over").or_(bob.get_by_role("heading", name=SEND)).first
    ).to_be_visible()
    opened(bob, site_url + "index.html")
    expect(bob.get_by_role("heading", name="Games with friends")).to_be_visible()
    assert axe_violations(bob) == [], "the home screen with its games with friends"
    bob.get_by_role("textbox", name="Paste a link you received").fill(invitation[:-6] + "AAAAAA")
    bob.get_by_role("button", name="Open", exact=True).click()
    expect(bob.get_by_text(re.compile("This link cannot be opened: The link is damaged"))).to_be_visible()


def test_a_whole_tile_game_by_links_on_two_phones_ends_on_the_same_final_table(devices, site_url):
    ann, bob = devices.new(), devices.new()
    for page in (ann, bob):
        page.set_viewport_size({"width": 360, "height": 740})
    invite(ann, bob, site_url, "My Shelfie")
    taken: list[int] = []
    play_by_links(
        ann,
        bob,
        lambda page: page.get_by_role("button", name=TILE).first,
        lambda page: taken.append(take_most(page)),
    )
    same_final_tables(ann, bob)
    assert max(taken) > 1, "turns of several tiles travelled by link"
    assert ann.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_splitter_game_by_links_goes_on_from_the_tablet_bob_moved_it_to_in_a_file(
    devices, site_url, tmp_path
):
    """Bob's move screen shows the link as a QR code a camera reads back whole, and saves the game
    as a file; his tablet opens that file from its home screen and plays on by links, four of them
    (the game moved by file to one final podium: tests/ui/test_link_play.py)."""
    ann, bob, tablet = devices.new(), devices.new(), devices.new()
    invite(ann, bob, site_url, "Splitter")
    bob.get_by_role("button", name=re.compile(r"^Open the game with Ann")).click()
    bob.get_by_role("button", name="Move to another device").click()
    expect(bob.get_by_role("heading", name="Move this game to another device")).to_be_visible()
    moving = bob.get_by_role("textbox", name="Link for your other device").input_value()
    bob.get_by_text("Show a QR code").click()
    code = bob.get_by_role("img", name="QR code of the link")
    expect(code.locator("svg")).to_be_visible()
    assert read_qr(code) == moving, "a camera reads the whole link from the screen"
    assert axe_violations(bob) == [], "the move screen with its QR code open"
    with bob.expect_download() as saving:
        bob.get_by_role("button", name="Save as a file").click()
    saved = tmp_path / saving.value.suggested_filename
    saving.value.save_as(saved)
    assert moving in saved.read_text()
    expect(bob.get_by_text(re.compile("^The game file is saved"))).to_be_visible()
    # The file went through another program that saved it as UTF-32 with its byte-order mark.
    saved.write_bytes(codecs.BOM_UTF32_BE + saved.read_text().encode("utf-32-be"))
    opened(tablet, site_url + "index.html")
    tablet.get_by_label("Open a game file").set_input_files(saved)
    expect(tablet.get_by_text(re.compile("^The game is here now"))).to_be_visible()
    tablet.get_by_role("button", name="All games").click()
    space = lambda page: own_pad(page).get_by_role("button", name=LEFT_SPACE).first  # noqa: E731
    play_by_links(ann, tablet, space, place_first, links_to_bob=4)
    expect(space(tablet)).to_be_visible()


def test_three_seats_with_a_computer_the_hosts_device_plays(devices, site_url):
    """The computer's turns are played by Ann's page between her turn and the link she sends, and
    reach Bob's page in it (the whole game to one final podium on both devices:
    tests/ui/test_link_play.py)."""
    ann, bob = devices.new(), devices.new()
    invite(ann, bob, site_url, DICE_GAME, ("medium",))
    play_by_links(ann, bob, roll, play_turn_marking_most, links_to_bob=3)
    expect(roll(bob)).to_be_visible()
    computer = bob.get_by_role("region", name=re.compile("^Computer 3"))
    expect(computer.get_by_text("Computer: Medium")).to_be_visible()
    expect(bob.get_by_role("button", name="Skip the computer's turns")).to_have_count(0)
    expect(computer.get_by_text("marked", exact=True).first).to_be_visible()


def test_a_pasted_invitation_survives_a_reload_until_it_is_answered(devices, site_url):
    """Nothing of an invitation is stored before it is answered: the address holds it, so a phone
    that reloads the tab shows it again, and drops it once answered."""
    ann, bob = devices.new(), devices.new()
    opened(ann, site_url + "index.html?game=splitter")
    ann.get_by_role("button", name="Invite friends by link").click()
    invitation = ann.get_by_role("textbox", name="Invitation link").input_value()
    opened(bob, site_url + "index.html")
    bob.get_by_role("textbox", name="Paste a link you received").fill(invitation)
    bob.get_by_role("button", name="Open", exact=True).click()
    expect(bob.get_by_role("heading", name="You are invited to Splitter")).to_be_visible()
    bob.reload()
    wait_ready(bob)
    expect(bob.get_by_role("heading", name="You are invited to Splitter")).to_be_visible()
    bob.get_by_role("textbox", name="Your name").fill("Bob")
    bob.get_by_role("button", name="Join the game").click()
    expect(bob.get_by_role("heading", name="Send your answer to Player 1")).to_be_visible()
    assert "#" not in bob.url, "answered: the address drops the invitation"


def tab_to(page: Page, name: str) -> None:
    """Tab forward until the control called ``name`` has the keyboard focus."""
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement?.innerText?.trim()") == name:
            return
    raise AssertionError(f"Tab never reached {name!r}")


REFUSE_COPIES = """() => {
  navigator.clipboard.writeText = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
}"""
"""The clipboard of a browser that refuses the page a copy (no permission, or the page not focused)."""


def test_inviting_by_keyboard_alone_keeps_the_focus_in_place(devices, site_url):
    """On a phone-sized screen, by keys only: invite, copy the link (refused, then allowed), open its
    QR code; the focus is never lost to the top of the page, and a refused copy leaves the whole
    link selected for the player to copy by hand."""
    ann = devices.new()
    ann.set_viewport_size({"width": 360, "height": 740})
    opened(ann, site_url + "index.html?game=splitter")
    ann.get_by_label("Player 1 name").focus()
    ann.keyboard.press("ControlOrMeta+A")
    ann.keyboard.type("Ann")
    tab_to(ann, "Invite friends by link")
    ann.keyboard.press("Enter")
    expect(ann.get_by_role("heading", name="Invite your friends to Splitter")).to_be_visible()
    expect(ann.get_by_text("Ann", exact=True)).to_be_visible()
    expect(ann.get_by_role("button", name="Share the link")).to_be_focused()
    ann.keyboard.press("Tab")
    expect(ann.get_by_role("button", name="Copy the link")).to_be_focused()
    ann.evaluate(REFUSE_COPIES)
    ann.keyboard.press("Enter")
    expect(ann.get_by_role("status")).to_have_text(re.compile(r"^The link could not be copied"))
    link = ann.get_by_role("textbox", name="Invitation link")
    expect(link).to_be_focused()
    assert link.evaluate("box => box.selectionStart === 0 && box.selectionEnd === box.value.length")
    ann.evaluate("delete navigator.clipboard.writeText")  # the browser's own again
    ann.context.grant_permissions(["clipboard-read", "clipboard-write"])
    ann.keyboard.press("Tab")
    ann.keyboard.press("Tab")
    expect(ann.get_by_role("button", name="Copy the link")).to_be_focused()
    ann.keyboard.press("Enter")
    expect(ann.get_by_role("status")).to_have_text(re.compile(r"^The link is copied"))
    expect(ann.get_by_role("button", name="Copy the link")).to_be_focused()
    assert ann.evaluate("navigator.clipboard.readText()") == link.input_value()
    tab_to(ann, "Show a QR code")
    ann.keyboard.press("Enter")
    expect(ann.get_by_role("img", name="QR code of the link").locator("svg")).to_be_visible()
    assert ann.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_seat_the_computer_played_last_game_invites_the_friend_as_a_player(page, open_game):
    """After a game against the computer the set-up keeps its names; the seat then given to a friend
    is invited as "Player 2", not as "Computer 2" (tests/ui/test_link_play.py has the friend's side)."""
    open_game("?seed=31&game=dicegame")
    page.get_by_label("Player 1 name").fill("Ann")
    page.get_by_label("Player 2 plays as").select_option("hard")
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("button", name="New game").click()
    expect(page.get_by_label("Player 2 name")).to_have_value("Computer 2")
    page.get_by_label("Player 2 plays as").select_option("person")
    page.get_by_role("button", name="Invite friends by link").click()
    expect(page.get_by_role("heading", name=f"Invite your friends to {DICE_GAME}")).to_be_visible()
    expect(page.get_by_text(re.compile(r"^Send this invitation to Player 2\."))).to_be_visible()
    expect(page.get_by_text("Computer 2")).to_have_count(0)


def edited_address(address: str, change) -> str:
    """A link changed on its way by someone who knows the format (the checksum recomputed)."""
    site, _, value = address.partition("#link=")
    return f"{site}#link={links.to_text(change(links.from_text(value)))}"


def test_a_link_edited_on_its_way_is_refused_by_the_device_it_reaches(devices, site_url):
    """Splitter by link: Ann's turn reaches Bob with the pad changed to B, with Ann's name edited, or
    with her placement changed to another legal one; Bob's page refuses each in words and keeps the
    game as it was, then opens the link as Ann sent it. Bob's answer with Ann's name edited is
    refused by Ann's page."""
    ann, bob = devices.new(), devices.new()
    invite(ann, bob, site_url, "Splitter")
    place_first(ann)
    address = link_to_send(ann)
    game = registry.rules("splitter")
    changes = (
        lambda turn: replace(turn, table=replace(turn.table, options={"pad": "B"})),
        renamed_host,
        lambda turn: last_move_changed(game, turn, random.Random(3))[0],
    )
    for change in changes:
        bob.get_by_role("textbox", name="Paste a link you received").fill(edited_address(address, change))
        bob.get_by_role("button", name="Open", exact=True).click()
        expect(
            bob.get_by_text(re.compile("^This link cannot be opened: .*changed on its way")).last
        ).to_be_visible()
        expect(bob.get_by_role("heading", name="Games with friends")).to_be_visible()
    bob.get_by_role("textbox", name="Paste a link you received").fill(address)
    bob.get_by_role("button", name="Open", exact=True).click()
    send = bob.get_by_role("heading", name=SEND)
    while not send.is_visible():  # Bob places until a seat of Ann's is to place
        expect(send.or_(own_pad(bob).get_by_role("button", name=LEFT_SPACE).first).first).to_be_visible()
        if not send.is_visible():
            place_first(bob)
    back = link_to_send(bob)
    ann.get_by_role("textbox", name="Paste a link you received").fill(edited_address(back, renamed_host))
    ann.get_by_role("button", name="Open", exact=True).click()
    expect(
        ann.get_by_text(re.compile("^This link cannot be opened: .*changed on its way")).last
    ).to_be_visible()
    ann.get_by_role("textbox", name="Paste a link you received").fill(back)
    ann.get_by_role("button", name="Open", exact=True).click()
    expect(own_pad(ann).get_by_role("button", name=LEFT_SPACE).first).to_be_visible()
