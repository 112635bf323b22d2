"""What a game's UI package gives the shell: its table and final screens and its own commands.

The shell owns everything else (seats, saves, computers, hints, notices), so a new game's UI is a
``GameScreens`` object (``BaseScreens`` holds the defaults) and a stylesheet, found through
``shelfie.registry``.
"""

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from shelfie.core.contract import Event
from shelfie.ui.shell.gamelog import Narrate, Picture, pictured, told


@dataclass(frozen=True)
class Table:
    """What a game screen draws: the game, the uncommitted choices of the turn, and who plays."""

    game: Any
    turn: Any
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    message: str = ""
    computer: str | None = None
    """The level playing now when it is a computer's turn (the screen then only watches)."""
    fast: bool = False
    seat: int | None = None
    """The seat the screen acts for (the first person to move)."""
    guide: str = ""
    """The guided game's panel for this step (HTML), drawn where the player looks next."""
    viewer: int = 0
    """The seat whose view the screen draws (its board large): the shell's choice, and while the
    game is played ``game`` is that seat's observation, so no screen can show another's secret."""
    can_undo: bool = False
    """The turn has a choice to take back: the game's controls offer Undo (the shell's command)."""
    daily: bool = False
    """The game is a daily challenge: its end offers no rematch (``final.actions``)."""


@dataclass(frozen=True)
class ReplayStep:
    """One step of a finished game's replay, for the game to draw (the shell replays the log)."""

    game: Any
    """The finished game."""
    step: int
    """0 is the set-up; the last step is the end of the game."""
    state: Any
    """The game as it stood after this step."""
    before: Any
    """The game as it stood after the step before (None at the set-up)."""
    event: Event | None
    """The last action of this step (None at the set-up)."""
    names: tuple[str, ...]
    kinds: tuple[str, ...]


Command = Callable[[Table, str | None], tuple[Any, Any]]
"""A game command: (table, argument) -> (new game state, new uncommitted choices), or
IllegalAction / a refusal of the game's own with the reason."""


class GameScreens(Protocol):
    game_id: str
    commands: Mapping[str, Command]
    refusals: tuple[type[Exception], ...]
    """Exceptions of the game's UI that are a player's mistake, shown as a message."""

    def empty_turn(self) -> Any:
        """No choice made yet this turn."""
        ...

    def turn_to_json(self, turn: Any) -> dict[str, Any]: ...

    def turn_from_json(self, data: object, game: Any) -> Any:
        """The saved choices of the turn, or InvalidSave when they do not fit ``game``."""
        ...

    def table(self, table: Table) -> str:
        """The screen while the game is played (the shell adds notices and the menu), drawn from
        ``table.game``, the observation of ``table.viewer``."""
        ...

    def final(self, table: Table) -> str:
        """The final scores (``shelfie.ui.shell.final`` words the verdict and lays it out)."""
        ...

    def replay_marks(self, game: Any, events: int) -> tuple[int, ...]:
        """How many of the finished game's ``events`` each replay step shows, from 0 (the set-up)
        to all of them: one step per action, or Splitter's one per round."""
        ...

    def replay_title(self, step: int, total: int) -> str:
        """The replay's heading: "Replay: step 3 of 40"."""
        ...

    def replay_step(self, shown: ReplayStep) -> tuple[str, str]:
        """One replay step: what happened in words, and the game as it stood (HTML)."""
        ...

    def position(self, game: Any, names: tuple[str, ...], kinds: tuple[str, ...]) -> str:
        """The game as it stands, drawn from ``game`` (a seat's observation, or a finished game)
        with no control to press: the board a link to send carries (``linkviews``)."""
        ...

    def hint(self, seen: Any, seat: int, turn: Any) -> tuple[str, Any]:
        """What the strongest computer would do now, in words, and the turn's choices with what the
        hint points at (the dice game highlights the dice to keep). ``seen`` is ``seat``'s
        observation: the shell never hands a hint another seat's secret."""
        ...

    def describe(self, before: Any, seat: int, action: Any) -> str:
        """A computer's action in words, for the status line. During a game ``before`` is the
        viewing seat's observation and the words must be the same for any two actions that seat
        cannot tell apart (a Splitter placement before its round is complete); a replay of a
        finished game hands the whole state."""
        ...

    def settings_summary(self, options: Mapping[str, Any] | None) -> str | None:
        """One line for the set-up about the game's own settings; None when it has none."""
        ...

    def settings_form(self, options: Mapping[str, Any] | None, typed: Mapping[str, str] | None) -> str:
        """The form (named inputs) to change them, showing ``typed`` where a save was refused."""
        ...

    def read_settings(self, form: Mapping[str, str]) -> dict[str, Any]:
        """The settings the form describes, or a ShelfieError saying what is wrong in it."""
        ...

    def guided_setup(self) -> tuple[tuple[str, ...], tuple[str, ...], int, dict[str, Any]] | None:
        """Names, kinds, seed and options of the guided first game; None when there is none."""
        ...

    def guide(self, seen: Any) -> str | None:
        """What the guide says at this point of the guided game, from the viewing seat's
        observation (None: nothing more to say)."""
        ...

    def rules(self) -> str:
        """The game's rules in the page's language."""
        ...

    def word(self, refusal: Exception) -> str:
        """A refusal of the engine or of the game's UI in the player's language."""
        ...

    def round(self, game: Any) -> int | None:
        """The round being played, counted from 1, for the shell's words about a game in progress
        ("Ann, Bob, round 3"); None for a game that does not count rounds. Each game counts its own
        way, so the shell never reads a state's fields itself."""
        ...

    def log_lines(self, game: Any, viewer: int) -> Sequence[str]:
        """The game so far in words as ``viewer`` may be told it, oldest first (the shell folds it
        under the table and the final scores, ``shell.gamelog``); () for no log."""
        ...

    def log_pictures(self, game: Any, viewer: int) -> Sequence[str]:
        """A small picture beside each line of ``log_lines`` ("" for none; () for none at all):
        the dice thrown, the tiles taken, the numbers of the round."""
        ...

    def par(self, game: Any) -> str | None:
        """A finished solo game's par in words: how the score compares with the most the game's
        chance allowed; None for a game that gives none."""
        ...

    def ahead(self, game: Any, everything: bool = False) -> None:
        """Work a solo game's par needs, done a step after each move rather than all at the end
        (Splitter's Hard plays the same rolls a round at a time as they are thrown); ``everything``:
        all that is left, at once (the player asked for it); nothing by default."""
        ...

    def par_more(self, game: Any) -> str | None:
        """The label of a button under a finished solo game's par that works out what the par
        cannot say yet (``ahead`` was not run through this game here: a game reopened after a
        reload); None: the par says all it can."""
        ...

    def share_picture(self, game: Any) -> str | None:
        """A line for the shared daily result that shows how the score was made up and nothing of
        how it was played (Splitter's score column); None: the score alone."""
        ...

    def upgrade_page_save(self, data: dict[str, Any]) -> dict[str, Any]:
        """A page save written before the shell (format version 1) in today's form."""
        ...


