"""The combination rule: which dice can mark which items.

Both directions live here: checking a marking a player proposes (with a reason
when it is wrong) and generating every legal marking of a final result (the hot
path for the page's highlighting and for bots).

Feasibility of a set of items has a closed form. On shelf s, items needing
k1..km dice need sum(k) dice of s's face; a shortfall can only be covered by
jokers, at most one per item that needs 2 or more dice, and all shelves share
the jokers. So a set fits when, for every shelf, shortfall <= items with k >= 2,
and the shortfalls add up to at most the jokers rolled. Each item then still has
at least one real die, as the joker rule asks.
"""

from collections.abc import Iterator, Sequence

from shelfie.core.errors import IllegalAction
from shelfie.games.dicegame.actions import Combo, Mark
from shelfie.games.dicegame.board import DICE, JOKER, Board
from shelfie.games.dicegame.grid import SIZE, item_bit

MAX_COMBOS = 3

Candidate = tuple[int, int, int]
"""(shelf, column, dice needed) of an available item that the dice could mark alone."""


def all_jokers(dice: Sequence[str]) -> bool:
    return len(dice) == DICE and all(face == JOKER for face in dice)


def _sort_dice(board: Board, dice: Sequence[str]) -> tuple[list[list[int]], list[int]]:
    shelf_of = {icon: shelf for shelf, icon in enumerate(board.icons)}
    positions: list[list[int]] = [[] for _ in range(SIZE)]
    jokers: list[int] = []
    for pos, face in enumerate(dice):
        if face == JOKER:
            jokers.append(pos)
        else:
            positions[shelf_of[face]].append(pos)
    return positions, jokers


def _candidates(board: Board, counts: Sequence[int], jokers: int, available: int) -> list[Candidate]:
    found: list[Candidate] = []
    for shelf in range(SIZE):
        have = counts[shelf]
        if not have:
            continue
        row = available >> (shelf * SIZE)
        for column, need in enumerate(board.dice_per_column):
            if row >> column & 1 and (need <= have or (jokers and need >= 2 and need - 1 <= have)):
                found.append((shelf, column, need))
    return found


def _fits(items: Sequence[Candidate], counts: Sequence[int], jokers: int) -> bool:
    need = [0] * SIZE
    can_take_joker = [0] * SIZE
    for shelf, _, k in items:
        need[shelf] += k
        if k >= 2:
            can_take_joker[shelf] += 1
    short_total = 0
    for shelf in range(SIZE):
        short = need[shelf] - counts[shelf]
        if short > 0:
            if short > can_take_joker[shelf]:
                return False
            short_total += short
    return short_total <= jokers


def _item_sets(cands: list[Candidate], counts: list[int], jokers: int) -> Iterator[tuple[Candidate, ...]]:
    """Every set of 1-3 candidates that fits, extending only sets that fit (subsets of a fit fit)."""
    n = len(cands)
    for a in range(n):
        one = (cands[a],)
        yield one
        for b in range(a + 1, n):
            two = (cands[a], cands[b])
            if not _fits(two, counts, jokers):
                continue
            yield two
            for c in range(b + 1, n):
                three = (cands[a], cands[b], cands[c])
                if _fits(three, counts, jokers):
                    yield three


def _assign(items: tuple[Candidate, ...], positions: list[list[int]], jokers: list[int]) -> Mark:
    """One valid dice assignment for a set that fits: jokers go to the largest items short of dice."""
    real = [iter(p) for p in positions]
    spare_jokers = iter(jokers)
    need_by_shelf = [0] * SIZE
    for shelf, _, k in items:
        need_by_shelf[shelf] += k
    short = [max(0, need_by_shelf[s] - len(positions[s])) for s in range(SIZE)]
    gets_joker = set()
    for shelf, column, k in sorted(items, key=lambda item: -item[2]):
        if short[shelf] and k >= 2:
            short[shelf] -= 1
            gets_joker.add((shelf, column))
    combos = []
    for shelf, column, k in items:
        if (shelf, column) in gets_joker:
            dice = [next(real[shelf]) for _ in range(k - 1)] + [next(spare_jokers)]
        else:
            dice = [next(real[shelf]) for _ in range(k)]
        combos.append(Combo(shelf, column, tuple(sorted(dice))))
    return Mark(tuple(combos))


