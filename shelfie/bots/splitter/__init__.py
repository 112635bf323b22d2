"""Computer players for Splitter: Easy and Medium (tempered greedy), Hard (a shape-aware evaluation
one roll ahead), and the baseline it is measured against."""

from shelfie.bots.splitter.players import BASELINES, LEVELS
from shelfie.games.splitter.rules import pad_of
from shelfie.games.splitter.scoring import score
from shelfie.games.splitter.state import State


def points_now(seen: State, seat: int) -> float:
    """The seat's score with its own placement of the round written: the evaluation the generic
    bots (bots.generic) use."""
    return score(seen.pad, pad_of(seen, seat))


__all__ = ["BASELINES", "LEVELS", "points_now"]
