"""Bookshelves and boards drawn as text: C cat, B book, G game, F frame, T trophy, P plant, . empty."""

from shelfie.games.myshelfie.board import CELLS, SIZE
from shelfie.games.myshelfie.shelf import COLUMNS, ROWS

LETTERS = "CBGFTP"


def shelf(drawing: str) -> tuple[int, ...]:
    """A bookshelf from up to 6 rows of 5 letters, top row first; missing top rows are empty."""
    rows = [row.strip() for row in drawing.strip().splitlines()]
    rows = ["....."] * (ROWS - len(rows)) + rows
    assert len(rows) == ROWS and all(len(row) == COLUMNS for row in rows), drawing
    return tuple(0 if ch == "." else LETTERS.index(ch) + 1 for row in rows for ch in row)


def heights(*counts: int) -> tuple[int, ...]:
    """A bookshelf whose columns hold ``counts`` tiles, of types that make no pattern."""
    cells = [0] * (ROWS * COLUMNS)
    for column, count in enumerate(counts):
        for k in range(count):
            cells[(ROWS - 1 - k) * COLUMNS + column] = (column + 2 * k) % 6 + 1
    return tuple(cells)


def board(tiles: dict[tuple[int, int], str]) -> tuple[int, ...]:
    """A living room with only ``tiles`` ((row, column) -> letter)."""
    cells = [0] * CELLS
    for (row, column), letter in tiles.items():
        cells[row * SIZE + column] = LETTERS.index(letter) + 1
    return tuple(cells)
