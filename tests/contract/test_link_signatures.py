"""Every device signs what it sends (``links.sign``, Ed25519 by a key in its invitation or answer):
a move changed on its way to another legal one, or a setting or a name edited with the checksum
recomputed, is refused by every device that receives it, the seats in between included, and a
device never takes a link of a game other than the one it agreed to."""

import base64
import json
import random
from dataclasses import replace
from pathlib import Path
from unittest import mock

import pytest

from shelfie import registry
from shelfie.core import links, packing, saves
from shelfie.core.contract import Event
from shelfie.core.fairness import Chain, Unfair
from tests.contract import by_link

THREE = ["person", "person", "person"]
FORMAT_1 = Path(__file__).parents[1] / "fixtures/links/format1-myshelfie.json"


def travelled(turn: links.Turn) -> links.Turn:
    """As a link arrives: through its text, checksum and all (an editor recomputes the checksum)."""
    sent = links.from_text(links.to_text(turn))
    assert isinstance(sent, links.Turn)
    return sent


def turns(played: by_link.Game) -> list[links.Turn]:
    return [link for link in map(links.from_text, played.texts) if isinstance(link, links.Turn)]


def last_move_changed(game, turn: links.Turn, rng: random.Random) -> tuple[links.Turn, list[Event]]:
    """``turn`` with its last move replaced by another legal one and the log packed again, as an
    editor who knows the format would; and the edited log."""
    log = list(game.log(links.replay(turn, registry.rules).state))
    setup = links.setup_state(game, turn)
    before = saves.replay(game, setup, log[:-1])
    last = log[-1]
    others = [
        action
        for action in game.legal_actions(before, last.seat)
        if game.action_key(before, action) != game.action_key(before, last.action)
    ]
    edited = [*log[:-1], Event(last.seat, rng.choice(others))]
    return travelled(replace(turn, log=packing.pack_log(game, setup, edited))), edited


def unchecked():
    """The page as it was before links were signed: nothing checked the signatures."""
    return mock.patch.object(links, "_check_signatures", return_value=None)


@pytest.mark.parametrize("game_id", ["dicegame", "splitter", "myshelfie"])
def test_a_move_changed_to_another_legal_one_is_refused_by_every_device(game_id):
    played = by_link.play(game_id, THREE, 21)
    game = played.game
    sent = next(turn for turn in turns(played)[3:] if links.replay(turn, registry.rules).holder != 0)
    edited, _ = last_move_changed(game, sent, random.Random(1))
    for device in played.devices:
        with unchecked():
            links.replay(edited, registry.rules, device.index, device.chain)  # the rules take it
        with pytest.raises(Unfair, match="changed on its way"):
            links.replay(edited, registry.rules, device.index, device.chain)
        links.replay(sent, registry.rules, device.index, device.chain)  # the link as sent opens


def test_a_device_that_re_signs_another_players_changed_move_is_refused_by_the_seat_in_between():
    """The host changes a friend's move and signs the link as its own: the third device still sees
    that the friend's own signature does not cover that move."""
    played = by_link.play("dicegame", THREE, 22)
    game = played.game
    host = played.devices[links.HOST]
    owners = turns(played)[0].table.owners
    sent = next(
        turn
        for turn in turns(played)[3:]
        if owners[game.log(links.replay(turn, registry.rules).state)[-1].seat] == 1
    )
    edited, log = last_move_changed(game, sent, random.Random(2))
    forged = travelled(links.sign(game, edited, links.HOST, host.chain, log))
    with pytest.raises(Unfair, match="changed on its way"):
        links.replay(forged, registry.rules, 2, played.devices[2].chain)


def test_a_move_left_unsigned_by_its_maker_is_refused():
    played = by_link.play("splitter", ["person", "person"], 23)
    sent = turns(played)[4]
    devices = list(sent.devices)
    maker = links.replay(sent, registry.rules).holder ^ 1
    devices[maker] = replace(devices[maker], signed=0, signature=b"")
    stripped = travelled(replace(sent, devices=tuple(devices)))
    with pytest.raises(Unfair):
        links.replay(stripped, registry.rules)
    devices[links.HOST] = replace(devices[links.HOST], signature=b"")
    with pytest.raises(Unfair, match="not signed by the host"):
        links.replay(travelled(replace(sent, devices=tuple(devices))), registry.rules)


