"""Scoring, rule by rule, and the rule file's two worked pads."""

from hypothesis import given
from hypothesis import strategies as st

from shelfie.games.splitter.pads import cell
from shelfie.games.splitter.scoring import card, hearts_agreeing, score, unfinished

from .helpers import PAD_A, PAD_B, grid, mirrored, written

WORKED_A = [
    [0, 0, 2, 4, 5, 1, 0, 0],
    [0, 1, 3, 3, 3, 1, 1, 0],
    [5, 6, 1, 1, 1, 1, 5, 5],
    [3, 1, 1, 6, 6, 3, 5, 4],
    [1, 1, 1, 1, 6, 5, 5, 5],
    [0, 1, 1, 1, 2, 2, 5, 0],
    [0, 0, 1, 6, 6, 1, 0, 0],
]
WORKED_B = [
    [1, 1, 1, 0, 0, 1, 3, 1],
    [1, 1, 3, 3, 3, 1, 1, 1],
    [0, 6, 1, 1, 1, 1, 5, 0],
    [0, 1, 1, 0, 0, 3, 5, 0],
    [0, 1, 1, 1, 6, 5, 5, 0],
    [1, 1, 1, 1, 2, 2, 5, 1],
    [2, 2, 1, 0, 0, 1, 2, 1],
]


def test_the_worked_pad_a_scores_7():
    result = card(PAD_A, grid(WORKED_A))
    assert result.total == 7
    assert result.numbers == (2, 2, 3, 0, 0, 0)  # two lone 1s, two 2s, three 3s


def test_the_worked_pad_b_scores_15_without_the_hearts_bonus():
    result = card(PAD_B, grid(WORKED_B))
    assert result.total == 15
    assert result.hearts == 0  # its hearts hold 3, 6, 6
    assert result.stars == 2  # the two 2s on the star at row 7, column 2


def test_a_lone_1_scores_1_and_two_touching_1s_score_nothing():
    assert score(PAD_A, written(PAD_A, {(2, 2): 1})) == 1
    assert score(PAD_A, written(PAD_A, {(2, 2): 1, (4, 2): 1})) == 2
    assert score(PAD_A, written(PAD_A, {(2, 2): 1, (2, 3): 1})) == 0


def test_diagonal_numbers_are_not_adjacent():
    assert score(PAD_A, written(PAD_A, {(2, 2): 1, (3, 3): 1})) == 2
    assert score(PAD_A, written(PAD_A, {(2, 2): 2, (3, 3): 2})) == 0


def test_exactly_n_ns_score_n_and_one_more_or_less_scores_nothing():
    for n in range(2, 7):
        spaces = [(2, c) for c in range(n)] if n <= 8 else []
        exact = written(PAD_A, {space: n for space in spaces})
        assert score(PAD_A, exact) == n, n
        short = written(PAD_A, {space: n for space in spaces[:-1]})
        assert score(PAD_A, short) == 0, n
        longer = written(PAD_A, {space: n for space in [*spaces, (2, n)]})
        assert score(PAD_A, longer) == 0, n


def test_separate_groups_of_the_same_number_each_score():
    three_threes = {
        (0, 2): 3,
        (0, 3): 3,
        (1, 2): 3,
        (3, 2): 3,
        (3, 3): 3,
        (4, 3): 3,
        (6, 4): 3,
        (6, 5): 3,
        (5, 5): 3,
    }
    assert score(PAD_A, written(PAD_A, three_threes)) == 9


def test_a_star_doubles_the_scoring_group_it_is_in():
    on_star = written(PAD_A, {(3, 0): 2, (2, 0): 2})
    result = card(PAD_A, on_star)
    assert (result.numbers[1], result.stars, result.total) == (2, 2, 4)


def test_a_lone_1_on_a_star_scores_2():
    assert score(PAD_A, written(PAD_A, {(3, 7): 1})) == 2


def test_a_star_gives_nothing_to_a_group_that_does_not_score():
    assert score(PAD_A, written(PAD_A, {(3, 0): 3, (2, 0): 3})) == 0


