"""Every command the page can send, in one table: its name, the part of the page it concerns, how its
argument is read, the game whose modules it needs first, and what runs it.

The page sends a command's name and argument (a button's ``data-cmd`` and ``data-arg``) with the
screen's fields. ``find`` looks the name up here, then among the commands of the game on the table
(each game's ``screens.commands``, run through the session's rules); a name found in neither is
refused in words and changes nothing. An argument that cannot be read is refused in words too.

A command that reaches outside the page (a file to download, the share sheet, the clipboard) gives
its effects back for the worker's conversation to carry out (``Effects``); the others change the
page and are drawn.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol

from shelfie import registry
from shelfie.core.errors import N_, IllegalAction, shown
from shelfie.ui.i18n import t
from shelfie.ui.shell.desk import Desk
from shelfie.ui.shell.session import Screen, Session

Effects = dict[str, Any]
"""What the page does beside drawing the screen: ``download`` a file, ``share`` or ``copy`` a text,
``deliver`` the links made to the live connections that carry them."""
Form = Mapping[str, str]


class Concern(Enum):
    """The part of the page a command concerns."""

    PAGE = "page"
    """Notices, the computers' pace, sound, language."""
    SETUP = "set-up"
    """Home, the statistics, a game's rules, set-up and settings, the guided game, starting."""
    TABLE = "table"
    """The game on the table: the shell's commands (hint, undo, hand-over, replay) and the game's."""
    DAILY = "daily"
    HISTORY = "history"
    LINKS = "links"
    """Play by link: inviting, answering, opening a link, a game's file for another device."""
    OUTSIDE = "outside"
    """A file, the share sheet, the clipboard: effects for the page; only a message changes here."""


class Page(Protocol):
    """What the commands reach of the page that runs them (``Controller``)."""

    session: Session

    @property
    def desk(self) -> Desk:
        """Play by link on the model as it is (what it shows; ``at_desk`` runs a command)."""
        ...

    def at_desk(self, act: Callable[[Desk], object]) -> None:
        """A command of play by link, worked out on the model."""
        ...

    def play(self, cmd: str, arg: str | None, form: Form) -> None:
        """The session's own command (``session.dispatch``) or the game's on the table."""
        ...

    def dismiss_notice(self, index: int) -> None: ...
    def open_rules(self, game_id: str | None) -> None: ...
    def toggle_pace(self) -> None: ...
    def skip(self) -> None: ...
    def hint(self) -> None: ...
    def work_out_par(self) -> None: ...
    def toggle_sound(self) -> None: ...
    def choose_language(self, code: str | None) -> None: ...
    def replay_record(self, index: int) -> None: ...
    def guide(self, game_id: str | None) -> None: ...
    def guide_offered(self) -> None: ...
    def daily(self, game_id: str | None) -> None: ...
    def settle_carried(self, take: bool) -> None: ...
    def resume(self, game_id: str | None) -> None: ...
    def history_file(self) -> str: ...
    def share_text(self) -> str: ...
    def history_game(self, index: int) -> str | None: ...


Run = Callable[[Page, Any, Form], "Effects | None"]
Parse = Callable[[str | None], Any]
Opens = Callable[[Page, Any, Form], str | None]


def text(arg: str | None) -> str | None:
    """The argument as sent (None when there is none)."""
    return arg


def number(arg: str | None) -> int:
    """A count from 0, as a list's place (a notice, a game of the history)."""
    if arg is None or not arg.isdigit() or len(arg) > 6:
        raise IllegalAction("{value} is not a number from 0", value=shown(arg))
    return int(arg)


def pasted(arg: str | None, form: Form) -> str:
    """A link pasted in the box (``link``), or sent by the page (a link opened in this tab, a file)."""
    return form.get("link", "") or arg or ""


def no_game(page: Page, arg: Any, form: Form) -> str | None:
    return None


def named_game(page: Page, arg: Any, form: Form) -> str | None:
    """The registered game the argument names, whose modules load before it opens."""
    return arg if arg in registry.GAMES else None


@dataclass(frozen=True)
class Command:
    concern: Concern
    run: Run
    parse: Parse = text
    opens: Opens = no_game
    """The game whose modules the page must send before the command runs (None: none)."""
    keeps_cover: bool = False
    """What covers the screen (the rules, a screen of play by link) stays open under it: a notice
    dismissed, the pace, sound or language changed, a link opened or arriving; any other command
    closes it. The question about a carried game stays until it is answered."""


def _played(cmd: str, concern: Concern = Concern.TABLE, opens: Opens = no_game) -> Command:
    """A command of the session or of the game on the table, run through ``Page.play``."""
    return Command(concern, lambda page, arg, form: page.play(cmd, arg, form), opens=opens)


def _save_game_file(page: Page, tag: Any, form: Form) -> Effects | None:
    made = page.desk.move_file(tag or "")
    if made is None:
        return None
    name, file_text = made
    said = t("The game file is saved: open it with “Open a game file” on your other device.")
    page.at_desk(lambda desk: desk.said(said))
    return {"download": {"name": name, "text": file_text, "type": "text/plain"}}


