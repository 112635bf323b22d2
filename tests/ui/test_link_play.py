"""Play by link at the page, two devices as two controllers: the invitation from the
set-up screen, the answer, every turn sent and opened, a reload mid-turn, refusals said in words."""

import html
import os
import random
import re
from dataclasses import replace

import pytest

from shelfie import registry
from shelfie.core import fairness
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell import replay
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.desk import FRIENDS_KEY
from shelfie.ui.shell.linkviews import View
from shelfie.ui.shell.session import Screen
from tests.ui.device import Screen as Page
from tests.ui.device import within

ADDRESS = "https://shelfie.example/index.html"


def page(storage=None, link=None, game_id=None) -> Controller:
    return Controller(storage or MemoryStorage(), lambda: 5, game_id, address=ADDRESS, link=link)


def fragment(address: str) -> str:
    assert address.startswith(ADDRESS + "#link=")
    return address.split("#link=", 1)[1]


def invite(game_id: str, kinds=("person", "person")) -> Controller:
    ann = page(game_id=game_id)
    form = {f"name-{n}": name for n, name in enumerate(["Ann", "Bob", "Cy", "Dee"][: len(kinds)])}
    form |= {f"kind-{n}": kind for n, kind in enumerate(kinds)}
    for _ in range(len(kinds) - 2):
        ann.handle("add-seat", None, form)
    ann.handle("invite", None, form)
    return ann


def move(controller: Controller, rng: random.Random) -> None:
    """One legal action of this device's person or computer, as its screen's command would play it."""
    session = controller.session
    if session.computer_to_play:
        controller.computer_step()
        return
    seat = session.seat
    game = session.rules.apply(
        session.game, seat, rng.choice(session.rules.legal_actions(session.game, seat))
    )
    controller.session = replace(session, game=game, turn=session.screens.empty_turn())
    controller.persist()  # as after the command that played it


def its_turn(controller: Controller) -> bool:
    session = controller.session
    return (
        session.link is not None
        and controller.desk.view is None
        and session.screen is Screen.TABLE
        and not session.rules.is_over(session.game)
        and session.seat not in session.remote
    )


def played_by_links(ann: Controller, rng: random.Random) -> tuple[Controller, int]:
    """Bob answers Ann's invitation, and the two devices play to the end, each opening every link
    the other sends: Bob's device, and how many links travelled."""
    bob = page(link=fragment(ann.desk.view.address))
    assert bob.desk.view.view is View.JOIN and "You are invited" in bob.render()
    bob.handle("join", "1", {"name": "Bobby"})
    assert bob.desk.view.view is View.SEND and bob.desk.view.what == "answer"
    ann.handle("open-link", None, {"link": bob.desk.view.address})
    return bob, to_the_end(ann, bob, rng)


def to_the_end(holder: Controller, other: Controller, rng: random.Random) -> int:
    """``holder`` (whose turn it is, or who has a link to send) and ``other`` play on to the end,
    each opening every link the other sends: how many links travelled."""
    links_sent = 0
    for _ in range(3000):
        view = holder.desk.view
        if view is None:
            assert its_turn(holder) or holder.session.computer_to_play
            assert "<h2" in holder.render(), "the table is drawn as the player sees it"
            move(holder, rng)
            continue
        assert view.view is View.SEND
        other.handle("open-link", None, {"link": view.address})
        links_sent += 1
        if view.what == "last":
            holder.handle("close-link", None, {})
            if other.desk.view is None:
                return links_sent
        holder, other = other, holder
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_two_devices_play_a_whole_game_by_links_from_the_set_up_screen(game_id):
    ann = invite(game_id)
    view = ann.desk.view
    assert view is not None and view.view is View.INVITE and view.waiting == ("Bob",)
    assert "Invite your friends" in ann.render()
    bob, links_sent = played_by_links(ann, random.Random(7))
    devices = {"ann": ann, "bob": bob}
    for controller in devices.values():
        assert controller.session.rules.is_over(controller.session.game)
    assert ann.session.rules.log(ann.session.game) == bob.session.rules.log(bob.session.game)
    assert ann.session.names[1] == "Bobby"
    assert "Game over" in ann.render() and "Game over" in bob.render()
    for controller in devices.values():
        finished = controller.session.game
        assert replay.states(controller.session.rules, finished)[-1] == finished, (
            "once over, every card known, the game replays from its set-up to where it ended"
        )
    assert links_sent > 2
    assert "Games with friends" in page(ann.storage).render(), (
        "a finished game does not open again on a reload: the home screen lists it"
    )
    for controller in devices.values():
        kept = controller.history()
        assert len(kept) == 1, "each device keeps the game in its statistics, once"
        assert kept[0].scores == ann.session.rules.outcome(ann.session.game).scores, "with every score known"


