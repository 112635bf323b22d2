"""The contract every game implements, so the shell, the saves, the bots and the tests serve all.

Shaped after OpenSpiel (``legal_actions``/``apply`` on immutable states, one test suite every game
passes) and boardgame.io (``observe`` is ``playerView``: what one seat may see; ``to_move`` is a
set of seats, because in Splitter everyone places at once). Games never import the shell: the
shell reaches a game through ``shelfie.registry``.
"""

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from shelfie.core import setup
from shelfie.core.chance import NO_CHANCE, Chance
from shelfie.core.errors import IllegalAction, InvalidConfig, ShelfieError, shown

if TYPE_CHECKING:
    import random

JsonDict = dict[str, Any]


def seat_of(value: object, seats: int) -> int:
    """``value`` as a seat of a game of ``seats`` players, or IllegalAction: a seat is a whole
    number, never a bool (``True == 1``), a float (``0.0 == 0``) or anything unhashable, each of
    which ``seat in to_move(state)`` would accept or crash on."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < seats:
        raise IllegalAction("there is no seat {seat}", seat=shown(value))
    return value


@dataclass(frozen=True, slots=True)
class Event:
    """One applied action: who took it, what it was, and what chance gave it (rolled dice, drawn
    tiles), so replaying a log never consults the seed for anything already decided."""

    seat: int
    action: Any
    chance: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class Outcome:
    """Final scores by seat and the seats that share the victory."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]


S = TypeVar("S")
"""A game's state: immutable, JSON-serialisable through its save codec."""
A = TypeVar("A")
"""One of a game's actions."""


