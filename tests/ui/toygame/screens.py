"""The toy game's screens: the current player's own numbers, and a button per number."""

from collections.abc import Mapping
from typing import Any

from shelfie.ui.html import button, tag
from shelfie.ui.shell.screens import Command, Table
from tests.ui.toygame.game import GAME


def _write(table: Table, arg: str | None) -> tuple[Any, Any]:
    return GAME.apply(table.game, table.seat or 0, int(arg or 0)), None


class ToyScreens:
    game_id = "toy"
    commands: Mapping[str, Command] = {"write": _write}
    refusals: tuple[type[Exception], ...] = ()

    def empty_turn(self) -> None:
        return None

    def turn_to_json(self, turn: Any) -> dict[str, Any]:
        return {}

    def turn_from_json(self, data: object, game: Any) -> None:
        return None

    def table(self, table: Table) -> str:
        seat = table.seat or 0
        mine = GAME.observe(table.game, seat).written[seat]
        secret = tag("p", f"Your numbers: {' '.join(map(str, mine)) or 'none'}", class_="secret")
        return secret + "".join(button(str(n), "write", n) for n in (1, 2, 3))

    def final(self, table: Table) -> str:
        return tag("p", f"Scores: {list(GAME.outcome(table.game).scores)}")

    def hint(self, game: Any, seat: int, turn: Any) -> tuple[str, Any]:
        return "Hint: write 3.", turn

    def describe(self, before: Any, seat: int, action: Any) -> str:
        return "A number was written."

    def settings_summary(self, options: Any) -> None:
        return None

    def settings_form(self, options: Any, typed: Any) -> str:
        return ""

    def read_settings(self, form: Any) -> dict[str, Any]:
        return {}

    def guided_setup(self) -> None:
        return None

    def guide(self, game: Any) -> None:
        return None

    def rules(self) -> str:
        return tag("p", "Write 1, 2 or 3 on your turn; the highest total wins.")

    def word(self, refusal: Exception) -> str:
        return str(refusal)

    def round(self, game: Any) -> None:
        return None

    def share_picture(self, game: Any) -> None:
        return None

    def upgrade_page_save(self, data: dict[str, Any]) -> dict[str, Any]:
        return data


SCREENS = ToyScreens()
