"""Splitter's and My Shelfie's page saves under damage, as the dice game's are in
test_save_fuzz.py: a damaged save either loads into a session that draws and saves back equal, or
is refused with InvalidSave (kept aside by the page); nothing else escapes."""

import json
import random

import pytest

from shelfie import registry
from shelfie.core.errors import InvalidSave
from shelfie.registry import PERSON
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.pagesave import from_save, save_key, to_save
from shelfie.ui.shell.session import Screen, Session
from shelfie.ui.shell.views import render
from tests.mutations import mutate_json, mutate_text, steps

SAVE_STEPS = steps(default=400, long=40_000)
GAMES = ("splitter", "myshelfie")


def sessions(game_id: str, rng: random.Random, count: int) -> list[Session]:
    """Sessions part-way through random games, with a choice of the turn begun."""
    rules, screens = registry.rules(game_id), registry.screens(game_id)
    found = []
    while len(found) < count:
        players = [f"P{i}" for i in range(rng.randint(rules.min_players, min(rules.max_players, 4)))]
        game = rules.new_game(players, rng.randrange(2**64))
        for _ in range(rng.randrange(60)):
            if rules.is_over(game):
                break
            seat = min(rules.to_move(game))
            game = rules.apply(game, seat, rng.choice(rules.legal_actions(game, seat)))
        turn = screens.empty_turn()
        if not rules.is_over(game):
            seat = min(rules.to_move(game))
            action = rules.legal_actions(game, seat)[0]
            data = rules.action_to_json(action)
            picked = (
                {"space": data["row"] * 8 + data["column"]}
                if game_id == "splitter"
                else {"picked": data["spaces"]}
            )
            turn = screens.turn_from_json(picked, game)
        kinds = tuple(rng.choice((PERSON, "easy", "hard")) for _ in players)
        found.append(Session(Screen.TABLE, game_id, tuple(players), kinds, game, turn))
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_any_damaged_page_save_loads_draws_and_resaves_or_is_refused(game_id):
    rng = random.Random(20)
    pool = sessions(game_id, rng, 8)
    for step in range(SAVE_STEPS):
        saved = to_save(rng.choice(pool))
        if rng.random() < 0.5:
            data = mutate_json(saved, rng)
        else:
            game = saved.pop("game")
            data = mutate_json(saved, rng)
            if isinstance(data, dict):
                data["game"] = game
        try:
            session = from_save(game_id, data)
        except InvalidSave:
            continue
        except Exception as error:
            raise AssertionError(f"{game_id} step {step}: {type(error).__name__}: {error}") from error
        assert from_save(game_id, json.loads(json.dumps(to_save(session)))) == session, f"step {step}"
        assert render(session), f"step {step}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_page_opens_whatever_text_is_in_a_games_save_slot(game_id):
    rng = random.Random(21)
    texts = [json.dumps(to_save(s)) for s in sessions(game_id, rng, 4)]
    for step in range(SAVE_STEPS // 5):
        text = mutate_text(rng.choice(texts), rng)
        storage = MemoryStorage()
        storage.set(save_key(game_id), text)
        controller = Controller(storage, lambda: 5, game_id)
        page = controller.render()
        if controller.load_error:
            assert "Your saved game could not be read" in page, f"step {step}"
            assert text in (storage.get(k) for k in storage.keys()), "nothing is lost"
        else:
            assert game_id in controller.saved, f"step {step}"
