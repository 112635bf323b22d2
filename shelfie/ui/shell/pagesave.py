"""The page's save: the game in the shared envelope plus who plays each seat and the turn's
uncommitted choices (and the earlier ones Undo steps back through), so a reload resumes exactly.
One slot per game.

``over`` lets the home screen tell a finished game from one to continue without loading the game.
Version 1 was written by the dice game before the shell; its game's ``upgrade_page_save`` turns
it into version 2 (the engine save inside is upgraded by the game's own migration table).
"""

from typing import Any

from shelfie import registry
from shelfie.core import daily, saves
from shelfie.core.contract import AnyGame
from shelfie.core.errors import InvalidSave, shown
from shelfie.ui.shell.screens import GameScreens
from shelfie.ui.shell.session import Screen, Session

SAVE_FORMAT = "shelfie-session"
SAVE_VERSION = 2


def save_key(game_id: str) -> str:
    return f"shelfie.{game_id}.save"


def options_key(game_id: str) -> str:
    """Where the game's own settings for new games are kept (the dice game's board)."""
    return f"shelfie.{game_id}.options"


def to_save(session: Session) -> dict[str, Any]:
    if session.game is None or session.game_id is None:
        raise ValueError("nothing to save")
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": saves.to_json(session.rules, session.game),
        "kinds": list(session.kinds),
        "turn": session.screens.turn_to_json(session.turn),
        "over": session.rules.is_over(session.game),
        **({"daily": session.daily} if session.daily else {}),
        **({"guided": True} if session.guided else {}),
        **({"replay": session.replay} if session.replay is not None else {}),
        **(
            {"undo": [session.screens.turn_to_json(turn) for _game, turn in session.earlier]}
            if session.can_undo
            else {}
        ),
    }


def from_save(game_id: str, data: object) -> Session:
    """A session at the table, or InvalidSave saying what is wrong; never any other error."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise InvalidSave("this is not a Shelfie save")
    entry = registry.GAMES[game_id]
    screens = registry.screens(game_id)
    version = data.get("version")
    page: dict[str, Any] = data
    if version == 1 and not isinstance(version, bool):
        page = screens.upgrade_page_save(data)
    elif version != SAVE_VERSION or isinstance(version, bool):
        raise InvalidSave(f"unsupported save version {shown(version)}")
    rules = registry.rules(game_id)
    game = saves.from_json(rules, page.get("game"))
    players = rules.players(game)
    kinds = page.get("kinds", [registry.PERSON] * len(players))
    if not isinstance(kinds, list) or len(kinds) != len(players) or not all(k in entry.kinds for k in kinds):
        raise InvalidSave("the save's players are of unknown kinds")
    turn_data = page.get("turn", {})
    turn = screens.turn_from_json(turn_data, game)
    step = _replay_step(page, turn_data, rules, screens, game)
    day = page.get("daily")
    if day is not None and not daily.is_date(day):
        raise InvalidSave("the save's daily challenge date is unreadable")
    guided = page.get("guided", False)
    if not isinstance(guided, bool):
        raise InvalidSave("the save's guide flag is unreadable")
    earlier = page.get("undo", [])
    if not isinstance(earlier, list):
        raise InvalidSave("the save's earlier choices are unreadable")
    return Session(
        Screen.TABLE,
        game_id,
        players,
        tuple(kinds),
        game,
        turn,
        daily=day,
        guided=guided,
        replay=step,
        earlier=tuple((game, screens.turn_from_json(choices, game)) for choices in earlier),
    )


def _replay_step(
    page: dict[str, Any], turn: object, rules: AnyGame, screens: GameScreens, game: Any
) -> int | None:
    """The replay step on screen; saves before the shell kept the replay kept it in the turn."""
    step = page.get("replay", turn.get("replay") if isinstance(turn, dict) else None)
    if step is None:
        return None
    steps = len(screens.replay_marks(game, len(rules.log(game))))
    if (
        isinstance(step, bool)
        or not isinstance(step, int)
        or not rules.is_over(game)
        or not 0 <= step < steps
    ):
        raise InvalidSave("the save's replay step does not fit the game")
    return step
