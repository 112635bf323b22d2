"""The game log every game shares: told from the event log, extended action by action, told again
in another language or for another game, and folded into one panel."""

import itertools
from dataclasses import replace

import pytest

from shelfie import registry
from shelfie.games.myshelfie.game import GAME
from shelfie.ui.i18n import use
from shelfie.ui.myshelfie.narration import narrate
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell import gamelog
from shelfie.ui.shell.controller import Controller
from tests.myshelfie.test_screens import play_by_hints, start
from tests.ui.device import Screen as Page


def played(controller, takes: int):
    play_by_hints(controller, takes)
    return controller.session.game


def fresh(game) -> list[str]:
    gamelog._last.config = None  # as if nothing had been told before
    return gamelog.told(GAME, game, 0, narrate)


def test_a_log_extended_action_by_action_says_what_a_fresh_telling_says():
    controller = start([("Ann", "person"), ("Cy", "medium")])
    seen = []
    for _ in range(6):
        game = played(controller, 1)
        seen.append(gamelog.told(GAME, game, 0, narrate))
    assert seen[-1] == fresh(game)
    assert all(later[: len(earlier)] == earlier for earlier, later in itertools.pairwise(seen))
    assert len(seen[-1]) >= 6


def test_another_game_or_another_language_is_told_anew():
    one = played(start([("Ann", "person"), ("Cy", "medium")], seed=3), 4)
    other = played(start([("Bo", "person"), ("Di", "easy")], seed=4), 4)
    assert gamelog.told(GAME, one, 0, narrate)[0].startswith(("Ann took", "Cy took"))
    assert gamelog.told(GAME, other, 0, narrate)[0].startswith(("Bo took", "Di took"))
    try:
        use("it")
        assert " ha preso " in gamelog.told(GAME, other, 0, narrate)[0]
    finally:
        use("en")
    earlier = replace(other, log=other.log[:2])
    assert gamelog.told(GAME, earlier, 0, narrate) == fresh(earlier), "an earlier point is told anew"


def test_a_log_is_told_from_the_seats_observations_alone():
    """Each seat's narration is handed what that seat may see: no seed, no other seat's personal
    goal, whatever the game's own narration would do with the whole state."""
    game = played(start([("Ann", "person"), ("Cy", "medium"), ("Di", "easy")], seed=5), 5)
    for viewer in range(3):
        handed: list = []

        def watching(before, event, after, handed=handed):
            handed.append((before, after))
            return narrate(before, event, after)

        told = gamelog.told(GAME, game, viewer, watching)
        assert len(told) >= 5 and len(handed) == len(game.log)
        for before, after in handed:
            for state in (before, after):
                assert state == GAME.observe(state, viewer)
                assert state.config.seed == 0
                hidden = [card for seat, card in enumerate(state.config.personal) if seat != viewer]
                assert hidden and set(hidden) == {0}
        assert gamelog.told(GAME, game, viewer, narrate) == told


def test_a_splitter_placement_is_told_only_once_its_round_is_complete():
    """Another seat's placement of the round being written is in the game's log, not in what this
    seat is told: the log of a round appears whole when its last placement is made."""
    splitter = registry.rules("splitter")
    screens = registry.screens("splitter")
    controller = Controller(MemoryStorage(), lambda: 9, "splitter")
    controller.handle("start", None, {"name-0": "Ann", "kind-0": "easy", "name-1": "Cy", "kind-1": "easy"})
    controller.computer_step()
    game = controller.session.game
    done = len(game.log)
    first = splitter.legal_actions(game, 0)[0]
    half = splitter.apply(game, 0, first)
    told = list(screens.log_lines(half, 1))
    assert told == list(screens.log_lines(game, 1)), "Ann's placement is not told to Cy yet"
    whole = splitter.apply(half, 1, splitter.legal_actions(half, 1)[0])
    assert len(whole.log) == done + 2
    assert len(screens.log_lines(whole, 1)) > len(told), "the round is told once complete"
    assert screens.log_lines(whole, 0) == screens.log_lines(whole, 1)

    def leaky(before, event, after):
        """A narration that would say every placement, secret or not."""
        return [f"seat {event.seat}: {event.action!r}"]

    assert f"seat 0: {first!r}" not in gamelog.told(splitter, half, 1, leaky), "untold by construction"
    assert f"seat 0: {first!r}" in gamelog.told(splitter, half, 0, leaky), "Ann is told her own"
    assert f"seat 0: {first!r}" in gamelog.told(splitter, whole, 1, leaky)