def test_three_seats_with_a_computer_the_hosts_device_plays_to_the_same_final_podium():
    """A dice game of Ann, Bob and a Medium computer: the computer plays on Ann's device only (Bob's
    never plays a turn of it), and both devices end on the same final podium."""
    ann = invite("dicegame", ("person", "person", "medium"))
    bob, _ = played_by_links(ann, random.Random(3))
    rules = ann.session.rules
    assert rules.log(ann.session.game) == rules.log(bob.session.game)
    assert any(event.seat == 2 for event in rules.log(ann.session.game)), "the computer played"
    assert 2 in bob.session.remote, "on Bob's device the computer's seat is another device's"
    podiums = [Page(device.render()).one("list", "Final scores").text() for device in (ann, bob)]
    assert podiums[0] == podiums[1] and "points" in podiums[0]


def steps_said(controller: Controller) -> list[tuple[str, bool]]:
    """The link screen's steps as a screen reader meets them: each one's words, and whether it is
    the current step."""
    screen = Page(controller.render())
    listed = screen.one("list", "Steps of play by link")
    return [
        (item.text(), item.attrs.get("aria-current") == "step")
        for item in screen.find("listitem")
        if within(item, listed)
    ]


def test_the_link_screens_are_framed_by_the_game_with_its_seats_and_the_step_each_is():
    """Invite, answer, play: each link screen wears its game's banner and says which step of play
    by link it is, the steps before it done."""
    ann = invite("splitter")
    screen = Page(ann.render())
    assert screen.one("heading", "Invite your friends to Splitter")
    assert 'class="game-banner"' in ann.render() and "game-splitter" in ann.render()
    seats = [item.text() for item in screen.find("listitem") if within(item, screen.one("list", "Players"))]
    assert seats == ["Ann you, the host", "Bob a friend, on their own device"]
    assert steps_said(ann) == [("Invite", True), ("Answer", False), ("Play", False)]
    bob = page(link=fragment(ann.desk.view.address))
    assert steps_said(bob) == [("Invite (done)", False), ("Answer", True), ("Play", False)]
    bob.handle("join", "1", {"name": "Bob"})
    assert steps_said(bob)[1] == ("Answer", True), "sending the answer is still answering"
    ann.handle("open-link", None, {"link": bob.desk.view.address})
    rng = random.Random(3)
    holder = ann
    while holder.desk.view is None:
        move(holder, rng)
    assert holder.desk.view.what in ("turn", "deal")
    assert steps_said(holder) == [("Invite (done)", False), ("Answer (done)", False), ("Play", True)]
    holder.handle("move-out", holder.desk.view.tag, {})
    assert "Steps of play by link" not in holder.render(), "moving a game to another device is no step"


def sent(game_id: str, seed: int = 3) -> Controller:
    """Ann's invitation answered by Bob, then played (by either device) until a device has a turn,
    or the dealt game, to send: that device."""
    ann = invite(game_id)
    bob = page(link=fragment(ann.desk.view.address))
    bob.handle("join", "1", {"name": "Bob"})
    ann.handle("open-link", None, {"link": bob.desk.view.address})
    rng = random.Random(seed)
    while ann.desk.view is None:
        move(ann, rng)
    assert ann.desk.view.what in ("turn", "deal")
    return ann


