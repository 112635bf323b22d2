"""Computer players for My Shelfie: Easy and Medium (tempered greedy), Hard (a take against the next
player's best reply), and the one-move baseline it is measured against."""

from shelfie.bots.myshelfie.players import BASELINES, LEVELS
from shelfie.games.myshelfie.rules import card
from shelfie.games.myshelfie.state import State


def points_now(seen: State, seat: int) -> float:
    """The seat's points if the game ended now (its own personal goal included, which it sees):
    the evaluation the generic bots (bots.generic) use."""
    return card(seen, seat).total


__all__ = ["BASELINES", "LEVELS", "points_now"]
