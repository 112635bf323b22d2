"""Pads written from the rule file's row lists, and games at a chosen position."""

from dataclasses import replace

from shelfie.games.splitter.pads import CELLS, COLUMNS, PADS, Pad, cell
from shelfie.games.splitter.rules import new_game
from shelfie.games.splitter.state import State

PAD_A, PAD_B = PADS["A"], PADS["B"]


def grid(rows: list[list[int]]) -> tuple[int, ...]:
    """A pad's numbers from rows top to bottom (0: empty or no space)."""
    return tuple(value for row in rows for value in row)


def written(pad: Pad, spaces: dict[tuple[int, int], int]) -> tuple[int, ...]:
    """A pad with only ``spaces`` ((row, column) -> number) written."""
    numbers = [0] * CELLS
    for (row, column), number in spaces.items():
        assert cell(row, column) in pad.spaces, (row, column)
        numbers[cell(row, column)] = number
    return tuple(numbers)


def mirrored(numbers: tuple[int, ...]) -> tuple[int, ...]:
    """The whole pad seen in a mirror: column c becomes 7 - c."""
    return tuple(
        numbers[(space // COLUMNS) * COLUMNS + COLUMNS - 1 - space % COLUMNS] for space in range(CELLS)
    )


def game(players: int = 1, dice: tuple[int, int] = (3, 5), pad: str = "A", seed: int = 7) -> State:
    """A new game whose first round's numbers are ``dice``."""
    state = new_game([f"P{i}" for i in range(players)], seed, pad)
    return replace(state, dice=dice)
