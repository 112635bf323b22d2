"""What the page shows and how each command changes it: a pure state machine over every game.

A ``Session`` is the screen, the chosen game, the game's seats, the game's state, the turn's
uncommitted choices (the game's own object, ``GameScreens.empty_turn``) and the set-up form's seats.
``dispatch`` never raises on a player's mistake: the refusal goes into ``message`` and nothing else
changes. Game commands go to the game's screens package; everything else is the shell's.

The seats of the game and the seats of the set-up form are two values, never one: a set-up of two
seats may be typed while a game of four is in progress, and "Keep playing the saved game" must find
the four again. ``Session`` refuses to hold a game whose seats it does not have.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from shelfie import registry
from shelfie.core.contract import AnyGame
from shelfie.core.errors import IllegalAction, ShelfieError, shown
from shelfie.core.setup import MAX_NAME
from shelfie.registry import PERSON
from shelfie.ui.i18n import t
from shelfie.ui.shell.refusals import sentence, word
from shelfie.ui.shell.screens import GameScreens, Table


class Screen(Enum):
    HOME = "home"
    SETUP = "setup"
    TABLE = "table"
    SETTINGS = "settings"
    """The chosen game's own settings (the dice game's board), changed before a new game."""
    STATS = "stats"
    """Finished games and statistics, per game."""
    HANDOFF = "handoff"
    """Between two people at a game with secrets: nothing is shown until the next one is ready."""


@dataclass(frozen=True)
class Seats:
    """Who sits where: a name and a kind (a person or a computer level) for each seat."""

    names: tuple[str, ...]
    kinds: tuple[str, ...]


@dataclass(frozen=True)
class Session:
    screen: Screen = Screen.HOME
    game_id: str | None = None
    names: tuple[str, ...] = ()
    """The names of the game's seats (empty without a game)."""
    kinds: tuple[str, ...] = ()
    """The kinds of the game's seats, one per name."""
    game: Any = None
    turn: Any = None
    message: str = ""
    replacing: bool = False
    """Start was pressed while a game is in progress: the player is asked before it is replaced."""
    viewer: int | None = None
    """The person whose view of a secret game is on screen (after the hand-off)."""
    daily: str | None = None
    """The date of the daily challenge this game is (kept in its own save slot), or None."""
    options: Mapping[str, Any] | None = None
    """The chosen game's own settings for the next new game (None: its standard set-up)."""
    archived: bool = False
    """A finished game from the history, looked at again: nothing of it is saved."""
    guided: bool = False
    """A guided first game: the game's guide explains each step until skipped or done."""
    typed: Mapping[str, str] | None = None
    """What the player typed into a settings form that was refused: shown again, not lost."""
    setup: Seats | None = None
    """The seats typed into the set-up form so far (None: the form starts from ``form``'s default)."""
    replay: int | None = None
    """The step of the finished game's replay on screen (0: the set-up), or None: its scores."""
    link: str | None = None
    """The tag of the game by link this is (``ui.shell.friends``), or None: a game at this screen."""
    remote: frozenset[int] = frozenset()
    """The seats another device plays, in a game by link: this page never acts for them."""
    earlier: tuple[tuple[Any, Any], ...] = field(default=(), compare=False)
    """The turn's earlier choices as (game, choices), newest last: Undo steps back through those
    made on the game as it stands; once the game moves on (a confirmed turn, a roll, a computer's
    move) they no longer apply. The page save keeps them; equality leaves them out."""

    @property
    def can_undo(self) -> bool:
        return bool(self.earlier) and self.earlier[-1][0] is self.game

    def __post_init__(self) -> None:
        if len(self.names) != len(self.kinds):
            raise ValueError(f"{len(self.names)} names for {len(self.kinds)} kinds of player")
        if self.game is not None and len(self.names) != len(self.rules.players(self.game)):
            raise ValueError(f"{len(self.names)} seats for a game of {len(self.rules.players(self.game))}")

    @property
    def form(self) -> Seats:
        """The seats the set-up form shows: as typed, else the game's, else two people."""
        if self.setup is not None:
            return self.setup
        if self.game is not None:
            return Seats(self.names, self.kinds)
        entry = registry.GAMES.get(self.game_id or "")
        seats = min(max(2, entry.min_players), entry.max_players) if entry else 2
        return Seats(tuple(t("Player {number}", number=n) for n in range(1, seats + 1)), (PERSON,) * seats)

    def committed(self) -> tuple[object, ...]:
        """What a save holds: when this changes, the controller saves."""
        return (self.game_id, self.game, self.kinds, self.turn, self.daily, self.guided, self.replay)

    @property
    def rules(self) -> AnyGame:
        assert self.game_id is not None
        return registry.rules(self.game_id)

    @property
    def screens(self) -> GameScreens:
        assert self.game_id is not None
        screens: GameScreens = registry.screens(self.game_id)
        return screens

    @property
    def seat(self) -> int | None:
        """The seat the screen acts for: the first person to move (a computer's when none is)."""
        if self.game is None or self.game_id is None:
            return None
        moving = sorted(self.rules.to_move(self.game))
        here = [seat for seat in moving if seat not in self.remote]
        people = [seat for seat in here if self.kinds[seat] == PERSON]
        first = people or here or moving
        return first[0] if first else None

    @property
    def computer_to_play(self) -> bool:
        seat = self.seat
        return (
            self.screen is Screen.TABLE
            and seat is not None
            and not self.rules.is_over(self.game)
            and self.kinds[seat] != PERSON
            and seat not in self.remote
        )

    @property
    def viewing_seat(self) -> int:
        """The seat whose view the table shows: the person acting now; while computers play, the
        person who acted last (a player's own board keeps its place), else the first person; with
        no person at all, the seat to move."""
        seat = self.seat
        if seat is not None and self.kinds[seat] == PERSON and seat not in self.remote:
            return seat
        people = [
            index for index, kind in enumerate(self.kinds) if kind == PERSON and index not in self.remote
        ]
        acted = (event.seat for event in reversed(self.rules.log(self.game)) if event.seat in people)
        return next(acted, people[0] if people else seat or 0)

    def table(self, fast: bool = False) -> Table:
        seat = self.seat
        computer = self.kinds[seat] if self.computer_to_play and seat is not None else None
        return Table(
            self.game,
            self.turn,
            self.names,
            self.kinds,
            self.message,
            computer,
            fast,
            seat,
            can_undo=self.can_undo,
            daily=self.daily is not None,
        )


