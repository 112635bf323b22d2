"""The mean of Splitter's solo bound (``shelfie.bots.splitter.bound``: what a player who knew all
22 rolls in advance and could place each number anywhere would score) over many games' rolls: how
far a bot's mean is from the best any player could do on the same rolls.

Run: .venv/bin/python -m tools.splitter_bound [--games 1000] [--seed 100000]
"""

import argparse
import statistics

from shelfie.bots.splitter.bound import bound
from shelfie.games.splitter.pads import PADS


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
