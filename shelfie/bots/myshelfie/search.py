"""Hard: the take worth most once the next opponent has made its best reply.

Each take is valued by what it adds to the player's bookshelf (points now, the shape's potential,
the personal goal's outlook, the progress towards each common goal card it has yet to score),
less a share of the best reply the next player then has on the living room the take leaves. That
player's personal goal is a secret: its reply is valued over a belief inferred from its shelf
(``belief.py``), never read from the state. In the game's last round, with the end token taken,
only points count, for the player and for the reply. The best few takes so valued are weighed
again with a share of the player's own next take (``follow_up``).

A take's value to a seat depends only on the tile types it places and the column, so both sides'
values are kept by (types, column): the reply to each candidate is a lookup over what the board it
leaves offers, and the search costs little more than one evaluation of every take.
"""

from dataclasses import dataclass, replace
from itertools import permutations

from shelfie.bots.myshelfie.belief import personal_belief
from shelfie.bots.myshelfie.evaluation import WEIGHTS as SHAPE
from shelfie.bots.myshelfie.evaluation import Weights as ShapeWeights
from shelfie.bots.myshelfie.evaluation import personal_outlook, shape
from shelfie.games.myshelfie import board as living
from shelfie.games.myshelfie import shelf as shelves
from shelfie.games.myshelfie.goals import COMMON_GOALS, group_points, personal_points
from shelfie.games.myshelfie.rules import apply, legal_actions, most_tiles, refill_bag
from shelfie.games.myshelfie.state import State, Take

DENIALS = 3
"""The next player's best takes on the board as it stands: every take of the player's that removes
one of their tiles is searched too, whatever it adds to the player's own shelf."""

Key = tuple[tuple[int, ...], int]
"""The tile types a take places, in order, and its column: all that its value depends on."""


@dataclass(frozen=True)
class Weights:
    shape: ShapeWeights = SHAPE
    """The bookshelf's potential, as the one-move Hard values it."""
    goal: float = 0.45
    """Share of a common goal card's top token credited for the progress made towards it."""
    goal_power: float = 2.0
    """How much nearer the card's need progress counts for more: (have / need) ** goal_power."""
    reply: float = 1.0
    """Share of the next player's best reply subtracted from a take's value."""
    candidates: int = 24
    """How many of the player's best takes (by their value alone) are searched for the reply."""
    plan: float = 0.5
    """Share of the player's own best next take credited to each of the ``planned`` best takes
    (``follow_up``)."""
    planned: int = 6
    """How many of the best takes after the reply get the player's next take planned."""


WEIGHTS = Weights()


@dataclass
class Seat:
    """One seat's valuation: a bookshelf's worth, and the value of each (types, column) to it."""

    state: State
    seat: int
    cards: dict[int, float]
    """Its personal goal card: known (probability 1) for the player itself, believed for others."""
    weights: Weights

    def __post_init__(self) -> None:
        self.shelf = self.state.shelves[self.seat]
        won = {card for card, _ in self.state.won[self.seat]}
        self.open = [
            (COMMON_GOALS[card - 1], stack[-1])
            for card, stack in zip(self.state.config.common, self.state.tokens, strict=True)
            if card not in won and stack
        ]
        self.last_round = self.state.end_token is not None
        self.base = self.worth(self.shelf)
        self.values: dict[Key, float] = {}

    def points(self, shelf: tuple[int, ...]) -> float:
        groups = sum(group_points(len(members)) for _t, members in shelves.groups(shelf))
        return groups + sum(p * personal_points(shelf, card) for card, p in self.cards.items())

    def worth(self, shelf: tuple[int, ...]) -> float:
        """Points now, plus (before the last round) what the shelf may still become."""
        value = self.points(shelf)
        if self.last_round:
            return value
        value += shape(shelf, self.weights.shape)
        value += sum(p * personal_outlook(shelf, card, self.weights.shape) for card, p in self.cards.items())
        for goal, token in self.open:
            value += (
                self.weights.goal * token * min(1.0, goal.have(shelf) / goal.need) ** self.weights.goal_power
            )
        return value

    def value(self, key: Key) -> float:
        """What placing these types in this column adds: worth, tokens scored, the end token."""
        if key not in self.values:
            tiles, column = key
            shelf = shelves.drop(self.shelf, column, tiles)
            tokens = sum(token for goal, token in self.open if goal.check(shelf))
            end = 1 if self.state.end_token is None and shelves.is_full(shelf) else 0
            self.values[key] = self.worth(shelf) - self.base + tokens + end
        return self.values[key]

    def offers(self, board: tuple[int, ...]) -> list[tuple[float, tuple[int, ...]]]:
        """Each set of spaces this seat could take from ``board``, with the most it would add."""
        usable = living.USABLE[len(self.state.config.players)]
        rooms = [shelves.room(self.shelf, column) for column in range(shelves.COLUMNS)]
        found = []
        for spaces in living.takeable_sets(board, usable, most_tiles(self.shelf)):
            found.append(
                (
                    max(
                        self.value((order, column))
                        for order in set(permutations(board[space] for space in spaces))
                        for column, free in enumerate(rooms)
                        if free >= len(order)
                    ),
                    spaces,
                )
            )
        return found

    def best(self, board: tuple[int, ...]) -> float:
        """The most any take from ``board`` adds for this seat (0 when it has none)."""
        return max((value for value, _spaces in self.offers(board)), default=0.0)


