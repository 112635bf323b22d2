"""Computer players: legal moves only, no peeking at future dice, exact expectimax on known positions."""

import math
import random
import statistics
from dataclasses import replace

import pytest

from shelfie.bots.dicegame.evaluation import evaluate
from shelfie.bots.dicegame.expectimax import best_keep, plan_turn
from shelfie.bots.dicegame.multisets import KEEP_INDEX, OUTCOMES, ROLL_CHANCE, ROLL_INDEX, ROLLS
from shelfie.bots.dicegame.players import LEVELS, EasyBot, HardBot, MediumBot
from shelfie.bots.framework import choose
from shelfie.bots.sim import GameResult, per_seed, play, report
from shelfie.games.dicegame.actions import Mark, Roll, StopRolling, marked_by
from shelfie.games.dicegame.board import STANDARD_BOARD
from shelfie.games.dicegame.game import GAME
from shelfie.games.dicegame.grid import FULL, bits, item_bit
from shelfie.games.dicegame.rules import apply, legal_actions, new_game
from shelfie.games.dicegame.scoring import score
from tests.budget import examples

from ..dicegame.helpers import at_mark, dice, playing, sheet

CAT, BOOK = 0, 1


def test_keeps_are_exactly_the_sub_multisets_and_outcomes_add_the_thrown_dice():
    from math import prod

    from shelfie.bots.dicegame.multisets import KEEPS, SUBSETS

    for roll, keeps in zip(ROLLS, SUBSETS, strict=True):
        assert len(keeps) == prod(count + 1 for count in roll) - 1
        for k in keeps:
            assert all(kept <= have for kept, have in zip(KEEPS[k], roll, strict=True))
    for keep, outcomes in zip(KEEPS, OUTCOMES, strict=True):
        for r, _ in outcomes:
            assert all(have >= kept for have, kept in zip(ROLLS[r], keep, strict=True))
        assert len({r for r, _ in outcomes}) == len(outcomes)


def test_the_plan_averages_each_keeps_outcomes_and_takes_the_best_of_its_keeps():
    """The plan builds keep values one die at a time and the best keep from the five-dice keeps up;
    both must equal the definitions: a keep's chance-weighted outcomes, a roll's best sub-multiset."""
    from shelfie.bots.dicegame.multisets import SUBSETS

    partly = sheet("oo...", ".x...", "..o..", ".....", "x....")
    plan = plan_turn(STANDARD_BOARD, partly)
    for keeps, values in ((plan.keep_one, plan.final), (plan.keep_two, plan.after_one)):
        for k, outcomes in enumerate(OUTCOMES):
            assert keeps[k] == pytest.approx(sum(chance * values[r] for r, chance in outcomes), abs=1e-12)
    for stop, keeps, after in (
        (plan.final, plan.keep_one, plan.after_one),
        (plan.after_one, plan.keep_two, plan.after_two),
    ):
        for r in range(len(ROLLS)):
            assert after[r] == max(stop[r], *(keeps[k] for k in SUBSETS[r]))


def test_the_plan_marks_from_every_item_set_the_bookshelf_allows():
    """The plan lists each result's item sets once for an empty bookshelf and keeps those whose
    items are all available: the same sets, in the same order, as generating them for the sheet."""
    from shelfie.bots.dicegame.expectimax import final_options
    from shelfie.bots.dicegame.multisets import JOKER_INDEX
    from shelfie.games.dicegame.markings import item_set_masks
    from shelfie.games.dicegame.sheet import Sheet

    rng = random.Random(5)
    for _ in range(40):
        marked = rng.getrandbits(25) & rng.getrandbits(25)
        crossed = rng.getrandbits(25) & rng.getrandbits(25) & ~marked
        bookshelf = Sheet(marked, crossed)
        for r, roll in enumerate(ROLLS):
            if roll[JOKER_INDEX] == 6:
                continue
            masks = item_set_masks(STANDARD_BOARD, roll[:JOKER_INDEX], roll[JOKER_INDEX], bookshelf.available)
            if masks:
                assert final_options(STANDARD_BOARD, bookshelf, r) == [(marked | m, crossed) for m in masks]


def test_multisets_cover_every_roll_with_total_chance_one():
    assert len(ROLLS) == 462
    assert abs(sum(ROLL_CHANCE) - 1) < 1e-12
    for outcomes in OUTCOMES:
        assert abs(sum(chance for _, chance in outcomes) - 1) < 1e-12


