"""A player's bookshelf: 6 rows by 5 columns, row 0 the top; tiles fall to the lowest free cell.

A shelf is a tuple of 30 tiles (``row * 5 + column``), 0 where empty.
"""

from shelfie.games.myshelfie.tiles import EMPTY

ROWS = 6
COLUMNS = 5
CELLS = ROWS * COLUMNS
EMPTY_SHELF = (EMPTY,) * CELLS


def cell(row: int, column: int) -> int:
    return row * COLUMNS + column


def height(shelf: tuple[int, ...], column: int) -> int:
    """Tiles in ``column`` (they fill it from the bottom, so the first empty cell from the bottom
    ends it)."""
    return sum(1 for tile in shelf[column::COLUMNS] if tile != EMPTY)


def room(shelf: tuple[int, ...], column: int) -> int:
    return ROWS - height(shelf, column)


def is_full(shelf: tuple[int, ...]) -> bool:
    return EMPTY not in shelf


def drop(shelf: tuple[int, ...], column: int, tiles: tuple[int, ...]) -> tuple[int, ...]:
    """``tiles`` placed into ``column`` in order: the first lands lowest (the caller checks room)."""
    cells = list(shelf)
    row = ROWS - 1 - height(shelf, column)
    for tile in tiles:
        cells[cell(row, column)] = tile
        row -= 1
    return tuple(cells)


def neighbours(index: int) -> list[int]:
    row, column = divmod(index, COLUMNS)
    near = []
    if row > 0:
        near.append(index - COLUMNS)
    if row < ROWS - 1:
        near.append(index + COLUMNS)
    if column > 0:
        near.append(index - 1)
    if column < COLUMNS - 1:
        near.append(index + 1)
    return near


NEIGHBOURS = tuple(tuple(neighbours(index)) for index in range(CELLS))


def groups(shelf: tuple[int, ...]) -> list[tuple[int, frozenset[int]]]:
    """Every maximal set of same-type tiles touching by a side: (type, cells)."""
    seen = [False] * CELLS
    found = []
    for start in range(CELLS):
        tile = shelf[start]
        if tile == EMPTY or seen[start]:
            continue
        seen[start] = True
        members = [start]
        for index in members:
            for near in NEIGHBOURS[index]:
                if not seen[near] and shelf[near] == tile:
                    seen[near] = True
                    members.append(near)
        found.append((tile, frozenset(members)))
    return found


def rows(shelf: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [shelf[r * COLUMNS : (r + 1) * COLUMNS] for r in range(ROWS)]


def columns(shelf: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [tuple(shelf[cell(r, c)] for r in range(ROWS)) for c in range(COLUMNS)]
