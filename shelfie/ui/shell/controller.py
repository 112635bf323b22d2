"""The page's runtime: the one impure part around the pure update (``update.py``).

It holds the page's model, hands each command to ``update`` with the world it needs (the day, the
address, a fresh seed), writes to storage what the command changed in the model's copy of it, and
runs the computers' bots (they keep what they learned during a game, so they live here and not in
the model). Storage and the source of seeds are injected, so the whole click-to-HTML path, saves
included, runs under CPython in tests exactly as in the browser.
"""

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from shelfie import registry
from shelfie.core import daily
from shelfie.registry import PERSON
from shelfie.ui.saves import Storage, StorageError
from shelfie.ui.shell.commands import Effects
from shelfie.ui.shell.desk import Desk, Place
from shelfie.ui.shell.history import Record
from shelfie.ui.shell.model import Model, OnModel
from shelfie.ui.shell.update import Update, played, start, update, view, worked_out
from shelfie.ui.shell.updating import STEP_SECONDS, World

Write = tuple[str, str | None]
"""A key and its new text; None removes the key."""


def snapshot(storage: Storage | None) -> tuple[dict[str, str], bool]:
    """Every key of ``storage`` and its text, and whether it can be read at all (no storage, or one
    that refuses to be read, is none: the page plays in memory and says so)."""
    if storage is None:
        return {}, False
    try:
        items = {key: storage.get(key) for key in storage.keys()}
    except StorageError:
        return {}, False
    return {key: text for key, text in items.items() if text is not None}, True


def changes(before: Mapping[str, str], after: Mapping[str, str]) -> list[Write]:
    """What to write to storage to take it from ``before`` to ``after``: a text kept aside first
    (so a refused write never loses the only copy of what it keeps), then the rest in order."""
    written = [(key, text) for key, text in after.items() if before.get(key) != text]
    removed: list[Write] = [(key, None) for key in before if key not in after]
    written.sort(key=lambda write: ".unreadable" not in write[0])
    return [*written, *removed]


