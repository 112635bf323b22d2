"""What the shared suites need to know of My Shelfie, beside its registry entry."""

import copy
from collections.abc import Iterator
from typing import Any

from shelfie.core.contract import AnyGame
from tests.contract.edits import Edit, other_seed


def others_personal_goals(
    game: AnyGame, state: Any, data: dict[str, Any], viewer: int
) -> Iterator[dict[str, Any]]:
    """Another seat's personal goal card, changed to one nobody holds."""
    used = set(data["config"]["personal"])
    spare = [card for card in range(1, 13) if card not in used]
    for seat in range(len(data["config"]["personal"])):
        if seat != viewer and spare:
            edited = copy.deepcopy(data)
            edited["config"]["personal"][seat] = spare[seat % len(spare)]
            yield edited


SECRETS: list[Edit] = [other_seed, others_personal_goals]
"""Its secrets: the seed (the bag's draws) and every other seat's personal goal."""
COMMIT = ("confirm", None)
"""The page command that plays a person's turn on after a hint (the hint picks tiles and a column)."""
PERSONS_TURN = [
    "table.living-room button.tile:not([disabled])",
    "[aria-label=Columns] button:not([disabled])",
    "button[data-cmd=confirm]",
]
"""A person's turn in the page, as the first offered control of each step (tests/engines)."""
