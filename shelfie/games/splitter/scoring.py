"""Scoring a pad: groups of exactly n n's, isolated 1s, stars doubling, pad B's hearts.

A pad's numbers are a tuple over every cell (``pads.CELLS``), 0 where nothing is written; a
filled space counts as soon as it is written, so the same function gives the running score.
"""

from dataclasses import dataclass
from typing import NamedTuple

from shelfie.games.splitter.pads import CELLS, Pad

HEARTS_BONUS = 5
EMPTY = 0


class Group(NamedTuple):
    """A named tuple, not a dataclass: the Hard bot's evaluation makes thousands a decision, and a
    tuple is quicker to make than a frozen dataclass."""

    number: int
    spaces: frozenset[int]

    @property
    def scores(self) -> bool:
        """Exactly n n's (a lone 1 is a group of exactly one 1)."""
        return len(self.spaces) == self.number


@dataclass(frozen=True)
class Card:
    """The printed pad's score column: points per number, stars, hearts and the total."""

    numbers: tuple[int, ...]
    """Points of the scoring groups of 1, 2, ... 6, before stars."""
    stars: int
    """What the stars add: each scoring group with a star counts twice."""
    hearts: int
    scoring: frozenset[int]
    """The spaces that are in a scoring group (the page outlines them)."""

    @property
    def total(self) -> int:
        return sum(self.numbers) + self.stars + self.hearts


def groups(pad: Pad, numbers: tuple[int, ...]) -> list[Group]:
    """Every maximal set of orthogonally adjacent spaces holding the same number."""
    seen = [False] * CELLS
    found = []
    for start in pad.spaces:
        number = numbers[start]
        if number == EMPTY or seen[start]:
            continue
        seen[start] = True
        members = [start]
        for space in members:
            for near in pad.neighbours[space]:
                if numbers[near] == number and not seen[near]:
                    seen[near] = True
                    members.append(near)
        found.append(Group(number, frozenset(members)))
    return found


def room(pad: Pad, numbers: tuple[int, ...], group: Group) -> set[int]:
    """The empty spaces beside a group: where it can still grow, or be spoilt."""
    return {near for space in group.spaces for near in pad.neighbours[space] if numbers[near] == EMPTY}


def unfinished(pad: Pad, numbers: tuple[int, ...]) -> list[tuple[Group, int]]:
    """Every group that does not score, with the number of empty spaces beside it (short of n with
    room can still score; short without room, or grown past n, never will), in reading order."""
    found = []
    for group in groups(pad, numbers):
        if not group.scores:
            found.append((group, len(room(pad, numbers, group))))
    return sorted(found, key=lambda item: min(item[0].spaces))


def hearts_match(pad: Pad, numbers: tuple[int, ...]) -> bool:
    """All of the pad's hearts hold the same number (pad A has no hearts, so never)."""
    return bool(pad.hearts) and hearts_agreeing(pad, numbers)[1] == len(pad.hearts)


def hearts_agreeing(pad: Pad, numbers: tuple[int, ...]) -> tuple[int, int]:
    """The number every written heart holds and how many hold it: (EMPTY, 0) while no heart is
    written, or once two hold different numbers (the bonus is then lost)."""
    held = [numbers[space] for space in pad.hearts if numbers[space] != EMPTY]
    if not held or len(set(held)) > 1:
        return EMPTY, 0
    return held[0], len(held)


def card(pad: Pad, numbers: tuple[int, ...]) -> Card:
    per_number = [0] * 6
    stars = 0
    scoring: set[int] = set()
    for group in groups(pad, numbers):
        if not group.scores:
            continue
        per_number[group.number - 1] += group.number
        if group.spaces & pad.stars:
            stars += group.number
        scoring |= group.spaces
    hearts = HEARTS_BONUS if hearts_match(pad, numbers) else 0
    return Card(tuple(per_number), stars, hearts, frozenset(scoring))


def points(pad: Pad, numbers: tuple[int, ...], found: list[Group]) -> int:
    """The score of a pad whose groups are already found: ``card(...).total`` without the card, for
    the bots, which score thousands of pads a decision and need the groups as well."""
    total = sum(group.number * (2 if group.spaces & pad.stars else 1) for group in found if group.scores)
    return total + (HEARTS_BONUS if hearts_match(pad, numbers) else 0)


def score(pad: Pad, numbers: tuple[int, ...]) -> int:
    return points(pad, numbers, groups(pad, numbers))
