"""My Shelfie's rules: set-up, the legal takes, applying one, the end, and scoring.

``apply`` returns a new state or raises ``IllegalAction`` with the reason, the state unchanged.
Every draw from the bag is a pure function of the seed and recorded: the first fill in the
config, each refill as the chance of the take that caused it.
"""

from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import permutations
from typing import TYPE_CHECKING, Any

from shelfie.core import rng
from shelfie.core.chance import NO_CHANCE, Bag, Chance
from shelfie.core.contract import Event, Outcome, seat_of
from shelfie.core.errors import IllegalAction, InvalidConfig, shown
from shelfie.core.setup import check_players, check_seed
from shelfie.games.myshelfie import board as living
from shelfie.games.myshelfie import shelf as shelves
from shelfie.games.myshelfie.goals import (
    COMMON_GOALS,
    PERSONAL_CARDS,
    TOKENS,
    group_points,
    personal_matches,
    personal_points,
)
from shelfie.games.myshelfie.state import MAX_PLAYERS, MIN_PLAYERS, Config, State, Take
from shelfie.games.myshelfie.tiles import EMPTY, PER_TYPE, TYPES

if TYPE_CHECKING:
    import random

REFILL_AT = 4
"""The board is refilled when a turn leaves it with this many tiles or fewer."""
FIRST_PLAYER, COMMON, PERSONAL, FILL = 1, 2, 3, 4
"""Keys of the seed's independent draws (a refill's key also holds the turn)."""


