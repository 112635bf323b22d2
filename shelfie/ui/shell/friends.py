"""A device's games with friends: what it keeps of each game by link, and what opening a
link does to that, as pure functions the page's screens call.

A device keeps, per game (by its tag, ``links.game_tag``): which device it is, its chain's secret
(never in any link), the invitation, the replies it has received (the host, until everyone is in)
and the last turn link it received or sent. Opening a link never changes anything it holds unless
the link is accepted: a refused link leaves every record as it was, with the reason in words.
"""

import base64
import binascii
import json
from collections.abc import Callable, Mapping
from contextlib import suppress
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from shelfie.core import fairness, links, saves
from shelfie.core.contract import AnyGame
from shelfie.core.errors import InvalidLink
from shelfie.core.fairness import Chain

Games = Callable[[str], AnyGame]


@dataclass(frozen=True)
class LinkGame:
    """One game by link as this device keeps it."""

    device: int
    secret: bytes
    invitation: str
    replies: Mapping[int, str] = field(default_factory=dict)
    turn: str = ""
    """The latest turn link this device received or sent ("" before the game begins)."""
    answer: str = ""
    """A friend's reply to the invitation, to send again until the game begins."""
    moves: str = ""
    """This device's moves since ``turn``, not sent yet, as log entries in JSON ("": none)."""
    sent: bool = False
    """``turn`` is a link this device made (to send), not one it received."""
    recorded: bool = False
    """The finished game is in this device's statistics."""
    status: str = ""
    """Where the game stands, for the home screen's list without loading the game: "answers"
    (the host waits for them), "host" (waiting for the host), "yours", "theirs:<name>", "over"."""
    updated: str = ""
    """The day (YYYY-MM-DD, UTC) a link of this game was last made or opened here ("": unknown)."""

    @property
    def chain(self) -> Chain:
        return Chain(self.secret)

    def invite(self) -> links.Invite:
        link = links.from_text(self.invitation)
        if not isinstance(link, links.Invite):
            raise InvalidLink("a game with friends kept on this device is damaged")
        return link

    def to_json(self) -> dict[str, Any]:
        return {
            "device": self.device,
            "secret": self.secret.hex(),
            "invitation": self.invitation,
            "replies": {str(device): text for device, text in self.replies.items()},
            "turn": self.turn,
            "answer": self.answer,
            "moves": self.moves,
            "sent": self.sent,
            "status": self.status,
            "recorded": self.recorded,
            "updated": self.updated,
        }

    @staticmethod
    def from_json(data: object) -> "LinkGame":
        """A kept record, or InvalidLink when storage holds something else."""
        try:
            assert isinstance(data, dict)
            replies = {int(device): str(text) for device, text in data.get("replies", {}).items()}
            return LinkGame(
                device=int(data["device"]),
                secret=bytes.fromhex(data["secret"]),
                invitation=str(data["invitation"]),
                replies=replies,
                turn=str(data["turn"]),
                answer=str(data.get("answer", "")),
                moves=str(data.get("moves", "")),
                sent=data.get("sent") is True,
                recorded=data.get("recorded") is True,
                status=str(data.get("status", "")),
                updated=str(data.get("updated", ""))[:10],
            )
        except (AssertionError, KeyError, TypeError, ValueError, AttributeError):
            raise InvalidLink("a game with friends kept on this device is damaged") from None


class NotHere(InvalidLink):
    """A turn or an answer of a game this device does not hold: the page offers to bring the game
    here from the device that has it (its move link, QR code or file)."""


class Opened(Enum):
    INVITED = "invited"
    """An invitation: the person may take a free seat."""
    JOINED = "joined"
    """A friend's reply reached the host: waiting for the others, or ready to begin."""
    YOUR_TURN = "your-turn"
    THEIR_TURN = "their-turn"
    """A turn of this device's game that another device plays next (or the final table)."""
    EARLIER = "earlier"
    """An earlier turn of the game this device holds: nothing changes."""


@dataclass(frozen=True)
class Opening:
    opened: Opened
    records: Mapping[str, LinkGame]
    tag: str
    played: links.Played | None = None


def tag_of(link: links.Invite | links.Turn | links.Reply) -> str:
    return link.tag.hex()


def host(
    games: Games, game_id: str, options: Mapping[str, Any], seats: list[links.Seat], secret: bytes
) -> LinkGame:
    """The host's record of a new game: its invitation is ``record.invitation``."""
    invitation = links.invite(games(game_id), game_id, options, seats, Chain(secret))
    return LinkGame(links.HOST, secret, links.to_text(invitation))


