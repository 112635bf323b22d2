"""Every screen ``make screens`` pictures, held to the layout checks: the home screen, each
game's guided first game, an unreadable saved game; each game's set-up, rules, a person's turn, a
step into it (the dice game's die kept), the hint pressed there, the question before a new game
replaces it, the final table, the final table of four long names with every row opened, the
replay, and every step of play by link (the invitation, the friend opening it, their answer, the
host opening it, a turn's link with the game it carries); the statistics of the games played on
the way and today's challenge played, at 360, 390, 768 and 1280 px, in English and Italian."""

import pytest

from shelfie import registry
from tools.screens import walk

from .geometry import layout_faults
from .test_every_state import WIDTHS

pytestmark = pytest.mark.warm


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_screen_is_sound_at_every_width(page, open_game, site_url, lang):
    open_game(f"?lang={lang}")  # a new visit, on empty storage: the walk's statistics are its own games
    seen = []
    for screen in walk(page, site_url, lang):
        seen.append(screen)
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 900})
            page.wait_for_function("document.getAnimations().every((a) => a.playState !== 'running')")
            assert layout_faults(page) == [], f"{screen}, {lang}, {width} px"
        page.set_viewport_size({"width": 1280, "height": 900})
    games = len(registry.GAMES)
    guided = sum(entry.guided for entry in registry.GAMES.values())
    kept = 1  # the dice game's die kept
    assert len(seen) == 1 + guided + 1 + 14 * games + kept + 2, (
        f"every screen of every game was reached: {seen}"
    )
