"""Computer players for My Shelfie: Easy (random), Medium (greedy), Hard (shape-aware evaluation)."""

from shelfie.bots.myshelfie.players import LEVELS

__all__ = ["LEVELS"]
