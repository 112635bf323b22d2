"""The two printed pads as data: which spaces exist, which are stars and hearts, and the mirror pairs.

A pad is 7 rows by 8 columns with the centre line between columns 3 and 4; space (row, column)
mirrors (row, 7 - column). Spaces are numbered ``row * 8 + column`` so a pad's numbers are one flat
tuple. Transcribed from ``RULES-SPLITTER.md``; ``tests/splitter/test_pads.py`` checks the counts.
"""

from dataclasses import dataclass

ROWS = 7
COLUMNS = 8
CELLS = ROWS * COLUMNS

_PAD_A = """
..####..
.######.
########
*######*
########
.######.
..####..
"""

_PAD_B = """
###..#H#
########
.H#####.
.##..##.
.###H##.
########
#*#..#*#
"""


def cell(row: int, column: int) -> int:
    return row * COLUMNS + column


def position(space: int) -> tuple[int, int]:
    return divmod(space, COLUMNS)


def mirror(space: int) -> int:
    row, column = position(space)
    return cell(row, COLUMNS - 1 - column)


@dataclass(frozen=True)
class Pad:
    name: str
    spaces: frozenset[int]
    stars: frozenset[int]
    hearts: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]
    """The mirror pairs (left space, right space), top row first, outer pair first."""
    neighbours: tuple[tuple[int, ...], ...]
    """For every cell, its orthogonal neighbours that are spaces (diagonals are not adjacent)."""


def _pad(name: str, drawing: str) -> Pad:
    rows = drawing.strip().splitlines()
    assert len(rows) == ROWS and all(len(row) == COLUMNS for row in rows)
    marks = {cell(r, c): mark for r, row in enumerate(rows) for c, mark in enumerate(row)}
    spaces = frozenset(space for space, mark in marks.items() if mark != ".")
    assert all(mirror(space) in spaces for space in spaces), "the spaces are mirror-symmetric"
    pairs = tuple(
        (cell(r, c), cell(r, COLUMNS - 1 - c))
        for r in range(ROWS)
        for c in range(COLUMNS // 2)
        if cell(r, c) in spaces
    )
    neighbours = []
    for space in range(CELLS):
        r, c = position(space)
        near = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        neighbours.append(
            tuple(
                cell(nr, nc)
                for nr, nc in near
                if 0 <= nr < ROWS and 0 <= nc < COLUMNS and cell(nr, nc) in spaces
            )
        )
    return Pad(
        name,
        spaces,
        frozenset(space for space, mark in marks.items() if mark == "*"),
        tuple(sorted(space for space, mark in marks.items() if mark == "H")),
        pairs,
        tuple(neighbours),
    )


PADS = {"A": _pad("A", _PAD_A), "B": _pad("B", _PAD_B)}
"""Pad A is the one for a first game; pad B adds the hearts."""
