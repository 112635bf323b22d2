"""The page's update is a pure function: the same model and world give the same next model and
effects, the model handed in is left as it was, and what is kept is in the model it returns
(the controller only writes that to storage)."""

import copy

import pytest

from shelfie import registry
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.pagesave import save_key
from shelfie.ui.shell.update import update, view
from shelfie.ui.shell.updating import World
from tests.facts import facts

WORLD = World("2026-12-06", "https://example.org/shelfie/", 7)
SEATS = {"name-0": "Ann", "kind-1": "hard", "name-1": "Hal"}


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_the_same_model_and_world_give_the_same_next_model_and_leave_it_as_it_was(game_id):
    model = Controller(MemoryStorage(), lambda: 7, game_id).model
    commands = [
        ("start", None, SEATS),
        ("hint", None, {}),
        (*facts(game_id).COMMIT, {}),
        ("rules", None, {}),
        ("faster", None, {}),
        ("no-such-button", None, {}),
        ("home", None, {}),
    ]
    for cmd, arg, form in commands:
        handed_in = copy.deepcopy(model)
        after, effects = update(model, WORLD, cmd, arg, form)
        assert (after, effects) == update(model, WORLD, cmd, arg, form), cmd
        assert model == handed_in, f"{cmd} changed the model it was handed"
        assert view(after, WORLD) == view(after, WORLD)
        model = after
    assert save_key(game_id) in model.kept, "the save is in the model's copy of storage"


def test_the_controller_writes_what_the_model_keeps_and_nothing_else():
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 7, "splitter")
    controller.handle("start", None, SEATS)
    controller.handle("faster", None, {})
    assert dict(controller.model.kept) == storage.items
    controller.handle("sound", None, {})
    assert storage.items["shelfie.sound"] == "on" and dict(controller.model.kept) == storage.items