def key(seen: State, take: Take) -> Key:
    return tuple(seen.board[space] for space in take.spaces), take.column


def beliefs(seen: State, seat: int) -> dict[int, dict[int, float]]:
    """Per other seat, the belief over its personal goal card (the player's own card excluded)."""
    own = seen.config.personal[seat]
    return {
        other: personal_belief(seen.shelves[other], {own})
        for other in range(len(seen.config.players))
        if other != seat
    }


def board_after(seen: State, seat: int, take: Take) -> tuple[int, ...]:
    """The living room the next player meets: with a refill due, one fill drawn from the
    observation (its seed is blanked, so any draw the player could imagine)."""
    board = list(seen.board)
    for space in take.spaces:
        board[space] = 0
    if refill_bag(seen, board) is None:
        return tuple(board)
    return apply(seen, seat, take).board


def own_seat(seen: State, seat: int, weights: Weights) -> Seat:
    """The player's own valuation: its personal goal card is known."""
    return Seat(seen, seat, {seen.config.personal[seat]: 1.0}, weights)


@dataclass
class Reply:
    """The next player's side of the search: its valuation, in this round and in the last."""

    seen: State
    seat: int
    mine: Seat

    def __post_init__(self) -> None:
        players = len(self.seen.config.players)
        self.next = (self.seat + 1) % players
        belief = beliefs(self.seen, self.seat).get(self.next, {})
        self.theirs = Seat(self.seen, self.next, belief, self.mine.weights)
        self.last = (
            Seat(replace(self.seen, end_token=self.seat), self.next, belief, self.mine.weights)
            if self.seen.end_token is None
            else self.theirs
        )
        self.alone = players == 1

    def to(self, take: Take) -> float:
        """The next player's best reply once ``take`` is made (0 alone, or when no turn follows)."""
        if self.alone:
            return 0.0
        filled = shelves.is_full(shelves.drop(self.mine.shelf, take.column, key(self.seen, take)[0]))
        ending = self.seen.end_token is not None or filled
        if ending and self.next == self.seen.config.first_player:
            return 0.0  # the end token is out and the next seat would start a new round: no turn follows
        return (self.last if filled else self.theirs).best(board_after(self.seen, self.seat, take))


