"""The personal goal cards, the adjacency scale, and the 12 common goal cards, each a small named
check of a bookshelf (RULES-MYSHELFIE.md's table, with its decisions)."""

from collections.abc import Callable
from dataclasses import dataclass

from shelfie.core.errors import N_
from shelfie.games.myshelfie import shelf as shelves
from shelfie.games.myshelfie.shelf import COLUMNS, ROWS, cell
from shelfie.games.myshelfie.tiles import EMPTY

Shelf = tuple[int, ...]

PERSONAL_CARDS: tuple[tuple[tuple[int, int], ...], ...] = (
    ((1, 4), (2, 3), (3, 1), (0, 2), (5, 2), (0, 0)),
    ((2, 0), (3, 4), (2, 2), (5, 4), (4, 3), (1, 1)),
    ((3, 1), (5, 0), (1, 3), (1, 0), (3, 4), (2, 2)),
    ((4, 2), (4, 1), (0, 4), (2, 2), (2, 0), (3, 3)),
    ((5, 3), (3, 2), (5, 0), (3, 1), (1, 1), (4, 4)),
    ((0, 4), (2, 3), (4, 1), (4, 3), (0, 2), (5, 0)),
    ((0, 0), (5, 2), (4, 4), (1, 3), (3, 0), (2, 1)),
    ((1, 1), (4, 3), (5, 3), (0, 4), (2, 2), (3, 0)),
    ((2, 2), (3, 4), (0, 2), (5, 0), (4, 1), (4, 4)),
    ((3, 3), (2, 0), (1, 1), (4, 1), (0, 4), (5, 3)),
    ((4, 4), (1, 1), (2, 0), (3, 2), (5, 3), (0, 2)),
    ((5, 0), (0, 2), (4, 4), (2, 2), (3, 3), (1, 1)),
)
"""Card n (from 1) as the (row, column) of its cat, book, game, frame, trophy and plant."""
PERSONAL_POINTS = (0, 1, 2, 4, 6, 9, 12)


def personal_matches(shelf: Shelf, card: int) -> int:
    """How many of card ``card``'s six cells hold the type it asks for."""
    return sum(
        1
        for tile, (row, column) in enumerate(PERSONAL_CARDS[card - 1], start=1)
        if shelf[cell(row, column)] == tile
    )


def personal_points(shelf: Shelf, card: int) -> int:
    return PERSONAL_POINTS[personal_matches(shelf, card)]


def group_points(size: int) -> int:
    """Adjacent tiles of one type: 3 = 2, 4 = 3, 5 = 5, 6 or more = 8."""
    return 0 if size < 3 else {3: 2, 4: 3, 5: 5}.get(size, 8)


def _groups_of_at_least(shelf: Shelf, size: int) -> int:
    return sum(1 for _tile, members in shelves.groups(shelf) if len(members) >= size)


def six_pairs(shelf: Shelf) -> bool:
    """1: six groups of at least 2 tiles of one type (a larger group counts once)."""
    return _groups_of_at_least(shelf, 2) >= 6


def four_corners(shelf: Shelf) -> bool:
    """2: the four corners hold tiles of one type."""
    corners = {shelf[cell(r, c)] for r in (0, ROWS - 1) for c in (0, COLUMNS - 1)}
    return len(corners) == 1 and EMPTY not in corners


def four_groups_of_four(shelf: Shelf) -> bool:
    """3: four groups of at least 4 tiles of one type."""
    return _groups_of_at_least(shelf, 4) >= 4


def _squares(shelf: Shelf) -> list[frozenset[int]]:
    found = []
    for r in range(ROWS - 1):
        for c in range(COLUMNS - 1):
            block = frozenset((cell(r, c), cell(r, c + 1), cell(r + 1, c), cell(r + 1, c + 1)))
            tiles = {shelf[i] for i in block}
            if len(tiles) == 1 and EMPTY not in tiles:
                found.append(block)
    return found


