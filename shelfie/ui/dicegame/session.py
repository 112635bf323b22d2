"""What the page shows and how each command changes it: a pure state machine.

A ``Session`` is the engine's ``GameState`` plus what a player has chosen but not
yet committed (dice to keep, a draft marking). ``dispatch`` never raises on a
player's mistake: the refusal goes into ``message`` and nothing else changes.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from shelfie.dicegame import (
    DICE,
    SIZE,
    Combo,
    CrossOut,
    GameState,
    Pass,
    Phase,
    Roll,
    StopRolling,
    apply,
    from_json,
    new_game,
    to_json,
)
from shelfie.dicegame.markings import MAX_COMBOS
from shelfie.dicegame.state import MAX_NAME, MAX_PLAYERS
from shelfie.errors import IllegalAction, InvalidSave, shown
from shelfie.ui.dicegame.draft import (
    Draft,
    DraftRefused,
    select_combo,
    to_action,
    toggle_die,
    toggle_item,
)

SAVE_FORMAT = "shelfie-session"
SAVE_VERSION = 1


PERSON = "person"
KINDS = (PERSON, "easy", "medium", "hard")
"""Who plays a seat: a person at this screen, or a computer player of that strength."""


class Screen(Enum):
    START = "start"
    TABLE = "table"


@dataclass(frozen=True)
class Session:
    screen: Screen = Screen.START
    names: tuple[str, ...] = ("Player 1", "Player 2")
    kinds: tuple[str, ...] = (PERSON, PERSON)
    game: GameState | None = None
    keep: frozenset[int] = frozenset()
    draft: Draft = field(default_factory=Draft)
    message: str = ""
    replacing: bool = False
    """Start was pressed while a game is in progress: the player is asked before it is replaced."""

    def committed(self) -> tuple[object, ...]:
        """What a save holds: when this changes, the controller saves."""
        return (self.game, self.kinds, self.keep, self.draft)

    @property
    def computer_to_play(self) -> bool:
        game = self.game
        return (
            self.screen is Screen.TABLE
            and game is not None
            and not game.is_over
            and self.kinds[game.current] != PERSON
        )


def dispatch(session: Session, cmd: str, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    """The session after one command from the page."""
    handler = _COMMANDS.get(cmd)
    if handler is None:
        raise ValueError(f"unknown command {cmd!r}")
    session = replace(session, message="", replacing=False)
    try:
        return handler(session, arg, form, seed)
    except (IllegalAction, DraftRefused) as refusal:
        return replace(session, message=_sentence(str(refusal)))


def _sentence(text: str) -> str:
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _names_from(session: Session, form: Mapping[str, str]) -> tuple[str, ...]:
    return tuple(form.get(f"name-{i}", name) for i, name in enumerate(session.names))


def _kinds_from(session: Session, form: Mapping[str, str]) -> tuple[str, ...]:
    kinds = tuple(form.get(f"kind-{i}", kind) for i, kind in enumerate(session.kinds))
    for kind in kinds:
        if kind not in KINDS:
            raise IllegalAction(f"{kind!r} is not a kind of player")
    return kinds


def _game(session: Session) -> GameState:
    if session.game is None:
        raise IllegalAction("there is no game in progress")
    return session.game


def _add_seat(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    names, kinds = _names_from(session, form), _kinds_from(session, form)
    if len(names) >= MAX_PLAYERS:
        raise IllegalAction(f"a game has at most {MAX_PLAYERS} players")
    return replace(session, names=(*names, f"Player {len(names) + 1}"), kinds=(*kinds, PERSON))


def _remove_seat(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    names, kinds = list(_names_from(session, form)), list(_kinds_from(session, form))
    if len(names) <= 1:
        raise IllegalAction("a game needs at least one player")
    seat = _index(arg, len(names))
    del names[seat], kinds[seat]
    return replace(session, names=tuple(names), kinds=tuple(kinds))


def _start(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    names = tuple(name.strip() for name in _names_from(session, form))
    kinds = _kinds_from(session, form)
    for seat, name in enumerate(names, start=1):
        if not name:
            return replace(session, names=names, kinds=kinds, message=f"Player {seat} needs a name.")
        if len(name) > MAX_NAME:
            return replace(
                session, names=names, kinds=kinds, message=f"Names are at most {MAX_NAME} characters."
            )
    in_progress = session.game is not None and not session.game.is_over
    if in_progress and arg != "replace":
        return replace(session, names=names, kinds=kinds, replacing=True)
    game = new_game(names, seed=seed)
    return Session(Screen.TABLE, names, kinds, game)


def _continue(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    _game(session)
    return replace(session, screen=Screen.TABLE)


def _rematch(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    game = _game(session)
    return Session(Screen.TABLE, game.config.players, session.kinds, new_game(game.config.players, seed=seed))


def _new_game(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    names = session.game.config.players if session.game else session.names
    return replace(session, screen=Screen.START, names=names)


def _roll(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    game = _persons_turn(session)
    keep = session.keep if game.phase is Phase.REROLL else frozenset()
    return replace(session, game=apply(game, Roll(keep)), keep=frozenset())


def _keep(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    game = _persons_turn(session)
    if game.phase is not Phase.REROLL:
        raise IllegalAction("dice can be kept only between rolls")
    pos = _index(arg, len(game.dice))
    return replace(session, keep=session.keep ^ {pos})


def _stop(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    return replace(session, game=apply(_persons_turn(session), StopRolling()), keep=frozenset())


def _item(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    game = _marking(session)
    shelf, column = (_index(part, 5) for part in (arg or "").split(",", 1))
    return replace(session, draft=toggle_item(game, session.draft, (shelf, column)))


def _die(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    game = _marking(session)
    return replace(session, draft=toggle_die(game, session.draft, _index(arg, len(game.dice))))


def _combo(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    return replace(session, draft=select_combo(session.draft, _index(arg, len(session.draft.combos))))


def _clear(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    return replace(session, draft=Draft())


def _confirm(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    game = _marking(session)
    if not session.draft.combos:
        raise IllegalAction("choose at least one item to mark")
    return replace(session, game=apply(game, to_action(game, session.draft)), draft=Draft())


def _cross(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    game = _marking(session)
    return replace(session, game=apply(game, CrossOut(_index(arg, 5))), draft=Draft())


def _pass(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    return replace(session, game=apply(_marking(session), Pass()), draft=Draft())


def _persons_turn(session: Session) -> GameState:
    """The game, when it is a person's turn: the page never plays for a computer."""
    game = _game(session)
    if session.computer_to_play:
        raise IllegalAction(
            f"it is {game.config.players[game.current]}'s turn, and the computer is playing it"
        )
    return game


