"""What the Hard bot would do now, in words: the Hint button.

Imported only when a hint is asked for: the bots' tables cost start-up time the page should not pay.
"""

from functools import cache

from shelfie.bots.dicegame.expectimax import best_keep
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


def hint(state: GameState, bot: HardBot) -> str:
    """What the Hard bot would do now, with its estimate where there is a choice of dice."""
    seen = GAME.observe(state, state.current)
    if state.phase is Phase.ROLL:
        return t(
            "Hint: roll the dice. The Hard bot rates this turn at {value}.",
            value=f"{bot.plan(seen).start:.1f}",
        )
    if state.phase is Phase.REROLL:
        roll = ROLL_INDEX[counts_of(state.board.icons, state.dice)]
        keep, value = best_keep(bot.plan(seen), roll, state.rerolls_left)
        if keep is None:
            return t("Hint: stop rolling (expected value {value}).", value=f"{value:.1f}")
        kept = positions_for(state.board.icons, state.dice, keep)
        if not kept:
            return t(
                "Hint: keep nothing and re-roll all the dice (expected value {value}).", value=f"{value:.1f}"
            )
        return t(
            "Hint: keep dice {dice} and re-roll the others (expected value {value}).",
            dice=dice_list(kept),
            value=f"{value:.1f}",
        )
    action = bot.best_marking(seen)
    if isinstance(action, Mark | MarkAny):
        return t("Hint: mark {items}.", items=items_marked(state, action))
    if isinstance(action, CrossOut):
        return t("Hint: cross out the {icon} shelf.", icon=face_name(state.board.icons[action.shelf]))
    return t("Hint: pass the turn.")
