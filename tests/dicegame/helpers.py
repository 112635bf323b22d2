"""Builders that put a game into an exact position, and an independent marking oracle."""

from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from shelfie.games.dicegame.actions import Roll, StopRolling
from shelfie.games.dicegame.board import JOKER, STANDARD_BOARD, Board
from shelfie.games.dicegame.grid import SIZE, item_bit
from shelfie.games.dicegame.rules import apply, new_game
from shelfie.games.dicegame.sheet import Sheet
from shelfie.games.dicegame.state import GameState


def sheet(*rows: str) -> Sheet:
    """A sheet drawn as 5 rows of 5 characters: '.' available, 'o' marked, 'x' crossed out."""
    assert len(rows) == SIZE
    marked = crossed = 0
    for shelf, row in enumerate(rows):
        cells = row.replace(" ", "")
        assert len(cells) == SIZE, row
        for column, cell in enumerate(cells):
            if cell == "o":
                marked |= item_bit(shelf, column)
            elif cell == "x":
                crossed |= item_bit(shelf, column)
            else:
                assert cell == ".", cell
    return Sheet(marked, crossed)


def draw(s: Sheet) -> list[str]:
    """The inverse of ``sheet``: handy in assertion messages."""
    return [
        "".join(
            "o" if s.marked & item_bit(r, c) else "x" if s.crossed & item_bit(r, c) else "."
            for c in range(SIZE)
        )
        for r in range(SIZE)
    ]


def dice(text: str) -> list[str]:
    return text.split()


def playing(
    players: Sequence[str] = ("Ann", "Bob"), sheets: Sequence[Sheet] | None = None, first: int = 0
) -> GameState:
    state = new_game(players, seed=7, first_player=first)
    if sheets is not None:
        state = replace(state, sheets=tuple(sheets))
    return state


def at_mark(
    faces: str,
    sheets: Sequence[Sheet] | None = None,
    players: Sequence[str] = ("Ann", "Bob"),
    first: int = 0,
) -> GameState:
    """The current player has just stopped rolling with these six faces."""
    state = apply(playing(players, sheets, first), Roll(), dice=dice(faces))
    return apply(state, StopRolling())


def oracle_item_sets(board: Board, faces: Sequence[str], available: int) -> set[frozenset[tuple[int, int]]]:
    """Every 1-3 item set with an explicit assignment of distinct dice, found by trying them all."""

    def combo_ok(shelf: int, chosen: tuple[int, ...]) -> bool:
        shown = [faces[i] for i in chosen]
        jokers = shown.count(JOKER)
        real = shown.count(board.icons[shelf])
        return jokers <= 1 and real >= 1 and real + jokers == len(chosen)

    def assignable(items: tuple[tuple[int, int], ...], free: frozenset[int]) -> bool:
        if not items:
            return True
        (shelf, column), rest = items[0], items[1:]
        need = board.dice_per_column[column]
        return any(
            combo_ok(shelf, chosen) and assignable(rest, free - set(chosen))
            for chosen in combinations(sorted(free), need)
        )

    every = frozenset(range(len(faces)))
    items = [
        (s, c)
        for s in range(SIZE)
        for c in range(SIZE)
        if available & item_bit(s, c) and assignable(((s, c),), every)
    ]
    found: set[frozenset[tuple[int, int]]] = set()
    for size in (1, 2, 3):
        for chosen_items in combinations(items, size):
            if assignable(chosen_items, every):
                found.add(frozenset(chosen_items))
    return found


STANDARD = STANDARD_BOARD
