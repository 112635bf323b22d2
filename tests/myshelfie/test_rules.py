"""My Shelfie's rules, one named test each: the board, set-up, legal takes, the end of a turn, the
end of the game, scoring with the rulebook's worked examples, and what a seat may see."""

import json
import random
from dataclasses import replace
from itertools import permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shelfie.core import saves
from shelfie.core.errors import IllegalAction, InvalidConfig, InvalidSave
from shelfie.games.myshelfie import board as living
from shelfie.games.myshelfie import shelf as shelves
from shelfie.games.myshelfie.game import GAME
from shelfie.games.myshelfie.goals import PERSONAL_POINTS, TOKENS
from shelfie.games.myshelfie.rules import apply, card, legal_actions, new_game, observe, outcome, with_secrets
from shelfie.games.myshelfie.state import Take
from shelfie.games.myshelfie.tiles import PER_TYPE

from .helpers import board, heights, shelf

S = living.SIZE


def at(row: int, column: int) -> int:
    return row * S + column


def test_the_board_has_29_37_45_spaces_and_a_quarter_turn_leaves_it_unchanged():
    assert [len(living.USABLE[n]) for n in (2, 3, 4)] == [29, 37, 45]
    for n in (2, 3, 4):
        turned = {c * S + (S - 1 - r) for r, c in map(living.position, living.USABLE[n])}
        assert turned == living.USABLE[n]


def test_set_up_fills_the_board_from_a_bag_of_132_and_deals_the_cards():
    state = new_game(["A", "B", "C"], 5)
    assert sum(state.bag) + sum(1 for t in state.board if t) == 132
    assert {s for s, t in enumerate(state.board) if t} == living.USABLE[3]
    assert len(state.config.common) == 2 and len(set(state.config.common)) == 2
    assert len(set(state.config.personal)) == 3
    assert state.tokens == (TOKENS[3], TOKENS[3]) == ((4, 6, 8), (4, 6, 8))
    assert new_game(["A", "B"], 5, first_game=True).config.common.__len__() == 1
    firsts = {new_game(["A", "B", "C", "D"], seed).config.first_player for seed in range(30)}
    assert firsts == {0, 1, 2, 3}, "the first player is drawn from the seed"
    assert new_game(["A", "B", "C"], 5) == state, "the same seed, the same set-up"


def test_tokens_by_player_count():
    assert TOKENS[2] == (4, 8) and TOKENS[4] == (2, 4, 6, 8)


FAR = {(6, 3): "P", (6, 4): "B", (6, 5): "P", (7, 4): "B", (7, 5): "P"}
"""Tiles away from the ones a test takes, so a take does not trigger a refill."""


def two_player(tiles: dict[tuple[int, int], str], shelf_a=None, shelf_b=None, common=(1, 2), *, far=True):
    state = new_game(["A", "B"], 3)
    config = replace(state.config, first_player=0, common=common, personal=(1, 2))
    return replace(
        state,
        config=config,
        board=board({**tiles, **FAR} if far else tiles),
        shelves=(shelf_a or shelves.EMPTY_SHELF, shelf_b or shelves.EMPTY_SHELF),
        tokens=tuple(TOKENS[2] for _ in common),
    )


ROW = {(4, 2): "C", (4, 3): "B", (4, 4): "G", (4, 5): "F", (3, 3): "T"}


def test_a_take_is_1_to_3_free_tiles_in_a_straight_line_placed_first_lowest():
    state = two_player(ROW)
    after = apply(state, 0, Take((at(4, 2), at(4, 3)), 1))
    assert after.board[at(4, 2)] == after.board[at(4, 3)] == 0
    assert after.shelves[0][shelves.cell(5, 1)] == 1 and after.shelves[0][shelves.cell(4, 1)] == 2


def test_a_tile_must_have_a_free_side_at_the_start_of_the_turn():
    surrounded = {(4, 3): "C", (3, 3): "B", (5, 3): "B", (4, 2): "G", (4, 4): "G"}
    state = two_player(surrounded)
    with pytest.raises(IllegalAction, match="the tile at 5-4 has no free side"):
        apply(state, 0, Take((at(4, 3),), 0))
    with pytest.raises(IllegalAction, match="the tile at 5-4 has no free side"):
        apply(state, 0, Take((at(4, 2), at(4, 3)), 0)), "freed only by this turn's first pick"