def sent_cells(screen: Page) -> list[str]:
    """The names of the cells of the boards the link screen shows under "The game you send"."""
    region = screen.one("region", "The game you send")
    return [screen.name(cell) for cell in screen.find("cell") if within(cell, region)]


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_a_link_to_send_shows_the_game_it_carries_with_nothing_to_press(game_id):
    """The player sees the position they send: every player's board under the link, drawn as the
    sender sees it, and no control of the game among them (a game whose screens draw no position,
    as ``BaseScreens`` by default, says what the link is in words alone)."""
    ann = sent(game_id)
    screen = Page(ann.render())
    view = ann.desk.view
    names, kinds = tuple(n for n, _, _ in view.seats), tuple(k for _, k, _ in view.seats)
    if not registry.screens(game_id).position(view.position, names, kinds):
        assert not screen.find("region", "The game you send")
        return
    region = screen.one("region", "The game you send")
    boards = [screen.name(table) for table in screen.find("table") if within(table, region)]
    for name in ("Ann", "Bob"):
        assert any(board.startswith(f"{name}'s") for board in boards), boards
    presses = [screen.name(b) for b in screen.find("button") if within(b, region)]
    assert presses == [], presses


def test_a_splitter_link_to_send_shows_the_senders_placement_of_the_round_and_only_theirs():
    """Ann placed this round's numbers and sends her turn: her pad under the link holds them,
    although the round is not complete (Bob has yet to place); Bob's pad shows nothing of his."""
    ann = sent("splitter")
    game = ann.session.game
    written = [n for n in game.pads[0] if n]
    assert written == [], "no round is complete yet"
    pending = ann.session.rules.observe(game, 0).pending[0]
    assert pending is not None, "Ann has placed this round"
    cells = sent_cells(Page(ann.render()))
    filled = [cell for cell in cells if cell and not cell.endswith(": empty")]
    assert len(filled) == 2, filled
    assert all(cell.startswith("Row ") for cell in filled)


def test_the_answer_to_send_shows_no_game_yet():
    """Before the host deals, there is no game to picture: the answer's screen says what it is."""
    ann = invite("myshelfie")
    bob = page(link=fragment(ann.desk.view.address))
    bob.handle("join", "1", {"name": "Bob"})
    assert bob.desk.view.what == "answer"
    assert not Page(bob.render()).find("region", "The game you send")


@pytest.mark.parametrize("game_id", ["dicegame", "myshelfie"])
def test_a_game_dealt_to_a_friend_who_plays_first_is_sent_as_the_game_not_as_a_turn(game_id, monkeypatch):
    """When the friend plays first, the host has taken no turn: the link that deals the game is
    "the game", and only a link after the host's own turn is "your turn"."""
    for attempt in range(20):  # the devices' random values decide who plays first: half the time, Bob
        entropy = random.Random(attempt)
        monkeypatch.setattr(os, "urandom", entropy.randbytes)
        ann = page(game_id=game_id)
        ann.handle("invite", None, {"name-0": "Ann", "name-1": "Bob", "kind-1": "person"})
        bob = page(link=fragment(ann.desk.view.address))
        bob.handle("join", "1", {"name": "Bob"})
        ann.handle("open-link", None, {"link": bob.desk.view.address})
        if ann.desk.view is not None:
            break
    assert ann.session.rules.log(ann.session.game) == (), "nobody has played yet"
    assert ann.desk.view.view is View.SEND and ann.desk.view.what == "deal"
    said = ann.render()
    assert "Send the game to Bob" in said and "Bob plays first" in said and "Send your turn" not in said
    bob.handle("open-link", None, {"link": ann.desk.view.address})
    rng = random.Random(3)
    holder = bob
    while holder.desk.view is None:
        move(holder, rng)
    ann.handle("open-link", None, {"link": bob.desk.view.address})
    while ann.desk.view is None:
        move(ann, rng)
    assert ann.desk.view.what == "turn" and "Send your turn to Bob" in ann.render()


