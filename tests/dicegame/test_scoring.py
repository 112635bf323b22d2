"""RULES.md "Scoring" and worked check 3."""

from dataclasses import replace

from shelfie.games.dicegame.board import STANDARD_BOARD
from shelfie.games.dicegame.scoring import outcome, score

from .helpers import sheet


def test_worked_check_3_shelf_with_columns_1_2_4_scores_8():
    card = score(STANDARD_BOARD, sheet("oo.o.", ".....", ".....", ".....", "....."))
    assert card.shelves[0] == 1 + 2 + 5 == 8
    assert card.total == 8


def test_line_with_one_or_two_marked_items_scores_nothing():
    card = score(STANDARD_BOARD, sheet("oo...", "o....", ".....", ".....", "....."))
    assert card.shelves == (0, 0, 0, 0, 0) and card.columns == (0, 0, 0, 0, 0)


def test_item_scores_in_both_its_shelf_and_its_column():
    card = score(STANDARD_BOARD, sheet("ooo..", "o....", "o....", ".....", "....."))
    assert card.shelves[0] == 6 and card.columns[0] == 3 and card.total == 9


def test_crossed_out_items_score_nothing():
    card = score(STANDARD_BOARD, sheet("ooxxx", "x....", "x....", ".....", "....."))
    assert card.total == 0


def test_full_board_scores_every_line():
    card = score(STANDARD_BOARD, sheet(*["ooooo"] * 5))
    assert card.shelves == (19,) * 5
    assert card.columns == (5, 10, 15, 25, 40)
    assert card.total == 95 + 95


def test_highest_total_wins():
    result = outcome(STANDARD_BOARD, (sheet("ooo..", *["....."] * 4), sheet(*["....."] * 5)))
    assert result.totals == (6, 0) and result.winners == (0,)


def test_ties_share_the_victory():
    a = sheet("ooo..", *["....."] * 4)
    b = sheet(".....", "ooo..", *["....."] * 3)
    result = outcome(STANDARD_BOARD, (a, b, sheet(*["....."] * 5)))
    assert result.winners == (0, 1)


def test_scores_follow_the_board_values():
    board = replace(STANDARD_BOARD)
    object.__setattr__(board, "values", ((2, 2, 2, 2, 2),) * 5)
    assert score(board, sheet("ooo..", *["....."] * 4)).shelves[0] == 6
