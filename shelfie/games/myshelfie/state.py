"""A game of My Shelfie as one immutable value, and its one kind of action."""

from dataclasses import dataclass

from shelfie.core.contract import Event

MIN_PLAYERS = 2
MAX_PLAYERS = 4


@dataclass(frozen=True, slots=True)
class Take:
    """Take the tiles at ``spaces`` (board spaces, in the order they are placed: the first lands
    lowest) and put them into ``column`` of the bookshelf."""

    spaces: tuple[int, ...]
    column: int


@dataclass(frozen=True, slots=True)
class Config:
    players: tuple[str, ...]
    seed: int
    first_player: int
    common: tuple[int, ...]
    """The common goal cards in play (1 or 2 card numbers)."""
    personal: tuple[int, ...]
    """Each seat's personal goal card (secret: an observation shows only the seat's own)."""
    board: tuple[int, ...]
    """The living room as first filled (81 spaces); later refills are in the log."""
    bag: tuple[int, ...]
    """The bag's tiles of each type before the first fill (22 each in the printed game)."""
    by_link: bool = False
    """The personal goals were dealt by play by link (``with_secrets``): each from its own
    player's committed number, so two may be the same card, and a card not shown yet on this
    device is 0. Every other set-up deals different cards from 1 to 12, as the rulebook does."""


@dataclass(frozen=True, slots=True)
class State:
    config: Config
    turn: int
    """Turns played."""
    board: tuple[int, ...]
    bag: tuple[int, ...]
    """Tiles of each type left in the bag."""
    shelves: tuple[tuple[int, ...], ...]
    tokens: tuple[tuple[int, ...], ...]
    """Per common goal card, the tokens left on it, lowest first (the last is on top)."""
    won: tuple[tuple[tuple[int, int], ...], ...]
    """Per seat, (card, points) of each common goal token taken."""
    end_token: int | None
    """The seat holding the end-game token, or None."""
    over: bool = False
    log: tuple[Event, ...] = ()

    @property
    def current(self) -> int:
        return (self.config.first_player + self.turn) % len(self.config.players)
