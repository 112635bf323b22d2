"""The turn's uncommitted choices (dice to keep, the marking being put together) and their save.

Saved with the game so a reload resumes the turn exactly; a save whose choices do not fit the
game is an InvalidSave, never a crash later while drawing."""

from dataclasses import dataclass, field
from typing import Any

from shelfie.core.errors import InvalidSave
from shelfie.games.dicegame.actions import Combo
from shelfie.games.dicegame.board import DICE
from shelfie.games.dicegame.grid import SIZE
from shelfie.games.dicegame.markings import MAX_COMBOS
from shelfie.games.dicegame.state import GameState, Phase
from shelfie.ui.dicegame.draft import Draft


@dataclass(frozen=True)
class TurnChoices:
    keep: frozenset[int] = frozenset()
    """Dice the player has set aside: not thrown by a re-roll, and still kept after it."""
    draft: Draft = field(default_factory=Draft)
    hinted: frozenset[int] = frozenset()
    """The dice the last hint said to keep, highlighted until the next roll (not saved)."""


def to_json(turn: TurnChoices) -> dict[str, Any]:
    return {
        "keep": sorted(turn.keep),
        "draft": [{"shelf": c.shelf, "column": c.column, "dice": list(c.dice)} for c in turn.draft.combos],
        "active": turn.draft.active,
    }


def from_json(data: object, game: GameState) -> TurnChoices:
    if not isinstance(data, dict):
        raise InvalidSave("the save's unconfirmed choices are unreadable")
    keep = frozenset(_positions(data.get("keep", []), DICE, "kept dice"))
    draft = _draft_from_save(data.get("draft", []), data.get("active"))
    if (keep and game.phase is not Phase.REROLL) or (draft.combos and game.phase is not Phase.MARK):
        raise InvalidSave("the save's unconfirmed choices do not fit the game")
    return TurnChoices(keep, draft)


def upgrade_page_save(data: dict[str, Any]) -> dict[str, Any]:
    """A page save of version 1 (before the shell): the turn's choices were top-level fields."""
    turn = {key: data[key] for key in ("keep", "draft", "active") if key in data}
    upgraded = {key: value for key, value in data.items() if key not in turn}
    return {**upgraded, "version": 2, "turn": turn}


def _positions(value: object, size: int, what: str) -> list[int]:
    if not isinstance(value, list) or not all(
        isinstance(pos, int) and not isinstance(pos, bool) and 0 <= pos < size for pos in value
    ):
        raise InvalidSave(f"the save's {what} are unreadable")
    return value


def _draft_from_save(combos: object, active: object) -> Draft:
    """The unconfirmed marking: 1-3 distinct items, each die used at most once."""
    if not isinstance(combos, list) or len(combos) > MAX_COMBOS:
        raise InvalidSave("the save's chosen items are unreadable")
    parsed = []
    for combo in combos:
        if not isinstance(combo, dict):
            raise InvalidSave("the save's chosen items are unreadable")
        shelf, column = _positions([combo.get("shelf"), combo.get("column")], SIZE, "chosen items")
        parsed.append(Combo(shelf, column, tuple(_positions(combo.get("dice"), DICE, "chosen dice"))))
    used = [pos for combo in parsed for pos in combo.dice]
    if len({(c.shelf, c.column) for c in parsed}) != len(parsed) or len(set(used)) != len(used):
        raise InvalidSave("the save's chosen items use an item or a die twice")
    if active is not None and (not parsed or _positions([active], len(parsed), "chosen items") != [active]):
        raise InvalidSave("the save's chosen items are unreadable")
    return Draft(tuple(parsed), active if isinstance(active, int) else None)
