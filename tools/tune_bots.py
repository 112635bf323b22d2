"""Tunes the Hard bot's evaluation weights by self-play; the result is pasted into evaluation.py.

Run: .venv/bin/python -m tools.tune_bots [--game dicegame|splitter] [--games 120] [--rounds 2]

Coordinate search: each weight in turn is scaled by 0.7 and 1.4, and a change is kept when the
Hard bot's mean score over the same seeds (common random dice) improves: solo where the game
allows it (it isolates the pad- or bookshelf-building skill the evaluation is about), else against
Medium bots. Each game's Hard bot takes
its ``Weights`` as its first argument; ``evaluation.WEIGHTS`` are the current ones.
"""

import argparse
import importlib
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, replace
from typing import Any

from shelfie import registry
from shelfie.bots.framework import choose


def solo_score(job: tuple[str, str, Any, int]) -> int:
    """Hard's score with these weights on this seed: alone, or against Medium bots in a game that
    needs more players (then seated first on even seeds, last on odd ones)."""
    game_id, field, weights, seed = job
    game = registry.rules(game_id)
    levels = registry.bot_levels(game_id)
    others = [levels["medium"]() for _ in range(game.min_players - 1)]
    hard_bot = levels["hard"](**{field: weights})
    bots = [hard_bot, *others] if seed % 2 == 0 else [*others, hard_bot]
    hard = 0 if seed % 2 == 0 else len(bots) - 1
    state = game.new_game([f"P{i}" for i in range(len(bots))], seed, game.daily_options(seed))
    while not game.is_over(state):
        for seat in sorted(game.to_move(state)):
            state = game.apply(state, seat, choose(game, bots[seat], state, seat))
    return game.outcome(state).scores[hard]


def mean_score(game_id: str, field: str, weights: Any, seeds: range, pool: ProcessPoolExecutor) -> float:
    jobs = [(game_id, field, weights, seed) for seed in seeds]
    return statistics.fmean(pool.map(solo_score, jobs, chunksize=4))


def coordinates(weights: Any) -> list[tuple[str, int | None]]:
    """Every number of the weights: a field, or one entry of a tuple field (the solo reach table)."""
    found: list[tuple[str, int | None]] = []
    for name, value in asdict(weights).items():
        if isinstance(value, tuple):
            found.extend((name, i) for i in range(len(value)))
        else:
            found.append((name, None))
    return found


def scaled(weights: Any, name: str, position: int | None, factor: float) -> Any:
    value = getattr(weights, name)
    if position is None:
        return replace(weights, **{name: round(value * factor, 3)})
    changed = tuple(round(v * factor, 3) if i == position else v for i, v in enumerate(value))
    return replace(weights, **{name: changed})


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", choices=sorted(registry.GAMES), default="dicegame")
    parser.add_argument(
        "--weights",
        default="weights",
        help="the Hard bot's weights to tune: 'weights', or the dice game's 'solo'",
    )
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument(
        "--factors", type=float, nargs="+", default=[0.7, 1.4], help="each weight is tried scaled by these"
    )
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    seeds = range(10_000, 10_000 + args.games)
    with ProcessPoolExecutor(args.jobs) as pool:
        start = getattr(importlib.import_module(f"shelfie.bots.{args.game}.evaluation"), args.weights.upper())
        best, best_score = start, mean_score(args.game, args.weights, start, seeds, pool)
        print(f"start {best_score:.2f} {asdict(best)}", flush=True)
        for _ in range(args.rounds):
            for name, position in coordinates(best):
                for factor in args.factors:
                    trial = scaled(best, name, position, factor)
                    trial_score = mean_score(args.game, args.weights, trial, seeds, pool)
                    if trial_score > best_score:
                        best, best_score = trial, trial_score
                    where = name if position is None else f"{name}[{position}]"
                    print(f"{where} x{factor}: {trial_score:.2f} (best {best_score:.2f})", flush=True)
    print(f"best {best_score:.2f} {asdict(best)}")


if __name__ == "__main__":
    main()
