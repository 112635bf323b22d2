"""The game log in words and the replay of a finished game, both from the engine's own replay."""

import random
import re

from shelfie.core.contract import Event
from shelfie.games.dicegame.actions import CrossOut, Mark, Pass, Roll, StopRolling
from shelfie.games.dicegame.game import GAME
from shelfie.games.dicegame.rules import apply, legal_actions, new_game
from shelfie.ui import i18n
from shelfie.ui.dicegame.history import line
from shelfie.ui.dicegame.screens import SCREENS
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.replay import states
from tests.dicegame.record import replay

from ..dicegame.helpers import playing, sheet


def lines(game):
    """The dice game's log as the page tells it to the seat to move."""
    return list(SCREENS.log_lines(game, game.current))


def finished(seed: int = 3):
    rng = random.Random(seed)
    game = new_game(["Ann", "Bob"], seed=seed)
    while not game.is_over:
        game = apply(game, rng.choice(legal_actions(game)))
    return game


def test_the_log_says_every_action_in_words_with_the_dice_thrown():
    game = apply(playing(), Roll(), dice=["cat", "cat", "cat", "book", "joker", "plant"])
    game = apply(game, Roll(frozenset({0, 1, 2})), dice=["book", "book", "plant"])
    game = apply(game, StopRolling())
    game = apply(game, Mark(next(m for m in legal_actions(game) if isinstance(m, Mark)).combos))
    assert lines(game)[:3] == [
        "Ann rolled the dice. Thrown: cat, cat, cat, book, joker, plant.",
        "Ann kept dice 1, 2, 3 and re‑rolled the others. Thrown: book, book, plant.",
        "Ann stopped rolling.",
    ]
    assert re.fullmatch(r"Ann marked the .+\.", lines(game)[3])
    failed = apply(
        apply(playing(sheets=[sheet("xxxxx", *["....."] * 4)] * 2), Roll(), dice=["cat"] * 6), StopRolling()
    )
    assert line(failed, Event(0, CrossOut(1))) == "Ann crossed out the book shelf."
    assert line(failed, Event(0, Pass())) == "Ann passed."


def test_the_log_follows_the_language_and_more_actions():
    game = apply(playing(), Roll(), dice=["cat", "cat", "cat", "book", "joker", "plant"])
    assert lines(game) == ["Ann rolled the dice. Thrown: cat, cat, cat, book, joker, plant."]
    i18n.use("it")
    try:
        assert lines(game) == ["Ann ha tirato i dadi. Usciti: gatto, gatto, gatto, libro, jolly, pianta."]
    finally:
        i18n.use("en")
    more = apply(game, StopRolling())
    assert lines(more)[-1] == "Ann stopped rolling." and len(lines(more)) == 2


def test_every_replayed_state_is_the_engines_own():
    game = finished()
    passed = states(GAME, game)
    for step in range(0, len(game.log) + 1, 7):
        assert passed[step] == replay(game.config, game.log[:step])
    assert passed[len(game.log)] == game


def test_the_replay_opens_on_a_finished_game_steps_and_closes():
    people = Controller(MemoryStorage(), lambda: 1, "dicegame")
    people.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    people.handle("replay", "0", {})
    assert people.session.message == "The replay opens when the game is over."
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 1, "dicegame")
    controller.handle("start", None, {"name-0": "Ann", "kind-0": "easy", "name-1": "Bob", "kind-1": "easy"})
    controller.handle("skip", None, {})
    game = controller.session.game
    assert game.is_over
    controller.handle("replay", "0", {})
    assert "Replay: step 0 of" in controller.render()
    controller.handle("replay", "5", {})
    html = controller.render()
    assert f"Replay: step 5 of {len(game.log)}" in html
    assert lines(game)[4] in html
    assert Controller(storage, lambda: 1).session.replay == 5, "a reload stays on the step"
    controller.handle("replay", str(len(game.log) + 1), {})
    assert "is not a position" in controller.session.message
    controller.handle("replay", "off", {})
    assert "Game over" in controller.render()
