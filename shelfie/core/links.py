"""Play by link: a game that travels between devices as links, checked, never trusted.

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

from shelfie import registry
from shelfie.core import ed25519, fairness, packing, saves, setup
from shelfie.core.contract import AnyGame, Event
from shelfie.core.errors import InvalidLink, InvalidSave, ShelfieError, shown
from shelfie.core.fairness import VALUE_BYTES, Chain, Unfair

FORMAT = 2
"""The link format this page writes. Version 1 (before links were signed) is still read: its
devices have no key, and a game begun then plays on as it began, checked by the rules, the chain
values and the game this device holds, without signatures."""
SIGNED = 2
"""The first format whose devices carry a key and sign what they send."""
FRAGMENT = "link"
"""The fragment's key: ``#link=<base64url>``."""
MAX_LINK = 20_000
"""Characters of a link read at the most: the longest game here is about 800."""
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
    """One device's public part of a game: its commitments and key, fixed when it joins, and what
    it has revealed and signed so far."""

    head: bytes
    commitments: tuple[bytes, ...] = ()
    """One per seat it plays, in seat order, in a game with secret cards."""
    step: int = 0
    """How far along its chain it has revealed (0: only the head)."""
    value: bytes = b""
    """The value of that step (the head at step 0)."""
    shown: tuple[tuple[int, bytes], ...] = ()
    """Its seats' secrets shown at the end: the private number and the salt of each. In a signed
    game the salt is empty: it follows from the chain's last value (``fairness.end_salt``), which
    the device reveals as its value at the end (step ``CHAIN_LENGTH``)."""
    key: bytes = b""
    """Its Ed25519 public key (``Chain.public_key``); empty in a game begun before links were signed."""
    signed: int = 0
    """How many moves of the log its signature covers: every move up to its last link."""
    signature: bytes = b""
    """Its signature of the game as agreed, its own revealed part and the first ``signed`` moves
    (``signed_message``); empty until it sends a turn link."""

    def __post_init__(self) -> None:
        if not self.value:
            object.__setattr__(self, "value", self.head)


@dataclass(frozen=True)
class Terms:
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
    table: Terms
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
    """The friend's commitments, key and first value (step 1)."""
    invited: bytes = b""
    """A digest of the invitation answered (``invitation_digest``): the host's device refuses an
    answer to an invitation that was changed on its way (its names, options or commitments)."""


@dataclass(frozen=True)
class Turn:
    table: Terms
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


def _write_table(out: Writer, table: Terms) -> None:
    out.count(registry.GAMES[table.game_id].link_code)
    out.text(json.dumps(dict(table.options), separators=(",", ":"), sort_keys=True))
    out.count(len(table.seats))
    for seat in table.seats:
        out.count(KIND_CODES.index(seat.kind))
        out.text(seat.name)


def _read_table(read: Reader) -> Terms:
    game_id = registry.game_of_link_code(read.count())
    if game_id is None:
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
    return Terms(game_id, options, tuple(seats))


def _write_fixed(out: Writer, device: Device) -> None:
    """What a device fixes when it joins: its head, key and commitments."""
    out.raw(device.head)
    out.blob(device.key)
    out.count(len(device.commitments))
    for commitment in device.commitments:
        out.raw(commitment)


def _write_revealed(out: Writer, device: Device) -> None:
    out.count(device.step)
    out.raw(device.value)
    out.count(len(device.shown))
    for number, salt in device.shown:
        out.count(number)
        if not device.key:
            out.raw(salt)  # a game begun before links were signed shows its salts


def _write_device(out: Writer, device: Device, revealed: bool) -> None:
    _write_fixed(out, device)
    if revealed:
        _write_revealed(out, device)
        out.blob(device.signature)
        if device.signature:
            out.count(device.signed)


