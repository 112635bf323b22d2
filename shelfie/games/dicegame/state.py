"""The immutable game state and the set-up that starts it."""

from dataclasses import dataclass, field
from enum import Enum

from shelfie.core.contract import Event
from shelfie.core.errors import InvalidConfig
from shelfie.core.setup import check_players, check_seed
from shelfie.games.dicegame.board import STANDARD_BOARD, Board
from shelfie.games.dicegame.sheet import Sheet

MIN_PLAYERS = 1
MAX_PLAYERS = 4
REROLLS = 2


class Phase(Enum):
    ROLL = "roll"
    """The turn has begun: the only move is the first roll of all six dice."""
    REROLL = "reroll"
    """Dice are on the table and re-rolls remain: re-roll some, or stop."""
    MARK = "mark"
    """The final result is on the table: mark, or after a failed result cross out or pass."""
    OVER = "over"


@dataclass(frozen=True)
class GameConfig:
    """Everything fixed before the first roll; with the event log it determines the game."""

    players: tuple[str, ...]
    seed: int
    first_player: int
    board: Board = STANDARD_BOARD

    def __post_init__(self) -> None:
        players = self.players
        if not isinstance(players, tuple):
            raise InvalidConfig("the players must be a tuple of names")
        check_players(players, "The dice game", MIN_PLAYERS, MAX_PLAYERS)
        check_seed(self.seed)
        first = self.first_player
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < len(players):
            raise InvalidConfig(f"the first player must be a seat from 0 to {len(players) - 1}")
        if not isinstance(self.board, Board):
            raise InvalidConfig("the board must be a Board")

    @property
    def last_seat(self) -> int:
        """The seat before the first player: the round ends after their turn."""
        return (self.first_player - 1) % len(self.players)


@dataclass(frozen=True)
class GameState:
    config: GameConfig
    current: int
    phase: Phase
    sheets: tuple[Sheet, ...]
    dice: tuple[str, ...] = ()
    rerolls_left: int = 0
    turn: int = 0
    """Turns completed so far, over all players."""
    end_triggered: bool = False
    log: tuple[Event, ...] = field(default=(), repr=False)

    @property
    def board(self) -> Board:
        return self.config.board

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def current_sheet(self) -> Sheet:
        return self.sheets[self.current]

    @property
    def round(self) -> int:
        """1-based round number: every player has had the same number of turns at a round's end."""
        return self.turn // len(self.config.players) + 1
