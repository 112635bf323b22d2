"""A second transport beside links (``desk.Transport``): once two devices have joined by the
invitation and its answer, a connection carries every link each makes to the other, and each opens
what arrives (``Desk.receive``) with the same checks. Here the connection is a pipe in memory; a
live data channel plugs in the same way. No screen to send a link ever shows, and the games end
alike."""

import random
from dataclasses import dataclass, field

import pytest

from shelfie import registry
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.linkviews import View
from tests.ui.test_link_play import fragment, invite, its_turn, move, page


@dataclass
class Pipe:
    """Links made on one device, waiting to arrive on the other."""

    waiting: list[str] = field(default_factory=list)
    sent: int = 0

    def deliver(self, tag: str, link: str) -> bool:
        self.waiting.append(link)
        self.sent += 1
        return True


def connected(game_id: str, kinds=("person", "person")) -> tuple[Controller, Controller, dict]:
    """Ann invites Bob, Bob answers (the links a live connection is made from), and from then on a
    pipe each way carries their links: Ann's device, Bob's, and each device's outgoing pipe."""
    ann = invite(game_id, kinds)
    tag = ann.desk.view.tag
    bob = page(link=fragment(ann.desk.view.address))
    bob.handle("join", "1", {"name": "Bobby"})
    assert bob.desk.view.view is View.SEND and bob.desk.view.what == "answer"
    pipes = {"ann": Pipe(), "bob": Pipe()}
    ann.desk.transports[tag] = pipes["ann"]
    bob.desk.transports[tag] = pipes["bob"]
    ann.handle("open-link", None, {"link": bob.desk.view.address})
    bob.handle("close-link", None, {})
    return ann, bob, pipes


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
                other.desk.receive(pipes[name].waiting.pop(0))
            assert device.desk.view is None, f"{name}: no screen to send a link while the pipe carries them"
            if its_turn(device) or device.session.computer_to_play:
                move(device, rng)
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
                receivers[name].desk.receive(pipe.waiting.pop(0))
        move(ann if its_turn(ann) or ann.session.computer_to_play else bob, rng)
    sender = ready[0]
    receiver = receivers[sender]
    link = pipes[sender].waiting.pop(0)
    before = receiver.session
    payload_at = link.index("#link=") + len("#link=") + 40
    flipped = "A" if link[payload_at] != "A" else "B"
    receiver.desk.receive(link[:payload_at] + flipped + link[payload_at + 1 :])
    assert receiver.session.game == before.game
    assert "This link cannot be opened" in receiver.render()
    receiver.desk.receive(link)
    arrived = receiver.session.game
    assert len(receiver.session.rules.log(arrived)) > len(receiver.session.rules.log(before.game))
    receiver.desk.receive(link)
    assert receiver.session.game == arrived, "the same message twice changes nothing"
