"""Splitter's computer players: legal placements only, from what their seat may see, and the
choices each level is meant to make."""

import random
from dataclasses import replace

import pytest

from shelfie.bots.framework import choose
from shelfie.bots.splitter.evaluation import WEIGHTS, evaluate
from shelfie.bots.splitter.players import LEVELS, EasyBot, HardBot, MediumBot
from shelfie.games.splitter.game import GAME
from shelfie.games.splitter.pads import cell
from shelfie.games.splitter.rules import legal_actions, new_game, to_move
from shelfie.games.splitter.rules import with_placement as placed
from shelfie.games.splitter.scoring import card, score
from shelfie.games.splitter.state import Place

from .helpers import PAD_A, PAD_B, game, written


def test_every_level_plays_only_legal_placements_to_the_end():
    for level, bot_class in LEVELS.items():
        for players in (1, 3):
            state = new_game([f"P{i}" for i in range(players)], 40 + players, "B")
            bots = [bot_class() for _ in range(players)]
            while not state.is_over:
                for seat in sorted(to_move(state)):
                    action = choose(GAME, bots[seat], state, seat)
                    assert action in legal_actions(state, seat), (level, action)
                    state = GAME.apply(state, seat, action)


def test_bots_decide_on_their_seats_observation():
    seen_by = []

    class Spy(HardBot):
        def decide(self, seen, seat):
            seen_by.append(seen)
            return super().decide(seen, seat)

    state = GAME.apply(game(players=2, seed=123), 0, Place(2, 1, 5))
    choose(GAME, Spy(), state, 1)
    assert seen_by[0].config.seed == 0
    assert seen_by[0].pending[0] != Place(2, 1, 5), "the other seat's placement is hidden"


def with_pad(spaces, dice):
    return replace(game(dice=dice), pads=(written(PAD_A, spaces),))


def test_medium_takes_the_largest_immediate_gain():
    state = with_pad({(2, 2): 3, (2, 3): 3}, dice=(3, 6))
    action = MediumBot().decide(state, 0)
    after = placed(state, 0, action)
    assert score(PAD_A, after) == 3


def test_hard_completes_a_group_and_never_spoils_a_finished_one():
    state = with_pad({(2, 2): 3, (2, 3): 3}, dice=(3, 6))
    assert score(PAD_A, placed(state, 0, HardBot().decide(state, 0))) >= 3
    finished = with_pad({(2, 2): 2, (2, 3): 2}, dice=(2, 2))
    after = placed(finished, 0, HardBot().decide(finished, 0))
    assert {cell(2, 2), cell(2, 3)} <= card(PAD_A, after).scoring


def test_the_evaluation_credits_a_growing_group_only_while_it_can_still_grow():
    open_group = written(PAD_A, {(2, 2): 4, (2, 3): 4})
    assert evaluate(PAD_A, open_group, 20) > evaluate(PAD_A, open_group, 0) == 0
    walled = dict.fromkeys([(0, 2), (0, 3)], 4) | dict.fromkeys([(0, 4), (0, 5), (1, 2), (1, 3)], 1)
    assert evaluate(PAD_A, written(PAD_A, walled), 20) < 1, "the 4s can reach no empty space"


def test_easy_is_random_but_repeatable():
    state = game(dice=(2, 5))
    picks = {EasyBot(random.Random(seed)).decide(state, 0) for seed in range(20)}
    assert len(picks) > 5
    assert EasyBot().decide(state, 0) == EasyBot().decide(state, 0)


def test_the_hard_ranking_is_every_legal_placement_best_first():
    state = with_pad({(2, 2): 3, (2, 3): 3}, dice=(3, 6))
    ranked = HardBot().ranked(state, 0)
    assert sorted(map(repr, (a for _, a in ranked))) == sorted(map(repr, legal_actions(state, 0)))
    values = [v for v, _ in ranked]
    assert values == sorted(values, reverse=True)


def test_hard_looks_one_roll_ahead_among_its_best_placements():
    """With one round left its choice is the best evaluation; earlier it is the best expectation
    over the next roll among the top four, which can differ from the evaluation's first."""
    bot = HardBot()
    state = with_pad({(2, 2): 3, (2, 3): 3}, dice=(3, 6))
    top = bot.ranked(state, 0)[:4]
    chosen = bot.decide(state, 0)
    assert chosen in [a for _, a in top]
    assert bot.looked_ahead(state, 0, chosen) == max(bot.looked_ahead(state, 0, a) for _, a in top)


