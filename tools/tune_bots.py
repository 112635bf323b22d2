"""Tunes the Hard bot's evaluation weights by self-play; the result is pasted into evaluation.py.

Run: .venv/bin/python -m tools.tune_bots [--games 120] [--rounds 2]

Coordinate search: each weight in turn is scaled by 0.7 and 1.4, and a change is kept when the
Hard bot's mean solo score over the same seeds (common random dice) improves. Solo games isolate
the bookshelf-building skill the evaluation function is about.
"""

import argparse
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, replace

from shelfie.bots.dicegame.evaluation import WEIGHTS, Weights
from shelfie.bots.dicegame.players import HardBot
from shelfie.bots.framework import choose
from shelfie.games.dicegame import apply, new_game, outcome
from shelfie.games.dicegame.game import GAME


def solo_score(job: tuple[Weights, int]) -> int:
    weights, seed = job
    bot = HardBot(weights)
    state = new_game(["Hard"], seed=seed)
    while not state.is_over:
        state = apply(state, choose(GAME, bot, state, state.current))
    return outcome(state.board, state.sheets).totals[0]


def mean_score(weights: Weights, seeds: range, pool: ProcessPoolExecutor) -> float:
    return statistics.fmean(pool.map(solo_score, [(weights, seed) for seed in seeds], chunksize=4))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    seeds = range(10_000, 10_000 + args.games)
    with ProcessPoolExecutor(args.jobs) as pool:
        best, best_score = WEIGHTS, mean_score(WEIGHTS, seeds, pool)
        print(f"start {best_score:.2f} {asdict(best)}", flush=True)
        for _ in range(args.rounds):
            for name in asdict(best):
                for factor in (0.7, 1.4):
                    trial = replace(best, **{name: round(getattr(best, name) * factor, 3)})
                    trial_score = mean_score(trial, seeds, pool)
                    if trial_score > best_score:
                        best, best_score = trial, trial_score
                    print(f"{name} x{factor}: {trial_score:.2f} (best {best_score:.2f})", flush=True)
    print(f"best {best_score:.2f} {asdict(best)}")


if __name__ == "__main__":
    main()