def legal_markings(board: Board, dice: Sequence[str], available: int) -> list[Mark]:
    """Every set of 1-3 available items the dice can mark together, one assignment each."""
    positions, jokers = _sort_dice(board, dice)
    counts = [len(p) for p in positions]
    cands = _candidates(board, counts, len(jokers), available)
    return [_assign(items, positions, jokers) for items in _item_sets(cands, counts, len(jokers))]


def item_set_masks(board: Board, counts: Sequence[int], jokers: int, available: int) -> list[int]:
    """The item sets that dice with these face counts can mark, as bit masks.

    The bots' fast path: no dice assignment is built, and counts stand for every roll with the
    same faces (462 distinct rolls of six dice instead of 46,656)."""
    cands = _candidates(board, counts, jokers, available)
    return [
        sum(item_bit(shelf, column) for shelf, column, _ in items)
        for items in _item_sets(cands, list(counts), jokers)
    ]


def markable_items(board: Board, dice: Sequence[str], available: int) -> int:
    """Bit mask of the available items the dice could mark on their own: the page's highlights."""
    positions, jokers = _sort_dice(board, dice)
    mask = 0
    for shelf, column, _ in _candidates(board, [len(p) for p in positions], len(jokers), available):
        mask |= item_bit(shelf, column)
    return mask


def check_mark(board: Board, dice: Sequence[str], available: int, mark: Mark) -> int:
    """The mask of items ``mark`` marks, or IllegalAction saying what is wrong with it.

    Its fields are already known to be in range (``actions.check_fields``)."""
    combos = mark.combos
    if not combos:
        raise IllegalAction("choose at least one item to mark")
    if len(combos) > MAX_COMBOS:
        raise IllegalAction("at most {count} items can be marked in one turn", count=MAX_COMBOS)
    used: set[int] = set()
    mask = 0
    for combo in combos:
        mask_bit = _check_combo(board, dice, available, combo)
        if mask & mask_bit:
            raise IllegalAction("the {need}-dice {icon} is chosen twice", **_item(board, combo))
        mask |= mask_bit
        for pos in combo.dice:
            if pos in used:
                raise IllegalAction("die {die} is used in two combinations", die=pos + 1)
            used.add(pos)
    return mask


def _item(board: Board, combo: Combo) -> dict[str, object]:
    """The values that name an item in a refusal: "the {need}-dice {icon}"."""
    return {"need": board.dice_per_column[combo.column], "icon": board.icons[combo.shelf]}


def _check_combo(board: Board, dice: Sequence[str], available: int, combo: Combo) -> int:
    item = _item(board, combo)
    bit = item_bit(combo.shelf, combo.column)
    if not available & bit:
        raise IllegalAction("the {need}-dice {icon} is already marked or crossed out", **item)
    need = board.dice_per_column[combo.column]
    if len(combo.dice) != need:
        raise IllegalAction(
            "the {need}-dice {icon} needs {need} dice, got {got}", **item, got=len(combo.dice)
        )
    if len(set(combo.dice)) != len(combo.dice):
        raise IllegalAction("the same die is used twice for the {need}-dice {icon}", **item)
    icon = board.icons[combo.shelf]
    jokers = 0
    for pos in combo.dice:
        face = dice[pos]
        if face == JOKER:
            jokers += 1
        elif face != icon:
            raise IllegalAction(
                "die {die} shows {face}, not {icon}, so it cannot mark the {need}-dice {icon}",
                **item,
                die=pos + 1,
                face=face,
            )
    if jokers > 1:
        raise IllegalAction("two jokers in one combination: the {need}-dice {icon} may use only one", **item)
    if jokers == len(combo.dice):
        raise IllegalAction(
            "a joker never stands alone: the {need}-dice {icon} needs at least one {icon} die", **item
        )
    return bit