class BaseScreens(ABC):
    """A game's screens' sensible defaults, so a new game writes only what is its own: no turn
    choices kept between clicks, no settings, no guided game, refusals worded by the shell, no
    rounds counted, the score alone in a shared daily result, a log in words only through
    ``narrate``, no page save older than the shell.
    The final screen is the scores alone and a replay step says what ``describe`` says; a game
    still writes its commands, table, hint, narration and rules."""

    game_id: str
    commands: Mapping[str, Command]
    refusals: tuple[type[Exception], ...] = ()
    narrate: Narrate | None = None
    """(state before, event, state after) -> what every seat may be told of it: the game log's
    lines (``log_lines``); None: the game keeps no log, or tells it its own way."""
    picture: Picture | None = None
    """(state before, event, state after) -> a picture of what the action did, beside its first
    line in the log (``log_pictures``); None: words alone."""

    def empty_turn(self) -> Any:
        return None

    def turn_to_json(self, turn: Any) -> dict[str, Any]:
        return {}

    def turn_from_json(self, data: object, game: Any) -> Any:
        return self.empty_turn()

    def settings_summary(self, options: Mapping[str, Any] | None) -> str | None:
        return None

    def settings_form(self, options: Mapping[str, Any] | None, typed: Mapping[str, str] | None) -> str:
        return ""

    def read_settings(self, form: Mapping[str, str]) -> dict[str, Any]:
        return {}

    def guided_setup(self) -> tuple[tuple[str, ...], tuple[str, ...], int, dict[str, Any]] | None:
        return None

    def guide(self, game: Any) -> str | None:
        return None

    def word(self, refusal: Exception) -> str:
        from shelfie.ui.shell.refusals import word

        return word(refusal)

    def round(self, game: Any) -> int | None:
        return None

    def share_picture(self, game: Any) -> str | None:
        return None

    def par(self, game: Any) -> str | None:
        return None

    def ahead(self, game: Any, everything: bool = False) -> None:
        return None

    def par_more(self, game: Any) -> str | None:
        return None

    def log_lines(self, game: Any, viewer: int) -> Sequence[str]:
        """Told through the game's ``narrate`` from the viewer's observations (``shell.gamelog``);
        no log without one."""
        if self.narrate is None:
            return ()
        from shelfie import registry

        return told(registry.rules(self.game_id), game, viewer, self.narrate, self.picture)

    def log_pictures(self, game: Any, viewer: int) -> Sequence[str]:
        """Drawn by the game's ``picture`` beside its narrated lines; none without one."""
        if self.narrate is None or self.picture is None:
            return ()
        from shelfie import registry

        return pictured(registry.rules(self.game_id), game, viewer, self.narrate, self.picture)

    def position(self, game: Any, names: tuple[str, ...], kinds: tuple[str, ...]) -> str:
        """No picture of the game: the link screens say what the link is in words alone."""
        return ""

    def upgrade_page_save(self, data: dict[str, Any]) -> dict[str, Any]:
        """A game that came after the shell has no page save older than it to upgrade."""
        return data

    def final(self, table: Table) -> str:
        from shelfie import registry
        from shelfie.ui.shell import final

        result = registry.rules(self.game_id).outcome(table.game)
        return final.section(
            final.verdict(table.names, result),
            final.podium(table.names, table.kinds, result),
            rematch=not table.daily,
        )

    def replay_marks(self, game: Any, events: int) -> tuple[int, ...]:
        return tuple(range(events + 1))

    def replay_title(self, step: int, total: int) -> str:
        from shelfie.ui.i18n import t

        return t("Replay: step {step} of {total}", step=step, total=total)

    def replay_step(self, shown: ReplayStep) -> tuple[str, str]:
        from shelfie.ui.i18n import t

        if shown.event is None:
            return t("The game is set up: nobody has played yet."), ""
        return self.describe(shown.before, shown.event.seat, shown.event.action), ""

    @abstractmethod
    def table(self, table: Table) -> str: ...

    @abstractmethod
    def hint(self, game: Any, seat: int, turn: Any) -> tuple[str, Any]: ...

    @abstractmethod
    def describe(self, before: Any, seat: int, action: Any) -> str: ...

    @abstractmethod
    def rules(self) -> str: ...
