"""Tunes the Hard bot's evaluation weights by self-play; the result is pasted into evaluation.py.

Run: .venv/bin/python -m tools.tune_bots [--game dicegame|splitter] [--weights weights|solo|race]
     [--players N] [--against medium|hard-lines] [--games 120] [--rounds 2] [--first-seed 10000]
     [--only FIELD ...] [--gradient STEP]

Coordinate search (the default): each weight in turn is scaled by each factor (0.7 and 1.4 by
default), and a change is kept when the objective over the same seeds (common random dice) improves.
With one player the objective is Hard's mean score (it isolates the pad- or bookshelf-building skill
the evaluation is about); with more it is Hard's win share against ``--against`` bots, every seed
played once per seat Hard can hold.

``--gradient STEP`` (simultaneous perturbation): every seed plays weights with every number nudged
at once, each up or down by STEP (x (1 + STEP) or x (1 - STEP)) by signs drawn from the seed. Each
number's effect is the mean of the objective, less its mean, times the number's sign, with its
standard error; every seed
informs every number, so one run of N seeds measures all of them about as well as a coordinate
search measures one on N seeds. It prints the effects and the weights moved one step along each
effect larger than two standard errors; it does not play them (``--only`` nudges only those fields).

Weights kept per player count (the dice game's ``race``, a dict) are tuned for ``--players``. Each
game's Hard bot takes its weights by the field's name; the module's upper-case constant of that name holds the current ones. Tuning seeds start at 10,000; every figure
in docs/BOTS.md comes from seeds at 100,000 and above, never used here.
"""

import argparse
import importlib
import math
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, replace
from typing import Any

from shelfie import registry
from shelfie.bots.sim import bot_kinds, play_out


def objective(job: tuple[str, str, Any, int, int, str]) -> float:
    """Hard's score alone on this seed, or its mean win share over the seats it can hold."""
    game_id, field, weights, seed, players, against = job
    game = registry.rules(game_id)
    kinds = bot_kinds(game_id)
    results = []
    for seat in range(players):
        bots = [kinds[against]() for _ in range(players)]
        bots[seat] = kinds["hard"](**{field: weights})
        start = game.new_game([f"P{i}" for i in range(players)], seed, game.daily_options(seed))
        outcome = game.outcome(play_out(game, bots, start))
        if players == 1:
            return float(outcome.scores[0])
        results.append(1 / len(outcome.winners) if seat in outcome.winners else 0.0)
    return statistics.fmean(results)


def coordinates(weights: Any) -> list[tuple[str, int | None]]:
    """Every number of the weights: a field, or one entry of a tuple field (a table by column)."""
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


def signs(seed: int, count: int) -> list[int]:
    """The nudges of a seed's weights in ``--gradient``: up (1) or down (-1), one per number."""
    rng = random.Random(seed * 7919 + 13)
    return [rng.choice((-1, 1)) for _ in range(count)]


def nudged(weights: Any, directions: list[int], step: float) -> Any:
    """The weights with every number scaled by 1 + step * its direction (coordinates' order)."""
    for (name, position), direction in zip(coordinates(weights), directions, strict=True):
        weights = scaled(weights, name, position, 1 + step * direction)
    return weights


def effects(results: list[float], directions: list[list[int]]) -> list[tuple[float, float]]:
    """Per number: the mean of the objective times its sign (the objective's change for a nudge up,
    as the signs are independent of each other), and that mean's standard error. The objective is
    taken from its mean first, which leaves each effect as it is and takes the mean's share out of
    the error."""
    centre = statistics.fmean(results)
    found = []
    for column in zip(*directions, strict=True):
        products = [(r - centre) * d for r, d in zip(results, column, strict=True)]
        found.append((statistics.fmean(products), statistics.stdev(products) / math.sqrt(len(products))))
    return found


def gradient(args: argparse.Namespace, seeds: range, start: Any, given: Any, players: int) -> None:
    """``--gradient``: one run of nudged weights, and every number's effect (see the docstring)."""
    numbers = coordinates(start)
    chosen = [not args.only or name in args.only for name, _ in numbers]
    directions = [
        [d if c else 0 for d, c in zip(signs(seed, len(numbers)), chosen, strict=True)] for seed in seeds
    ]
    jobs = [
        (args.game, args.weights, given(nudged(start, d, args.gradient)), seed, players, args.against)
        for seed, d in zip(seeds, directions, strict=True)
    ]
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(objective, jobs, chunksize=2))
    print(f"nudged weights: mean {statistics.fmean(results):.4f} over {len(results)} seeds")
    moved = start
    for (name, position), (effect, error), c in zip(
        numbers, effects(results, directions), chosen, strict=True
    ):
        if not c:
            continue
        where = name if position is None else f"{name}[{position}]"
        print(f"{where}: {effect:+.4f} ± {error:.4f} for x{1 + args.gradient:g}")
        if abs(effect) > 2 * error:
            moved = scaled(moved, name, position, 1 + args.gradient * (1 if effect > 0 else -1))
    print(f"moved {moved!r}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", choices=sorted(registry.GAMES), default="dicegame")
    parser.add_argument(
        "--weights",
        default="weights",
        help="the Hard bot's weights: weights, or the dice game's solo or race",
    )
    parser.add_argument("--players", type=int, help="players per game (default: the fewest the game allows)")
    parser.add_argument("--against", default="medium", help="the other seats' level (sim's names)")
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--first-seed", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument(
        "--factors", type=float, nargs="+", default=[0.7, 1.4], help="each weight is tried scaled by these"
    )
    parser.add_argument("--only", nargs="+", help="tune only these fields (default: every one)")
    parser.add_argument(
        "--gradient", type=float, metavar="STEP", help="measure every number's effect at once (see above)"
    )
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    if args.gradient is not None and not 0 < args.gradient < 1:
        parser.error(f"--gradient takes a step between 0 and 1 (0.15 nudges by 15%), not {args.gradient:g}")
    if args.gradient is not None and args.games < 2:
        parser.error("--gradient needs at least 2 games: each effect's error comes from their spread")
    players = args.players or registry.rules(args.game).min_players
    seeds = range(args.first_seed, args.first_seed + args.games)
    module = importlib.import_module(f"shelfie.bots.{args.game}.evaluation")
    current = getattr(module, args.weights.upper())
    by_players = isinstance(current, dict)
    if by_players and players not in current:
        parser.error(f"{args.weights} holds weights for {', '.join(map(str, sorted(current)))} players")
    start = current[players] if by_players else current

    def given(weights: Any) -> Any:
        return {**current, players: weights} if by_players else weights

    def measure(weights: Any, pool: ProcessPoolExecutor) -> float:
        jobs = [(args.game, args.weights, given(weights), seed, players, args.against) for seed in seeds]
        return statistics.fmean(pool.map(objective, jobs, chunksize=2))

    if args.gradient is not None:
        gradient(args, seeds, start, given, players)
        return
    with ProcessPoolExecutor(args.jobs) as pool:
        best, best_score = start, measure(start, pool)
        print(f"start {best_score:.4f} {asdict(best)}", flush=True)
        for _ in range(args.rounds):
            for name, position in coordinates(best):
                if args.only and name not in args.only:
                    continue
                for factor in args.factors:
                    trial = scaled(best, name, position, factor)
                    trial_score = measure(trial, pool)
                    if trial_score > best_score:
                        best, best_score = trial, trial_score
                    where = name if position is None else f"{name}[{position}]"
                    print(f"{where} x{factor}: {trial_score:.4f} (best {best_score:.4f})", flush=True)
    print(f"best {best_score:.4f} {best!r}")


if __name__ == "__main__":
    main()
