"""Only the documented errors escape: ``apply`` raises IllegalAction, ``loads`` InvalidSave.

Each case here once escaped as RecursionError, ValueError, TypeError or AttributeError, or
was accepted and then made the save unreadable."""

import json

import pytest

from shelfie.core.errors import IllegalAction, InvalidSave, shown
from shelfie.games.dicegame.actions import Combo, CrossOut, Mark, MarkAny, Roll, StopRolling
from shelfie.games.dicegame.rules import apply, failed, new_game
from shelfie.games.dicegame.state import Phase
from tests.dicegame.record import dumps, from_json, loads, to_json

from .helpers import at_mark, sheet

HUGE = 10**5000


def _id(value: object) -> str:
    try:
        return repr(value)
    except ValueError:
        return f"{type(value).__name__}-huge"


def rolled():
    return apply(new_game(["Ann", "Bob"], seed=11), Roll())


@pytest.mark.parametrize(
    "text",
    ["[" * 1000, "[" * 100_000 + "]" * 100_000, '{"a":' * 5000 + "1" + "}" * 5000, "1" * 5000],
    ids=["unclosed-1000", "closed-100000", "objects-5000", "5000-digit-number"],
)
def test_deep_or_huge_json_is_an_invalid_save(text):
    with pytest.raises(InvalidSave):
        loads(text)


@pytest.mark.parametrize(
    "action",
    [
        Roll(None),  # type: ignore[arg-type]
        Roll(3),  # type: ignore[arg-type]
        Roll([0, 0, 1, 2, 3, 4, 5]),  # type: ignore[arg-type]
        Roll(frozenset({"0"})),  # type: ignore[arg-type]
        Mark(5),  # type: ignore[arg-type]
        Mark(("x",)),  # type: ignore[arg-type]
        Mark([Combo(0, 0, (0,))]),  # type: ignore[arg-type]
        Mark((Combo("0", 0, (0,)),)),  # type: ignore[arg-type]
        Mark((Combo(0, 0, None),)),  # type: ignore[arg-type]
        Mark((Combo(0, 0, (0.0,)),)),  # type: ignore[arg-type]
        Mark((Combo(0, False, (True,)),)),
        Mark((Combo(HUGE, 0, (0,)),)),
        Mark((Combo(0, 0, (-HUGE,)),)),
        MarkAny("0", 0),  # type: ignore[arg-type]
        MarkAny(0, HUGE),
        CrossOut("1"),  # type: ignore[arg-type]
        CrossOut(True),
        CrossOut(HUGE),
        "roll",
        None,
    ],
    ids=_id,
)
@pytest.mark.parametrize("phase", ["roll", "reroll", "mark"])
def test_malformed_action_is_refused_in_every_phase(action, phase):
    state = {
        "roll": new_game(["Ann"], seed=3),
        "reroll": rolled(),
        "mark": at_mark("cat cat cat book book joker"),
    }[phase]
    with pytest.raises(IllegalAction) as refusal:
        apply(state, action)  # type: ignore[arg-type]
    assert str(refusal.value), "the refusal says why"


def test_bool_positions_are_refused_so_they_never_reach_a_save():
    state = at_mark("cat cat cat book book joker")
    with pytest.raises(IllegalAction, match="whole number, got True"):
        apply(state, Mark((Combo(0, 0, (True,)),)))
    state = apply(state, Mark((Combo(0, 0, (0,)),)))
    assert loads(dumps(state)) == state


def test_a_reroll_that_throws_no_die_is_refused_and_uses_up_nothing():
    state = rolled()
    for keep in (frozenset(range(6)), [0, 0, 1, 2, 3, 4, 5]):
        with pytest.raises(IllegalAction):
            apply(state, Roll(keep))  # type: ignore[arg-type]
    assert state.rerolls_left == 2
    assert apply(state, Roll(frozenset(range(5)))).rerolls_left == 1


def test_huge_numbers_are_worded_not_formatted():
    with pytest.raises(IllegalAction, match="too large to show"):
        apply(at_mark("cat cat cat book book joker"), CrossOut(HUGE))
    assert shown(HUGE) == "a number too large to show"
    assert shown(-HUGE) == "a number too large to show"
    assert shown("x" * 1000).endswith("…'")
    assert shown([[[]]]) == "a list of 1 entries"


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d["log"][0].update(seat=HUGE),
        lambda d: d.update(version=HUGE),
        lambda d: d.update(version=True),
        lambda d: d.update(game=HUGE),
        lambda d: d["config"].update(seed=HUGE),
        lambda d: d["config"].update(first_player=-HUGE),
        lambda d: d["log"][-1]["action"]["combos"][0].update(shelf=HUGE),
        lambda d: d["log"][0].update(chance=["x" * 10_000] * 6),
        lambda d: d["config"]["board"]["values"][0].__setitem__(0, HUGE),
        lambda d: d["config"]["board"]["icons"].__setitem__(0, [[[[]]]]),
    ],
)
def test_huge_or_odd_values_in_a_save_are_an_invalid_save(damage):
    state = apply(at_mark("cat cat cat book book joker"), Mark((Combo(0, 0, (0,)),)))
    data = to_json(state)
    damage(data)
    with pytest.raises(InvalidSave):
        from_json(data)
    with pytest.raises(InvalidSave):
        loads(json.dumps(data) if not _has_huge(data) else "[" + "1" * 5000 + "]")


def _has_huge(data: object) -> bool:
    try:
        json.dumps(data)
    except ValueError:
        return True
    return False


def test_failed_is_false_outside_the_marking_phase():
    state = rolled()
    assert state.phase is Phase.REROLL
    assert not failed(state)
    assert not failed(new_game(["Ann"], seed=3))
    no_cats = sheet("xxxxx", ".....", ".....", ".....", ".....")
    assert failed(at_mark("cat cat cat cat cat cat", sheets=[no_cats, no_cats]))


def test_stop_rolling_still_applies_after_the_checks():
    assert apply(rolled(), StopRolling()).phase is Phase.MARK
