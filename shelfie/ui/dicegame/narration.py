"""Players' actions in words, for the status line while a computer plays."""

from shelfie.games.dicegame.actions import Action, CrossOut, Mark, MarkAny, Pass, Roll, StopRolling, marked_by
from shelfie.games.dicegame.grid import bits
from shelfie.games.dicegame.state import GameState, Phase
from shelfie.ui.dicegame.labels import face_name, item_short
from shelfie.ui.i18n import t


def dice_list(positions: frozenset[int]) -> str:
    return ", ".join(str(pos + 1) for pos in sorted(positions))


def items_marked(state: GameState, action: Action) -> str:
    names = [t("the {item}", item=item_short(state.board, s, c)) for s, c in bits(marked_by(action))]
    return names[0] if len(names) == 1 else t("{some} and {last}", some=", ".join(names[:-1]), last=names[-1])


def describe(before: GameState, action: Action) -> str:
    """One sentence for the action the current player of ``before`` just took."""
    who = before.config.players[before.current]
    # "re-rolled" is written with a non-breaking hyphen (U+2011): a narrow phone broke it in two.
    match action:
        case Roll(keep) if before.phase is Phase.ROLL:
            return t("{name} rolled the dice.", name=who)
        case Roll(keep) if keep:
            return t("{name} kept dice {dice} and re\u2011rolled the others.", name=who, dice=dice_list(keep))
        case Roll():
            return t("{name} re\u2011rolled all the dice.", name=who)
        case StopRolling():
            return t("{name} stopped rolling.", name=who)
        case Mark() | MarkAny():
            return t("{name} marked {items}.", name=who, items=items_marked(before, action))
        case CrossOut(shelf):
            return t(
                "{name} crossed out the {icon} shelf.", name=who, icon=face_name(before.board.icons[shelf])
            )
        case Pass():
            return t("{name} passed.", name=who)
    return t("{name} played.", name=who)
