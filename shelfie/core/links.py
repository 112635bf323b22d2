"""Play by link (issue 29): a game that travels between devices as links, checked, never trusted.

Three kinds of link, each ``#link=`` and base64url in the address's fragment (never sent to a host):

- an **invitation**, from the host: the game, its options, its seats (names, people or computers)
  and the host's commitments (``core.fairness``);
- a **reply**, from a friend who takes a seat: their name and commitments, and their first chain
  value (it draws the set-up with the others');
- a **turn**: everything above for every device, each device's latest chain value, the secrets
  shown at the end, and the packed log (``core.packing``).

The bytes: the format version, the kind, a 4-byte checksum of the rest (a link damaged on its way
is told apart from an edited one), the body; a turn's packed log last. The receiving page rebuilds
the game from nothing but the link and its own chain: the set-up is dealt from every device's first
value, each epoch (the play on one device between two links) is reseeded from its chain values,
and every action is replayed through the rules. Anything that does not fit is ``InvalidLink`` (or
its ``Unfair``) in plain words; nothing is changed by a link that is refused.

Seat 0 is the host; every computer is the host's too, played by the host's device. Every other
person's seat is a device of its own, numbered in seat order from 1.
"""

import base64
import binascii
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import IntEnum
from typing import Any

from shelfie.core import fairness, packing, saves, setup
from shelfie.core.contract import Game
from shelfie.core.errors import InvalidLink, InvalidSave, ShelfieError, shown
from shelfie.core.fairness import VALUE_BYTES, Chain, Unfair

FORMAT = 1
"""The link format this page writes; ``MIGRATIONS`` reads older ones."""
MIGRATIONS: Mapping[int, Callable[[bytes], bytes]] = {}
"""``MIGRATIONS[n]`` turns the body of a version-n link into version n + 1's."""
FRAGMENT = "link"
"""The fragment's key: ``#link=<base64url>``."""
MAX_LINK = 20_000
"""Characters of a link read at the most: the longest game here is about 800."""
GAME_CODES = ("dicegame", "myshelfie", "splitter")
"""A game's number in a link: append only, a link of today must open tomorrow."""
KIND_CODES = ("person", "easy", "medium", "hard", "expert")
"""A seat's kind (``registry.PERSON`` or a computer level) by number: append only."""
HOST = 0
CHECKSUM_BYTES = 4


class Kind(IntEnum):
    INVITE = 0
    REPLY = 1
    TURN = 2


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str
    """``person`` or a computer level."""


@dataclass(frozen=True)
class Device:
    """One device's public part of a game: its commitments, and what it has revealed so far."""

    head: bytes
    commitments: tuple[bytes, ...] = ()
    """One per seat it plays, in seat order, in a game with secret cards."""
    step: int = 0
    """How far along its chain it has revealed (0: only the head)."""
    value: bytes = b""
    """The value of that step (the head at step 0)."""
    shown: tuple[tuple[int, bytes], ...] = ()
    """Its seats' secrets shown at the end: the private number and the salt of each."""

    def __post_init__(self) -> None:
        if not self.value:
            object.__setattr__(self, "value", self.head)


@dataclass(frozen=True)
class Table:
    """What every link of a game says the same way: the game, its options and its seats."""

    game_id: str
    options: Mapping[str, Any]
    seats: tuple[Seat, ...]

    @property
    def owners(self) -> tuple[int, ...]:
        """The device that plays each seat."""
        owners, friends = [], 0
        for seat, place in enumerate(self.seats):
            if seat == HOST or place.kind != KIND_CODES[0]:
                owners.append(HOST)
            else:
                friends += 1
                owners.append(friends)
        return tuple(owners)

    @property
    def devices(self) -> int:
        return max(self.owners) + 1


@dataclass(frozen=True)
class Invite:
    table: Table
    host: Device

    @property
    def tag(self) -> bytes:
        return game_tag(self.host.head)


@dataclass(frozen=True)
class Reply:
    tag: bytes
    device: int
    name: str
    joined: Device
    """The friend's commitments and first value (step 1)."""


@dataclass(frozen=True)
class Turn:
    table: Table
    devices: tuple[Device, ...]
    log: bytes = bytes(1)
    """The packed log (``core.packing``): none yet, at first."""

    @property
    def tag(self) -> bytes:
        return game_tag(self.devices[HOST].head)


