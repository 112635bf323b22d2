"""What a partly written pad is worth to the Hard bot, in points.

Its score now, plus what its unfinished groups may still become: a group of ``size`` n's that
needs ``n - size`` more can only grow into empty spaces it reaches, and only while rounds remain
to bring n's (two dice a round bring about a third of an n each); it is worth more on a star, which
will double it, and less with few empty spaces beside it. A finished group next to an
empty space is at risk (a later forced placement may spoil it). On pad B, hearts that agree are
worth a share of the bonus that grows steeply with how many are written: a lone heart is worth
little, as it only binds the other two to a number that may not come. The weights were tuned by
self-play (``python -m tools.tune_bots --game splitter``); ``docs/BOTS.md`` has the figures.
"""

from dataclasses import dataclass

from shelfie.games.splitter.pads import Pad
from shelfie.games.splitter.scoring import EMPTY, HEARTS_BONUS, groups, hearts_agreeing, points, room
from shelfie.games.splitter.state import ROUNDS


@dataclass(frozen=True)
class Weights:
    grow: float = 0.84
    """Share of a group's points credited while it is unfinished."""
    shape: float = 1.7
    """How much more a nearly finished group is worth: (size / n) ** shape (2.1 before 2026-11-28,
    tuned before the stars and the room were weighed)."""
    pace: float = 0.7
    """How the rounds left limit growth: min(1, pace * rounds_left / (3 * missing))."""
    risk: float = 0.035
    """Share of a finished group's points lost per empty space next to it."""
    hearts: float = 1.0
    """Share of the hearts bonus credited while the hearts written agree and one is empty, times
    (hearts written / 3) ** hearts_shape."""
    hearts_shape: float = 3.0
    """How much more two agreeing hearts are worth than one (0: the same, as before 2026-11-28)."""
    star: float = 1.0
    """How much more an unfinished group on a star is worth (finished, the star doubles it)."""
    room: float = 0.5
    """How an unfinished group's share shrinks when few empty spaces touch it:
    min(1, (empty neighbours / missing) ** room)."""


WEIGHTS = Weights()


def _reach(pad: Pad, numbers: tuple[int, ...], members: frozenset[int], need: int) -> int:
    """How many empty spaces a group can reach through empty spaces, counted up to ``need``."""
    seen = set(members)
    frontier = list(members)
    found = 0
    while frontier and found < need:
        nxt = []
        for space in frontier:
            for near in pad.neighbours[space]:
                if near not in seen and numbers[near] == EMPTY:
                    seen.add(near)
                    nxt.append(near)
                    found += 1
        frontier = nxt
    return found


def evaluate(pad: Pad, numbers: tuple[int, ...], rounds_left: int, weights: Weights = WEIGHTS) -> float:
    found = groups(pad, numbers)
    value = float(points(pad, numbers, found))
    for group in found:
        size, number = len(group.spaces), group.number
        if size == number:
            exposed = room(pad, numbers, group)
            value -= weights.risk * number * len(exposed)
        elif size < number:
            missing = number - size
            free = room(pad, numbers, group)
            # The spaces beside it are the first it reaches: the search further is needed only when
            # they are too few.
            if len(free) < missing and _reach(pad, numbers, group.spaces, missing) < missing:
                continue
            pace = min(1.0, weights.pace * rounds_left / (3 * missing))
            credit = weights.grow * number * (size / number) ** weights.shape * pace
            if weights.room:
                credit *= min(1.0, (len(free) / missing) ** weights.room)
            if group.spaces & pad.stars:
                credit *= 1 + weights.star
            value += credit
    _number, written = hearts_agreeing(pad, numbers)
    if 0 < written < len(pad.hearts) and rounds_left:
        share = (written / len(pad.hearts)) ** weights.hearts_shape
        value += weights.hearts * HEARTS_BONUS * share * min(1.0, rounds_left / ROUNDS * 3)
    return value
