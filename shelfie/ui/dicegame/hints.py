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


@cache
def shared_bot() -> HardBot:
    """One Hard bot for every hint of the page: it caches its turn plans."""
    return HardBot()


def hint(state: GameState, bot: HardBot) -> str:
    """What the Hard bot would do now, with its estimate where there is a choice of dice."""
    seen = GAME.observe(state, state.current)
    if state.phase is Phase.ROLL:
        return f"Hint: roll the dice. The Hard bot rates this turn at {bot.plan(seen).start:.1f}."
    if state.phase is Phase.REROLL:
        roll = ROLL_INDEX[counts_of(state.board.icons, state.dice)]
        keep, value = best_keep(bot.plan(seen), roll, state.rerolls_left)
        if keep is None:
            return f"Hint: stop rolling (expected value {value:.1f})."
        kept = positions_for(state.board.icons, state.dice, keep)
        which = f"keep dice {dice_list(kept)}" if kept else "keep nothing"
        return f"Hint: {which} and re-roll the others (expected value {value:.1f})."
    action = bot.best_marking(seen)
    if isinstance(action, Mark | MarkAny):
        return f"Hint: mark {items_marked(state, action)}."
    if isinstance(action, CrossOut):
        return f"Hint: cross out the {face_name(state.board.icons[action.shelf])} shelf."
    return "Hint: pass the turn."
