"""What the Hard bot would do now, in words: the Hint button.

Imported only when a hint is asked for: the bots' tables cost start-up time the page should not pay.
"""

from dataclasses import dataclass
from functools import cache

from shelfie.bots.dicegame.expectimax import best_keep, turn_points
from shelfie.bots.dicegame.multisets import ROLL_INDEX, counts_of, positions_for
from shelfie.bots.dicegame.players import HardBot
from shelfie.games.dicegame import CrossOut, GameState, Mark, MarkAny, Phase
from shelfie.games.dicegame.game import GAME
from shelfie.ui.dicegame.labels import face_name
from shelfie.ui.dicegame.narration import dice_list, items_marked
from shelfie.ui.i18n import t


@cache
def shared_bot() -> HardBot:
    """One Hard bot for every hint of the page: it caches its turn plans."""
    return HardBot()


@dataclass(frozen=True)
class Hint:
    text: str
    dice: frozenset[int] = frozenset()
    """The dice the hint means (to keep): the page highlights them."""


def _points(value: float) -> str:
    """Expected points, to one decimal ("0.6 points")."""
    return t("{value} points", value=f"{value:.1f}")


def hint(state: GameState, bot: HardBot) -> Hint:
    """What the Hard bot would do now, and the points its way of playing this turn is expected to add."""
    seen = GAME.observe(state, state.current)
    plan = bot.plan(seen)
    points = turn_points(seen.board, seen.current_sheet, plan, bot.weights_for(seen))
    if state.phase is Phase.ROLL:
        return Hint(
            t("Hint: roll the dice. This turn is expected to add {points}.", points=_points(points.start))
        )
    if state.phase is Phase.REROLL:
        roll = ROLL_INDEX[counts_of(state.board.icons, state.dice)]
        keep, _ = best_keep(plan, roll, state.rerolls_left)
        after = points.after_one if state.rerolls_left == 1 else points.after_two
        expected = _points(after[roll])
        if keep is None:
            return Hint(t("Hint: stop rolling; this turn is expected to add {points}.", points=expected))
        kept = positions_for(state.board.icons, state.dice, keep)
        if not kept:
            return Hint(
                t(
                    "Hint: keep nothing and re-roll all the dice; this turn is expected to add {points}.",
                    points=expected,
                )
            )
        text = t(
            "Hint: keep dice {dice} and re-roll the others; this turn is expected to add {points}.",
            dice=dice_list(kept),
            points=expected,
        )
        return Hint(text, frozenset(kept))
    action = bot.best_marking(seen)
    if isinstance(action, Mark | MarkAny):
        return Hint(t("Hint: mark {items}.", items=items_marked(state, action)))
    if isinstance(action, CrossOut):
        return Hint(t("Hint: cross out the {icon} shelf.", icon=face_name(state.board.icons[action.shelf])))
    return Hint(t("Hint: pass the turn."))
