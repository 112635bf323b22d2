"""Every game's log packs to bits and unpacks to the same game (compact links): each
action as its place among the legal ones, replayed through the rules, damage refused."""

import copy
import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shelfie import registry
from shelfie.core.contract import AnyGame
from shelfie.core.errors import InvalidSave
from shelfie.core.packing import BitReader, BitWriter, canonical, pack_log, unpack_log

from .play import playout
from .test_contract import golden_path


@pytest.fixture(params=sorted(registry.GAMES))
def game(request) -> AnyGame:
    return registry.rules(request.param)


def played(game: AnyGame, players: int, seed: int):
    steps = playout(game, players, seed, random.Random(seed))
    return steps[0].before, steps[-1].after


def test_a_packed_log_unpacks_to_the_same_game_for_every_player_count(game):
    for players in range(game.min_players, min(game.max_players, 4) + 1):
        for seed in range(3):
            start, end = played(game, players, seed)
            packed = pack_log(game, start, game.log(end))
            again = unpack_log(game, start, packed)
            assert game.summary(again) == game.summary(end)
            assert game.outcome(again) == game.outcome(end)
            assert len(game.log(again)) == len(game.log(end))
            assert [e.chance for e in game.log(again)] == [e.chance for e in game.log(end)], (
                "the seed's draws"
            )


def test_the_golden_playthrough_packs_to_the_bytes_links_already_carry(game):
    """The canonical order of the actions is the packed format: links already sent must open as the
    same game, so a faster sort (or a change to the rules' listing order) must keep every byte. The
    bytes are those the playthrough's recording packed (its ``packed``), kept in its file."""
    recorded = json.loads(golden_path(game.id).read_text())
    start = state = game.new_game(recorded["players"], recorded["seed"])
    for step in recorded["steps"]:
        state = game.apply(state, step["seat"], game.action_from_json(step["action"]))
    assert pack_log(game, start, game.log(state)).hex() == recorded["packed"]


def test_a_log_packs_into_a_few_bits_an_action(game):
    start, end = played(game, min(game.max_players, 4), 1)
    packed = pack_log(game, start, game.log(end))
    assert len(packed) * 8 <= 10 * len(game.log(end)) + 16, "at most 10 bits an action, and the count"


def test_a_cut_or_lengthened_log_is_refused(game):
    start, end = played(game, game.min_players + 1 if game.max_players > 1 else 1, 2)
    packed = pack_log(game, start, game.log(end))
    with pytest.raises(InvalidSave):
        unpack_log(game, start, packed[: len(packed) // 2])
    with pytest.raises(InvalidSave):
        unpack_log(game, start, packed + b"\xff")


@given(st.binary(max_size=40))
def test_any_bytes_give_a_legal_game_or_a_refusal(data):
    for game_id in sorted(registry.GAMES):
        game = registry.rules(game_id)
        start = game.new_game(["Ann", "Bob"], 3)
        try:
            state = unpack_log(game, start, data)
        except InvalidSave:
            continue
        assert pack_log(game, start, game.log(state)) == data, "what unpacks packs back the same"


def test_numbers_of_any_size_and_choices_round_trip():
    out = BitWriter()
    for value in (0, 1, 127, 128, 2**40 + 5):
        out.count(value)
    out.choice(0, 1)
    out.choice(5, 6)
    reader = BitReader(out.to_bytes())
    assert [reader.count() for _ in range(5)] == [0, 1, 127, 128, 2**40 + 5]
    assert (reader.choice(1), reader.choice(6)) == (0, 5)
    assert reader.padding_only()


class Listed:
    """Rules whose states and actions cannot be hashed (lists), listing the actions in another
    order at each call: the packing's order must still be the one by JSON."""

    calls = 0

    def legal_actions(self, state, seat):
        Listed.calls += 1
        actions = [[n, seat] for n in state]
        return actions[::-1] if Listed.calls % 2 else actions

    def action_to_json(self, action):
        return {"n": action[0], "seat": action[1]}


def test_the_order_of_actions_is_by_their_json_however_often_a_state_comes_back(game):
    """The packing remembers each state's order (a link replays its whole log at every link): a
    state met again, or an equal one, gets the order the rules and the JSON give, and a caller's
    list is its own."""
    steps = playout(game, game.min_players, 1, random.Random(1))
    state = steps[len(steps) // 2].before
    seat = sorted(game.to_move(state))[0]
    by_json = sorted(
        game.legal_actions(state, seat), key=lambda a: json.dumps(game.action_to_json(a), sort_keys=True)
    )
    first = canonical(game, state, seat)
    assert first == by_json
    first.clear()
    assert canonical(game, state, seat) == canonical(game, copy.deepcopy(state), seat) == by_json
    listed = Listed()
    assert canonical(listed, [3, 1, 2], 0) == canonical(listed, [3, 1, 2], 0) == [[1, 0], [2, 0], [3, 0]]
