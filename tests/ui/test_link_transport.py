"""A second transport beside links: once two devices have joined by the invitation and its answer,
the page says a live connection carries the game (``connected``), every link either device makes
comes back as an effect to ``deliver`` instead of a screen to send it, and what arrives is opened by
``receive`` with the same checks as a link from a chat. Here the connection is a pipe in memory; the
page's data channel plugs in the same way. When it closes (``disconnected``), the game goes on by
links from where it stands."""

import json
import random
from dataclasses import dataclass, field

import pytest

from shelfie import registry
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.conversation import Conversation
from shelfie.ui.shell.linkviews import View
from tests.ui.test_link_play import fragment, invite, its_turn, move, page


@dataclass
class Pipe:
    """Links made on one device, waiting to arrive on the other."""

    waiting: list[str] = field(default_factory=list)
    sent: int = 0

    def carry(self, effects: dict | None) -> None:
        """The links a command's effects hand the connection."""
        for delivery in (effects or {}).get("deliver", []):
            self.waiting.append(delivery["link"])
            self.sent += 1


def connected(game_id: str, kinds=("person", "person")) -> tuple[Controller, Controller, dict]:
    """Ann invites Bob, Bob answers (the links a live connection is made from), and from then on a
    pipe each way carries their links: Ann's device, Bob's, and each device's outgoing pipe."""
    ann = invite(game_id, kinds)
    tag = ann.desk.view.tag
    bob = page(link=fragment(ann.desk.view.address))
    bob.handle("join", "1", {"name": "Bobby"})
    assert bob.desk.view.view is View.SEND and bob.desk.view.what == "answer"
    pipes = {"ann": Pipe(), "bob": Pipe()}
    pipes["ann"].carry(ann.handle("connected", tag, {}))
    pipes["bob"].carry(bob.handle("connected", tag, {}))
    pipes["ann"].carry(ann.handle("open-link", None, {"link": bob.desk.view.address}))
    pipes["bob"].carry(bob.handle("close-link", None, {}))
    return ann, bob, pipes


def step(device: Controller, pipe: Pipe, rng: random.Random) -> None:
    """One move of the device's person or computer, its links into the pipe."""
    if device.session.computer_to_play:
        pipe.carry(device.computer_step())
    else:
        move(device, rng)
        pipe.carry({"deliver": device.take_deliveries()})


def play_on(ann: Controller, bob: Controller, pipes: dict, rng: random.Random) -> None:
    """Each device plays its turns and opens what arrives, until both games are over."""
    devices = {"ann": ann, "bob": bob}
    for _ in range(5000):
        over = [
            d.session.game is not None and d.session.rules.is_over(d.session.game) for d in devices.values()
        ]
        if all(over) and not any(pipe.waiting for pipe in pipes.values()):
            return
        for name, device in devices.items():
            other = bob if name == "ann" else ann
            while pipes[name].waiting:
                pipes["bob" if name == "ann" else "ann"].carry(
                    other.handle("receive", pipes[name].waiting.pop(0), {})
                )
            assert device.desk.view is None, f"{name}: no screen to send a link while the pipe carries them"
            if its_turn(device) or device.session.computer_to_play:
                step(device, pipes[name], rng)
            else:
                assert "<h2" in device.render(), "the table waits for the other device"
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_two_devices_play_a_whole_game_over_a_second_transport_with_no_link_to_send(game_id):
    ann, bob, pipes = connected(game_id)
    play_on(ann, bob, pipes, random.Random(11))
    rules = ann.session.rules
    assert rules.log(ann.session.game) == rules.log(bob.session.game)
    assert "Game over" in ann.render() and "Game over" in bob.render()
    assert pipes["ann"].sent > 1 and pipes["bob"].sent > 1
    for device in (ann, bob):
        assert len(device.history()) == 1, "each device keeps the game in its statistics, once"


def test_a_tampered_or_repeated_message_is_refused_in_words_and_changes_nothing():
    ann, bob, pipes = connected("dicegame")
    rng = random.Random(3)
    receivers = {"ann": bob, "bob": ann}
    for _ in range(500):
        ready = [name for name, pipe in pipes.items() if pipe.waiting and receivers[name].session.game]
        if ready:
            break
        for name, pipe in pipes.items():
            while pipe.waiting:  # the dealt game, to a device that has none yet
                receivers[name].handle("receive", pipe.waiting.pop(0), {})
        mover = "ann" if its_turn(ann) or ann.session.computer_to_play else "bob"
        step({"ann": ann, "bob": bob}[mover], pipes[mover], rng)
    sender = ready[0]
    receiver = receivers[sender]
    link = pipes[sender].waiting.pop(0)
    before = receiver.session
    payload_at = link.index("#link=") + len("#link=") + 40
    flipped = "A" if link[payload_at] != "A" else "B"
    receiver.handle("receive", link[:payload_at] + flipped + link[payload_at + 1 :], {})
    assert receiver.session.game == before.game
    assert "This link cannot be opened" in receiver.render()
    receiver.handle("receive", link, {})
    arrived = receiver.session.game
    assert len(receiver.session.rules.log(arrived)) > len(receiver.session.rules.log(before.game))
    receiver.handle("receive", link, {})
    assert receiver.session.game == arrived, "the same message twice changes nothing"


