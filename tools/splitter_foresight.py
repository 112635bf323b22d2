"""What perfect foresight scores in solo Splitter: the best pad a player who knew every roll in
advance could write on those rolls, found exactly, as an integer programme solved by HiGHS.

Why: ``tools.splitter_bound`` counts each number's rolls and ignores the pad (any number anywhere,
no mirror pairs, no shapes), so it only bounds what any player can score. This places the rolls on
the pad as the rules do: each roll on one empty mirror pair of one row, either number on the left.
Its optimum is what a clairvoyant player scores, so a bot's mean over the same rolls says how much
of perfect foresight it plays, and a target for bots can be set against what is possible at all.

The programme. A roll of kind (a, b) with a <= b goes to pair p with a on the left or on the right
(one way for a double); every pair takes one roll and every roll one pair, so each empty space holds
exactly one number. A scoring group is a connected set S of exactly n spaces holding n with no
neighbour holding n: one variable per such set of the pad (every connected set of 1 to 6 spaces,
listed once per pad), allowed only where every space of S holds n and no neighbour does, worth n,
twice on a star. Those are exactly the maximal groups of n n's, so the objective is the pad's score
(pad B's three hearts holding one number add 5). Only the placements are integers: once they are,
each allowed set is a true group, so the best group values are 0 or 1 by themselves, and the solver
branches on placements alone. Two cuts make it solve in seconds: a space is in at most one group,
and a number with c of its kind written makes at most c // n groups.

Run: .venv/bin/python -m tools.splitter_foresight [--games 100] [--seed 120000] [--pad A] [--jobs 2]
"""

import argparse
import os
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import cache

import highspy

from shelfie.bots.splitter.bound import bound, rolls_of
from shelfie.games.splitter.pads import CELLS, PADS, Pad
from shelfie.games.splitter.scoring import EMPTY, HEARTS_BONUS, score

NUMBERS = range(1, 7)
TIME_LIMIT = 120.0
"""Seconds one programme may take: most whole games are solved in 5 to 30 on this project's machine;
one that is not is reported with the best pad found and what HiGHS proved it cannot beat."""


@dataclass(frozen=True)
class Foresight:
    numbers: tuple[int, ...]
    """The best pad found, every space written."""
    score: int
    """Its score by the rules' own scoring."""
    optimal: bool
    """HiGHS proved no pad scores more (else it stopped at its time limit)."""
    upper: float
    """What HiGHS proved no pad can beat: the score itself when optimal."""


@cache
def connected_sets(pad_name: str) -> dict[int, tuple[tuple[int, ...], ...]]:
    """Every connected set of n spaces of the pad, for n from 1 to 6: where a group of n n's can be."""
    pad = PADS[pad_name]
    found: dict[int, tuple[tuple[int, ...], ...]] = {}
    level = {frozenset([space]) for space in pad.spaces}
    for size in NUMBERS:
        found[size] = tuple(sorted(tuple(sorted(spaces)) for spaces in level))
        level = {
            spaces | {near}
            for spaces in level
            for space in spaces
            for near in pad.neighbours[space]
            if near not in spaces
        }
    return found


