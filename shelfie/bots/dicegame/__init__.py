"""Computer players for the dice game: Easy (random), Medium (greedy), Hard (expectimax)."""

from shelfie.bots.dicegame.players import LEVELS

__all__ = ["LEVELS"]
