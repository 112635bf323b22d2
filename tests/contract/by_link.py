"""Whole games played by link between simulated devices, through ``shelfie.core.links`` only: each
device keeps nothing but its chain and the last link it received, as a person's phone would."""

import random
from dataclasses import dataclass, field
from typing import Any

from shelfie import registry
from shelfie.core import links
from shelfie.core.fairness import Chain
from shelfie.core.links import Seat

MAX_LINKS = 2_000


@dataclass
class Device:
    index: int
    chain: Chain
    received: links.Turn | None = None


@dataclass
class Game:
    """A finished game by link: what each device ended with, and every link that travelled."""

    game: Any
    devices: list[Device]
    texts: list[str] = field(default_factory=list)
    finals: dict[int, links.Played] = field(default_factory=dict)


def computer(state: Any, seat: int, game: Any, rng: random.Random) -> Any:
    return rng.choice(game.legal_actions(state, seat))


def play(game_id: str, kinds: list[str], seed: int, options: dict[str, Any] | None = None) -> Game:
    """Host at seat 0, a friend's device for every other person, computers played by the host; every
    device plays random legal actions on its turn. Every device ends holding the final game."""
    game = registry.rules(game_id)
    rng = random.Random(seed)
    seats = [Seat(f"P{n}", kind) for n, kind in enumerate(kinds)]
    table = links.Terms(game_id, options or {}, tuple(seats))
    devices = [Device(n, Chain(rng.randbytes(32))) for n in range(table.devices)]
    result = Game(game, devices)

    def travel(link: links.Link) -> links.Link:
        text = links.to_text(link)
        result.texts.append(text)
        return links.from_text(f"https://example.org/index.html#link={text}")

    invitation = travel(links.invite(game, game_id, options or {}, seats, devices[0].chain))
    assert isinstance(invitation, links.Invite)
    replies = {}
    for device in devices[1:]:
        answer = travel(links.reply(game, invitation, device.index, f"Friend {device.index}", device.chain))
        assert isinstance(answer, links.Reply)
        replies[device.index] = answer
    turn = links.begin(invitation, replies, devices[0].chain)
    holder = devices[0]
    for _ in range(MAX_LINKS):
        played = links.replay(turn, registry.rules, holder.index, holder.chain)
        state = played.state
        owners = turn.table.owners
        while not game.is_over(state):
            seat = links.seat_in_hand(game.to_move(state), kinds)
            assert seat is not None
            if owners[seat] != holder.index:
                break
            state = game.apply(state, seat, computer(state, seat, game, rng))
        sent = travel(links.send(game, turn, played, state, mine=holder.index, chain=holder.chain))
        assert isinstance(sent, links.Turn)
        turn = sent
        if game.is_over(state):
            return finish(result, turn)
        seat = links.seat_in_hand(game.to_move(state), kinds)
        assert seat is not None
        holder = devices[owners[seat]]
    raise AssertionError("the game ends")


def finish(result: Game, turn: links.Turn) -> Game:
    """Every device that has not shown its secrets yet answers the last link with them."""
    for device in result.devices:
        played = links.replay(turn, registry.rules, device.index, device.chain)
        if not turn.devices[device.index].shown and result.game.secret_cards:
            turn = links.send(result.game, turn, played, played.state, mine=device.index, chain=device.chain)
            result.texts.append(links.to_text(turn))
    for device in result.devices:
        result.finals[device.index] = links.replay(turn, registry.rules, device.index, device.chain)
        device.received = turn
    return result
