"""What a bookshelf is worth to the Hard bot, in points.

Its points now (tokens, personal goal, groups, end token), plus what it may still become: a group
that touches an empty cell can still grow towards the next step of the 2/3/5/8 scale, and each
personal goal cell still empty may yet get its type. The weights were tuned by self-play
(``python -m tools.tune_bots --game myshelfie``); ``docs/BOTS.md`` has the figures.
"""

from dataclasses import dataclass

from shelfie.games.myshelfie import shelf as shelves
from shelfie.games.myshelfie.goals import PERSONAL_CARDS, PERSONAL_POINTS, group_points, personal_points
from shelfie.games.myshelfie.shelf import cell
from shelfie.games.myshelfie.tiles import EMPTY


@dataclass(frozen=True)
class Weights:
    single: float = 0.3
    """Credit for a lone tile that touches an empty cell (it may start a group)."""
    pair: float = 1.12
    triple: float = 1.2
    four: float = 2.1
    five: float = 2.0
    """Credit for a group of 2, 3, 4 or 5 tiles that touches an empty cell (it may grow)."""
    personal: float = 0.35
    """Share of the next personal goal step credited per goal cell still empty."""
    blocked: float = 0.35
    """Points lost per personal goal cell holding another type (it can never match)."""


WEIGHTS = Weights()


def potential(shelf: tuple[int, ...], personal: int, weights: Weights = WEIGHTS) -> float:
    """The points the bookshelf may still add, by its shape (not counting its points now)."""
    return shape(shelf, weights) + (personal_outlook(shelf, personal, weights) if personal else 0.0)


def shape(shelf: tuple[int, ...], weights: Weights = WEIGHTS) -> float:
    """What the bookshelf's groups may still add: each group of 1-5 tiles touching an empty cell."""
    value = 0.0
    for _tile, members in shelves.groups(shelf):
        size = len(members)
        if size >= 6:
            continue
        if any(shelf[near] == EMPTY for index in members for near in shelves.NEIGHBOURS[index]):
            value += (weights.single, weights.pair, weights.triple, weights.four, weights.five)[size - 1]
    return value


def personal_outlook(shelf: tuple[int, ...], personal: int, weights: Weights = WEIGHTS) -> float:
    """What personal goal card ``personal`` may still add: the next step's share per goal cell
    still empty, less a little per goal cell that holds another type."""
    matches = empty = wrong = 0
    for tile, (row, column) in enumerate(PERSONAL_CARDS[personal - 1], start=1):
        held = shelf[cell(row, column)]
        if held == tile:
            matches += 1
        elif held == EMPTY:
            empty += 1
        else:
            wrong += 1
    value = -weights.blocked * wrong
    if empty:
        step = PERSONAL_POINTS[matches + 1] - PERSONAL_POINTS[matches]
        value += weights.personal * step * empty
    return value


def points(shelf: tuple[int, ...], personal: int) -> int:
    """Personal goal and group points of a bookshelf as it stands."""
    groups = sum(group_points(len(members)) for _t, members in shelves.groups(shelf))
    return groups + (personal_points(shelf, personal) if personal else 0)
