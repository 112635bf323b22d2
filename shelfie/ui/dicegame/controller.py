"""The page's one object: it turns a command into a new session, saves it, and renders it.

Storage and the source of seeds are injected, so the whole click-to-HTML path,
saves included, runs under CPython in tests exactly as in the browser.
"""

import json
from collections.abc import Callable, Mapping

from shelfie.errors import InvalidSave
from shelfie.ui.dicegame.session import Session, dispatch, from_save, to_save
from shelfie.ui.dicegame.view_screens import Notice, render
from shelfie.ui.saves import SaveSlot, Storage

SAVE_KEY = "shelfie.dicegame.save"


class Controller:
    def __init__(self, storage: Storage | None, seeds: Callable[[], int]) -> None:
        self.slot = SaveSlot(storage, SAVE_KEY)
        self.seeds = seeds
        self.notices: list[Notice] = []
        self.session = self._load()

    def _load(self) -> Session:
        text = self.slot.read()
        if text is None:
            return Session()
        try:
            return from_save(json.loads(text))
        except (ValueError, InvalidSave) as error:
            aside = self.slot.set_aside(text)
            kept = f' A copy was kept in this browser\'s storage as "{aside}".' if aside else ""
            self.notices.append(
                Notice(f"Your saved game could not be loaded: {error}.{kept} You can start a new game.", True)
            )
            return Session()

    def handle(self, cmd: str, arg: str | None, form: Mapping[str, str]) -> None:
        if cmd == "dismiss-notice":
            index = int(arg or 0)
            if 0 <= index - self._fixed_notices() < len(self.notices):
                del self.notices[index - self._fixed_notices()]
            return
        before = self.session.committed()
        self.session = dispatch(self.session, cmd, arg, form, self.seeds())
        if self.session.game is not None and self.session.committed() != before:
            self.slot.write(json.dumps(to_save(self.session), separators=(",", ":")))

    def _fixed_notices(self) -> int:
        return 1 if self.slot.notice else 0

    def render(self) -> str:
        fixed = [Notice(self.slot.notice)] if self.slot.notice else []
        return render(self.session, [*fixed, *self.notices])
