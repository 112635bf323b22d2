"""The finished games kept in this browser: a history file exported or imported, and a game of
it opened again on its replay (looking at it saves nothing)."""

from shelfie import registry
from shelfie.core import saves
from shelfie.core.errors import InvalidSave
from shelfie.ui.i18n import t
from shelfie.ui.shell.session import Screen, Session, dispatch
from shelfie.ui.shell.updating import UpdateBase


class Archive(UpdateBase):
    """The games of the history."""

    def history_file(self) -> str:
        return self.statistics.file()

    def import_history(self, text: str) -> None:
        """Add the games of an exported history file; a file that is not one is refused in words."""
        self.note(self.statistics.import_file(text))

    def replay_record(self, index: int) -> None:
        """A finished game from the history, opened on its replay; looking at it saves nothing."""
        records = self.history()
        if index >= len(records) or records[index].save is None:
            return
        record = records[index]
        rules = registry.rules(record.game)
        try:
            game = saves.loads(rules, record.save or "")
        except InvalidSave:
            self.note(t("This game of the history could not be read."))
            return
        screens = registry.screens(record.game)
        viewed = Session(
            Screen.TABLE, record.game, record.names, record.kinds, game, screens.empty_turn(), archived=True
        )
        self.session = dispatch(viewed, "replay", "0", {}, 0)
        self._seat_anew()

    def history_game(self, index: int) -> str | None:
        """The game of the history's record ``index`` (None: no such record)."""
        records = self.history()
        return records[index].game if index < len(records) else None