Link = Invite | Reply | Turn


def game_tag(host_head: bytes) -> bytes:
    """A game's name across devices: every link of one game carries the host's head."""
    return host_head[:6]


# --- bytes -------------------------------------------------------------------------------------


@dataclass
class Writer:
    """Bytes of a link: counts as varints, text and byte strings after their length."""

    out: bytearray = field(default_factory=bytearray)

    def count(self, value: int) -> None:
        while True:
            more = value >> 7
            self.out.append((value & 0x7F) | (0x80 if more else 0))
            value = more
            if not value:
                return

    def raw(self, data: bytes) -> None:
        self.out += data

    def text(self, value: str) -> None:
        self.blob(value.encode())

    def blob(self, data: bytes) -> None:
        self.count(len(data))
        self.raw(data)


@dataclass
class Reader:
    """What ``Writer`` wrote, or InvalidLink when the bytes end early or hold nonsense."""

    data: bytes
    at: int = 0

    def raw(self, size: int) -> bytes:
        if self.at + size > len(self.data):
            raise InvalidLink("the link is cut short")
        part = self.data[self.at : self.at + size]
        self.at += size
        return part

    def count(self, most: int = 1 << 32) -> int:
        value = shift = 0
        while True:
            byte = self.raw(1)[0]
            value |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                break
            if shift > 35:
                raise InvalidLink("the link holds a number too large")
        if value > most:
            raise InvalidLink("the link holds a number too large")
        return value

    def text(self, most: int) -> str:
        try:
            return self.raw(self.count(most * 4)).decode()
        except UnicodeDecodeError:
            raise InvalidLink("the link holds text that is not text") from None

    def blob(self, most: int) -> bytes:
        return self.raw(self.count(most))

    def rest(self) -> bytes:
        rest = self.data[self.at :]
        self.at = len(self.data)
        return rest


def _write_table(out: Writer, table: Table) -> None:
    out.count(GAME_CODES.index(table.game_id))
    out.text(json.dumps(dict(table.options), separators=(",", ":"), sort_keys=True))
    out.count(len(table.seats))
    for seat in table.seats:
        out.count(KIND_CODES.index(seat.kind))
        out.text(seat.name)


def _read_table(read: Reader) -> Table:
    code = read.count()
    if code >= len(GAME_CODES):
        raise InvalidLink("the link is of a game this page does not know")
    try:
        options = json.loads(read.text(2000))
    except ValueError:
        raise InvalidLink("the link's settings are damaged") from None
    if not isinstance(options, dict):
        raise InvalidLink("the link's settings are damaged")
    seats = []
    for _ in range(read.count(8)):
        kind = read.count()
        if kind >= len(KIND_CODES):
            raise InvalidLink("the link names a kind of player this page does not know")
        seats.append(Seat(read.text(setup.MAX_NAME), KIND_CODES[kind]))
    if not seats or seats[HOST].kind != KIND_CODES[0]:
        raise InvalidLink("the link's first seat is not its host")
    return Table(GAME_CODES[code], options, tuple(seats))


def _write_device(out: Writer, device: Device, revealed: bool) -> None:
    out.raw(device.head)
    out.count(len(device.commitments))
    for commitment in device.commitments:
        out.raw(commitment)
    if revealed:
        out.count(device.step)
        out.raw(device.value)
        out.count(len(device.shown))
        for number, salt in device.shown:
            out.count(number)
            out.raw(salt)


def _read_device(read: Reader, revealed: bool) -> Device:
    head = read.raw(VALUE_BYTES)
    commitments = tuple(read.raw(VALUE_BYTES) for _ in range(read.count(8)))
    if not revealed:
        return Device(head, commitments)
    step = read.count(fairness.CHAIN_LENGTH)
    value = read.raw(VALUE_BYTES)
    shown_ = tuple((read.count(255), read.raw(fairness.SALT_BYTES)) for _ in range(read.count(8)))
    return Device(head, commitments, step, value, shown_)


