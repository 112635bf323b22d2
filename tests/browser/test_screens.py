"""Every screen ``make screens`` pictures, held to the layout checks: the home screen, each
game's guided first game, an unreadable saved game; each game's set-up, rules, a person's turn, a
step into it (the dice game's die kept), the hint pressed there, the question before a new game
replaces it, the final table, the final table of four long names with every row opened, the
replay, and every step of play by link (the invitation, the friend opening it, their answer, the
host opening it, a turn's link with the game it carries); the statistics of the games played on
the way and today's challenge played, at 360, 390, 768 and 1280 px, in English and Italian."""

import pytest

from shelfie import registry
from tests.facts import facts
from tools.screens import walk

from .geometry import layout_faults
from .test_every_state import WIDTHS

pytestmark = pytest.mark.warm


@pytest.mark.parametrize("part", ["the shell", *sorted(registry.GAMES)])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_screen_is_sound_at_every_width(page, open_game, site_url, lang, part):
    """The shell's own screens in one part, each game's in a part of its own (ending on the
    statistics of the games it played)."""
    open_game(f"?lang={lang}")  # a new visit, on empty storage: the walk's statistics are its own games
    shell = part == "the shell"
    seen = []
    for screen in walk(page, site_url, lang, games=() if shell else [part], shell=shell):
        seen.append(screen)
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 900})
            page.wait_for_function("document.getAnimations().every((a) => a.playState !== 'running')")
            assert layout_faults(page) == [], f"{screen}, {lang}, {width} px"
        page.set_viewport_size({"width": 1280, "height": 900})
    if shell:
        guided = sum(entry.guided for entry in registry.GAMES.values())
        expected = 1 + guided + 1 + 2  # home, each guided game, an unreadable save; statistics, daily
    else:
        further = len(getattr(facts(part), "FURTHER_STEPS", ()))  # the dice game's die kept
        expected = 14 + further + 1  # and the statistics
    assert len(seen) == expected, f"every screen was reached: {seen}"