def fill(
    seed: int, key: tuple[int, ...], board: tuple[int, ...], usable: frozenset[int], bag: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Every empty usable space gets a tile from the bag, in space order; with a short bag the
    drawn tiles go to randomly chosen spaces and the rest stay empty (``chance.Bag``'s draw). The
    new board and bag."""
    empty = [space for space in sorted(usable) if board[space] == EMPTY]
    drawn = Bag(bag, len(empty)).draw(seed, key)
    cells, left = list(board), list(bag)
    for space, tile in zip(empty, drawn, strict=True):
        if tile:
            cells[space] = tile
            left[tile - 1] -= 1
    return tuple(cells), tuple(left)


def _distinct(seed: int, key: int, count: int, among: int) -> tuple[int, ...]:
    """``count`` different card numbers from 1..``among``, drawn from the seed."""
    cards = list(range(1, among + 1))
    chosen = []
    for n in range(count):
        chosen.append(cards.pop(rng.draw(seed, (key, n), 1, len(cards))[0]))
    return tuple(chosen)


def new_game(
    players: Sequence[str], seed: int, *, first_game: bool = False, bag: Sequence[int] | None = None
) -> State:
    """A game at its start, every draw from ``seed``: the first player, the common goal cards (one
    for a first game), the personal goal cards (all different) and the first fill of the board."""
    check_players(players, "My Shelfie", MIN_PLAYERS, MAX_PLAYERS)
    check_seed(seed)
    full = tuple(bag) if bag is not None else (PER_TYPE,) * len(TYPES)
    usable = living.USABLE[len(players)]
    board, _left = fill(seed, (FILL, 0), (EMPTY,) * living.CELLS, usable, full)
    config = Config(
        tuple(players),
        seed,
        rng.draw(seed, (FIRST_PLAYER,), 1, len(players))[0],
        _distinct(seed, COMMON, 1 if first_game else 2, len(COMMON_GOALS)),
        _distinct(seed, PERSONAL, len(players), len(PERSONAL_CARDS)),
        board,
        full,
    )
    return start(config)


def _check_personal(cards: Sequence[object], seats: int, by_link: object) -> None:
    """Every set-up deals each player a different card from 1 to 12. A game by link deals each
    card apart, so two may be the same, and a device that has not yet seen another's card holds 0
    for it (``with_secrets``): its replay starts from that set-up too."""
    if not isinstance(by_link, bool):
        raise InvalidConfig("the set-up says whether it was dealt by link with true or false")
    whole = len(cards) == seats and all(isinstance(c, int) and not isinstance(c, bool) for c in cards)
    if by_link:
        if not whole or not all(c in range(len(PERSONAL_CARDS) + 1) for c in cards):
            raise InvalidConfig("one personal goal card from 1 to 12, or 0, for each player")
    elif not whole or not all(c in range(1, len(PERSONAL_CARDS) + 1) for c in cards):
        raise InvalidConfig("one personal goal card from 1 to 12 for each player")
    elif len(set(cards)) != len(cards):
        raise InvalidConfig("each player holds a different personal goal card")


def start(config: Config) -> State:
    check_players(config.players, "My Shelfie", MIN_PLAYERS, MAX_PLAYERS)
    check_seed(config.seed)
    seats = len(config.players)
    if not (
        isinstance(config.first_player, int)
        and not isinstance(config.first_player, bool)
        and 0 <= config.first_player < seats
    ):
        raise InvalidConfig("the first player must be a seat")
    if (
        not 1 <= len(config.common) <= 2
        or len(set(config.common)) != len(config.common)
        or not all(c in range(1, 13) for c in config.common)
    ):
        raise InvalidConfig("one or two different common goal cards from 1 to 12")
    _check_personal(config.personal, seats, config.by_link)
    if len(config.bag) != len(TYPES) or not all(
        isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= PER_TYPE for n in config.bag
    ):
        raise InvalidConfig("the bag holds 0 to 22 tiles of each type")
    usable = living.USABLE[seats]
    board = config.board
    if len(board) != living.CELLS or any(
        t not in range(7) or (t and s not in usable) for s, t in enumerate(board)
    ):
        raise InvalidConfig("the board's first fill does not fit the table")
    bag = list(config.bag)
    for tile in board:
        if tile:
            bag[tile - 1] -= 1
    if min(bag) < 0:
        raise InvalidConfig("the board's first fill does not fit the table")
    # A fill takes tiles until every space in play has one or the bag is empty (``fill``), and a
    # board with no tile leaves the first player no take: neither can begin a game.
    if sum(bag) and any(not board[space] for space in usable):
        raise InvalidConfig("the board's first fill leaves a space empty while the bag holds tiles")
    if not any(board):
        raise InvalidConfig("the board's first fill holds no tile")
    stack = TOKENS[seats]
    return State(
        config,
        0,
        board,
        tuple(bag),
        (shelves.EMPTY_SHELF,) * seats,
        tuple(stack for _ in config.common),
        ((),) * seats,
        None,
    )


def to_move(state: State) -> frozenset[int]:
    return frozenset() if state.over else frozenset({state.current})


def most_tiles(shelf: tuple[int, ...]) -> int:
    """The most tiles this bookshelf can take in one turn: the room of its emptiest column, up to 3."""
    return min(living.MAX_TAKE, max(shelves.room(shelf, c) for c in range(shelves.COLUMNS)))


def legal_actions(state: State, seat: int) -> list[Take]:
    """One take per distinct effect: each takeable set, each column with room, each distinct order
    of the tile types (two tiles of one type in either order are the same take)."""
    if seat_of(seat, len(state.config.players)) not in to_move(state):
        return []
    shelf = state.shelves[seat]
    usable = living.USABLE[len(state.config.players)]
    rooms = [shelves.room(shelf, column) for column in range(shelves.COLUMNS)]
    found: list[Take] = []
    for spaces in living.takeable_sets(state.board, usable, min(living.MAX_TAKE, max(rooms))):
        orders: dict[tuple[int, ...], tuple[int, ...]] = {}
        for order in permutations(spaces):
            orders.setdefault(tuple(state.board[s] for s in order), order)
        distinct = list(orders.values())
        for column, free in enumerate(rooms):
            if free >= len(spaces):
                found.extend(Take(order, column) for order in distinct)
    return found


def check(state: State, seat: int, action: object) -> Take:
    """The take, or IllegalAction saying why ``seat`` may not make it now."""
    if state.over:
        raise IllegalAction("the game is over")
    if seat_of(seat, len(state.config.players)) not in to_move(state):
        raise IllegalAction("it is {name}'s turn", name=state.config.players[state.current])
    if not isinstance(action, Take) or not isinstance(action.spaces, tuple):
        raise IllegalAction("that is not a take")
    for value in (*action.spaces, action.column):
        if isinstance(value, bool) or not isinstance(value, int):
            raise IllegalAction("{value} is not a whole number", value=shown(value))
    usable = living.USABLE[len(state.config.players)]
    if not 1 <= len(action.spaces) <= living.MAX_TAKE:
        raise IllegalAction("take 1, 2 or 3 tiles")
    for space in action.spaces:
        if not 0 <= space < living.CELLS:
            raise IllegalAction("{space} is not a space of the living room", space=shown(space))
        if space not in usable or state.board[space] == EMPTY:
            raise IllegalAction("there is no tile at {space}", space=space_name(space))
        if not living.is_free(state.board, usable, space):
            raise IllegalAction("the tile at {space} has no free side", space=space_name(space))
    if not living.in_line(action.spaces):
        raise IllegalAction("the tiles must form a straight line of adjacent spaces")
    if not 0 <= action.column < shelves.COLUMNS:
        raise IllegalAction("there is no column {column} in a bookshelf", column=shown(action.column + 1))
    free = shelves.room(state.shelves[seat], action.column)
    if free < len(action.spaces):
        raise IllegalAction(
            "column {column} has room for {free} tiles, not {count}",
            column=action.column + 1,
            free=free,
            count=len(action.spaces),
        )
    return action


def space_name(space: int) -> str:
    row, column = living.position(space)
    return f"{row + 1}-{column + 1}"


def apply(state: State, seat: int, action: Take, chance: Sequence[Any] | None = None) -> State:
    take = check(state, seat, action)
    players = len(state.config.players)
    board = list(state.board)
    tiles = tuple(board[space] for space in take.spaces)
    for space in take.spaces:
        board[space] = EMPTY
    shelf = shelves.drop(state.shelves[seat], take.column, tiles)
    tokens = list(state.tokens)
    won = list(state.won)
    for index, card in enumerate(state.config.common):
        if card in {c for c, _ in won[seat]} or not tokens[index]:
            continue
        if COMMON_GOALS[card - 1].check(shelf):
            won[seat] = (*won[seat], (card, tokens[index][-1]))
            tokens[index] = tokens[index][:-1]
    end_token = state.end_token
    if end_token is None and shelves.is_full(shelf):
        end_token = seat
    bag = state.bag
    new_board = tuple(board)
    drawn: tuple[int, ...] = ()
    back = refill_bag(state, new_board)
    if back is not None:
        usable = living.USABLE[players]
        if not chance:
            # Drawn from the law chance_outcomes declares, keyed by the turn.
            chance = chance_outcomes(state, seat, take).draw(state.config.seed, (FILL, state.turn + 1))
        new_board, bag = _recorded_fill(chance, usable, tuple(back))
        drawn = tuple(new_board[space] for space in sorted(usable))
    elif chance:
        raise IllegalAction("this take leaves enough tiles, so nothing is drawn")
    shelves_now = list(state.shelves)
    shelves_now[seat] = shelf
    over = (end_token is not None and (seat + 1) % players == state.config.first_player) or not any(new_board)
    return State(
        state.config,
        state.turn + 1,
        new_board,
        bag,
        tuple(shelves_now),
        tuple(tokens),
        tuple(won),
        end_token,
        over,
        (*state.log, Event(seat, take, drawn)),
    )


def refill_bag(state: State, board: Sequence[int]) -> tuple[int, ...] | None:
    """The bag a refill draws from when ``board`` (the living room after a take) has to be
    refilled: the bag with the tiles left on the board put back; None when no refill is due."""
    if sum(1 for tile in board if tile) > REFILL_AT:
        return None
    back = list(state.bag)
    for tile in board:
        if tile:
            back[tile - 1] += 1
    return tuple(back)


def chance_outcomes(state: State, seat: int, action: Take) -> Chance:
    """A take that leaves too few tiles refills every space in play from the bag, in space order."""
    seat_of(seat, len(state.config.players))
    board = [EMPTY if space in action.spaces else tile for space, tile in enumerate(state.board)]
    back = refill_bag(state, board)
    if back is None:
        return NO_CHANCE
    return Bag(back, len(living.USABLE[len(state.config.players)]))


def _recorded_fill(
    chance: Sequence[Any], usable: frozenset[int], bag: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A replayed refill: the recorded tile of every usable space (0: left empty), from the bag."""
    spaces = sorted(usable)
    if len(chance) != len(spaces) or not all(
        isinstance(t, int) and not isinstance(t, bool) and 0 <= t <= len(TYPES) for t in chance
    ):
        raise IllegalAction("a refill names a tile type or nothing for every space in play")
    left = list(bag)
    cells = [EMPTY] * living.CELLS
    for space, tile in zip(spaces, chance, strict=True):
        if tile:
            left[tile - 1] -= 1
            cells[space] = tile
    if min(left) < 0:
        raise IllegalAction("a refill draws tiles the bag does not hold")
    if sum(left) and not all(chance):
        raise IllegalAction("a refill leaves a space empty while the bag holds tiles")
    return tuple(cells), tuple(left)


@dataclass(frozen=True)
class Card:
    """One player's final points, as the final table shows them."""

    tokens: int
    """Common goal tokens."""
    end_token: int
    personal_matches: int
    personal: int
    groups: tuple[int, ...]
    """The size of every group that scores (3 or more tiles)."""
    adjacency: int

    @property
    def total(self) -> int:
        return self.tokens + self.end_token + self.personal + self.adjacency


def card(state: State, seat: int) -> Card:
    shelf = state.shelves[seat]
    sizes = tuple(
        sorted((len(members) for _t, members in shelves.groups(shelf) if len(members) >= 3), reverse=True)
    )
    personal = state.config.personal[seat]
    matches = personal_matches(shelf, personal) if personal else 0
    return Card(
        sum(points for _c, points in state.won[seat]),
        1 if state.end_token == seat else 0,
        matches,
        personal_points(shelf, personal) if personal else 0,
        sizes,
        sum(group_points(size) for size in sizes),
    )


def scores(state: State) -> tuple[int, ...]:
    return tuple(card(state, seat).total for seat in range(len(state.config.players)))


def outcome(state: State) -> Outcome:
    """The most points wins; among tied players, the one latest in turn order from the first player."""
    totals = scores(state)
    players = len(totals)
    best = max(totals)
    tied = [seat for seat in range(players) if totals[seat] == best]
    winner = max(tied, key=lambda seat: (seat - state.config.first_player) % players)
    return Outcome(totals, (winner,))


def resample(seen: State, seat: int, rng: "random.Random") -> State:
    """``seen`` with the other seats' personal goal cards drawn from those it does not hold."""
    own = seen.config.personal[seat_of(seat, len(seen.config.players))]
    unseen = rng.sample(
        [card for card in range(1, len(PERSONAL_CARDS) + 1) if card != own], len(seen.config.personal) - 1
    )
    personal = tuple(own if who == seat else unseen.pop() for who in range(len(seen.config.personal)))
    return replace(seen, config=replace(seen.config, personal=personal))


def with_secrets(state: State, cards: Sequence[int]) -> State:
    """``state`` with these personal goal cards (0: one not known on this device), as play by link
    deals them: each player's own, the others' once shown at the end (two may be the same)."""
    _check_personal(cards, len(state.config.personal), True)
    return replace(state, config=replace(state.config, personal=tuple(cards), by_link=True))


def observe(state: State, seat: int) -> State:
    """What ``seat`` sees: no seed (it fixes every future draw) and no other seat's personal goal."""
    seat_of(seat, len(state.config.players))
    personal = tuple(card if who == seat else 0 for who, card in enumerate(state.config.personal))
    return replace(state, config=replace(state.config, seed=0, personal=personal))