def test_a_seat_a_computer_played_last_game_invites_the_friend_as_a_player():
    """The set-up keeps the last game's names: "Computer 2", left as it was on a seat turned into a
    friend's, is a person's default name again, on the invitation and on the friend's join screen."""
    ann = page(game_id="dicegame")
    ann.handle("start", None, {"name-0": "Ann", "kind-1": "hard"})
    assert ann.session.names == ("Ann", "Computer 2")
    ann.handle("new-game", None, {})
    assert ann.session.form.names == ("Ann", "Computer 2"), "the set-up shows the last game's seats"
    ann.handle("invite", None, {"name-0": "Ann", "name-1": "Computer 2", "kind-1": "person"})
    view = ann.desk.view
    assert view is not None and view.view is View.INVITE and view.waiting == ("Player 2",)
    assert "Computer 2" not in ann.render()
    bob = page(link=fragment(view.address))
    assert 'value="Player 2"' in bob.render() and "Computer 2" not in bob.render()
    typed = page(game_id="dicegame")
    typed.handle("invite", None, {"name-0": "Ann", "name-1": "Bobby", "kind-1": "person"})
    assert typed.desk.view.waiting == ("Bobby",), "a name the player typed is kept"


def test_a_reload_mid_turn_keeps_the_moves_and_draws_nothing_again():
    ann = invite("dicegame")
    bob = page(link=fragment(ann.desk.view.address))
    bob.handle("join", "1", {"name": "Bob"})
    ann.handle("open-link", None, {"link": bob.desk.view.address})
    holder = ann if ann.desk.view is None else bob
    if holder is bob:
        bob.handle("open-link", None, {"link": ann.desk.view.address})
    move(holder, random.Random(1))
    game = holder.session.game
    again = page(holder.storage)
    tag = holder.session.link
    again.handle("open-friend", tag, {})
    assert again.session.game == game, "the move made and the dice it drew are kept"


def test_a_reload_reopens_the_game_with_friends_last_played_until_it_is_over():
    """A phone that reloads the tab (or brings it back from the background) in the middle of a game
    by link reopens that game where the player was: their table with the moves made, or the link
    they still have to send; not the last game they played alone."""
    ann, bob = started("dicegame", today="2026-11-20")
    holder, other = (ann, bob) if ann.desk.view is None else (bob, ann)
    for device in (holder, other):
        device.handle("daily", "dicegame", {})
        device.handle("roll", None, {})
        device.handle("open-friend", next(iter(device.desk.records)), {})
    move(holder, random.Random(1))
    reloaded = Controller(holder.storage, lambda: 1, address=ADDRESS, today="2026-11-20")
    assert reloaded.session.link == holder.session.link and reloaded.session.game == holder.session.game, (
        "the table, with the move made, over today's challenge played before it"
    )
    assert (reloaded.desk.view is None) == (holder.desk.view is None)
    waiting = Controller(other.storage, lambda: 1, address=ADDRESS, today="2026-11-20")
    assert waiting.desk.view is not None and waiting.desk.view == other.desk.view, "the link to send"
    assert page(holder.storage, game_id="splitter").session.game_id == "splitter", "an address naming a game"
    reloaded.handle("daily", "dicegame", {})
    reloaded.handle("roll", None, {})
    later = Controller(holder.storage, lambda: 1, address=ADDRESS, today="2026-11-20")
    assert later.session.link is None and later.session.daily == "2026-11-20", "a later move elsewhere wins"
    later.handle("open-friend", holder.session.link, {})
    assert page(holder.storage).session.link == holder.session.link, "opened again, it is the last game"


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_the_link_to_send_stays_the_games_screen_until_the_next_link_comes(game_id):
    """Found by pressing at random: the rules opened and closed over the link to send, or Open
    pressed with nothing pasted, showed the table at the friend's turn, where Hint advised this
    device on the friend's move (in the tile game, with a personal goal it may not know)."""
    ann, bob = started(game_id)
    holder = ann if ann.desk.view is None else bob
    while holder.desk.view is None:
        move(holder, random.Random(5))
    sending = holder.desk.view
    game = holder.session.game
    holder.handle("rules", game_id, {})
    assert holder.desk.view is None and "Back to the game" in holder.render()
    holder.handle("close-rules", None, {})
    assert holder.desk.view == sending, "back from the rules to the link to send"
    holder.handle("open-link", None, {"link": "  "})
    assert holder.desk.view == sending
    assert "Paste the link you received in the box, then press Open." in holder.render()
    holder.handle("hint", None, {})
    assert holder.session.game == game and holder.session.turn == holder.session.screens.empty_turn()
    assert "Hint:" not in holder.render(), "a press left from a screen before advises nobody"