def test_an_unfinished_group_on_a_star_is_worth_more():
    """Pad A's stars are (3, 0) and (3, 7): a star doubles the group it ends in."""
    on_star = written(PAD_A, {(3, 0): 4, (3, 1): 4})
    off_star = written(PAD_A, {(2, 1): 4, (2, 2): 4})
    assert evaluate(PAD_A, on_star, 18) > evaluate(PAD_A, off_star, 18) + 0.3
    plain = replace(WEIGHTS, star=0.0)
    assert evaluate(PAD_A, on_star, 18, plain) <= evaluate(PAD_A, off_star, 18, plain)


def test_an_unfinished_group_with_little_room_around_it_is_worth_less():
    """Three 5s in the top corner with one empty space beside them, against three 5s in the middle
    with empty spaces all round: both can still reach two more 5s, one far more easily."""
    cornered = written(PAD_A, {(0, 2): 5, (0, 3): 5, (1, 2): 5, (1, 1): 1, (1, 3): 2, (0, 4): 3})
    open_ = written(PAD_A, {(3, 2): 5, (3, 3): 5, (2, 2): 5, (5, 5): 1, (5, 6): 2, (6, 4): 3})
    assert evaluate(PAD_A, open_, 16) > evaluate(PAD_A, cornered, 16)
    roomless = replace(WEIGHTS, room=0.0)
    assert evaluate(PAD_A, open_, 16, roomless) - evaluate(PAD_A, cornered, 16, roomless) < (
        evaluate(PAD_A, open_, 16) - evaluate(PAD_A, cornered, 16)
    )


def test_two_agreeing_hearts_are_worth_far_more_than_one():
    """Pad B's hearts are (0, 6), (2, 1) and (4, 4). A lone heart binds the other two to its number,
    so it is worth little; two that agree need only one more roll's worth of luck. The Hard of
    2026-11-22 (``hearts_shape`` 0) valued one as much as two, and so wrote the second late or never
    (the bonus in 38% of solo games on tuning seeds, against 91% now: docs/BOTS.md)."""

    def hearts(spaces, rounds_left=15, weights=WEIGHTS):
        numbers = written(PAD_B, spaces)
        return evaluate(PAD_B, numbers, rounds_left, weights) - evaluate(
            PAD_B, numbers, rounds_left, replace(weights, hearts=0.0)
        )

    one, two = {(0, 6): 4}, {(0, 6): 4, (2, 1): 4}
    assert hearts(two) > 1
    assert 0 < hearts(one) < 0.3
    assert hearts({(0, 6): 4, (2, 1): 3}) == 0, "hearts that disagree are worth nothing"
    assert hearts(two, rounds_left=0) == 0, "no rounds left, no credit"
    old = replace(WEIGHTS, hearts=0.35, hearts_shape=0.0)
    assert hearts(two, weights=old) == pytest.approx(hearts(one, weights=old))
    assert hearts(one, weights=old) > 0


def test_hard_writes_the_second_heart_when_its_number_comes():
    """A 4 on one heart and a 4 rolled: the Hard of 2026-11-22 wrote it elsewhere."""
    state = replace(game(dice=(4, 1), pad="B"), pads=(written(PAD_B, {(0, 6): 4}),))
    action = HardBot().decide(state, 0)
    assert placed(state, 0, action)[cell(2, 1)] == 4 or placed(state, 0, action)[cell(4, 4)] == 4


def test_hard_grows_a_short_group_of_fives_when_a_five_comes():
    """Round 10 of a tuning game (seed 10027): two 5s at the top right, a 5 and a 2 rolled. Hard
    writes the 5 above them (three of the five); with half-built groups valued as before 2026-11-28
    (``shape`` 2.1) it wrote the 5 where it touched no 5. Valuing them more won about 0.3 points a
    solo game over two held-out ranges of seeds (docs/BOTS.md)."""
    rows = ["21621455", "2_6662_3", "__4262__"]
    spaces = {(2 + r, c): int(x) for r, line in enumerate(rows) for c, x in enumerate(line) if x != "_"}
    state = replace(game(dice=(5, 2)), round=9, pads=(written(PAD_A, spaces),))
    five_above = cell(1, 6)
    assert placed(state, 0, HardBot().decide(state, 0))[five_above] == 5
    before = HardBot(replace(WEIGHTS, shape=2.1))
    assert placed(state, 0, before.decide(state, 0))[five_above] != 5
