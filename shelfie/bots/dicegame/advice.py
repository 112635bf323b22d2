"""The figures of Hard's advice (the page's Hint): the final score its way of playing is expected to
reach and, with opponents, its chance of winning.

Hard's valuations are built to choose well, not to predict: alone, the solo valuation's tuned credits
sit about 50 points below the final score on the first turn and a little above it near the end. So
the expected final score is the valuation of the bookshelf the advice leads to, plus a correction
that grows with the items still open, fitted on Hard's own games for each number of players
(``python -m tools.calibrate_hints``, which also fits the chance of winning a hint states to the
games' results; docs/BOTS.md has the figures).
"""

import math
from dataclasses import dataclass

from shelfie.bots.dicegame.expectimax import Forecast, Measure, forecast
from shelfie.bots.dicegame.outlook import Outlook
from shelfie.bots.dicegame.players import HardBot
from shelfie.games.dicegame.sheet import Sheet
from shelfie.games.dicegame.state import GameState

CORRECTION: dict[int, tuple[float, float]] = {
    1: (-32.52, 3.238),
    2: (4.46, 0.740),
    3: (7.47, 0.397),
    4: (2.07, 0.595),
}
"""By number of players: (a, b), the expected final score = valuation + a + b * open items. From
``python -m tools.calibrate_hints --games 100`` (seeds 70000-70099; two to four players refitted
after the turns left followed the turn order, two players again after their chances were lowered
on 2026-11-24, three and four players after theirs on 2026-11-26)."""


CHANCE: dict[int, tuple[float, float]] = {
    2: (-0.181, 1.408),
    3: (0.979, 1.813),
    4: (0.970, 1.325),
}
"""By number of players: (a, b), the chance of winning a hint states = 1 / (1 + exp(-(a + b * x))),
x the log-odds of Hard's own chance. Hard's chance is a product of its chances of beating each
opponent; that chooses well, but beating one opponent and beating another both depend on the
player's own final score, so with three or four players the product says too little (four players:
said 0.26, won 0.46). With two players Hard's chance, since its chances of marking items were
lowered, is not sharp enough: too high behind (said 0.09, won 0.01), too low ahead (said 0.92, won
0.97). From ``python -m tools.calibrate_hints --players 2 3 4 --games 100`` (seeds 70000-70099;
two players on 2026-11-24, three and four on 2026-11-26), checked on seeds 80000-80099
(docs/BOTS.md)."""


def recalibrated(win: float, fit: tuple[float, float]) -> float:
    """The chance ``win`` through the logistic curve ``fit`` = (a, b) of its log-odds; a decided game
    (0 or 1) stays decided."""
    if not 0.0 < win < 1.0:
        return win
    a, b = fit
    return 1.0 / (1.0 + math.exp(-(a + b * math.log(win / (1.0 - win)))))


def stated_chance(win: float, players: int) -> float:
    """The chance of winning a hint states for Hard's chance ``win`` (``CHANCE``)."""
    fit = CHANCE.get(players)
    return win if fit is None else recalibrated(win, fit)


@dataclass(frozen=True)
class Advice:
    """Forecasts of the plan's choices this turn: the final score, and the chance of winning (None alone)."""

    final_score: Forecast
    win: Forecast | None


def measures(
    seen: GameState, bot: HardBot, corrections: dict[int, tuple[float, float]] = CORRECTION
) -> tuple[Measure, Measure | None]:
    """What the Hard bot expects of the bookshelf (marked, crossed) a choice of this turn leads to:
    its final score and, with opponents, its chance of winning (None alone). ``corrections``: per
    number of players, as ``CORRECTION``."""
    board, sheet = seen.board, seen.current_sheet
    valuation = bot.weights_for(seen)
    a, b = corrections[len(seen.sheets)]
    correction = a + b * sheet.available.bit_count()  # for a bookshelf still being filled
    if isinstance(valuation, Outlook):
        judge = valuation.judge

        def final_score(marked: int, crossed: int) -> float:
            judged = judge(marked, crossed)
            return judged.points + (0.0 if judged.over else correction)

        return final_score, lambda marked, crossed: judge(marked, crossed).win

    def solo_score(marked: int, crossed: int) -> float:
        ended = Sheet(marked, crossed).closed_shelves() >= 2
        return valuation.value(board, marked, crossed) + (0.0 if ended else correction)

    return solo_score, None


def advice(seen: GameState, bot: HardBot, corrections: dict[int, tuple[float, float]] = CORRECTION) -> Advice:
    """What the Hard bot's way of playing this turn is expected to lead to, at every decision."""
    final_score, win = measures(seen, bot, corrections)
    plan = bot.plan(seen)
    return Advice(forecast(plan, final_score), None if win is None else forecast(plan, win))
