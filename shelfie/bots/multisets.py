"""Dice as face counts: the 462 distinct rolls of six dice, and the chances of each.

Faces are counted in board order (the five shelf icons) with the joker last. Which die shows what
does not matter to the value of a roll, so the expectimax works on these counts.
"""

from itertools import product
from math import factorial

FACES = 6
JOKER_INDEX = 5
DICE = 6

Counts = tuple[int, ...]


def _all(total: int) -> list[Counts]:
    return [c for c in product(range(total + 1), repeat=FACES) if sum(c) == total]


def _chance(counts: Counts) -> float:
    ways = factorial(sum(counts))
    for count in counts:
        ways //= factorial(count)
    return float(ways / FACES ** sum(counts))


ROLLS: list[Counts] = _all(DICE)
"""Every final result: 462 face counts."""
ROLL_INDEX: dict[Counts, int] = {counts: i for i, counts in enumerate(ROLLS)}
ROLL_CHANCE: list[float] = [_chance(counts) for counts in ROLLS]

KEEPS: list[Counts] = [c for size in range(DICE) for c in _all(size)]
"""Everything a re-roll can keep: 0 to 5 dice (462 face counts)."""
KEEP_INDEX: dict[Counts, int] = {counts: i for i, counts in enumerate(KEEPS)}

OUTCOMES: list[list[tuple[int, float]]] = []
"""For each keep: (index of the resulting roll, chance) for every way the thrown dice can land."""
for _keep in KEEPS:
    _thrown = DICE - sum(_keep)
    OUTCOMES.append(
        [
            (ROLL_INDEX[tuple(k + t for k, t in zip(_keep, throw, strict=True))], _chance(throw))
            for throw in _all(_thrown)
        ]
    )

SUBSETS: list[list[int]] = [
    [KEEP_INDEX[sub] for sub in product(*(range(c + 1) for c in roll)) if sum(sub) < DICE] for roll in ROLLS
]
"""For each roll: the keeps it allows (every sub-multiset but the whole roll)."""


def counts_of(icons: tuple[str, ...], dice: tuple[str, ...]) -> Counts:
    faces = (*icons, "joker")
    return tuple(dice.count(face) for face in faces)


def positions_for(icons: tuple[str, ...], dice: tuple[str, ...], keep: Counts) -> frozenset[int]:
    """Which dice to keep so that the kept faces have these counts."""
    faces = (*icons, "joker")
    wanted = dict(zip(faces, keep, strict=True))
    chosen = set()
    for pos, face in enumerate(dice):
        if wanted.get(face, 0) > 0:
            wanted[face] -= 1
            chosen.add(pos)
    return frozenset(chosen)