def test_the_panel_is_folded_newest_first_and_absent_before_anything_happened():
    assert gamelog.panel([]) == ""
    folded = gamelog.panel(["first", "second"])
    assert folded.startswith('<details class="log"><summary>Game log (2 entries)</summary><ol reversed>')
    assert folded.index("second") < folded.index("first")


def computers_game(game_id: str):
    """A whole game of two computers, played through the page's controller."""
    controller = Controller(MemoryStorage(), lambda: 7, game_id)
    controller.handle("start", None, {"name-0": "Ann", "kind-0": "easy", "name-1": "Cy", "kind-1": "easy"})
    while controller.session.computer_to_play:
        controller.computer_step()
    assert controller.session.rules.is_over(controller.session.game)
    return controller.session.game


PICTURED = {
    "dicegame": ("Thrown: ", 'class="log-die"'),
    "myshelfie": (" took ", 'class="log-tile'),
    "splitter": ("Round ", 'class="split-die'),
}
"""Each game's lines that have a picture (by a word in them), and what the picture is made of; a
game not here may draw none."""


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_each_action_in_the_log_has_its_picture_before_its_words(game_id):
    """The dice a roll threw, the tiles a take took, a round's two numbers: drawn small before the
    line that says them, as many as the line names, and hidden from screen readers (the words
    say it); other lines have none."""
    game = computers_game(game_id)
    screens = registry.screens(game_id)
    lines = list(screens.log_lines(game, 0))
    pictures = list(screens.log_pictures(game, 0)) or [""] * len(lines)  # () for a game of words alone
    assert len(pictures) == len(lines)
    word, piece = PICTURED.get(game_id, ("", ""))
    assert len(lines) > 10 or game_id not in PICTURED
    checked = zip(lines, pictures, strict=True) if game_id in PICTURED else iter(())
    for line, picture in checked:
        assert bool(picture) == (word in line), line
        if game_id == "dicegame" and picture:
            assert picture.count(piece) == len(line.split("Thrown: ")[1].split(", ")), line
        elif game_id == "splitter" and picture:
            assert picture.count(piece) == 2, line
        elif picture:
            assert picture.count(piece) >= 1, line
    panel = gamelog.panel(lines, pictures).replace("<details", "<details open")
    items = Page(panel).find("listitem")
    assert [item.text() for item in items] == list(reversed(lines)), "the pictures add no words"
    assert gamelog.panel(lines, pictures).count('class="log-picture" aria-hidden="true"') == sum(
        map(bool, pictures)
    )


@pytest.mark.parametrize("game_id", ["myshelfie", "splitter"])
def test_a_redraw_tells_the_log_and_its_pictures_from_one_telling(game_id, monkeypatch):
    """Every redraw asks for the lines and then the pictures: both come from one cached telling, so a
    redraw of the same game replays nothing (two tellings keyed apart replayed the whole game twice)."""
    game = computers_game(game_id)
    screens = registry.screens(game_id)
    screens.log_lines(game, 0), screens.log_pictures(game, 0)
    replayed = []
    monkeypatch.setattr(gamelog.saves, "replay", lambda *args: replayed.append(args))
    for _ in range(2):
        screens.log_lines(game, 0), screens.log_pictures(game, 0)
    assert replayed == []


def test_seats_told_in_turn_share_one_replay(monkeypatch):
    """At a hand-over the screen passes from seat to seat: each telling extends the one replay of
    the game, so one more action costs one replay, however many seats are told it."""
    game = played(start([("Ann", "person"), ("Bo", "person")], seed=6), 6)
    for viewer in (0, 1):
        gamelog.told(GAME, game, viewer, narrate)
    seat = next(iter(GAME.to_move(game)))
    further = GAME.apply(game, seat, GAME.legal_actions(game, seat)[0])
    replayed = []
    real = gamelog.saves.replay
    monkeypatch.setattr(gamelog.saves, "replay", lambda *args: replayed.append(args) or real(*args))
    told = [gamelog.told(GAME, further, viewer, narrate) for viewer in (0, 1, 0, 1)]
    assert len(replayed) == 1
    assert (
        told[0] == told[2] and told[1] == told[3] and len(told[0]) > len(gamelog.told(GAME, game, 0, narrate))
    )
