"""Dice as face counts: the 462 distinct rolls of six dice, and the chances of each.

Faces are counted in board order (the five shelf icons) with the joker last. Which die shows what
does not matter to the value of a roll, so the expectimax works on these counts.
"""

from math import factorial

FACES = 6
JOKER_INDEX = 5
DICE = 6

Counts = tuple[int, ...]


def _all(total: int) -> list[Counts]:
    """Every way ``total`` dice can show the six faces, by recursion instead of filtering 7**6 tuples."""

    def spread(left: int, faces: int) -> list[Counts]:
        if faces == 1:
            return [(left,)]
        return [(first, *rest) for first in range(left, -1, -1) for rest in spread(left - first, faces - 1)]

    return spread(total, FACES)


def _code(counts: Counts) -> int:
    """Counts as one base-7 number: adding two codes adds the counts (no digit exceeds 6)."""
    code = 0
    for count in counts:
        code = code * 7 + count
    return code


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

_ROLL_BY_CODE = {_code(counts): i for i, counts in enumerate(ROLLS)}
_KEEP_BY_CODE = {_code(counts): i for i, counts in enumerate(KEEPS)}
_THROWS = {size: [(_code(throw), _chance(throw)) for throw in _all(size)] for size in range(1, DICE + 1)}

OUTCOMES: list[list[tuple[int, float]]] = [
    [(_ROLL_BY_CODE[_code(keep) + throw], chance) for throw, chance in _THROWS[DICE - sum(keep)]]
    for keep in KEEPS
]
"""For each keep: (index of the resulting roll, chance) for every way the thrown dice can land."""

_PLACES = [7**power for power in range(FACES - 1, -1, -1)]


def _keeps_within(roll: Counts) -> list[int]:
    codes = [0]
    for count, place in zip(roll, _PLACES, strict=True):
        codes = [code + taken * place for code in codes for taken in range(count + 1)]
    whole = _code(roll)
    return [_KEEP_BY_CODE[code] for code in codes if code != whole]


SUBSETS: list[list[int]] = [_keeps_within(roll) for roll in ROLLS]
"""For each roll: the keeps it allows (every sub-multiset but the whole roll)."""


def _one_more(keep: Counts) -> tuple[int, ...]:
    grown = [_code(keep) + place for place in _PLACES]
    table = _ROLL_BY_CODE if sum(keep) == DICE - 1 else _KEEP_BY_CODE
    return tuple(table[code] for code in grown)


def _one_fewer(counts: Counts) -> tuple[int, ...]:
    whole = _code(counts)
    return tuple(_KEEP_BY_CODE[whole - place] for count, place in zip(counts, _PLACES, strict=True) if count)


ONE_MORE: list[tuple[int, ...]] = [_one_more(keep) for keep in KEEPS]
"""For each keep: the six keeps one more die makes, one per face (rolls, for a keep of five dice).
Throwing n dice is throwing one and then n - 1 more, so a keep's value is the mean of these six:
the expectimax builds every keep's value from the largest keeps down, six terms each, instead of
summing each keep's whole ``OUTCOMES``."""
ONE_MORE_IS_ROLL: list[bool] = [sum(keep) == DICE - 1 for keep in KEEPS]
ONE_FEWER: list[tuple[int, ...]] = [_one_fewer(keep) for keep in KEEPS]
"""For each keep: the keeps one die fewer leaves, one per face it shows (none for the empty keep)."""
ROLL_ONE_FEWER: list[tuple[int, ...]] = [_one_fewer(roll) for roll in ROLLS]
"""For each roll: the five-dice keeps it allows. Every keep a roll allows is within one of them, so
the best keep of a roll is the best within these (``SUBSETS`` lists them all, for choosing one)."""


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
