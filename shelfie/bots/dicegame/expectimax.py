"""Exact expectimax over one turn: every final result, and every keep of both re-rolls.

A turn's plan is computed once (the board does not change until the marking) and answers every
decision of that turn:
- final[r]: the best evaluation reachable by marking (or, after a failed result, crossing out)
  with final result r, over the 462 face counts r;
- after_one[r]: the value of holding r with one re-roll left = max(stop, best keep), and
- after_two[r]: the same with two re-rolls left; start: the expected value before the first roll.
A keep k's value is the chance-weighted mean over how the thrown dice land, built one die at a time
(``multisets.ONE_MORE``), and the item sets each result can mark are listed once per board
(``_item_sets``) and filtered by what the bookshelf still has available.
"""

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from shelfie.bots.dicegame.evaluation import WEIGHTS, Valuation, points
from shelfie.bots.dicegame.multisets import (
    DICE,
    JOKER_INDEX,
    KEEPS,
    ONE_FEWER,
    ONE_MORE,
    ONE_MORE_IS_ROLL,
    OUTCOMES,
    ROLL_CHANCE,
    ROLL_ONE_FEWER,
    ROLLS,
    SUBSETS,
    Counts,
)
from shelfie.games.dicegame.board import Board
from shelfie.games.dicegame.grid import FULL, SHELF_MASKS
from shelfie.games.dicegame.markings import item_set_masks
from shelfie.games.dicegame.sheet import Sheet


@dataclass(frozen=True)
class TurnPlan:
    chosen: list[tuple[int, int]]
    """The (marked, crossed) masks the best choice with each final result leads to."""
    final: list[float]
    keep_one: list[float]
    """Value of each keep when it is the last re-roll."""
    after_one: list[float]
    keep_two: list[float]
    """Value of each keep when one more re-roll follows."""
    after_two: list[float]
    start: float


@lru_cache(maxsize=8)
def _item_sets(board: Board) -> tuple[tuple[int, ...], ...]:
    """For each final result, every item set its dice can mark on a bookshelf with everything
    available, in ``item_set_masks``' order. Whether dice fit a set does not depend on the rest of
    the bookshelf, so the sets a bookshelf allows are those of these whose items are all available."""
    return tuple(
        tuple(item_set_masks(board, roll[:JOKER_INDEX], roll[JOKER_INDEX], FULL))
        if roll[JOKER_INDEX] < DICE
        else ()
        for roll in ROLLS
    )


def final_options(board: Board, sheet: Sheet, roll_index: int) -> list[tuple[int, int]]:
    """The (marked, crossed) masks each choice with this final result can lead to."""
    available = sheet.available
    if ROLLS[roll_index][JOKER_INDEX] == DICE:
        singles = [1 << i for i in range(25) if available >> i & 1]
        options = [(sheet.marked | bit, sheet.crossed) for bit in singles]
    else:
        gone = FULL & ~available
        options = [
            (sheet.marked | mask, sheet.crossed) for mask in _item_sets(board)[roll_index] if not mask & gone
        ]
    if options:
        return options
    crosses = [(sheet.marked, sheet.crossed | (m & ~sheet.marked)) for m in SHELF_MASKS if available & m]
    return crosses or [(sheet.marked, sheet.crossed)]


def _keep_values(values: list[float]) -> list[float]:
    """Each keep's expected value when the thrown dice land and ``values`` (one per final result)
    follow: from the largest keeps down, the mean over the face one more die shows."""
    keeps = [0.0] * len(KEEPS)
    for k in range(len(KEEPS) - 1, -1, -1):
        source = values if ONE_MORE_IS_ROLL[k] else keeps
        a, b, c, d, e, f = ONE_MORE[k]
        keeps[k] = (source[a] + source[b] + source[c] + source[d] + source[e] + source[f]) / 6
    return keeps


def _best_of(stop: list[float], keeps: list[float]) -> list[float]:
    """For each result, the better of stopping and its best keep. The best keep within each keep
    is built from the smallest keeps up; a result's keeps are those within its five-dice keeps."""
    within = list(keeps)
    for k, fewer in enumerate(ONE_FEWER):
        if fewer:
            within[k] = max(within[k], *(within[j] for j in fewer))
    return [max(stop[r], *(within[j] for j in ROLL_ONE_FEWER[r])) for r in range(len(ROLLS))]