def _read_device(read: Reader, revealed: bool, version: int) -> Device:
    head = read.raw(VALUE_BYTES)
    key = b""
    if version >= SIGNED:
        key = read.blob(ed25519.KEY_BYTES)
        if len(key) not in (0, ed25519.KEY_BYTES):
            raise InvalidLink("the link holds a player's key that is not one")
    commitments = tuple(read.raw(VALUE_BYTES) for _ in range(read.count(8)))
    if not revealed:
        return Device(head, commitments, key=key)
    step = read.count(fairness.CHAIN_LENGTH)
    value = read.raw(VALUE_BYTES)
    salted = not key
    shown_ = tuple(
        (read.count(255), read.raw(fairness.SALT_BYTES) if salted else b"") for _ in range(read.count(8))
    )
    signature, signed = b"", 0
    if version >= SIGNED:
        signature = read.blob(ed25519.SIGNATURE_BYTES)
        if len(signature) not in (0, ed25519.SIGNATURE_BYTES):
            raise InvalidLink("the link holds a player's signature that is not one")
        if signature:
            signed = read.count()
    return Device(head, commitments, step, value, shown_, key, signed, signature)


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
        out.blob(link.invited)
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
    read = Reader(body)
    kind = read.count()
    if kind == Kind.INVITE:
        table = _read_table(read)
        link: Link = Invite(table, _read_device(read, revealed=False, version=version))
    elif kind == Kind.REPLY:
        tag, device, name = read.raw(6), read.count(8), read.text(setup.MAX_NAME)
        invited = read.blob(VALUE_BYTES) if version >= SIGNED else b""
        link = Reply(tag, device, name, _read_device(read, revealed=True, version=version), invited)
    elif kind == Kind.TURN:
        table = _read_table(read)
        devices = tuple(_read_device(read, revealed=True, version=version) for _ in range(table.devices))
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


# --- what the devices agreed, and who made each move -------------------------------------------


def agreed(turn: Turn) -> bytes:
    """What is fixed once the game is dealt: the game, its options, its seats and their names, and
    each device's head, key and commitments. A device refuses a link whose agreed part is not that
    of the game it holds (``check_same_game``)."""
    out = Writer()
    _write_table(out, turn.table)
    for device in turn.devices:
        _write_fixed(out, device)
    return bytes(out.out)


def _fixed(device: Device) -> bytes:
    out = Writer()
    _write_fixed(out, device)
    return bytes(out.out)


def invitation_digest(invitation: Invite) -> bytes:
    """What an answer names the invitation by: any change to its names, options, seats or the host's
    commitments and key changes it."""
    return fairness.digest(b"invitation", to_bytes(invitation))[:VALUE_BYTES]


def _moves_digests(game: AnyGame, log: Sequence[Event]) -> list[bytes]:
    """``digests[k]`` names the first ``k`` moves (who made each, and what it was)."""
    digests = [b""]
    for event in log:
        entry = json.dumps(
            [event.seat, game.action_to_json(event.action)], sort_keys=True, separators=(",", ":")
        )
        digests.append(fairness.digest(b"move", digests[-1], entry.encode()))
    return digests


def signed_message(turn: Turn, device: int, moves: bytes) -> bytes:
    """What ``device`` signs: the game as agreed, its own revealed part (its chain value and the
    secrets it has shown) and the first ``signed`` moves, named by ``moves``."""
    part = turn.devices[device]
    out = Writer()
    _write_revealed(out, part)
    return fairness.digest(
        b"turn",
        agreed(turn),
        device.to_bytes(2, "big"),
        bytes(out.out),
        part.signed.to_bytes(4, "big"),
        moves,
    )


def sign(game: AnyGame, turn: Turn, mine: int, chain: Chain, log: Sequence[Event]) -> Turn:
    """``turn`` (whose moves are ``log``) with ``mine``'s signature of all of them and of its own
    revealed part: what every link a device sends carries."""
    return _signed(turn, mine, chain, _moves_digests(game, log))


