"""Splitter behind the shared contract (``shelfie.core.contract.Game``): every seat places at once."""

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from shelfie.core import rng
from shelfie.core.contract import BaseGame, Game, JsonDict
from shelfie.core.errors import InvalidConfig, ShelfieError, shown
from shelfie.games.splitter import rules
from shelfie.games.splitter.pads import cell, mirror
from shelfie.games.splitter.state import MAX_PLAYERS, MIN_PLAYERS, ROUNDS, Config, Place, State

if TYPE_CHECKING:
    pass

PAD_OPTION = "pad"
PAD_DRAW = (ROUNDS + 1,)
"""The random key of the daily pad: no round's roll uses it."""


class Splitter(BaseGame[State, Place]):
    id = "splitter"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    secret_information = True
    """Each round's placements are secret until everyone has placed."""

    def new_game(self, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> State:
        """``options["pad"]``: "A" (the standard, for a first game) or "B"."""
        return rules.new_game(players, seed, (options or {}).get(PAD_OPTION, "A"))

    def daily_options(self, seed: int) -> dict[str, Any]:
        """The daily challenge's pad follows from its seed, so it is the same for everyone that day."""
        return {PAD_OPTION: "AB"[rng.draw(seed, PAD_DRAW, 1, 2)[0]]}

    def start(self, config: JsonDict) -> State:
        for key in ("players", "seed", "pad", "first_roll"):
            if key not in config:
                raise InvalidConfig("the set-up has no {key}", key=shown(key))
        players, first = config["players"], config["first_roll"]
        if not isinstance(players, list):
            raise InvalidConfig("the players must be a list of names")
        if not isinstance(first, list):
            raise InvalidConfig("the first roll must be two numbers from 1 to 6")
        return rules.start(Config(tuple(players), config["seed"], config["pad"], tuple(first)))

    def config_to_json(self, state: State) -> JsonDict:
        config = state.config
        return {
            "players": list(config.players),
            "seed": config.seed,
            "pad": config.pad,
            "first_roll": list(config.first_roll),
        }

    to_move = staticmethod(rules.to_move)
    legal_actions = staticmethod(rules.legal_actions)
    apply = staticmethod(rules.apply)
    chance_outcomes = staticmethod(rules.chance_outcomes)
    outcome = staticmethod(rules.outcome)
    observe = staticmethod(rules.observe)
    resample = staticmethod(rules.resample)

    def action_key(self, state: State, action: Place) -> object:
        """A placement is known by the pair's left space and the number written there."""
        space = cell(action.row, action.column)
        left = min(space, mirror(space))
        if space == left:
            return (left, action.number)
        first, second = state.dice
        return (left, second if action.number == first else first)

    def is_over(self, state: State) -> bool:
        return state.is_over

    def action_to_json(self, action: Place) -> JsonDict:
        return {"row": action.row, "column": action.column, "number": action.number}

    def action_from_json(self, data: object) -> Place:
        if not isinstance(data, dict) or set(data) != {"row", "column", "number"}:
            raise ShelfieError("a placement has a row, a column and a number")
        return Place(data["row"], data["column"], data["number"])

    def summary(self, state: State) -> JsonDict:
        return {
            "round": state.round,
            "dice": list(state.dice),
            "placed": [placed is not None for placed in state.pending],
            "pads": [
                ["".join(str(numbers[cell(r, c)]) for c in range(8)) for r in range(7)]
                for numbers in state.pads
            ],
            "scores": list(rules.scores(state)),
        }


GAME: Game[State, Place] = Splitter()
"""Splitter's rules; typed as the contract, so a member it lacks or mistypes fails the type check."""
