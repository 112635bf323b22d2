"""My Shelfie's part of the page: its commands, its screens and its turn's saved choices.

Taking is pick tiles (only those that can still make a legal take are offered), choose a column
(only those with room), order them, put them in: free until confirmed. The engine stays the judge.
"""

from collections.abc import Mapping
from typing import Any

from shelfie.core.errors import N_, IllegalAction, ShelfieError
from shelfie.games.myshelfie import shelf as shelves
from shelfie.games.myshelfie.board import CELLS
from shelfie.games.myshelfie.game import FIRST_GAME, GAME
from shelfie.games.myshelfie.state import State, Take
from shelfie.ui.html import esc, join, tag
from shelfie.ui.i18n import t
from shelfie.ui.myshelfie import guide as first_game
from shelfie.ui.myshelfie import turn as turns
from shelfie.ui.myshelfie.labels import tile_at, took
from shelfie.ui.myshelfie.narration import describe, narrate, taken
from shelfie.ui.myshelfie.turn import TurnChoices
from shelfie.ui.myshelfie.view_board import can_take
from shelfie.ui.myshelfie.view_screens import final_screen, position_screen, replay_step, table_screen
from shelfie.ui.shell.screens import BaseScreens, Command, Table
from shelfie.ui.shell.session import index

Result = tuple[State, TurnChoices]


def _taking(table: Table) -> tuple[State, int]:
    game: State = table.game
    if game.over:
        raise IllegalAction("the game is over")
    return game, game.current


def _tile(table: Table, arg: str | None) -> Result:
    """Pick a tile (again: put it back); only a tile that can still make a legal take with the
    others picked is accepted."""
    game, seat = _taking(table)
    space = index(arg, CELLS)
    turn: TurnChoices = table.turn
    if space in turn.picked:
        return game, TurnChoices(tuple(s for s in turn.picked if s != space), turn.column)
    if not game.board[space]:
        raise IllegalAction("there is no tile there")
    if not can_take(game, seat, (*turn.picked, space)):
        raise IllegalAction(
            "the {tile} cannot be taken together with the tiles picked",
            tile=tile_at(game, space),
        )
    return game, TurnChoices((*turn.picked, space), turn.column)


def _column(table: Table, arg: str | None) -> Result:
    game, seat = _taking(table)
    column = index(arg, shelves.COLUMNS)
    turn: TurnChoices = table.turn
    room = shelves.room(game.shelves[seat], column)
    if room < max(1, len(turn.picked)):
        raise IllegalAction(
            "column {column} has room for {free} tiles, not {count}",
            column=column + 1,
            free=room,
            count=len(turn.picked),
        )
    return game, TurnChoices(turn.picked, column)


def _earlier(table: Table, arg: str | None) -> Result:
    """Move a picked tile one place earlier in the placing order (lower in the column)."""
    game, _seat = _taking(table)
    turn: TurnChoices = table.turn
    position = index(arg, len(turn.picked))
    if position == 0:
        return game, turn
    order = list(turn.picked)
    order[position - 1], order[position] = order[position], order[position - 1]
    return game, TurnChoices(tuple(order), turn.column)


def _clear(table: Table, arg: str | None) -> Result:
    return table.game, TurnChoices()


def _confirm(table: Table, arg: str | None) -> Result:
    game, seat = _taking(table)
    turn: TurnChoices = table.turn
    if not turn.picked:
        raise IllegalAction("pick 1 to 3 tiles first")
    if turn.column is None:
        raise IllegalAction("choose a column for the tiles first")
    return GAME.apply(game, seat, Take(turn.picked, turn.column)), TurnChoices()


class MyShelfieScreens(BaseScreens):
    game_id = "myshelfie"
    commands: Mapping[str, Command] = {
        "tile": _tile,
        "column": _column,
        "earlier": _earlier,
        "clear": _clear,
        "confirm": _confirm,
    }

    def empty_turn(self) -> TurnChoices:
        return TurnChoices()

    turn_to_json = staticmethod(turns.to_json)
    turn_from_json = staticmethod(turns.from_json)
    table = staticmethod(table_screen)

    def final(self, table: Table) -> str:
        return final_screen(table.game, table.names, table.kinds, rematch=not table.daily)

    replay_step = staticmethod(replay_step)
    position = staticmethod(position_screen)

    def hint(self, game: State, seat: int, turn: TurnChoices) -> tuple[str, TurnChoices]:
        """The Hard bot's take, picked and ordered on the board (the player only confirms), and why
        in numbers (``hints.why``)."""
        from shelfie.bots.myshelfie.search import SearchBot, explain
        from shelfie.ui.myshelfie.hints import why

        seen = GAME.observe(game, seat)
        action = SearchBot().decide(seen, seat)
        text = t(
            "Hint: take {tiles} into column {number}, in that order from the bottom.",
            tiles=took(game, action),
            number=action.column + 1,
        )
        nxt = game.config.players[(seat + 1) % len(game.config.players)]
        return f"{text} {why(explain(seen, seat, action), nxt)}", TurnChoices(action.spaces, action.column)

    describe = staticmethod(describe)

    guided_setup = staticmethod(first_game.setup)
    guide = staticmethod(first_game.say)
    narrate = staticmethod(narrate)
    picture = staticmethod(taken)

    def settings_summary(self, options: Mapping[str, Any] | None) -> str:
        if (options or {}).get(FIRST_GAME):
            return t("First game: one common goal card.")
        return t("Two common goal cards.")

    def settings_form(self, options: Mapping[str, Any] | None, typed: Mapping[str, str] | None) -> str:
        first = (typed or {}).get(FIRST_GAME) == "yes" or bool((options or {}).get(FIRST_GAME))
        choices = join(
            tag(
                "label",
                tag("input", type="radio", name=FIRST_GAME, value=value, checked=(value == "yes") == first)
                + " "
                + esc(text),
                class_="choice",
            )
            for value, text in (
                ("no", t("Two common goal cards")),
                ("yes", t("One common goal card (first game)")),
            )
        )
        return tag("fieldset", tag("legend", esc(t("Common goal cards"))) + choices, class_="pads")

    def read_settings(self, form: Mapping[str, str]) -> dict[str, Any]:
        choice = form.get(FIRST_GAME)
        if choice not in ("yes", "no"):
            raise ShelfieError(N_("choose one or two common goal cards"))
        return {FIRST_GAME: True} if choice == "yes" else {}

    def rules(self) -> str:
        from shelfie.ui.myshelfie.rules_page import rules_page

        return rules_page()


SCREENS = MyShelfieScreens()
