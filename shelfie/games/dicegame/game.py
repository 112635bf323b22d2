"""The dice game behind the shared contract (``shelfie.core.contract.Game``).

A thin adapter: the rules stay in ``rules.py`` with their own names; this maps seats, the saved
config, recorded chance and observations onto what the shell, the saves and the bots expect.
"""

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from shelfie.core.chance import Chance
from shelfie.core.contract import BaseGame, Game, JsonDict, Outcome, seat_of
from shelfie.core.errors import IllegalAction, InvalidConfig, shown
from shelfie.games.dicegame import rules
from shelfie.games.dicegame.actions import Action, Mark, action_from_json, action_to_json
from shelfie.games.dicegame.board import STANDARD_BOARD, Board
from shelfie.games.dicegame.scoring import outcome
from shelfie.games.dicegame.state import MAX_PLAYERS, MIN_PLAYERS, GameConfig, GameState


def upgrade_v1(data: JsonDict) -> JsonDict:
    """Version 1 to 2: the id becomes ``dicegame`` and each roll's faces move to ``chance``."""
    log = data.get("log")
    if isinstance(log, list):
        log = [_rolled_to_chance(entry) for entry in log]
    return {**data, "game": "dicegame", "version": 2, "log": log}


def _rolled_to_chance(entry: object) -> object:
    if not isinstance(entry, dict) or "rolled" not in entry:
        return entry
    moved = {key: value for key, value in entry.items() if key != "rolled"}
    moved["chance"] = entry["rolled"]
    return moved


class DiceGame(BaseGame[GameState, Action]):
    id = "dicegame"
    save_version = 2
    migrations: Mapping[int, Callable[[JsonDict], JsonDict]] = {1: upgrade_v1}
    former_ids: tuple[str, ...] = ("my-shelfie-dice",)
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

    def new_game(
        self, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None
    ) -> GameState:
        """``options["board"]``: a board's JSON (``Board.to_json``) to play on instead of the standard
        one; ``options["first_player"]``: the seat that starts (else drawn from the seed)."""
        options = options or {}
        board = Board.from_json(options["board"]) if "board" in options else STANDARD_BOARD
        first = options.get("first_player")
        if first is not None and (isinstance(first, bool) or not isinstance(first, int)):
            raise InvalidConfig("the first player must be a seat number")
        return rules.new_game(players, seed, board, first)

    def start(self, config: JsonDict) -> GameState:
        for key in ("players", "seed", "first_player", "board"):
            if key not in config:
                raise InvalidConfig(f"the config has no '{key}'")
        players = config["players"]
        if not isinstance(players, list):
            raise InvalidConfig("'players' must be a list of names")
        return rules.start(
            GameConfig(
                tuple(players), config["seed"], config["first_player"], Board.from_json(config["board"])
            )
        )

    def config_to_json(self, state: GameState) -> JsonDict:
        config = state.config
        return {
            "players": list(config.players),
            "seed": config.seed,
            "first_player": config.first_player,
            "board": config.board.to_json(),
        }

    def to_move(self, state: GameState) -> frozenset[int]:
        return frozenset() if state.is_over else frozenset({state.current})

    def legal_actions(self, state: GameState, seat: int) -> list[Action]:
        return rules.legal_actions(state) if self.seat(state, seat) in self.to_move(state) else []

    def apply(
        self, state: GameState, seat: int, action: Action, chance: Sequence[Any] | None = None
    ) -> GameState:
        if seat_of(seat, len(state.config.players)) not in self.to_move(state):
            raise IllegalAction(f"it is not seat {shown(seat)}'s turn")
        return rules.apply(state, action, chance)

    def chance_outcomes(self, state: GameState, seat: int, action: Action) -> Chance:
        self.seat(state, seat)
        return rules.chance_outcomes(state, action)

    def action_key(self, state: GameState, action: Action) -> object:
        """A marking is known by its items: any valid dice assignment has the same effect."""
        if isinstance(action, Mark):
            return ("mark", frozenset((c.shelf, c.column) for c in action.combos))
        return action

    def is_over(self, state: GameState) -> bool:
        return state.is_over

    def outcome(self, state: GameState) -> Outcome:
        result = outcome(state.board, state.sheets)
        return Outcome(result.totals, result.winners)

    def action_to_json(self, action: Action) -> JsonDict:
        return action_to_json(action)

    def action_from_json(self, data: object) -> Action:
        return action_from_json(data)

    def summary(self, state: GameState) -> JsonDict:
        return {
            "phase": state.phase.value,
            "current": state.current,
            "dice": list(state.dice),
            "rerolls_left": state.rerolls_left,
            "marked": [sheet.marked for sheet in state.sheets],
            "crossed": [sheet.crossed for sheet in state.sheets],
            "end_triggered": state.end_triggered,
            "scores": list(outcome(state.board, state.sheets).totals),
        }


GAME: Game[GameState, Action] = DiceGame()
"""The dice game's rules; typed as the contract, so a member it lacks or mistypes fails the type check."""