def join(games: Games, invitation: str, device: int, name: str, secret: bytes) -> tuple[LinkGame, str]:
    """A friend's record of the game they join, and the reply link to send the host."""
    invite = links.from_text(invitation)
    if not isinstance(invite, links.Invite):
        raise InvalidLink("that is not an invitation")
    answer = links.to_text(links.reply(games(invite.table.game_id), invite, device, name, Chain(secret)))
    return LinkGame(device, secret, invitation, answer=answer), answer


def open_link(games: Games, records: Mapping[str, LinkGame], text: str) -> Opening:
    """What opening ``text`` does on this device: a new record set and what to show, or
    InvalidLink with the reason (and ``records`` untouched)."""
    link = links.from_text(text)
    tag = tag_of(link)
    held = records.get(tag)
    if isinstance(link, links.Invite):
        return Opening(Opened.INVITED, records, tag)
    if held is None:
        raise NotHere(
            "this game is not on this device: open the link on the device where you joined the "
            "game, or bring the game here from it with its game file or its link for another device"
        )
    if isinstance(link, links.Reply):
        return _replied(games, records, held, link, text)
    assert isinstance(link, links.Turn)
    if held.turn:
        links.check_same_game(turn_of(held.turn), link)
    else:
        links.check_dealt(link, held.invite(), _reply(held.answer) if held.answer else None)
    played = links.replay(link, games, held.device, held.chain)
    game = games(link.table.game_id)
    if held.turn:
        before = links.replay(turn_of(held.turn), games, held.device, held.chain)
        relation = links.relation(game, before.state, played.state)
        if relation is saves.Relation.EARLIER:
            return Opening(Opened.EARLIER, records, tag, before)
        if relation is saves.Relation.PARTED:
            raise InvalidLink("this link parts from the game you hold: someone played another move")
        if relation is saves.Relation.SAME and len(_shown(link)) <= len(_shown(turn_of(held.turn))):
            played = before
            text = held.turn
    same = text == held.turn
    kept = {
        **records,
        tag: replace(held, turn=text, moves=held.moves if same else "", sent=held.sent and same),
    }
    mine = played.holder == held.device and not game.is_over(played.state)
    return Opening(Opened.YOUR_TURN if mine else Opened.THEIR_TURN, kept, tag, played)


def _shown(turn: links.Turn) -> list[object]:
    return [device.shown for device in turn.devices if device.shown]


def _replied(
    games: Games, records: Mapping[str, LinkGame], held: LinkGame, answer: links.Reply, text: str
) -> Opening:
    tag = tag_of(answer)
    if held.device != links.HOST:
        raise InvalidLink("this answer is for the host of the game")
    if held.turn:
        raise InvalidLink("this game has begun already")
    invite = held.invite()
    links.check_answer(invite, answer)
    taken = held.replies.get(answer.device)
    if taken is not None and taken != text:
        raise InvalidLink("someone else has taken this seat already")
    fairness.values_back(answer.joined.head, 1, answer.joined.value)
    record = replace(held, replies={**held.replies, answer.device: text})
    if len(record.replies) < invite.table.devices - 1:
        return Opening(Opened.JOINED, {**records, tag: record}, tag)
    turn = links.begin(
        invite, {device: _reply(reply) for device, reply in record.replies.items()}, held.chain
    )
    record = replace(record, turn=links.to_text(turn))
    played = links.replay(turn, games, links.HOST, held.chain)
    return Opening(Opened.JOINED, {**records, tag: record}, tag, played)


def turn_of(text: str) -> links.Turn:
    link = links.from_text(text)
    if not isinstance(link, links.Turn):
        raise InvalidLink("a game with friends kept on this device is damaged")
    return link


def _reply(text: str) -> links.Reply:
    link = links.from_text(text)
    if not isinstance(link, links.Reply):
        raise InvalidLink("a game with friends kept on this device is damaged")
    return link


def sent(
    games: Games, records: Mapping[str, LinkGame], tag: str, state: Any
) -> tuple[dict[str, LinkGame], str]:
    """The link this device sends once its play on ``state`` is done, and the records that keep it."""
    held = records[tag]
    turn = turn_of(held.turn)
    played = links.replay(turn, games, held.device, held.chain)
    out = links.send(games(turn.table.game_id), turn, played, state, mine=held.device, chain=held.chain)
    text = links.to_text(out)
    return {**records, tag: replace(held, turn=text, moves="", sent=True)}, text


MOVE = "move"
"""The fragment's key of a game moved to another device: ``#move=<base64url>``."""
MOVE_FORMAT = 2
"""Version 1 was the record's JSON (still read); 2 packs it in bytes, so a whole four-player game
fits a QR code a phone reads from a screen."""
_FLAGS = ("sent", "recorded")


