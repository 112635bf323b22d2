"""The page's update: what one command (or the computers' moves) makes of the page's model, as a
pure function of the model and the world it is worked out in.

``update(model, world, cmd, arg, form)`` returns the next model and the effects for the page (a file,
a share, a copy, links for a live connection, the computers to play on). Nothing outside the model
changes: storage is read from the model's copy of it (``Model.kept``) and written there, and the page
writes the difference (``controller.Controller``, the only part that touches storage, the clock,
entropy and the computers' bots). ``view(model, world)`` draws it. A command runs on a ``Step``, which
holds the model while the command works it out, split by concern below as the command table is
(``commands.Concern``).
"""

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from shelfie import registry
from shelfie.core import daily, saves
from shelfie.core.errors import N_, IllegalAction, InvalidSave, ShelfieError
from shelfie.core.saves import parse
from shelfie.registry import PERSON
from shelfie.ui.i18n import DEFAULT, LANGUAGES, language, t, use
from shelfie.ui.i18n import language as current_language
from shelfie.ui.saves import NOT_SAVED, SaveSlot
from shelfie.ui.shell import carry, commands, friends, linkviews, places
from shelfie.ui.shell.commands import Effects
from shelfie.ui.shell.desk import FRIENDS_KEY, Delivery, Desk, Place, loaded
from shelfie.ui.shell.history import Record
from shelfie.ui.shell.linkviews import LinkView
from shelfie.ui.shell.model import CarriedChoice, Cover, Model, RulesOver
from shelfie.ui.shell.notices import KEPT_AS, Notice, notices_bar
from shelfie.ui.shell.pagesave import from_save, options_key, save_key, to_save
from shelfie.ui.shell.places import (
    LAST_DAILY_KEY,
    LAST_FRIEND_KEY,
    LAST_GAME_KEY,
    opening_daily,
    opening_friend,
    opening_game,
)
from shelfie.ui.shell.refusals import sentence, word
from shelfie.ui.shell.session import Screen, Seats, Session, chosen, dispatch, handed_over
from shelfie.ui.shell.statistics import Statistics
from shelfie.ui.shell.views import carried_question, render, rules_screen, shared_result, under_rules

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
    """The storage protocol over a step's copy of the page's storage (``Model.kept``): reading and
    writing change nothing but the step's model, so saves, statistics and places are worked out as
    values and written by the page afterwards."""

    def __init__(self, step: "Step") -> None:
        self.step = step

    def get(self, key: str) -> str | None:
        return self.step.model.kept.get(key)

    def set(self, key: str, value: str) -> None:
        model = self.step.model
        self.step.model = replace(model, kept={**model.kept, key: value})

    def remove(self, key: str) -> None:
        model = self.step.model
        if key in model.kept:
            self.step.model = replace(model, kept={k: v for k, v in model.kept.items() if k != key})

    def keys(self) -> list[str]:
        return list(self.step.model.kept)