def _signed(turn: Turn, mine: int, chain: Chain, digests: Sequence[bytes]) -> Turn:
    """``turn`` with ``mine``'s signature of every move so far (a game begun before links were
    signed stays unsigned: its devices have no key)."""
    devices = list(turn.devices)
    if not devices[mine].key:
        return turn
    devices[mine] = replace(devices[mine], signed=len(digests) - 1, signature=b"")
    unsigned = replace(turn, devices=tuple(devices))
    signature = chain.sign(signed_message(unsigned, mine, digests[-1]))
    devices[mine] = replace(devices[mine], signature=signature)
    return replace(turn, devices=tuple(devices))


def _check_signatures(game: AnyGame, turn: Turn, log: Sequence[Event]) -> None:
    """Unfair unless every device's signature holds and every move is covered by the signature of
    the device that made it: a move, a value or a secret changed on its way is refused by whichever
    device receives it, not only by the one that made it."""
    keyed = [bool(device.key) for device in turn.devices]
    if not any(keyed):
        return  # a game begun before links were signed
    if not all(keyed):
        raise InvalidLink("the link lacks a player's key")
    digests = _moves_digests(game, log)
    for index, device in enumerate(turn.devices):
        if not device.signature:
            if index == HOST:
                raise Unfair("the link is not signed by the host's device")
            continue
        if device.signed > len(log) or not ed25519.verify(
            device.key, signed_message(turn, index, digests[device.signed]), device.signature
        ):
            raise Unfair("the link was changed on its way: it is not what its players' devices signed")
    owners = turn.table.owners
    for number, event in enumerate(log):
        maker = turn.devices[owners[event.seat]]
        if not maker.signature or number >= maker.signed:
            raise Unfair("the link holds a move its player's device did not sign")


def check_same_game(held: Turn, received: Turn) -> None:
    """InvalidLink unless ``received`` is of the game ``held`` as agreed: the same game, options,
    seats, names, heads, keys and commitments."""
    if agreed(received) != agreed(held):
        raise InvalidLink(
            "its game, settings or players are not those of the game you hold: it was changed on its way"
        )


def check_answer(invitation: Invite, answer: Reply) -> None:
    """InvalidLink unless ``answer`` answers this very invitation (the host's device checks it)."""
    if answer.tag != invitation.tag or not 1 <= answer.device < invitation.table.devices:
        raise InvalidLink("an answer is of another game")
    if invitation.host.key and (not answer.joined.key or answer.invited != invitation_digest(invitation)):
        raise InvalidLink("the answer is to an invitation that was changed on its way: invite again")


def check_dealt(turn: Turn, invitation: Invite, answer: Reply | None) -> None:
    """InvalidLink unless the first turn link a friend receives deals the game it was invited to
    and answered: the same game, options and seats, the host's name, commitments and key, and the
    friend's own name and part as its ``answer`` gave them (the others' names come from their answers,
    vouched for by the host's signature)."""
    table, invited = turn.table, invitation.table
    same = (
        table.game_id == invited.game_id
        and dict(table.options) == dict(invited.options)
        and [seat.kind for seat in table.seats] == [seat.kind for seat in invited.seats]
        and table.seats[HOST].name == invited.seats[HOST].name
        and _fixed(turn.devices[HOST]) == _fixed(invitation.host)
    )
    if same and answer is not None:
        own = table.owners.index(answer.device)
        same = table.seats[own].name == answer.name and _fixed(turn.devices[answer.device]) == _fixed(
            answer.joined
        )
    if not same:
        raise InvalidLink("it is not the game you were invited to and answered: it was changed on its way")


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


def _game(table: Terms, games: Callable[[str], AnyGame]) -> AnyGame:
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


def _cards(
    game: AnyGame, turn: Turn, setup_seed: int, mine: int | None, chain: Chain | None
) -> tuple[int, ...]:
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
            if not salt:
                if device.step != fairness.CHAIN_LENGTH:
                    raise Unfair("a secret shown is not the one committed at the start")
                salt = fairness.end_salt(device.value, seat)
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
    turn: Turn, games: Callable[[str], AnyGame], mine: int | None = None, chain: Chain | None = None
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
    _check_signatures(game, turn, game.log(state))
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