def _marking(session: Session) -> GameState:
    game = _persons_turn(session)
    if game.phase is not Phase.MARK:
        raise IllegalAction("items are marked after rolling")
    return game


def _index(arg: str | None, size: int) -> int:
    try:
        value = int(arg or "")
    except ValueError:
        raise IllegalAction(f"{arg!r} is not a position") from None
    if not 0 <= value < size:
        raise IllegalAction(f"{arg!r} is not a position")
    return value


_COMMANDS = {
    "add-seat": _add_seat,
    "remove-seat": _remove_seat,
    "start": _start,
    "continue": _continue,
    "rematch": _rematch,
    "new-game": _new_game,
    "roll": _roll,
    "keep": _keep,
    "stop": _stop,
    "item": _item,
    "die": _die,
    "combo": _combo,
    "clear": _clear,
    "confirm": _confirm,
    "cross": _cross,
    "pass": _pass,
}


def to_save(session: Session) -> dict[str, Any]:
    """The game plus the uncommitted choices of the turn, so a reload resumes exactly."""
    if session.game is None:
        raise ValueError("nothing to save")
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": to_json(session.game),
        "kinds": list(session.kinds),
        "keep": sorted(session.keep),
        "draft": [{"shelf": c.shelf, "column": c.column, "dice": list(c.dice)} for c in session.draft.combos],
        "active": session.draft.active,
    }


def from_save(data: object) -> Session:
    """A session at the table, or InvalidSave saying what is wrong; never any other error."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise InvalidSave("this is not a Shelfie save")
    if data.get("version") != SAVE_VERSION or isinstance(data.get("version"), bool):
        raise InvalidSave(f"unsupported save version {shown(data.get('version'))}")
    game = from_json(data.get("game"))
    seats = len(game.config.players)
    kinds = data.get("kinds", [PERSON] * seats)
    if not isinstance(kinds, list) or len(kinds) != seats or not all(kind in KINDS for kind in kinds):
        raise InvalidSave("the save's players are of unknown kinds")
    keep = frozenset(_positions(data.get("keep", []), DICE, "kept dice"))
    draft = _draft_from_save(data.get("draft", []), data.get("active"))
    if (keep and game.phase is not Phase.REROLL) or (draft.combos and game.phase is not Phase.MARK):
        raise InvalidSave("the save's unconfirmed choices do not fit the game")
    return Session(Screen.TABLE, game.config.players, tuple(kinds), game, keep, draft)


def _positions(value: object, size: int, what: str) -> list[int]:
    if not isinstance(value, list) or not all(
        isinstance(pos, int) and not isinstance(pos, bool) and 0 <= pos < size for pos in value
    ):
        raise InvalidSave(f"the save's {what} are unreadable")
    return value


def _draft_from_save(combos: object, active: object) -> Draft:
    """The unconfirmed marking: 1-3 distinct items, each die used at most once."""
    if not isinstance(combos, list) or len(combos) > MAX_COMBOS:
        raise InvalidSave("the save's chosen items are unreadable")
    parsed = []
    for combo in combos:
        if not isinstance(combo, dict):
            raise InvalidSave("the save's chosen items are unreadable")
        shelf, column = _positions([combo.get("shelf"), combo.get("column")], SIZE, "chosen items")
        parsed.append(Combo(shelf, column, tuple(_positions(combo.get("dice"), DICE, "chosen dice"))))
    used = [pos for combo in parsed for pos in combo.dice]
    if len({(c.shelf, c.column) for c in parsed}) != len(parsed) or len(set(used)) != len(used):
        raise InvalidSave("the save's chosen items use an item or a die twice")
    if active is not None and (not parsed or _positions([active], len(parsed), "chosen items") != [active]):
        raise InvalidSave("the save's chosen items are unreadable")
    return Draft(tuple(parsed), active if isinstance(active, int) else None)
