"""Every game of the site and the kinds of player that can take a seat: the one list to edit.

Entries are data: titles and player counts for the home screen, and the dotted paths of each
game's rules, screens and bots, imported only when that game is played (so a page pays only for
the game it shows, and no layer below the shell imports one above it). Adding a game is adding
its folders and one entry here (docs/ARCHITECTURE.md, "Adding a game").
"""

import importlib
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from shelfie.core.contract import AnyGame
from shelfie.core.errors import N_

PERSON = "person"
LEVELS: Mapping[str, str] = MappingProxyType({"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")})
"""The levels every game here offers."""


@dataclass(frozen=True)
class GameEntry:
    id: str
    title: str
    summary: str
    min_players: int
    max_players: int
    picture: str
    """The game's cover in the page's sprite (``i-<id>`` in its screens' ``pictures.svg``), drawn
    in its own colours on the game's colour (``--game-colour`` in its stylesheet)."""
    levels: Mapping[str, str]
    """Computer levels, weakest first, and how each is named ("hard": "Hard"); each is a player
    kind besides ``person``."""
    rules: str
    bots: str
    screens: str
    link_code: int
    """The game's number in a link (``shelfie.core.links``): given once and never changed or
    reused, so a link sent today opens tomorrow; a new game takes the next free number."""
    daily: bool = False
    """The game has a daily challenge: the same seed for everyone on a date (shelfie.core.daily)."""
    daily_opponents: tuple[str, ...] = ()
    """The computer levels a person plays against in the daily challenge, the same for everyone (a
    game of two or more players has them; a solo game's challenge is played alone)."""
    guided: bool = False
    """The game has a guided first game (its screens' ``guided_setup``), offered to newcomers."""
    dice: bool = False
    """Dice are thrown on screen: they tumble, click with the Sound button (shown for such a game
    only) and buzz a phone. The screen marks them as static/page.js's diceThrown reads."""
    max_score: int = 999
    """No score of this game is higher: a record of the statistics with a higher one is corrupt."""

    @property
    def kinds(self) -> tuple[str, ...]:
        return (PERSON, *self.levels)

    def level_name(self, kind: str) -> str:
        """A computer level's name, untranslated ("Hard")."""
        return self.levels[kind]

    @property
    def modules(self) -> tuple[str, ...]:
        """The game's rules, bots and screens modules: the page loads their packages only for it."""
        return tuple(path.rsplit(":", 1)[0] for path in (self.rules, self.bots, self.screens))


GAMES: dict[str, GameEntry] = {
    entry.id: entry
    for entry in (
        GameEntry(
            id="dicegame",
            title=N_("My Shelfie: The Dice Game"),
            summary=N_("Roll six dice, keep the ones you need and fill your bookshelf before the others."),
            min_players=1,
            max_players=4,
            picture="i-dicegame",
            levels=LEVELS,
            rules="shelfie.games.dicegame.game:GAME",
            bots="shelfie.bots.dicegame:LEVELS",
            screens="shelfie.ui.dicegame.screens:SCREENS",
            link_code=0,
            daily=True,
            guided=True,
            dice=True,
        ),
        GameEntry(
            id="myshelfie",
            title=N_("My Shelfie"),
            summary=N_(
                "Take tiles from the living room to fill your bookshelf: groups of one type, your secret "
                "personal goal and the common goals score."
            ),
            min_players=2,
            max_players=4,
            picture="i-myshelfie",
            levels=LEVELS,
            rules="shelfie.games.myshelfie.game:GAME",
            bots="shelfie.bots.myshelfie:LEVELS",
            screens="shelfie.ui.myshelfie.screens:SCREENS",
            link_code=1,
            daily=True,
            daily_opponents=("medium", "hard"),
            guided=True,
        ),
        GameEntry(
            id="splitter",
            title=N_("Splitter"),
            summary=N_(
                "Everyone writes the same two numbers into mirror spaces of their pad; make groups of "
                "exactly two 2s, three 3s, up to six 6s."
            ),
            min_players=1,
            max_players=8,
            picture="i-splitter",
            levels=LEVELS,
            rules="shelfie.games.splitter.game:GAME",
            bots="shelfie.bots.splitter:LEVELS",
            screens="shelfie.ui.splitter.screens:SCREENS",
            link_code=2,
            daily=True,
            guided=True,
            dice=True,
        ),
    )
}


def game_of_link_code(code: int) -> str | None:
    """The game a link's number names, or None for a number no game here has."""
    return next((entry.id for entry in GAMES.values() if entry.link_code == code), None)


def _load(path: str) -> Any:
    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)


def rules(game_id: str) -> AnyGame:
    game: AnyGame = _load(GAMES[game_id].rules)
    return game


def bot_levels(game_id: str) -> dict[str, Any]:
    """Level name -> bot class; imported on first use (bots build tables the page should not pay for
    at start)."""
    levels: dict[str, Any] = _load(GAMES[game_id].bots)
    return levels


def screens(game_id: str) -> Any:
    return _load(GAMES[game_id].screens)
