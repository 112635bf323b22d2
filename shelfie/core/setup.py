"""The checks every game's set-up shares, written once: how many players, their names, the seed.

A name's limit is the shell's too (the set-up form's ``maxlength``, the statistics), so a game can
never be started with a name the page could not have typed.
"""

from collections.abc import Sequence

from shelfie.core.errors import InvalidConfig
from shelfie.core.rng import MAX_SEED

MAX_NAME = 24
"""Characters in a player's name, at most."""


def check_players(players: object, title: str, least: int, most: int) -> tuple[str, ...]:
    """``players`` as a tuple of names, or InvalidConfig: ``least`` to ``most`` of them, each a
    string with something besides spaces and at most MAX_NAME characters."""
    if not isinstance(players, (list, tuple)) or not least <= len(players) <= most:
        raise InvalidConfig("{title} is for {least} to {most} players", title=title, least=least, most=most)
    for name in players:
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise InvalidConfig("a player's name must be 1 to {count} characters", count=MAX_NAME)
    return tuple(players)


def check_seed(seed: object) -> int:
    """``seed``, or InvalidConfig: every draw of a game comes from one whole number of 64 bits."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise InvalidConfig("the seed must be a whole number from 0 to 2^64 - 1")
    return seed


def fields(config: object, keys: Sequence[str]) -> dict[str, object]:
    """A saved set-up's fields, or InvalidConfig naming the first one missing."""
    if not isinstance(config, dict):
        raise InvalidConfig("the set-up is not an object")
    for key in keys:
        if key not in config:
            raise InvalidConfig("the set-up has no {key}", key=key)
    return config
