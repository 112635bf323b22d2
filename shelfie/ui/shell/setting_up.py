"""Home, set-up, settings, rules and the guided game: the session's own commands
(``session.dispatch``) with the settings each game keeps, a new game set up over the saved one,
and the rules over whatever screen is open."""

from collections.abc import Mapping
from dataclasses import replace

from shelfie import registry
from shelfie.core.errors import IllegalAction
from shelfie.ui.shell.model import RulesOver
from shelfie.ui.shell.refusals import sentence, word
from shelfie.ui.shell.session import Screen, Seats, Session, dispatch
from shelfie.ui.shell.updating import GUIDE_KEY, UpdateBase


class SettingUp(UpdateBase):
    """The commands of home, set-up, settings, rules and the guided game."""

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

    def open_rules(self, game_id: str | None) -> None:
        """A game's rules (the one on screen when none is named) over the screen that is open."""
        chosen_game = game_id if game_id in registry.GAMES else self.session.game_id
        self.session = replace(self.session, message="", replacing=False)
        if chosen_game is None:
            self.session = replace(self.session, message=sentence(word(IllegalAction("choose a game first"))))
            return
        self.cover = RulesOver(chosen_game)

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

    def resume(self, game_id: str | None) -> None:
        loaded = self._load(game_id) if game_id is not None and game_id in self.saved else None
        if loaded is not None:
            self.session = loaded
            self._seat_anew()