def test_a_new_game_asks_before_replacing_the_saved_game_whatever_screen_it_is_begun_from():
    """Starting a game replaces that game's saved game in progress, so the question names that
    game, begun from its own table, from another game, from today's challenge or from a game by
    link; the game by link and the challenge, kept elsewhere, are never said to be lost."""
    ann, bob = started("dicegame", today="2026-11-20")
    player = ann if ann.desk.view is None else bob  # at the game by link's table, to play
    player.today = "2026-11-20"
    tag = player.session.link
    player.handle("new-game", None, {})
    player.handle("start", None, {"name-0": "Dee", "name-1": "Eve"})
    assert player.session.names == ("Dee", "Eve"), "nothing saved to replace: the game begins"
    assert tag in player.desk.records, "the game by link is kept"
    player.handle("roll", None, {})
    saved = player.storage.get("shelfie.dicegame.save")
    paths = {
        "another game": [("choose", "splitter"), ("home", None), ("choose", "dicegame")],
        "today's challenge": [("daily", "dicegame"), ("roll", None), ("new-game", None)],
        "a game by link": [("open-friend", tag), ("home", None), ("open-friend", tag), ("new-game", None)],
    }
    for path, presses in paths.items():
        for cmd, arg in presses:
            player.handle(cmd, arg, {})
        player.handle("start", None, {"name-0": "Fay", "name-1": "Gus"})
        screen = html.unescape(player.render())
        assert "The game in progress (Dee, Eve, round 1) is lost" in screen, path
        assert player.storage.get("shelfie.dicegame.save") == saved, f"{path}: nothing replaced yet"
        player.handle("continue", None, {})
        assert player.session.names == ("Dee", "Eve") and player.session.link is None, (
            f"{path}: the saved game"
        )


@pytest.mark.parametrize("dealt", ["as dealt", "the same card twice"])
def test_a_finished_tile_game_by_links_replays_before_every_goal_is_known(dealt, monkeypatch):
    """The player who takes the last turn sees the final table before the friend's personal goal
    comes back; "Replay the game" there, or once two players turn out to hold the same card (1 game
    in 12 of two players), rebuilt the game from a set-up the rules refused, and broke the page."""
    if dealt == "the same card twice":
        monkeypatch.setattr(fairness, "card", lambda *_: 8)
    ann, bob = started("myshelfie")
    holder = ann if ann.desk.view is None else bob
    rng = random.Random(11)
    while holder.desk.view is None or holder.desk.view.what != "last":
        if holder.desk.view is None:
            move(holder, rng)
        else:
            other = bob if holder is ann else ann
            other.handle("open-link", None, {"link": holder.desk.view.address})
            holder = other
    last = holder.desk.view.address
    holder.handle("close-link", None, {})
    assert 0 in holder.session.game.config.personal, "the friend's goal is not known here yet"
    holder.handle("replay", "0", {})
    assert "Replay: step 0 of" in holder.render()
    other = bob if holder is ann else ann
    other.handle("open-link", None, {"link": last})
    other.handle("close-link", None, {})
    other.handle("replay", "0", {})
    assert "Replay: step 0 of" in other.render()
    if dealt == "the same card twice":
        assert other.session.game.config.personal == (8, 8)


