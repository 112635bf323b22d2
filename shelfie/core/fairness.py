"""Chance no single player controls, and secrets no one can swap, without a server.

Every device in a game by link draws a secret and commits to the head of a hash chain built from
it, ``H^n(secret)``, before it sees anything of the others. The game passes from device to device
by links; each stretch of play on one device is an *epoch*. Epoch ``e``'s chance comes from a seed
hashed from ``e`` and the ``e``-th chain values of the device that sent the link and of the device
that holds the game (of every device for the first epoch, which also deals the set-up). A value
must hash back along its chain to the committed head, so nobody can change it; nobody can compute
another's next value, so nobody but the holder knows an epoch's draws before they play it. A link
carries only each device's latest value: the earlier ones follow by hashing (docs/LINK-PLAY.md).

A secret card (My Shelfie's personal goal) is the sum of a private number, committed with a salt
before the set-up is drawn, and a public one the set-up draws: nobody can choose their card, nobody
else can tell it, and the card shown at the end must match its commitment.

SHA-256 through ``hashlib``, which Pyodide ships; values cut to 128 bits to keep links short.
"""

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from shelfie.core import ed25519
from shelfie.core.errors import InvalidLink

VALUE_BYTES = 16
"""Bytes of a chain value, a head and a commitment: 128 bits, beyond any search."""
CHAIN_LENGTH = 1000
"""Values in a chain: epochs in a game at most (an 8-player Splitter has fewer than 200 turns)."""
SALT_BYTES = 16


class Unfair(InvalidLink):
    """A revealed value or a shown secret that does not match what was committed, or moves and
    values that their device's signature does not cover: changed on their way."""


def digest(*parts: bytes) -> bytes:
    """SHA-256 of the parts, each preceded by its length, so no two lists of parts hash alike."""
    hashed = hashlib.sha256()
    for part in parts:
        hashed.update(len(part).to_bytes(4, "big"))
        hashed.update(part)
    return hashed.digest()


def step_back(value: bytes) -> bytes:
    """The chain value before ``value``: the next one revealed always hashes to the last."""
    return digest(b"chain", value)[:VALUE_BYTES]


@dataclass(frozen=True)
class Chain:
    """A device's hash chain for one game: its secret never leaves the device; the head is its
    commitment, and each epoch reveals the value one step further from the head."""

    secret: bytes

    @cached_property
    def _values(self) -> list[bytes]:
        values = [self.secret[:VALUE_BYTES]]
        for _ in range(CHAIN_LENGTH):
            values.append(step_back(values[-1]))
        values.reverse()
        return values

    def value(self, step: int) -> bytes:
        """The value of epoch ``step`` (0: the head)."""
        if not 0 <= step <= CHAIN_LENGTH:
            raise ValueError(f"a chain has no step {step}")
        return self._values[step]

    @property
    def head(self) -> bytes:
        return self.value(0)

    def private_number(self, seat: int, among: int) -> int:
        """The private part of ``seat``'s secret card, from 0 to ``among`` - 1."""
        return int.from_bytes(digest(b"card", self.secret, seat.to_bytes(2, "big"))[:8], "big") % among

    def salt(self, seat: int) -> bytes:
        """The salt of ``seat``'s commitment in a game begun before links were signed (shown
        with its number at the end)."""
        return digest(b"salt", self.secret, seat.to_bytes(2, "big"))[:SALT_BYTES]

    def sealed_salt(self, seat: int) -> bytes:
        """The salt of ``seat``'s commitment: drawn from the chain's last value, which the device
        reveals once the game is over, so the salts need not travel (``end_salt``)."""
        return end_salt(self.value(CHAIN_LENGTH), seat)

    @cached_property
    def signing_key(self) -> bytes:
        """The device's Ed25519 private key for this game, drawn from the same secret: nothing more
        to keep, and moving the game to another device moves it too."""
        return digest(b"sign", self.secret)[: ed25519.KEY_BYTES]

    @cached_property
    def public_key(self) -> bytes:
        """What every other device checks this device's links by (in its invitation or answer)."""
        return ed25519.public_key(self.signing_key)

    def sign(self, message: bytes) -> bytes:
        return ed25519.sign(self.signing_key, message, self.public_key)


def values_back(head: bytes, step: int, value: bytes) -> list[bytes]:
    """Every value of a chain from the head to ``value``, revealed as its ``step``-th: index ``k``
    is epoch ``k``'s. Unfair when ``value`` does not hash back to ``head`` in ``step`` steps."""
    if not 0 <= step <= CHAIN_LENGTH or len(value) != VALUE_BYTES:
        raise Unfair("a revealed value is not one of its chain")
    values = [value]
    for _ in range(step):
        values.append(step_back(values[-1]))
    if values[-1] != head:
        raise Unfair("a revealed value does not lead back to the commitment made at the start")
    values.reverse()
    return values


def seed(epoch: int, values: Sequence[bytes], purpose: bytes = b"epoch") -> int:
    """The 64-bit seed an epoch's draws (or the set-up's) come from."""
    return int.from_bytes(digest(purpose, epoch.to_bytes(4, "big"), *values)[:8], "big")


def end_salt(last_value: bytes, seat: int) -> bytes:
    """The salt a chain's last value gives ``seat``'s secret: unknown to everyone else until the
    value is revealed at the end, and fixed by the head committed at the start."""
    return digest(b"salt", last_value, seat.to_bytes(2, "big"))[:SALT_BYTES]


def commit_secret(number: int, salt: bytes) -> bytes:
    """The commitment to a private number, made before the set-up is drawn."""
    return digest(b"secret", number.to_bytes(2, "big"), salt)[:VALUE_BYTES]


def check_secret(commitment: bytes, number: int, salt: bytes) -> None:
    """Unfair unless ``number`` with ``salt`` is what was committed."""
    if commit_secret(number, salt) != commitment:
        raise Unfair("a secret shown is not the one committed at the start")


def card(private: int, public: int, among: int) -> int:
    """A secret card from 1 to ``among``: uniform whatever one of its two parts is."""
    return 1 + (private + public) % among
