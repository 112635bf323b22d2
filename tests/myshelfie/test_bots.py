"""My Shelfie's computer players: legal takes only, from what their seat may see, and each level's way."""

from dataclasses import replace

from shelfie.bots.framework import choose
from shelfie.bots.myshelfie.evaluation import potential
from shelfie.bots.myshelfie.players import LEVELS, MediumBot, OneMoveBot, SearchBot, gain
from shelfie.games.myshelfie import shelf as shelves
from shelfie.games.myshelfie.game import GAME
from shelfie.games.myshelfie.rules import legal_actions, new_game

from .helpers import shelf


def test_every_level_plays_only_legal_takes_to_the_end():
    for level, bot_class in LEVELS.items():
        state = new_game(["A", "B", "C"], 21)
        bots = [bot_class() for _ in range(3)]
        while not GAME.is_over(state):
            seat = state.current
            action = choose(GAME, bots[seat], state, seat)
            assert action in legal_actions(state, seat), level
            state = GAME.apply(state, seat, action)


def test_bots_never_see_the_seed_or_another_players_personal_goal():
    seen_by = []

    class Spy(SearchBot):
        def decide(self, seen, seat):
            seen_by.append(seen)
            return super().decide(seen, seat)

    state = new_game(["A", "B", "C"], 8)
    choose(GAME, Spy(), state, state.current)
    seen = seen_by[0]
    assert seen.config.seed == 0
    assert [card != 0 for card in seen.config.personal] == [s == state.current for s in range(3)]


def test_medium_takes_the_largest_immediate_gain():
    state = new_game(["A", "B"], 5)
    best = max(gain(state, state.current, a)[1] for a in legal_actions(state, state.current))
    action = MediumBot().decide(GAME.observe(state, state.current), state.current)
    assert gain(state, state.current, action)[1] == best


def test_the_evaluation_values_growing_groups_and_open_goal_cells():
    pair = shelf("CC...")
    walled = shelf("BBBBB\nCCBBB\nBBBBB\nBBBBB\nBBBBB\nBBBBB")
    assert potential(pair, 0) > potential(shelves.EMPTY_SHELF, 0)
    assert potential(shelf("C...."), 1) > potential(shelf("B...."), 1) - 1, "card 1 wants no tile there"
    assert potential(walled, 0) < potential(pair, 0)


def test_hard_prefers_a_take_that_completes_a_scoring_group():
    state = new_game(["A", "B"], 5)
    seat = state.current
    ready = shelf("CC...")
    state = replace(state, shelves=tuple(ready if s == seat else shelves.EMPTY_SHELF for s in range(2)))
    cats = [
        a
        for a in legal_actions(state, seat)
        if state.board[a.spaces[0]] == 1 and len(a.spaces) == 1 and a.column == 2
    ]
    if cats:
        bot = OneMoveBot()
        best = bot.decide(GAME.observe(state, seat), seat)
        assert bot.value(state, seat, best) >= bot.value(state, seat, cats[0])
