"""Each of the 12 common goal cards: three bookshelves that show it and three that narrowly do not;
how close a shelf is to each (what the page shows players), reaching the need exactly when the
card is reached."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shelfie.games.myshelfie import goals
from shelfie.games.myshelfie.shelf import COLUMNS, ROWS
from tests.budget import examples

from .helpers import heights, shelf

CASES = {
    goals.six_pairs: (
        ["CC.BB", ".....", "GG.FF", "TT.PP"],
        ["C.C.C", "C.C.C", "B.B.B", "B.B.B"],
        ["CCC..", "BBBB.", "GG...", "FF...", "TT...", "PP..."],
    ),
    goals.four_corners: (
        ["C...C", ".....", ".....", ".....", ".....", "C...C"],
        ["BGFTB", "GGGGG", "CCCCC", "FFFFF", "TTTTT", "BPPPB"],
        ["PCCCP", "CBBBC", "BCCCB", "CBBBC", "BCCCB", "PCCCP"],
    ),
    goals.four_groups_of_four: (
        ["CBGT.", "CBGT.", "CBGT.", "CBGT."],
        ["CCCCC", "BBBBB", "CCCCC", "BBBBB"],
        ["CC.BB", "C...B", "C...B", "GG.FF", "G...F", "G...F"],
    ),
    goals.two_squares: (
        ["CC...", "CC...", ".....", "...BB", "...BB"],
        ["CCCC.", "CCCC."],
        ["CC...", "CC...", "CC...", "CC..."],
    ),
    goals.three_columns_of_few_types: (
        ["CBG..", "BCG..", "CBG..", "BCG..", "CBG..", "BCG.."],
        ["CCC..", "BBB..", "GGG..", "CCC..", "BBB..", "GGG.."],
        ["CCCC.", "BBBF.", "GGGT.", "CCCP.", "BBBC.", "GGGB."],
    ),
    goals.eight_of_a_type: (
        ["C.C.C", "C.C.C", "B.C.C"],
        ["CCCCC", "CBCBC"],
        ["PPPP.", "PPPP."],
    ),
    goals.diagonal: (
        ["C....", ".C...", "..C..", "...C.", "....C", "....."],
        [".....", "B....", ".B...", "..B..", "...B.", "....B"],
        ["....T", "...T.", "..T..", ".T...", "T....", "....."],
    ),
    goals.four_rows_of_few_types: (
        ["CCBBC", "BBCCB", "GGGGG", "CBGCB"],
        ["CBGCB", "BGCBG", "GCBGC", "CBGCB", "BGCBG", "GCBGC"],
        ["CBGFT", "CCCCC", "CBGFT", "BBBBB", "GGGGG", "FFFFF"],
    ),
    goals.two_columns_all_different: (
        ["CP...", "BT...", "GF...", "FG...", "TB...", "PC..."],
        ["...CP", "...BT", "...GF", "...FG", "...TB", "...PC"],
        ["CPCPC", "BTBTB", "GFGFG", "FGFGF", "TBTBT", "PCPCP"],
    ),
    goals.two_rows_all_different: (
        ["BGFTP", "CBGFT"],
        ["CBGFT", ".....", ".....", ".....", ".....", "PTFGB"],
        ["CBGFT", "BGFTP", "GFTPC"],
    ),
    goals.x_shape: (
        ["C.C..", ".C...", "C.C.."],
        ["..B.B", "...B.", "..B.B"],
        ["TCTBG", "BTBTG", "TBTGB", "GGBBC", "CCGGB", "BBCCG"],
    ),
}

NOT = {
    goals.six_pairs: (
        ["CC.BB", ".....", "GG.FF", "TT.P."],
        ["CCCCC", "C.C.C", "B.B.B", "B.B.B"],
        ["CC.BB", "GG.FF", "TT.PT"],
    ),
    goals.four_corners: (
        ["C...C", ".....", ".....", ".....", ".....", "C...B"],
        ["C...C", ".....", ".....", ".....", ".....", "....C"],
        ["C...C", ".....", ".....", ".....", "C....", ".C..C"],
    ),
    goals.four_groups_of_four: (
        ["CBG..", "CBGT.", "CBGT.", "CBGT."],
        ["CCCC.", "CCCC.", "BBBB.", "GGGG."],
        ["CBGT.", "CBGT.", "CBGT.", "TGBC."],
    ),
    goals.two_squares: (
        ["CC...", "CC...", ".....", "...BB", "...B."],
        ["CCC..", "CCC.."],
        ["CC.BB", "CB.BB"],
    ),
    goals.three_columns_of_few_types: (
        ["CCC..", "BBB..", "GGG..", "CCF..", "BBB..", "GGG.."],
        [".....", ".BB..", "GGG..", "CCC..", "BBB..", "GGG.."],
        ["CCB..", "BBG..", "GGF..", "CCT..", "BBP..", "GGC.."],
    ),
    goals.eight_of_a_type: (
        ["C.C.C", "C.C.C", "B.B.C"],
        ["CCCCB", "CBCBC"],
        ["PPPP.", "BBBB."],
    ),
    goals.diagonal: (
        ["C....", ".C...", "..C..", "...C.", "....B", "....."],
        ["C....", ".C...", "..C..", "...C.", ".....", "....."],
        [".C...", "..C..", "...C.", "....C", ".....", "....."],
    ),
    goals.four_rows_of_few_types: (
        ["CCBBC", "BBCCB", "GGGGG"],
        ["CCBBC", "BBCCB", "GGGGG", "CBGFB"],
        ["CCBB.", "BBCCB", "GGGGG", "CBGCB"],
    ),
    goals.two_columns_all_different: (
        ["CP...", "BT...", "GF...", "FG...", "TB...", "PT..."],
        ["C....", "B....", "G....", "F....", "T....", "P...."],
        [".P...", "BT...", "GF...", "FG...", "TB...", "PC..."],
    ),
    goals.two_rows_all_different: (
        ["BGFTB", "CBGFT"],
        ["BGFT.", "CBGFT"],
        ["CCCCC", "CBGFT"],
    ),
    goals.x_shape: (
        ["C.C..", ".C...", "C.B.."],
        [".C...", "CCC..", ".C..."],
        ["C.C..", ".....", "C.C.."],
    ),
}


@pytest.mark.parametrize("check", list(CASES), ids=lambda check: check.__name__)
def test_three_shelves_show_the_goal(check):
    for rows in CASES[check]:
        assert check(shelf("\n".join(rows))), rows


@pytest.mark.parametrize("check", list(NOT), ids=lambda check: check.__name__)
def test_three_shelves_narrowly_miss_the_goal(check):
    for rows in NOT[check]:
        assert not check(shelf("\n".join(rows))), rows


def test_staircase_is_heights_rising_by_one_from_either_side():
    for counts in ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6), (5, 4, 3, 2, 1), (6, 5, 4, 3, 2)):
        assert goals.staircase(heights(*counts)), counts
    for counts in ((1, 2, 3, 4, 6), (0, 1, 2, 3, 4), (1, 2, 3, 5, 4), (3, 4, 5, 6, 6)):
        assert not goals.staircase(heights(*counts)), counts


def test_every_card_is_named_and_numbered_in_rulebook_order():
    assert [goal.number for goal in goals.COMMON_GOALS] == list(range(1, 13))
    assert goals.COMMON_GOALS[11].check is goals.staircase
    assert {goal.check for goal in goals.COMMON_GOALS} == {*CASES, goals.staircase}


@st.composite
def shelves(draw) -> tuple[int, ...]:
    """A bookshelf as play leaves one (tiles fall to the bottom), often of few types, so that every
    card is sometimes reached and sometimes narrowly missed."""
    palette = draw(st.lists(st.integers(1, 6), min_size=1, max_size=6, unique=True))
    cells = [0] * (ROWS * COLUMNS)
    for column in range(COLUMNS):
        for k in range(draw(st.integers(0, ROWS))):
            cells[(ROWS - 1 - k) * COLUMNS + column] = draw(st.sampled_from(palette))
    return tuple(cells)


@pytest.mark.parametrize("goal", goals.COMMON_GOALS, ids=lambda goal: goal.check.__name__)
@settings(max_examples=examples(400), deadline=None)
@given(drawn=shelves())
def test_how_close_a_shelf_is_reaches_the_need_exactly_when_the_card_is_reached(goal, drawn):
    assert (goal.have(drawn) >= goal.need) == goal.check(drawn)
    assert goal.have(drawn) >= 0


@pytest.mark.parametrize("goal", goals.COMMON_GOALS, ids=lambda goal: goal.check.__name__)
def test_how_close_each_drawn_shelf_is(goal):
    """The shelves above that show a card count its need; those that narrowly miss count less."""
    for rows in CASES.get(goal.check, ()):
        assert goal.have(shelf("\n".join(rows))) >= goal.need, rows
    for rows in NOT.get(goal.check, ()):
        assert goal.have(shelf("\n".join(rows))) < goal.need, rows


def test_how_close_a_shelf_is_counts_what_a_player_would_count():
    by_name = {goal.check.__name__: goal for goal in goals.COMMON_GOALS}
    drawn = shelf("CC.BB\nGG.FF\nTT.PC")
    assert by_name["six_pairs"].have(drawn) == 5, "five pairs of six"
    assert by_name["eight_of_a_type"].have(shelf("CCCCC\nCB...")) == 6
    assert by_name["two_squares"].have(shelf("CCC..\nCCC..")) == 1, "overlapping squares count once"
    assert by_name["staircase"].have(heights(1, 2, 3, 6, 5)) == 4
    assert by_name["four_corners"].have(shelf("C...C\n.....\n.....\n.....\n.....\nC...B")) == 3
    assert by_name["diagonal"].have(shelf("C....\n.C...\n..B..\n...C.\n....C")) == 4
