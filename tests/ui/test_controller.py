"""The click-to-HTML path with saves: autosave, resume, bad saves, storage that fails."""

import json
import re

import pytest

from shelfie.games.dicegame.scoring import outcome
from shelfie.games.dicegame.state import Phase
from shelfie.registry import GAMES, PERSON
from shelfie.ui.saves import NOT_SAVED, MemoryStorage, StorageError
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.session import Screen, Session, dispatch
from tests.pages import SAVE_KEY

NAMES = {"name-0": "Ann", "name-1": "Bob"}


class FullStorage(MemoryStorage):
    """Reads work, every write fails, like a full quota."""

    def set(self, key, value):
        raise StorageError("QuotaExceededError")


class BlockedStorage(MemoryStorage):
    def get(self, key):
        raise StorageError("SecurityError")

    def set(self, key, value):
        raise StorageError("SecurityError")


_FRESH = object()


def started(storage=_FRESH, seed=11):
    controller = Controller(MemoryStorage() if storage is _FRESH else storage, lambda: seed, "dicegame")
    controller.handle("start", None, NAMES)
    return controller


def test_every_action_is_saved_and_a_new_page_resumes_exactly():
    storage = MemoryStorage()
    controller = started(storage)
    controller.handle("roll", None, {})
    controller.handle("keep", "2", {})
    controller.handle("roll", None, {})
    controller.handle("stop", None, {})
    first = controller.render()
    item = re.search(r'data-cmd="item" data-arg="(\d,\d)"(?![^>]*disabled)', first)
    assert item, "some item is markable"
    controller.handle("item", item.group(1), {})
    reloaded = Controller(storage, lambda: 99, "dicegame")
    assert reloaded.session == controller.session
    assert reloaded.session.turn.draft.combos
    assert reloaded.render() == controller.render()


def test_choosing_dice_to_keep_survives_a_reload():
    storage = MemoryStorage()
    controller = started(storage)
    controller.handle("roll", None, {})
    controller.handle("keep", "4", {})
    assert Controller(storage, lambda: 1, "dicegame").session.turn.keep == frozenset({4})


def test_corrupt_save_is_reported_kept_aside_and_a_new_game_starts():
    storage = MemoryStorage()
    storage.set(SAVE_KEY, '{"format": "shelfie-session", "version": 1, "game": {"broken": true}}')
    controller = Controller(storage, lambda: 3, "dicegame")
    assert controller.session.screen is Screen.SETUP
    assert "could not be read" in controller.render()
    aside = [k for k in storage.keys() if k.startswith(SAVE_KEY + ".unreadable.")]
    assert len(aside) == 1
    assert json.loads(storage.get(aside[0]))["game"] == {"broken": True}
    assert storage.get(SAVE_KEY) is None
    controller.handle("start", None, NAMES)
    controller.handle("roll", None, {})
    assert json.loads(storage.get(SAVE_KEY))["game"]["log"]


def test_a_second_corrupt_save_does_not_overwrite_the_first_copy():
    storage = MemoryStorage()
    storage.set(SAVE_KEY, "not json")
    Controller(storage, lambda: 3, "dicegame")
    storage.set(SAVE_KEY, "also not json")
    Controller(storage, lambda: 3, "dicegame")
    kept = sorted(storage.get(k) for k in storage.keys() if ".unreadable." in k)
    assert kept == ["also not json", "not json"]


def test_save_from_an_unknown_version_is_reported_not_loaded():
    storage = MemoryStorage()
    storage.set(SAVE_KEY, json.dumps({"format": "shelfie-session", "version": 7}))
    controller = Controller(storage, lambda: 3, "dicegame")
    assert "Your saved game could not be read" in controller.render()
    assert controller.load_error == "unsupported save version 7"


@pytest.mark.parametrize("text", ["not json", "{", '{"format": "shelfie-session", "version": 1}'])
def test_the_notice_says_in_plain_words_what_happened_not_the_parsers_text(text):
    storage = MemoryStorage()
    storage.set(SAVE_KEY, text)
    controller = Controller(storage, lambda: 3, "dicegame")
    html = controller.render()
    assert "Your saved game could not be read. It was kept aside" in html
    assert "nothing is lost" in html
    assert controller.load_error
    aside = f"{SAVE_KEY}.unreadable.1"
    assert storage.get(aside) == text
    words = re.search(r'<div class="notice-text"><p>(.*?)</p>', html)
    assert words is not None and aside not in words.group(1), "no storage key among the notice's words"
    assert '<details class="notice-detail"><summary>Details</summary>' in html
    assert f"Kept in this browser&#x27;s storage as &quot;{aside}&quot;." in html, "folded under Details"
    for technical in ("Expecting", "line 1", "column", "JSON", "char ", "log entry", "config"):
        assert technical not in html


