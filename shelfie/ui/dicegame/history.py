"""The dice game's log in words and pictures, one action at a time: what it did, and the dice a roll
threw (``shell.gamelog`` tells the whole log; the replay says each step with ``line``)."""

from shelfie.core.contract import Event
from shelfie.games.dicegame.actions import Roll
from shelfie.games.dicegame.state import GameState
from shelfie.ui.dicegame.labels import face_name, icon
from shelfie.ui.dicegame.narration import describe
from shelfie.ui.html import join, tag
from shelfie.ui.i18n import t


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


def narrate(before: GameState, event: Event, after: GameState) -> list[str]:
    """The log's line for one action (``shell.gamelog`` tells the whole log)."""
    return [line(before, event)]


def picture(before: GameState, event: Event, after: GameState) -> str:
    """The log's picture for one action: the dice a roll threw."""
    return thrown(event)
