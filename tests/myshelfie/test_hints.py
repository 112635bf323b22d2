"""The tile game's hint says why in words and numbers, from what the player may see only."""

import re
from dataclasses import replace

import pytest

from shelfie.bots.myshelfie.players import OneMoveBot
from shelfie.bots.myshelfie.search import explain
from shelfie.games.myshelfie.game import GAME
from shelfie.games.myshelfie.rules import card, new_game, with_secrets
from shelfie.games.myshelfie.state import Take
from shelfie.ui.i18n import signed
from shelfie.ui.myshelfie.screens import SCREENS
from tests.budget import examples

from .test_search import _race

NUMBERS = r"[+−]\d+"


def _played(seed: int, turns: int, players: int = 3):
    state = new_game([f"P{i}" for i in range(players)], seed)
    for _ in range(turns):
        state = GAME.apply(
            state, state.current, OneMoveBot().decide(GAME.observe(state, state.current), state.current)
        )
    return state


def test_the_hint_says_what_scores_now_and_in_all():
    for seed in range(examples(8, least=2)):
        state = _played(seed, 2 * seed)
        seat = state.current
        text, turn = SCREENS.hint(state, seat, SCREENS.empty_turn())
        assert re.fullmatch(
            rf"Hint: take .+ into column \d, in that order from the bottom\. "
            rf"({NUMBERS} now \(.+\),( at some cost to what your bookshelf could become:)?|Nothing scores now;) "
            rf"about {NUMBERS} in all by the end\.( It also .+)?",
            text,
        ), text
        take = Take(turn.picked, turn.column)
        now = card(GAME.apply(state, seat, take), seat).total - card(state, seat).total
        if now:
            assert text.split("bottom. ")[1].startswith(f"{signed(now)} now"), (
                "the points now are the score's change"
            )


def test_the_hint_names_the_token_it_scores_and_the_tile_it_keeps_from_the_next_player():
    state = replace(_race(), config=replace(_race().config, first_player=1))
    text, _turn = SCREENS.hint(state, 1, SCREENS.empty_turn())
    assert re.search(r"\+\d+ now \(the Eight alike token \+8", text), text
    text, _turn = SCREENS.hint(_race(), 0, SCREENS.empty_turn())
    assert re.search(rf"It also leaves Bo at most {NUMBERS} next turn instead of \+\d+\.", text), text


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_hint_never_depends_on_another_players_secret_card(players):
    """The hint's take is planned too (``search.follow_up``), over what the player may see."""
    for seed in range(examples(5, least=2)):
        state = _played(seed, 7, players)
        seat = state.current
        own = state.config.personal[seat]
        others = [c for c in range(1, 13) if c != own]
        said = {
            SCREENS.hint(
                with_secrets(
                    state, [own if who == seat else others[(who + 3 * shift) % 11] for who in range(players)]
                ),
                seat,
                SCREENS.empty_turn(),
            )[0]
            for shift in range(3)
        }
        assert len(said) == 1


def test_the_reasons_add_up():
    state = _played(2, 6)
    seat = state.current
    seen = GAME.observe(state, seat)
    for take in GAME.legal_actions(seen, seat)[:40]:
        reasons = explain(seen, seat, take)
        after = GAME.apply(state, seat, take)
        assert reasons.now == card(after, seat).total - card(state, seat).total


def test_in_the_last_round_all_a_take_adds_is_what_it_scores_now():
    state = _played(4, 10, players=2)
    seat = state.current
    last = replace(state, end_token=1 - seat)
    seen = GAME.observe(last, seat)
    for take in GAME.legal_actions(seen, seat)[:30]:
        reasons = explain(seen, seat, take)
        assert reasons.outlook == reasons.now
        assert reasons.reply == 0 or (seat + 1) % 2 != last.config.first_player


def test_a_take_that_scores_now_at_a_cost_to_the_shelf_says_so():
    from shelfie.bots.myshelfie.search import Reasons
    from shelfie.ui.myshelfie.hints import why

    def said(outlook):
        return why(Reasons((), 0, 3, 0, outlook, 0.0, 0.0), "Bo")

    assert (
        said(1.2)
        == "+3 now (groups +3), at some cost to what your bookshelf could become: about +1 in all by the end."
    )
    assert said(2.6) == "+3 now (groups +3), about +3 in all by the end.", "rounded, it costs nothing"
    assert said(7.0) == "+3 now (groups +3), about +7 in all by the end."