class Step:
    """One command worked out on the page's model (``self.model``, replaced as it goes)."""

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

    def open(
        self,
        game_id: str | None,
        *,
        carried: str | None = None,
        link: str | None = None,
    ) -> None:
        """The page opening: ``game_id`` (the page's ``?game=``) opens that game's set-up, or its
        saved game; else the game last played resumes where it was left.

        Only the game that opens is loaded (its rules imported): the others' saves are only read
        as JSON, for the home screen's "Continue", so a page pays for one game's modules.
        ``carried`` is a game carried in the address (``carry.pack``) from the embed; ``link`` a link
        of play by link opened from a chat (``#link=``)."""
        saved: set[str] = set()
        in_progress: set[str] = set()
        for gid, slot in self.slots.items():
            text = slot.read()
            if text is None:
                continue
            try:
                data = parse(text)
            except InvalidSave as error:
                self._unreadable(gid, text, error)
                continue
            saved.add(gid)
            if not (isinstance(data, dict) and data.get("over") is True):
                in_progress.add(gid)
        self.model = replace(self.model, saved=frozenset(saved), in_progress=frozenset(in_progress))
        # A game with friends on screen last opens once the desk is there: nothing is loaded for it.
        friend = opening_friend(self.storage) if game_id not in registry.GAMES else None
        self.session = Session() if friend is not None else self._opening(game_id)
        if carried is not None and game_id in registry.GAMES:
            self._receive(game_id, carried)
        self._load_friends()
        if link is not None:
            self.at_desk(lambda desk: desk.open(link))
        elif friend is not None:
            self.at_desk(lambda desk: desk.open_record(friend[1]))
        self._mark_place()
        self.model = replace(self.model, last_kept=self.session)

    @property
    def saved(self) -> frozenset[str]:
        """Games with a saved game (over or not)."""
        return self.model.saved

    @property
    def in_progress(self) -> frozenset[str]:
        """Games with a saved game not yet over: the home screen offers to continue them."""
        return self.model.in_progress

    def _load_friends(self) -> None:
        """The games with friends kept in storage; unreadable ones kept aside, and said."""
        text = self.stored(FRIENDS_KEY)
        kept, readable = loaded(text)
        if not readable:
            self.note(t("Your games with friends could not be read: they were kept aside."))
            if text is not None:
                self.storage.set(FRIENDS_KEY + ".unreadable", text)
        self.model = replace(self.model, friends=kept)

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

    @property
    def session(self) -> Session:
        return self.model.session

    @session.setter
    def session(self, session: Session) -> None:
        self.model = replace(self.model, session=session)

    @property
    def cover(self) -> Cover:
        return self.model.cover

    @cover.setter
    def cover(self, cover: Cover) -> None:
        self.model = replace(self.model, cover=cover)

    @property
    def notices(self) -> tuple[Notice, ...]:
        return self.model.notices

    def notify(self, notice: Notice) -> None:
        """A notice above every screen, until the player dismisses it."""
        self.model = self.model.noticed(notice)

    @property
    def incoming(self) -> Session | None:
        """A carried game waiting for the player to choose it over the saved game it would replace."""
        cover = self.model.cover
        return cover.carried if isinstance(cover, CarriedChoice) else None

    @property
    def fast(self) -> bool:
        return self.model.fast

    @property
    def sound(self) -> bool:
        return self.model.sound

    @property
    def guide_taken(self) -> bool:
        return self.model.guide_taken

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

    def stored(self, key: str) -> str | None:
        return self.storage.get(key)

    def _opening(self, game_id: str | None) -> Session:
        """The game last played resumes where it was left (its final scores if it ended; today's
        challenge only while it is not over), else the home screen; ``game_id`` opens that game's
        challenge in progress, saved game or set-up instead."""
        chosen = opening_game(self.storage, game_id, self.today)
        daily = self._daily_in_progress(chosen)
        if daily is not None:
            return daily
        loaded = self._load(chosen) if chosen in self.saved else None
        if loaded is not None:
            return loaded
        if game_id in registry.GAMES:
            chosen_setup = dispatch(Session(), "choose", game_id, {}, 0)
            return replace(chosen_setup, options=self._stored_options(game_id))
        return Session()

    def _daily_in_progress(self, game_id: str | None) -> Session | None:
        """Today's challenge of ``game_id``, when it was the last game on screen and is not over."""
        if game_id not in self.daily_slots or opening_daily(self.storage, self.today) != game_id:
            return None
        text = self.daily_slots[game_id].read()
        try:
            played = from_save(game_id, parse(text or ""))
        except InvalidSave:
            return None  # said when the player opens the challenge ("daily")
        if played.daily != self.today or played.rules.is_over(played.game):
            return None
        return handed_over(played)

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

    def daily(self, game_id: str | None) -> None:
        """Today's challenge: resumed if begun, its result if played (one attempt a day), else dealt."""
        if game_id not in self.daily_slots or self.today is None:
            self.session = replace(self.session, message=t("There is no daily challenge for this game."))
            return
        slot = self.daily_slots[game_id]
        text = slot.read()
        if text is not None:
            try:
                played = from_save(game_id, parse(text))
            except InvalidSave as error:
                self._unreadable(game_id, text, error, slot)
            else:
                if played.daily == self.today:
                    over = played.rules.is_over(played.game)
                    note = t("You have played today's challenge: a new one comes tomorrow.") if over else ""
                    self.session = replace(played, message=note)
                    self._seat_anew()
                    return
        rules = registry.rules(game_id)
        kinds = (PERSON, *registry.GAMES[game_id].daily_opponents)
        names = (t("Player"), *(t("Computer {number}", number=number) for number in range(2, len(kinds) + 1)))
        seed = daily.seed(game_id, self.today)
        game = rules.new_game(names, seed, rules.daily_options(seed))
        screens = registry.screens(game_id)
        self.session = Session(
            Screen.TABLE, game_id, names, kinds, game, screens.empty_turn(), daily=self.today
        )
        self._seat_anew()

    def _receive(self, game_id: str, packed: str) -> None:
        """Open the carried game: at once where nothing in progress is lost (no saved game, the same
        game, a later point of it), never over a newer point of it, and only by the player's choice
        over another game in progress."""
        try:
            carried = carry.unpack(game_id, packed)
        except InvalidSave as error:
            self.model = replace(self.model, load_error=str(error))
            self.note(t("The game in this link could not be read, so nothing was changed."))
            return
        if carried.daily is not None:
            # Today's challenge has one attempt, kept where it began; a link never writes it here.
            self.note(t("A daily challenge is played where it began, so this link opens the game only."))
            return
        held = self.session if self.session.game is not None and self.session.game_id == game_id else None
        if held is not None and held.daily is not None:
            held = None
        if held is None or held.rules.is_over(held.game):
            self._adopt(carried)
            return
        found = carry.relation(held, carried)
        if found is saves.Relation.EARLIER:
            self.note(
                t("This link holds an earlier point of the game you already have: here it is as it is now.")
            )
        elif found is saves.Relation.LATER:
            self._adopt(carried)
        elif found is saves.Relation.PARTED:
            self.cover = CarriedChoice(carried)

    def _adopt(self, carried: Session) -> None:
        """The carried game on screen, saved at once (it comes from the address, not storage); kept
        as it came, so a game carried over already finished is not counted here again."""
        self.session = handed_over(carried)
        self._seat_anew()
        self._save_if_changed(Session())
        self.model = replace(self.model, last_kept=self.session)

    @property
    def here(self) -> dict[str, str]:
        """The address's ``game`` and ``lang`` for what is shown (empty: none), so that a page opened
        with them (``?game=dicegame&lang=en``, from a blog or the embed's way out) reloads on the
        game and in the language the player has since moved to, not the ones it was opened with.
        A game with friends names no game: the address would open that game alone, where a reload
        without one reopens the game with friends (``LAST_FRIEND_KEY``)."""
        session = self.session
        elsewhere = (
            session.screen in (Screen.HOME, Screen.STATS)
            or session.link is not None
            or self.desk.view is not None
        )
        return {"game": "" if elsewhere else session.game_id or "", "lang": language()}

    def full_screen_address(self) -> str:
        """The embed's way out: this game's page in the page's language, carrying the game in
        progress (a blocked or partitioned embed storage would lose it otherwise)."""
        session = self.session
        query = f"index.html?lang={language()}" + (f"&game={session.game_id}" if session.game_id else "")
        if session.game is None or session.archived or session.game_id is None or session.daily is not None:
            return query
        return query + "#" + carry.pack(session)

    @property
    def carry_settled(self) -> bool:
        """The carried game (or link) needs its address no more: chosen or declined, and kept in
        storage; an invitation on screen is kept in the address until it is answered, since nothing
        of it is stored before, so a reload shows it again."""
        return self.incoming is None and not self.model.in_memory and not self.desk.answering

    def history(self) -> list[Record]:
        """The finished games kept in this browser (an unreadable history counts as none)."""
        return self.statistics.records()

    def record(self, session: Session) -> None:
        """A finished game into the statistics."""
        self.statistics.add(session, self.today or "")

    def history_file(self) -> str:
        return self.statistics.file()

    def import_history(self, text: str) -> None:
        """Add the games of an exported history file; a file that is not one is refused in words."""
        self.note(self.statistics.import_file(text))

    @property
    def offer_guide(self) -> bool:
        """The guided first game is offered until it is taken or declined, and only to a newcomer."""
        return (
            not self.guide_taken and not self.saved and self.stored(GUIDE_KEY) is None and not self.history()
        )

    def guide_offered(self) -> None:
        self.model = replace(self.model, guide_taken=True)
        self.storage.set(GUIDE_KEY, "yes")

    def guide(self, game_id: str | None) -> None:
        """Start the guided first game of ``game_id`` (against a computer, on fixed dice)."""
        if game_id not in registry.GAMES:
            return
        screens = registry.screens(game_id)
        setup = screens.guided_setup()
        if setup is None:
            return
        names, kinds, seed, options = setup
        self.guide_offered()
        game = registry.rules(game_id).new_game(names, seed, options)
        self.session = Session(Screen.TABLE, game_id, names, kinds, game, screens.empty_turn(), guided=True)
        self._seat_anew()

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

    def share_text(self) -> str:
        """The daily result to share (``views.shared_result``) and the site's address; nothing
        before the challenge is over."""
        lines = shared_result(self.session)
        return "\n".join([*lines, *([self.address] if self.address else [])]) if lines else ""

    def _seat_anew(self) -> None:
        """The game on screen is another game: its computers are seated anew (``Model.seating``)."""
        self.model = replace(self.model, seating=self.model.seating + 1)

    def note(self, message: str) -> None:
        """A message from the page itself (the result was shared or copied)."""
        self.session = replace(self.session, message=message)

    def handle(self, cmd: str, arg: str | None, form: Mapping[str, str]) -> Effects:
        """One command from the page (``commands.COMMANDS``, or the game's on the table): run, saved,
        and what the page should do beside drawing (a file, a share, a copy). A command found
        nowhere, or an argument that cannot be read, is refused in words and changes nothing."""
        command = commands.find(cmd, self.session)
        if command is None:
            self._refused(t(commands.UNKNOWN))
            return {}
        try:
            value = command.parse(arg)
        except ShelfieError as refusal:
            self._refused(sentence(word(refusal)))
            return {}
        if command.concern is commands.Concern.OUTSIDE:
            return command.run(self, value, form) or {}
        if self.cover is not None and not isinstance(self.cover, CarriedChoice) and not command.keeps_cover:
            self.cover = None  # the rules or a screen of play by link close; the carried game waits
        effects = command.run(self, value, form) or {}
        self.persist()
        return {**effects, **self.effects}

    def persist(self) -> None:
        """Everything a command or a computer's step leaves to keep, derived in one place from the
        session last kept and the session now: the game's save (and the statistics once it is
        over), the link to send of a game by link, where a reload returns, and a solo game's final
        screen prepared ahead."""
        before = self.model.last_kept
        self.model = replace(self.model, last_kept=self.session)
        self._save_if_changed(before)
        self.at_desk(lambda desk: desk.played())
        self._mark_place()
        self._ahead()

    def work_out_par(self) -> None:
        """What a finished solo game's par could not say yet, worked out now (the player asked)."""
        session = self.session
        if session.game is not None and len(session.names) == 1 and session.rules.is_over(session.game):
            session.screens.ahead(session.game, everything=True)

    def _ahead(self) -> None:
        """A solo game's final screen prepared move by move (``GameScreens.ahead``)."""
        session, game = self.session, self.session.game
        if (
            game is not None
            and len(session.names) == 1
            and session.link is None
            and not session.rules.is_over(game)
        ):
            session.screens.ahead(game)

    def needs(self, cmd: str, arg: str | None, form: Mapping[str, str] | None = None) -> str | None:
        """The game whose modules a command needs loaded first (the page fetches its bundle)."""
        command = commands.find(cmd, self.session)
        if command is None:
            return None
        try:
            value = command.parse(arg)
        except ShelfieError:
            return None
        return command.opens(self, value, form or {})

    def _refused(self, message: str) -> None:
        """Said on the screen that is open, which stays as it was."""
        if self.desk.view is not None:
            self.at_desk(lambda desk: desk.said(message))
        else:
            self.session = replace(self.session, message=message)

    def play(self, cmd: str, arg: str | None, form: Mapping[str, str]) -> None:
        """A command of the session or of the game on the table: the new session, its settings
        kept, its computers seated anew when the game changed (``handle`` saves it)."""
        game_id_before = self.session.game_id
        game_before = self.session.game
        options_before = self.session.options
        self.session = dispatch(self.session, cmd, arg, form, self.world.seed)
        if cmd == "choose" and self.session.game_id is not None and self.session.options is None:
            self.session = replace(self.session, options=self._stored_options(self.session.game_id))
        elif self.session.options != options_before and self.session.game_id is not None:
            self._store_options(self.session.game_id, self.session.options)
        if (
            self.session.game is None
            or game_before is None
            or self.session.game_id != game_id_before
            or self.session.rules.players(self.session.game) != self.session.rules.players(game_before)
        ):
            self._seat_anew()
        if cmd in ("choose", "new-game"):
            self._set_up_over_the_save()

    def _set_up_over_the_save(self) -> None:
        """A game begun at the set-up replaces its game's saved game, so the set-up holds that
        game (or none) whatever screen it was opened from: Start then asks before replacing a game
        in progress, and names it. A game by link, today's challenge or a replay are kept elsewhere,
        and are never the game that starting loses; the set-up keeps their seats."""
        session = self.session
        game_id = session.game_id
        if session.screen is not Screen.SETUP or game_id is None:
            return
        if session.game is None and game_id not in self.saved:
            return
        if (
            session.game is not None
            and session.link is None
            and session.daily is None
            and not session.archived
        ):
            return
        seats = session.setup or (Seats(session.names, session.kinds) if session.game is not None else None)
        loaded = self._load(game_id) if game_id in self.saved else None
        at_setup = loaded if loaded is not None else Session(Screen.SETUP, game_id)
        self.session = replace(
            at_setup,
            screen=Screen.SETUP,
            setup=seats,
            options=self._stored_options(game_id),
            message=session.message,
        )

    def dismiss_notice(self, index: int) -> None:
        index -= self._fixed_notices()
        notices = self.model.notices
        if 0 <= index < len(notices):
            self.model = replace(self.model, notices=notices[:index] + notices[index + 1 :])

    def toggle_pace(self) -> None:
        self.model = replace(self.model, fast=not self.fast)

    def open_rules(self, game_id: str | None) -> None:
        """A game's rules (the one on screen when none is named) over the screen that is open."""
        chosen_game = game_id if game_id in registry.GAMES else self.session.game_id
        self.session = replace(self.session, message="", replacing=False)
        if chosen_game is None:
            self.session = replace(self.session, message=sentence(word(IllegalAction("choose a game first"))))
            return
        self.cover = RulesOver(chosen_game)

    def skip(self) -> None:
        """The computers play on until a person is to move (the page runs their bots)."""
        if self.session.computer_to_play:
            self.effects["skip"] = True

    def hint(self) -> None:
        """The hint's choices are the turn's, saved as the player's own (they survive a reload)."""
        self._hint()

    def toggle_sound(self) -> None:
        self.model = replace(self.model, sound=not self.sound)
        self.storage.set(SOUND_KEY, "on" if self.sound else "off")

    def choose_language(self, code: str | None) -> None:
        if code in LANGUAGES:
            use(code)
            self.model = replace(self.model, language=code)
            self.storage.set(LANGUAGE_KEY, code)

    def settle_carried(self, take: bool) -> None:
        """The player's answer to a carried game that would replace the saved one."""
        incoming = self.incoming
        if incoming is not None:
            self.cover = None
        if take and incoming is not None:
            self._adopt(incoming)

    def resume(self, game_id: str | None) -> None:
        loaded = self._load(game_id) if game_id is not None and game_id in self.saved else None
        if loaded is not None:
            self.session = loaded
            self._seat_anew()

    def history_game(self, index: int) -> str | None:
        """The game of the history's record ``index`` (None: no such record)."""
        records = self.history()
        return records[index].game if index < len(records) else None

    def _hint(self) -> None:
        session = self.session
        seat = session.seat
        if session.game is None or seat is None or session.rules.is_over(session.game):
            return
        if session.computer_to_play or session.screen is not Screen.TABLE or seat in session.remote:
            return
        # Drawn from what the seat may see, as its table is: a hint never tells another's secret.
        message, turn = session.screens.hint(session.rules.observe(session.game, seat), seat, session.turn)
        self.session = replace(chosen(session, turn), message=message)

    @property
    def step_seconds(self) -> float | None:
        """How long the page waits before the computer's next action; None when no computer is to play."""
        return STEP_SECONDS[self.fast] if self.session.computer_to_play else None

    def computers_played(self, actions: Sequence[tuple[int, Any]]) -> None:
        """The computers' actions (the page's bots chose them: ``Controller.think``), each said in
        words to the one at the screen from what they may see (a placement stays secret)."""
        session = self.session
        if not session.computer_to_play or session.game_id is None:
            return
        rules = session.rules
        game = session.game
        viewer = session.viewing_seat
        said = []
        for seat, action in actions:
            said.append(session.screens.describe(rules.observe(game, viewer), seat, action))
            game = rules.apply(game, seat, action)
        message = " ".join(said)
        self.session = handed_over(
            replace(session, game=game, turn=session.screens.empty_turn(), message=message)
        )
        self.persist()

    def _save_if_changed(self, before: Session) -> None:
        """The session's save written when what it holds changed; the statistics get the game once,
        when this very game ends (a game opened, begun or loaded over another records nothing)."""
        session = self.session
        if (
            session.archived
            or session.game is None
            or session.game_id is None
            or session.committed() == before.committed()
        ):
            return
        if session.link is not None:
            self.at_desk(
                lambda desk: desk.keep_moves()
            )  # a game by link is recorded by the desk, once every score is known
            return
        if session.rules.is_over(session.game) and self._ended_now(before):
            self.record(session)
        if session.daily is not None:
            daily = self.daily_slots[session.game_id]
            daily.write(json.dumps(to_save(session), separators=(",", ":")))
            return
        slot = self.slots[session.game_id]
        slot.write(json.dumps(to_save(session), separators=(",", ":")))
        over = session.rules.is_over(session.game)
        self.model = replace(
            self.model,
            saved=self.saved | {session.game_id},
            in_progress=self.in_progress - {session.game_id}
            if over
            else self.in_progress | {session.game_id},
        )

    def _ended_now(self, before: Session) -> bool:
        """The session's game is ``before``'s game played on from where it was not over."""
        session = self.session
        if before.game is None or before.game_id != session.game_id or before.daily != session.daily:
            return False
        rules = session.rules
        earlier = rules.log(before.game)
        return (
            not rules.is_over(before.game)
            and rules.config_to_json(before.game) == rules.config_to_json(session.game)
            and rules.log(session.game)[: len(earlier)] == earlier
        )

    def _mark_place(self) -> None:
        """Where a reload returns (``opening_game``): the game on screen, whether played or only
        opened; a game with friends or today's challenge only while it is not over. The home
        screen, the statistics, a set-up and a game from the history leave the last place as it is."""
        session, view = self.session, self.desk.view
        if view is not None:
            record = self.desk.records.get(view.tag)  # none yet for an invitation being answered
            if record is not None:
                self._mark(LAST_FRIEND_KEY, None if record.status == "over" else f"{view.game_id} {view.tag}")
            return
        if (
            session.game is None
            or session.game_id is None
            or session.archived
            or session.screen not in (Screen.TABLE, Screen.HANDOFF)
        ):
            return
        over = session.rules.is_over(session.game)
        if session.link is not None:
            self._mark(LAST_FRIEND_KEY, None if over else f"{session.game_id} {session.link}")
        elif session.daily is not None:
            daily = None if over else f"{session.game_id} {session.daily}"
            self._mark(LAST_DAILY_KEY, daily, self.daily_slots[session.game_id])
        elif session.game_id in self.saved:
            self._mark(LAST_GAME_KEY, session.game_id, self.slots[session.game_id])

    def _mark(self, key: str, value: str | None, slot: SaveSlot | None = None) -> None:
        places.mark(self.storage, key, value, slot)

    def _storage_notice(self) -> str | None:
        return NOT_SAVED if self.model.in_memory else None

    def _fixed_notices(self) -> int:
        return 1 if self._storage_notice() else 0

    def render(self) -> str:
        notice = self._storage_notice()
        fixed = [Notice(notice)] if notice else []
        session = self.session
        finished_solo = (
            session.screen is Screen.TABLE
            and session.game is not None
            and len(session.names) == 1
            and session.rules.is_over(session.game)
        )
        # The set-up of a guided game offers its guide until a game of it is finished here.
        first_visit = (
            session.screen is Screen.SETUP
            and session.game is None
            and session.game_id in registry.GAMES
            and registry.GAMES[session.game_id].guided
        )
        shown = self.history() if session.screen is Screen.STATS or finished_solo or first_visit else []
        cover = self.cover
        if isinstance(cover, CarriedChoice):
            return notices_bar([*fixed, *self.notices]) + carried_question(session, cover.carried)
        if isinstance(cover, LinkView):
            return notices_bar([*fixed, *self.notices]) + linkviews.screen(cover)
        if isinstance(cover, RulesOver):
            return notices_bar([*fixed, *self.notices]) + rules_screen(cover.game_id, under_rules(session))
        return render(
            self.session,
            [*fixed, *self.notices],
            self.fast,
            sorted(self.in_progress),
            shown,
            sound=self.sound,
            offer_guide=self.session.screen is Screen.HOME and self.offer_guide,
            friends=self.desk.home() if self.session.screen is Screen.HOME else ("", ""),
        )