@pytest.mark.parametrize(
    "names", [("easy", "medium"), ("medium", "hard"), ("hard", "easy", "medium", "hard")]
)
def test_bots_only_ever_submit_legal_actions(names):
    for seed in range(examples(8, least=2)):
        bots = [LEVELS[name]() for name in names]
        state = new_game(list(names), seed=seed)
        while not state.is_over:
            action = choose(GAME, bots[state.current], state, state.current)
            legal = legal_actions(state)
            if isinstance(action, Mark):
                assert {frozenset((c.shelf, c.column) for c in action.combos)} <= {
                    frozenset((c.shelf, c.column) for c in a.combos) for a in legal if isinstance(a, Mark)
                }
            else:
                assert action in legal
            state = apply(state, action)


def test_bot_decisions_depend_only_on_what_is_visible():
    """Two games that differ only in the seed (so in every future die) get the same decisions."""
    for seed in range(examples(5, least=2)):
        state = new_game(["A", "B"], seed=seed)
        state = apply(state, Roll())
        for _ in range(2):
            other = replace(state, config=replace(state.config, seed=state.config.seed + 12345))
            for name in LEVELS:
                first = LEVELS[name]() if name != "easy" else EasyBot(random.Random(seed))
                second = LEVELS[name]() if name != "easy" else EasyBot(random.Random(seed))
                assert choose(GAME, first, state, 0) == choose(GAME, second, other, 0)
            state = apply(state, legal_actions(state)[-1])


LAST_ITEM = sheet("ooxx.", "xxxxx", "xxxxx", "xxxxx", "xxxxx")
"""Only the 5-dice cat is left, and it would complete a scoring shelf (1 + 2 + 8)."""


def test_hard_keeps_the_cats_when_only_the_five_dice_cat_is_left():
    state = apply(
        playing(players=("Solo",), sheets=[LAST_ITEM]), Roll(), dice=dice("cat cat cat cat book book")
    )
    assert HardBot().decide(state, state.current) == Roll(frozenset({0, 1, 2, 3}))


def test_hard_stops_when_the_dice_already_mark_the_best_item():
    state = apply(
        playing(players=("Solo",), sheets=[LAST_ITEM]), Roll(), dice=dice("cat cat cat cat joker book")
    )
    assert HardBot().decide(state, state.current) == StopRolling()


def test_hard_marks_the_item_that_completes_a_scoring_line():
    # Alone: with an opponent, on the first turn, marking on the shelf nearest to closing also brings
    # the end nearer, and the chance of winning is nearly level between the markings.
    state = at_mark("cat cat cat book book book", sheets=[sheet("oo...", *["....."] * 4)], players=("Solo",))
    action = HardBot().decide(state, state.current)
    assert isinstance(action, Mark)
    assert (CAT, 2) in {(c.shelf, c.column) for c in action.combos}


def test_expected_value_of_a_keep_is_the_chance_weighted_mean_worked_by_hand():
    """Only the 1-die cat is left (it makes a scoring shelf): it is marked when any die shows a cat,
    chance 1 - (5/6)^6, or when all six show the joker, chance (1/6)^6."""
    only_cat = sheet(".ooxx", *["xxxxx"] * 4)
    plan = plan_turn(STANDARD_BOARD, only_cat)
    success = evaluate(STANDARD_BOARD, only_cat.marked | item_bit(0, 0), only_cat.crossed)
    failure = evaluate(STANDARD_BOARD, only_cat.marked, FULL & ~only_cat.marked)
    assert success > failure
    chance = 1 - (5 / 6) ** 6 + (1 / 6) ** 6  # six jokers show no cat but mark any item
    keep_nothing = KEEP_INDEX[(0, 0, 0, 0, 0, 0)]
    assert plan.keep_one[keep_nothing] == pytest.approx(chance * success + (1 - chance) * failure)
    no_cat = ROLL_INDEX[(0, 6, 0, 0, 0, 0)]
    keep, value = best_keep(plan, no_cat, rerolls_left=1)
    assert keep == (0, 0, 0, 0, 0, 0)
    assert value == pytest.approx(chance * success + (1 - chance) * failure)
    _, value_two = best_keep(plan, no_cat, rerolls_left=2)
    assert value_two == pytest.approx(chance * success + (1 - chance) * plan.keep_one[keep_nothing])


def test_medium_keeps_its_most_common_icon_and_jokers():
    state = apply(playing(), Roll(), dice=dice("book cat book joker plant book"))
    assert MediumBot().decide(state, state.current) == Roll(frozenset({0, 2, 3, 5}))


