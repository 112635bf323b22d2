"""The living room board: which spaces are used for 2, 3 and 4 players, and which tiles can be taken.

Spaces are numbered ``row * 9 + column``. A tile can be taken when it has a free side at the start
of the turn: a side facing an empty space, a space that is not in play, or the edge of the grid.
"""

from itertools import pairwise

from shelfie.games.myshelfie.tiles import EMPTY

SIZE = 9
CELLS = SIZE * SIZE
MAX_TAKE = 3

_DRAWING = """
...34....
...224...
..32223..
.42222223
422222224
32222224.
..32223..
...422...
....43...
"""


def _marks() -> dict[int, int]:
    rows = _DRAWING.strip().splitlines()
    return {
        r * SIZE + c: int(mark) for r, row in enumerate(rows) for c, mark in enumerate(row) if mark != "."
    }


_MARKS = _marks()
USABLE = {
    players: frozenset(s for s, need in _MARKS.items() if need <= max(players, 2)) for players in (1, 2, 3, 4)
}
"""The spaces in play for each player count (a 1-player table would use the 2-player board)."""


def _frame(spaces: frozenset[int]) -> tuple[range, range]:
    rows = {space // SIZE for space in spaces}
    columns = {space % SIZE for space in spaces}
    return range(min(rows), max(rows) + 1), range(min(columns), max(columns) + 1)


FRAME = {players: _frame(usable) for players, usable in USABLE.items()}
"""The rows and columns that hold a table's spaces in play: what is drawn and counted from, so
the 2-player board is 7 by 7 and its tiles larger on a phone than in the 9 by 9 grid."""


def position(space: int) -> tuple[int, int]:
    return divmod(space, SIZE)


def neighbours(space: int) -> list[int | None]:
    """The four orthogonal neighbours; None past the edge of the grid."""
    row, column = position(space)
    near: list[int | None] = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, column + dc
        near.append(r * SIZE + c if 0 <= r < SIZE and 0 <= c < SIZE else None)
    return near


NEIGHBOURS = tuple(tuple(neighbours(space)) for space in range(CELLS))


def is_free(board: tuple[int, ...], usable: frozenset[int], space: int) -> bool:
    """A tile with at least one side free: facing the edge, a space not in play, or an empty space."""
    return any(near is None or near not in usable or board[near] == EMPTY for near in NEIGHBOURS[space])


def free_tiles(board: tuple[int, ...], usable: frozenset[int]) -> list[int]:
    return [space for space in sorted(usable) if board[space] != EMPTY and is_free(board, usable, space)]


def in_line(spaces: tuple[int, ...]) -> bool:
    """1-3 distinct spaces forming a straight line of adjacent spaces in one row or one column."""
    if not 1 <= len(spaces) <= MAX_TAKE or len(set(spaces)) != len(spaces):
        return False
    ordered = sorted(spaces)
    rows = {position(s)[0] for s in ordered}
    columns = {position(s)[1] for s in ordered}
    if len(rows) == 1:
        step = 1
    elif len(columns) == 1:
        step = SIZE
    else:
        return False
    return all(b - a == step for a, b in pairwise(ordered))


def takeable_sets(board: tuple[int, ...], usable: frozenset[int], most: int) -> list[tuple[int, ...]]:
    """Every set of 1 to ``most`` free tiles in a straight line (sorted spaces): each free tile
    alone, and each run of free tiles going right or down from it."""
    free = set(free_tiles(board, usable))
    found: list[tuple[int, ...]] = []
    for space in sorted(free):
        found.append((space,))
        row, column = position(space)
        for step, room in ((1, SIZE - 1 - column), (SIZE, SIZE - 1 - row)):
            line = [space]
            for k in range(1, min(most, MAX_TAKE, room + 1)):
                nxt = space + k * step
                if nxt not in free:
                    break
                line.append(nxt)
                found.append(tuple(line))
    found.sort(key=lambda spaces: (len(spaces), spaces))
    return [spaces for spaces in found if len(spaces) <= most]
