"""Play many games between bots of any registered game and say who is stronger, with error bars.

    python -m shelfie.bots.sim --game dicegame --bots hard medium --games 2000
    python -m shelfie.bots.sim --bots hard --games 500            # solo mean score
    python -m shelfie.bots.sim --bots hard medium medium medium --games 400

The game is driven only through its contract (``to_move``, ``apply``, ``outcome``), so every game
in ``shelfie.registry`` gets the same statistics. Every seed is played once per rotation of the
seats, so each bot meets the same chance from every seat (common random numbers: in the dice game
the dice depend only on seed, turn and roll). A game's win is shared
among tied winners (a two-way tie counts half). Score intervals are mean ± 1.96 standard errors;
win-rate intervals are Wilson score intervals.
"""

import argparse
import math
import statistics
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from shelfie import registry
from shelfie.bots.framework import Bot, choose

DEFAULT_GAME = "dicegame"


@dataclass(frozen=True)
class GameResult:
    bots: tuple[str, ...]
    scores: tuple[int, ...]
    wins: tuple[float, ...]


def play(bot_names: tuple[str, ...], seed: int, game_id: str = DEFAULT_GAME) -> GameResult:
    game = registry.rules(game_id)
    levels = registry.bot_levels(game_id)
    bots: list[Bot] = [levels[name]() for name in bot_names]
    state = game.new_game([f"{name}{i}" for i, name in enumerate(bot_names)], seed)
    while not game.is_over(state):
        for seat in sorted(game.to_move(state)):
            state = game.apply(state, seat, choose(game, bots[seat], state, seat))
    result = game.outcome(state)
    share = 1 / len(result.winners)
    wins = tuple(share if seat in result.winners else 0.0 for seat in range(len(bot_names)))
    return GameResult(bot_names, result.scores, wins)


Job = tuple[tuple[str, ...], int, str]


def _games(bots: tuple[str, ...], seeds: range, game_id: str) -> list[Job]:
    rotations = [bots[i:] + bots[:i] for i in range(len(bots))]
    return [(rotation, seed, game_id) for seed in seeds for rotation in rotations]


def _run(job: Job) -> GameResult:
    return play(*job)


def wilson(rate: float, count: int, z: float = 1.96) -> tuple[float, float]:
    """95% interval of a win rate that stays within [0, 1] (Wilson score interval)."""
    centre = (rate + z * z / (2 * count)) / (1 + z * z / count)
    half = z * math.sqrt(rate * (1 - rate) / count + z * z / (4 * count * count)) / (1 + z * z / count)
    return centre - half, centre + half


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% interval."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def simulate(bots: tuple[str, ...], seeds: range, jobs: int, game_id: str = DEFAULT_GAME) -> list[GameResult]:
    work = _games(bots, seeds, game_id)
    if jobs <= 1:
        return [_run(job) for job in work]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(_run, work, chunksize=8))


def report(results: list[GameResult]) -> list[str]:
    scores: dict[str, list[float]] = defaultdict(list)
    wins: dict[str, list[float]] = defaultdict(list)
    for game in results:
        for name, points, won in zip(game.bots, game.scores, game.wins, strict=True):
            scores[name].append(points)
            wins[name].append(won)
    players = len(results[0].bots)
    lines = [
        f"{'bot':8} {'seat-games':>10}  {'mean score (95% CI)':>22}"
        + ("  win rate (95% CI)" if players > 1 else "")
    ]
    for name, seat_scores in scores.items():
        mean, half = interval(seat_scores)
        line = f"{name:8} {len(seat_scores):>10}  {mean:8.2f} ± {half:4.2f} (SE {half / 1.96:.2f})"
        if players > 1:
            rate = statistics.fmean(wins[name])
            low, high = wilson(rate, len(wins[name]))
            line += f"  {100 * rate:5.1f}% [{100 * low:.1f}, {100 * high:.1f}]"
        lines.append(line)
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", choices=sorted(registry.GAMES), default=DEFAULT_GAME)
    parser.add_argument("--bots", nargs="+", required=True, help="one computer level per seat")
    parser.add_argument("--games", type=int, default=200, help="seeds; each is played once per seat rotation")
    parser.add_argument("--seed", type=int, default=1, help="first seed")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    args = parser.parse_args()
    bots = tuple(args.bots)
    levels = registry.GAMES[args.game].levels
    if not set(bots) <= set(levels):
        parser.error(f"{args.game} has the levels {', '.join(levels)}")
    started = time.perf_counter()
    results = simulate(bots, range(args.seed, args.seed + args.games), args.jobs, args.game)
    print(
        f"{len(results)} games of {' vs '.join(bots)} ({args.games} seeds x {len(bots)} seat rotations), "
        f"{time.perf_counter() - started:.0f} s"
    )
    for line in report(results):
        print(line)


if __name__ == "__main__":
    main()
