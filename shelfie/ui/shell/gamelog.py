"""Every game's log in words, the same panel for every game: a game says what each
action did (its screens' ``narrate``, told through ``BaseScreens.log_lines``), the shell folds the
lines under the table and the final scores, newest first.

The lines come from replaying the event log through the rules (recorded chance included), so they
say exactly what happened. A log is told to one seat, by construction from what it may see: a
game's narration is handed that seat's observation before and after each action (``observe``),
never the states themselves, and only the actions the seat's observation holds are told (a
Splitter placement stays untold until its round is complete). The last telling is kept, so a
redraw after one more action costs one ``apply``, not the whole game again.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from shelfie.core import saves
from shelfie.core.contract import AnyGame, Event
from shelfie.ui.html import esc, join, tag
from shelfie.ui.i18n import language, tn

Narrate = Callable[[Any, Event, Any], Sequence[str]]
"""(the seat's observation before, the event, its observation after) -> what it is told of it."""
Picture = Callable[[Any, Event, Any], str]
"""(the seat's observation before, the event, its observation after) -> a small picture of what
it did (HTML, hidden from screen readers: its lines say it), beside its first line; "" for none."""


@dataclass
class _Told:
    config: Any = None
    language: str = ""
    narrate: Narrate | None = None
    picture: Picture | None = None
    events: list[Event] = field(default_factory=list)
    states: list[Any] = field(default_factory=list)
    """The whole states after 0..n actions, what the rules replay: shared by every seat told."""
    lines: dict[int, list[Sequence[str]]] = field(default_factory=dict)
    """Each seat's lines, one entry per action told to it (a seat is told a prefix of ``events``)."""
    pictures: dict[int, list[str]] = field(default_factory=dict)


_last = _Told()


def _told(rules: AnyGame, game: Any, viewer: int, narrate: Narrate, picture: Picture | None) -> _Told:
    """The log's lines (and pictures) per action told to ``viewer``, extended from the last call's
    when it is the same game one or more actions further on. The states are replayed once for
    every seat, so a game whose screen passes from seat to seat (a hand-over) tells each action
    once per seat, not the whole game again at every turn."""
    cache, config, log = _last, rules.config_to_json(game), rules.log(game)
    seen = rules.log(rules.observe(game, viewer))
    shown = 0
    while shown < min(len(log), len(seen)) and log[shown] == seen[shown]:
        shown += 1
    same = (
        cache.config == config
        and cache.language == language()
        and cache.narrate == narrate
        and cache.picture == picture
        and len(cache.events) <= len(log)
        and tuple(cache.events) == log[: len(cache.events)]
    )
    if not same:
        cache.config, cache.language, cache.narrate, cache.picture = config, language(), narrate, picture
        cache.events, cache.states, cache.lines, cache.pictures = [], [rules.start(config)], {}, {}
    for event in log[len(cache.events) :]:
        cache.states.append(saves.replay(rules, cache.states[-1], (event,)))
        cache.events.append(event)
    lines, pictures = cache.lines.setdefault(viewer, []), cache.pictures.setdefault(viewer, [])
    if len(lines) > shown:
        del lines[:], pictures[:]
    for number in range(len(lines), shown):
        seen_before = rules.observe(cache.states[number], viewer)
        seen_after = rules.observe(cache.states[number + 1], viewer)
        event = cache.events[number]
        lines.append(narrate(seen_before, event, seen_after))
        pictures.append(picture(seen_before, event, seen_after) if picture else "")
    return cache


def told(
    rules: AnyGame, game: Any, viewer: int, narrate: Narrate, picture: Picture | None = None
) -> list[str]:
    """``game``'s log in words as ``viewer`` may be told it, oldest first. A game that draws its
    actions gives its ``picture`` here too, so the lines and ``pictured`` share one telling (the
    cache keys on both)."""
    return [line for lines in _told(rules, game, viewer, narrate, picture).lines[viewer] for line in lines]


def pictured(rules: AnyGame, game: Any, viewer: int, narrate: Narrate, picture: Picture) -> list[str]:
    """A picture for each line of ``told``: each action's beside its first line, "" elsewhere."""
    cache = _told(rules, game, viewer, narrate, picture)
    return [
        drawn if n == 0 else ""
        for lines, drawn in zip(cache.lines[viewer], cache.pictures[viewer], strict=True)
        for n in range(len(lines))
    ]


def panel(lines: Sequence[str], pictures: Sequence[str] = ()) -> str:
    """The lines folded away until opened, newest first ("" when nothing has happened), each
    after its picture where it has one (``pictures``: one per line, HTML hidden from screen
    readers)."""
    if not lines:
        return ""
    drawn = list(pictures) or [""] * len(lines)
    items = join(
        tag(
            "li",
            (tag("span", picture, class_="log-picture", aria_hidden="true") if picture else "") + esc(text),
        )
        for text, picture in reversed(list(zip(lines, drawn, strict=True)))
    )
    return tag(
        "details",
        tag("summary", esc(tn("Game log ({count} entry)", "Game log ({count} entries)", len(lines))))
        + tag("ol", items, reversed=True),
        class_="log",
    )
