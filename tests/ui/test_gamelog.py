"""The game log every game shares: told from the event log, extended action by action, told again
in another language or for another game, and folded into one panel."""

import itertools
from dataclasses import replace

from shelfie.games.myshelfie.game import GAME
from shelfie.ui.i18n import use
from shelfie.ui.myshelfie.narration import narrate
from shelfie.ui.shell import gamelog
from tests.myshelfie.test_screens import play_by_hints, start


def played(controller, takes: int):
    play_by_hints(controller, takes)
    return controller.session.game


def fresh(game) -> list[str]:
    gamelog._last.config = None  # as if nothing had been told before
    return gamelog.told(GAME, game, narrate)


def test_a_log_extended_action_by_action_says_what_a_fresh_telling_says():
    controller = start([("Ann", "person"), ("Cy", "medium")])
    seen = []
    for _ in range(6):
        game = played(controller, 1)
        seen.append(gamelog.told(GAME, game, narrate))
    assert seen[-1] == fresh(game)
    assert all(later[: len(earlier)] == earlier for earlier, later in itertools.pairwise(seen))
    assert len(seen[-1]) >= 6


def test_another_game_or_another_language_is_told_anew():
    one = played(start([("Ann", "person"), ("Cy", "medium")], seed=3), 4)
    other = played(start([("Bo", "person"), ("Di", "easy")], seed=4), 4)
    assert gamelog.told(GAME, one, narrate)[0].startswith(("Ann took", "Cy took"))
    assert gamelog.told(GAME, other, narrate)[0].startswith(("Bo took", "Di took"))
    try:
        use("it")
        assert " ha preso " in gamelog.told(GAME, other, narrate)[0]
    finally:
        use("en")
    earlier = replace(other, log=other.log[:2])
    assert gamelog.told(GAME, earlier, narrate) == fresh(earlier), "an earlier point is told anew"


def test_the_panel_is_folded_newest_first_and_absent_before_anything_happened():
    assert gamelog.panel([]) == ""
    folded = gamelog.panel(["first", "second"])
    assert folded.startswith('<details class="log"><summary>Game log (2 entries)</summary><ol reversed>')
    assert folded.index("second") < folded.index("first")
