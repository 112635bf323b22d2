"""The toy game's rules behind the contract."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from shelfie.core.contract import BaseGame, Event, JsonDict, Outcome, seat_of
from shelfie.core.errors import IllegalAction, InvalidConfig, ShelfieError

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

    @property
    def current(self) -> int:
        return sum(len(w) for w in self.written) % len(self.written)


class SecretNumbers(BaseGame):
    id = "toy"
    min_players = 2
    max_players = 3
    secret_information = True

    def new_game(self, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> Secret:
        return Secret(Config(tuple(players), seed), tuple(() for _ in players))

    def start(self, config: JsonDict) -> Secret:
        players = config.get("players")
        if not isinstance(players, list) or not 2 <= len(players) <= 3:
            raise InvalidConfig("two or three players")
        return self.new_game(players, config.get("seed", 0))

    def config_to_json(self, state: Secret) -> JsonDict:
        return {"players": list(state.config.players), "seed": state.config.seed}

    def to_move(self, state: Secret) -> frozenset[int]:
        return frozenset() if self.is_over(state) else frozenset({state.current})

    def legal_actions(self, state: Secret, seat: int) -> list[int]:
        return [1, 2, 3] if seat in self.to_move(state) else []

    def apply(self, state: Secret, seat: int, action: Any, chance: Sequence[Any] | None = None) -> Secret:
        if seat_of(seat, len(state.written)) not in self.to_move(state) or action not in (1, 2, 3):
            raise IllegalAction("write 1, 2 or 3 on your turn")
        written = list(state.written)
        written[seat] = (*written[seat], action)
        return replace(state, written=tuple(written), log=(*state.log, Event(seat, action)))

    def is_over(self, state: Secret) -> bool:
        return all(len(w) == ROUNDS for w in state.written)

    def outcome(self, state: Secret) -> Outcome:
        scores = tuple(sum(w) for w in state.written)
        return Outcome(scores, tuple(s for s, v in enumerate(scores) if v == max(scores)))

    def observe(self, state: Secret, seat: int) -> Secret:
        hidden = tuple(w if s == seat else tuple(0 for _ in w) for s, w in enumerate(state.written))
        return replace(super().observe(state, seat), written=hidden, log=())

    def action_to_json(self, action: Any) -> JsonDict:
        return {"number": action}

    def action_from_json(self, data: object) -> int:
        if not isinstance(data, dict) or data.get("number") not in (1, 2, 3):
            raise ShelfieError("not a number from 1 to 3")
        number: int = data["number"]
        return number

    def summary(self, state: Secret) -> JsonDict:
        return {"written": [list(w) for w in state.written]}


GAME = SecretNumbers()
LEVELS: dict[str, object] = {}
"""No computer players."""
