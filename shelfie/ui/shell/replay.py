"""The replay of a finished game, the same for every game: the shell keeps the step, moves it
(First, Back, Forward, Last) and replays the log through the rules; a game only draws one step.

Every state comes from replaying the event log (recorded chance included) from the game's
set-up, so what the replay shows is exactly what happened. The states of the last game replayed
are kept, so stepping through costs no replay at all.
"""

from typing import Any

from shelfie.core import saves
from shelfie.core.contract import AnyGame
from shelfie.ui.html import button, esc, tag
from shelfie.ui.i18n import t
from shelfie.ui.shell.screens import ReplayStep
from shelfie.ui.shell.session import Session

_last: list[Any] = [None, ()]
"""The last game replayed and the states it passed through."""


def states(rules: AnyGame, game: Any) -> tuple[Any, ...]:
    """The states after 0, 1, ... n events of ``game``'s log (0: the set-up)."""
    if _last[0] is not game:
        state = rules.start(rules.config_to_json(game))
        passed = [state]
        for event in rules.log(game):
            state = saves.replay(rules, state, (event,))
            passed.append(state)
        _last[:] = [game, tuple(passed)]
    passed_states: tuple[Any, ...] = _last[1]
    return passed_states


def controls(step: int, total: int) -> str:
    """First, Back, Forward and Last over a finished game's steps, and the way back to the scores."""
    moves = (
        button(esc(t("First")), "replay", 0, disabled=step == 0)
        + button(esc(t("Back")), "replay", max(step - 1, 0), disabled=step == 0, class_="primary")
        + button(esc(t("Forward")), "replay", min(step + 1, total), disabled=step == total, class_="primary")
        + button(esc(t("Last")), "replay", total, disabled=step == total)
    )
    return tag("div", moves, class_="actions", role="group", aria_label=t("Replay controls")) + tag(
        "div", button(esc(t("Back to the scores")), "replay", "off"), class_="actions"
    )


def screen(session: Session, step: int) -> str:
    """The finished game's replay at ``step``: its heading, what happened, the controls, and the
    game's drawing of that step."""
    rules, screens, game = session.rules, session.screens, session.game
    log = rules.log(game)
    marks = screens.replay_marks(game, len(log))
    passed = states(rules, game)
    total = len(marks) - 1
    shown = ReplayStep(
        game,
        step,
        passed[marks[step]],
        passed[marks[step - 1]] if step else None,
        log[marks[step] - 1] if step else None,
        session.names,
        session.kinds,
    )
    said, drawn = screens.replay_step(shown)
    return tag(
        "section",
        tag("h2", esc(screens.replay_title(step, total)), id="replay-heading")
        + tag("p", esc(said), role="status", class_="replay-step")
        + controls(step, total)
        + drawn,
        class_="replay",
        aria_labelledby="replay-heading",
    )
