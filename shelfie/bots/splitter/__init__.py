"""Computer players for Splitter: Easy (random), Medium (greedy), Hard (shape-aware evaluation)."""

from shelfie.bots.splitter.players import LEVELS

__all__ = ["LEVELS"]
