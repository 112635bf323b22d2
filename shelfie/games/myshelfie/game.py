"""My Shelfie behind the shared contract (``shelfie.core.contract.Game``)."""

from collections.abc import Mapping, Sequence
from typing import Any

from shelfie.core.contract import BaseGame, Game, JsonDict
from shelfie.core.errors import InvalidConfig, ShelfieError, shown
from shelfie.games.myshelfie import rules
from shelfie.games.myshelfie.goals import PERSONAL_CARDS
from shelfie.games.myshelfie.state import MAX_PLAYERS, MIN_PLAYERS, Config, State, Take

FIRST_GAME = "first_game"
CONFIG_KEYS = ("players", "seed", "first_player", "common", "personal", "board", "bag")
BY_LINK = "by_link"
"""A set-up's optional key: true when play by link dealt the personal goals (``Config.by_link``)."""


def _ints(data: object, what: str) -> tuple[int, ...]:
    if not isinstance(data, list) or not all(isinstance(n, int) and not isinstance(n, bool) for n in data):
        raise InvalidConfig("the set-up's {what} must be a list of whole numbers", what=what)
    return tuple(data)


class MyShelfie(BaseGame[State, Take]):
    id = "myshelfie"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    secret_information = True
    """Each player's personal goal card is secret."""
    secret_cards = len(PERSONAL_CARDS)

    def new_game(self, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> State:
        """``options["first_game"]``: play with one common goal card, as the rulebook suggests."""
        return rules.new_game(players, seed, first_game=bool((options or {}).get(FIRST_GAME)))

    def start(self, config: JsonDict) -> State:
        for key in CONFIG_KEYS:
            if key not in config:
                raise InvalidConfig("the set-up has no {key}", key=shown(key))
        players = config["players"]
        if not isinstance(players, list):
            raise InvalidConfig("the players must be a list of names")
        return rules.start(
            Config(
                tuple(players),
                config["seed"],
                config["first_player"],
                _ints(config["common"], "common goals"),
                _ints(config["personal"], "personal goals"),
                _ints(config["board"], "board"),
                _ints(config["bag"], "bag"),
                config.get(BY_LINK, False),
            )
        )

    def config_to_json(self, state: State) -> JsonDict:
        config = state.config
        data: JsonDict = {
            "players": list(config.players),
            "seed": config.seed,
            "first_player": config.first_player,
            "common": list(config.common),
            "personal": list(config.personal),
            "board": list(config.board),
            "bag": list(config.bag),
        }
        if config.by_link:
            data[BY_LINK] = True
        return data

    to_move = staticmethod(rules.to_move)
    legal_actions = staticmethod(rules.legal_actions)
    apply = staticmethod(rules.apply)
    chance_outcomes = staticmethod(rules.chance_outcomes)
    outcome = staticmethod(rules.outcome)
    observe = staticmethod(rules.observe)
    resample = staticmethod(rules.resample)
    with_secrets = staticmethod(rules.with_secrets)

    def action_key(self, state: State, action: Take) -> object:
        """A take is known by its spaces, its column and the types in the order placed."""
        return (frozenset(action.spaces), action.column, tuple(state.board[s] for s in action.spaces))

    def is_over(self, state: State) -> bool:
        return state.over

    def action_to_json(self, action: Take) -> JsonDict:
        return {"spaces": list(action.spaces), "column": action.column}

    def action_from_json(self, data: object) -> Take:
        if (
            not isinstance(data, dict)
            or set(data) != {"spaces", "column"}
            or not isinstance(data["spaces"], list)
        ):
            raise ShelfieError("a take has its spaces and a column")
        return Take(tuple(data["spaces"]), data["column"])

    def summary(self, state: State) -> JsonDict:
        return {
            "turn": state.turn,
            "board": "".join(str(t) for t in state.board),
            "shelves": ["".join(str(t) for t in shelf) for shelf in state.shelves],
            "tokens": [list(stack) for stack in state.tokens],
            "end_token": state.end_token,
            "over": state.over,
            "scores": list(rules.scores(state)),
        }


GAME: Game[State, Take] = MyShelfie()
"""My Shelfie's rules; typed as the contract, so a member it lacks or mistypes fails the type check."""