def to_bytes(link: Link) -> bytes:
    out = Writer()
    if isinstance(link, Invite):
        out.count(Kind.INVITE)
        _write_table(out, link.table)
        _write_device(out, link.host, revealed=False)
    elif isinstance(link, Reply):
        out.count(Kind.REPLY)
        out.raw(link.tag)
        out.count(link.device)
        out.text(link.name)
        _write_device(out, link.joined, revealed=True)
    else:
        out.count(Kind.TURN)
        _write_table(out, link.table)
        for device in link.devices:
            _write_device(out, device, revealed=True)
        out.raw(link.log)
    body = bytes(out.out)
    return bytes([FORMAT]) + fairness.digest(body)[:CHECKSUM_BYTES] + body


def from_bytes(data: bytes) -> Link:
    """The link, or InvalidLink saying why these bytes are not one this page can open."""
    if len(data) < 1 + CHECKSUM_BYTES:
        raise InvalidLink("the link is cut short")
    version, checksum, body = data[0], data[1 : 1 + CHECKSUM_BYTES], data[1 + CHECKSUM_BYTES :]
    if version > FORMAT:
        raise InvalidLink("the link was made by a newer Shelfie: reload the page to update it")
    if version < 1 or fairness.digest(body)[:CHECKSUM_BYTES] != checksum:
        raise InvalidLink("the link is damaged: ask for it again, copied whole")
    while version < FORMAT:
        body = MIGRATIONS[version](body)
        version += 1
    read = Reader(body)
    kind = read.count()
    if kind == Kind.INVITE:
        table = _read_table(read)
        link: Link = Invite(table, _read_device(read, revealed=False))
    elif kind == Kind.REPLY:
        link = Reply(read.raw(6), read.count(8), read.text(setup.MAX_NAME), _read_device(read, revealed=True))
    elif kind == Kind.TURN:
        table = _read_table(read)
        devices = tuple(_read_device(read, revealed=True) for _ in range(table.devices))
        return Turn(table, devices, read.rest())
    else:
        raise InvalidLink("the link is of a kind this page does not know")
    if read.at != len(body):
        raise InvalidLink("the link has bytes left over")
    return link


def to_text(link: Link) -> str:
    """The fragment's value: base64url without padding."""
    return base64.urlsafe_b64encode(to_bytes(link)).rstrip(b"=").decode()


def from_text(text: str) -> Link:
    """A link from what a person pasted or opened: the whole address, ``#link=…`` or its value."""
    if not isinstance(text, str) or len(text) > MAX_LINK:
        raise InvalidLink("that is not a link of a game")
    value = text.strip().rpartition(f"{FRAGMENT}=")[2] if f"{FRAGMENT}=" in text else text.strip()
    try:
        data = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
    except (binascii.Error, ValueError):
        raise InvalidLink("that is not a link of a game") from None
    if base64.urlsafe_b64encode(data).rstrip(b"=").decode() != value:
        raise InvalidLink("that is not a link of a game")
    return from_bytes(data)


# --- the game a link makes ---------------------------------------------------------------------


@dataclass(frozen=True)
class Played:
    """A turn link replayed: the game as this device may see it, and where play stands."""

    state: Any
    epoch: int
    """The epoch the game is in: the one of the device that holds it now."""
    holder: int
    """The device that plays next (the last one's, once the game is over)."""
    cards: tuple[int, ...]
    """Each seat's secret card as known here (0: not known)."""


def seat_in_hand(moving: Iterable[int], kinds: Sequence[str]) -> int | None:
    """The seat play waits for: the first person to move, else the first computer (as the shell's
    ``Session.seat``), so every device agrees where a stretch of play ends."""
    seats = sorted(moving)
    people = [seat for seat in seats if kinds[seat] == KIND_CODES[0]]
    first = people or seats
    return first[0] if first else None


def _game(table: Table, games: Callable[[str], Game]) -> Game:
    game = games(table.game_id)
    if not game.min_players <= len(table.seats) <= game.max_players:
        raise InvalidLink("the link's game has a number of players it cannot be played with")
    if len(table.seats) < 2 or table.devices < 2:
        raise InvalidLink("a game by link needs two people at least")
    return game


def _chain_values(turn: Turn) -> list[list[bytes]]:
    values = []
    for device in turn.devices:
        values.append(fairness.values_back(device.head, device.step, device.value))
        if device.step < 1:
            raise Unfair("a player has not revealed the value that deals the set-up")
    return values


