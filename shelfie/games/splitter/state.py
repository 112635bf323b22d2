"""A game of Splitter as one immutable value, and its one kind of action.

Everyone writes the same two numbers each round, in secret: a seat's placement waits in
``pending`` until every seat has placed, then all are written at once and the next roll is made.
"""

from dataclasses import dataclass

from shelfie.core.contract import Event
from shelfie.games.splitter.pads import PADS, Pad

ROUNDS = 22
MIN_PLAYERS = 1
MAX_PLAYERS = 8


@dataclass(frozen=True, slots=True)
class Place:
    """Write ``number`` at (row, column) and this round's other number in its mirror space."""

    row: int
    column: int
    number: int


SECRET = Place(-1, -1, 0)
"""Another seat's placement of this round, as an observation shows it: made, but not seen."""


@dataclass(frozen=True, slots=True)
class Config:
    players: tuple[str, ...]
    seed: int
    pad: str
    """"A" or "B", the same for the whole table."""
    first_roll: tuple[int, int]
    """The first round's numbers, drawn from the seed at set-up; later rolls are in the log."""


@dataclass(frozen=True, slots=True)
class State:
    config: Config
    round: int
    """Rounds completed (0 to 22)."""
    dice: tuple[int, ...]
    """This round's two numbers; empty once the game is over."""
    pads: tuple[tuple[int, ...], ...]
    """Per seat, the number in every cell (``pads.CELLS``), 0 where nothing is written yet."""
    pending: tuple[Place | None, ...]
    """Per seat, this round's placement, written onto the pads when everyone has placed."""
    log: tuple[Event, ...] = ()

    @property
    def pad(self) -> Pad:
        return PADS[self.config.pad]

    @property
    def is_over(self) -> bool:
        return self.round == ROUNDS