class Rules(Protocol[S, A]):
    """A game's rules as pure functions over immutable states: who may act, what they may do, what
    it does, what chance gives it, what each seat may see, and how it ends."""

    id: str
    """Registry id, folder name and the ``game`` field of its saves."""
    min_players: int
    max_players: int
    secret_information: bool
    """True when a seat must not see what another sees: the shell hands the device over."""

    def new_game(self, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> S:
        """A game at its start; every random draw comes from ``seed``. ``options`` are the
        game's own settings (the dice game's custom board), as its screens' settings form gives them;
        InvalidConfig or InvalidBoard when they cannot be played."""
        ...

    def players(self, state: S) -> tuple[str, ...]: ...

    def to_move(self, state: S) -> frozenset[int]:
        """The seats that may act now; empty once the game is over."""
        ...

    def legal_actions(self, state: S, seat: int) -> list[A]:
        """One representative of every distinct legal action (see ``action_key``)."""
        ...

    def apply(self, state: S, seat: int, action: A, chance: Sequence[Any] | None = None) -> S:
        """The next state, or IllegalAction with the reason (the state is unchanged). ``chance``
        forces what chance gives this action; replay passes the recorded outcome."""
        ...

    def chance_outcomes(self, state: S, seat: int, action: A) -> Chance:
        """What chance gives ``action`` (a legal action of ``seat``) and with what probability:
        ``NO_CHANCE`` for an action that draws nothing. ``apply(state, seat, action, outcome)``
        plays any of the outcomes, so a bot plans over them without the seed."""
        ...

    def action_key(self, state: S, action: A) -> object:
        """Two accepted actions with the same key have the same effect. ``legal_actions`` lists one
        action per key, and every action ``apply`` accepts has the key of a listed one (the dice
        game lists one dice assignment per set of items, and accepts any other valid one)."""
        ...

    def log(self, state: S) -> tuple[Event, ...]: ...

    def is_over(self, state: S) -> bool: ...

    def outcome(self, state: S) -> Outcome: ...

    def observe(self, state: S, seat: int) -> S:
        """What ``seat`` may see: no seed (it fixes every future draw), no other seat's secrets."""
        ...

    def resample(self, seen: S, seat: int, rng: "random.Random") -> S:
        """A whole state ``seat`` cannot tell from ``seen`` (its observation), every secret it may
        not see drawn at random: the world a determinizing bot (ISMCTS) plays in. Its seed stays
        the observation's, so chance still comes only through ``chance_outcomes``."""
        ...


class Saves(Protocol[S, A]):
    """A game in its saves (``core.saves``): its set-up and actions in JSON, its save versions."""

    save_version: int
    migrations: Mapping[int, Callable[[JsonDict], JsonDict]]
    """Save upgrades: ``migrations[n]`` turns a version-n save into version n + 1."""
    former_ids: tuple[str, ...]
    """Ids older saves of this game carry."""

    def start(self, config: JsonDict) -> S:
        """The state a saved config starts from (InvalidConfig or InvalidBoard when it cannot)."""
        ...

    def config_to_json(self, state: S) -> JsonDict:
        """The set-up of ``state``'s game: always ``players`` (names) and ``seed``."""
        ...

    def action_to_json(self, action: A) -> JsonDict: ...

    def action_from_json(self, data: object) -> A:
        """The action, or a ShelfieError saying why the data is not one."""
        ...

    def summary(self, state: S) -> JsonDict:
        """A small JSON picture of the state for golden playthrough files."""
        ...


class LinkPlay(Protocol[S]):
    """What play by link needs beyond the rules: chance and secret cards from the players' devices."""

    secret_cards: int
    """How many cards a seat's secret is drawn from (My Shelfie's 12 personal goals); 0: none.
    Play by link deals them itself (``core.fairness.card``) and gives them with ``with_secrets``."""

    def reseed(self, state: S, seed: int) -> S:
        """``state`` with the seed its next draws come from replaced, nothing else: play by link
        draws each stretch of play's chance from the players' revealed values (``core.links``)."""
        ...

    def with_secrets(self, state: S, cards: Sequence[int]) -> S:
        """``state`` with each seat's secret card, 1 to ``secret_cards`` (0: not known here)."""
        ...


class DailyChallenge(Protocol):
    def daily_options(self, seed: int) -> Mapping[str, Any] | None:
        """The settings of the daily challenge with this seed (Splitter's pad follows from it), so
        everyone playing it that day has the same game; None: the standard set-up."""
        ...


class Game(Rules[S, A], Saves[S, A], LinkPlay[S], DailyChallenge, Protocol[S, A]):
    """Everything the shell asks of a game: its rules, its saves, play by link and the daily
    challenge. Code that serves every game holds an ``AnyGame``."""


AnyGame = Game[Any, Any]
"""A game of any kind, as the shell, the saves, the bots' framework and the tests hold it."""


class Stated(Protocol):
    """A state as ``BaseGame``'s defaults read it: its set-up (``players`` and ``seed`` in
    ``config``) and its log, as every game's state here keeps them; a dataclass, so the defaults
    ``replace`` its seed."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def config(self) -> Any: ...

    @property
    def log(self) -> tuple[Event, ...]: ...


St = TypeVar("St", bound=Stated)
"""The state of a game written on ``BaseGame``."""


class BaseGame(ABC, Generic[St, A]):
    """The contract's sensible defaults, so a new game writes only what is its own: its set-up
    (``new_game``), who moves, the legal actions, ``apply`` and the outcome. A state keeps its
    set-up as ``state.config`` (with ``players`` and ``seed``) and its log as ``state.log``, as every
    game here does. By default there is one save version with no migrations and no former ids, no
    secrets beyond the seed, no daily settings; a set-up of players and seed alone, started again by
    ``new_game``; actions that are their own keys and their own JSON (a number, a string, a list);
    an observation that hides only the seed; and a summary of who moves and the scores. Override
    what differs."""

    save_version = 1
    migrations: Mapping[int, Callable[[JsonDict], JsonDict]] = {}
    former_ids: tuple[str, ...] = ()
    secret_information = False
    secret_cards = 0

    id: str
    min_players: int
    max_players: int

    @abstractmethod
    def new_game(self, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> St: ...

    @abstractmethod
    def to_move(self, state: St) -> frozenset[int]: ...

    @abstractmethod
    def legal_actions(self, state: St, seat: int) -> list[A]: ...

    @abstractmethod
    def apply(self, state: St, seat: int, action: A, chance: Sequence[Any] | None = None) -> St: ...

    @abstractmethod
    def outcome(self, state: St) -> Outcome: ...

    def daily_options(self, seed: int) -> Mapping[str, Any] | None:
        return None

    def seat(self, state: St, value: object) -> int:
        """``value`` as a seat of ``state``'s game, or IllegalAction (``seat_of``)."""
        return seat_of(value, len(self.players(state)))

    def chance_outcomes(self, state: St, seat: int, action: A) -> Chance:
        """A game without chance: every action's outcome is certain."""
        self.seat(state, seat)
        return NO_CHANCE

    def resample(self, seen: St, seat: int, rng: "random.Random") -> St:
        """A game whose only secret is the seed: the observation is a whole state already."""
        self.seat(seen, seat)
        return seen

    def start(self, config: JsonDict) -> St:
        """A set-up of players and seed alone: ``new_game`` draws the rest again from the seed."""
        data = setup.fields(config, ("players", "seed"))
        players = setup.check_players(data["players"], self.id, self.min_players, self.max_players)
        return self.new_game(players, setup.check_seed(data["seed"]))

    def config_to_json(self, state: St) -> JsonDict:
        return {"players": list(self.players(state)), "seed": state.config.seed}

    def reseed(self, state: St, seed: int) -> St:
        return replace(state, config=replace(state.config, seed=setup.check_seed(seed)))

    def with_secrets(self, state: St, cards: Sequence[int]) -> St:
        """A game without secret cards has none to give."""
        if any(cards):
            raise InvalidConfig("{title} has no secret cards", title=self.id)
        return state

    def players(self, state: St) -> tuple[str, ...]:
        players: tuple[str, ...] = state.config.players
        return players

    def is_over(self, state: St) -> bool:
        """Over when nobody may act: a game with a pause where nobody acts overrides this."""
        return not self.to_move(state)

    def action_key(self, state: St, action: A) -> object:
        return action

    def log(self, state: St) -> tuple[Event, ...]:
        log: tuple[Event, ...] = state.log
        return log

    def observe(self, state: St, seat: int) -> St:
        """Everything but the seed, which fixes every future draw (a state keeps it in ``config``)."""
        self.seat(state, seat)
        return replace(state, config=replace(state.config, seed=0))

    def action_to_json(self, action: A) -> JsonDict:
        return {"action": action}

    def action_from_json(self, data: object) -> A:
        """The action as saved; ``apply`` judges whether it is one this game knows."""
        if not isinstance(data, dict) or set(data) != {"action"}:
            raise ShelfieError("an action is saved as an object with one field, 'action'")
        action: A = data["action"]
        return action

    def summary(self, state: St) -> JsonDict:
        over = self.is_over(state)
        return {
            "to_move": sorted(self.to_move(state)),
            "scores": list(self.outcome(state).scores) if over else None,
        }
