"""A device's games with friends: two devices play a whole game through what each keeps,
and every link they should not accept is refused with the records left as they were."""

import base64
import json
import random
from dataclasses import replace

import pytest

from shelfie import registry
from shelfie.core import links
from shelfie.core.errors import InvalidLink
from shelfie.ui.shell import friends
from shelfie.ui.shell.friends import LinkGame, Opened

SEATS = [links.Seat("Ann", "person"), links.Seat("Player 2", "person")]


def started(game_id: str = "myshelfie"):
    """Ann invites, Bob joins, Ann opens Bob's answer: the game is dealt on Ann's device."""
    ann = friends.host(registry.rules, game_id, {}, SEATS, b"a" * 32)
    tag = friends.tag_of(ann.invite())
    bob_record, answer = friends.join(registry.rules, ann.invitation, 1, "Bob", b"b" * 32)
    opened = friends.open_link(registry.rules, {tag: ann}, answer)
    assert opened.opened is Opened.JOINED and opened.played is not None
    return tag, dict(opened.records), {tag: bob_record}, opened


def play_mine(game, state, owners, device, rng):
    while not game.is_over(state):
        seat = links.seat_in_hand(game.to_move(state), ["person", "person"])
        if owners[seat] != device:
            break
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    return state


def test_two_devices_play_a_whole_game_through_what_they_keep():
    tag, ann, bob, opened = started()
    game = registry.rules("myshelfie")
    rng = random.Random(3)
    devices = {0: ann, 1: bob}
    owners = (0, 1)
    played = opened.played
    holder = played.holder
    if holder != 0:  # Bob plays first: Ann passes the dealt game on.
        devices[0], text = friends.sent(registry.rules, devices[0], tag, played.state)
        outcome = friends.open_link(registry.rules, devices[1], text)
        devices[1], played = dict(outcome.records), outcome.played
        assert outcome.opened is Opened.YOUR_TURN
    while True:
        state = play_mine(game, played.state, owners, holder, rng)
        devices[holder], text = friends.sent(registry.rules, devices[holder], tag, state)
        other = 1 - holder
        outcome = friends.open_link(registry.rules, devices[other], text)
        devices[other], played = dict(outcome.records), outcome.played
        if game.is_over(state):
            assert outcome.opened is Opened.THEIR_TURN
            break
        assert outcome.opened is Opened.YOUR_TURN
        holder = other
    # The device that played last learns the other's goal from one more link, its answer.
    devices[other], text = friends.sent(registry.rules, devices[other], tag, played.state)
    final = friends.open_link(registry.rules, devices[holder], text)
    assert all(final.played.cards) and final.played.cards == played.cards
    assert game.outcome(final.played.state) == game.outcome(played.state)


def test_a_refused_link_changes_nothing_kept():
    _tag, ann, bob, _opened = started("dicegame")
    before = dict(bob)
    with pytest.raises(InvalidLink):
        friends.open_link(registry.rules, bob, "not a link")
    other_host = friends.host(registry.rules, "dicegame", {}, SEATS, b"z" * 32)
    _, stranger_answer = friends.join(registry.rules, other_host.invitation, 1, "Cy", b"c" * 32)
    with pytest.raises(InvalidLink, match="not on this device"):
        friends.open_link(registry.rules, ann, stranger_answer)
    assert bob == before


def test_an_earlier_turn_is_said_and_a_late_answer_is_refused():
    tag, ann, bob, opened = started("splitter")
    game = registry.rules("splitter")
    state = play_mine(game, opened.played.state, (0, 1), 0, random.Random(1))
    ann, first = friends.sent(registry.rules, ann, tag, state)
    bob = dict(friends.open_link(registry.rules, bob, first).records)
    again = friends.open_link(registry.rules, bob, first)
    assert again.opened is Opened.YOUR_TURN, "the same link again is the same turn"
    state = play_mine(game, again.played.state, (0, 1), 1, random.Random(2))
    bob, _ = friends.sent(registry.rules, bob, tag, state)
    assert friends.open_link(registry.rules, bob, first).opened is Opened.EARLIER
    # Someone else answers the invitation for Bob's seat after the game began.
    _, late = friends.join(registry.rules, ann[tag].invitation, 1, "Dee", b"d" * 32)
    with pytest.raises(InvalidLink, match="begun already"):
        friends.open_link(registry.rules, ann, late)


def test_a_seat_answered_twice_is_kept_for_the_first():
    seats = [*SEATS, links.Seat("Player 3", "person")]
    ann = friends.host(registry.rules, "dicegame", {}, seats, b"a" * 32)
    tag = friends.tag_of(ann.invite())
    _, bob = friends.join(registry.rules, ann.invitation, 1, "Bob", b"b" * 32)
    _, dee = friends.join(registry.rules, ann.invitation, 1, "Dee", b"d" * 32)
    kept = friends.open_link(registry.rules, {tag: ann}, bob)
    assert kept.opened is Opened.JOINED and kept.played is None, "one friend is still to answer"
    with pytest.raises(InvalidLink, match="taken"):
        friends.open_link(registry.rules, kept.records, dee)
    assert friends.open_link(registry.rules, kept.records, bob).records == kept.records


