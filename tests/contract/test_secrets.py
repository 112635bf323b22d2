"""Secrets by construction: what one seat may not know never reaches its observation, nor the screen
drawn from it (issue 31).

A game's secrets are written down here as edits of a save that change only what some seat may not
know: the seed (every game: it fixes every future draw), another seat's personal goal (My Shelfie),
another seat's placement of a round not yet complete (Splitter). For every state of random games and
every seat, each edit that still replays must leave that seat's observation, and the table the shell
draws for it, exactly as they were. A new game with secrets adds its edits to ``SECRETS``.
"""

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from shelfie import registry
from shelfie.core import saves
from shelfie.core.contract import Game
from shelfie.core.errors import ShelfieError
from shelfie.registry import PERSON
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from tests.contract.edits import Edit
from tests.facts import facts

from .play import playout

SECRETS: dict[str, list[Edit]] = {game_id: facts(game_id).SECRETS for game_id in registry.GAMES}
"""Each game's edits of what a seat may not know, from its own ``tests/<id>/facts.py``."""


def test_every_game_says_what_its_secrets_are():
    for game_id, edits in SECRETS.items():
        assert edits, f"{game_id}: at least the seed is a secret"


def variants(game: Game, state: Any, viewer: int) -> Iterator[Any]:
    data = saves.to_json(game, state)
    for edit in SECRETS[game.id]:
        for edited in edit(game, state, data, viewer):
            try:
                yield saves.from_json(game, edited)
            except ShelfieError:
                continue  # an edit the rules refuse is no state at all


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_no_seat_observes_another_seats_secret(game_id):
    game = registry.rules(game_id)
    checked = 0
    for seed in range(3):
        steps = playout(game, 3 if game.max_players >= 3 else game.max_players, seed, random.Random(seed))
        for step in steps[:: max(1, len(steps) // 12)]:
            state = step.after
            if game.is_over(state):
                continue
            for viewer in range(len(game.players(state))):
                seen = game.observe(state, viewer)
                for variant in variants(game, state, viewer):
                    assert game.observe(variant, viewer) == seen, f"seat {viewer} sees a secret"
                    checked += 1
    assert checked > 20, "the edits found secrets to change"


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_the_table_drawn_for_a_person_shows_no_other_seats_secret(game_id):
    """The shell draws from the viewing seat's observation, so swapping another seat's secret
    changes nothing on the screen."""
    game = registry.rules(game_id)
    controller = Controller(MemoryStorage(), lambda: 8, game_id)
    form = {"name-0": "Ann", "name-1": "Bob", "kind-1": PERSON, "name-2": "Cy", "kind-2": PERSON}
    controller.handle("add-seat", None, {})
    controller.handle("start", None, form)
    for _ in range(6):
        if controller.session.screen.value == "handoff":
            controller.handle("ready", None, {})
        session = controller.session
        drawn = controller.render()
        for variant in variants(game, session.game, session.viewing_seat):
            controller.session = replace(session, game=variant)
            assert controller.render() == drawn
        controller.session = session
        seat = session.seat
        action = game.legal_actions(session.game, seat)[0]
        controller.session = replace(session, game=game.apply(session.game, seat, action))
