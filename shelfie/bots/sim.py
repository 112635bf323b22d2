"""Play many games between bots of any registered game and say who is stronger, with error bars.

    python -m shelfie.bots.sim --game dicegame --bots hard medium --games 2000
    python -m shelfie.bots.sim --bots hard --games 500            # solo mean score
    python -m shelfie.bots.sim --bots hard medium medium medium --games 400
    python -m shelfie.bots.sim --game splitter --bots hard --option pad=B --games 500

The game is driven only through its contract (``to_move``, ``apply``, ``outcome``), so every game
in ``shelfie.registry`` gets the same statistics. Every seed is played once per rotation of the
seats, so each bot meets the same chance from every seat (common random numbers: in the dice game
the dice depend only on seed, turn and roll). One seed's rotations are one paired sample: every
interval is over seeds (a bot's mean over its seats in that seed's games), not over seat-games,
and with two kinds of bot the report adds their paired difference seed by seed. A game's win is shared
among tied winners (a two-way tie counts half). Score intervals are mean ± 1.96 standard errors;
win-rate intervals likewise, over each seed's mean win share.
"""

import argparse
import importlib
import math
import statistics
import time
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from shelfie import registry
from shelfie.bots.framework import Bot, choose, seated
from shelfie.core.contract import AnyGame

DEFAULT_GAME = "dicegame"
Options = tuple[tuple[str, str], ...]
"""The game's settings for every game played (``--option pad=B``), as (name, value) pairs."""


@dataclass(frozen=True)
class GameResult:
    bots: tuple[str, ...]
    scores: tuple[int, ...]
    wins: tuple[float, ...]
    seed: int = 0


def play(
    bot_names: tuple[str, ...], seed: int, game_id: str = DEFAULT_GAME, options: Options = ()
) -> GameResult:
    game = registry.rules(game_id)
    levels = bot_kinds(game_id)
    bots: list[Bot] = [seated(levels[name], seed, seat) for seat, name in enumerate(bot_names)]
    names = [f"{name}{i}" for i, name in enumerate(bot_names)]
    state = play_out(game, bots, game.new_game(names, seed, dict(options) or None))
    result = game.outcome(state)
    share = 1 / len(result.winners)
    wins = tuple(share if seat in result.winners else 0.0 for seat in range(len(bot_names)))
    return GameResult(bot_names, result.scores, wins, seed)


def play_out(game: AnyGame, bots: Sequence[Bot], state: Any) -> Any:
    """Every seat's bot acts, through the contract, until the game is over; the final state."""
    while not game.is_over(state):
        for seat in sorted(game.to_move(state)):
            state = game.apply(state, seat, choose(game, bots[seat], state, seat))
    return state


def bot_kinds(game_id: str) -> dict[str, Any]:
    """The game's computer levels, plus the baselines its bots module keeps only to measure against."""
    levels = registry.bot_levels(game_id)
    module = importlib.import_module(registry.GAMES[game_id].bots.split(":")[0])
    return {**levels, **getattr(module, "BASELINES", {})}


Job = tuple[tuple[str, ...], int, str, Options]


def _games(bots: tuple[str, ...], seeds: range, game_id: str, options: Options = ()) -> list[Job]:
    rotations = [bots[i:] + bots[:i] for i in range(len(bots))]
    return [(rotation, seed, game_id, options) for seed in seeds for rotation in rotations]


def _run(job: Job) -> GameResult:
    return play(*job)


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% interval."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def simulate(
    bots: tuple[str, ...], seeds: range, jobs: int, game_id: str = DEFAULT_GAME, options: Options = ()
) -> list[GameResult]:
    work = _games(bots, seeds, game_id, options)
    if jobs <= 1:
        return [_run(job) for job in work]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(_run, work, chunksize=8))


def per_seed(results: list[GameResult]) -> dict[str, dict[int, tuple[float, float]]]:
    """Bot name -> seed -> (mean score, mean win share) over the seats it held in that seed's games."""
    seats: dict[str, dict[int, list[tuple[int, float]]]] = defaultdict(lambda: defaultdict(list))
    for game in results:
        for name, points, won in zip(game.bots, game.scores, game.wins, strict=True):
            seats[name][game.seed].append((points, won))
    return {
        name: {
            seed: (statistics.fmean(p for p, _ in held), statistics.fmean(w for _, w in held))
            for seed, held in by_seed.items()
        }
        for name, by_seed in seats.items()
    }


def report(results: list[GameResult]) -> list[str]:
    """One line per bot: seeds, mean score and win rate with 95% intervals over seeds; with two kinds
    of bot, a last line with their paired differences."""
    samples = per_seed(results)
    players = len(results[0].bots)
    lines = [
        f"{'bot':8} {'seeds':>6}  {'mean score (95% CI)':>22}"
        + ("  win rate (95% CI)" if players > 1 else "")
    ]
    for name, by_seed in samples.items():
        mean, half = interval([score for score, _ in by_seed.values()])
        line = f"{name:8} {len(by_seed):>6}  {mean:8.2f} ± {half:4.2f} (SE {half / 1.96:.2f})"
        if players > 1:
            rate, rate_half = interval([won for _, won in by_seed.values()])
            line += f"  {100 * rate:5.1f}% ± {100 * rate_half:.1f}"
        lines.append(line)
    if len(samples) == 2:
        (first, a), (second, b) = samples.items()
        common = sorted(a.keys() & b.keys())
        diff, diff_half = interval([a[s][0] - b[s][0] for s in common])
        line = f"paired {first} − {second} over {len(common)} seeds: score {diff:+.2f} ± {diff_half:.2f}"
        if players > 1:
            wins, wins_half = interval([a[s][1] - b[s][1] for s in common])
            line += f", win share {100 * wins:+.1f} ± {100 * wins_half:.1f} points"
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
    parser.add_argument("--option", action="append", default=[], help="a game setting, name=value (pad=B)")
    args = parser.parse_args()
    if not all("=" in option for option in args.option):
        parser.error("each --option is name=value, as pad=B")
    options = tuple(tuple(option.split("=", 1)) for option in args.option)
    bots = tuple(args.bots)
    levels = bot_kinds(args.game)
    if not set(bots) <= set(levels):
        parser.error(f"{args.game} has the players {', '.join(levels)}")
    started = time.perf_counter()
    results = simulate(bots, range(args.seed, args.seed + args.games), args.jobs, args.game, options)
    print(
        f"{len(results)} games of {' vs '.join(bots)} ({args.games} seeds x {len(bots)} seat rotations), "
        f"{time.perf_counter() - started:.0f} s"
    )
    for line in report(results):
        print(line)


if __name__ == "__main__":
    main()
