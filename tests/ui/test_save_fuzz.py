"""The page's save envelope under damage: a session that loads also saves and draws, or the
save is refused with InvalidSave and kept aside; the page itself always opens."""

import json
import random

from shelfie.core.errors import InvalidSave
from shelfie.games.dicegame.rules import apply, legal_actions, new_game
from shelfie.games.dicegame.state import Phase
from shelfie.registry import PERSON
from shelfie.ui.dicegame.draft import Draft, DraftRefused, toggle_item
from shelfie.ui.dicegame.turn import TurnChoices
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.pagesave import to_save
from shelfie.ui.shell.session import Screen, Session
from shelfie.ui.shell.views import render
from tests.mutations import mutate_json, mutate_text, steps, to_text
from tests.pages import SAVE_KEY, from_save

SAVE_STEPS = steps(default=1_000, long=100_000)


def sessions(rng: random.Random, count: int) -> list[Session]:
    """Sessions mid-turn with kept dice or a draft marking, as a player leaves them."""
    found = []
    while len(found) < count:
        players = [f"P{i}" for i in range(rng.randint(1, 4))]
        game = new_game(players, seed=rng.randrange(2**64))
        for _ in range(rng.randrange(200)):
            if game.is_over:
                break
            game = apply(game, rng.choice(legal_actions(game)))
        keep: frozenset[int] = frozenset()
        draft = Draft()
        if game.phase is Phase.REROLL:
            keep = frozenset(rng.sample(range(6), rng.randrange(7)))
        if game.phase is Phase.MARK:
            for shelf, column in rng.sample([(s, c) for s in range(5) for c in range(5)], 25):
                try:
                    draft = toggle_item(game, draft, (shelf, column))
                except DraftRefused:
                    continue
        kinds = tuple(rng.choice((PERSON, "easy", "hard")) for _ in players)
        found.append(
            Session(Screen.TABLE, "dicegame", game.config.players, kinds, game, TurnChoices(keep, draft))
        )
    return found


def envelope_damage(saved: dict, rng: random.Random) -> object:
    """Half the time damage only the page's own fields (kinds, kept dice, draft), not the game."""
    if rng.random() < 0.5:
        return mutate_json(saved, rng)
    game = saved.pop("game")
    data = mutate_json(saved, rng)
    if isinstance(data, dict):
        data["game"] = game
    return data


def test_any_damaged_page_save_loads_draws_and_resaves_or_is_refused():
    rng = random.Random(10)
    pool = sessions(rng, 16)
    assert any(s.turn.draft.combos for s in pool) and any(s.turn.keep for s in pool)
    for step in range(SAVE_STEPS):
        data = envelope_damage(to_save(rng.choice(pool)), rng)
        try:
            session = from_save(data)
        except InvalidSave:
            continue
        except Exception as error:
            raise AssertionError(f"seed 10 step {step}: {type(error).__name__}: {error}") from error
        assert from_save(json.loads(json.dumps(to_save(session)))) == session, f"step {step}"
        assert render(session), f"step {step}"


def test_the_page_opens_whatever_text_is_in_its_save_slot():
    rng = random.Random(11)
    texts = [json.dumps(to_save(s)) for s in sessions(rng, 6)]
    for step in range(SAVE_STEPS // 5):
        text = rng.choice(texts)
        damaged = to_text(mutate_json(json.loads(text), rng)) if rng.random() < 0.5 else None
        damaged = damaged or mutate_text(text, rng)
        storage = MemoryStorage()
        storage.set(SAVE_KEY, damaged)
        controller = Controller(storage, lambda: 5, "dicegame")
        html = controller.render()
        if controller.load_error:
            assert "Your saved game could not be read" in html, f"step {step}"
            assert damaged in (storage.get(k) for k in storage.keys()), "nothing is lost"
        else:
            assert "dicegame" in controller.saved, f"step {step}"