def two_squares(shelf: Shelf) -> bool:
    """4: two 2x2 blocks of one type each that do not overlap (the two may differ; a block may
    be part of a larger same-type area)."""
    squares = _squares(shelf)
    return any(not (a & b) for i, a in enumerate(squares) for b in squares[i + 1 :])


def _full_with_types(lines: list[tuple[int, ...]], least: int, most: int) -> int:
    return sum(1 for line in lines if EMPTY not in line and least <= len(set(line)) <= most)


def three_columns_of_few_types(shelf: Shelf) -> bool:
    """5: three full columns each of 1 to 3 types."""
    return _full_with_types(shelves.columns(shelf), 1, 3) >= 3


def eight_of_a_type(shelf: Shelf) -> bool:
    """6: eight tiles of one type anywhere."""
    return any(shelf.count(tile) >= 8 for tile in range(1, 7))


def diagonal(shelf: Shelf) -> bool:
    """7: five tiles of one type on a diagonal (4 placements)."""
    for top in (0, 1):
        for cells in (
            [cell(top + k, k) for k in range(5)],
            [cell(top + k, COLUMNS - 1 - k) for k in range(5)],
        ):
            tiles = {shelf[i] for i in cells}
            if len(tiles) == 1 and EMPTY not in tiles:
                return True
    return False


def four_rows_of_few_types(shelf: Shelf) -> bool:
    """8: four full rows each of 1 to 3 types."""
    return _full_with_types(shelves.rows(shelf), 1, 3) >= 4


def two_columns_all_different(shelf: Shelf) -> bool:
    """9: two full columns each of all six types."""
    return _full_with_types(shelves.columns(shelf), 6, 6) >= 2


def two_rows_all_different(shelf: Shelf) -> bool:
    """10: two full rows each of five different types."""
    return _full_with_types(shelves.rows(shelf), 5, 5) >= 2


def x_shape(shelf: Shelf) -> bool:
    """11: a 3x3 window whose four corners and centre hold one type."""
    for r in range(ROWS - 2):
        for c in range(COLUMNS - 2):
            tiles = {shelf[cell(r + dr, c + dc)] for dr, dc in ((0, 0), (0, 2), (1, 1), (2, 0), (2, 2))}
            if len(tiles) == 1 and EMPTY not in tiles:
                return True
    return False


STAIRS = ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6), (5, 4, 3, 2, 1), (6, 5, 4, 3, 2))


def staircase(shelf: Shelf) -> bool:
    """12: column heights 1..5 or 2..6, from the left or from the right."""
    return tuple(shelves.height(shelf, c) for c in range(COLUMNS)) in STAIRS


def _most_alike(shelf: Shelf, cells: list[int]) -> int:
    """The most of ``cells`` holding one type."""
    return max((sum(1 for i in cells if shelf[i] == tile) for tile in range(1, 7)), default=0)


_DIAGONALS = [
    cells
    for top in (0, 1)
    for cells in ([cell(top + k, k) for k in range(5)], [cell(top + k, COLUMNS - 1 - k) for k in range(5)])
]
_X_WINDOWS = [
    [cell(r + dr, c + dc) for dr, dc in ((0, 0), (0, 2), (1, 1), (2, 0), (2, 2))]
    for r in range(ROWS - 2)
    for c in range(COLUMNS - 2)
]


def _separate_squares(shelf: Shelf) -> int:
    """How many of the two squares card 4 asks for the shelf holds: 2 only when two do not overlap."""
    squares = _squares(shelf)
    if any(not (a & b) for i, a in enumerate(squares) for b in squares[i + 1 :]):
        return 2
    return min(len(squares), 1)


def _steps_in_place(shelf: Shelf) -> int:
    """The most columns already at their height in one of the four staircases."""
    heights = [shelves.height(shelf, c) for c in range(COLUMNS)]
    return max(sum(1 for h, step in zip(heights, stair, strict=True) if h == step) for stair in STAIRS)


