"""An upper bound on Splitter's solo score for each game's rolls: what a player who knew all 22
rolls in advance and could place each number anywhere (no mirror pairs, no shapes) would score.

Every scoring group of n n's is worth exactly n, one point per space, so with c of a number the
most its groups can score is n * (c // n); each of the pad's two stars at most doubles one group
(the two largest), and pad B's hearts add at most 5. No real placement beats this, so it says
how far a bot's mean is from the best any player could do on the same rolls.

Run: .venv/bin/python -m tools.splitter_bound [--games 1000] [--seed 100000]
"""

import argparse
import statistics

from shelfie.games.splitter.pads import PADS
from shelfie.games.splitter.rules import roll
from shelfie.games.splitter.scoring import HEARTS_BONUS
from shelfie.games.splitter.state import ROUNDS


def rolls_of(seed: int) -> list[tuple[int, int]]:
    """The 22 rolls of a game on ``seed``: the same for every player and every bot."""
    return [roll(seed, number) for number in range(ROUNDS)]


def bound(seed: int, pad: str) -> int:
    counts = [0] * 7
    for dice in rolls_of(seed):
        for die in dice:
            counts[die] += 1
    groups = sorted((n for n in range(1, 7) for _ in range(counts[n] // n)), reverse=True)
    stars = sum(groups[: len(PADS[pad].stars)])
    hearts = HEARTS_BONUS if PADS[pad].hearts else 0
    return sum(n * (counts[n] // n) for n in range(1, 7)) + stars + hearts


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=100000)
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    for pad in PADS:
        found = [bound(seed, pad) for seed in seeds]
        print(
            f"pad {pad}: the bound's mean {statistics.fmean(found):.2f} over {args.games} games (seeds from {args.seed})"
        )


if __name__ == "__main__":
    main()
