"""The dice game's part of the page: its commands, its screens and its turn's saved choices.

Commands turn a click into an engine action or a change of the turn's choices; the engine stays
the judge of legality, and a refusal (IllegalAction, DraftRefused) becomes the status message.
"""

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from shelfie.core.errors import IllegalAction, ShelfieError
from shelfie.games.dicegame.actions import CrossOut, Pass, Roll, StopRolling
from shelfie.games.dicegame.grid import SIZE
from shelfie.games.dicegame.rules import apply
from shelfie.games.dicegame.state import GameState, Phase
from shelfie.ui.dicegame import board_form, history
from shelfie.ui.dicegame import guide as first_game
from shelfie.ui.dicegame import turn as turns
from shelfie.ui.dicegame.draft import Draft, DraftRefused, select_combo, to_action, toggle_die, toggle_item
from shelfie.ui.dicegame.labels import face_name
from shelfie.ui.dicegame.narration import describe
from shelfie.ui.dicegame.turn import TurnChoices
from shelfie.ui.dicegame.view_screens import final_screen, position_screen, replay_step, table_screen
from shelfie.ui.i18n import t
from shelfie.ui.shell.screens import BaseScreens, Command, Table
from shelfie.ui.shell.session import index

Result = tuple[GameState, TurnChoices]


def _roll(table: Table, arg: str | None) -> Result:
    """Kept dice stay kept for the next re-roll too, until the player releases them."""
    game: GameState = table.game
    keep = table.turn.keep if game.phase is Phase.REROLL else frozenset()
    rolled = apply(game, Roll(keep))
    return rolled, TurnChoices(keep=keep if rolled.phase is Phase.REROLL else frozenset())


def _keep(table: Table, arg: str | None) -> Result:
    game: GameState = table.game
    if game.phase is not Phase.REROLL:
        raise IllegalAction("dice can be kept only between rolls")
    pos = index(arg, len(game.dice))
    return game, replace(table.turn, keep=table.turn.keep ^ {pos})


def _stop(table: Table, arg: str | None) -> Result:
    return apply(table.game, StopRolling()), TurnChoices()


def _marking(table: Table) -> GameState:
    game: GameState = table.game
    if game.phase is not Phase.MARK:
        raise IllegalAction("items are marked after rolling")
    return game


def _item(table: Table, arg: str | None) -> Result:
    game = _marking(table)
    shelf, column = (index(part, SIZE) for part in (arg or "").split(",", 1))
    return game, TurnChoices(draft=toggle_item(game, table.turn.draft, (shelf, column)))


def _die(table: Table, arg: str | None) -> Result:
    game = _marking(table)
    return game, TurnChoices(draft=toggle_die(game, table.turn.draft, index(arg, len(game.dice))))


def _combo(table: Table, arg: str | None) -> Result:
    draft = table.turn.draft
    return table.game, TurnChoices(draft=select_combo(draft, index(arg, len(draft.combos))))


def _clear(table: Table, arg: str | None) -> Result:
    return table.game, TurnChoices(draft=Draft())


def _confirm(table: Table, arg: str | None) -> Result:
    game = _marking(table)
    if not table.turn.draft.combos:
        raise IllegalAction("choose at least one item to mark")
    return apply(game, to_action(game, table.turn.draft)), TurnChoices()


def _cross(table: Table, arg: str | None) -> Result:
    return apply(_marking(table), CrossOut(index(arg, SIZE))), TurnChoices()


def _pass(table: Table, arg: str | None) -> Result:
    return apply(_marking(table), Pass()), TurnChoices()


class DiceScreens(BaseScreens):
    game_id = "dicegame"
    commands: Mapping[str, Command] = {
        "roll": _roll,
        "keep": _keep,
        "stop": _stop,
        "item": _item,
        "die": _die,
        "combo": _combo,
        "clear": _clear,
        "confirm": _confirm,
        "cross": _cross,
        "pass": _pass,
    }
    refusals: tuple[type[Exception], ...] = (DraftRefused,)

    def empty_turn(self) -> TurnChoices:
        return TurnChoices()

    turn_to_json = staticmethod(turns.to_json)
    turn_from_json = staticmethod(turns.from_json)
    table = staticmethod(table_screen)

    def final(self, table: Table) -> str:
        return final_screen(table.game, table.kinds, rematch=not table.daily)

    replay_step = staticmethod(replay_step)
    position = staticmethod(position_screen)

    def hint(self, game: GameState, seat: int, turn: TurnChoices) -> tuple[str, TurnChoices]:
        """Imported on the first hint: the Hard bot's tables cost start-up time."""
        from shelfie.ui.dicegame.hints import hint, shared_bot

        advice = hint(game, shared_bot())
        return advice.text, replace(turn, hinted=advice.dice)

    def describe(self, before: GameState, seat: int, action: Any) -> str:
        return describe(before, action)

    def settings_summary(self, options: Mapping[str, Any] | None) -> str | None:
        return board_form.summary(options)

    def settings_form(self, options: Mapping[str, Any] | None, typed: Mapping[str, str] | None) -> str:
        return board_form.form(options, typed)

    def read_settings(self, form: Mapping[str, str]) -> dict[str, Any]:
        return board_form.read(form)

    narrate = staticmethod(history.narrate)
    picture = staticmethod(history.picture)
    guided_setup = staticmethod(first_game.setup)
    guide = staticmethod(first_game.say)

    def rules(self) -> str:
        from shelfie.ui.dicegame.rules_page import rules_page

        return rules_page()

    def word(self, refusal: Exception) -> str:
        """Die faces and shelf icons in a refusal are named as the board names them."""
        if not isinstance(refusal, ShelfieError):
            return str(refusal)
        values = {
            key: face_name(str(value))
            if key in ("icon", "face")
            else t(value)
            if isinstance(value, str)
            else value
            for key, value in refusal.values.items()
        }
        return t(refusal.template, **values)

    def round(self, game: GameState) -> int:
        return game.round

    def upgrade_page_save(self, data: dict[str, Any]) -> dict[str, Any]:
        return turns.upgrade_page_save(data)


SCREENS = DiceScreens()
