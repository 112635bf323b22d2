"""What a command leaves to keep, derived in one place from the session last kept and the
session now (``Keeping.persist``): the game's save and, once that very game ends, the statistics;
a game by link's moves and link; where a reload returns; a solo game's final screen prepared ahead.
All of it goes into the model's copy of storage, which the page writes."""

import json
from dataclasses import replace

from shelfie.ui.shell import places
from shelfie.ui.shell.pagesave import to_save
from shelfie.ui.shell.places import (
    LAST_DAILY_KEY,
    LAST_FRIEND_KEY,
    LAST_GAME_KEY,
)
from shelfie.ui.shell.session import Screen, Session
from shelfie.ui.shell.updating import (
    UpdateBase,
)


class Keeping(UpdateBase):
    """What a command or a computer's step leaves to keep."""

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
            self._mark(LAST_DAILY_KEY, daily)
        elif session.game_id in self.saved:
            self._mark(LAST_GAME_KEY, session.game_id)

    def _mark(self, key: str, value: str | None) -> None:
        places.mark(self.storage, key, value)

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
