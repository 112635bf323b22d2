"""The page opening: the game it opens with (the address's game, a game with friends or today's
challenge last on screen, the last game played alone, else home), a game carried in the address
from the embed and the question whether it replaces the saved one, and the games with friends."""

from dataclasses import replace

from shelfie import registry
from shelfie.core import saves
from shelfie.core.errors import InvalidSave
from shelfie.core.saves import parse
from shelfie.ui.i18n import t
from shelfie.ui.shell import carry
from shelfie.ui.shell.desk import FRIENDS_KEY, loaded
from shelfie.ui.shell.keeping import Keeping
from shelfie.ui.shell.model import CarriedChoice
from shelfie.ui.shell.pagesave import from_save
from shelfie.ui.shell.places import (
    opening_daily,
    opening_friend,
    opening_game,
)
from shelfie.ui.shell.session import Session, dispatch, handed_over


class Opening(Keeping):
    """The page opening, and a game carried in its address."""

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

    def _load_friends(self) -> None:
        """The games with friends kept in storage; unreadable ones kept aside, and said."""
        text = self.stored(FRIENDS_KEY)
        kept, readable = loaded(text)
        if not readable:
            self.note(t("Your games with friends could not be read: they were kept aside."))
            if text is not None:
                self.storage.set(FRIENDS_KEY + ".unreadable", text)
        self.model = replace(self.model, friends=kept)

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

    def settle_carried(self, take: bool) -> None:
        """The player's answer to a carried game that would replace the saved one."""
        incoming = self.incoming
        if incoming is not None:
            self.cover = None
        if take and incoming is not None:
            self._adopt(incoming)