def test_medium_at_its_temperature_varies_between_equal_scores_and_prefers_value():
    """Three books and three plants on empty shelves: no marking scores now, so Medium draws among
    them by the item value they mark (a twentieth of a point each): it varies, and a marking worth
    6 of value is likelier than one worth 4, which is likelier than one worth 2. When a marking
    scores, it wins outright (the previous test)."""
    state = at_mark("book book book plant plant plant", sheets=[sheet(*["....."] * 5), sheet(*["....."] * 5)])
    bot = MediumBot(rng=random.Random(7))
    picks = [marked_by(bot.decide(state, state.current)) for _ in range(1200)]
    by_value: dict[int, list[int]] = {}
    for action in legal_actions(state):
        if isinstance(action, Mark):
            mask = marked_by(action)
            value = sum(STANDARD_BOARD.value(s, c) for s, c in bits(mask))
            by_value.setdefault(value, []).append(picks.count(mask))
    mean = {value: statistics.fmean(counts) for value, counts in by_value.items()}
    assert len(set(picks)) > 8, "Medium varies between near-equal markings"
    assert mean[6] > mean[4] > mean[2] > 0, mean


def test_simulated_game_shares_a_win_and_reports_paired_intervals_over_seeds():
    result = play(("medium", "easy"), seed=3)
    assert sum(result.wins) == pytest.approx(1) and result.seed == 3
    lines = report([result, play(("easy", "medium"), seed=3)])
    assert lines[1].startswith("medium") and "%" in lines[1]
    assert lines[-1].startswith("paired medium − easy over 1 seeds")


def test_a_seeds_rotations_are_one_sample_and_the_difference_is_paired():
    """Two seeds, each played from both seats: per seed, A's mean is over its two seats."""
    results = [
        GameResult(("a", "b"), (10, 4), (1.0, 0.0), seed=1),
        GameResult(("b", "a"), (6, 8), (0.0, 1.0), seed=1),
        GameResult(("a", "b"), (2, 6), (0.0, 1.0), seed=2),
        GameResult(("b", "a"), (5, 5), (0.5, 0.5), seed=2),
    ]
    samples = per_seed(results)
    assert samples["a"] == {1: (9.0, 1.0), 2: (3.5, 0.25)}
    assert samples["b"] == {1: (5.0, 0.0), 2: (5.5, 0.75)}
    lines = report(results)
    assert lines[1].startswith("a             2      6.25 ±"), lines[1]
    diff = [9.0 - 5.0, 3.5 - 5.5]
    half = 1.96 * statistics.stdev(diff) / math.sqrt(2)
    assert lines[-1] == (
        f"paired a − b over 2 seeds: score {statistics.fmean(diff):+.2f} ± {half:.2f}, "
        f"win share {100 * 0.25:+.1f} ± {100 * 1.96 * statistics.stdev([1.0, -0.5]) / math.sqrt(2):.1f} points"
    )


class Spy:
    """A bot that keeps what it was shown."""

    name = "Spy"

    def __init__(self) -> None:
        self.seen = None

    def decide(self, seen, seat):
        self.seen = seen
        return legal_actions(seen)[0]


@pytest.mark.parametrize("seed", [1, 2**40, 2**64 - 1])
def test_a_bot_is_never_shown_the_seed(seed):
    spy = Spy()
    state = apply(new_game(["A", "B"], seed=seed), Roll())
    choose(GAME, spy, state, 0)
    assert spy.seen.config.seed != seed
    assert spy.seen.dice == state.dice and spy.seen.sheets == state.sheets, "the table is shown as it is"


def test_medium_marks_the_items_with_the_largest_immediate_gain():
    """Cat 1 and cat 2 are marked: the 3-dice cat completes the shelf's scoring three (1 + 2 + 3)."""
    state = at_mark(
        "cat cat cat book book book", sheets=[sheet("oo...", *["....."] * 4), sheet(*["....."] * 5)]
    )
    action = MediumBot(temperature=1e-4).decide(state, state.current)
    assert isinstance(action, Mark)
    chosen = {(c.shelf, c.column) for c in action.combos}
    assert chosen == {(CAT, 2), (BOOK, 0), (BOOK, 1)}, (
        "the scoring cat, then the most item value (book 1 + 2 ties book 3), then the most items"
    )
    gains = [
        score(state.board, state.current_sheet.mark(marked_by(a))).total
        for a in legal_actions(state)
        if isinstance(a, Mark)
    ]
    assert score(state.board, state.current_sheet.mark(marked_by(action))).total == max(gains)


