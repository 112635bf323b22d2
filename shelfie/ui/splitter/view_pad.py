"""A pad drawn as a table: numbers as digits (tinted, never colour alone), stars and hearts as
glyphs with their names for screen readers, scoring groups outlined and said, and, on the player's
own pad while placing, every empty space a named button with the chosen pair previewed."""

from collections.abc import Mapping
from dataclasses import dataclass

from shelfie.games.splitter.pads import COLUMNS, ROWS, Pad, cell
from shelfie.games.splitter.scoring import EMPTY, card, unfinished
from shelfie.ui.html import button, esc, hidden, join, tag
from shelfie.ui.i18n import t, tn
from shelfie.ui.shell.widgets import computer_badge
from shelfie.ui.splitter.labels import capital, space_name


@dataclass(frozen=True)
class Choosing:
    """The player is placing: empty spaces are buttons; ``preview`` shows the chosen pair."""

    preview: Mapping[int, int]
    chosen: int | None


def _marker(pad: Pad, space: int) -> str:
    if space in pad.stars:
        return tag("span", "★", class_="marker", aria_hidden="true")
    if space in pad.hearts:
        return tag("span", "♥", class_="marker", aria_hidden="true")
    return ""


def _cell(
    pad: Pad, numbers: tuple[int, ...], space: int, scoring: frozenset[int], choosing: Choosing | None
) -> str:
    if space not in pad.spaces:
        return tag("td", "", class_="none")
    number = numbers[space]
    name = capital(space_name(pad, space))
    side = "left" if space % COLUMNS < COLUMNS // 2 else "right"
    if number != EMPTY:
        classes = f"n{number} {side}" + (" scores" if space in scoring else "")
        said = t("{space}: {number}", space=name, number=number)
        if space in scoring:
            said = t("{space}, in a scoring group", space=said)
        return tag(
            "td",
            _marker(pad, space) + tag("span", str(number), class_="num", aria_hidden="true") + hidden(said),
            class_=classes,
        )
    if choosing is None:
        return tag(
            "td", _marker(pad, space) + hidden(t("{space}: empty", space=name)), class_=f"empty {side}"
        )
    preview = choosing.preview.get(space)
    if preview is None:
        return tag("td", button(_marker(pad, space), "space", space, label=name, class_="space"), class_=side)
    chosen = space == choosing.chosen
    label = t("{space}: {number} goes here", space=name, number=preview)
    if not chosen:
        label = t("{space} (the mirror)", space=label)
    content = _marker(pad, space) + tag("span", str(preview), class_="num", aria_hidden="true")
    return tag(
        "td",
        button(
            content,
            "space",
            space,
            label=label,
            pressed=chosen,
            class_="space preview",
            key=f"chosen:{space}" if chosen else None,
        ),
        class_=f"n{preview} {side} " + ("chosen" if chosen else "mirror"),
    )


def pad_table(
    pad: Pad,
    numbers: tuple[int, ...],
    caption: str,
    *,
    choosing: Choosing | None = None,
    compact: bool = False,
) -> str:
    scoring = card(pad, numbers).scoring
    rows = join(
        tag("tr", join(_cell(pad, numbers, cell(r, c), scoring, choosing) for c in range(COLUMNS)))
        for r in range(ROWS)
    )
    return tag(
        "table",
        tag("caption", esc(caption), class_="sr-only") + tag("tbody", rows),
        class_="pad compact" if compact else "pad",
    )


def score_card(pad: Pad, numbers: tuple[int, ...]) -> str:
    """The printed pad's score column: 1 to 6, stars, hearts (pad B) and the total."""
    result = card(pad, numbers)
    heads = [str(n) for n in range(1, 7)] + ["★"] + (["♥"] if pad.hearts else []) + [t("Total")]
    names = [t("{number}s", number=n) for n in range(1, 7)] + [t("Stars")]
    names += [t("Hearts")] if pad.hearts else []
    names += [t("Total")]
    values = [*result.numbers, result.stars] + ([result.hearts] if pad.hearts else []) + [result.total]
    head = join(
        tag("th", tag("span", esc(short), aria_hidden="true") + hidden(long), scope="col")
        for short, long in zip(heads, names, strict=True)
    )
    body = join(tag("td", str(value)) for value in values)
    return tag(
        "table",
        tag("caption", esc(t("Score")), class_="sr-only")
        + tag("thead", tag("tr", head))
        + tag("tbody", tag("tr", body)),
        class_="card",
    )


def open_groups(pad: Pad, numbers: tuple[int, ...]) -> str:
    """What each group that does not score yet still needs ("4s from row 2, column 3: 2 of 4, 2 more
    to write"), or why it never will (too big, or no room left to grow): under the player's own
    pad, in words."""
    said = []
    for group, room in unfinished(pad, numbers):
        where = space_name(pad, min(group.spaces))
        have, number = len(group.spaces), group.number
        values = {"number": number, "space": where, "have": have}
        if have > number:
            text, kind = t("{number}s from {space}: {have}, too many to score", **values), "lost"
        elif not room:
            text, kind = t("{number}s from {space}: {have} of {number}, no room to grow", **values), "lost"
        else:
            text = tn(
                "{number}s from {space}: {have} of {number}, {count} more to write",
                "{number}s from {space}: {have} of {number}, {count} more to write",
                number - have,
                **values,
            )
            kind = "growing"
        said.append(tag("li", esc(text), class_=kind))
    if not said:
        return ""
    # Folded under a count: the pad's framed groups are the picture, this is the detail.
    return tag(
        "details",
        tag("summary", esc(t("Groups not scoring yet: {count}", count=len(said))), id="open-groups-title")
        + tag("ul", join(said)),
        class_="open-groups",
        id="open-groups",
        aria_labelledby="open-groups-title",
    )


def seat_heading(
    names: tuple[str, ...], kinds: tuple[str, ...], seat: int, points: int, extra: str = ""
) -> str:
    badge = computer_badge(kinds, seat)
    return tag(
        "h3",
        tag("span", esc(names[seat]), class_="name")
        + badge
        + extra
        + tag(
            "span",
            tag("span", esc(t("{total} pts", total=points)), aria_hidden="true")
            + hidden(t("total {total} points", total=points)),
            class_="total",
        ),
        id=f"pad-{seat}-name",
    )