def test_what_a_device_keeps_survives_storage_and_damage_is_said():
    tag, ann, _bob, _opened = started()
    record = replace(ann[tag], answer="an answer", moves="[]", sent=True, recorded=True, status="theirs:Bob")
    assert LinkGame.from_json(record.to_json()) == record
    for damaged in (None, {}, {**record.to_json(), "secret": "zz"}, {**record.to_json(), "replies": 3}):
        with pytest.raises(InvalidLink, match="damaged"):
            LinkGame.from_json(damaged)


def test_a_game_moved_to_another_device_arrives_whole_in_a_link_a_qr_code_can_hold():
    tag, ann, _bob, _opened = started()
    before = replace(ann[tag], replies={})
    record = replace(before, moves='[{"seat":0}]', sent=True, status="theirs:Bob", updated="2026-11-26")
    text = friends.moved(record)
    assert friends.arrived(text) == record
    assert friends.arrived(f"A line that says what the file is\nhttps://x.example/#move={text}\n") == record
    waiting = friends.host(registry.rules, "splitter", {}, SEATS, b"c" * 32)
    waiting = replace(
        waiting, replies={1: friends.join(registry.rules, waiting.invitation, 1, "Bo", b"d" * 32)[1]}
    )
    assert friends.arrived(friends.moved(waiting)) == waiting, "before the game begins, the answers go too"
    assert len(text) < 700, "a two-player tile game's move link stays a QR code a phone reads from a screen"
    data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    for damaged in (data[:-1], data[:5] + bytes([data[5] ^ 1]) + data[6:], bytes([9]) + data[1:]):
        with pytest.raises(InvalidLink):
            friends.arrived(base64.urlsafe_b64encode(damaged).decode())


def test_a_move_link_of_the_first_format_still_opens():
    """Version 1 was the record's JSON in base64url: links made then keep working."""
    tag, ann, _bob, _opened = started()
    record = replace(ann[tag], status="yours")
    old = base64.urlsafe_b64encode(json.dumps(record.to_json()).encode()).rstrip(b"=").decode()
    assert friends.arrived(old) == record


def test_a_turn_of_a_game_this_device_lacks_is_refused_as_not_here():
    tag, ann, _bob, _opened = started()
    with pytest.raises(friends.NotHere, match="not on this device"):
        friends.open_link(registry.rules, {}, ann[tag].turn)


def edited(text: str, change) -> str:
    """A link changed on its way by someone who knows the format: the checksum is recomputed."""
    return links.to_text(change(links.from_text(text)))


def renamed_host(link):
    seats = list(link.table.seats)
    seats[links.HOST] = replace(seats[links.HOST], name="Mallory")
    return replace(link, table=replace(link.table, seats=tuple(seats)))


def test_an_answer_to_an_invitation_edited_on_its_way_is_refused_by_the_host():
    ann = friends.host(registry.rules, "splitter", {"pad": "A"}, SEATS, b"a" * 32)
    tag = friends.tag_of(ann.invite())
    for change in (renamed_host, lambda link: replace(link, table=replace(link.table, options={"pad": "B"}))):
        _, answer = friends.join(registry.rules, edited(ann.invitation, change), 1, "Bob", b"b" * 32)
        with pytest.raises(InvalidLink, match="invitation that was changed on its way"):
            friends.open_link(registry.rules, {tag: ann}, answer)


def test_a_friends_answer_edited_on_its_way_deals_a_game_the_friends_device_refuses():
    """The host cannot tell a friend's name edited in the answer (it has no key of the friend's yet),
    but the friend's device can: the game dealt is not the one it answered."""
    ann = friends.host(registry.rules, "splitter", {"pad": "A"}, SEATS, b"a" * 32)
    tag = friends.tag_of(ann.invite())
    bob, answer = friends.join(registry.rules, ann.invitation, 1, "Bob", b"b" * 32)
    opened = friends.open_link(registry.rules, {tag: ann}, edited(answer, lambda r: replace(r, name="Rob")))
    game = registry.rules("splitter")
    state = play_mine(game, opened.played.state, (0, 1), 0, random.Random(3))
    _, dealt = friends.sent(registry.rules, opened.records, tag, state)
    with pytest.raises(InvalidLink, match="not the game you were invited to"):
        friends.open_link(registry.rules, {tag: bob}, dealt)


def test_a_turn_whose_settings_or_names_were_edited_is_refused_before_and_during_the_game():
    tag, ann, bob, opened = started("splitter")
    game = registry.rules("splitter")
    ann, dealt = friends.sent(
        registry.rules, ann, tag, play_mine(game, opened.played.state, (0, 1), 0, random.Random(4))
    )
    to_pad_b = lambda link: replace(link, table=replace(link.table, options={"pad": "B"}))  # noqa: E731
    for change, refusal in (
        (to_pad_b, "not the game you were invited to"),
        (renamed_host, "not the game you were"),
    ):
        with pytest.raises(InvalidLink, match=refusal):
            friends.open_link(registry.rules, bob, edited(dealt, change))
    outcome = friends.open_link(registry.rules, bob, dealt)
    bob = dict(outcome.records)
    state = play_mine(game, outcome.played.state, (0, 1), 1, random.Random(5))
    before = dict(ann)
    bob, back = friends.sent(registry.rules, bob, tag, state)
    for change in (to_pad_b, renamed_host):
        with pytest.raises(InvalidLink, match="not those of the game you hold"):
            friends.open_link(registry.rules, ann, edited(back, change))
    assert ann == before, "nothing kept changed"
    assert friends.open_link(registry.rules, ann, back).opened is Opened.YOUR_TURN
