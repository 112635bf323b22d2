"""Saves: JSON round trip, replay, versions, and clear errors for bad saves."""

import json
from pathlib import Path

import pytest

from shelfie.core.errors import InvalidSave
from shelfie.games.dicegame.actions import Roll, StopRolling
from shelfie.games.dicegame.rules import apply, legal_actions, new_game
from shelfie.games.dicegame.scoring import outcome
from shelfie.games.dicegame.state import Phase
from tests.dicegame.record import FORMAT_VERSION, dumps, from_json, loads, replay, to_json

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
    assert data["version"] == FORMAT_VERSION and data["game"] == "dicegame"


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
        (lambda d: d.update(game="chess"), "not a save of dicegame"),
        (lambda d: d["log"].__setitem__(0, "roll"), "log entry 1 is not an object"),
        (lambda d: d["log"][0].update(seat="x"), "log entry 1 has no seat"),
        (
            lambda d: d["log"][0].update(seat=(d["config"]["first_player"] + 1) % 3),
            r"log entry 1: seat \d is not to move",
        ),
        (lambda d: d["log"][0]["action"].update(type="jump"), "unknown action type 'jump'"),
        (lambda d: d["log"][0].update(chance=["cat"]), "log entry 1: 6 dice are thrown, but 1"),
        (lambda d: d["log"][0].update(chance=["dog"] * 6), "'dog' is not a face"),
        (
            lambda d: d["log"][1]["action"].update(keep=[0, 1, 2, 3, 4, 5]),
            "log entry 2: a re\u2011roll must throw",
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
    data["log"][0]["chance"] = ["joker"] * 5 + ["cat"]
    data["log"][1]["chance"] = ["joker"] * (6 - len(data["log"][1]["action"]["keep"]))
    with pytest.raises(InvalidSave, match=f"log entry {mark_entry + 1}:"):
        from_json(data)


@pytest.mark.parametrize("text", ["", "{", "null", "[1,2]", '"save"'])
def test_text_that_is_not_a_save_is_refused(text):
    with pytest.raises(InvalidSave):
        loads(text)


def test_save_is_plain_json():
    assert json.loads(dumps(game_in_progress()))["config"]["players"] == ["Ann", "Bob", "Cid"]


FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def test_a_version_1_save_written_before_the_shell_loads_by_migration():
    """tests/fixtures/saves was written by main before saves moved to the shared envelope."""
    expected = json.loads((FIXTURES / "expected.json").read_text())["engine-v1-finished.json"]
    text = (FIXTURES / "engine-v1-finished.json").read_text()
    assert json.loads(text)["game"] == "my-shelfie-dice" and json.loads(text)["version"] == 1
    state = loads(text)
    assert state.phase.value == expected["phase"] and state.turn == expected["turn"]
    assert [s.marked for s in state.sheets] == expected["marked"]
    assert [s.crossed for s in state.sheets] == expected["crossed"]
    assert list(outcome(state.board, state.sheets).totals) == expected["totals"]
    resaved = to_json(state)
    assert resaved["game"] == "dicegame" and resaved["version"] == FORMAT_VERSION == 2
    assert all("rolled" not in entry for entry in resaved["log"])
    assert loads(dumps(state)) == state


def test_a_save_from_a_newer_version_is_refused_not_guessed():
    data = to_json(game_in_progress())
    data["version"] = FORMAT_VERSION + 1
    with pytest.raises(InvalidSave, match="reads versions up to 2"):
        from_json(data)
