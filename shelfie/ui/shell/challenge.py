"""Today's challenge: resumed if begun, its result if played (one attempt a day), else dealt from
the day's seed; and its result to share once it is over."""

from dataclasses import replace

from shelfie import registry
from shelfie.core import daily
from shelfie.core.errors import InvalidSave
from shelfie.core.saves import parse
from shelfie.registry import PERSON
from shelfie.ui.i18n import t
from shelfie.ui.shell.pagesave import from_save
from shelfie.ui.shell.session import Screen, Session
from shelfie.ui.shell.updating import UpdateBase
from shelfie.ui.shell.views import shared_result


class Challenge(UpdateBase):
    """Today's challenge."""

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

    def share_text(self) -> str:
        """The daily result to share (``views.shared_result``) and the site's address; nothing
        before the challenge is over."""
        lines = shared_result(self.session)
        return "\n".join([*lines, *([self.address] if self.address else [])]) if lines else ""
