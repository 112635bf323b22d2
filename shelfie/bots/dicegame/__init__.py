"""Computer players for the dice game: Easy (random), Medium (greedy), Hard (expectimax)."""

from shelfie.bots.dicegame.players import BASELINES, LEVELS
from shelfie.games.dicegame.scoring import score
from shelfie.games.dicegame.state import GameState


def points_now(seen: GameState, seat: int) -> float:
    """The seat's score as its sheet stands: the evaluation the generic bots (bots.generic) use."""
    return score(seen.board, seen.sheets[seat]).total


__all__ = ["BASELINES", "LEVELS", "points_now"]
