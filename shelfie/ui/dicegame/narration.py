"""Players' actions in words, for the status line while a computer plays."""

from shelfie.games.dicegame import Action, CrossOut, GameState, Mark, MarkAny, Pass, Phase, Roll, StopRolling
from shelfie.games.dicegame.actions import marked_by
from shelfie.games.dicegame.grid import bits
from shelfie.ui.dicegame.labels import face_name, item_short


def dice_list(positions: frozenset[int]) -> str:
    return ", ".join(str(pos + 1) for pos in sorted(positions))


def items_marked(state: GameState, action: Action) -> str:
    names = [f"the {item_short(state.board, s, c)}" for s, c in bits(marked_by(action))]
    return " and ".join(names)


def describe(before: GameState, action: Action) -> str:
    """One sentence for the action the current player of ``before`` just took."""
    who = before.config.players[before.current]
    match action:
        case Roll(keep) if before.phase is Phase.ROLL:
            return f"{who} rolled the dice."
        case Roll(keep) if keep:
            return f"{who} kept dice {dice_list(keep)} and re-rolled the others."
        case Roll():
            return f"{who} re-rolled all the dice."
        case StopRolling():
            return f"{who} stopped rolling."
        case Mark() | MarkAny():
            return f"{who} marked {items_marked(before, action)}."
        case CrossOut(shelf):
            return f"{who} crossed out the {face_name(before.board.icons[shelf])} shelf."
        case Pass():
            return f"{who} passed."
    return f"{who} played."