class Controller(OnModel):
    def __init__(
        self,
        storage: Storage | None,
        seeds: Callable[[], int],
        game_id: str | None = None,
        *,
        language: str | None = None,
        browser_language: str | None = None,
        today: str | None = None,
        address: str = "",
        carried: str | None = None,
        link: str | None = None,
    ) -> None:
        """``game_id`` (the page's ``?game=``) opens that game's set-up, or its saved game;
        ``language`` (``?lang=``) and ``browser_language`` choose the page's language; ``today``
        (YYYY-MM-DD, UTC) picks the daily challenge; ``address`` begins a link and ends a shared
        result; ``carried`` is a game carried in the address from the embed; ``link`` a link of
        play by link opened from a chat (``#link=``). ``update.start`` says what opens."""
        self.storage = storage
        self.seeds = seeds
        self.today = today if daily.is_date(today) else None
        self.address = address
        self.bots: dict[int, tuple[tuple[str, str, int, int], Any]] = {}
        """Each computer seat's bot, under the game, level, seed and seating it was seated for. Bots
        are imported on first use, keeping their modules and tables out of the page's start. A game
        begun or opened here is a new seating (``Model.seating``), so it plays as it would on a new
        page; a bot found under another key is never asked to play."""
        self.deliveries: list[dict[str, str]] = []
        """Links made for the page's live connections, not yet in an answer."""
        kept, readable = snapshot(storage)
        opened = start(
            kept,
            self._world(),
            game_id,
            in_memory=not readable,
            language=language,
            browser_language=browser_language,
            carried=carried,
            link=link,
        )
        self.model = Model(kept=kept, in_memory=not readable)
        self._adopt(opened, {})

    def _world(self) -> World:
        return World(self.today, self.address, self.seeds())

    def _adopt(self, model: Model, effects: Effects) -> Effects:
        """The model a command made: what it changed in storage written, its links held for the
        page's live connections."""
        before, self.model = self.model, model
        self._write(before.kept, model.kept)
        effects = dict(effects)
        self.deliveries.extend(effects.pop("deliver", []))
        return effects

    def _write(self, before: Mapping[str, str], after: Mapping[str, str]) -> None:
        """Storage brought to the model's copy of it; the first write refused puts the page in
        memory (said in a notice) and nothing more is written."""
        if self.storage is None or self.model.in_memory:
            return
        for key, text in changes(before, after):
            try:
                if text is None:
                    self.storage.remove(key)
                else:
                    self.storage.set(key, text)
            except StorageError:
                self.refuse_storage()
                return

    def refuse_storage(self) -> None:
        """The browser refused to save: the game goes on in memory, and a notice says so."""
        self.model = replace(self.model, in_memory=True)

    # --- commands ----------------------------------------------------------------------------

    def handle(self, cmd: str, arg: str | None, form: Mapping[str, str]) -> Effects:
        """One command from the page: the next model (``update.update``), written, and what the page
        should do beside drawing (a file, a share, a copy, links to ``deliver``)."""
        model, effects = update(self.model, self._world(), cmd, arg, form)
        effects = self._adopt(model, effects)
        if effects.pop("skip", False):
            while self.model.session.computer_to_play:
                self._computer_step()
        return self._with_deliveries(effects)

    def computer_step(self) -> Effects:
        """One action of each computer that may act now (in Splitter they place at once; in the
        dice game one computer plays), said in words; the links it made go to the page."""
        self._computer_step()
        return self._with_deliveries({})

    def _computer_step(self) -> None:
        actions = self.think()
        if actions:
            self._adopt(*played(self.model, self._world(), actions))

    def think(self) -> list[tuple[int, Any]]:
        """What each computer to move now plays, in seat order, each on the game as the ones before
        it left it (the bots are the page's: ``update.played`` plays their actions)."""
        session = self.model.session
        if not session.computer_to_play or session.game_id is None:
            return []
        from shelfie.bots.framework import choose, seated

        rules = session.rules
        game = session.game
        chosen = []
        for seat in sorted(rules.to_move(game)):
            if session.kinds[seat] == PERSON or seat in session.remote:
                continue
            key = (
                session.game_id,
                session.kinds[seat],
                rules.config_to_json(game)["seed"],
                self.model.seating,
            )
            if seat not in self.bots or self.bots[seat][0] != key:
                make = registry.bot_levels(session.game_id)[session.kinds[seat]]
                self.bots[seat] = (key, seated(make, key[2], seat))
            action = choose(rules, self.bots[seat][1], game, seat)
            chosen.append((seat, action))
            game = rules.apply(game, seat, action)
        return chosen

    def _with_deliveries(self, effects: Effects) -> Effects:
        made = self.take_deliveries()
        return {**effects, "deliver": made} if made else effects

    def take_deliveries(self) -> list[dict[str, str]]:
        """The links made since the last answer, oldest first, for the page's live connections."""
        made, self.deliveries = self.deliveries, []
        return made

    def _do(self, act: Callable[[Update], Any]) -> None:
        """Something the page itself does to the model beside a command (``update.worked_out``)."""
        self._adopt(*worked_out(self.model, self._world(), act))

    def at_desk(self, act: Callable[[Desk], object]) -> None:
        """Play by link's part of something the page itself does (a link shared or copied)."""
        self._do(lambda working: working.at_desk(act))

    def import_history(self, text: str) -> None:
        """Add the games of an exported history file; a file that is not one is refused in words."""
        self._do(lambda working: working.import_history(text))

    def persist(self) -> None:
        """What the session holds now kept, as after a command (for a session set directly)."""
        self._do(lambda working: working.persist())

    # --- what the page shows -------------------------------------------------------------------

    def _look(self) -> Update:
        """The model as it is, to read (nothing done on it is kept)."""
        return Update(self.model, World(self.today, self.address))

    def render(self) -> str:
        return view(self.model, World(self.today, self.address))

    @property
    def desk(self) -> Desk:
        """Play by link on the model as it is, to read."""
        return Desk(self.model, Place(self.today, self.address))

    @property
    def step_seconds(self) -> float | None:
        """How long the page waits before the computer's next action; None when no computer is to play."""
        return STEP_SECONDS[self.model.fast] if self.model.session.computer_to_play else None

    @property
    def here(self) -> dict[str, str]:
        return self._look().here

    def full_screen_address(self) -> str:
        return self._look().full_screen_address()

    @property
    def carry_settled(self) -> bool:
        return self._look().carry_settled

    def history(self) -> list[Record]:
        return self._look().history()

    def share_text(self) -> str:
        return self._look().share_text()

    def history_file(self) -> str:
        return self._look().history_file()

    def needs(self, cmd: str, arg: str | None, form: Mapping[str, str] | None = None) -> str | None:
        """The game whose modules a command needs loaded first (the page fetches its bundle)."""
        return self._look().needs(cmd, arg, form)
