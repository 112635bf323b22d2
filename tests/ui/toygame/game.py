"""The toy game's rules behind the contract: only what is its own, the rest from ``BaseGame``."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from shelfie.bots.generic import GreedyBot, RandomBot
from shelfie.core.contract import BaseGame, Event, Outcome, seat_of
from shelfie.core.errors import IllegalAction
from shelfie.core.setup import check_players, check_seed

ROUNDS = 2


@dataclass(frozen=True)
class Config:
    players: tuple[str, ...]
    seed: int


@dataclass(frozen=True)
class Secret:
    config: Config
    written: tuple[tuple[int, ...], ...]
    log: tuple[Event, ...] = ()


class SecretNumbers(BaseGame[Secret, int]):
    id = "toy"
    min_players = 2
    max_players = 3
    secret_information = True

    def new_game(self, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> Secret:
        names = check_players(players, "The toy game", self.min_players, self.max_players)
        return Secret(Config(names, check_seed(seed)), tuple(() for _ in names))

    def to_move(self, state: Secret) -> frozenset[int]:
        turns = sum(len(w) for w in state.written)
        return (
            frozenset() if turns == ROUNDS * len(state.written) else frozenset({turns % len(state.written)})
        )

    def legal_actions(self, state: Secret, seat: int) -> list[int]:
        return [1, 2, 3] if self.seat(state, seat) in self.to_move(state) else []

    def apply(self, state: Secret, seat: int, action: Any, chance: Sequence[Any] | None = None) -> Secret:
        if seat_of(seat, len(state.written)) not in self.to_move(state) or action not in (1, 2, 3):
            raise IllegalAction("write 1, 2 or 3 on your turn")
        written = list(state.written)
        written[seat] = (*written[seat], action)
        return replace(state, written=tuple(written), log=(*state.log, Event(seat, action)))

    def outcome(self, state: Secret) -> Outcome:
        scores = tuple(sum(w) for w in state.written)
        return Outcome(scores, tuple(s for s, v in enumerate(scores) if v == max(scores)))

    def observe(self, state: Secret, seat: int) -> Secret:
        hidden = tuple(w if s == seat else tuple(0 for _ in w) for s, w in enumerate(state.written))
        return replace(super().observe(state, seat), written=hidden, log=())


GAME = SecretNumbers()
LEVELS = {
    "easy": partial(RandomBot, GAME),
    "medium": partial(GreedyBot, GAME, lambda seen, seat: sum(seen.written[seat])),
}
"""Computer players for nothing but an evaluation: the generic bots."""
