"""The toy game's screens: the current player's own numbers, and a button per number."""

from collections.abc import Mapping
from typing import Any

from shelfie.ui.html import button, tag
from shelfie.ui.shell.screens import BaseScreens, Command, Table
from tests.ui.toygame.game import GAME


def _write(table: Table, arg: str | None) -> tuple[Any, Any]:
    return GAME.apply(table.game, table.seat or 0, int(arg or 0)), None


class ToyScreens(BaseScreens):
    game_id = "toy"
    commands: Mapping[str, Command] = {"write": _write}

    def table(self, table: Table) -> str:
        mine = table.game.written[table.viewer]
        secret = tag("p", f"Your numbers: {' '.join(map(str, mine)) or 'none'}", class_="secret")
        return secret + "".join(button(str(n), "write", n) for n in (1, 2, 3))

    def hint(self, game: Any, seat: int, turn: Any) -> tuple[str, Any]:
        return "Hint: write 3.", turn

    def describe(self, before: Any, seat: int, action: Any) -> str:
        return "A number was written."

    def rules(self) -> str:
        return tag("p", "Write 1, 2 or 3 on your turn; the highest total wins.")


SCREENS = ToyScreens()
