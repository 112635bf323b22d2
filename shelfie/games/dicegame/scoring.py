"""Scores computed from the boards alone, so a running score and the final one agree."""

from dataclasses import dataclass

from shelfie.games.dicegame.board import Board
from shelfie.games.dicegame.grid import LINES, SIZE, LineKind, bits
from shelfie.games.dicegame.sheet import Sheet

MIN_MARKED_TO_SCORE = 3


@dataclass(frozen=True, slots=True)
class ScoreCard:
    shelves: tuple[int, ...]
    columns: tuple[int, ...]

    @property
    def total(self) -> int:
        return sum(self.shelves) + sum(self.columns)


def score(board: Board, sheet: Sheet) -> ScoreCard:
    """A line scores the values of its marked items once it has at least 3 of them."""
    points = {LineKind.SHELF: [0] * SIZE, LineKind.COLUMN: [0] * SIZE}
    for line in LINES:
        marked = sheet.marked & line.mask
        if marked.bit_count() >= MIN_MARKED_TO_SCORE:
            points[line.kind][line.index] = sum(board.value(s, c) for s, c in bits(marked))
    return ScoreCard(tuple(points[LineKind.SHELF]), tuple(points[LineKind.COLUMN]))


@dataclass(frozen=True, slots=True)
class Scored:
    cards: tuple[ScoreCard, ...]
    winners: tuple[int, ...]
    """Seats with the highest total; several means a shared victory."""

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(card.total for card in self.cards)


def outcome(board: Board, sheets: tuple[Sheet, ...]) -> Scored:
    cards = tuple(score(board, sheet) for sheet in sheets)
    best = max(card.total for card in cards)
    return Scored(cards, tuple(seat for seat, card in enumerate(cards) if card.total == best))
