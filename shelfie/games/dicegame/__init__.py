"""My Shelfie: The Dice Game, as data and pure functions.

Start with ``new_game``, ask ``legal_actions``, ``apply`` one, and read
``outcome`` once ``state.is_over``. Saves are ``dumps``/``loads``.
"""

from shelfie.core.contract import Event
from shelfie.games.dicegame.actions import (
    Action,
    Combo,
    CrossOut,
    Mark,
    MarkAny,
    Pass,
    Roll,
    StopRolling,
    action_from_json,
    action_to_json,
)
from shelfie.games.dicegame.board import DICE, JOKER, STANDARD_BOARD, Board
from shelfie.games.dicegame.grid import LINES, SIZE, Line, LineKind
from shelfie.games.dicegame.markings import legal_markings, markable_items
from shelfie.games.dicegame.record import FORMAT_VERSION, dumps, from_json, loads, replay, to_json
from shelfie.games.dicegame.rules import (
    apply,
    chance_dice,
    failed,
    legal_actions,
    markings,
    new_game,
    start,
)
from shelfie.games.dicegame.scoring import Outcome, ScoreCard, outcome, score
from shelfie.games.dicegame.sheet import ItemState, Sheet
from shelfie.games.dicegame.state import GameConfig, GameState, Phase

__all__ = [
    "DICE",
    "FORMAT_VERSION",
    "JOKER",
    "LINES",
    "SIZE",
    "STANDARD_BOARD",
    "Action",
    "Board",
    "Combo",
    "CrossOut",
    "Event",
    "GameConfig",
    "GameState",
    "ItemState",
    "Line",
    "LineKind",
    "Mark",
    "MarkAny",
    "Outcome",
    "Pass",
    "Phase",
    "Roll",
    "ScoreCard",
    "Sheet",
    "StopRolling",
    "action_from_json",
    "action_to_json",
    "apply",
    "chance_dice",
    "dumps",
    "failed",
    "from_json",
    "legal_actions",
    "legal_markings",
    "loads",
    "markable_items",
    "markings",
    "new_game",
    "outcome",
    "replay",
    "score",
    "start",
    "to_json",
]