def best_pad(
    pad: Pad, numbers: Sequence[int], rolls: Sequence[tuple[int, int]], time_limit: float = TIME_LIMIT
) -> Foresight:
    """The best pad that writing ``rolls`` on the empty pairs of ``numbers`` can give, in any order.

    ``numbers`` is a pad as the rules keep it (0 where nothing is written); there must be one roll
    for every empty mirror pair."""
    empty = [pair for pair in pad.pairs if numbers[pair[0]] == EMPTY]
    if len(empty) != len(rolls):
        raise ValueError(f"{len(rolls)} rolls for {len(empty)} empty pairs")
    highs = highspy.Highs()  # type: ignore[no-untyped-call]
    highs.setOptionValue("output_flag", False)
    highs.setOptionValue("time_limit", time_limit)
    highs.setOptionValue("threads", 1)

    # Where each kind of roll goes: kind, empty pair, the smaller number on the left (0) or right (1).
    kinds = Counter(tuple(sorted(dice)) for dice in rolls)
    goes = {
        (kind, p, way): highs.addBinary()
        for kind in kinds
        for p in range(len(empty))
        for way in ((0,) if kind[0] == kind[1] else (0, 1))
    }
    for kind, many in kinds.items():
        highs.addConstr(sum(v for (k, _, _), v in goes.items() if k == kind) == many)
    for p in range(len(empty)):
        highs.addConstr(sum(v for (_, q, _), v in goes.items() if q == p) == 1)

    # Whether space s holds n: a constant where written, else the sum of the placements writing it.
    holds: dict[tuple[int, int], list[highspy.highs_var]] = {(s, n): [] for s in pad.spaces for n in NUMBERS}
    for (kind, p, way), v in goes.items():
        left, right = empty[p]
        a, b = kind if way == 0 else kind[::-1]
        holds[left, a].append(v)
        holds[right, b].append(v)

    def can_hold(space: int, number: int) -> bool:
        return numbers[space] == number or (numbers[space] == EMPTY and bool(holds[space, number]))

    def held(space: int, number: int) -> highspy.highs_linear_expression | highspy.highs_var | int:
        if numbers[space] != EMPTY:
            return int(numbers[space] == number)
        return sum(holds[space, number], highspy.highs_linear_expression())

    # The scoring groups: a set of n spaces all holding n, no neighbour holding n.
    worth = []
    groups_by_space: dict[tuple[int, int], list[highspy.highs_var]] = {}
    groups_by_number: dict[int, list[highspy.highs_var]] = {n: [] for n in NUMBERS}
    for n in NUMBERS:
        for spaces in connected_sets(pad.name)[n]:
            members = set(spaces)
            border = {near for space in spaces for near in pad.neighbours[space]} - members
            if not all(can_hold(space, n) for space in spaces) or any(numbers[s] == n for s in border):
                continue
            group = highs.addVariable(lb=0, ub=1)
            for near in border:
                if can_hold(near, n):
                    highs.addConstr(group + held(near, n) <= 1)
            for space in spaces:
                groups_by_space.setdefault((space, n), []).append(group)
            groups_by_number[n].append(group)
            worth.append(group * (n * (2 if members & pad.stars else 1)))
    for (space, n), found in groups_by_space.items():
        highs.addConstr(sum(found, highspy.highs_linear_expression()) <= held(space, n))
    written = Counter(numbers[s] for s in pad.spaces) + Counter(d for dice in rolls for d in dice)
    for n, found in groups_by_number.items():
        if found:
            highs.addConstr(sum(found, highspy.highs_linear_expression()) <= written[n] // n)
    if pad.hearts:
        for n in NUMBERS:
            if all(can_hold(space, n) for space in pad.hearts):
                agree = highs.addVariable(lb=0, ub=1)
                for space in pad.hearts:
                    highs.addConstr(agree <= held(space, n))
                worth.append(agree * HEARTS_BONUS)

    highs.maximize(sum(worth, highspy.highs_linear_expression()))
    chosen = highs.getSolution().col_value
    filled = list(numbers)
    for (kind, p, way), v in goes.items():
        if chosen[v.index] > 0.5:
            left, right = empty[p]
            filled[left], filled[right] = kind if way == 0 else kind[::-1]
    optimal = highs.getModelStatus() == highspy.HighsModelStatus.kOptimal
    scored = score(pad, tuple(filled))
    return Foresight(tuple(filled), scored, optimal, scored if optimal else highs.getInfo().mip_dual_bound)


def foresight(seed: int, pad_name: str) -> Foresight:
    """Perfect foresight's pad for a whole solo game on ``seed``."""
    return best_pad(PADS[pad_name], (EMPTY,) * CELLS, rolls_of(seed))


def _job(job: tuple[int, str]) -> tuple[int, Foresight, float]:
    seed, pad_name = job
    began = time.monotonic()
    found = foresight(seed, pad_name)
    return seed, found, time.monotonic() - began


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=120000)
    parser.add_argument("--pad", choices=sorted(PADS), action="append", help="default: every pad")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    for pad_name in args.pad or sorted(PADS):
        found: dict[int, Foresight] = {}
        with ProcessPoolExecutor(args.jobs) as pool:
            for seed, game, seconds in pool.map(_job, [(seed, pad_name) for seed in seeds]):
                found[seed] = game
                proof = "optimal" if game.optimal else f"at most {game.upper:.2f}"
                print(f"  pad {pad_name} seed {seed}: {game.score} ({proof}), {seconds:.1f} s", flush=True)
        scores = [found[seed].score for seed in seeds]
        uppers = [found[seed].upper for seed in seeds]
        bounds = [bound(seed, pad_name) for seed in seeds]
        spread = 1.96 * statistics.stdev(scores) / len(scores) ** 0.5 if len(scores) > 1 else 0.0
        print(
            f"pad {pad_name}: perfect foresight {statistics.fmean(scores):.2f} ± {spread:.2f} over "
            f"{args.games} games (seeds from {args.seed}; {sum(g.optimal for g in found.values())} "
            f"proved optimal, none above {statistics.fmean(uppers):.2f} on average); the counting "
            f"bound {statistics.fmean(bounds):.2f}, reached in "
            f"{sum(s == b for s, b in zip(scores, bounds, strict=True))} games",
            flush=True,
        )


if __name__ == "__main__":
    main()
