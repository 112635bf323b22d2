"""Hard against opponents: the end of the game and the race for it, on hand-checked positions.

Both positions come from games between two line-valuation Hard bots (seeds 60006 and 60013, turns 15
and 16); the bookshelves are drawn row by row (cat, book, plant, trophy, board game; 'o' marked,
'x' crossed out) and every figure in the docstrings was checked by hand against the rules.
"""

from dataclasses import replace

import pytest

from shelfie.bots.dicegame.evaluation import points
from shelfie.bots.dicegame.expectimax import last_turn, plan_turn
from shelfie.bots.dicegame.outlook import Outlook, round_lags
from shelfie.bots.dicegame.players import HardBot, MediumBot, far_from_the_end
from shelfie.games.dicegame.actions import marked_by
from shelfie.games.dicegame.board import STANDARD_BOARD
from shelfie.games.dicegame.grid import item_bit
from shelfie.games.dicegame.scoring import score
from shelfie.games.dicegame.sheet import Sheet, completed_lines
from shelfie.games.dicegame.state import Phase

from ..dicegame.helpers import dice, playing, sheet

CAT, BOOK, PLANT, TROPHY, GAME = 0, 1, 2, 3, 4


def at_final_dice(sheets, faces: str, *, first: int, current: int):
    state = playing(("Ann", "Bob"), sheets, first)
    return replace(state, current=current, dice=tuple(dice(faces)), phase=Phase.MARK, rerolls_left=0)


AHEAD = at_final_dice(
    [
        sheet("o.oo.", "ooo.o", "oo...", "oooo.", "o...o"),
        sheet("o..o.", "ooo..", "oooo.", "oo...", "xoooo"),
    ],
    "plant plant joker plant plant cat",
    first=0,
    current=1,
)
"""Bob (71 points, the game-die shelf closed) plays last in the round; Ann has 54. The one joker
goes either with the cat (the 2-dice cat: 81 points, and the game goes on) or with the four plants
(the 5-dice plant: 79 points, and it closes the plant shelf, the second one: the game ends at once,
as Bob is the last in the round, and he wins)."""


def test_ahead_in_the_last_seat_hard_ends_the_game_rather_than_score_two_more_points():
    bot = HardBot()
    outlook = bot.weights_for(AHEAD)
    mine = AHEAD.current_sheet
    plant, cat = item_bit(PLANT, 4), item_bit(CAT, 1)
    assert score(STANDARD_BOARD, mine).total == 71
    assert points(STANDARD_BOARD, mine.marked | plant) == 79
    assert points(STANDARD_BOARD, mine.marked | cat) == 81
    ending = outlook.judge(mine.marked | plant, mine.crossed)
    assert ending.over and ending.win == 1.0
    going_on = outlook.judge(mine.marked | cat, mine.crossed)
    assert not going_on.over and going_on.win < 1.0
    assert marked_by(bot.best_marking(AHEAD)) == plant
    assert marked_by(MediumBot().decide(AHEAD, 1)) == cat, "the greedy bot takes the most points"


BEHIND = at_final_dice(
    [
        sheet("o..oo", "xo.oo", "o.oo.", "oooo.", "xo.o."),
        sheet("oo.x.", "o.ooo", "oooxo", "ooox.", "o.oo."),
    ],
    "joker joker book plant cat cat",
    first=1,
    current=1,
)
"""Bob (69 points, the plant shelf closed) plays first in the round; Ann has 83 and plays after him.
Both jokers can be used: joker + 2 cats for the 3-dice cat and joker + book for the 2-dice book
(82 points, the most), but the book closes his second shelf: the end is triggered, Ann's last turn
can only add to her 83, and Bob has lost. The 3-dice cat alone (78 points) keeps the game going."""


def test_behind_hard_does_not_end_the_game_with_its_highest_scoring_marking():
    bot = HardBot()
    outlook = bot.weights_for(BEHIND)
    mine = BEHIND.current_sheet
    cat, book = item_bit(CAT, 2), item_bit(BOOK, 1)
    assert [score(STANDARD_BOARD, s).total for s in BEHIND.sheets] == [83, 69]
    assert points(STANDARD_BOARD, mine.marked | cat | book) == 82
    assert points(STANDARD_BOARD, mine.marked | cat) == 78
    most = outlook.judge(mine.marked | cat | book, mine.crossed)
    assert most.over and most.win == 0.0
    assert outlook.judge(mine.marked | cat, mine.crossed).win > 0.0
    assert marked_by(bot.best_marking(BEHIND)) == cat
    assert marked_by(HardBot(race=None).best_marking(BEHIND)) == cat | book


