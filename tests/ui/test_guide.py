"""The guided first game: offered to newcomers, on fixed dice, explained step by step, skippable."""

from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller

from .test_controller import play_to_the_end


def test_the_guide_is_offered_to_a_newcomer_until_taken_or_declined():
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 1)
    assert "New here?" in controller.render()
    controller.handle("no-guide", None, {})
    assert "New here?" not in controller.render()
    assert "New here?" not in Controller(storage, lambda: 1).render(), "declining is remembered"
    played = MemoryStorage()
    Controller(played, lambda: 1, "dicegame").handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    assert "New here?" not in Controller(played, lambda: 1).render(), "not offered to someone who played"


def test_the_guided_game_explains_each_step_on_fixed_dice_and_can_be_skipped():
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 1)
    controller.handle("guide", "dicegame", {})
    session = controller.session
    assert session.guided and session.names == ("Player", "Coach") and session.kinds == ("person", "easy")
    assert session.game.current == 0
    assert "Press Roll the dice." in controller.render()
    controller.handle("roll", None, {})
    assert session.game.config.seed == controller.session.game.config.seed
    assert controller.session.game.dice == ("game", "trophy", "game", "game", "joker", "trophy")
    assert "three board games, two trophies and a joker" in controller.render()
    for pos in ("0", "2", "3", "4"):
        controller.handle("keep", pos, {})
    controller.handle("roll", None, {})
    controller.handle("stop", None, {})
    assert "Now mark 1 to 3 items." in controller.render()
    assert "Skip the guide" in controller.render()
    assert Controller(storage, lambda: 1).session.guided, "a reload keeps the guide"
    controller.handle("end-guide", None, {})
    assert "Now mark 1 to 3 items." not in controller.render()


def test_the_guide_walks_through_the_first_turns_and_the_game_ends_normally():
    from shelfie.games.dicegame.game import GAME
    from shelfie.ui.dicegame.guide import say
    from shelfie.ui.shell.replay import states

    controller = Controller(MemoryStorage(), lambda: 1)
    controller.handle("guide", "dicegame", {})
    play_to_the_end(controller)
    game = controller.session.game
    said = []
    for step in range(len(game.log) + 1):
        text = say(states(GAME, game)[step])
        if text and text not in said:
            said.append(text)
    assert [text.split(" ")[0] for text in said] == ["Welcome!", "Six", "Now", "Well", "Watch", "The"]
    assert say(game) is None
    assert "Game over" in controller.render()
    assert "Skip the guide" not in controller.render(), "the guide is quiet once the game is over"


def test_every_game_with_a_guided_first_game_is_offered_not_only_the_first(monkeypatch):
    """The offer reads the registry: a second guided game gets its own button beside the first."""
    from dataclasses import replace

    from shelfie import registry

    monkeypatch.setitem(registry.GAMES, "splitter", replace(registry.GAMES["splitter"], guided=True))
    page = Controller(MemoryStorage(), lambda: 1).render()
    assert 'data-cmd="guide" data-arg="dicegame"' in page and 'data-cmd="guide" data-arg="splitter"' in page
    assert ">Learn My Shelfie: The Dice Game</button>" in page and ">Learn Splitter</button>" in page
