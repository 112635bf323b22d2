"""One bot interface over the game contract, for every game.

A bot sees only ``game.observe(state, seat)``: never the seed (it fixes every future die or tile)
nor another seat's secrets. Its levels are listed in ``shelfie.registry`` and built by the game's
own bots package, so the shell and the simulator need to know no bot by name.
"""

from typing import Any, Protocol

from shelfie.core.contract import Game


class Bot(Protocol):
    name: str

    def decide(self, seen: Any, seat: int) -> Any:
        """The action for ``seat``, chosen from what that seat may see."""
        ...


def choose(game: Game, bot: Bot, state: Any, seat: int) -> Any:
    """The bot's action for the real state, decided on what its seat may see."""
    return bot.decide(game.observe(state, seat), seat)