@pytest.mark.parametrize("where", ["first", "middle", "last"])
def test_a_setting_or_a_name_edited_on_its_way_is_refused(where):
    """Splitter's pad changed from A to B, or the host's name edited, with the checksum recomputed:
    the signatures cover the game as agreed, so no device opens it, at any point of the game."""
    played = by_link.play("splitter", ["person", "person"], 24, {"pad": "A"})
    sent = {"first": 0, "middle": len(turns(played)) // 2, "last": -1}[where]
    turn = turns(played)[sent]
    seats = list(turn.table.seats)
    seats[links.HOST] = replace(seats[links.HOST], name="Mallory")
    for edited in (
        replace(turn, table=replace(turn.table, options={"pad": "B"})),
        replace(turn, table=replace(turn.table, seats=tuple(seats))),
    ):
        for device in played.devices:
            with pytest.raises(links.InvalidLink):
                links.replay(travelled(edited), registry.rules, device.index, device.chain)
            with pytest.raises(links.InvalidLink, match="not those of the game you hold"):
                links.check_same_game(turn, travelled(edited))


def test_what_signing_costs_in_link_length():
    """docs/LINK-PLAY.md quotes these: a key per device in every link, and a signature per device
    that has sent one; a four-player tile game's longest link still fits Outlook's 1,024."""
    played = by_link.play("myshelfie", ["person"] * 4, 15)
    longest = max(len("https://shelfie.example/#link=") + len(text) for text in played.texts)
    assert longest <= 1000, longest
    invitation, answer = played.texts[0], played.texts[1]
    assert len(invitation) < 140 and len(answer) < 180


def test_a_game_begun_before_links_were_signed_plays_on_to_the_end():
    """Links of format 1 (written by the page before this one, kept in tests/fixtures/links): their
    devices have no key, so the game plays on unsigned, checked by the rules and the chains, and its
    personal goals are shown with their salts as they were committed."""
    kept = json.loads(FORMAT_1.read_text())
    chains = [Chain(bytes.fromhex(secret)) for secret in kept["secrets"]]
    game = registry.rules(kept["game"])
    assert all(base64.urlsafe_b64decode(text[:4])[0] == 1 for text in kept["texts"]), "format 1"
    turn = links.from_text(kept["texts"][-1])
    assert isinstance(turn, links.Turn) and not any(device.key for device in turn.devices)
    rng = random.Random(8)
    for _ in range(200):
        holder = links.replay(turn, registry.rules).holder
        played = links.replay(turn, registry.rules, holder, chains[holder])
        state = played.state
        while not game.is_over(state):
            seat = links.seat_in_hand(game.to_move(state), ["person", "person"])
            if turn.table.owners[seat] != holder:
                break
            state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        turn = travelled(links.send(game, turn, played, state, mine=holder, chain=chains[holder]))
        if game.is_over(state):
            break
    for device in (0, 1):
        played = links.replay(turn, registry.rules, device, chains[device])
        turn = travelled(links.send(game, turn, played, played.state, mine=device, chain=chains[device]))
    final = links.replay(turn, registry.rules)
    assert game.is_over(final.state) and all(final.cards), "every goal shown, each its commitment's"
    edited = replace(turn, table=replace(turn.table, options={"first_game": True}))
    with pytest.raises(links.InvalidLink, match="not those of the game you hold"):
        links.check_same_game(turn, travelled(edited))


def on_the_mirror_space(state, seat, game, rng):
    """A person who writes each round on the right half of the pair: the same placement as the
    left one the rules list (``action_key``), written the other way round."""
    from shelfie.games.splitter.pads import cell, mirror, position

    action = rng.choice(game.legal_actions(state, seat))
    row, column = position(mirror(cell(action.row, action.column)))
    first, second = state.dice
    other = second if action.number == first else first
    written = replace(action, row=row, column=column, number=other)
    assert game.action_key(state, written) == game.action_key(state, action) and written != action
    return written


def test_a_placement_written_on_the_mirror_space_is_signed_as_the_link_carries_it():
    """Splitter's link carries a placement as the rules list it (the pair's left space); the device
    signs the moves as its link carries them, so every device, its own included, opens the link."""
    with mock.patch.object(by_link, "computer", on_the_mirror_space):
        played = by_link.play("splitter", ["person", "person"], 5)
    assert played.game.is_over(played.finals[0].state)
    for turn in turns(played):
        links.replay(turn, registry.rules)  # Unfair if a signature did not cover what it carries