@pytest.mark.parametrize(
    ("spaces", "reason"),
    [
        ((at(4, 2), at(4, 4)), "the tiles must form a straight line of adjacent spaces"),
        ((at(4, 3), at(3, 3), at(4, 2)), "the tiles must form a straight line of adjacent spaces"),
        ((at(4, 2), at(4, 3), at(4, 4), at(4, 5)), "take 1, 2 or 3 tiles"),
        ((at(0, 0),), "there is no tile at 1-1"),
        ((at(4, 6),), "there is no tile at 5-7"),
        ((), "take 1, 2 or 3 tiles"),
    ],
)
def test_a_bad_take_is_refused_with_its_reason_and_nothing_changes(spaces, reason):
    state = two_player(ROW)
    before = json.dumps(saves.to_json(GAME, state))
    with pytest.raises(IllegalAction, match=reason):
        apply(state, 0, Take(spaces, 0))
    assert json.dumps(saves.to_json(GAME, state)) == before


def test_the_column_must_have_room_for_every_tile_taken():
    nearly = heights(4, 0, 0, 0, 0)
    state = two_player(ROW, shelf_a=nearly)
    with pytest.raises(IllegalAction, match="column 1 has room for 2 tiles, not 3"):
        apply(state, 0, Take((at(4, 2), at(4, 3), at(4, 4)), 0))
    assert all(action.column != 0 for action in legal_actions(state, 0) if len(action.spaces) == 3)
    with pytest.raises(IllegalAction, match="it is A's turn"):
        apply(state, 1, Take((at(4, 2),), 0))


def test_legal_takes_list_each_distinct_order_once():
    state = two_player({(4, 2): "C", (4, 3): "C", (4, 4): "B"})
    row = {at(4, 2), at(4, 3), at(4, 4)}
    triples = [a for a in legal_actions(state, 0) if set(a.spaces) == row and a.column == 0]
    assert len(triples) == 3, "C C B has three distinct orders, not six"
    keys = {GAME.action_key(state, a) for a in legal_actions(state, 0)}
    assert len(keys) == len(legal_actions(state, 0))


PERFT = ((2, 1, 145), (3, 2, 210), (4, 3, 175))
"""(players, seed, legal takes in the first position): pinned, and cross-checked by brute force."""


@pytest.mark.parametrize(("players", "seed", "count"), PERFT)
def test_perft_counts_of_legal_takes_on_fixed_positions(players, seed, count):
    """Every ordered choice of 1-3 board spaces into every column, tried through ``apply``: the
    accepted ones are exactly the listed ones, one per distinct effect."""
    state = new_game([f"P{i}" for i in range(players)], seed)
    seat = state.current
    accepted = set()
    for size in (1, 2, 3):
        for chosen in permutations(sorted(living.USABLE[players]), size):
            for column in range(shelves.COLUMNS):
                try:
                    apply(state, seat, Take(chosen, column))
                except IllegalAction:
                    continue
                accepted.add(GAME.action_key(state, Take(chosen, column)))
    listed = [GAME.action_key(state, a) for a in legal_actions(state, seat)]
    assert set(listed) == accepted and len(listed) == len(accepted) == count


CORNERS_AND_EIGHT = "..GFC\nC.FTB\nBCCPG\nCTPBF\nBPBGT\nCBGFC"
"""Seven cats and three cat corners: a cat dropped into column 1 lands on the fourth corner."""


def test_common_goals_give_their_top_token_once_per_card_both_in_one_turn():
    state = two_player({(4, 2): "C", (3, 3): "T"}, shelf_a=shelf(CORNERS_AND_EIGHT), common=(2, 6))
    done = apply(state, 0, Take((at(4, 2),), 0))
    assert done.won[0] == ((2, 8), (6, 8)), "both cards in one turn, the top token of each"
    assert done.tokens == ((4,), (4,))
    again = apply(replace(done, turn=2), 0, Take((at(3, 3),), 1))
    assert again.won[0] == done.won[0], "each card at most once per player"
    second = apply(done, 1, Take((at(3, 3),), 0))
    assert second.won[1] == (), "B's bookshelf shows neither"


def test_the_second_player_to_reach_a_card_takes_the_next_token():
    state = two_player({(4, 2): "C", (4, 4): "C"}, shelf_a=shelf(CORNERS_AND_EIGHT), common=(6,))
    state = replace(state, shelves=(state.shelves[0], state.shelves[0]))
    first = apply(state, 0, Take((at(4, 2),), 0))
    second = apply(first, 1, Take((at(4, 4),), 0))
    assert first.won[0] == ((6, 8),) and second.won[1] == ((6, 4),) and second.tokens == ((),)


