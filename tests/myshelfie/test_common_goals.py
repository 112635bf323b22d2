"""Each of the 12 common goal cards: three bookshelves that show it and three that narrowly do not."""

import pytest

from shelfie.games.myshelfie import goals

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
