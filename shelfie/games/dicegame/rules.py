"""The rules as pure functions: new game, legal actions, apply, and the chance behind rolls.

``apply`` never mutates: it returns a new state or raises IllegalAction with the
reason, so a refused move leaves the caller's state exactly as it was.
"""

from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from shelfie.core import rng
from shelfie.core.chance import NO_CHANCE, Chance, Dice
from shelfie.core.contract import Event
from shelfie.core.errors import N_, IllegalAction, shown
from shelfie.games.dicegame.actions import (
    Action,
    CrossOut,
    Mark,
    MarkAny,
    Pass,
    Roll,
    StopRolling,
    check_fields,
)
from shelfie.games.dicegame.board import DICE, STANDARD_BOARD, Board
from shelfie.games.dicegame.grid import SHELF_MASKS, SIZE, item_bit
from shelfie.games.dicegame.markings import all_jokers, check_mark, legal_markings, markable_items
from shelfie.games.dicegame.sheet import Sheet, completed_lines
from shelfie.games.dicegame.state import REROLLS, GameConfig, GameState, Phase

_REROLL_ACTIONS: tuple[Action, ...] = (
    *(Roll(frozenset(keep)) for size in range(DICE) for keep in combinations(range(DICE), size)),
    StopRolling(),
)
"""Re-roll keeping any dice but all six (that would re-roll nothing), or stop."""

_FIRST_PLAYER_KEY = (0xF1857,)


def new_game(
    players: Sequence[str],
    seed: int,
    board: Board = STANDARD_BOARD,
    first_player: int | None = None,
) -> GameState:
    """A game at its first roll. The first player is drawn from the seed unless given."""
    names = tuple(name.strip() if isinstance(name, str) else name for name in players)
    config = GameConfig(names, seed, 0 if first_player is None else first_player, board)
    if first_player is None:
        config = replace(config, first_player=rng.draw(seed, _FIRST_PLAYER_KEY, 1, len(names))[0])
    return start(config)


def start(config: GameConfig) -> GameState:
    return GameState(
        config=config,
        current=config.first_player,
        phase=Phase.ROLL,
        sheets=tuple(Sheet() for _ in config.players),
    )


def roll_number(state: GameState) -> int:
    """0 for the first roll of the turn, then 1 and 2 for the re-rolls."""
    return 0 if state.phase is Phase.ROLL else REROLLS + 1 - state.rerolls_left


def chance_outcomes(state: GameState, action: Action) -> Chance:
    """A roll throws every die it does not keep, each showing any face of the board's dice."""
    if isinstance(action, Roll) and state.phase in (Phase.ROLL, Phase.REROLL):
        return Dice(state.board.faces, DICE - len(action.keep))
    return NO_CHANCE


