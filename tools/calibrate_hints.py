"""Fits the dice game hint's final-score correction and checks its chance of winning, on Hard's games.

Run: .venv/bin/python -m tools.calibrate_hints [--players 1 2 3 4] [--games 100] [--first-seed 70000]

Hard plays every seat. At the start of every turn the advice (``bots.dicegame.advice``) is forecast
without correction; when the game is over each forecast is paired with the final score and the win
share of the player it was made for. Per number of players the correction a + b * open items is the
least-squares fit of (final score - forecast), pasted into ``advice.CORRECTION``; the report gives
the forecast's mean absolute error without it, with this fit and with the shipped one (run it on
other seeds to check the shipped correction). With opponents, the chance a hint states is fitted
likewise: a logistic curve of the log-odds of Hard's chance, (a, b) by maximum likelihood against
the win shares, pasted into ``advice.CHANCE``; the report gives the Brier score (mean squared error
of said against won) of Hard's chance, of this fit and of the shipped one, and the stated chance by
fifths against the share of those games won.
"""

import argparse
import math
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from shelfie.bots.dicegame import advice as hints
from shelfie.bots.dicegame.players import HardBot
from shelfie.bots.framework import choose
from shelfie.games.dicegame.game import GAME
from shelfie.games.dicegame.state import Phase

UNCORRECTED = {players: (0.0, 0.0) for players in hints.CORRECTION}


@dataclass(frozen=True)
class Sample:
    open_items: int
    forecast: float
    win: float | None
    final: int = 0
    won: float = 0.0


def play(job: tuple[int, int]) -> list[Sample]:
    players, seed = job
    bots = [HardBot() for _ in range(players)]
    state = GAME.new_game([f"P{i}" for i in range(players)], seed)
    made: list[tuple[int, Sample]] = []
    while not GAME.is_over(state):
        seat = state.current
        if state.phase is Phase.ROLL:
            seen = GAME.observe(state, seat)
            advice = hints.advice(seen, bots[seat], UNCORRECTED)
            win = advice.win.start if advice.win else None
            made.append(
                (seat, Sample(seen.current_sheet.available.bit_count(), advice.final_score.start, win))
            )
        state = GAME.apply(state, seat, choose(GAME, bots[seat], state, seat))
    outcome = GAME.outcome(state)
    share = 1 / len(outcome.winners)
    return [
        Sample(
            s.open_items, s.forecast, s.win, outcome.scores[seat], share if seat in outcome.winners else 0.0
        )
        for seat, s in made
    ]


def fit(samples: list[Sample]) -> tuple[float, float]:
    """Least squares of (final - forecast) = a + b * open items."""
    xs = [s.open_items for s in samples]
    ys = [s.final - s.forecast for s in samples]
    mean_x, mean_y = statistics.fmean(xs), statistics.fmean(ys)
    spread = sum((x - mean_x) ** 2 for x in xs)
    b = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True)) / spread if spread else 0.0
    return mean_y - b * mean_x, b


def _log_odds(chance: float) -> float:
    chance = min(max(chance, 1e-4), 1 - 1e-4)
    return math.log(chance / (1 - chance))


def fit_chance(said: list[float], won: list[float]) -> tuple[float, float]:
    """(a, b) of the logistic curve 1 / (1 + exp(-(a + b * log-odds of said))) that best predicts
    the win shares ``won`` (maximum likelihood, by Newton's method)."""
    xs = [_log_odds(chance) for chance in said]
    a, b = 0.0, 1.0
    for _ in range(100):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in zip(xs, won, strict=True):
            p = 1 / (1 + math.exp(-(a + b * x)))
            r, w = p - y, p * (1 - p)
            ga, gb, haa, hab, hbb = ga + r, gb + r * x, haa + w, hab + w * x, hbb + w * x * x
        det = haa * hbb - hab * hab
        da, db = (hbb * ga - hab * gb) / det, (haa * gb - hab * ga) / det
        a, b = a - da, b - db
        if abs(da) + abs(db) < 1e-10:
            break
    return a, b


def _brier(said: list[float], won: list[float]) -> float:
    return statistics.fmean((w - s) ** 2 for s, w in zip(said, won, strict=True))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, nargs="+", default=[1, 2, 3, 4])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--first-seed", type=int, default=70_000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    seeds = range(args.first_seed, args.first_seed + args.games)
    with ProcessPoolExecutor(args.jobs) as pool:
        for players in args.players:
            samples = [s for game in pool.map(play, [(players, seed) for seed in seeds]) for s in game]
            a, b = fit(samples)
            raw = statistics.fmean(abs(s.final - s.forecast) for s in samples)
            sa, sb = hints.CORRECTION[players]
            as_shipped = statistics.fmean(abs(s.final - s.forecast - sa - sb * s.open_items) for s in samples)
            fitted = statistics.fmean(abs(s.final - s.forecast - a - b * s.open_items) for s in samples)
            print(
                f"{players} player(s), {len(samples)} turns of {args.games} games: correction ({a:.2f}, {b:.3f}); "
                f"mean absolute error {raw:.1f} points uncorrected, {fitted:.1f} corrected, "
                f"{as_shipped:.1f} with the shipped correction"
            )
            if players > 1:
                said = [s.win or 0.0 for s in samples]
                won = [s.won for s in samples]
                ca, cb = fit_chance(said, won)
                stated = [hints.stated_chance(chance, players) for chance in said]
                fitted_chance = [hints.recalibrated(chance, (ca, cb)) for chance in said]
                print(
                    f"  chance of winning: fit ({ca:.3f}, {cb:.3f}); Brier score {_brier(said, won):.4f} "
                    f"as Hard says it, {_brier(fitted_chance, won):.4f} fitted, "
                    f"{_brier(stated, won):.4f} as a hint states it"
                )
                for low in (0.0, 0.2, 0.4, 0.6, 0.8):
                    band = [(s, w) for s, w in zip(stated, won, strict=True) if low <= s < low + 0.2 + 1e-9]
                    if band:
                        print(
                            f"  stated {low:.0%}-{low + 0.2:.0%}: {len(band)} turns, "
                            f"said {statistics.fmean(s for s, _ in band):.2f}, "
                            f"won {statistics.fmean(w for _, w in band):.2f}"
                        )


if __name__ == "__main__":
    main()