def talk(conversation: Conversation, cmd: str, arg: str | None = None) -> dict:
    """A command as the page sends it to the worker, and the worker's reply."""
    return json.loads(conversation.handle(json.dumps({"cmd": cmd, "arg": arg, "form": {}})))


def test_the_page_carries_the_links_a_live_connection_delivers_and_when_it_closes_the_game_goes_on_by_links():
    ann, bob, pipes = connected("dicegame")
    tag = ann.session.link
    while pipes["ann"].waiting:  # the dealt game, when Bob plays first
        bob.handle("receive", pipes["ann"].waiting.pop(0), {})
    pages = {"ann": Conversation(lambda game: False), "bob": Conversation(lambda game: False)}
    pages["ann"].controller, pages["bob"].controller = ann, bob
    devices = {"ann": ann, "bob": bob}
    rng = random.Random(5)
    mover = next(name for name, device in devices.items() if its_turn(device))
    other = "bob" if mover == "ann" else "ann"
    before = devices[other].session.game  # none yet when the host plays first
    while its_turn(devices[mover]):
        move(devices[mover], rng)
    reply = talk(pages[mover], "faster")  # any reply carries what the device made since the last
    delivered = reply["deliver"]
    assert [item["tag"] for item in delivered] == [tag] and "#link=" in delivered[0]["link"]
    assert "<h2" in reply["html"] and devices[mover].desk.view is None
    received = talk(pages[other], "receive", delivered[0]["link"])
    rules = devices[other].session.rules
    assert len(rules.log(devices[other].session.game)) > (len(rules.log(before)) if before else -1)
    assert rules.log(devices[other].session.game) == rules.log(devices[mover].session.game)
    assert "deliver" not in received, "nothing of the receiver's to carry yet"
    # The connection closes: the link the mover owes is shown to be sent by hand, nothing lost.
    closed = talk(pages[mover], "disconnected", tag)
    view = devices[mover].desk.view
    assert view is not None and view.view is View.SEND and view.address == delivered[0]["link"]
    assert "deliver" not in closed


def test_a_link_waiting_to_be_sent_by_hand_goes_by_the_connection_once_it_opens():
    """The host opens the answer before the connection is up, and the friend plays first: the dealt
    game waits on the screen to send it, and goes by the connection as soon as it opens."""
    for seed in range(40):
        ann = invite("dicegame")
        ann.seeds = lambda seed=seed: seed
        bob = page(link=fragment(ann.desk.view.address))
        bob.handle("join", "1", {"name": "Bobby"})
        ann.handle("open-link", None, {"link": bob.desk.view.address})
        if ann.desk.view is not None and ann.desk.view.what == "deal":
            break
    else:
        raise AssertionError("no seed where the friend plays first")
    waiting = ann.desk.view.address
    effects = ann.handle("connected", ann.desk.view.tag, {})
    assert [item["link"] for item in effects["deliver"]] == [waiting]
    assert ann.desk.view is None and "<h2" in ann.render()
    bob.handle("connected", ann.session.link, {})
    bob.handle("receive", waiting, {})
    assert its_turn(bob)


def test_a_move_arriving_while_the_rules_are_open_keeps_them_open_over_the_table_it_changed():
    """One thing covers the screen at a time (``model.Model.cover``); what arrives over a live
    connection is not the player's press, so it closes nothing."""
    ann, bob, pipes = connected("splitter")
    devices, rng = {"ann": ann, "bob": bob}, random.Random(2)
    for _ in range(50):
        for name, pipe in pipes.items():
            other = devices["bob" if name == "ann" else "ann"]
            while pipe.waiting:
                other.handle("receive", pipe.waiting.pop(0), {})
        if ann.session.game is not None and not its_turn(ann) and its_turn(bob):
            break
        for name, device in devices.items():
            if its_turn(device):
                step(device, pipes[name], rng)
    else:
        raise AssertionError("Bob never came to play while Ann waited")
    ann.handle("rules", None, {})
    assert "Back to the game" in ann.render()
    before = ann.session.game
    while its_turn(bob):
        step(bob, pipes["bob"], rng)
    for link in pipes["bob"].waiting:
        ann.handle("receive", link, {})
    assert ann.session.game != before, "the move arrived"
    assert "Back to the game" in ann.render(), "the rules are still open over the table"
    ann.handle("close-rules", None, {})
    assert "Back to the game" not in ann.render() and ann.desk.view is None