def _cards(game: Game, turn: Turn, setup_seed: int, mine: int | None, chain: Chain | None) -> tuple[int, ...]:
    """Each seat's secret card where it is known here: this device's own, and those shown."""
    if not game.secret_cards:
        return ()
    owners = turn.table.owners
    cards = []
    for seat in range(len(owners)):
        device = turn.devices[owners[seat]]
        place = sum(1 for earlier in range(seat) if owners[earlier] == owners[seat])
        if len(device.commitments) != owners.count(owners[seat]):
            raise InvalidLink("the link lacks a player's commitment to their secret card")
        public = fairness.seed(seat, [setup_seed.to_bytes(8, "big")], b"card") % game.secret_cards
        if device.shown:
            if len(device.shown) != len(device.commitments):
                raise InvalidLink("the link shows only some of a player's secret cards")
            number, salt = device.shown[place]
            fairness.check_secret(device.commitments[place], number, salt)
            if number >= game.secret_cards:
                raise Unfair("a secret shown is not the one committed at the start")
            cards.append(fairness.card(number, public, game.secret_cards))
        elif chain is not None and owners[seat] == mine:
            cards.append(
                fairness.card(chain.private_number(seat, game.secret_cards), public, game.secret_cards)
            )
        else:
            cards.append(0)
    return tuple(cards)


def replay(
    turn: Turn, games: Callable[[str], Game], mine: int | None = None, chain: Chain | None = None
) -> Played:
    """The game ``turn`` makes, checked: every value against its commitment, every action through
    the rules, every draw from the values that decide it. ``mine`` and ``chain``: this device and
    its chain, which give its own secret cards and, on its turn, the seed of its epoch."""
    game = _game(turn.table, games)
    owners, kinds = turn.table.owners, [seat.kind for seat in turn.table.seats]
    if len(turn.devices) != turn.table.devices:
        raise InvalidLink("the link does not hold every player's commitments")
    if chain is not None and (mine is None or turn.devices[mine].head != chain.head):
        raise InvalidLink("the link is of a game this device is not playing")
    values = _chain_values(turn)

    def value(device: int, epoch: int) -> bytes:
        if chain is not None and device == mine:
            return chain.value(epoch)
        if epoch >= len(values[device]):
            raise Unfair("the link does not carry the value that decides this turn's chance")
        return values[device][epoch]

    setup_seed = fairness.seed(1, [chain_values[1] for chain_values in values], b"setup")
    names = [seat.name for seat in turn.table.seats]
    try:
        state = game.new_game(names, setup_seed, turn.table.options)
        cards = _cards(game, turn, setup_seed, mine, chain)
        if cards:
            state = game.with_secrets(state, cards)
    except InvalidLink:
        raise
    except ShelfieError as error:
        raise InvalidLink("the link's game cannot be set up: {reason}", reason=str(error)) from error
    state = game.reseed(state, fairness.seed(1, [chain_values[1] for chain_values in values]))
    epoch, holder = 1, HOST

    def before(state: Any, seat: int) -> Any:
        nonlocal epoch, holder
        if owners[seat] != holder:
            epoch += 1
            state = game.reseed(
                state, fairness.seed(epoch, [value(holder, epoch), value(owners[seat], epoch)])
            )
            holder = owners[seat]
        return state

    try:
        state = packing.unpack_log(game, state, turn.log, before)
    except InvalidSave as error:
        raise InvalidLink(
            "the link's moves are not a game of these rules: {reason}", reason=str(error)
        ) from error
    if not game.is_over(state):
        seat = seat_in_hand(game.to_move(state), kinds)
        assert seat is not None
        if owners[seat] == holder and game.log(state):
            raise InvalidLink("the link was sent before its sender's turn was over")
        if owners[seat] != holder:
            epoch += 1
            prev, holder = holder, owners[seat]
            sender = value(prev, epoch)
            if chain is not None and holder == mine:
                state = game.reseed(state, fairness.seed(epoch, [sender, value(holder, epoch)]))
    return Played(state, epoch, holder, cards)


# --- a device's part -----------------------------------------------------------------------------


def device_part(game: Game, table: Table, device: int, chain: Chain) -> Device:
    """What ``device`` shares when it joins: its head and its seats' commitments."""
    commitments: tuple[bytes, ...] = ()
    if game.secret_cards:
        commitments = tuple(
            fairness.commit_secret(chain.private_number(seat, game.secret_cards), chain.salt(seat))
            for seat, owner in enumerate(table.owners)
            if owner == device
        )
    return Device(chain.head, commitments)