def moved(record: LinkGame) -> str:
    """A game with friends as a link to open on another device of the same person: it carries the
    chain's secret, so whoever opens it plays as them (the page says so). The links it holds go as
    their bytes, not their text (a quarter shorter), behind a format version and a checksum."""
    out = links.Writer()
    out.count(record.device)
    out.blob(record.secret)
    out.count(sum(1 << bit for bit, flag in enumerate(_FLAGS) if getattr(record, flag)))
    out.text(record.status)
    out.text(record.updated)
    for text in (record.invitation, record.turn, record.answer):
        out.blob(links.to_bytes(links.from_text(text)) if text else b"")
    replies = {} if record.turn else record.replies  # once the game has begun, nothing reads them
    out.count(len(replies))
    for device, text in sorted(replies.items()):
        out.count(device)
        out.blob(links.to_bytes(links.from_text(text)))
    out.text(record.moves)
    body = bytes(out.out)
    data = bytes([MOVE_FORMAT]) + fairness.digest(body)[: links.CHECKSUM_BYTES] + body
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def arrived(text: str) -> LinkGame:
    """The game a move link carries (its value, or any text that ends with it), or InvalidLink."""
    value = text.rpartition(f"{MOVE}=")[2].strip()
    try:
        data = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
    except (ValueError, binascii.Error):
        raise InvalidLink("that is not a game moved from another device") from None
    if data[:1] == b"{":
        try:
            record = LinkGame.from_json(json.loads(data))
        except ValueError:
            raise InvalidLink("that is not a game moved from another device") from None
    else:
        record = _unpacked(data)
    record.invite()
    return record


def _unpacked(data: bytes) -> LinkGame:
    if not data or data[0] != MOVE_FORMAT:
        raise InvalidLink("that is not a game moved from another device")
    body = data[1 + links.CHECKSUM_BYTES :]
    if fairness.digest(body)[: links.CHECKSUM_BYTES] != data[1 : 1 + links.CHECKSUM_BYTES]:
        raise InvalidLink("the link is damaged: ask for it again, copied whole")
    read = links.Reader(body)
    device = read.count(8)
    secret = read.blob(64)
    flags = read.count(3)
    status = read.text(200)
    updated = read.text(10)

    def link_text() -> str:
        raw = read.blob(links.MAX_LINK)
        return links.to_text(links.from_bytes(raw)) if raw else ""

    invitation, turn, answer = link_text(), link_text(), link_text()
    replies = {read.count(8): link_text() for _ in range(read.count(8))}
    moves = read.text(links.MAX_LINK)
    if read.at != len(body):
        raise InvalidLink("the link has bytes left over")
    return LinkGame(
        device,
        secret,
        invitation,
        replies,
        turn,
        answer,
        moves,
        **{flag: bool(flags >> bit & 1) for bit, flag in enumerate(_FLAGS)},
        status=status,
        updated=updated,
    )


def load_all(text: str | None) -> dict[str, LinkGame]:
    """Every game with friends kept under the storage key, or InvalidLink when it is damaged."""
    if not text:
        return {}
    try:
        data = json.loads(text)
    except ValueError:
        raise InvalidLink("a game with friends kept on this device is damaged") from None
    if not isinstance(data, dict):
        raise InvalidLink("a game with friends kept on this device is damaged")
    return {str(tag): LinkGame.from_json(record) for tag, record in data.items()}


def dump_all(records: Mapping[str, LinkGame]) -> str:
    return json.dumps({tag: record.to_json() for tag, record in records.items()}, separators=(",", ":"))


def game_id(records: Mapping[str, LinkGame], text: str) -> str | None:
    """The game a link is of (a reply names only its game's tag; a move link carries its game), or
    None when it is not a link of a game this page can open: the page loads that game's modules
    before opening it."""
    if f"{MOVE}=" in text:
        try:
            return arrived(text).invite().table.game_id
        except InvalidLink:
            return None
    try:
        link = links.from_text(text)
    except InvalidLink:
        return None
    if isinstance(link, links.Reply):
        return game_of(records.get(tag_of(link)))
    return link.table.game_id


def game_of(record: LinkGame | None) -> str | None:
    """The game a kept record is of, read from its invitation (no game module needed)."""
    if record is None:
        return None
    try:
        return record.invite().table.game_id
    except InvalidLink:
        return None


def seat_names(record: LinkGame) -> tuple[str, ...]:
    """The players' names as this device knows them: the dealt game's, or before the deal the
    invitation's with the names the answers gave (this friend's own, the host's received ones)."""
    if record.turn:
        return tuple(seat.name for seat in turn_of(record.turn).table.seats)
    table = record.invite().table
    names = [seat.name for seat in table.seats]
    for text in (*record.replies.values(), *([record.answer] if record.answer else [])):
        with suppress(InvalidLink):
            reply = links.from_text(text)
            if isinstance(reply, links.Reply) and reply.device in table.owners:
                names[table.owners.index(reply.device)] = reply.name
    return tuple(names)
