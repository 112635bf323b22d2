"""The move generator: perft counts, agreement with a brute-force oracle, and self-consistency."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shelfie.games.dicegame.actions import Mark
from shelfie.games.dicegame.board import STANDARD_BOARD
from shelfie.games.dicegame.grid import FULL, item_bit
from shelfie.games.dicegame.markings import check_mark, legal_markings, markable_items

from .helpers import oracle_item_sets, sheet
from .perft_positions import POSITIONS


def item_set(mark: Mark) -> frozenset[tuple[int, int]]:
    return frozenset((c.shelf, c.column) for c in mark.combos)


@pytest.mark.parametrize(("count", "name", "faces", "rows"), POSITIONS, ids=[p[1] for p in POSITIONS])
def test_perft_count_of_legal_markings(count, name, faces, rows):
    marks = legal_markings(STANDARD_BOARD, faces.split(), sheet(*rows).available)
    assert len(marks) == count, name


@pytest.mark.parametrize(("count", "name", "faces", "rows"), POSITIONS, ids=[p[1] for p in POSITIONS])
def test_perft_positions_agree_with_the_oracle(count, name, faces, rows):
    available = sheet(*rows).available
    marks = legal_markings(STANDARD_BOARD, faces.split(), available)
    assert {item_set(m) for m in marks} == oracle_item_sets(STANDARD_BOARD, faces.split(), available)


faces = st.sampled_from(STANDARD_BOARD.faces)
positions = st.tuples(st.lists(faces, min_size=6, max_size=6), st.integers(min_value=0, max_value=FULL))


@given(positions)
def test_generator_matches_the_oracle_on_random_positions(position):
    dice, available = position
    marks = legal_markings(STANDARD_BOARD, dice, available)
    sets = [item_set(m) for m in marks]
    assert len(sets) == len(set(sets)), "each item set is listed once"
    assert set(sets) == oracle_item_sets(STANDARD_BOARD, dice, available)


@given(positions)
def test_every_generated_assignment_is_accepted_by_the_rule_checker(position):
    dice, available = position
    for mark in legal_markings(STANDARD_BOARD, dice, available):
        mask = check_mark(STANDARD_BOARD, dice, available, mark)
        assert mask == sum(item_bit(s, c) for s, c in item_set(mark))


@given(positions)
def test_highlighted_items_are_exactly_the_items_of_single_markings(position):
    dice, available = position
    singles = {
        next(iter(item_set(m))) for m in legal_markings(STANDARD_BOARD, dice, available) if len(m.combos) == 1
    }
    mask = markable_items(STANDARD_BOARD, dice, available)
    assert {(s, c) for s in range(5) for c in range(5) if mask & item_bit(s, c)} == singles


@given(positions)
def test_item_set_masks_from_face_counts_match_the_full_generator(position):
    from shelfie.games.dicegame.markings import item_set_masks

    dice, available = position
    counts = [dice.count(icon) for icon in STANDARD_BOARD.icons]
    expected = sorted(
        sum(item_bit(c.shelf, c.column) for c in m.combos)
        for m in legal_markings(STANDARD_BOARD, dice, available)
    )
    assert sorted(item_set_masks(STANDARD_BOARD, counts, dice.count("joker"), available)) == expected
