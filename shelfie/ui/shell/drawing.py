"""The page drawn from the model: the screen with what covers it and the notices above, and the
address that says what is on screen (``here``, the embed's way out)."""

from shelfie import registry
from shelfie.ui.i18n import language
from shelfie.ui.shell import carry, linkviews
from shelfie.ui.shell.linkviews import LinkView
from shelfie.ui.shell.model import CarriedChoice, RulesOver
from shelfie.ui.shell.notices import Notice, notices_bar
from shelfie.ui.shell.session import Screen
from shelfie.ui.shell.updating import UpdateBase
from shelfie.ui.shell.views import carried_question, render, rules_screen, under_rules


class Drawing(UpdateBase):
    """What the page shows."""

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