def plan_turn(board: Board, sheet: Sheet, weights: Valuation = WEIGHTS) -> TurnPlan:
    cache: dict[tuple[int, int], float] = {}

    def value(option: tuple[int, int]) -> float:
        found = cache.get(option)
        if found is None:
            found = cache[option] = weights.value(board, option[0], option[1])
        return found

    chosen = [max(final_options(board, sheet, r), key=value) for r in range(len(ROLLS))]
    final = [value(option) for option in chosen]
    keep_one = _keep_values(final)
    after_one = _best_of(final, keep_one)
    keep_two = _keep_values(after_one)
    after_two = _best_of(after_one, keep_two)
    start = sum(chance * after_two[r] for r, chance in enumerate(ROLL_CHANCE))
    return TurnPlan(chosen, final, keep_one, after_one, keep_two, after_two, start)


@dataclass(frozen=True)
class Forecast:
    """Where the plan's own decisions are expected to lead, decision by decision, in some measure of
    the bookshelf after the turn (points, a chance of winning): the plan maximises its valuation, a
    forecast follows the same choices and averages the measure instead."""

    final: list[float]
    keep_one: list[float]
    after_one: list[float]
    keep_two: list[float]
    after_two: list[float]
    start: float


Measure = Callable[[int, int], float]
"""A number for the bookshelf (marked, crossed) a choice leads to."""


def forecast(plan: TurnPlan, measure: Measure) -> Forecast:
    measured: dict[tuple[int, int], float] = {}
    for option in plan.chosen:
        if option not in measured:
            measured[option] = measure(*option)
    final = [measured[option] for option in plan.chosen]
    keep_one = _keep_values(final)
    after_one = _follow(plan.final, plan.keep_one, final, keep_one)
    keep_two = _keep_values(after_one)
    after_two = _follow(plan.final, plan.keep_two, final, keep_two)
    start = sum(chance * after_two[r] for r, chance in enumerate(ROLL_CHANCE))
    return Forecast(final, keep_one, after_one, keep_two, after_two, start)


def _follow(
    stop: list[float], keeps: list[float], stop_measure: list[float], keep_measure: list[float]
) -> list[float]:
    """The measure of the choice ``choose`` makes at each roll: stopping, or the best keep."""
    out = []
    for r in range(len(ROLLS)):
        k = choose(stop[r], keeps, r)
        out.append(stop_measure[r] if k is None else keep_measure[k])
    return out


TIE = 1e-9
"""Values closer than this are equal: the first choice is kept. Symmetric choices (the shelves of the
standard board are alike) are worth exactly the same, and their sums may differ in the last bit."""


def choose(stop: float, keeps: list[float], roll_index: int) -> int | None:
    """The keep (an index into KEEPS) worth more than stopping at ``stop``, the best one; None: stop."""
    best, best_value = None, stop
    for k in SUBSETS[roll_index]:
        if keeps[k] > best_value + TIE:
            best, best_value = k, keeps[k]
    return best


def best_keep(plan: TurnPlan, roll_index: int, rerolls_left: int) -> tuple[Counts | None, float]:
    """The keep to re-roll with (None = stop rolling) and the expected value of that choice."""
    keeps = plan.keep_one if rerolls_left == 1 else plan.keep_two
    k = choose(plan.final[roll_index], keeps, roll_index)
    return (None, plan.final[roll_index]) if k is None else (KEEPS[k], keeps[k])


class _Score:
    """A bookshelf valued at its score alone, as on a player's last turn."""

    def value(self, board: Board, marked: int, crossed: int) -> float:
        return float(points(board, marked))


def last_turn(board: Board, sheet: Sheet) -> tuple[tuple[int, float], ...]:
    """The final scores a last turn played for points can end on, with their chances: the plan's
    decisions followed through the dice (an opponent's last turn, as Hard expects it)."""
    plan = plan_turn(board, sheet, _Score())
    last = [0.0] * len(ROLLS)
    final = [0.0] * len(ROLLS)
    for roll, chance in enumerate(ROLL_CHANCE):
        keep = choose(plan.final[roll], plan.keep_two, roll)
        for landed, share in ((roll, 1.0),) if keep is None else OUTCOMES[keep]:
            (final if keep is None else last)[landed] += chance * share
    for roll, chance in enumerate(last):
        if chance:
            keep = choose(plan.final[roll], plan.keep_one, roll)
            for landed, share in ((roll, 1.0),) if keep is None else OUTCOMES[keep]:
                final[landed] += chance * share
    scores: dict[int, float] = defaultdict(float)
    for roll, chance in enumerate(final):
        if chance:
            scores[round(plan.final[roll])] += chance
    return tuple(sorted(scores.items()))
