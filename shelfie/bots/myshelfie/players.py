"""Easy and Medium, and the one-move Hard kept as a baseline; the Hard offered is ``search.SearchBot``.
Each takes an observation and returns a take."""

import random
from dataclasses import dataclass, field

from shelfie.bots.framework import tempered
from shelfie.bots.myshelfie.evaluation import WEIGHTS, Weights, points, potential
from shelfie.bots.myshelfie.search import SearchBot
from shelfie.games.myshelfie.rules import apply, legal_actions
from shelfie.games.myshelfie.state import State, Take


def gain(seen: State, seat: int, action: Take) -> tuple[State, int]:
    """The state after ``action`` (its refill drawn from the observation's blank seed: any draw
    will do, the bots value only their own bookshelf and tokens) and the points it adds now."""
    before = seen.shelves[seat]
    after = apply(seen, seat, action)
    personal = seen.config.personal[seat]
    tokens = sum(p for _c, p in after.won[seat]) - sum(p for _c, p in seen.won[seat])
    end = 1 if after.end_token == seat and seen.end_token != seat else 0
    return after, points(after.shelves[seat], personal) - points(before, personal) + tokens + end


@dataclass
class MediumBot:
    """Mostly greedy: the takes that add most points now are the likeliest, by a temperature over
    what each adds (its own random numbers, from the game's seed)."""

    rng: random.Random = field(default_factory=lambda: random.Random(2))
    temperature: float = 0.15
    name: str = "Medium"

    def decide(self, seen: State, seat: int) -> Take:
        options = legal_actions(seen, seat)
        return tempered(
            self.rng, options, [gain(seen, seat, action)[1] for action in options], self.temperature
        )


@dataclass
class EasyBot(MediumBot):
    """Medium at a high temperature: a take that scores more is likelier, but often not chosen,
    so a first game can be won."""

    rng: random.Random = field(default_factory=lambda: random.Random(1))
    temperature: float = 3.0
    name: str = "Easy"


@dataclass
class OneMoveBot:
    """The Hard of 2026-11-22 ("hard-shape"): the take whose bookshelf is worth most, the points it
    adds now plus the shape's potential, with no reply and no common goal progress."""

    weights: Weights = WEIGHTS
    name: str = "Hard (one move)"

    def value(self, seen: State, seat: int, action: Take) -> float:
        after, added = gain(seen, seat, action)
        return added + potential(after.shelves[seat], seen.config.personal[seat], self.weights)

    def decide(self, seen: State, seat: int) -> Take:
        return max(legal_actions(seen, seat), key=lambda action: self.value(seen, seat, action))


LEVELS = {"easy": EasyBot, "medium": MediumBot, "hard": SearchBot}
BASELINES = {"hard-shape": OneMoveBot}
"""The one-move Hard of 2026-11-22, kept to measure the searching Hard against (docs/BOTS.md)."""