def ranked(
    seen: State, seat: int, weights: Weights = WEIGHTS, reply: Reply | None = None
) -> list[tuple[float, float, float, Take]]:
    """The searched takes, best first: (value, own gain, the next player's best reply, take).
    ``reply``, built with the same weights, lends its valuations already made (``SearchBot``)."""
    if reply is None:
        reply = Reply(seen, seat, own_seat(seen, seat, weights))
    mine = reply.mine
    own = sorted(
        ((mine.value(key(seen, take)), take) for take in legal_actions(seen, seat)), key=lambda pair: -pair[0]
    )
    searched = own[: weights.candidates]
    if not reply.alone:
        offers = sorted(reply.theirs.offers(seen.board), reverse=True)[:DENIALS]
        wanted = {space for _v, spaces in offers for space in spaces}
        kept = {take.spaces for _g, take in searched}
        for gain, take in own:
            if take.spaces not in kept and wanted & set(take.spaces):
                kept.add(take.spaces)
                searched.append((gain, take))
    found = []
    for gain, take in searched:
        answer = reply.to(take)
        found.append((gain - weights.reply * answer, gain, answer, take))
    found.sort(key=lambda item: -item[0])
    return found


def follow_up(seen: State, seat: int, take: Take, reply: Reply) -> float:
    """What the player's best take at its next turn adds, on the living room ``take`` leaves once
    the next player has made its best reply (the later opponents' turns and any refill's draw
    unknown); 0 once the end token is out. The reply and the goal progress won Hard common goal
    tokens but no better bookshelf than the one-move Hard's: setting up its next take is what
    builds one, with two, three and four players alike (docs/BOTS.md)."""
    after = apply(seen, seat, take)
    if after.end_token is not None:
        return 0.0
    board = list(after.board)
    offers = reply.theirs.offers(after.board)
    if offers:
        for space in max(offers)[1]:
            board[space] = 0
    return own_seat(after, seat, reply.mine.weights).best(tuple(board))


@dataclass
class SearchBot:
    """The take worth most once the next player has made its best reply (see the module), among
    the best few with the player's own next take planned."""

    weights: Weights = WEIGHTS
    name: str = "Hard"

    def decide(self, seen: State, seat: int) -> Take:
        # One Reply for the ranking and the plan: the plan reuses both seats' valuations.
        reply = Reply(seen, seat, own_seat(seen, seat, self.weights))
        found = ranked(seen, seat, self.weights, reply)
        if seen.end_token is not None:
            return found[0][3]
        planned = [
            (value + self.weights.plan * follow_up(seen, seat, take, reply), take)
            for value, _gain, _answer, take in found[: self.weights.planned]
        ]
        return max(planned, key=lambda pair: pair[0])[1]


@dataclass(frozen=True)
class Reasons:
    """Why Hard makes a take, in the numbers a hint says: what scores now, what it adds in all by
    the valuation, and what it leaves the next player. Only what the player may see goes in."""

    tokens: tuple[tuple[int, int], ...]
    """(card, points) of each common goal token the take scores."""
    personal: int
    """Personal goal points the take adds now."""
    groups: int
    """Group points the take adds now."""
    end: int
    """1 when the take fills the bookshelf first (the end token)."""
    outlook: float
    """What the take adds in all: points now and the valuation's share of what may follow."""
    reply: float
    """The next player's best reply after the take (0 alone, or when no turn follows)."""
    before: float
    """The next player's best take on the living room as it stands."""

    @property
    def now(self) -> int:
        return sum(points for _card, points in self.tokens) + self.personal + self.groups + self.end


def explain(seen: State, seat: int, take: Take, weights: Weights = WEIGHTS) -> Reasons:
    mine = own_seat(seen, seat, weights)
    tiles, column = key(seen, take)
    shelf = shelves.drop(mine.shelf, column, tiles)
    card = seen.config.personal[seat]
    groups_now = sum(group_points(len(m)) for _t, m in shelves.groups(shelf))
    groups_before = sum(group_points(len(m)) for _t, m in shelves.groups(mine.shelf))
    tokens = tuple((goal.number, token) for goal, token in mine.open if goal.check(shelf))
    end = 1 if seen.end_token is None and shelves.is_full(shelf) else 0
    reply = Reply(seen, seat, mine)
    return Reasons(
        tokens,
        personal_points(shelf, card) - personal_points(mine.shelf, card),
        groups_now - groups_before,
        end,
        mine.value((tiles, column)),
        reply.to(take),
        0.0 if reply.alone else reply.theirs.best(seen.board),
    )
