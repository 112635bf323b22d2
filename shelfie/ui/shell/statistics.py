"""The statistics kept in this browser's storage (``history``'s records): read, a finished game
added, exported as a file and a file imported. Nothing a player recorded is ever deleted: an
unreadable history is kept aside whole under a key of its own (and said) before anything is
written, and its readable records count on."""

from collections.abc import Callable
from contextlib import suppress

from shelfie.core import saves
from shelfie.core.errors import N_, InvalidSave
from shelfie.ui.i18n import t, tn
from shelfie.ui.saves import SaveSlot, Storage, StorageError
from shelfie.ui.shell import history
from shelfie.ui.shell.history import Record
from shelfie.ui.shell.notices import KEPT_AS, Notice
from shelfie.ui.shell.session import Session

HISTORY_KEPT = N_(
    "Your statistics could not all be read. They were kept aside in this browser, so nothing is lost; "
    "the games that could be read count on."
)


class Statistics:
    def __init__(self, storage: Storage, notify: Callable[[Notice], None]) -> None:
        """``notify``: puts a notice above the page's screen (keeping an unreadable history aside
        is said there)."""
        self.storage = storage
        self.notify = notify

    def _stored(self) -> str | None:
        try:
            return self.storage.get(history.HISTORY_KEY)
        except StorageError:
            return None

    def records(self) -> list[Record]:
        """The finished games kept here (an unreadable history counts as none)."""
        try:
            return history.load(self._stored())
        except InvalidSave:
            return []

    def _to_add_to(self) -> list[Record] | None:
        """The stored records to add to, an unreadable history first kept aside; None where it
        cannot be kept aside, so nothing may be written over it."""
        text = self._stored()
        try:
            return history.load(text)
        except InvalidSave:
            assert text is not None
        aside = SaveSlot(self.storage, history.HISTORY_KEY).set_aside(text)
        if aside is None:
            return None
        self.notify(Notice(HISTORY_KEPT, True, (("key", aside),), KEPT_AS))
        return history.readable(text)

    def add(self, session: Session, today: str) -> None:
        """A finished game, played on ``today``, into the statistics."""
        result = session.rules.outcome(session.game)
        record = Record(
            session.game_id or "",
            today,
            session.names,
            session.kinds,
            result.scores,
            result.winners,
            # A game by link replays from its links, not from a save: it has no replay here.
            saves.dumps(session.rules, session.game) if session.link is None else None,
            daily=session.daily is not None,
        )
        records = self._to_add_to()
        if records is not None:
            self._write([*records, record])

    def _write(self, records: list[Record]) -> None:
        with suppress(StorageError):
            self.storage.set(history.HISTORY_KEY, history.dump(records))

    def file(self) -> str:
        """The history as a file to export."""
        return history.dump(self.records())

    def import_file(self, text: str) -> str:
        """Add the games of an exported history file: what to say of it (a file that is not one,
        or a history that cannot be kept aside, imports nothing)."""
        try:
            imported = history.load(text)
        except InvalidSave:
            return t("That file is not a Shelfie history: nothing was imported.")
        before = self._to_add_to()
        if before is None:
            return t("This browser's statistics could not be read or kept aside: nothing was imported.")
        merged = history.merge(before, imported)
        self._write(merged)
        return tn("{count} game imported.", "{count} games imported.", len(merged) - len(before))
