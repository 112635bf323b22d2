"""The end of every game, worded and laid out once: who won, the ranked podium of final scores,
the buttons under it, and the boards as they ended. A game gives only how each total was made (its
score pad's lines) and its boards; a game with nothing of its own gets the podium alone
(``BaseScreens.final``)."""

from collections.abc import Sequence

from shelfie.core.contract import Outcome
from shelfie.ui.html import button, esc, hidden, icon, join, tag
from shelfie.ui.i18n import listing, t
from shelfie.ui.shell.widgets import computer_badge, numbered


def verdict(names: Sequence[str], result: Outcome) -> str:
    """ "Ann wins with 21 points!", a shared victory, or a solo player's score."""
    best = result.scores[result.winners[0]]
    if len(names) == 1:
        return t("{name} scored {points} points.", name=names[0], points=best)
    if len(result.winners) == 1:
        return t("{name} wins with {points} points!", name=names[result.winners[0]], points=best)
    together = listing([names[seat] for seat in result.winners])
    return t("Shared victory: {names} with {points} points each!", names=together, points=best)


def actions(*, rematch: bool = True) -> str:
    """The buttons under every game's final scores: rematch, replay, a new game, all games. A daily
    challenge has no rematch: its deal is the day's, and what follows it is sharing the result."""
    return tag(
        "div",
        (button(esc(t("Rematch")), "rematch", class_="primary") if rematch else "")
        + button(esc(t("Replay the game")), "replay", 0)
        + button(esc(t("New game")), "new-game")
        + button(esc(t("All games")), "home"),
        class_="actions",
    )


CONFETTI = 14
"""Pieces of confetti over the verdict: static/shell.css gives each its place, colour and fall."""


def celebration(said: str) -> str:
    """The verdict on the game's colour under a trophy, with confetti falling once for players who
    have not asked for less motion (the pieces are decoration, hidden from screen readers)."""
    confetti = tag(
        "span", join(tag("span", "") for _ in range(CONFETTI)), class_="confetti", aria_hidden="true"
    )
    return tag(
        "div",
        icon("i-trophy", "final-trophy")
        + tag("h2", esc(t("Game over")), id="final-heading")
        + tag("p", esc(said), class_="verdict", role="status")
        + confetti,
        class_="celebration",
    )


def section(
    said: str, scores: str, boards: str = "", *, why: str = "", note: str = "", rematch: bool = True
) -> str:
    """The final screen: "Game over" and the verdict celebrated (and why, after a tie-break or an
    early end), the podium, the buttons, then the boards as they ended. ``scores`` and ``boards``
    are HTML."""
    return tag(
        "section",
        celebration(said)
        + (tag("p", esc(why), class_="why") if why else "")
        + scores
        + actions(rematch=rematch)
        + (tag("p", esc(note), class_="note") if note else "")
        + boards,
        class_="final",
        aria_labelledby="final-heading",
    )


Breakdown = Sequence[tuple[str, str]]
"""How one player's total was made, as the printed score pad words it: (kind of points, points)."""


def ranking(result: Outcome) -> list[tuple[int, int]]:
    """(place, seat) best first. The winners come first, even past a tie a game's rule broke (My
    Shelfie's later player in turn order); players level on points share a place, and the next
    place counts everyone ahead ("1, 1, 3")."""
    key = {seat: (seat not in result.winners, -score) for seat, score in enumerate(result.scores)}
    order = sorted(key, key=lambda seat: (key[seat], seat))
    return [(1 + sum(key[other] < key[seat] for other in order), seat) for seat in order]


PLACES = 4
"""The seats a game has at most: each place has its own words (``place_words``)."""


def place_words(place: int) -> str:
    """ "1st place", as a screen reader says a podium's medal."""
    words = (t("1st place"), t("2nd place"), t("3rd place"), t("4th place"))
    return words[min(place, PLACES) - 1]


def podium(
    names: Sequence[str], kinds: Sequence[str], result: Outcome, breakdowns: Sequence[Breakdown] = ()
) -> str:
    """The final scores as a ranked podium: a row per player, best first, with a medal for the
    place, the name whole on its line, and the total large; how each total was made opens under
    its row (the printed pad's lines), so the screen leads with who won by how much rather than a
    spreadsheet. A solo player's row has no medal."""
    shared = len(names) > 1
    rows = []
    for place, seat in ranking(result):
        won = shared and seat in result.winners
        trophy = icon("i-trophy", "winner-mark") + hidden(t("winner"))
        # Spaces between the pieces: a screen reader runs inline words together without them.
        marks = join((piece for piece in (computer_badge(kinds, seat), trophy if won else "") if piece), " ")
        who = tag("span", numbered(names[seat]), class_="name") + " " + tag("span", marks, class_="marks")
        medal = (
            tag("span", str(place), class_=f"medal place-{min(place, PLACES)}", aria_hidden="true")
            + hidden(place_words(place) + ":")
            + " "
            if shared
            else ""
        )
        total = tag("strong", str(result.scores[seat])) + " " + tag("span", esc(t("points")), class_="unit")
        head = (
            tag("span", medal + tag("span", who, class_="who"), class_="lead")
            + " "
            + tag("span", total, class_="points")
        )
        lines = breakdowns[seat] if seat < len(breakdowns) else ()
        if lines:
            listed = join(
                tag("div", tag("dt", esc(kind)) + " " + tag("dd", esc(value))) for kind, value in lines
            )
            how = " " + hidden(t("Points by kind"))
            body = tag("details", tag("summary", head + how) + tag("dl", listed, class_="breakdown"))
        else:
            body = tag("div", head, class_="standing-head")
        rows.append(tag("li", body, class_="standing won" if won else "standing"))
    return tag("ol", join(rows), class_="podium", aria_label=t("Final scores"))