def test_notice_can_be_dismissed():
    storage = MemoryStorage()
    storage.set(SAVE_KEY, "garbage")
    controller = Controller(storage, lambda: 3, "dicegame")
    for bad in (None, "x", "-1", "7"):
        controller.handle("dismiss-notice", bad, {})
        assert "could not be read" in controller.render()
    controller.handle("dismiss-notice", "0", {})
    assert "could not be read" not in controller.render()


def test_blocked_storage_plays_in_memory_with_a_notice():
    controller = started(None)
    assert NOT_SAVED in controller.render()
    controller.handle("roll", None, {})
    assert controller.session.game.phase is Phase.REROLL


@pytest.mark.parametrize("storage", [FullStorage(), BlockedStorage()])
def test_storage_that_fails_falls_back_to_memory_and_says_so(storage):
    controller = started(storage)
    controller.handle("roll", None, {})
    controller.handle("stop", None, {})
    assert controller.session.game.phase is Phase.MARK
    assert NOT_SAVED in controller.render()


def test_refused_command_shows_the_reason_and_changes_nothing():
    controller = started()
    controller.handle("roll", None, {})
    before = controller.session
    for pos in range(6):
        controller.handle("keep", str(pos), {})
    controller.handle("roll", None, {})
    assert "at least one die" in controller.session.message
    assert controller.session.game == before.game


def test_names_are_required_and_trimmed():
    controller = Controller(MemoryStorage(), lambda: 1, "dicegame")
    controller.handle("start", None, {"name-0": "  ", "name-1": "Bob"})
    assert controller.session.screen is Screen.SETUP
    assert controller.session.message == "Player 1 needs a name."
    controller.handle("start", None, {"name-0": " Ann ", "name-1": "Bob"})
    assert controller.session.game.config.players == ("Ann", "Bob")


def test_seats_can_be_added_and_removed_keeping_typed_names():
    session = Session(Screen.SETUP, "dicegame")
    session = dispatch(session, "add-seat", None, {"name-0": "Ann", "name-1": "Bob"}, 1)
    assert session.form.names == ("Ann", "Bob", "Player 3")
    session = dispatch(session, "remove-seat", "0", {"name-0": "Ann", "name-1": "Bob", "name-2": "Cid"}, 1)
    assert session.form.names == ("Bob", "Cid")
    for _ in range(2):
        session = dispatch(session, "add-seat", None, {}, 1)
    assert len(session.form.names) == 4
    assert "at most 4 players" in dispatch(session, "add-seat", None, {}, 1).message


def test_rematch_and_new_game():
    controller = started()
    controller.handle("new-game", None, {})
    assert controller.session.screen is Screen.SETUP
    assert "Continue saved game" in controller.render()
    controller.handle("continue", None, {})
    assert controller.session.screen is Screen.TABLE


def play_to_the_end(controller: Controller) -> None:
    """Roll, stop, mark the first highlighted item or cross out the first shelf, until the end;
    computers play their own turns."""
    for _ in range(2000):
        game = controller.session.game
        if game.is_over:
            return
        if controller.session.computer_to_play:
            controller.computer_step()
            continue
        if game.phase is Phase.ROLL:
            controller.handle("roll", None, {})
            continue
        if game.phase is Phase.REROLL:
            controller.handle("stop", None, {})
            continue
        html = controller.render()
        item = re.search(r'data-cmd="item" data-arg="(\d,\d)"(?![^>]*disabled)', html)
        if item:
            controller.handle("item", item.group(1), {})
            controller.handle("confirm", None, {})
            continue
        option = re.search(r'data-cmd="(cross|pass)"(?: data-arg="(\d)")?', html)
        controller.handle(option.group(1), option.group(2), {})
    raise AssertionError("the game did not end")


def test_a_whole_game_through_the_controller_ends_on_the_final_scores():
    controller = started(seed=4242)
    play_to_the_end(controller)
    html = controller.render()
    result = outcome(controller.session.game.board, controller.session.game.sheets)
    assert "Game over" in html
    for total in result.totals:
        assert f"<strong>{total}</strong>" in html
    controller.handle("rematch", None, {})
    assert controller.session.game.turn == 0
    assert controller.session.game.config.players == ("Ann", "Bob")