def test_an_opponents_last_turn_worked_by_hand():
    """Only the 1-die cat is left (with the 2- and 3-dice cats it makes the shelf score 6): played
    for points, every roll without a cat is re-rolled whole, so the turn fails only when three rolls
    in a row show no cat and are not six jokers."""
    only_cat = sheet(".ooxx", *["xxxxx"] * 4)
    miss = (5 / 6) ** 6 - (1 / 6) ** 6
    finals = dict(last_turn(STANDARD_BOARD, only_cat))
    assert finals.keys() == {0, 6}
    assert finals[0] == pytest.approx(miss**3)
    assert finals[6] == pytest.approx(1 - miss**3)


def test_with_the_end_triggered_the_final_scores_decide_and_a_later_opponent_gets_one_turn():
    """Three players, Cy triggered the end; Ann plays now and Bob after her: Ann's score is final,
    Cy's too, Bob's is his score plus his last turn."""
    ann = sheet("ooo..", ".....", ".....", ".....", ".....")
    bob = sheet(".ooxx", *["xxxxx"] * 4)
    cy = sheet("xxxxx", "xxxxx", "o....", ".....", ".....")
    state = replace(playing(("Cy", "Ann", "Bob"), [cy, ann, bob], first=0), current=1, end_triggered=True)
    outlook = HardBot().weights_for(state)
    judged = outlook.judge(ann.marked, ann.crossed)
    miss = (5 / 6) ** 6 - (1 / 6) ** 6
    assert judged.over and judged.points == 6
    assert judged.win == pytest.approx(miss**3 + (1 - miss**3) / 2), "Bob ties at 6 when he marks his cat"


def test_after_a_turn_the_players_who_play_later_in_the_round_of_the_end_get_one_more_turn():
    # Two players, Ann first: if Bob ends the game in N turns Ann gets N - 1 more, if she ends it in
    # N he gets N + 1 (this round's and the one in hers). Ann last in the round: N each way.
    assert round_lags(2, 0, 1) == ((0, -1), (1, 0))
    assert round_lags(2, 0, 0) == ((0, 0), (0, 0))
    # Three players, Ann (seat 1) plays between Cy (seat 0, first) and Bob (seat 2): rows and
    # columns Ann, Cy, Bob. Bob plays this round still, and his round-ending turn comes after both.
    assert round_lags(3, 1, 2) == ((0, 0, -1), (0, 0, -1), (1, 1, 0))


def racing(first: int):
    return at_final_dice(
        [
            sheet("ooo.o", "oo...", "oooo.", "o.ooo", "ooo.."),
            sheet("xo..o", "oo.o.", "o.ooo", "oooo.", "o.o.."),
        ],
        "joker game book book joker book",
        first=first,
        current=0,
    )


def test_two_items_from_bobs_end_hard_takes_the_points_now_in_either_seat():
    """From a game of two line-valuation Hard bots (seed 60016, turn 16). Ann has 73 points, Bob 70
    and two items to go to his second closed shelf (the 2-dice plant and the 5-dice trophy). With
    three books and two jokers Ann marks either the 4-dice book (96 points: her book shelf and
    column 4 reach three marks) or the 3-dice book (82 points: her book shelf scores 6 and column 3
    is complete, which crosses out Bob's 3-dice cat and book). Played out from here 300 times each
    (other dice, Ann as Hard, Bob as the line valuation), the 96 points win 74% of the games where
    Ann is first in the round and 92% where she is last, the 82 points and the blocking 47% and 74%:
    Hard takes the 23 points now in both seats. (Its chances of marking items before the end were
    lowered on 2026-11-24; before, last in the round, it took the 82 points and the blocking.)"""
    four, three = item_bit(BOOK, 3), item_bit(BOOK, 2)
    first, last = racing(first=0), racing(first=1)
    mine, bobs = first.sheets
    assert [score(STANDARD_BOARD, s).total for s in first.sheets] == [73, 70]
    assert points(STANDARD_BOARD, mine.marked | four) == 96
    assert points(STANDARD_BOARD, mine.marked | three) == 82
    (column,) = completed_lines(Sheet(mine.marked | three, mine.crossed), three)
    assert bobs.cross_out(column.mask).crossed & ~bobs.crossed == item_bit(CAT, 2) | three
    assert marked_by(HardBot().best_marking(first)) == four
    assert marked_by(HardBot().best_marking(last)) == four


def test_seen_from_the_turn_before_the_opponents_have_one_more_turn_to_score():
    """Valued from Ann's previous turn (``ahead``), Bob still has the turn in between: one more turn
    for him lowers Ann's chance of winning, and her own expected points do not change."""
    ann = sheet("o....", ".oo..", "ooo..", ".....", ".....")
    bob = sheet("oo.o.", ".....", "oo.o.", ".....", "oo...")
    state = replace(playing(("Ann", "Bob"), [ann, bob], first=1), current=0)
    now = HardBot().weights_for(state)
    ahead = Outlook(state, now.weights, last_turn, ahead=True)
    plain, later = now.judge(ann.marked, ann.crossed), ahead.judge(ann.marked, ann.crossed)
    assert not plain.over and not later.over
    assert later.points == plain.points
    assert 0.0 < later.win < plain.win


