"""The game on the table: hints drawn from what the seat may see, the computers' moves played as
the page's bots chose them (said in words from the viewer's observation), Skip, and a solo game's
par worked out on request."""

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from shelfie.ui.shell.keeping import Keeping
from shelfie.ui.shell.session import Screen, chosen, handed_over
from shelfie.ui.shell.updating import STEP_SECONDS


class Playing(Keeping):
    """The commands of the game on the table beside the game's own."""

    def hint(self) -> None:
        """The hint's choices are the turn's, saved as the player's own (they survive a reload)."""
        self._hint()

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

    def skip(self) -> None:
        """The computers play on until a person is to move (the page runs their bots)."""
        if self.session.computer_to_play:
            self.effects["skip"] = True

    def work_out_par(self) -> None:
        """What a finished solo game's par could not say yet, worked out now (the player asked)."""
        session = self.session
        if session.game is not None and len(session.names) == 1 and session.rules.is_over(session.game):
            session.screens.ahead(session.game, everything=True)

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

    @property
    def step_seconds(self) -> float | None:
        """How long the page waits before the computer's next action; None when no computer is to play."""
        return STEP_SECONDS[self.fast] if self.session.computer_to_play else None
