"""Games put into the page's save slot, so a browser test starts at the screen it is about."""

import json
import random

from playwright.sync_api import Page

from shelfie.games.dicegame.actions import Action, Mark, Roll, StopRolling
from shelfie.games.dicegame.rules import apply, legal_actions, markings, new_game
from shelfie.games.dicegame.state import GameState
from shelfie.registry import PERSON
from shelfie.ui.dicegame.turn import TurnChoices
from shelfie.ui.shell.pagesave import to_save
from shelfie.ui.shell.session import Screen, Session
from tests.pages import SAVE_KEY

from .helpers import wait_ready


def finished_game(players: tuple[str, ...] = ("Ann", "Bob"), seed: int = 5) -> GameState:
    rng = random.Random(seed)
    state = new_game(players, seed=seed)
    while not state.is_over:
        state = apply(state, rng.choice(legal_actions(state)))
    return state


def turn(state: GameState, faces: str, items: set[tuple[int, int]]) -> GameState:
    """Roll these faces, stop, and mark exactly these items."""
    state = apply(apply(state, Roll(), dice=faces.split()), StopRolling())
    return apply(state, marking(state, items))


def marking(state: GameState, items: set[tuple[int, int]]) -> Action:
    return next(
        a for a in markings(state) if isinstance(a, Mark) and {(c.shelf, c.column) for c in a.combos} == items
    )


def before_the_end_is_triggered() -> tuple[GameState, Action]:
    """Ann (first of two) has rolled five books: marking the 5-dice book closes her book shelf,
    her second closed shelf (the cat shelf is full), so the end is triggered and Bob still plays."""
    cat, book, plant, trophy, game = range(5)
    ann = [
        ("cat cat cat cat cat cat", {(cat, 0), (cat, 1), (cat, 2)}),
        ("cat cat cat cat book book", {(cat, 3), (book, 1)}),
        ("cat cat cat cat cat book", {(cat, 4), (book, 0)}),
        ("book book book plant plant plant", {(book, 2)}),
        ("book book book book plant plant", {(book, 3)}),
    ]
    bob = [(plant, 0), (trophy, 0), (game, 0), (plant, 1), (trophy, 1)]
    names = ("plant", "trophy", "game")
    state = new_game(["Ann", "Bob"], seed=5, first_player=0)
    for (faces, items), (shelf, column) in zip(ann, bob, strict=True):
        state = turn(state, faces, items)
        state = turn(state, " ".join([names[shelf - plant]] * 6), {(shelf, column)})
    state = apply(apply(state, Roll(), dice=["book", "book", "book", "book", "book", "plant"]), StopRolling())
    return state, marking(state, {(book, 4)})


def load_into_page(page: Page, game: GameState) -> None:
    """Write the game as the page's save and reload, as if the player had left it there."""
    players = game.config.players
    session = Session(Screen.TABLE, "dicegame", players, (PERSON,) * len(players), game, TurnChoices())
    text = json.dumps(to_save(session))
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, text])
    page.reload()
    wait_ready(page)
