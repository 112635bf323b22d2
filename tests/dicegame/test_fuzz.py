"""The engine's promise under random, near-legal and malformed input.

``apply`` returns a state that saves and loads back equal, or raises IllegalAction and leaves
the state as it was; ``loads``/``from_json`` return a state that round-trips, or raise
InvalidSave. Nothing else may escape. ``HYPOTHESIS_PROFILE=long`` (or ``FUZZ_STEPS=N``) runs
hundreds of thousands of inputs.
"""

import dataclasses
import random

import pytest

from shelfie.core.errors import IllegalAction, InvalidSave
from shelfie.games.dicegame.actions import Combo, CrossOut, Mark, MarkAny, Pass, Roll, StopRolling
from shelfie.games.dicegame.rules import apply, legal_actions, new_game
from shelfie.games.dicegame.state import GameState
from tests.dicegame.record import dumps, from_json, loads, to_json
from tests.mutations import mutate_json, mutate_text, odd, steps, to_text

ACTION_STEPS = steps(default=4_000, long=300_000)
SAVE_STEPS = steps(default=1_500, long=200_000)


def near_legal(action: object, rng: random.Random) -> object:
    """A legal action with one field nudged or replaced by an odd value."""
    if not dataclasses.is_dataclass(action) or not dataclasses.fields(action):
        return rng.choice((Roll(), StopRolling(), Pass(), CrossOut(rng.randrange(-1, 6)), odd(rng)))
    field = rng.choice(dataclasses.fields(action)).name
    value = getattr(action, field)
    if field == "combos" and value and rng.random() < 0.7:
        combos = list(value)
        at = rng.randrange(len(combos))
        combos[at] = near_legal(combos[at], rng)  # type: ignore[call-overload]
        if rng.random() < 0.3:
            combos.append(combos[0])
        return dataclasses.replace(action, combos=tuple(combos))  # type: ignore[type-var]
    if field in ("keep", "dice") and rng.random() < 0.6:
        items = list(value)
        items.append(rng.randrange(-1, 7))
        return dataclasses.replace(  # type: ignore[type-var]
            action, **{field: frozenset(items) if field == "keep" else tuple(items)}
        )
    if isinstance(value, int) and rng.random() < 0.5:
        return dataclasses.replace(action, **{field: value + rng.choice((-1, 1))})  # type: ignore[type-var]
    return dataclasses.replace(action, **{field: odd(rng)})  # type: ignore[type-var]


def random_action(rng: random.Random) -> object:
    """Any action type with any fields, well-formed or not."""
    n = lambda: rng.randrange(-1, 7) if rng.random() < 0.8 else odd(rng)  # noqa: E731
    return rng.choice(
        (
            lambda: Roll(frozenset(rng.sample(range(6), rng.randrange(7)))),
            lambda: Roll(odd(rng)),  # type: ignore[arg-type]
            lambda: Mark(tuple(Combo(n(), n(), (n(), n())) for _ in range(rng.randrange(5)))),  # type: ignore[arg-type]
            lambda: MarkAny(n(), n()),  # type: ignore[arg-type]
            lambda: CrossOut(n()),  # type: ignore[arg-type]
            Pass,
            StopRolling,
            lambda: odd(rng),
        )
    )()


def try_action(state: GameState, action: object, where: str) -> None:
    before = dumps(state)
    try:
        after = apply(state, action)  # type: ignore[arg-type]
    except IllegalAction as refusal:
        reason = str(refusal)
        assert reason, where
        assert dumps(state) == before, f"{where}: a refused action changed the state"
        return
    except Exception as error:
        raise AssertionError(f"{where}: {action!r:.200} raised {type(error).__name__}: {error}") from error
    assert loads(dumps(after)) == after, f"{where}: {action!r:.200} gave a state that does not reload"


def test_any_action_is_applied_or_refused_and_every_result_reloads():
    rng = random.Random(8)
    state = new_game(["A", "B", "C"], seed=rng.randrange(2**64))
    for step in range(ACTION_STEPS):
        legal = legal_actions(state)
        kind = rng.random()
        if kind < 0.5:
            action = near_legal(rng.choice(legal), rng)
        elif kind < 0.85:
            action = random_action(rng)
        else:
            action = rng.choice(legal)
        try_action(state, action, f"seed 8 step {step}")
        state = apply(state, rng.choice(legal))
        if state.is_over:
            players = [f"P{i}" for i in range(rng.randint(1, 4))]
            state = new_game(players, seed=rng.randrange(2**64))


def saves(rng: random.Random, count: int) -> list[GameState]:
    """States reached by random play, from the first roll to the end."""
    found = []
    for _ in range(count):
        state = new_game([f"P{i}" for i in range(rng.randint(1, 4))], seed=rng.randrange(2**64))
        while not state.is_over and rng.random() > 0.01:
            state = apply(state, rng.choice(legal_actions(state)))
        found.append(state)
    return found


def check_load(load, payload: object, where: str) -> None:
    try:
        state = load(payload)
    except InvalidSave as refusal:
        reason = str(refusal)
        assert reason, where
        return
    except Exception as error:
        raise AssertionError(f"{where}: loading raised {type(error).__name__}: {error}") from error
    assert loads(dumps(state)) == state, f"{where}: a loaded save does not reload equal"


def test_any_damaged_save_loads_as_a_valid_game_or_is_an_invalid_save():
    rng = random.Random(9)
    pool = saves(rng, 12)
    for step in range(SAVE_STEPS):
        data = mutate_json(to_json(rng.choice(pool)), rng)
        check_load(from_json, data, f"seed 9 step {step}")
        text = to_text(data)
        if text is not None:
            check_load(loads, text, f"seed 9 step {step} (text)")
            check_load(loads, mutate_text(text, rng), f"seed 9 step {step} (damaged text)")


@pytest.mark.parametrize("text", ["", "null", "[" * 2000, "{" * 2000, '"' + "[" * 5000 + '"', "1e999"])
def test_odd_texts_are_invalid_saves(text):
    with pytest.raises(InvalidSave):
        loads(text)
