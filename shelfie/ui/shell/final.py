"""The end of every game, worded and laid out once: who won, the final section around a game's
own score table and boards, and the buttons under it. A game draws only its table and boards;
a game with nothing of its own gets the scores alone (``BaseScreens.final``)."""

from collections.abc import Sequence

from shelfie.core.contract import Outcome
from shelfie.ui.html import button, esc, icon, join, tag
from shelfie.ui.i18n import listing, t
from shelfie.ui.shell.views import player_cell


def verdict(names: Sequence[str], result: Outcome) -> str:
    """ "Ann wins with 21 points!", a shared victory, or a solo player's score."""
    best = result.scores[result.winners[0]]
    if len(names) == 1:
        return t("{name} scored {points} points.", name=names[0], points=best)
    if len(result.winners) == 1:
        return t("{name} wins with {points} points!", name=names[result.winners[0]], points=best)
    together = listing([names[seat] for seat in result.winners])
    return t("Shared victory: {names} with {points} points each!", names=together, points=best)


def actions() -> str:
    """The buttons under every game's final scores: rematch, replay, a new game, all games."""
    return tag(
        "div",
        button(esc(t("Rematch")), "rematch", class_="primary")
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


def section(said: str, scores: str, boards: str = "", *, why: str = "", note: str = "") -> str:
    """The final screen: "Game over" and the verdict celebrated (and why, after a tie-break or an
    early end), the score table, the buttons, then the boards as they ended. ``scores`` and
    ``boards`` are HTML."""
    return tag(
        "section",
        celebration(said)
        + (tag("p", esc(why), class_="why") if why else "")
        + scores
        + actions()
        + (tag("p", esc(note), class_="note") if note else "")
        + boards,
        class_="final",
        aria_labelledby="final-heading",
    )


def totals(names: Sequence[str], kinds: Sequence[str], result: Outcome) -> str:
    """The scores alone: a row per player with their total."""
    shared = len(names) > 1
    rows = join(
        tag(
            "tr",
            tag("th", player_cell(names, kinds, seat, shared and seat in result.winners), scope="row")
            + tag("td", tag("strong", str(score))),
        )
        for seat, score in enumerate(result.scores)
    )
    head = tag("tr", tag("th", esc(t("Player")), scope="col") + tag("th", esc(t("Total")), scope="col"))
    return tag(
        "table",
        tag("caption", esc(t("Final scores"))) + tag("thead", head) + tag("tbody", rows),
        class_="scores",
    )
