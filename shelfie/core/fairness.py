"""Chance no single player controls, and secrets no one can swap, without a server (issue 29).

Before the game each player draws a secret and commits to the head of a hash chain built from it,
``H^n(secret)``. At the k-th draw of chance every player reveals the next value back along their
chain: it must hash to the value they revealed before (the head, at first), so nobody can change
it after committing, and nobody knows another's next value before it is revealed. The draw's
randomness is the hash of all the revealed values and k, so it is fixed once they are revealed (a
reload cannot draw again) and no player alone decides it. A secret card is committed as the hash
of the card and a salt, and checked when it is shown at the end.

What this cannot stop (docs/LINK-PLAY.md): a player who leaves, players who collude, and a player
reading their own chain to foresee their part (not the others').
SHA-256 through ``hashlib``, which Pyodide ships.
"""

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from shelfie.core.chance import NO_CHANCE
from shelfie.core.contract import Event, Game
from shelfie.core.errors import ShelfieError

VALUE_BYTES = 32


class Unfair(ShelfieError):
    """A revealed value or a shown secret that does not match what was committed."""


def digest(*parts: bytes) -> bytes:
    """SHA-256 of the parts, each preceded by its length, so no two lists of parts hash alike."""
    hashed = hashlib.sha256()
    for part in parts:
        hashed.update(len(part).to_bytes(4, "big"))
        hashed.update(part)
    return hashed.digest()


@dataclass(frozen=True)
class Chain:
    """A player's hash chain: kept on their device; only its head and its values are shared."""

    secret: bytes
    length: int

    def value(self, step: int) -> bytes:
        """The value revealed at the ``step``-th draw (0: the head, the commitment)."""
        if not 0 <= step <= self.length:
            raise ValueError(f"a chain of {self.length} has no step {step}")
        value = self.secret
        for _ in range(self.length - step):
            value = digest(value)
        return value

    @property
    def head(self) -> bytes:
        return self.value(0)


def follows(previous: bytes, revealed: bytes) -> bool:
    """The revealed value is the next one back along the chain whose last value was ``previous``."""
    return len(revealed) == VALUE_BYTES and digest(revealed) == previous


def accept(previous: Sequence[bytes], revealed: Sequence[bytes]) -> tuple[bytes, ...]:
    """Every player's newly revealed value checked against their last one; Unfair names the first
    player whose value does not follow."""
    if len(previous) != len(revealed):
        raise Unfair("every player reveals a value at each draw")
    for seat, (last, new) in enumerate(zip(previous, revealed, strict=True)):
        if not follows(last, new):
            raise Unfair("seat {seat}'s value does not follow the one committed before", seat=seat)
    return tuple(revealed)


def randomness(revealed: Sequence[bytes], draw: int) -> int:
    """The draw's randomness: 64 bits from every player's value for it and its number."""
    return int.from_bytes(digest(*revealed, draw.to_bytes(4, "big"))[:8], "big")


def commit_secret(value: str, salt: bytes) -> bytes:
    """The commitment to a secret (a personal goal card), shared at the start."""
    return digest(b"secret", value.encode(), salt)


def check_secret(commitment: bytes, value: str, salt: bytes) -> None:
    """Unfair unless ``value`` with ``salt`` is what was committed."""
    if commit_secret(value, salt) != commitment:
        raise Unfair("the secret shown is not the one committed at the start")


def replay_fair(
    game: Game,
    start: Any,
    events: Sequence[Event],
    heads: Sequence[bytes],
    reveals: Sequence[Sequence[bytes]],
) -> Any:
    """The state the events lead to, every draw of chance checked: each action that draws takes
    the next players' values from ``reveals`` (each following the last, from the ``heads``), and
    what it drew must be what those values pick from its law. Unfair says what does not match."""
    last = tuple(heads)
    draws = iter(reveals)
    state = start
    for number, event in enumerate(events):
        law = game.chance_outcomes(state, event.seat, event.action)
        if law is not NO_CHANCE:
            values = next(draws, None)
            if values is None:
                raise Unfair(
                    "action {number} draws chance, but no values were revealed for it", number=number + 1
                )
            last = accept(last, values)
            if tuple(event.chance) != law.pick(randomness(last, number)):
                raise Unfair("action {number} drew what the revealed values do not give", number=number + 1)
        elif event.chance:
            raise Unfair("action {number} draws nothing, but chance is recorded for it", number=number + 1)
        state = game.apply(state, event.seat, event.action, event.chance or None)
    if next(draws, None) is not None:
        raise Unfair("more values were revealed than the game drew")
    return state