@dataclass(frozen=True)
class CommonGoal:
    number: int
    name: str
    """Short name for the page (translated there)."""
    text: str
    """What the card asks, in words."""
    check: Callable[[Shelf], bool]
    need: int
    """How many of its parts the card asks for (groups, corners, tiles, rows, ...)."""
    have: Callable[[Shelf], int]
    """How many a shelf holds so far: at least ``need`` exactly when ``check`` holds, so a player
    sees how close they are (tests/myshelfie/test_common_goals.py holds the two together)."""
    progress: str
    """Those two in words: "{have} of {need} groups"."""


GROUPS = N_("{have} of {need} groups")
CORNERS = N_("{have} of {need} corners alike")
SQUARES = N_("{have} of {need} squares")
COLUMNS_DONE = N_("{have} of {need} columns")
TILES = N_("{have} of {need} tiles alike")
ROWS_DONE = N_("{have} of {need} rows")
STEPS = N_("{have} of {need} columns at their height")

COMMON_GOALS = (
    CommonGoal(
        1,
        N_("Six pairs"),
        N_("Six groups of at least two tiles of one type."),
        six_pairs,
        6,
        lambda shelf: _groups_of_at_least(shelf, 2),
        GROUPS,
    ),
    CommonGoal(
        2,
        N_("Four corners"),
        N_("The four corners hold tiles of one type."),
        four_corners,
        4,
        lambda shelf: _most_alike(shelf, [cell(r, c) for r in (0, ROWS - 1) for c in (0, COLUMNS - 1)]),
        CORNERS,
    ),
    CommonGoal(
        3,
        N_("Four groups of four"),
        N_("Four groups of at least four tiles of one type."),
        four_groups_of_four,
        4,
        lambda shelf: _groups_of_at_least(shelf, 4),
        GROUPS,
    ),
    CommonGoal(
        4,
        N_("Two squares"),
        N_("Two separate 2×2 squares, each of one type."),
        two_squares,
        2,
        _separate_squares,
        SQUARES,
    ),
    CommonGoal(
        5,
        N_("Three similar columns"),
        N_("Three full columns, each of at most three types."),
        three_columns_of_few_types,
        3,
        lambda shelf: _full_with_types(shelves.columns(shelf), 1, 3),
        COLUMNS_DONE,
    ),
    CommonGoal(
        6,
        N_("Eight alike"),
        N_("Eight tiles of one type, anywhere."),
        eight_of_a_type,
        8,
        lambda shelf: _most_alike(shelf, list(range(len(shelf)))),
        TILES,
    ),
    CommonGoal(
        7,
        N_("Diagonal"),
        N_("Five tiles of one type on a diagonal."),
        diagonal,
        5,
        lambda shelf: max(_most_alike(shelf, cells) for cells in _DIAGONALS),
        TILES,
    ),
    CommonGoal(
        8,
        N_("Four similar rows"),
        N_("Four full rows, each of at most three types."),
        four_rows_of_few_types,
        4,
        lambda shelf: _full_with_types(shelves.rows(shelf), 1, 3),
        ROWS_DONE,
    ),
    CommonGoal(
        9,
        N_("Two varied columns"),
        N_("Two full columns, each of all six types."),
        two_columns_all_different,
        2,
        lambda shelf: _full_with_types(shelves.columns(shelf), 6, 6),
        COLUMNS_DONE,
    ),
    CommonGoal(
        10,
        N_("Two varied rows"),
        N_("Two full rows, each of five different types."),
        two_rows_all_different,
        2,
        lambda shelf: _full_with_types(shelves.rows(shelf), 5, 5),
        ROWS_DONE,
    ),
    CommonGoal(
        11,
        N_("X"),
        N_("Five tiles of one type forming an X."),
        x_shape,
        5,
        lambda shelf: max(_most_alike(shelf, cells) for cells in _X_WINDOWS),
        TILES,
    ),
    CommonGoal(
        12,
        N_("Staircase"),
        N_("Columns rising one tile at a time, from the left or the right."),
        staircase,
        5,
        _steps_in_place,
        STEPS,
    ),
)
TOKENS = {1: (4, 8), 2: (4, 8), 3: (4, 6, 8), 4: (2, 4, 6, 8)}
"""Each card's stack by player count, lowest first (the top token is the last)."""