def invite(
    game: Game, game_id: str, options: Mapping[str, Any], seats: Sequence[Seat], chain: Chain
) -> Invite:
    """The host's invitation; InvalidLink when these seats cannot be played by link."""
    table = Table(game_id, dict(options), tuple(seats))
    if game_id not in GAME_CODES or any(seat.kind not in KIND_CODES for seat in seats):
        raise InvalidLink("this game cannot be played by link")
    if not seats or seats[HOST].kind != KIND_CODES[0]:
        raise InvalidLink("the first seat is the host's: a person")
    _game(table, lambda _: game)
    setup.check_players([seat.name for seat in seats], game_id, game.min_players, game.max_players)
    return Invite(table, device_part(game, table, HOST, chain))


def reply(game: Game, invitation: Invite, device: int, name: str, chain: Chain) -> Reply:
    """A friend's answer: they take the seats of ``device`` under ``name``."""
    if not 1 <= device < invitation.table.devices:
        raise InvalidLink("there is no seat {device} to take in this game", device=shown(device))
    setup.check_players([name], game.id, 1, 1)
    part = device_part(game, invitation.table, device, chain)
    return Reply(invitation.tag, device, name, replace(part, step=1, value=chain.value(1)))


def begin(invitation: Invite, replies: Mapping[int, Reply], chain: Chain) -> Turn:
    """The first turn link's start, once every friend has answered: the set-up is dealt from every
    device's first value; the host reveals theirs when the link leaves (``send``)."""
    table = invitation.table
    missing = [device for device in range(1, table.devices) if device not in replies]
    if missing:
        raise InvalidLink("not everyone has answered the invitation yet")
    seats = list(table.seats)
    owners = table.owners
    for device, answer in replies.items():
        if answer.tag != invitation.tag or answer.device != device:
            raise InvalidLink("an answer is of another game")
        fairness.values_back(answer.joined.head, 1, answer.joined.value)
        seats[owners.index(device)] = replace(seats[owners.index(device)], name=answer.name)
    host = replace(invitation.host, step=1, value=chain.value(1))
    devices = (host, *(replies[device].joined for device in range(1, table.devices)))
    return Turn(replace(table, seats=tuple(seats)), devices)


def setup_state(game: Game, turn: Turn) -> Any:
    """The game as dealt, before any secret or any move: what a log is packed against (the legal
    actions depend on neither the seed nor the secret cards)."""
    values = _chain_values(turn)
    return game.new_game(
        [seat.name for seat in turn.table.seats],
        fairness.seed(1, [chain_values[1] for chain_values in values], b"setup"),
        turn.table.options,
    )


def send(game: Game, turn: Turn, played: Played, state: Any, *, mine: int, chain: Chain) -> Turn:
    """The turn link ``mine`` sends once its play is done: the log of ``state`` (``played``'s game
    played on), its chain value for the next device's epoch, and its secrets once the game is
    over. InvalidLink when this device's play is not over."""
    if game.log(state)[: len(game.log(played.state))] != game.log(played.state):
        raise InvalidLink("the game sent is not the one received")
    owners, kinds = turn.table.owners, [seat.kind for seat in turn.table.seats]
    over = game.is_over(state)
    seat = None if over else seat_in_hand(game.to_move(state), kinds)
    if seat is not None and owners[seat] == mine:
        raise InvalidLink("your turn is not over yet")
    log = packing.pack_log(game, setup_state(game, turn), game.log(state))
    # Passing on without playing (the host's first link when a friend starts) reveals the value of
    # the epoch that starts; after playing, the next one's; at the end, the last one played.
    step = played.epoch + (1 if played.holder == mine and not over else 0)
    devices = list(turn.devices)
    shown_ = devices[mine].shown
    if over and game.secret_cards:
        seats = [seat for seat, owner in enumerate(owners) if owner == mine]
        shown_ = tuple((chain.private_number(seat, game.secret_cards), chain.salt(seat)) for seat in seats)
    step = max(devices[mine].step, step)
    devices[mine] = replace(devices[mine], step=step, value=chain.value(step), shown=shown_)
    return replace(turn, devices=tuple(devices), log=log)


def relation(game: Game, held: Any, received: Any) -> saves.Relation:
    """How a received game stands to the one held of the same tag, by their logs."""
    return saves.relation(game.log(held), game.log(received))