def test_starting_the_page_does_not_import_the_bots():
    """Bots and their tables add start-up work in Pyodide: only a computer seat or a hint should pay it.

    Opening the page, starting a game between people and resuming it import no bot."""
    import importlib
    import sys

    saved = {name: module for name, module in sys.modules.items() if name.startswith("shelfie")}
    for name in saved:
        del sys.modules[name]
    try:
        shell = importlib.import_module("shelfie.ui.shell.controller")
        storage = importlib.import_module("shelfie.ui.saves").MemoryStorage()
        controller = shell.Controller(storage, lambda: 1, "dicegame")
        controller.handle("start", None, {})
        controller.handle("roll", None, {})
        shell.Controller(storage, lambda: 1).render()
        loaded = sorted(name for name in sys.modules if name.startswith("shelfie.bots"))
    finally:
        for name in [name for name in sys.modules if name.startswith("shelfie")]:
            del sys.modules[name]
        sys.modules.update(saved)
    assert loaded == []


def test_starting_a_new_game_asks_before_replacing_the_one_in_progress():
    storage = MemoryStorage()
    controller = started(storage)
    controller.handle("roll", None, {})
    saved = storage.get(SAVE_KEY)
    game = controller.session.game
    controller.handle("new-game", None, {})
    controller.handle("start", None, {"name-0": "Cid", "name-1": "Dee"})
    html = controller.render()
    assert 'role="alertdialog"' in html
    assert "Replace the saved game?" in html
    assert "(Ann, Bob, round 1) is lost" in html
    assert controller.session.game == game and storage.get(SAVE_KEY) == saved, "nothing replaced yet"
    controller.handle("continue", None, {})
    assert controller.session.screen is Screen.TABLE and controller.session.game == game
    controller.handle("new-game", None, {})
    controller.handle("start", None, {"name-0": "Cid", "name-1": "Dee"})
    controller.handle("start", "replace", {"name-0": "Cid", "name-1": "Dee"})
    assert controller.session.game.config.players == ("Cid", "Dee")
    assert json.loads(storage.get(SAVE_KEY))["game"]["config"]["players"] == ["Cid", "Dee"]


def test_a_finished_game_is_replaced_without_asking():
    controller = started(seed=4242)
    play_to_the_end(controller)
    controller.handle("new-game", None, {})
    controller.handle("start", None, {"name-0": "Cid", "name-1": "Dee"})
    assert controller.session.game.config.players == ("Cid", "Dee")


def focus_target(html: str) -> str | None:
    found = re.findall(r'<button[^>]*data-key="([^"]+)"[^>]*data-focus', html)
    assert len(found) <= 1
    return found[0] if found else None


def test_the_view_names_where_focus_goes_when_its_control_is_gone():
    controller = started(seed=11)
    controller.handle("roll", None, {})
    controller.handle("stop", None, {})
    html = controller.render()
    first = re.search(r'data-cmd="item" data-arg="(\d,\d)"(?![^>]*disabled)', html).group(1)
    assert focus_target(html) == f"item:{first}", "Stop rolling: focus moves to the first markable item"
    controller.handle("item", first, {})
    controller.handle("clear", None, {})
    assert focus_target(controller.render()) == f"item:{first}", "Clear choices: back to the first item"


def test_kept_dice_stay_kept_across_a_reroll_until_released():
    controller = started(seed=11)
    controller.handle("roll", None, {})
    first = controller.session.game.dice
    for pos in ("0", "3"):
        controller.handle("keep", pos, {})
    controller.handle("roll", None, {})
    game = controller.session.game
    assert controller.session.turn.keep == frozenset({0, 3}), "still kept for the last re-roll"
    assert (game.dice[0], game.dice[3]) == (first[0], first[3])
    assert "Re-roll 4 dice" in controller.render()
    controller.handle("keep", "3", {})
    assert controller.session.turn.keep == frozenset({0}), "released by a tap"
    controller.handle("roll", None, {})
    assert controller.session.game.phase is Phase.MARK
    assert controller.session.turn.keep == frozenset(), "nothing to keep once the dice are final"


def _form(kinds):
    return {
        **{f"name-{seat}": f"P{seat + 1}" for seat in range(len(kinds))},
        **{f"kind-{seat}": kind for seat, kind in enumerate(kinds)},
    }


