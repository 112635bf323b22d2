"""Undo in every game: the turn's last choice taken back, step by step, until the game moves on (a
confirmed take or placement, a roll); nothing to undo is refused in words, the state unchanged."""

import re

from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller


def undo_enabled(controller: Controller) -> bool:
    found = re.search(r"<button[^>]*data-cmd=\"undo\"[^>]*>", controller.render())
    assert found, "every turn of a person offers Undo"
    return "disabled" not in found.group(0)


def started(game_id: str, kinds=("person", "easy")) -> Controller:
    controller = Controller(MemoryStorage(), lambda: 11, game_id)
    controller.handle("start", None, {f"kind-{i}": kind for i, kind in enumerate(kinds)})
    if controller.session.screen.name == "HANDOFF":
        controller.handle("ready", None, {})
    while controller.session.computer_to_play:
        controller.computer_step()
    return controller


def test_my_shelfie_undo_takes_back_picks_one_by_one_then_nothing_after_the_take():
    controller = started("myshelfie")
    assert not undo_enabled(controller)
    controller.handle("hint", None, {})  # picks the tiles and the column: one choice
    hinted = controller.session.turn
    controller.handle("clear", None, {})
    assert controller.session.turn.picked == ()
    controller.handle("undo", None, {})
    assert controller.session.turn == hinted, "the clear is taken back"
    game = controller.session.game
    controller.handle("undo", None, {})
    assert controller.session.turn.picked == () and controller.session.game is game
    assert not undo_enabled(controller)
    controller.handle("undo", None, {})
    assert controller.session.message == "There is nothing to undo in this turn."
    assert controller.session.game is game


def test_splitter_undo_takes_back_the_space_and_the_swap_until_the_numbers_are_placed():
    controller = started("splitter")
    game = controller.session.game
    first = next(left for left, _ in game.pad.pairs if game.pads[0][left] == 0)
    controller.handle("space", str(first), {})
    controller.handle("swap", None, {})
    swapped = controller.session.turn
    controller.handle("undo", None, {})
    assert controller.session.turn.space == first and controller.session.turn != swapped
    controller.handle("swap", None, {})
    controller.handle("place", None, {})
    while controller.session.computer_to_play:
        controller.computer_step()
    assert controller.session.game.round == 1
    assert not undo_enabled(controller), "a placed round is not taken back"


def test_dice_game_undo_takes_back_kept_dice_and_marked_items_but_never_a_roll():
    controller = started("dicegame")
    controller.handle("roll", None, {})
    assert not undo_enabled(controller), "a roll cannot be taken back"
    controller.handle("keep", "0", {})
    controller.handle("keep", "1", {})
    controller.handle("undo", None, {})
    assert controller.session.turn.keep == frozenset({0})
    controller.handle("undo", None, {})
    assert controller.session.turn.keep == frozenset()
    controller.handle("keep", "2", {})
    controller.handle("roll", None, {})
    assert not undo_enabled(controller), "the re-roll threw new dice: the kept die stays kept"


def test_a_reload_keeps_what_undo_steps_back_through_and_a_damaged_list_is_reported():
    import json

    import pytest

    from shelfie.core.errors import InvalidSave
    from shelfie.ui.shell.pagesave import from_save

    storage = MemoryStorage()
    controller = Controller(storage, lambda: 11, "splitter")
    controller.handle("start", None, {"kind-1": "easy"})
    game = controller.session.game
    space = next(left for left, _ in game.pad.pairs if game.pads[0][left] == 0)
    controller.handle("space", str(space), {})
    controller.handle("swap", None, {})
    reloaded = Controller(storage, lambda: 11, "splitter")
    assert reloaded.render() == controller.render()
    reloaded.handle("undo", None, {})
    reloaded.handle("undo", None, {})
    assert reloaded.session.turn.space is None and not undo_enabled(reloaded)
    saved = json.loads(storage.get("shelfie.splitter.save"))
    with pytest.raises(InvalidSave, match="earlier choices"):
        from_save("splitter", {**saved, "undo": "twice"})