def test_the_first_full_shelf_takes_the_end_token_and_the_round_is_completed():
    almost = shelf("CBGF.\nBGFTP\nGFTPC\nFTPCB\nTPCBG\nPCBGF")
    state = two_player({(4, 2): "C", (4, 3): "B", (4, 4): "G"}, shelf_a=almost)
    state = replace(state, config=replace(state.config, first_player=0))
    done = apply(state, 0, Take((at(4, 2),), 4))
    assert done.end_token == 0 and not done.over, "B still plays this round"
    last = apply(done, 1, Take((at(4, 3),), 0))
    assert last.over and card(last, 0).end_token == 1
    before_first = replace(state, config=replace(state.config, first_player=1), turn=1)
    assert apply(before_first, 0, Take((at(4, 2),), 4)).over, (
        "the seat before the first player ends it at once"
    )


def test_the_board_is_refilled_when_a_turn_leaves_4_tiles_or_fewer():
    tiles = {(4, 2): "C", (4, 3): "B", (4, 4): "G", (4, 5): "F", (2, 3): "T", (2, 4): "P"}
    state = two_player(tiles, far=False)
    kept = apply(state, 0, Take((at(2, 3),), 0))
    assert sum(1 for t in kept.board if t) == 5 and kept.log[-1].chance == ()
    refilled = apply(kept, 1, Take((at(2, 4),), 0))
    assert {s for s, t in enumerate(refilled.board) if t} == living.USABLE[2]
    assert sum(refilled.bag) == sum(kept.bag) + 4 - 29
    assert refilled.log[-1].chance == tuple(refilled.board[s] for s in sorted(living.USABLE[2]))


def test_decision_a_short_bag_fills_randomly_chosen_spaces_and_an_empty_game_ends():
    small = new_game(["A", "B"], 9, bag=(2, 2, 2, 2, 2, 2))
    assert sum(1 for t in small.board if t) == 12 and sum(small.bag) == 0
    state = small
    while not state.over:
        state = apply(state, state.current, legal_actions(state, state.current)[0])
    assert not any(state.board) and sum(state.bag) == 0 and state.end_token is None
    assert sum(t != 0 for s in state.shelves for t in s) == 12


def test_a_replayed_refill_is_used_and_checked():
    tiles = {(4, 2): "C", (4, 3): "B", (4, 4): "G", (4, 5): "F", (2, 3): "T"}
    state = two_player(tiles, far=False)
    usable = sorted(living.USABLE[2])
    chosen = [number % 6 + 1 for number in range(len(usable))]
    refilled = apply(state, 0, Take((at(2, 3),), 0), chance=chosen)
    assert [refilled.board[s] for s in usable] == chosen
    with pytest.raises(IllegalAction, match="a refill draws tiles the bag does not hold"):
        apply(replace(state, bag=(0, 22, 22, 22, 22, 22)), 0, Take((at(2, 3),), 0), chance=chosen)
    with pytest.raises(IllegalAction, match="this take leaves enough tiles"):
        apply(two_player(tiles), 0, Take((at(2, 3),), 0), chance=chosen)


def test_the_rulebook_adjacency_example_scores_21():
    example = shelf(".....\nPPPPT\nPPPPT\nCCCCT\nCFFFT\nGGGFB")
    state = two_player({}, shelf_a=example)
    assert card(state, 0).groups == (8, 5, 4, 4, 3) and card(state, 0).adjacency == 21


def test_the_rulebook_final_score_example_is_36():
    example = shelf("BPTBT\nGGGTC\nGTGBF\nCGFGF\nCCCCC\nTTTTT")
    state = two_player({}, shelf_a=example)
    state = replace(state, won=(((1, 8), (2, 4)), ()))
    result = card(state, 0)
    assert (result.tokens, result.personal_matches, result.personal, result.adjacency) == (12, 4, 6, 18)
    assert result.total == 36


def test_personal_goal_points_by_matches():
    assert PERSONAL_POINTS == (0, 1, 2, 4, 6, 9, 12)


def test_ties_go_to_the_player_latest_in_turn_order():
    state = two_player({})
    state = replace(state, config=replace(state.config, first_player=1), won=(((1, 4),), ((2, 4),)))
    assert outcome(state).scores == (4, 4)
    assert outcome(state).winners == (0,), "seat 1 played first, so seat 0 is later"
    assert outcome(replace(state, config=replace(state.config, first_player=0))).winners == (1,)


def test_an_observation_hides_the_seed_and_the_others_personal_goals():
    state = new_game(["A", "B", "C"], 4)
    seen = observe(state, 1)
    assert seen.config.seed == 0
    assert seen.config.personal == (0, state.config.personal[1], 0)
    assert card(seen, 0).personal == 0