def _set_up(controller, seats):
    """The set-up form grown or shrunk to ``seats`` seats, as a player does it."""
    while len(controller.session.form.names) < seats:
        controller.handle("add-seat", None, {})
    while len(controller.session.form.names) > seats:
        controller.handle("remove-seat", str(len(controller.session.form.names) - 1), {})


def _playing(game_id, kinds, storage):
    """A game of ``kinds`` seats played until a person's seat after the first ones is to move."""
    controller = Controller(storage, lambda: 5, game_id)
    _set_up(controller, len(kinds))
    controller.handle("start", None, _form(kinds))
    while controller.session.computer_to_play:
        controller.computer_step()
    if controller.session.screen is Screen.HANDOFF:
        controller.handle("ready", None, {})
    return controller


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize(("before", "after"), [(4, 2), (2, 4)])
@pytest.mark.parametrize("answer", ["keep", "replace"])
def test_a_set_up_of_another_size_replaces_or_keeps_the_game_in_progress(game_id, before, after, answer):
    """A 4-seat game with its third seat to move, and a 2-seat set-up started over it
    (and the other way round): the question is asked, and either answer works and is saved."""
    storage = MemoryStorage()
    kinds = ("easy",) * (before - 2) + (PERSON, PERSON)
    controller = _playing(game_id, kinds, storage)
    seat = controller.session.seat
    assert seat is not None and seat >= before - 2, "a seat after the computers' is to move"
    old = controller.session.game
    controller.handle("new-game", None, {})
    _set_up(controller, after)
    form = _form((PERSON,) * after)
    controller.handle("start", None, form)
    assert controller.session.replacing, "the player is asked first"
    assert "Replace the saved game?" in controller.render()
    if answer == "keep":
        controller.handle("continue", None, {})
        assert controller.session.game == old and controller.session.kinds == kinds
        if controller.session.screen is Screen.HANDOFF:
            controller.handle("ready", None, {})
        assert controller.session.screen is Screen.TABLE and controller.session.seat == seat
    else:
        controller.handle("start", "replace", form)
        assert len(controller.session.rules.players(controller.session.game)) == after
        assert controller.session.kinds == (PERSON,) * after
    controller.render()
    reloaded = Controller(storage, lambda: 9, game_id)
    assert reloaded.session.game == controller.session.game
    assert reloaded.session.kinds == controller.session.kinds


def test_a_session_never_holds_a_game_without_its_seats():
    game = Controller(MemoryStorage(), lambda: 1, "dicegame")
    game.handle("start", None, NAMES)
    with pytest.raises(ValueError, match="1 seats for a game of 2"):
        Session(Screen.TABLE, "dicegame", ("Ann",), (PERSON,), game.session.game)
    with pytest.raises(ValueError, match="2 names for 1 kinds"):
        Session(Screen.SETUP, "dicegame", ("Ann", "Bob"), (PERSON,))


@pytest.mark.parametrize(
    ("game_id", "said"),
    [("dicegame", "P1, P2, round 1)"), ("splitter", "P1, P2, round 1)"), ("myshelfie", "(P1, P2)")],
)
def test_the_replace_question_says_where_the_game_stands_in_the_games_own_words(game_id, said):
    """Splitter's state counts the rounds written, so reading its ``round`` said "round 0";
    each game says which round is being played, or none."""
    controller = Controller(MemoryStorage(), lambda: 5, game_id)
    controller.handle("start", None, _form((PERSON, PERSON)))
    controller.handle("new-game", None, {})
    controller.handle("start", None, _form((PERSON, PERSON)))
    text = re.search(r'<p id="replace-text">(.*?)</p>', controller.render()).group(1)
    assert said in text and "round 0" not in text


def test_storage_is_written_what_the_model_changed_a_text_kept_aside_first():
    """``controller.changes``: a refused write stops the rest, so the copy kept aside must go
    first, before anything is written over the only other copy of it."""
    from shelfie.ui.shell.controller import changes

    before = {"shelfie.history": "{not json", "shelfie.sound": "on", "shelfie.language": "it"}
    after = {"shelfie.history": "[]", "shelfie.history.unreadable.1": "{not json", "shelfie.sound": "on"}
    assert changes(before, after) == [
        ("shelfie.history.unreadable.1", "{not json"),
        ("shelfie.history", "[]"),
        ("shelfie.language", None),
    ]