def points_this_turn(start, plan):
    """A forecast of the points this turn adds, following the plan's own choices."""
    from shelfie.bots.dicegame.expectimax import forecast
    from shelfie.games.dicegame.sheet import Sheet

    now = score(STANDARD_BOARD, start).total
    return forecast(plan, lambda marked, crossed: score(STANDARD_BOARD, Sheet(marked, crossed)).total - now)


def test_expected_points_follow_the_plans_own_choices_worked_by_hand():
    """Only the 1-die cat is left; with the 2- and 3-dice cats marked it makes the shelf score
    1 + 2 + 3 = 6 points. With one re-roll left and no cat showing, the plan re-rolls everything, and
    the expected points are the chance of marking it (a cat among six dice, or six jokers) times 6."""
    only_cat = sheet(".ooxx", *["xxxxx"] * 4)
    plan = plan_turn(STANDARD_BOARD, only_cat)
    points = points_this_turn(only_cat, plan)
    chance = 1 - (5 / 6) ** 6 + (1 / 6) ** 6
    no_cat = ROLL_INDEX[(0, 6, 0, 0, 0, 0)]
    assert points.after_one[no_cat] == pytest.approx(chance * 6)
    assert points.final[no_cat] == 0, "stopping on no cat adds nothing (a shelf crossed out)"


def test_expected_points_follow_best_keep_with_either_re_roll_left():
    from shelfie.bots.dicegame.multisets import KEEPS

    partly = sheet("oo...", ".x...", "..o..", ".....", "x....")
    plan = plan_turn(STANDARD_BOARD, partly)
    points = points_this_turn(partly, plan)
    for roll in range(0, len(ROLLS), 7):
        for rerolls, after, keeps in (
            (1, points.after_one, points.keep_one),
            (2, points.after_two, points.keep_two),
        ):
            keep, _ = best_keep(plan, roll, rerolls)
            expected = points.final[roll] if keep is None else keeps[KEEPS.index(keep)]
            assert after[roll] == pytest.approx(expected)


def test_the_solo_valuation_is_the_exact_score_once_two_shelves_are_closed():
    from shelfie.bots.dicegame.evaluation import SOLO, evaluate_solo
    from shelfie.games.dicegame.sheet import Sheet

    ended = sheet("ooooo", "xxxxx", "ooo..", "o....", ".....")
    assert ended.closed_shelves() == 2
    assert evaluate_solo(STANDARD_BOARD, ended.marked, ended.crossed) == score(STANDARD_BOARD, ended).total
    going = sheet("ooooo", "x.xxx", "ooo..", "o....", ".....")
    assert evaluate_solo(STANDARD_BOARD, going.marked, going.crossed) > score(STANDARD_BOARD, going).total
    assert SOLO.value(STANDARD_BOARD, 0, 0) == evaluate_solo(STANDARD_BOARD, 0, 0)
    assert evaluate_solo(STANDARD_BOARD, Sheet(0, 0).marked, 0) > 0


def at_final_dice(rows: tuple[str, ...], faces: str):
    from shelfie.games.dicegame.state import Phase

    return replace(
        playing(("Ann",), [sheet(*rows)]), dice=tuple(dice(faces)), phase=Phase.MARK, rerolls_left=0
    )


def test_alone_hard_declines_a_marking_that_would_end_the_game():
    """The 2-dice book would close a second shelf and end a solo game at once: the line valuation
    takes it (its points are immediate), the solo valuation marks the plant and plays on."""
    from shelfie.bots.dicegame.evaluation import WEIGHTS

    state = at_final_dice(("xxxxx", "o.ooo", ".....", ".....", "....."), "book book plant plant cat cat")
    book = item_bit(1, 1)
    assert not marked_by(HardBot().best_marking(state)) & book
    assert marked_by(HardBot(solo=WEIGHTS).best_marking(state)) & book


def test_alone_hard_marks_fewer_items_to_keep_a_1_die_item_open():
    """With plants, trophies and one game die it could mark three items; alone it marks only the
    2-dice plant, keeping the 1-die game item (no result can fail while the 1-die items are open)."""
    from shelfie.bots.dicegame.evaluation import WEIGHTS

    state = at_final_dice(
        ("xxxxx", ".oooo", ".....", ".....", "....."), "book plant plant trophy trophy game"
    )
    solo = marked_by(HardBot().best_marking(state))
    assert solo == item_bit(2, 1)
    assert marked_by(HardBot(solo=WEIGHTS).best_marking(state)).bit_count() == 3
