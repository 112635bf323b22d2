"""Why the hint takes what it takes, in words and numbers: what scores now, what the take adds in
all by the computer's reckoning, and what it leaves the next player. Built from ``Reasons``, which
the Hard bot draws from the player's own observation, so a hint never tells a secret."""

from shelfie.bots.myshelfie.search import Reasons
from shelfie.games.myshelfie.goals import COMMON_GOALS
from shelfie.ui.i18n import listing, signed, t

DENIAL = 2
"""A take that cuts the next player's best reply by at least this many points says so."""


def why(reasons: Reasons, next_name: str) -> str:
    parts = [
        t("the {goal} token {points}", goal=t(COMMON_GOALS[card - 1].name), points=signed(points))
        for card, points in reasons.tokens
    ]
    if reasons.personal:
        parts.append(t("personal goal {points}", points=signed(reasons.personal)))
    if reasons.groups:
        parts.append(t("groups {points}", points=signed(reasons.groups)))
    if reasons.end:
        parts.append(t("the end token {points}", points=signed(reasons.end)))
    if parts and round(reasons.outlook) < reasons.now:
        # "+3 now, about +1 in all" read as a contradiction: the take scores now at the cost of what
        # the bookshelf could have become, and says so.
        said = t(
            "{now} now ({parts}), at some cost to what your bookshelf could become: about {later} in all by the end.",
            now=signed(reasons.now),
            parts=listing(parts),
            later=signed(reasons.outlook),
        )
    elif parts:
        said = t(
            "{now} now ({parts}), about {later} in all by the end.",
            now=signed(reasons.now),
            parts=listing(parts),
            later=signed(reasons.outlook),
        )
    else:
        said = t("Nothing scores now; about {later} in all by the end.", later=signed(reasons.outlook))
    if reasons.before - reasons.reply >= DENIAL:
        said += " " + t(
            "It also leaves {name} at most {reply} next turn instead of {before}.",
            name=next_name,
            reply=signed(reasons.reply),
            before=signed(reasons.before),
        )
    return said