def test_three_equal_hearts_add_5_even_outside_a_scoring_group():
    hearts = {(0, 6): 4, (2, 1): 4, (4, 4): 4}
    result = card(PAD_B, written(PAD_B, hearts))
    assert (result.hearts, result.total) == (5, 5)
    assert card(PAD_B, written(PAD_B, {**hearts, (4, 4): 5})).hearts == 0
    assert card(PAD_B, written(PAD_B, {(0, 6): 4, (2, 1): 4})).hearts == 0  # one heart empty


def test_the_scoring_spaces_are_the_groups_that_score():
    numbers = written(PAD_A, {(2, 0): 2, (3, 0): 2, (5, 3): 3, (5, 4): 3})
    assert card(PAD_A, numbers).scoring == {16, 24}


@given(st.lists(st.integers(0, 6), min_size=56, max_size=56))
def test_pad_a_scores_the_same_in_a_mirror(values):
    numbers = tuple(v if space in PAD_A.spaces else 0 for space, v in enumerate(values))
    assert score(PAD_A, numbers) == score(PAD_A, mirrored(numbers))


@given(
    st.sampled_from([PAD_A, PAD_B]),
    st.lists(st.integers(0, 6), min_size=56, max_size=56),
    st.booleans(),
)
def test_the_score_is_the_score_columns_total(pad, values, equal_hearts):
    """``score`` (the bots' and the rules' fast path) adds up what ``card`` (the page's score column)
    shows, stars and hearts included."""
    numbers = [v if space in pad.spaces else 0 for space, v in enumerate(values)]
    if equal_hearts and pad.hearts:
        for heart in pad.hearts:
            numbers[heart] = numbers[pad.hearts[0]]
    assert score(pad, tuple(numbers)) == card(pad, tuple(numbers)).total


def test_every_group_not_scoring_is_listed_with_the_empty_spaces_beside_it():
    numbers = written(
        PAD_A,
        {(2, 2): 3, (2, 3): 3, (4, 2): 2, (4, 3): 2, (4, 4): 2, (0, 2): 2, (0, 3): 5, (1, 2): 6, (6, 5): 1},
    )
    found = {
        (group.number, min(group.spaces)): (len(group.spaces), room)
        for group, room in unfinished(PAD_A, numbers)
    }
    assert found[(3, cell(2, 2))] == (2, 5), "two 3s of three; of the six spaces around them the 6 takes one"
    assert found[(2, cell(4, 2))] == (3, 8), "three 2s: too many, whatever the room"
    assert found[(2, cell(0, 2))] == (1, 0), "a 2 boxed in by the pad's edge, a 5 and a 6"
    assert (1, cell(6, 5)) not in found, "a lone 1 scores"
    assert [min(group.spaces) for group, _ in unfinished(PAD_A, numbers)] == sorted(
        min(group.spaces) for group, _ in unfinished(PAD_A, numbers)
    ), "in reading order"
    assert all(not group.scores for group, _ in unfinished(PAD_A, grid(WORKED_A)))


def test_the_hearts_agree_while_every_written_one_holds_the_same_number():
    """Pad B's hearts are (0, 6), (2, 1) and (4, 4); pad A has none."""
    assert hearts_agreeing(PAD_B, written(PAD_B, {})) == (0, 0)
    assert hearts_agreeing(PAD_B, written(PAD_B, {(0, 6): 4, (0, 1): 4})) == (4, 1)
    assert hearts_agreeing(PAD_B, written(PAD_B, {(0, 6): 4, (2, 1): 4})) == (4, 2)
    assert hearts_agreeing(PAD_B, written(PAD_B, {(0, 6): 4, (2, 1): 3})) == (0, 0)
    three = written(PAD_B, {(0, 6): 2, (2, 1): 2, (4, 4): 2})
    assert hearts_agreeing(PAD_B, three) == (2, 3)
    assert card(PAD_B, three).hearts == 5
    assert hearts_agreeing(PAD_A, written(PAD_A, {(3, 0): 4})) == (0, 0)
