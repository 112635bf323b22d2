"""What a player may infer of another's secret personal goal card from the bookshelf it shows.

The cards are dealt all different, so an opponent holds one of the eleven the player does not; a
player working towards its card puts tiles of the asked types on the asked cells more often than
chance would and rarely buries those cells under other types. The belief weighs each possible
card by ``exp(match * matches - miss * misses)`` over the cells the shelf has filled, and is
never read from the state: an observation holds 0 for every other seat's card
(``tests/myshelfie/test_belief.py`` shows it finds the card of a player who chases it).
"""

import math
from collections.abc import Iterable

from shelfie.games.myshelfie.goals import PERSONAL_CARDS
from shelfie.games.myshelfie.shelf import cell
from shelfie.games.myshelfie.tiles import EMPTY

MATCH = 1.1
"""Log-likelihood of a goal cell holding its asked type."""
MISS = 0.25
"""Log-likelihood lost per goal cell holding another type."""

_CELLS = tuple(
    tuple((cell(row, column), tile) for tile, (row, column) in enumerate(card, start=1))
    for card in PERSONAL_CARDS
)
"""Card n - 1 as its six (shelf cell, asked type) pairs."""


def personal_belief(shelf: tuple[int, ...], excluded: Iterable[int]) -> dict[int, float]:
    """Card number -> probability that this bookshelf's owner holds it, over the cards it may
    hold (every card but ``excluded``: the observer's own)."""
    out = set(excluded)
    logs = {}
    for number, cells in enumerate(_CELLS, start=1):
        if number in out:
            continue
        matches = misses = 0
        for space, tile in cells:
            held = shelf[space]
            if held == tile:
                matches += 1
            elif held != EMPTY:
                misses += 1
        logs[number] = MATCH * matches - MISS * misses
    top = max(logs.values())
    weights = {number: math.exp(value - top) for number, value in logs.items()}
    total = sum(weights.values())
    return {number: weight / total for number, weight in weights.items()}
