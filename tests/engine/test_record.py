"""Saves: JSON round trip, replay, versions, and clear errors for bad saves."""

import json

import pytest

from shelfie.dicegame import (
    FORMAT_VERSION,
    Phase,
    Roll,
    StopRolling,
    apply,
    dumps,
    from_json,
    legal_actions,
    loads,
    new_game,
    replay,
    to_json,
)
from shelfie.errors import InvalidSave

from .helpers import dice


def game_in_progress():
    state = new_game(["Ann", "Bob", "Cid"], seed=2024)
    state = apply(state, Roll())
    state = apply(state, Roll(frozenset({0, 2})))
    state = apply(state, StopRolling())
    state = apply(state, legal_actions(state)[-1])
    state = apply(state, Roll(), dice=dice("cat cat joker book book game"))
    return apply(state, Roll(frozenset({0, 1})))


def test_save_round_trip_mid_reroll_keeps_the_same_dice():
    state = game_in_progress()
    loaded = loads(dumps(state))
    assert loaded == state
    assert loaded.dice == state.dice and loaded.phase is Phase.REROLL and loaded.rerolls_left == 1


def test_save_carries_game_and_format_version():
    data = to_json(game_in_progress())
    assert data["version"] == FORMAT_VERSION and data["game"] == "my-shelfie-dice"


def test_loading_never_rerolls_recorded_dice_even_with_another_seed():
    state = game_in_progress()
    data = to_json(state)
    data["config"]["seed"] += 1
    assert from_json(data).dice == state.dice


def test_replaying_the_log_from_the_config_reproduces_the_state():
    state = game_in_progress()
    assert replay(state.config, state.log) == state


def test_unknown_version_is_refused():
    data = to_json(game_in_progress())
    data["version"] = 99
    with pytest.raises(InvalidSave, match="unsupported save version 99"):
        from_json(data)


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: d.pop("log"), "no 'log' list"),
        (lambda d: d.pop("config"), "no 'config' object"),
        (lambda d: d["config"].pop("seed"), "config has no 'seed'"),
        (lambda d: d["config"].update(players="Ann"), "list of names"),
        (lambda d: d["config"].update(players=[]), "1 to 4 players"),
        (lambda d: d["config"]["board"]["values"][0].__setitem__(0, -1), "whole numbers from 1 to 99"),
        (lambda d: d.update(game="chess"), "not a save of my-shelfie-dice"),
        (lambda d: d["log"].__setitem__(0, "roll"), "log entry 1 is not an object"),
        (lambda d: d["log"][0].update(seat="x"), "log entry 1 has no seat"),
        (lambda d: d["log"][0].update(seat=(d["config"]["first_player"] + 1) % 3), "log entry 1: it is seat"),
        (lambda d: d["log"][0]["action"].update(type="jump"), "unknown action type 'jump'"),
        (lambda d: d["log"][0].update(rolled=["cat"]), "log entry 1: 6 dice are thrown, but 1"),
        (lambda d: d["log"][0].update(rolled=["dog"] * 6), "'dog' is not a face"),
        (
            lambda d: d["log"][1]["action"].update(keep=[0, 1, 2, 3, 4, 5]),
            "log entry 2: a re-roll must throw",
        ),
    ],
)
def test_damaged_save_is_refused_with_what_is_wrong(damage, message):
    data = to_json(game_in_progress())
    damage(data)
    with pytest.raises(InvalidSave, match=message):
        from_json(data)


def test_tampered_dice_make_the_later_marking_illegal():
    state = game_in_progress()
    data = to_json(state)
    mark_entry = next(i for i, e in enumerate(data["log"]) if e["action"]["type"] in ("mark", "mark_any"))
    data["log"][0]["rolled"] = ["joker"] * 5 + ["cat"]
    data["log"][1]["rolled"] = ["joker"] * (6 - len(data["log"][1]["action"]["keep"]))
    with pytest.raises(InvalidSave, match=f"log entry {mark_entry + 1}:"):
        from_json(data)


@pytest.mark.parametrize("text", ["", "{", "null", "[1,2]", '"save"'])
def test_text_that_is_not_a_save_is_refused(text):
    with pytest.raises(InvalidSave):
        loads(text)


def test_save_is_plain_json():
    assert json.loads(dumps(game_in_progress()))["config"]["players"] == ["Ann", "Bob", "Cid"]
