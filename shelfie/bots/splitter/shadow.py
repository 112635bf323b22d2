"""Hard's own game on a solo game's rolls: the same pad and first roll, every later roll as the game
recorded it, every placement Hard's. After a solo game the player learns what the Hard computer
scored with the same luck (the par under the final scores, ``shelfie.ui.splitter``).

Between the player's moves Hard plays one round, as soon as the roll after it is known (the last
round as soon as its own roll is), so while the player writes round r it has written every round
before, and the final screen waits for one of its decisions at most; after a reload in the middle
of a game it catches up a round a move, and a finished game reopened asks first (``hard_ready``). The last game's states are kept, so each call plays only the rounds it has not played yet.
"""

from dataclasses import dataclass, field

from shelfie.bots.splitter.bound import played_rolls
from shelfie.bots.splitter.players import HardBot
from shelfie.games.splitter.game import GAME
from shelfie.games.splitter.state import ROUNDS, Config, State


@dataclass
class _Shadow:
    config: Config | None = None
    rolls: list[tuple[int, ...]] = field(default_factory=list)
    states: list[State] = field(default_factory=list)
    """Hard's state after 0, 1, … rounds on ``rolls``."""


_last = _Shadow()


def hard_on_rolls(game: State, most: int = ROUNDS) -> State:
    """Hard's solo game on ``game``'s rolls, as far as they are known (over once ``game`` is), or
    as far as ``most`` more rounds take it in this call: a step between moves stays one decision
    long, even just after a reload in the middle of a game."""
    if len(game.pads) != 1:
        raise ValueError("Hard's game on the same rolls is a solo game's")
    rolls = played_rolls(game)
    cache = _last
    if cache.config != game.config or cache.rolls != rolls[: len(cache.rolls)]:
        cache.config, cache.rolls = game.config, []
        cache.states = [GAME.start(GAME.config_to_json(game))]
    cache.rolls = rolls
    bot = HardBot()
    for _ in range(most):
        if len(cache.states) == ROUNDS + 1:
            break
        done = len(cache.states) - 1
        last = done + 1 == ROUNDS
        if not last and done + 1 >= len(rolls):
            break  # the roll after this round is not thrown yet
        state = cache.states[-1]
        action = bot.decide(GAME.observe(state, 0), 0)
        cache.states.append(GAME.apply(state, 0, action, None if last else rolls[done + 1]))
    return cache.states[-1]


def hard_ready(game: State) -> State | None:
    """Hard's finished game on ``game``'s rolls when it is at hand: played here round by round as
    ``game`` was (its last round at most still to play), else None: working it out whole takes
    22 decisions, a second or two in the browser, which a page opening on a finished game must
    not spend unasked."""
    cache = _last
    if cache.config != game.config or cache.rolls != played_rolls(game)[: len(cache.rolls)]:
        return None
    if len(cache.states) < ROUNDS:
        return None
    finished = hard_on_rolls(game)
    return finished if GAME.is_over(finished) else None
