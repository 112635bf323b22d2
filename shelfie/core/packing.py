"""A game's log packed into as few bits as its rules allow, for links.

Each action is written as its place among the legal actions of the seat that took it, in a
canonical order (the actions' JSON, sorted), in just enough bits to tell that many apart; a seat
among several that may move (Splitter's rounds) the same way. A position with one legal action
costs nothing. Unpacking replays the rules, so what comes back is legal by construction and a
damaged or foreign log is refused with ``InvalidSave``. Chance is not written: it follows from
the seed (in play by link, from the players' revealed values, ``core.links``).

OpenSpiel numbers actions the same way (``legal_actions`` as integers); a game's own codec could
pack tighter, but this one serves every game through the contract and costs about log2 of the
choices at each step: 2 to 8 bits an action in the games here.
"""

import json
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from shelfie.core.contract import AnyGame, Event
from shelfie.core.errors import IllegalAction, InvalidSave, ShelfieError


class BitWriter:
    """Bits appended most significant first, then read back as bytes (the last one zero-padded)."""

    def __init__(self) -> None:
        self.value = 0
        self.length = 0

    def write(self, value: int, bits: int) -> None:
        if not 0 <= value < 1 << bits:
            raise ValueError(f"{value} does not fit in {bits} bits")
        self.value = (self.value << bits) | value
        self.length += bits

    def choice(self, index: int, among: int) -> None:
        """``index`` of ``among`` choices, in as few bits as tell them apart (none for one)."""
        self.write(index, width(among))

    def count(self, value: int) -> None:
        """A whole number of any size: seven bits at a time, a flag before each says more follow."""
        groups = []
        while True:
            groups.append(value & 0x7F)
            value >>= 7
            if not value:
                break
        for n, group in enumerate(reversed(groups)):
            self.write(1 if n < len(groups) - 1 else 0, 1)
            self.write(group, 7)

    def to_bytes(self) -> bytes:
        padding = -self.length % 8
        return (self.value << padding).to_bytes((self.length + padding) // 8, "big")


class BitReader:
    def __init__(self, data: bytes) -> None:
        self.value = int.from_bytes(data, "big")
        self.left = len(data) * 8

    def read(self, bits: int) -> int:
        if bits > self.left:
            raise InvalidSave("the packed game ends too soon")
        self.left -= bits
        return (self.value >> self.left) & ((1 << bits) - 1)

    def choice(self, among: int) -> int:
        index = self.read(width(among))
        if index >= among:
            raise InvalidSave("the packed game names a choice that is not there")
        return index

    def count(self) -> int:
        value = 0
        for group in range(10):
            more = self.read(1)
            value = (value << 7) | self.read(7)
            if group == 0 and more and value == 0:
                raise InvalidSave("the packed game writes a number the long way")
            if not more:
                return value
        raise InvalidSave("the packed game holds a number too large")

    def padding_only(self) -> bool:
        """Only the zero bits that fill the last byte are left."""
        return self.left < 8 and self.read(self.left) == 0


def width(among: int) -> int:
    """Bits that tell ``among`` choices apart."""
    return (among - 1).bit_length()


_SORTED_JSON = json.JSONEncoder(sort_keys=True).encode
"""``json.dumps(value, sort_keys=True)``, made once: a call of ``dumps`` with options makes a new
encoder each time."""

_ORDER_KEYS: dict[tuple[AnyGame, type, Any], str] = {}
"""Each action's sort key, its JSON, made once per action a process meets: packing or opening a
tile game's link lists some 175 takes for every turn of its log, the same takes again and again.
An action's JSON depends on the game and the action alone (the contract's ``action_to_json``)."""
_ORDER_KEYS_HELD = 100_000


def _order_key(game: AnyGame, action: Any) -> str:
    try:
        return _ORDER_KEYS[game, type(action), action]
    except KeyError:
        pass
    except TypeError:  # an action that cannot be hashed is encoded each time
        return _SORTED_JSON(game.action_to_json(action))
    if len(_ORDER_KEYS) >= _ORDER_KEYS_HELD:
        _ORDER_KEYS.clear()
    key = _ORDER_KEYS[game, type(action), action] = _SORTED_JSON(game.action_to_json(action))
    return key


_ORDERS: dict[tuple[AnyGame, Any, int], tuple[Any, ...]] = {}
"""Each seat's sorted legal actions in the states met lately: a link is packed and opened by
replaying its whole log, so a game's early states come back at every link (the rules are pure
functions of the state: equal states list the same actions)."""
_ORDERS_HELD = 2_048


def canonical(game: AnyGame, state: Any, seat: int) -> list[Any]:
    """The seat's legal actions in a fixed order: by their JSON, so it does not depend on the
    order the rules happen to list them in."""
    try:
        return list(_ORDERS[game, state, seat])
    except KeyError:
        pass
    except TypeError:  # a state that cannot be hashed is listed each time
        return sorted(game.legal_actions(state, seat), key=lambda action: _order_key(game, action))
    if len(_ORDERS) >= _ORDERS_HELD:
        _ORDERS.clear()
    actions = _ORDERS[game, state, seat] = tuple(
        sorted(game.legal_actions(state, seat), key=lambda action: _order_key(game, action))
    )
    return list(actions)


def pack_log(game: AnyGame, start: Any, events: Iterable[Event]) -> bytes:
    """The events, each as its seat's and its action's place, replayed from ``start`` as packed."""
    return carried(game, start, events)[0]


def carried(game: AnyGame, start: Any, events: Iterable[Event]) -> tuple[bytes, list[Event]]:
    """The packed events, and the events as a reader of those bytes gets them back: an action the
    rules hold equal to another (``action_key``: in Splitter, either space of a double) comes back
    as the one listed first, so what a device signs is what its link carries."""
    out = BitWriter()
    state = start
    steps = []
    read = []
    for event in events:
        moving = sorted(game.to_move(state))
        choices = canonical(game, state, event.seat)
        key = game.action_key(state, event.action)
        index = next((n for n, action in enumerate(choices) if game.action_key(state, action) == key), None)
        if event.seat not in moving or index is None:
            raise IllegalAction("the log holds an action its rules do not list")
        steps.append((moving.index(event.seat), len(moving), index, len(choices)))
        read.append(replace(event, action=choices[index]))
        state = game.apply(state, event.seat, event.action, event.chance or None)
    out.count(len(steps))
    for seat, seats, index, among in steps:
        out.choice(seat, seats)
        out.choice(index, among)
    return out.to_bytes(), read


def unpack_log(
    game: AnyGame, start: Any, data: bytes, before: Callable[[Any, int], Any] | None = None
) -> Any:
    """The state the packed log leads to from ``start``, every action replayed through the rules;
    ``before(state, seat)`` gives the state each action is applied to (play by link reseeds it
    where the game passes to another device). InvalidSave when the bytes do not make a game of
    these rules."""
    reader = BitReader(data)
    state = start
    for step in range(reader.count()):
        moving = sorted(game.to_move(state))
        if not moving:
            raise InvalidSave("the packed game goes on after its end")
        seat = moving[reader.choice(len(moving))]
        choices = canonical(game, state, seat)
        action = choices[reader.choice(len(choices))]
        if before is not None:
            state = before(state, seat)
        try:
            state = game.apply(state, seat, action)
        except ShelfieError as error:
            raise InvalidSave(f"packed action {step + 1}: {error}") from error
    if not reader.padding_only():
        raise InvalidSave("the packed game has bits left over after its last action")
    return state
