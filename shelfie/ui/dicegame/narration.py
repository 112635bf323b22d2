"""Computer turns and hints in words: what was done, or what the Hard bot would do."""

from shelfie.bots.expectimax import best_keep
from shelfie.bots.multisets import ROLL_INDEX, counts_of, positions_for
from shelfie.bots.observation import observe
from shelfie.bots.players import HardBot, marked_by
from shelfie.dicegame import Action, CrossOut, GameState, Mark, MarkAny, Pass, Phase, Roll, StopRolling
from shelfie.dicegame.grid import bits
from shelfie.ui.dicegame.labels import face_name, item_short


def _dice_list(positions: frozenset[int]) -> str:
    return ", ".join(str(pos + 1) for pos in sorted(positions))


def _items(state: GameState, action: Action) -> str:
    names = [f"the {item_short(state.board, s, c)}" for s, c in bits(marked_by(action))]
    return " and ".join(names)


def describe(before: GameState, action: Action) -> str:
    """One sentence for the action the current player of ``before`` just took."""
    who = before.config.players[before.current]
    match action:
        case Roll(keep) if before.phase is Phase.ROLL:
            return f"{who} rolled the dice."
        case Roll(keep) if keep:
            return f"{who} kept dice {_dice_list(keep)} and re-rolled the others."
        case Roll():
            return f"{who} re-rolled all the dice."
        case StopRolling():
            return f"{who} stopped rolling."
        case Mark() | MarkAny():
            return f"{who} marked {_items(before, action)}."
        case CrossOut(shelf):
            return f"{who} crossed out the {face_name(before.board.icons[shelf])} shelf."
        case Pass():
            return f"{who} passed."
    return f"{who} played."


def hint(state: GameState, bot: HardBot) -> str:
    """What the Hard bot would do now, with its estimate where there is a choice of dice."""
    seen = observe(state)
    if state.phase is Phase.ROLL:
        return f"Hint: roll the dice. The Hard bot rates this turn at {bot.plan(seen).start:.1f}."
    if state.phase is Phase.REROLL:
        roll = ROLL_INDEX[counts_of(state.board.icons, state.dice)]
        keep, value = best_keep(bot.plan(seen), roll, state.rerolls_left)
        if keep is None:
            return f"Hint: stop rolling (expected value {value:.1f})."
        kept = positions_for(state.board.icons, state.dice, keep)
        which = f"keep dice {_dice_list(kept)}" if kept else "keep nothing"
        return f"Hint: {which} and re-roll the others (expected value {value:.1f})."
    action = bot.best_marking(seen)
    if isinstance(action, Mark | MarkAny):
        return f"Hint: mark {_items(state, action)}."
    if isinstance(action, CrossOut):
        return f"Hint: cross out the {face_name(state.board.icons[action.shelf])} shelf."
    return "Hint: pass the turn."