def test_the_home_screen_names_the_players_as_they_answered_before_the_game_is_dealt():
    """Bob, waiting for the host, saw his game listed with the name the host's invitation gave his
    seat, not the one he typed; the host's list, waiting for Cy, names Bob as he answered."""
    ann = invite("dicegame", ("person", "person", "person"))
    cy = page(link=fragment(ann.desk.view.address))
    bob = page(link=fragment(ann.desk.view.address))
    bob.handle("join", "1", {"name": "Bobby"})
    ann.handle("open-link", None, {"link": bob.desk.view.address})
    cy.handle("join", "2", {"name": "Cyrus"})
    for device, names in ((bob, "Ann, Bobby, Cy"), (cy, "Ann, Bob, Cyrus"), (ann, "Ann, Bobby, Cy")):
        device.handle("home", None, {})
        assert f"Open the game with {names}" in html.unescape(device.render()), names


def test_with_several_friend_seats_each_friend_taps_their_own_seat():
    """The invitation offered a seat chosen with radio buttons, the first one set and the name box
    holding its name: a second friend who changed only the seat played under the first friend's
    name, and one who changed nothing took the first friend's seat. Each seat is now its own button,
    and an empty name is the seat's name."""
    ann = invite("dicegame", ("person", "person", "person"))
    bob, cy = (page(link=fragment(ann.desk.view.address)) for _ in range(2))
    screen = html.unescape(cy.render())
    assert "Join as Bob" in screen and "Join as Cy" in screen and 'type="radio"' not in screen
    assert re.search(r'<input id="join-name" name="name" value=""', screen), "the name box starts empty"
    bob.handle("join", "1", {"name": "Bobby"})
    cy.handle("join", "2", {"name": ""})
    for friend in (bob, cy):
        ann.handle("open-link", None, {"link": friend.desk.view.address})
    assert ann.session.names == ("Ann", "Bobby", "Cy")


def test_an_answer_refused_leaves_the_host_on_the_invitation_still_waiting():
    """Two friends took the same seat: the second answer is refused in words, and the host stays
    on the invitation, which still waits for the other seat (it opened the set-up before)."""
    ann = invite("dicegame", ("person", "person", "person"))
    answers = []
    for name in ("Bob", "Cy"):
        friend = page(link=fragment(ann.desk.view.address))
        friend.handle("join", "1", {"name": name})
        answers.append(friend.desk.view.address)
    ann.handle("open-link", None, {"link": answers[0]})
    ann.handle("open-link", None, {"link": answers[1]})
    assert "Someone else has taken this seat already" in html.unescape(ann.render())
    assert ann.desk.view.view is View.INVITE and ann.desk.view.waiting == ("Cy",)


def test_a_link_that_cannot_be_opened_is_said_and_changes_nothing():
    ann = invite("splitter")
    kept = ann.storage.get(FRIENDS_KEY)
    ann.handle("open-link", None, {"link": ADDRESS + "#link=AAAAbroken"})
    assert re.search(r"This link cannot be opened: That is not a link of a game", ann.render())
    assert ann.storage.get(FRIENDS_KEY) == kept


def test_an_invitation_needs_a_friend_seat():
    ann = invite("dicegame", ("person", "hard"))
    assert ann.desk.view is None
    assert "Make another seat a person" in ann.session.message


