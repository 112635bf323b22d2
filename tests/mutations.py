"""A small fuzzer's raw material: odd values, damaged JSON and near-legal actions.

Plain ``random`` rather than Hypothesis, so a long run can try hundreds of thousands of inputs
quickly; every run is seeded, and a failure names the seed and step that reproduce it.
``FUZZ_STEPS`` is the number of inputs per test (``HYPOTHESIS_PROFILE=long`` raises the default).
"""

import copy
import json
import os
import random
from typing import Any

from tests.budget import examples

HUGE = 10**5000

ODD_VALUES: tuple[object, ...] = (
    None,
    True,
    False,
    0,
    1,
    -1,
    5,
    6,
    7,
    2**63,
    -(2**64),
    HUGE,
    -HUGE,
    0.0,
    1.5,
    float("nan"),
    float("inf"),
    "",
    "0",
    "cat",
    "joker",
    "x" * 5000,
    [],
    [0],
    [0, 0],
    {},
    {"type": "roll"},
    (),
    frozenset(),
    frozenset({0, 1}),
)


def steps(default: int, long: int) -> int:
    """How many inputs a fuzzer tries: ``FUZZ_STEPS``, else ``long`` under the long profile, else
    ``default`` (a tenth of it inside Pyodide: tests/budget.py)."""
    if "FUZZ_STEPS" in os.environ:
        return int(os.environ["FUZZ_STEPS"])
    return long if os.environ.get("HYPOTHESIS_PROFILE") == "long" else examples(default)


def odd(rng: random.Random) -> object:
    """An odd value; sometimes nested deep (deeper than Pyodide can copy or print safely is tested apart)."""
    if rng.random() < 0.03:
        value: object = 0
        for _ in range(rng.choice((20, 50))):
            value = [value]
        return value
    return copy.deepcopy(rng.choice(ODD_VALUES))  # a fresh copy: later mutations must not grow the pool


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _paths(value, (*prefix, index))
    return found


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        data = data[part]
    return data


def mutate_json(data: Any, rng: random.Random) -> Any:
    """A copy of JSON-like ``data`` with one to three random changes anywhere in it."""
    data = copy.deepcopy(data)
    for _ in range(rng.randint(1, 3)):
        paths = _paths(data)
        path = rng.choice(paths)
        if not path:
            if rng.random() < 0.2:
                return odd(rng)
            continue
        parent, key = _get(data, path[:-1]), path[-1]
        value = parent[key]
        choice = rng.random()
        if choice < 0.35:
            parent[key] = odd(rng)
        elif choice < 0.5 and isinstance(value, int) and not isinstance(value, bool):
            parent[key] = value + rng.choice((-1, 1, 5))
        elif choice < 0.6:
            if isinstance(parent, dict):
                del parent[key]
            else:
                parent.pop(key)
        elif choice < 0.7 and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(value))
        elif choice < 0.8 and isinstance(parent, list) and len(parent) > 1:
            other = rng.randrange(len(parent))
            parent[key], parent[other] = parent[other], parent[key]
        elif choice < 0.9 and isinstance(value, str):
            parent[key] = rng.choice(("cat", "book", "plant", "trophy", "game", "joker", "", "roll", "mark"))
        else:
            parent[key] = [value] if rng.random() < 0.5 else {"value": value}
    return data


def mutate_text(text: str, rng: random.Random) -> str:
    """JSON text cut short, with a character changed, or with brackets added."""
    choice = rng.random()
    if choice < 0.4:
        return text[: rng.randrange(len(text) + 1)]
    if choice < 0.7 and text:
        at = rng.randrange(len(text))
        return text[:at] + rng.choice('[]{}",:0-9aé\x00') + text[at + 1 :]
    return rng.choice(("[" * 2000, "{" * 2000)) + text


def to_text(data: Any) -> str | None:
    """JSON text for ``data``, or None where json cannot write it (huge numbers, NaN, sets)."""
    try:
        return json.dumps(data, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return None