Handler = Callable[[Session, str | None, Mapping[str, str], int], Session]


def dispatch(session: Session, cmd: str, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    """The session after one of its commands (``_COMMANDS``) or the game's on the table, a refusal
    said in its status line. The page's commands are found in ``commands.COMMANDS`` first, which
    refuses in words a name found nowhere; here such a name changes nothing."""
    handler = _COMMANDS.get(cmd)
    if handler is None and session.game_id is not None and cmd in session.screens.commands:
        handler = _game_command(cmd)
    if handler is None:
        return session
    session = replace(session, message="", replacing=False)
    refusals: tuple[type[Exception], ...] = (ShelfieError,)
    if session.game_id is not None:
        refusals += session.screens.refusals
    try:
        return handed_over(handler(session, arg, form, seed))
    except refusals as refusal:
        wording = session.screens.word if session.game_id is not None else word
        return replace(session, message=sentence(wording(refusal)))


def _game_command(cmd: str) -> Handler:
    def run(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
        _persons_turn(session)
        game, turn = session.screens.commands[cmd](session.table(), arg)
        if game is not session.game:
            return replace(session, game=game, turn=turn, earlier=())
        return chosen(session, turn)

    return run


def chosen(session: Session, turn: Any) -> Session:
    """``session`` with the turn's choices now ``turn``, those before kept for Undo."""
    if turn == session.turn:
        return session
    kept = session.earlier if session.can_undo else ()
    return replace(session, turn=turn, earlier=(*kept, (session.game, session.turn)))


def handed_over(session: Session) -> Session:
    """At a game with secrets, a new person to move first gets the device handed over."""
    if session.screen is not Screen.TABLE or session.game is None or not session.rules.secret_information:
        return session
    seat = session.seat
    if seat is None or session.kinds[seat] != PERSON or seat == session.viewer or seat in session.remote:
        return session
    if sum(kind == PERSON for kind in session.kinds) - len(session.remote) < 2:
        return replace(session, viewer=seat)
    return replace(session, screen=Screen.HANDOFF)


def _persons_turn(session: Session) -> Any:
    """The game, when it is a person's turn: the page never plays for a computer."""
    game = _game(session)
    if session.seat in session.remote:
        raise IllegalAction("it is {name}'s turn, on their own device", name=session.names[session.seat or 0])
    if session.computer_to_play:
        seat = session.seat
        assert seat is not None
        raise IllegalAction("it is {name}'s turn, and the computer is playing it", name=session.names[seat])
    return game


def _game(session: Session) -> Any:
    if session.game is None or session.screen is not Screen.TABLE:
        raise IllegalAction("there is no game in progress")
    return session.game


def _entry(session: Session) -> registry.GameEntry:
    if session.game_id is None:
        raise IllegalAction("choose a game first")
    return registry.GAMES[session.game_id]


def _names_from(session: Session, form: Mapping[str, str]) -> tuple[str, ...]:
    return tuple(form.get(f"name-{i}", name) for i, name in enumerate(session.form.names))


def _kinds_from(session: Session, form: Mapping[str, str]) -> tuple[str, ...]:
    kinds = tuple(form.get(f"kind-{i}", kind) for i, kind in enumerate(session.form.kinds))
    for kind in kinds:
        if kind not in _entry(session).kinds:
            raise IllegalAction("{kind} is not a kind of player", kind=shown(kind))
    return kinds


def _home(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    return replace(session, screen=Screen.HOME)


def _choose(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    """The seat set-up of a game: the same game keeps the seats typed so far, another game starts
    from two seats (or its minimum) named in the page's language."""
    if arg not in registry.GAMES:
        raise IllegalAction("there is no game {game}", game=shown(arg))
    entry = registry.GAMES[arg]
    if arg == session.game_id:
        return replace(session, screen=Screen.SETUP)
    return Session(Screen.SETUP, entry.id)


def _add_seat(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    names, kinds = _names_from(session, form), _kinds_from(session, form)
    most = _entry(session).max_players
    if len(names) >= most:
        raise IllegalAction("a game has at most {count} players", count=most)
    return replace(
        session, setup=Seats((*names, t("Player {number}", number=len(names) + 1)), (*kinds, PERSON))
    )


def _remove_seat(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    names, kinds = list(_names_from(session, form)), list(_kinds_from(session, form))
    least = _entry(session).min_players
    if len(names) <= least:
        raise IllegalAction("a game needs at least {count} players", count=least)
    seat = index(arg, len(names))
    del names[seat], kinds[seat]
    return replace(session, setup=Seats(tuple(names), tuple(kinds)))


def typed_seats(session: Session, form: Mapping[str, str]) -> tuple[Seats, str]:
    """The seats as typed into the set-up form (computers left unnamed named as computers), and
    why they cannot start a game ("" when they can)."""
    kinds = _kinds_from(session, form)
    most = _entry(session).max_players
    names = tuple(
        _named_for_kind(name.strip(), number, kind, most)
        for number, (name, kind) in enumerate(zip(_names_from(session, form), kinds, strict=True), start=1)
    )
    for seat, name in enumerate(names, start=1):
        if not name:
            return Seats(names, kinds), t("Player {number} needs a name.", number=seat)
        if len(name) > MAX_NAME:
            return Seats(names, kinds), t("Names are at most {count} characters.", count=MAX_NAME)
    return Seats(names, kinds), ""


def _start(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    seats, refusal = typed_seats(session, form)
    typed = replace(session, setup=seats)
    if refusal:
        return replace(typed, message=refusal)
    in_progress = session.game is not None and not session.rules.is_over(session.game)
    if in_progress and arg != "replace":
        return replace(typed, replacing=True)
    return _begin(session, seats.names, seats.kinds, seed)


def _named_for_kind(name: str, number: int, kind: str, most: int) -> str:
    """A seat left with a default name is named for what plays it: a computer as "Computer 2", so it
    shows as one, and a person as "Player 2". The set-up keeps the last game's names, so a seat
    that a computer played last time and a friend plays now would otherwise invite the friend as
    "Computer 2". A name the player typed is kept; a person's empty name is refused later."""
    computers = {t("Computer {number}", number=n) for n in range(1, most + 1)}
    players = {t("Player {number}", number=n) for n in range(1, most + 1)}
    if kind != PERSON and (name == "" or name in players):
        return t("Computer {number}", number=number)
    if kind == PERSON and name in computers:
        return t("Player {number}", number=number)
    return name


def _begin(session: Session, names: tuple[str, ...], kinds: tuple[str, ...], seed: int) -> Session:
    game = session.rules.new_game(names, seed, session.options)
    return Session(
        Screen.TABLE,
        session.game_id,
        names,
        kinds,
        game,
        session.screens.empty_turn(),
        options=session.options,
    )


def _continue(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    if session.game is None:
        raise IllegalAction("there is no game in progress")
    return replace(session, screen=Screen.TABLE, viewer=None)


def _rematch(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    _game(session)
    return _begin(session, session.names, session.kinds, seed)


def _new_game(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    """The set-up, starting from the seats of the game just played."""
    return replace(session, screen=Screen.SETUP, setup=None)


def _close(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    return session


def _settings(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    _entry(session)
    return replace(
        session, screen=Screen.SETTINGS, setup=Seats(_names_from(session, form), _kinds_from(session, form))
    )


def _save_settings(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    """Settings the game accepts are kept for new games; a refusal keeps what was typed, with why."""
    try:
        options = session.screens.read_settings(form)
    except ShelfieError as refusal:
        return replace(session, typed=dict(form), message=sentence(session.screens.word(refusal)))
    message = t("Saved: new games use these settings.")
    return replace(session, screen=Screen.SETUP, options=options, typed=None, message=message)


def _reset_settings(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    message = t("New games use the standard set-up.")
    return replace(session, screen=Screen.SETUP, options=None, typed=None, message=message)


def _undo(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    """The turn's last choice taken back (a tile picked, a die kept, a space chosen); what the game
    has already made of the turn (a roll, a confirmed take) stays."""
    _persons_turn(session)
    if not session.can_undo:
        raise IllegalAction("there is nothing to undo in this turn")
    _game, turn = session.earlier[-1]
    return replace(session, turn=turn, earlier=session.earlier[:-1])


def _end_guide(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    return replace(session, guided=False)


def _stats(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    return replace(session, screen=Screen.STATS)


def _ready(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    """The person the device was handed to is ready: show them their turn."""
    if session.screen is not Screen.HANDOFF:
        raise IllegalAction("there is nothing to hand over")
    return replace(session, screen=Screen.TABLE, viewer=session.seat)


def _replay(session: Session, arg: str | None, form: Mapping[str, str], seed: int) -> Session:
    """Open the finished game's replay at a step, move it, or close it ("off")."""
    game = _game(session)
    if not session.rules.is_over(game):
        raise IllegalAction("the replay opens when the game is over")
    if arg == "off":
        return replace(session, replay=None)
    steps = session.screens.replay_marks(game, len(session.rules.log(game)))
    return replace(session, replay=index(arg, len(steps)))


def index(arg: str | None, size: int) -> int:
    """A position sent by the page (a seat, a die, a shelf), or IllegalAction."""
    try:
        value = int(arg or "")
    except ValueError:
        raise IllegalAction("{value} is not a position", value=shown(arg)) from None
    if not 0 <= value < size:
        raise IllegalAction("{value} is not a position", value=shown(arg))
    return value


_COMMANDS: dict[str, Handler] = {
    "replay": _replay,
    "home": _home,
    "choose": _choose,
    "add-seat": _add_seat,
    "remove-seat": _remove_seat,
    "start": _start,
    "continue": _continue,
    "rematch": _rematch,
    "new-game": _new_game,
    "ready": _ready,
    "close-rules": _close,
    "stats": _stats,
    "end-guide": _end_guide,
    "undo": _undo,
    "settings": _settings,
    "save-settings": _save_settings,
    "reset-settings": _reset_settings,
}
