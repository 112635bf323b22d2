"""The game's log in words, for the log panel and the replay.

It comes from replaying the event log through the rules (recorded dice included), so what the
page shows is exactly what happened. The last game's lines are kept, so a redraw after one more
action costs one ``apply``, not the whole game again.
"""

from dataclasses import dataclass, field

from shelfie.core.contract import Event
from shelfie.games.dicegame.actions import Roll
from shelfie.games.dicegame.rules import apply, start
from shelfie.games.dicegame.state import GameConfig, GameState
from shelfie.ui.dicegame.labels import face_name, icon
from shelfie.ui.dicegame.narration import describe
from shelfie.ui.html import join, tag
from shelfie.ui.i18n import language, t


@dataclass
class _Replayed:
    config: GameConfig | None = None
    language: str = ""
    events: list[Event] = field(default_factory=list)
    states: list[GameState] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    pictures: list[str] = field(default_factory=list)


_last = _Replayed()


def _replayed(game: GameState) -> _Replayed:
    """States after 0..n actions and one line per action, extended from the last call's."""
    cache = _last
    same = (
        cache.config == game.config
        and cache.language == language()
        and len(cache.events) <= len(game.log)
        and tuple(cache.events) == game.log[: len(cache.events)]
    )
    if not same:
        cache.config, cache.language = game.config, language()
        cache.events, cache.states, cache.lines, cache.pictures = [], [start(game.config)], [], []
    for event in game.log[len(cache.events) :]:
        before = cache.states[-1]
        cache.lines.append(line(before, event))
        cache.pictures.append(thrown(event))
        cache.states.append(apply(before, event.action, event.chance or None))
        cache.events.append(event)
    return cache


def line(before: GameState, event: Event) -> str:
    """One action in words; a roll also says what the thrown dice showed."""
    said = describe(before, event.action)
    if isinstance(event.action, Roll) and event.chance:
        shown = ", ".join(face_name(face) for face in event.chance)
        return t("{action} Thrown: {faces}.", action=said, faces=shown)
    return said


def thrown(event: Event) -> str:
    """A roll's thrown dice as small dice showing their faces ("" for any other action)."""
    if not isinstance(event.action, Roll) or not event.chance:
        return ""
    return join(tag("span", icon(face), class_="log-die") for face in event.chance)


def lines(game: GameState) -> list[str]:
    return list(_replayed(game).lines)


def pictures(game: GameState) -> list[str]:
    """A picture for each of ``lines``: the dice a roll threw."""
    return list(_replayed(game).pictures)