COMMANDS: dict[str, Command] = {
    # The page itself.
    "dismiss-notice": Command(
        Concern.PAGE, lambda page, index, form: page.dismiss_notice(index), number, keeps_cover=True
    ),
    "faster": Command(Concern.PAGE, lambda page, arg, form: page.toggle_pace(), keeps_cover=True),
    "sound": Command(Concern.PAGE, lambda page, arg, form: page.toggle_sound(), keeps_cover=True),
    "language": Command(Concern.PAGE, lambda page, code, form: page.choose_language(code), keeps_cover=True),
    # Home, set-up, settings, rules, statistics, the guided game.
    "home": _played("home", Concern.SETUP),
    "choose": _played("choose", Concern.SETUP, named_game),
    "add-seat": _played("add-seat", Concern.SETUP),
    "remove-seat": _played("remove-seat", Concern.SETUP),
    "start": _played("start", Concern.SETUP),
    "new-game": _played("new-game", Concern.SETUP),
    "settings": _played("settings", Concern.SETUP),
    "save-settings": _played("save-settings", Concern.SETUP),
    "reset-settings": _played("reset-settings", Concern.SETUP),
    "rules": Command(Concern.SETUP, lambda page, game, form: page.open_rules(game), opens=named_game),
    "close-rules": _played("close-rules", Concern.SETUP),
    "stats": _played("stats", Concern.SETUP),
    "resume": Command(Concern.SETUP, lambda page, game, form: page.resume(game), opens=named_game),
    "guide": Command(Concern.SETUP, lambda page, game, form: page.guide(game), opens=named_game),
    "no-guide": Command(Concern.SETUP, lambda page, arg, form: page.guide_offered()),
    "end-guide": _played("end-guide", Concern.SETUP),
    # The game on the table (the game's own commands come from its screens, ``find``).
    "ready": _played("ready"),
    "undo": _played("undo"),
    "continue": _played("continue"),
    "rematch": _played("rematch"),
    "replay": _played("replay"),
    "hint": Command(Concern.TABLE, lambda page, arg, form: page.hint()),
    "par": Command(Concern.TABLE, lambda page, arg, form: page.work_out_par()),
    "skip": Command(Concern.TABLE, lambda page, arg, form: page.skip()),
    "take-carried": Command(Concern.TABLE, lambda page, arg, form: page.settle_carried(True)),
    "keep-saved": Command(Concern.TABLE, lambda page, arg, form: page.settle_carried(False)),
    # Today's challenge.
    "daily": Command(Concern.DAILY, lambda page, game, form: page.daily(game), opens=named_game),
    # The statistics' games.
    "replay-history": Command(
        Concern.HISTORY,
        lambda page, index, form: page.replay_record(index),
        number,
        opens=lambda page, index, form: page.history_game(index),
    ),
    "import-history": Command(Concern.HISTORY, lambda page, arg, form: None),
    # Play by link.
    "invite": Command(Concern.LINKS, lambda page, arg, form: page.at_desk(lambda desk: desk.invite(form))),
    "join": Command(
        Concern.LINKS, lambda page, seat, form: page.at_desk(lambda desk: desk.join(seat or "1", form))
    ),
    "open-link": Command(
        Concern.LINKS,
        lambda page, arg, form: page.at_desk(lambda desk: desk.open_pasted(pasted(arg, form))),
        opens=lambda page, arg, form: page.desk.link_game(pasted(arg, form)),
        keeps_cover=True,
    ),
    "open-friend": Command(
        Concern.LINKS,
        lambda page, tag, form: page.at_desk(lambda desk: desk.open_record(tag or "")),
        opens=lambda page, tag, form: page.desk.game_of(tag or ""),
    ),
    "receive": Command(
        Concern.LINKS,
        lambda page, link, form: page.at_desk(lambda desk: desk.receive(link or "")),
        opens=lambda page, link, form: page.desk.link_game(link or ""),
        keeps_cover=True,
    ),
    # A live connection of the page's opened or closed: page events, so the screen open stays.
    "connected": Command(
        Concern.LINKS,
        lambda page, tag, form: page.at_desk(lambda desk: desk.connected(tag or "", True)),
        keeps_cover=True,
    ),
    "disconnected": Command(
        Concern.LINKS,
        lambda page, tag, form: page.at_desk(lambda desk: desk.connected(tag or "", False)),
        keeps_cover=True,
    ),
    "move-out": Command(
        Concern.LINKS, lambda page, tag, form: page.at_desk(lambda desk: desk.move_out(tag or ""))
    ),
    "close-link": Command(Concern.LINKS, lambda page, tag, form: page.at_desk(lambda desk: desk.close(tag))),
    # Outside the page: a file, the share sheet, the clipboard.
    "export-history": Command(
        Concern.OUTSIDE,
        lambda page, arg, form: {"download": {"name": "shelfie-history.json", "text": page.history_file()}},
    ),
    "share": Command(Concern.OUTSIDE, lambda page, arg, form: {"share": page.share_text()}),
    "save-game-file": Command(Concern.OUTSIDE, _save_game_file),
    "share-link": Command(Concern.OUTSIDE, lambda page, arg, form: {"share": page.desk.share_text()}),
    "copy-link": Command(Concern.OUTSIDE, lambda page, arg, form: {"copy": page.desk.share_text()}),
}


def find(cmd: str, session: Session) -> Command | None:
    """The command ``cmd`` names: the shell's, else the game's while its table is on screen; None
    for neither (a game's command pressed on a screen left before the press arrived, or none)."""
    found = COMMANDS.get(cmd)
    on_table = session.screen is Screen.TABLE and session.game_id is not None
    if found is None and on_table and cmd in session.screens.commands:
        return _played(cmd)
    return found


UNKNOWN = N_("That button does nothing on this screen, so nothing was changed.")
"""Said for a command found nowhere: one left from a screen no longer shown, or never one."""