def test_bad_set_ups_are_refused():
    with pytest.raises(InvalidConfig, match="My Shelfie is for 2 to 4 players"):
        new_game(["A"], 1)
    data = saves.to_json(GAME, new_game(["A", "B"], 1))
    for personal in ([3, 13], [3], [-1, 2], [0, 2], [0, 0]):
        data["config"]["personal"] = personal
        with pytest.raises(InvalidSave, match="one personal goal card from 1 to 12 for each player"):
            saves.from_json(GAME, data)
    for personal in ([3, 13], [3], [-1, 2]):
        data["config"]["personal"] = personal
        data["config"]["by_link"] = True
        with pytest.raises(InvalidSave, match="one personal goal card from 1 to 12, or 0, for each player"):
            saves.from_json(GAME, data)
    data["config"]["by_link"] = "yes"
    with pytest.raises(InvalidSave, match="dealt by link with true or false"):
        saves.from_json(GAME, data)


@pytest.mark.parametrize("personal", [[2, 2], [0, 2], [0, 0], [5, 5, 1]])
def test_an_ordinary_game_deals_each_player_a_different_personal_goal(personal):
    """The rulebook's twelve cards are all different, so a set-up (a save, a history file, a start)
    with a repeated card or card 0 is refused in words; only play by link may deal them."""
    config = GAME.config_to_json(new_game(["A", "B", "C"][: len(personal)], 1))
    before = json.dumps(config)
    config["personal"] = personal
    with pytest.raises(InvalidConfig, match="personal goal card"):
        GAME.start(config)
    saved = {"game": "myshelfie", "version": GAME.save_version, "config": config, "log": []}
    with pytest.raises(InvalidSave, match="personal goal card"):
        saves.from_json(GAME, saved)
    config["personal"] = json.loads(before)["personal"]
    assert json.dumps(config) == before, "a refused set-up changes nothing it was given"
    assert GAME.start(config).config.by_link is False


def test_a_game_by_links_set_up_starts_again_with_the_same_or_an_unknown_personal_goal():
    """Play by link deals each personal goal apart, so two players may hold the same card
    (docs/RULES-DECISIONS.md), and a device that has not yet seen a friend's card holds 0: the
    replay and the statistics rebuild the game from that set-up."""
    for personal in ((8, 8), (8, 0)):
        state = new_game(["A", "B"], 5)
        state = apply(state, state.current, legal_actions(state, state.current)[0])
        dealt = with_secrets(state, personal)
        assert dealt.config.by_link
        assert saves.to_json(GAME, dealt)["config"]["by_link"] is True
        assert saves.from_json(GAME, saves.to_json(GAME, dealt)) == dealt
    assert "by_link" not in saves.to_json(GAME, new_game(["A", "B"], 5))["config"], "saves of today unchanged"


@given(st.integers(0, 2**32), st.integers(2, 4), st.randoms(use_true_random=False))
def test_random_games_keep_every_tile_and_replay_equal(seed, players, rng):
    state = new_game([f"P{i}" for i in range(players)], seed)
    while not state.over:
        action = rng.choice(legal_actions(state, state.current))
        state = apply(state, state.current, action)
        on_shelves = sum(t != 0 for s in state.shelves for t in s)
        assert on_shelves + sum(1 for t in state.board if t) + sum(state.bag) == 6 * PER_TYPE
        for s in state.shelves:
            for column in range(5):
                cells = s[column::5]
                assert list(cells) == sorted(cells, key=lambda t: t != 0), "tiles fall to the bottom"
    assert state.end_token is not None
    assert saves.loads(GAME, saves.dumps(GAME, state)) == state
    assert random.Random(0) is not None


def test_a_first_fill_or_a_refill_the_rules_cannot_make_is_refused():
    """A fill takes tiles until every space in play has one or the bag is empty, and a game cannot
    begin on an empty board (each of these used to load)."""
    data = saves.to_json(GAME, new_game(["A", "B"], 1))
    holed = json.loads(json.dumps(data))
    first = min(living.USABLE[2])
    holed["config"]["board"][first] = 0
    with pytest.raises(Exception, match="leaves a space empty while the bag holds tiles"):
        saves.from_json(GAME, holed)
    bare = json.loads(json.dumps(data))
    bare["config"]["board"] = [0] * living.CELLS
    bare["config"]["bag"] = [0] * 6
    with pytest.raises(Exception, match="holds no tile"):
        saves.from_json(GAME, bare)
    tiles = {(4, 2): "C", (4, 3): "B", (4, 4): "G", (4, 5): "F", (2, 3): "T"}
    state = two_player(tiles, far=False)
    usable = sorted(living.USABLE[2])
    chosen = [number % 6 + 1 for number in range(len(usable))]
    chosen[0] = 0
    with pytest.raises(IllegalAction, match="a refill leaves a space empty while the bag holds tiles"):
        apply(state, 0, Take((at(2, 3),), 0), chance=chosen)
