"""My Shelfie's guided first game: against an Easy computer, one common goal card (Six pairs), on a
fixed seed where the player moves first; each of the player's first six turns explains one thing
(taking a line of tiles, columns and order, the secret personal goal, the common goal and its
tokens, groups, the refill and the end token). The player is free to play otherwise."""

from shelfie.games.myshelfie.game import FIRST_GAME
from shelfie.games.myshelfie.state import State
from shelfie.ui.i18n import t

SEED = 6
"""With two players and one common goal card, seed 6 deals Six pairs and lets the player begin."""


def setup() -> tuple[tuple[str, ...], tuple[str, ...], int, dict[str, object]]:
    return (t("Player"), t("Coach")), ("person", "easy"), SEED, {FIRST_GAME: True}


def say(game: State) -> str | None:
    """What the guide says before the player's next take: one step for each of their first six."""
    taken = sum(1 for event in game.log if event.seat == 0)
    steps = (
        t(
            "Welcome! Take 1 to 3 tiles from the living room in a straight line, each with a free side (an "
            "empty space or the edge next to it): tap them, tap a column of your bookshelf with room for "
            "them, then Put them in."
        ),
        t(
            "Tiles go into a column from the bottom, in the order you picked them: Place earlier moves a "
            "picked tile lower. Each column holds 6; a full bookshelf ends the game."
        ),
        t(
            "The dashed cells are your personal goal: each shows the tile it wants there. Only you see "
            "it (at a shared screen the device is handed over between turns). The more cells match, the "
            "more it is worth, up to 12 points."
        ),
        t(
            "The common goal is everyone's race: the first to show it takes the top token (8 points), the "
            "next one the 4. Its card says how close each of you is."
        ),
        t(
            "Tiles of one type touching by a side form a group, scored at the end: 3 tiles 2 points, 4 tiles "
            "3, 5 tiles 5, 6 or more 8."
        ),
        t(
            "When 4 tiles or fewer are left, the living room is refilled from the bag. The first to fill "
            "their bookshelf takes the end token (1 point), and the round is played out. You know the game "
            "now: play on, and the Rules are one tap away."
        ),
    )
    return steps[taken] if taken < len(steps) else None