LOOKING_AHEAD = at_final_dice(
    [
        sheet(".....", ".....", "o....", ".....", "....o"),
        sheet(".....", "o....", ".....", "...o.", "o...."),
    ],
    "plant cat trophy cat joker cat",
    first=1,
    current=1,
)
"""From a game of Hard against the line valuation (seed 40010, turn 2), far from the end. Bob's
three cats, joker, plant and trophy mark either the 1-die cat, plant and trophy (3 points) or the
4-dice cat (three cats and the joker) with the 1-die plant and trophy (7 points)."""


def testfar_from_the_end_hard_marks_what_its_next_turn_is_worth_most_with():
    bot, flat = HardBot(), HardBot(look_ahead=1)
    ones = item_bit(CAT, 0) | item_bit(PLANT, 0) | item_bit(TROPHY, 0)
    four = item_bit(CAT, 3) | item_bit(PLANT, 0) | item_bit(TROPHY, 0)
    assert far_from_the_end(LOOKING_AHEAD.sheets)
    # The valuation of the bookshelf after this turn prefers the three 1-die items ...
    outlook = bot.weights_for(LOOKING_AHEAD)
    mine = LOOKING_AHEAD.current_sheet
    assert outlook.value(STANDARD_BOARD, mine.marked | ones, mine.crossed) > outlook.value(
        STANDARD_BOARD, mine.marked | four, mine.crossed
    )
    assert marked_by(flat.best_marking(LOOKING_AHEAD)) == ones

    # ... the expectimax of Bob's next turn (Ann's turn in between still to come) the 4-dice cat.
    def next_turn(marked: int) -> float:
        table = outlook.table_after(marked, mine.crossed)
        ahead = Outlook(replace(LOOKING_AHEAD, sheets=table), outlook.weights, last_turn, ahead=True)
        return plan_turn(STANDARD_BOARD, table[1], ahead).start

    assert next_turn(mine.marked | four) > next_turn(mine.marked | ones)
    assert marked_by(bot.best_marking(LOOKING_AHEAD)) == four


ALIKE = at_final_dice(
    [
        sheet(".o...", "oo...", ".o...", ".o...", ".o..."),
        sheet("oxo..", ".x...", "ox...", "ooo..", "ox..o"),
    ],
    "plant game joker cat trophy cat",
    first=1,
    current=0,
)
"""From a game of Hard against the line valuation (seed 40014, turn 5). Ann marks the 3-dice cat
(two cats and the joker) and, with two of her plant, trophy and board-game dice, two of those 1-die
items. Her plant, trophy and board-game shelves are alike (only their 2-dice items marked, their
1-die items all in the column Bob can complete), so the three markings are worth the same."""


def test_a_look_ahead_tie_between_alike_shelves_keeps_the_valuations_choice():
    """Three next turns worth the same may still differ in their last bit (the sums run in another
    order); the look-ahead changes the valuation's choice only for a real gain (``TIE``)."""
    bot = HardBot()
    outlook = bot.weights_for(ALIKE)
    cat = item_bit(CAT, 2)
    alike = [
        cat | item_bit(a, 0) | item_bit(b, 0) for a, b in ((PLANT, TROPHY), (PLANT, GAME), (TROPHY, GAME))
    ]
    assert far_from_the_end(ALIKE.sheets)

    def next_turn(marked: int) -> float:
        table = outlook.table_after(marked, 0)
        ahead = Outlook(replace(ALIKE, sheets=table), outlook.weights, last_turn, ahead=True)
        return plan_turn(STANDARD_BOARD, table[0], ahead).start

    mine = ALIKE.current_sheet
    values = [next_turn(mine.marked | marks) for marks in alike]
    assert max(values) == pytest.approx(min(values), abs=1e-12)
    chosen = marked_by(bot.best_marking(ALIKE))
    assert chosen in alike
    assert chosen == marked_by(HardBot(look_ahead=1).best_marking(ALIKE))


def test_near_the_end_hard_looks_no_further_than_its_valuation():
    """One turn can end the game when a player is three items from closing two shelves, or has a
    closed shelf (a failed result closes another): the next turn's expectimax would leave out that
    the game can end before it, so the valuation, exact about the end, decides alone."""
    assert not far_from_the_end(AHEAD.sheets)
    assert not far_from_the_end(BEHIND.sheets)
    assert not far_from_the_end((sheet("xxxxx", *["....."] * 4), Sheet(0, 0)))
    assert not far_from_the_end((sheet("ooo..", "oooo.", *["....."] * 3), Sheet(0, 0)))
    assert far_from_the_end((sheet("ooo..", "ooo..", *["....."] * 3), Sheet(0, 0)))
    for state in (AHEAD, BEHIND):
        assert HardBot().best_marking(state) == HardBot(look_ahead=1).best_marking(state)
