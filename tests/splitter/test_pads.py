"""The pads as the rule file draws them: spaces, mirror pairs, stars and hearts."""

from shelfie.games.splitter.pads import cell, mirror

from .helpers import PAD_A, PAD_B


def test_each_pad_has_44_spaces_in_22_mirror_pairs():
    for pad in (PAD_A, PAD_B):
        assert len(pad.spaces) == 44
        assert len(pad.pairs) == 22
        assert {space for pair in pad.pairs for space in pair} == pad.spaces
        assert all(right == mirror(left) and left % 8 < 4 for left, right in pad.pairs)


def test_pad_a_has_stars_at_the_ends_of_the_middle_row_and_no_hearts():
    assert PAD_A.stars == {cell(3, 0), cell(3, 7)}
    assert PAD_A.hearts == ()
    assert cell(0, 0) not in PAD_A.spaces and cell(0, 2) in PAD_A.spaces


def test_pad_b_hearts_are_not_mirrored_its_stars_are():
    assert PAD_B.stars == {cell(6, 1), cell(6, 6)}
    assert PAD_B.hearts == (cell(0, 6), cell(2, 1), cell(4, 4))
    for heart in PAD_B.hearts:
        assert mirror(heart) in PAD_B.spaces and mirror(heart) not in PAD_B.hearts
    assert cell(3, 3) not in PAD_B.spaces and cell(0, 3) not in PAD_B.spaces


def test_neighbours_are_orthogonal_spaces_only():
    assert set(PAD_A.neighbours[cell(2, 0)]) == {cell(2, 1), cell(3, 0)}  # (1, 0) is no space
    assert cell(1, 1) not in PAD_A.neighbours[cell(2, 2)]  # diagonal
