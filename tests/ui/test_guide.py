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


def guide_said(controller: Controller) -> str | None:
    import html
    import re

    found = re.search(r'<section class="guide" aria-label="Guide"><p>(.*?)</p>', controller.render())
    return html.unescape(found.group(1)) if found else None


def test_my_shelfies_guide_explains_a_step_before_each_of_the_first_six_takes_then_goes_quiet():
    controller = Controller(MemoryStorage(), lambda: 1)
    controller.handle("guide", "myshelfie", {})
    session = controller.session
    assert session.guided and session.names == ("Player", "Coach") and session.kinds == ("person", "easy")
    assert session.game.current == 0 and len(session.game.config.common) == 1, "the player begins; one card"
    said = []
    while len(said) < 8 and not controller.session.rules.is_over(controller.session.game):
        if controller.session.computer_to_play:
            controller.computer_step()
            continue
        said.append(guide_said(controller))
        controller.handle("hint", None, {})
        controller.handle("confirm", None, {})
    assert [text.split(" ")[0] if text else None for text in said] == [
        "Welcome!",
        "Tiles",
        "The",
        "The",
        "Tiles",
        "When",
        None,
        None,
    ]
    assert "free side" in said[0] and "personal goal" in said[2] and "Only you see it" in said[2]
    assert "top token (8 points)" in said[3] and "6 or more 8" in said[4] and "end token" in said[5]


def test_splitters_guide_explains_a_step_in_each_of_the_first_five_rounds_and_says_the_double():
    controller = Controller(MemoryStorage(), lambda: 1)
    controller.handle("guide", "splitter", {})
    said = []
    for _ in range(6):
        said.append(guide_said(controller))
        game = controller.session.game
        space = next(left for left, _ in game.pad.pairs if game.pads[0][left] == 0)
        controller.handle("space", str(space), {})
        controller.handle("place", None, {})
        while controller.session.computer_to_play:
            controller.computer_step()
    assert [text.split(" ")[0] if text else None for text in said] == [
        "Welcome!",
        "Numbers",
        "Stars",
        "The",
        "22",
        None,
    ]
    assert "mirror space" in said[0] and "exactly as many" in said[1] and "hearts" in said[2]
    assert said[1].endswith("This round is a double: both spaces of the pair get the same number.")
    assert not any("a double" in text for text in (said[0], said[2], said[3], said[4]))


def test_a_first_visit_to_a_guided_game_offers_its_guide_in_the_set_up():
    from shelfie.ui.shell import history

    storage = MemoryStorage()
    controller = Controller(storage, lambda: 1)
    controller.handle("choose", "splitter", {})
    assert 'data-cmd="guide" data-arg="splitter"' in controller.render()
    record = history.Record("splitter", "2026-11-26", ("Ann",), ("person",), (30,), (0,))
    storage.set(history.HISTORY_KEY, history.dump([record]))
    again = Controller(storage, lambda: 1)
    again.handle("choose", "splitter", {})
    assert 'data-cmd="guide"' not in again.render(), "not once a game of it was played here"
    again.handle("choose", "myshelfie", {})
    assert 'data-cmd="guide" data-arg="myshelfie"' in again.render()
