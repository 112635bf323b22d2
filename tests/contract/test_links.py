"""Play by link: every registered game travels between devices as links and comes out
the same on each; damaged, edited, foreign, biased and swapped links are refused in words, with
InvalidLink (or its Unfair) and nothing else."""

import base64
import functools
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shelfie import registry
from shelfie.core import fairness, links, saves
from shelfie.core.errors import InvalidLink, ShelfieError
from shelfie.core.fairness import Chain, Unfair
from tests.budget import examples
from tests.contract import by_link

GAMES = sorted(registry.GAMES)


def two(game_id: str) -> list[str]:
    return ["person", "person"]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_two_player_game_by_links_ends_the_same_on_both_devices(game_id):
    played = by_link.play(game_id, two(game_id), 1)
    game = played.game
    host, friend = played.finals[0], played.finals[1]
    assert game.is_over(host.state) and game.is_over(friend.state)
    assert game.summary(host.state) == game.summary(friend.state)
    assert game.outcome(host.state) == game.outcome(friend.state)
    assert game.log(host.state) == game.log(friend.state)
    assert len(played.texts) > 3, "an invitation, a reply and turns"


@pytest.mark.parametrize("game_id", GAMES)
def test_three_seats_with_a_computer_played_by_the_hosts_device(game_id):
    played = by_link.play(game_id, ["person", "person", "medium"], 2)
    game = played.game
    assert game.summary(played.finals[0].state) == game.summary(played.finals[1].state)
    seats_of_host = {event.seat for event in game.log(played.finals[0].state)}
    assert 2 in seats_of_host, "the computer played"


@settings(max_examples=examples(5, least=2), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(GAMES), st.integers(0, 2**32), st.integers(2, 4))
def test_any_game_by_links_is_the_same_game_on_every_device(game_id, seed, people):
    """Property: any legal game, sent as links, is rebuilt move for move on every device."""
    game = registry.rules(game_id)
    people = min(people, game.max_players)
    played = by_link.play(game_id, ["person"] * people, seed)
    states = [final.state for final in played.finals.values()]
    assert all(game.log(state) == game.log(states[0]) for state in states)
    assert all(game.outcome(state) == game.outcome(states[0]) for state in states)


def test_the_same_link_gives_the_same_draws_however_often_it_is_opened():
    played = by_link.play("dicegame", ["person", "person"], 3)
    turn = links.from_text(played.texts[6])
    device = next(d for d in played.devices if d.index == links.replay(turn, registry.rules).holder)
    first = links.replay(turn, registry.rules, device.index, device.chain)
    again = links.replay(links.from_text(played.texts[6]), registry.rules, device.index, device.chain)
    game = played.game
    action = game.legal_actions(first.state, min(game.to_move(first.state)))[0]
    seat = min(game.to_move(first.state))
    assert game.apply(first.state, seat, action) == game.apply(again.state, seat, action), (
        "a reload cannot roll again: the seed follows from committed values"
    )


def turns(played: by_link.Game) -> list[links.Turn]:
    return [link for link in map(links.from_text, played.texts) if isinstance(link, links.Turn)]


def test_an_edited_move_is_refused():
    played = by_link.play("myshelfie", two("myshelfie"), 4)
    turn = turns(played)[-3]
    data = bytearray(turn.log)
    data[2] ^= 0b0010_0000
    edited = links.from_text(links.to_text(replace(turn, log=bytes(data))))
    with pytest.raises(InvalidLink):
        links.replay(edited, registry.rules)


def test_an_edited_value_or_one_chosen_late_to_bias_the_dice_is_refused():
    played = by_link.play("dicegame", two("dicegame"), 5)
    turn = turns(played)[4]
    devices = list(turn.devices)
    devices[1] = replace(devices[1], value=bytes(16))
    with pytest.raises(Unfair, match="does not lead back to the commitment"):
        links.replay(replace(turn, devices=tuple(devices)), registry.rules)
    # A value from another chain, as if the friend picked it after seeing the host's.
    late = Chain(b"late" * 8)
    devices[1] = replace(devices[1], value=late.value(devices[1].step))
    with pytest.raises(Unfair):
        links.replay(replace(turn, devices=tuple(devices)), registry.rules)


def test_a_link_that_holds_back_the_value_for_the_next_turn_is_refused():
    played = by_link.play("splitter", two("splitter"), 6)
    turn = turns(played)[3]
    holder = links.replay(turn, registry.rules).holder
    sender = 1 - holder
    devices = list(turn.devices)
    chain = played.devices[sender].chain
    step = devices[sender].step - 1
    devices[sender] = replace(devices[sender], step=step, value=chain.value(step))
    receiver = played.devices[holder]
    log = played.game.log(links.replay(turn, registry.rules).state)
    held_back = links.sign(played.game, replace(turn, devices=tuple(devices)), sender, chain, log)
    with pytest.raises(Unfair, match="does not carry the value"):
        links.replay(held_back, registry.rules, receiver.index, receiver.chain)


def test_a_swapped_secret_goal_is_refused_at_the_end():
    played = by_link.play("myshelfie", two("myshelfie"), 7)
    last = turns(played)[-1]
    devices = list(last.devices)
    number, salt = devices[1].shown[0]
    devices[1] = replace(devices[1], shown=(((number + 1) % 12, salt),))
    with pytest.raises(Unfair, match="not the one committed"):
        links.replay(replace(last, devices=tuple(devices)), registry.rules)


