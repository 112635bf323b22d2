"""The replay belongs to the shell: every game's finished game opens on it, steps through it, keeps
its step over a reload and refuses a step it does not have, with no replay code of its own."""

import json

import pytest

from shelfie import registry
from shelfie.registry import GAMES
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.pagesave import save_key
from shelfie.ui.shell.replay import states


def finished(game_id: str, storage: MemoryStorage) -> Controller:
    """Two easy computers play a whole game, as a player watching would see it end."""
    controller = Controller(storage, lambda: 7, game_id)
    while len(controller.session.form.names) < 2:
        controller.handle("add-seat", None, {})
    controller.handle("start", None, {"name-0": "Ann", "kind-0": "easy", "name-1": "Bob", "kind-1": "easy"})
    while controller.session.computer_to_play:
        controller.computer_step()
    assert registry.rules(game_id).is_over(controller.session.game)
    return controller


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_replays_from_its_set_up_to_its_end(game_id):
    storage = MemoryStorage()
    controller = finished(game_id, storage)
    rules, screens, game = registry.rules(game_id), registry.screens(game_id), controller.session.game
    marks = screens.replay_marks(game, len(rules.log(game)))
    assert marks[0] == 0 and marks[-1] == len(rules.log(game)), "from the set-up to the last action"
    assert states(rules, game)[-1] == game, "the replay ends where the game ended"
    last = len(marks) - 1
    controller.handle("replay", "0", {})
    assert screens.replay_title(0, last) in controller.render()
    assert 'data-cmd="replay" data-arg="0" data-key="replay:0" disabled' in controller.render()
    controller.handle("replay", str(last), {})
    page = controller.render()
    assert screens.replay_title(last, last) in page and "Game over" not in page
    assert Controller(storage, lambda: 7).session.replay == last, "a reload stays on the step"
    controller.handle("replay", str(last + 1), {})
    assert "is not a position" in controller.session.message and controller.session.replay == last
    controller.handle("replay", "off", {})
    assert "Game over" in controller.render() and controller.session.replay is None


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_saved_replay_step_that_does_not_fit_is_set_aside(game_id):
    storage = MemoryStorage()
    finished(game_id, storage)
    saved = json.loads(storage.get(save_key(game_id)))
    for bad in (-1, 10_000, True, "3"):
        storage.set(save_key(game_id), json.dumps({**saved, "replay": bad}))
        controller = Controller(storage, lambda: 7, game_id)
        assert controller.session.replay is None and controller.session.game is None
        assert any("could not be read" in notice.text for notice in controller.notices)


def test_a_save_from_before_the_shell_kept_the_replay_opens_on_its_step():
    """The games kept the replay step in their turn's choices; such a save opens on that step."""
    storage = MemoryStorage()
    finished("splitter", storage)
    saved = json.loads(storage.get(save_key("splitter")))
    storage.set(save_key("splitter"), json.dumps({**saved, "turn": {**saved["turn"], "replay": 3}}))
    assert Controller(storage, lambda: 7, "splitter").session.replay == 3
