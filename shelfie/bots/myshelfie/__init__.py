"""Computer players for My Shelfie: Easy (random), Medium (greedy), Hard (shape-aware evaluation)."""

from shelfie.bots.myshelfie.players import BASELINES, LEVELS
from shelfie.games.myshelfie.rules import card
from shelfie.games.myshelfie.state import State


def points_now(seen: State, seat: int) -> float:
    """The seat's points if the game ended now (its own personal goal included, which it sees):
    the evaluation the generic bots (bots.generic) use."""
    return card(seen, seat).total


__all__ = ["BASELINES", "LEVELS", "points_now"]