def test_secret_goals_stay_on_their_device_until_the_end():
    played = by_link.play("myshelfie", two("myshelfie"), 8)
    middle = turns(played)[len(turns(played)) // 2]
    for device in played.devices:
        seen = links.replay(middle, registry.rules, device.index, device.chain)
        assert seen.cards[device.index] != 0, "a player knows their own goal"
        assert seen.cards[1 - device.index] == 0, "and not the other's"
    assert not any(device.shown for device in middle.devices)
    final = played.finals[0]
    assert all(final.cards), "every goal is shown at the end"
    assert played.finals[1].cards == final.cards


def test_a_damaged_or_cut_link_is_refused_in_words():
    played = by_link.play("dicegame", two("dicegame"), 9)
    text = played.texts[-1]
    for broken in (
        text[: len(text) // 2],
        text[:-3] + ("A" if text[-3] != "A" else "B") + text[-2:],
        "hello",
        "",
    ):
        with pytest.raises(InvalidLink):
            links.from_text(broken)


def test_a_link_of_a_newer_format_says_to_update():
    played = by_link.play("splitter", two("splitter"), 10)
    data = bytearray(base64.urlsafe_b64decode(played.texts[-1] + "=="))
    data[0] = links.FORMAT + 1
    with pytest.raises(InvalidLink, match="newer Shelfie"):
        links.from_bytes(bytes(data))


def test_a_link_of_another_game_is_not_this_devices():
    mine = by_link.play("dicegame", two("dicegame"), 11)
    other = by_link.play("dicegame", two("dicegame"), 12)
    with pytest.raises(InvalidLink, match="not playing"):
        links.replay(turns(other)[2], registry.rules, 1, mine.devices[1].chain)


def test_earlier_later_and_forked_turns_are_told_apart():
    played = by_link.play("myshelfie", two("myshelfie"), 13)
    game = played.game
    history = [links.replay(turn, registry.rules).state for turn in turns(played)]
    early, late = history[2], history[5]
    assert links.relation(game, late, early) is saves.Relation.EARLIER
    assert links.relation(game, early, late) is saves.Relation.LATER
    assert links.relation(game, late, late) is saves.Relation.SAME
    seat = min(game.to_move(early))
    other = next(
        action
        for action in game.legal_actions(early, seat)
        if game.action_key(early, action)
        != game.action_key(early, game.log(late)[len(game.log(early))].action)
    )
    assert links.relation(game, late, game.apply(early, seat, other)) is saves.Relation.PARTED


@settings(max_examples=examples(300), deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_are_a_link_or_a_refusal(data):
    """Fuzzed links: only InvalidLink escapes, never another error."""
    try:
        link = links.from_bytes(bytes([links.FORMAT]) + fairness.digest(data)[:4] + data)
        if isinstance(link, links.Turn):
            links.replay(link, registry.rules)
    except InvalidLink:
        pass


@settings(max_examples=examples(200), deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 255))
def test_a_real_link_with_one_byte_changed_is_a_game_or_a_refusal(where, value):
    played = fuzz_game()
    turn = turns(played)[-2]
    body = bytearray(links.to_bytes(turn)[5:])
    body[where % len(body)] = value
    try:
        link = links.from_bytes(bytes([links.FORMAT]) + fairness.digest(bytes(body))[:4] + bytes(body))
        if isinstance(link, links.Turn):
            links.replay(link, registry.rules)
    except InvalidLink:
        pass


@functools.cache
def fuzz_game() -> by_link.Game:
    return by_link.play("myshelfie", ["person", "person", "easy"], 14)


def test_an_invitation_needs_a_person_at_the_first_seat_and_a_friend():
    game = registry.rules("dicegame")
    chain = Chain(bytes(32))
    with pytest.raises(InvalidLink):
        links.invite(game, "dicegame", {}, [links.Seat("Ann", "person"), links.Seat("Bot", "hard")], chain)
    with pytest.raises(InvalidLink):
        links.invite(game, "dicegame", {}, [links.Seat("Bot", "hard"), links.Seat("Ann", "person")], chain)
    invitation = links.invite(
        game, "dicegame", {}, [links.Seat("Ann", "person"), links.Seat("Bo", "person")], chain
    )
    with pytest.raises(InvalidLink, match="no seat"):
        links.reply(game, invitation, 2, "Cy", Chain(b"c" * 32))
    with pytest.raises(InvalidLink, match="not everyone"):
        links.begin(invitation, {}, chain)


def test_every_registered_game_has_a_number_in_links_of_its_own_that_never_changes():
    """A game's number in links is its registry entry's ``link_code``: one each, and those of the
    games links were sent for stay what they were, or those links would open another game."""
    codes = [entry.link_code for entry in registry.GAMES.values()]
    assert len(set(codes)) == len(codes) and min(codes) >= 0
    assert {gid: registry.GAMES[gid].link_code for gid in ("dicegame", "myshelfie", "splitter")} == {
        "dicegame": 0,
        "myshelfie": 1,
        "splitter": 2,
    }
    assert [registry.game_of_link_code(code) for code in codes] == list(registry.GAMES)
    assert registry.game_of_link_code(max(codes) + 1) is None


def test_every_registered_game_has_its_contract_for_links():
    for game_id in GAMES:
        game = registry.rules(game_id)
        state = game.new_game(["Ann", "Bob"] if game.max_players > 1 else ["Ann"], 5)
        reseeded = game.reseed(state, 77)
        assert game.config_to_json(reseeded)["seed"] == 77
        assert game.summary(reseeded) == game.summary(state), "reseeding changes nothing but the seed"
        if not game.secret_cards:
            with pytest.raises(ShelfieError):
                game.with_secrets(state, (1, 0))
