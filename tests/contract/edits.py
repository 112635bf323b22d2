"""Edits of a save that change only what some seat may not know, for the secrets suite
(``test_secrets.py``): each game lists its own in ``tests/<id>/facts.py``, ``SECRETS``."""

import copy
from collections.abc import Callable, Iterator
from typing import Any

from shelfie.core.contract import AnyGame

Edit = Callable[[AnyGame, Any, dict[str, Any], int], Iterator[dict[str, Any]]]
"""(rules, state, its save, the viewing seat) -> saves edited in what that seat may not know."""


def other_seed(game: AnyGame, state: Any, data: dict[str, Any], viewer: int) -> Iterator[dict[str, Any]]:
    """Every game's secret: the seed fixes every future draw."""
    edited = copy.deepcopy(data)
    edited["config"]["seed"] = data["config"]["seed"] ^ 0x5EED
    yield edited