def device_part(game: AnyGame, table: Terms, device: int, chain: Chain) -> Device:
    """What ``device`` shares when it joins: its head and its seats' commitments."""
    commitments: tuple[bytes, ...] = ()
    if game.secret_cards:
        commitments = tuple(
            fairness.commit_secret(chain.private_number(seat, game.secret_cards), chain.sealed_salt(seat))
            for seat, owner in enumerate(table.owners)
            if owner == device
        )
    return Device(chain.head, commitments, key=chain.public_key)


def invite(
    game: AnyGame, game_id: str, options: Mapping[str, Any], seats: Sequence[Seat], chain: Chain
) -> Invite:
    """The host's invitation; InvalidLink when these seats cannot be played by link."""
    table = Terms(game_id, dict(options), tuple(seats))
    if game_id not in registry.GAMES or any(seat.kind not in KIND_CODES for seat in seats):
        raise InvalidLink("this game cannot be played by link")
    if not seats or seats[HOST].kind != KIND_CODES[0]:
        raise InvalidLink("the first seat is the host's: a person")
    _game(table, lambda _: game)
    setup.check_players([seat.name for seat in seats], game_id, game.min_players, game.max_players)
    return Invite(table, device_part(game, table, HOST, chain))


def reply(game: AnyGame, invitation: Invite, device: int, name: str, chain: Chain) -> Reply:
    """A friend's answer: they take the seats of ``device`` under ``name``."""
    if not 1 <= device < invitation.table.devices:
        raise InvalidLink("there is no seat {device} to take in this game", device=shown(device))
    setup.check_players([name], game.id, 1, 1)
    part = device_part(game, invitation.table, device, chain)
    return Reply(
        invitation.tag,
        device,
        name,
        replace(part, step=1, value=chain.value(1)),
        invitation_digest(invitation) if invitation.host.key else b"",
    )


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
        check_answer(invitation, answer)
        if answer.device != device:
            raise InvalidLink("an answer is of another game")
        fairness.values_back(answer.joined.head, 1, answer.joined.value)
        seats[owners.index(device)] = replace(seats[owners.index(device)], name=answer.name)
    host = replace(invitation.host, step=1, value=chain.value(1))
    devices = (host, *(replies[device].joined for device in range(1, table.devices)))
    return _signed(Turn(replace(table, seats=tuple(seats)), devices), HOST, chain, [b""])


def setup_state(game: AnyGame, turn: Turn) -> Any:
    """The game as dealt, before any secret or any move: what a log is packed against (the legal
    actions depend on neither the seed nor the secret cards)."""
    values = _chain_values(turn)
    return game.new_game(
        [seat.name for seat in turn.table.seats],
        fairness.seed(1, [chain_values[1] for chain_values in values], b"setup"),
        turn.table.options,
    )


def send(game: AnyGame, turn: Turn, played: Played, state: Any, *, mine: int, chain: Chain) -> Turn:
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
    log, moves = packing.carried(game, setup_state(game, turn), game.log(state))
    # Passing on without playing (the host's first link when a friend starts) reveals the value of
    # the epoch that starts; after playing, the next one's; at the end, the last one played.
    step = played.epoch + (1 if played.holder == mine and not over else 0)
    devices = list(turn.devices)
    shown_ = devices[mine].shown
    step = max(devices[mine].step, step)
    if over and game.secret_cards:
        seats = [seat for seat, owner in enumerate(owners) if owner == mine]
        signed = bool(devices[mine].key)
        shown_ = tuple(
            (chain.private_number(seat, game.secret_cards), b"" if signed else chain.salt(seat))
            for seat in seats
        )
        if signed:
            step = fairness.CHAIN_LENGTH  # the last value, whose salts open the commitments
    devices[mine] = replace(devices[mine], step=step, value=chain.value(step), shown=shown_)
    return sign(game, replace(turn, devices=tuple(devices), log=log), mine, chain, moves)


def relation(game: AnyGame, held: Any, received: Any) -> saves.Relation:
    """How a received game stands to the one held of the same tag, by their logs."""
    return saves.relation(game.log(held), game.log(received))