def test_a_game_moves_to_another_device_of_the_same_person_and_plays_on_there():
    ann = invite("splitter")
    bob = page(link=fragment(ann.desk.view.address))
    bob.handle("join", "1", {"name": "Bob"})
    ann.handle("open-link", None, {"link": bob.desk.view.address})
    if ann.desk.view is None:
        move(ann, random.Random(3))
    turn = ann.desk.view.address
    tablet = page()
    tablet.handle("open-link", None, {"link": turn})
    assert "This game is not on this device" in tablet.render(), "a device without the game says so"
    bob.handle("move-out", bob.session.link or next(iter(bob.desk.records)), {})
    assert bob.desk.view.view is View.MOVE and "whoever opens it plays as you" in bob.render()
    moved = bob.desk.view.address
    assert "#move=" in moved
    tablet = page(link=moved.split("#", 1)[1])
    assert "The game is here now" in tablet.render()
    tablet.handle("open-link", None, {"link": turn})
    assert its_turn(tablet), "the moved game takes the turn and is played there"
    move(tablet, random.Random(4))
    assert tablet.session.names[1] == "Bob"


def started(game_id: str = "dicegame", today: str | None = None) -> tuple[Controller, Controller]:
    """Ann invites, Bob answers, Ann opens the answer: the game is dealt on both devices."""
    ann = invite(game_id)
    ann.today = today
    bob = Controller(
        MemoryStorage(), lambda: 5, address=ADDRESS, link=fragment(ann.desk.view.address), today=today
    )
    bob.handle("join", "1", {"name": "Bob"})
    ann.handle("open-link", None, {"link": bob.desk.view.address})
    if ann.desk.view is not None:
        bob.handle("open-link", None, {"link": ann.desk.view.address})
    return ann, bob


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_a_game_moves_in_a_file_opened_on_a_device_that_lacked_it(game_id):
    ann, bob = started(game_id)
    holder, other = (ann, bob) if ann.desk.view is None else (bob, ann)
    move(holder, random.Random(2))
    while holder.desk.view is None:
        move(holder, random.Random(2))
    turn = holder.desk.view.address
    tablet = page()
    tablet.handle("open-link", None, {"link": turn})
    screen = tablet.render()
    assert "This game is not on this device" in screen and "game file" in screen
    assert tablet.session.screen is Screen.HOME and 'id="link-file"' in screen, (
        "the home screen offers the file"
    )
    (tag,) = other.desk.records
    name, text = other.desk.move_file(tag)
    assert name.endswith(".txt") and "Open a game file" in text
    tablet.handle("open-link", text, {})
    assert "The game is here now" in tablet.render()
    tablet.handle("open-link", None, {"link": turn})
    assert its_turn(tablet), "the game moved by file takes the turn sent to the other device"
    to_the_end(tablet, holder, random.Random(4))
    for device in (holder, tablet):
        assert device.session.rules.is_over(device.session.game)
    assert holder.session.rules.log(holder.session.game) == tablet.session.rules.log(tablet.session.game)
    podiums = [Page(device.render()).one("list", "Final scores").text() for device in (holder, tablet)]
    assert podiums[0] == podiums[1] and "points" in podiums[0], "the game moved plays on to one final podium"


def home(storage, **options) -> str:
    """The home screen of a page opened on ``storage`` (a reload reopens the game with friends)."""
    controller = Controller(storage, lambda: 5, address=ADDRESS, **options)
    controller.handle("home", None, {})
    return controller.render()


def test_the_home_screen_says_when_each_game_last_moved():
    ann, _bob = started(today="2026-11-20")
    assert "Last move" not in home(ann.storage), "without today's date, nothing is said"
    assert "Last move today" in home(ann.storage, today="2026-11-20")
    assert "Last move 3 days ago" in home(ann.storage, today="2026-11-23")
    assert "Ultima mossa ieri" in home(ann.storage, today="2026-11-21", language="it")


def test_moves_kept_with_a_game_that_cannot_be_read_are_said_and_the_game_opens():
    ann, bob = started()
    holder = ann if ann.desk.view is None else bob
    tag = holder.session.link
    received = holder.session.game
    holder.desk.records[tag] = replace(holder.desk.records[tag], moves="not moves")
    holder.handle("open-friend", tag, {})
    assert "Your moves since the last link could not be read" in holder.render()
    assert holder.session.game == received, "the game opens as the last link left it"
