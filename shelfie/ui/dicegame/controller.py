"""The page's one object: it turns a command into a new session, saves it, and renders it.

Storage and the source of seeds are injected, so the whole click-to-HTML path,
saves included, runs under CPython in tests exactly as in the browser.
"""

import json
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from shelfie.dicegame import apply
from shelfie.dicegame.record import parse
from shelfie.errors import InvalidSave
from shelfie.ui.dicegame.narration import describe
from shelfie.ui.dicegame.session import Session, dispatch, from_save, to_save
from shelfie.ui.dicegame.view_screens import Notice, render
from shelfie.ui.saves import SaveSlot, Storage

if TYPE_CHECKING:
    from shelfie.bots.players import Bot, HardBot

SAVE_KEY = "shelfie.dicegame.save"
UNREADABLE_NEXT = "You can start a new game."
STEP_SECONDS = {False: 0.9, True: 0.25}
"""Pause between a computer's actions, at normal and fast pace: slow enough to follow."""


class Controller:
    def __init__(self, storage: Storage | None, seeds: Callable[[], int]) -> None:
        self.slot = SaveSlot(storage, SAVE_KEY)
        self.seeds = seeds
        self.notices: list[Notice] = []
        self.fast = False
        self.hard: HardBot | None = None
        self.bots: dict[int, Bot] = {}
        """Bots are imported on first use, keeping their modules and tables out of the page's start."""
        self.load_error: str | None = None
        """Why the saved game could not be read: for the console, not for the player."""
        self.session = self._load()

    def _load(self) -> Session:
        text = self.slot.read()
        if text is None:
            return Session()
        try:
            return from_save(parse(text))
        except InvalidSave as error:
            self.load_error = str(error)
            aside = self.slot.set_aside(text)
            kept = (
                f' It was kept aside in this browser\'s storage as "{aside}", so nothing is lost.'
                if aside
                else ""
            )
            self.notices.append(Notice(f"Your saved game could not be read.{kept} {UNREADABLE_NEXT}", True))
            return Session()

    def handle(self, cmd: str, arg: str | None, form: Mapping[str, str]) -> None:
        if cmd == "dismiss-notice":
            index = int(arg) - self._fixed_notices() if arg and arg.isdigit() else -1
            if 0 <= index < len(self.notices):
                del self.notices[index]
            return
        if cmd == "faster":
            self.fast = not self.fast
            return
        if cmd == "skip":
            while self.session.computer_to_play:
                self.computer_step()
            return
        if cmd == "hint":
            game = self.session.game
            if game is not None and not game.is_over and not self.session.computer_to_play:
                from shelfie.bots.players import HardBot
                from shelfie.ui.dicegame.hints import hint

                self.hard = self.hard or HardBot()
                self.session = replace(self.session, message=hint(game, self.hard))
            return
        before = self.session.committed()
        game_before = self.session.game
        self.session = dispatch(self.session, cmd, arg, form, self.seeds())
        game_after = self.session.game
        if game_before is None or game_after is None or game_after.config is not game_before.config:
            self.bots.clear()
        self._save_if_changed(before)

    @property
    def step_seconds(self) -> float | None:
        """How long the page waits before the computer's next action; None when no computer is to play."""
        return STEP_SECONDS[self.fast] if self.session.computer_to_play else None

    def computer_step(self) -> None:
        """One action of the computer whose turn it is, said in words."""
        game = self.session.game
        if game is None or not self.session.computer_to_play:
            return
        from shelfie.bots.players import BOTS, choose

        seat = game.current
        bot = self.bots.setdefault(seat, BOTS[self.session.kinds[seat]]())
        action = choose(bot, game)
        before = self.session.committed()
        self.session = replace(self.session, game=apply(game, action), message=describe(game, action))
        self._save_if_changed(before)

    def _save_if_changed(self, before: tuple[object, ...]) -> None:
        if self.session.game is not None and self.session.committed() != before:
            self.slot.write(json.dumps(to_save(self.session), separators=(",", ":")))

    def _fixed_notices(self) -> int:
        return 1 if self.slot.notice else 0

    def render(self) -> str:
        fixed = [Notice(self.slot.notice)] if self.slot.notice else []
        return render(self.session, [*fixed, *self.notices], self.fast)
