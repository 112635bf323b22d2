"""The solo bound of shelfie.bots.splitter.bound is a bound: no game played on those rolls beats it."""

from shelfie.bots.sim import play
from shelfie.bots.splitter.bound import bound


def test_no_player_scores_above_the_bound_on_the_same_rolls():
    for seed in (3, 4):
        for pad in ("A", "B"):
            for level in ("medium", "hard"):
                scored = play((level,), seed, "splitter", (("pad", pad),)).scores[0]
                assert scored <= bound(seed, pad)
    assert bound(3, "B") == bound(3, "A") + 5
