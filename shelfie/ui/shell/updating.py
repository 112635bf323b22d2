"""A command worked out on the page's model: what every concern's part of the update shares.

An ``update.Update`` holds the model while one command works it out, and replaces it as it goes;
nothing else is kept between commands. ``World`` is what the command is worked out with
beyond the model (the day, the address, a fresh seed); ``Kept`` is the storage protocol over the
model's copy of the page's storage, so saves, statistics and places are values here and the page
writes what changed (``controller.Controller``)."""

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from shelfie import registry
from shelfie.core.errors import N_, InvalidSave, ShelfieError
from shelfie.core.saves import parse
from shelfie.ui.saves import NOT_SAVED, SaveSlot
from shelfie.ui.shell import friends
from shelfie.ui.shell.commands import Effects
from shelfie.ui.shell.desk import FRIENDS_KEY, Delivery, Desk, Place
from shelfie.ui.shell.history import Record
from shelfie.ui.shell.model import Model, OnModel
from shelfie.ui.shell.notices import KEPT_AS, Notice
from shelfie.ui.shell.pagesave import from_save, options_key, save_key
from shelfie.ui.shell.session import Session, handed_over
from shelfie.ui.shell.statistics import Statistics

UNREADABLE_KEPT = N_(
    "Your saved game could not be read. It was kept aside in this browser, so nothing is lost. "
    "You can start a new game."
)
UNREADABLE = N_("Your saved game could not be read. You can start a new game.")
STEP_SECONDS = {False: 0.9, True: 0.25}
"""Pause between a computer's actions, at normal and fast pace: slow enough to follow."""
LANGUAGE_KEY = "shelfie.language"
SOUND_KEY = "shelfie.sound"
GUIDE_KEY = "shelfie.guide-offered"


@dataclass(frozen=True)
class World:
    """What a command is worked out with beyond the model, from the impure part of the page: the day
    (UTC, YYYY-MM-DD), the page's address and a fresh seed for a game begun now."""

    today: str | None = None
    address: str = ""
    seed: int = 0


class Kept:
    """The storage protocol over an update's copy of the page's storage (``Model.kept``): reading and
    writing change nothing but the update's model, so saves, statistics and places are worked out as
    values and written by the page afterwards."""

    def __init__(self, owner: "UpdateBase") -> None:
        self.owner = owner

    def get(self, key: str) -> str | None:
        return self.owner.model.kept.get(key)

    def set(self, key: str, value: str) -> None:
        model = self.owner.model
        self.owner.model = replace(model, kept={**model.kept, key: value})

    def remove(self, key: str) -> None:
        model = self.owner.model
        if key in model.kept:
            self.owner.model = replace(model, kept={k: v for k, v in model.kept.items() if k != key})

    def keys(self) -> list[str]:
        return list(self.owner.model.kept)


class UpdateBase(OnModel):
    """The model while one command works it out, and what every concern reaches through it."""

    def __init__(self, model: Model, world: World) -> None:
        self.model = model
        self.world = world
        self.storage = Kept(self)
        self.slots = {gid: SaveSlot(self.storage, save_key(gid)) for gid in registry.GAMES}
        self.daily_slots = {
            gid: SaveSlot(self.storage, save_key(gid).replace(".save", ".daily"))
            for gid, entry in registry.GAMES.items()
            if entry.daily
        }
        """Each game's daily challenge has a slot of its own, so it never replaces a game in progress."""
        self.statistics = Statistics(self.storage, self.notify)
        self.deliveries: list[Delivery] = []
        """The links made for the page's live connections."""
        self.effects: Effects = {}

    @property
    def today(self) -> str | None:
        return self.world.today

    @property
    def address(self) -> str:
        return self.world.address

    def stored(self, key: str) -> str | None:
        return self.storage.get(key)

    def _stored_options(self, game_id: str) -> dict[str, Any] | None:
        """The game's settings the player saved (a test of them is a new game with them)."""
        try:
            options = parse(self.stored(options_key(game_id)) or "null")
        except InvalidSave:
            return None
        if not isinstance(options, dict):
            return None
        try:
            registry.rules(game_id).new_game(("A",), 0, options)
        except ShelfieError:
            return None
        return options

    def _store_options(self, game_id: str, options: Mapping[str, Any] | None) -> None:
        if options is None:
            self.storage.remove(options_key(game_id))
        else:
            self.storage.set(options_key(game_id), json.dumps(options))

    def _load(self, game_id: str) -> Session | None:
        slot = self.slots[game_id]
        text = slot.read()
        if text is None:
            return None
        try:
            loaded = from_save(game_id, parse(text))
        except InvalidSave as error:
            self._unreadable(game_id, text, error)
            return None
        # At a game with secrets, whoever holds the device after a reload is not known: hand it over.
        return handed_over(replace(loaded, options=self._stored_options(game_id)))

    def _unreadable(self, game_id: str, text: str, error: InvalidSave, slot: SaveSlot | None = None) -> None:
        """Keep the text aside under its own key, say so in plain words, and free the slot."""
        self.model = replace(self.model, load_error=str(error))
        if slot is None:
            slot = self.slots[game_id]
            self.model = replace(
                self.model, saved=self.saved - {game_id}, in_progress=self.in_progress - {game_id}
            )
        aside = slot.set_aside(text)
        if aside:
            self.notify(Notice(UNREADABLE_KEPT, True, (("key", aside),), KEPT_AS))
        else:
            self.notify(Notice(UNREADABLE, True))

    @property
    def desk(self) -> Desk:
        """Play by link on the model as it is: for what it shows (``at_desk`` runs a command)."""
        return Desk(self.model, Place(self.today, self.address))

    def at_desk(self, act: Callable[[Desk], object]) -> None:
        """A command of play by link, worked out on the model: then its records kept if they
        changed, its finished games added to the statistics, and its links for the page's live
        connections held for the answer."""
        desk = self.desk
        before = self.model.friends.records
        act(desk)
        self.model = desk.model
        self.deliveries.extend(desk.deliveries)
        for finished in desk.finished:
            self.record(finished)
        records = self.model.friends.records
        if records != before:
            self.storage.set(FRIENDS_KEY, friends.dump_all(records))

    def history(self) -> list[Record]:
        """The finished games kept in this browser (an unreadable history counts as none)."""
        return self.statistics.records()

    def record(self, session: Session) -> None:
        """A finished game into the statistics."""
        self.statistics.add(session, self.today or "")

    @property
    def offer_guide(self) -> bool:
        """The guided first game is offered until it is taken or declined, and only to a newcomer."""
        return (
            not self.guide_taken and not self.saved and self.stored(GUIDE_KEY) is None and not self.history()
        )

    def _seat_anew(self) -> None:
        """The game on screen is another game: its computers are seated anew (``Model.seating``)."""
        self.model = replace(self.model, seating=self.model.seating + 1)

    def _storage_notice(self) -> str | None:
        return NOT_SAVED if self.model.in_memory else None

    def _fixed_notices(self) -> int:
        return 1 if self._storage_notice() else 0
