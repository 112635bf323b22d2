"""Computer players for the dice game: Easy (random), Medium (greedy), Hard (expectimax)."""

from shelfie.bots.dicegame.players import BASELINES, LEVELS

__all__ = ["BASELINES", "LEVELS"]