def start(
    kept: Mapping[str, str],
    world: World,
    game_id: str | None = None,
    *,
    in_memory: bool = False,
    language: str | None = None,
    browser_language: str | None = None,
    carried: str | None = None,
    link: str | None = None,
) -> Model:
    """The page's first model, from its storage as the page read it (``kept``; ``in_memory``: there
    is none, or it refused to be read). The page speaks ``language`` (``?lang=``), else the
    player's last choice, else the browser's language when there is a catalogue for it, else
    English. ``Step.open`` says what opens."""
    chosen_language = language if language in LANGUAGES else kept.get(LANGUAGE_KEY)
    use(chosen_language if chosen_language in LANGUAGES else (browser_language or DEFAULT))
    model = Model(
        kept=dict(kept), in_memory=in_memory, sound=kept.get(SOUND_KEY) == "on", language=current_language()
    )
    step = Step(model, world)
    step.open(game_id, carried=carried, link=link)
    return step.model


def update(
    model: Model, world: World, cmd: str, arg: str | None, form: Mapping[str, str]
) -> tuple[Model, Effects]:
    """One command from the page (``commands.COMMANDS``, or the game's on the table): the next model
    and the effects for the page (``Effects``; ``skip``: the computers play on until a person is
    to move). A command found nowhere, or an argument that cannot be read, is refused in words
    and changes nothing else."""
    use(model.language)
    step = Step(model, world)
    effects = step.handle(cmd, arg, form)
    return step.model, _delivering(effects, step.deliveries)


def played(model: Model, world: World, actions: Sequence[tuple[int, Any]]) -> tuple[Model, Effects]:
    """The computers' actions (seat, action) played, as the page's bots chose them."""
    use(model.language)
    step = Step(model, world)
    step.computers_played(actions)
    return step.model, _delivering({}, step.deliveries)


def worked_out(model: Model, world: World, act: Callable[[Step], Any]) -> tuple[Model, Effects]:
    """What the page itself does to the model beside a command (a share said, a file refused, an
    imported history), worked out as a command is."""
    use(model.language)
    step = Step(model, world)
    act(step)
    return step.model, _delivering({}, step.deliveries)


def view(model: Model, world: World) -> str:
    """The page's HTML for ``model``."""
    use(model.language)
    return Step(model, world).render()


def _delivering(effects: Effects, made: Sequence[Delivery]) -> Effects:
    """``effects`` and the links made for the page's live connections to carry (``deliver``)."""
    if not made:
        return effects
    return {**effects, "deliver": [{"tag": tag, "link": link} for tag, link in made]}
