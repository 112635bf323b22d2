"""Secrets by construction: what one seat may not know never reaches its observation, nor anything
the page draws for it: the table, the game log, a hint, a computer's move in words, the guide.

A game's secrets are written down as edits of a save that change only what some seat may not know:
the seed (every game: it fixes every future draw), another seat's personal goal (My Shelfie),
another seat's placement of a round not yet complete (Splitter). For every state of random games and
every seat, each edit that still replays must leave that seat's observation, and the page the shell
draws for it (with computers seated and the hint pressed), exactly as they were. A game's edits
live in its ``tests/<id>/facts.py`` (``SECRETS``).
"""

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from shelfie import registry
from shelfie.core import saves
from shelfie.core.contract import AnyGame
from shelfie.core.errors import ShelfieError
from shelfie.registry import PERSON
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.session import handed_over
from tests.contract.edits import Edit
from tests.facts import facts

from .play import playout

SECRETS: dict[str, list[Edit]] = {game_id: facts(game_id).SECRETS for game_id in registry.GAMES}
"""Each game's edits of what a seat may not know, from its own ``tests/<id>/facts.py``."""


def test_every_game_says_what_its_secrets_are():
    for game_id, edits in SECRETS.items():
        assert edits, f"{game_id}: at least the seed is a secret"


def variants(game: AnyGame, state: Any, viewer: int) -> Iterator[Any]:
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


class Told:
    """A computer that plays the action it is given: the test chooses what the page then says."""

    def __init__(self, action: Any) -> None:
        self.action = action

    def decide(self, seen: Any, seat: int) -> Any:
        return self.action


def said_for(controller: Controller, seat: int, action: Any) -> str:
    """What the page says of the computer at ``seat`` playing ``action``, from this very screen."""
    session = controller.session
    game_id = session.game_id
    key = (
        game_id,
        session.kinds[seat],
        session.rules.config_to_json(session.game)["seed"],
        controller.model.seating,
    )
    controller.bots = {seat: (key, Told(action))}
    controller.computer_step()
    said = controller.session.message
    controller.session = session
    return said


def hinted(controller: Controller) -> str:
    """The page with the hint pressed, drawn."""
    session = controller.session
    controller.handle("hint", None, {})
    drawn = controller.render()
    controller.session = session
    return drawn


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_nothing_drawn_for_a_seat_shows_another_seats_secret(game_id):
    """With two computers at the table and the hint pressed at every person's turn: the table, the game
    log, the hint and what a computer's move is said to be are drawn from the viewing seat's
    observation, so changing any secret of that seat's (another's personal goal, another's
    placement, the seed) changes nothing on the screen; and two moves of a computer that the seat
    cannot tell apart are said alike."""
    game = registry.rules(game_id)
    hardest = list(registry.GAMES[game_id].levels)[-1]
    controller = Controller(MemoryStorage(), lambda: 11, game_id)
    form = {"name-0": "Ann", "name-1": "Cy", "kind-1": hardest, "name-2": "Di", "kind-2": hardest}
    form |= {"name-3": "Bob", "kind-3": PERSON}
    for _ in range(2):
        controller.handle("add-seat", None, {})
    controller.handle("start", None, form)
    hints = sayings = logs = 0
    for _ in range(14):
        if controller.session.screen.value == "handoff":
            controller.handle("ready", None, {})
        session = controller.session
        if game.is_over(session.game):
            break
        viewer = session.viewing_seat
        if session.computer_to_play:
            computer = next(
                seat for seat in sorted(game.to_move(session.game)) if session.kinds[seat] != PERSON
            )
            said: dict[Any, str] = {}
            for action in game.legal_actions(session.game, computer)[:12]:
                seen = game.observe(game.apply(session.game, computer, action), viewer)
                text = said_for(controller, computer, action)
                assert said.setdefault(seen, text) == text, f"seat {viewer} is told which move it was"
                sayings += 1
            controller.computer_step()
            continue
        drawn = hinted(controller)
        logs += 'class="log"' in drawn
        for variant in variants(game, session.game, viewer):
            controller.session = replace(session, game=variant)
            assert hinted(controller) == drawn, f"seat {viewer}'s screen shows a secret"
            hints += 1
        seat = session.seat
        action = game.legal_actions(session.game, seat)[0]
        controller.session = handed_over(
            replace(session, game=game.apply(session.game, seat, action), turn=session.screens.empty_turn())
        )
    assert hints >= 6 and sayings >= 6
    told = controller.session.screens.log_lines(controller.session.game, controller.session.viewing_seat)
    assert logs >= 2 or not told, "the log was drawn and checked (a game that tells one)"
