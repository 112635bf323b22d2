"""The one table of commands (``shell/commands.py``): every command the session runs is in it, a
name found nowhere is refused in words and changes nothing, and a command names the game whose
modules it needs."""

from dataclasses import replace

from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell import commands, session
from shelfie.ui.shell.controller import Controller


def test_every_command_the_session_runs_is_in_the_table():
    assert set(session._COMMANDS) <= set(commands.COMMANDS)


def test_an_unknown_command_is_refused_in_words_and_changes_nothing():
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 5, "dicegame")
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    before, stored = controller.session, dict(storage.items)
    assert controller.handle("teleport", "3", {}) == {}
    assert controller.session.message == "That button does nothing on this screen, so nothing was changed."
    assert replace(controller.session, message="") == replace(before, message="")
    assert storage.items == stored
    assert "nothing was changed" in controller.render()


def test_a_game_command_is_found_only_while_its_game_is_on_the_table():
    """Pressed on another screen (the home screen drawn while the press was on its way), the dice
    are not thrown behind it: the press is refused in words."""
    controller = Controller(MemoryStorage(), lambda: 5, "dicegame")
    assert commands.find("roll", controller.session) is None, "the set-up is not the table"
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    assert commands.find("roll", controller.session) is not None
    for elsewhere in ("home", "stats"):
        controller.handle(elsewhere, None, {})
        assert commands.find("roll", controller.session) is None
        controller.handle("roll", None, {})
        assert controller.session.game.log == ()
        assert "nothing was changed" in controller.session.message
    assert commands.find("home", controller.session) is commands.COMMANDS["home"]


def test_a_command_names_the_game_whose_modules_it_needs_first():
    controller = Controller(MemoryStorage(), lambda: 5)
    assert controller.needs("choose", "splitter") == "splitter"
    assert controller.needs("daily", "myshelfie") == "myshelfie"
    assert controller.needs("choose", "chess") is None
    assert controller.needs("open-friend", "no-such-game") is None
    assert controller.needs("replay-history", "0") is None, "an empty history holds no game"
    assert controller.needs("replay-history", "x") is None
    assert controller.needs("teleport", "splitter") is None
