"""One bot interface over the game contract, for every game.

A bot sees only ``game.observe(state, seat)``: never the seed (it fixes every future die or tile)
nor another seat's secrets. Its levels are listed in ``shelfie.registry`` and built by the game's
own bots package, so the shell and the simulator need to know no bot by name.
"""

import math
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from shelfie.core.contract import AnyGame


class Bot(Protocol):
    name: str

    def decide(self, seen: Any, seat: int) -> Any:
        """The action for ``seat``, chosen from what that seat may see."""
        ...


def choose(game: AnyGame, bot: Bot, state: Any, seat: int) -> Any:
    """The bot's action for the real state, decided on what its seat may see."""
    return bot.decide(game.observe(state, seat), seat)


def seated(make: Callable[[], Bot], seed: int, seat: int) -> Bot:
    """A bot for ``seat`` of the game dealt from ``seed``. A level whose play varies (it has an
    ``rng``: Easy and Medium) draws its choices from the game's seed and its seat, so games on
    different seeds do not repeat, and the same game replayed plays the same."""
    bot = make()
    if isinstance(getattr(bot, "rng", None), random.Random):
        bot.rng = random.Random(f"{seed}/{seat}")  # type: ignore[attr-defined]
    return bot


Option = TypeVar("Option")


def tempered(
    rng: random.Random, options: Sequence[Option], values: Sequence[float], temperature: float
) -> Option:
    """One of ``options``, drawn with weight ``exp((value - best) / temperature)``: the best most
    often, one worth a point less ``exp(-1 / temperature)`` times as often. How a weaker level
    varies its play without playing at random."""
    best = max(values)
    weights = [math.exp((value - best) / temperature) for value in values]
    return rng.choices(options, weights)[0]