def failed(state: GameState) -> bool:
    """In the mark phase: no available item can be marked with the final result (else False)."""
    if state.phase is not Phase.MARK:
        return False
    sheet = state.current_sheet
    if all_jokers(state.dice):
        return not sheet.available
    return not markable_items(state.board, state.dice, sheet.available)


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action; markings come with one dice assignment per set of items."""
    phase = state.phase
    if phase is Phase.ROLL:
        return [Roll()]
    if phase is Phase.REROLL:
        return list(_REROLL_ACTIONS)
    if phase is Phase.MARK:
        return markings(state) or failed_actions(state)
    return []


def markings(state: GameState) -> list[Action]:
    """The markings of the final result: item sets with dice, or single items after all jokers."""
    if state.phase is not Phase.MARK:
        return []
    available = state.current_sheet.available
    if all_jokers(state.dice):
        return [
            MarkAny(shelf, column)
            for shelf in range(SIZE)
            for column in range(SIZE)
            if available & item_bit(shelf, column)
        ]
    return list(legal_markings(state.board, state.dice, available))


def failed_actions(state: GameState) -> list[Action]:
    sheet = state.current_sheet
    shelves: list[Action] = [CrossOut(shelf) for shelf in range(SIZE) if sheet.shelf_has_available(shelf)]
    return shelves or [Pass()]


def apply(state: GameState, action: Action, dice: Sequence[str] | None = None) -> GameState:
    """The state after ``action``. For a roll, ``dice`` forces the faces of the thrown dice
    (in position order); otherwise they come from the seed. Anything else raises IllegalAction."""
    check_fields(action)
    if dice is not None:
        if not isinstance(action, Roll):
            raise IllegalAction("only a roll takes dice")
        if not isinstance(dice, (list, tuple)) or not all(isinstance(face, str) for face in dice):
            raise IllegalAction(f"the forced dice must be a list of faces, got {shown(dice)}")
    match action:
        case Roll(keep):
            return _roll(state, keep, dice)
        case StopRolling():
            _require(state, Phase.REROLL, N_("stop rolling"))
            return _log(replace(state, phase=Phase.MARK, rerolls_left=0), state, action)
        case Mark():
            _require(state, Phase.MARK, N_("mark items"))
            if all_jokers(state.dice):
                raise IllegalAction("all six dice show the joker: choose any one item to mark")
            mask = check_mark(state.board, state.dice, state.current_sheet.available, action)
            return _end_turn(_mark(state, mask), state, action)
        case MarkAny(shelf, column):
            _require(state, Phase.MARK, N_("mark an item"))
            if not all_jokers(state.dice):
                raise IllegalAction("an item can be chosen freely only when all six dice show the joker")
            bit = item_bit(shelf, column)
            if not state.current_sheet.available & bit:
                raise IllegalAction("that item is already marked or crossed out")
            return _end_turn(_mark(state, bit), state, action)
        case CrossOut(shelf):
            _require(state, Phase.MARK, N_("cross out a shelf"))
            if not failed(state):
                raise IllegalAction("a shelf is crossed out only when no item can be marked")
            sheet = state.current_sheet
            if not sheet.shelf_has_available(shelf):
                raise IllegalAction("shelf {shelf} has no item left to cross out", shelf=shelf + 1)
            crossed = _replace_sheet(state, state.current, sheet.cross_out(SHELF_MASKS[shelf]))
            return _end_turn(crossed, state, action)
        case Pass():
            _require(state, Phase.MARK, N_("pass"))
            if not failed(state):
                raise IllegalAction("you can mark an item, so you cannot pass")
            if failed_actions(state) != [Pass()]:
                raise IllegalAction("a shelf still has items: cross one out instead of passing")
            return _end_turn(state, state, action)
    raise IllegalAction(f"not an action: {shown(action)}")


def _require(state: GameState, phase: Phase, doing: str) -> None:
    if state.phase is not phase:
        raise IllegalAction("you cannot {doing} now: {reason}", doing=doing, reason=_phase_hint(state))


def _phase_hint(state: GameState) -> str:
    return {
        Phase.ROLL: N_("roll the dice first"),
        Phase.REROLL: N_("re\u2011roll or stop rolling first"),
        Phase.MARK: N_("the dice are final: mark or cross out"),
        Phase.OVER: N_("the game is over"),
    }[state.phase]


def _roll(state: GameState, keep: frozenset[int], forced: Sequence[str] | None) -> GameState:
    if state.phase is Phase.ROLL:
        if keep:
            raise IllegalAction("the first roll throws all six dice: nothing can be kept yet")
    elif state.phase is not Phase.REROLL:
        _require(state, Phase.REROLL, N_("roll"))
    thrown = [pos for pos in range(DICE) if pos not in keep]
    if not thrown:
        raise IllegalAction("a re\u2011roll must throw at least one die: stop rolling to keep them all")
    if forced is None:
        # Thrown from the law chance_outcomes declares, keyed by the turn and the roll.
        law = chance_outcomes(state, Roll(keep))
        faces = law.draw(state.config.seed, (state.turn, roll_number(state)))
    else:
        faces = tuple(forced)
        if len(faces) != len(thrown):
            raise IllegalAction(f"{len(thrown)} dice are thrown, but {len(faces)} faces were given")
        for face in faces:
            if face not in state.board.faces:
                raise IllegalAction(f"{shown(face)} is not a face of these dice")
    dice = list(state.dice) if state.dice else [""] * DICE
    for pos, face in zip(thrown, faces, strict=True):
        dice[pos] = face
    rerolls = REROLLS if state.phase is Phase.ROLL else state.rerolls_left - 1
    rolled = replace(
        state,
        dice=tuple(dice),
        rerolls_left=rerolls,
        phase=Phase.REROLL if rerolls else Phase.MARK,
    )
    return _log(rolled, state, Roll(keep), faces)


def _replace_sheet(state: GameState, seat: int, sheet: Sheet) -> GameState:
    sheets = list(state.sheets)
    sheets[seat] = sheet
    return replace(state, sheets=tuple(sheets))


def _mark(state: GameState, mask: int) -> GameState:
    """Mark for the current player, then block every line that completed on the others."""
    seat = state.current
    sheet = state.current_sheet.mark(mask)
    blocked = 0
    for line in completed_lines(sheet, mask):
        blocked |= line.mask
    sheets = [
        sheet if other == seat else (other_sheet.cross_out(blocked) if blocked else other_sheet)
        for other, other_sheet in enumerate(state.sheets)
    ]
    return replace(state, sheets=tuple(sheets))


def _end_turn(state: GameState, before: GameState, action: Action) -> GameState:
    config = state.config
    triggered = state.end_triggered or any(sheet.closed_shelves() >= 2 for sheet in state.sheets)
    over = triggered and state.current == config.last_seat
    ended = replace(
        state,
        phase=Phase.OVER if over else Phase.ROLL,
        current=state.current if over else (state.current + 1) % len(config.players),
        dice=(),
        rerolls_left=0,
        turn=state.turn + 1,
        end_triggered=triggered,
    )
    return _log(ended, before, action)


def _log(state: GameState, before: GameState, action: Action, rolled: Sequence[str] = ()) -> GameState:
    """Append the action to the log, with the faces a roll threw as its recorded chance."""
    return replace(state, log=(*before.log, Event(before.current, action, tuple(rolled))))
