"""What the shared suites need to know of Splitter, beside its registry entry."""

import copy
from collections.abc import Iterator
from typing import Any

from shelfie.core import saves
from shelfie.core.contract import AnyGame
from tests.contract.edits import Edit, other_seed


def others_placements_this_round(
    game: AnyGame, state: Any, data: dict[str, Any], viewer: int
) -> Iterator[dict[str, Any]]:
    """Another seat's placement of a round not yet complete, changed to another legal one."""
    placed = sum(p is not None for p in state.pending)
    if not placed:
        return
    start = len(data["log"]) - placed
    before = saves.from_json(game, {**data, "log": data["log"][:start]})
    for number, entry in enumerate(data["log"][start:], start=start):
        if entry["seat"] == viewer:
            continue
        for action in game.legal_actions(before, entry["seat"])[:3]:
            edited = copy.deepcopy(data)
            edited["log"][number]["action"] = game.action_to_json(action)
            yield edited


SECRETS: list[Edit] = [other_seed, others_placements_this_round]
"""Its secrets: the seed (the rolls) and the others' placements of a round not yet complete."""
COMMIT = ("place", None)
"""The page command that plays a person's turn on after a hint (the hint chooses the space)."""
PERSONS_TURN = ["section.own table.pad button.space", "button[data-cmd=place]"]
"""A person's turn in the page, as the first offered control of each step (tests/engines)."""
