"""What the Hard bot would do now, in words and numbers: the Hint button. A marking's hint says
why: what it scores now, line by line, which lines it completes (the others cross them out) and
whether it brings the end; every hint gives the final score and chance of winning it leads to.

Imported only when a hint is asked for: the bots' tables cost start-up time the page should not pay.
"""

from dataclasses import dataclass
from functools import cache

from shelfie.bots.dicegame.advice import Advice, advice, measures, stated_chance
from shelfie.bots.dicegame.expectimax import Forecast, best_keep
from shelfie.bots.dicegame.multisets import ROLL_INDEX, counts_of, positions_for
from shelfie.bots.dicegame.players import HardBot
from shelfie.games.dicegame.actions import CrossOut, Mark, MarkAny
from shelfie.games.dicegame.game import GAME
from shelfie.games.dicegame.grid import LINES, Line, LineKind
from shelfie.games.dicegame.rules import apply
from shelfie.games.dicegame.scoring import ScoreCard, score
from shelfie.games.dicegame.sheet import completed_lines
from shelfie.games.dicegame.state import GameState, Phase
from shelfie.ui.dicegame.labels import dice_count, face_name
from shelfie.ui.dicegame.narration import dice_list, items_marked
from shelfie.ui.i18n import listing, signed, t


@cache
def shared_bot() -> HardBot:
    """One Hard bot for every hint of the page: it caches its turn plans."""
    return HardBot()


@dataclass(frozen=True)
class Hint:
    text: str
    dice: frozenset[int] = frozenset()
    """The dice the hint means (to keep): the page highlights them."""


def _at(forecast: Forecast, state: GameState) -> float:
    """The forecast before a roll or at a re-roll decision, the one the player faces now."""
    if state.phase is Phase.ROLL:
        return forecast.start
    roll = ROLL_INDEX[counts_of(state.board.icons, state.dice)]
    return (forecast.after_one if state.rerolls_left == 1 else forecast.after_two)[roll]


def _outlook(points: float, win: float | None, players: int) -> str:
    """The expected final score of the advice and, with opponents, its chance of winning as a player
    should read it (``advice.stated_chance``)."""
    if win is None:
        return t("Expected final score: about {points} points.", points=round(points))
    return t(
        "Expected final score: about {points} points; chance of winning: {chance}%.",
        points=round(points),
        chance=round(100 * min(max(stated_chance(win, players), 0.0), 1.0)),
    )


def _advised(state: GameState, expected: Advice) -> str:
    return _outlook(
        _at(expected.final_score, state),
        None if expected.win is None else _at(expected.win, state),
        len(state.sheets),
    )


def _line(state: GameState, line: Line) -> str:
    if line.kind is LineKind.SHELF:
        return t("the {icon} shelf", icon=face_name(state.board.icons[line.index]))
    return t("the {dice} column", dice=dice_count(state.board.dice_per_column[line.index]))


def _points(card: ScoreCard, line: Line) -> int:
    return (card.shelves if line.kind is LineKind.SHELF else card.columns)[line.index]


def why(state: GameState, after: GameState) -> str:
    """What the current player's marking from ``state`` to ``after`` does: the points it adds now,
    line by line, the lines it completes (with opponents: they cross out their items there), and
    whether it brings the end of the game."""
    seat = state.current
    before_card, after_card = score(state.board, state.sheets[seat]), score(after.board, after.sheets[seat])
    effects = []
    for line in LINES:
        was, now = _points(before_card, line), _points(after_card, line)
        if now == was:
            continue
        if was == 0:
            effects.append(t("{line} starts scoring ({points})", line=_line(state, line), points=signed(now)))
        else:
            effects.append(t("{line} scores {points} more", line=_line(state, line), points=now - was))
    new_marks = after.sheets[seat].marked & ~state.sheets[seat].marked
    completed = completed_lines(after.sheets[seat], new_marks)
    if completed and len(state.sheets) > 1:
        effects.append(
            t(
                "it completes {lines}, which the others cross out",
                lines=listing([_line(state, line) for line in completed]),
            )
        )
    if after.end_triggered and not state.end_triggered:
        effects.append(
            t("it ends the game")
            if after.is_over or len(state.sheets) == 1
            else t("it brings the end: this round is the last")
        )
    gained = signed(after_card.total - before_card.total)
    if not effects:
        return t("{points} now: none of its lines has three marks yet.", points=gained)
    return t("{points} now: {effects}.", points=gained, effects=listing(effects))


def hint(state: GameState, bot: HardBot) -> Hint:
    """What the Hard bot would do now, and what its way of playing is expected to lead to."""
    seen = GAME.observe(state, state.current)
    if state.phase is Phase.ROLL:
        return Hint(t("Hint: roll the dice. {outlook}", outlook=_advised(state, advice(seen, bot))))
    if state.phase is Phase.REROLL:
        outlook = _advised(state, advice(seen, bot))
        roll = ROLL_INDEX[counts_of(state.board.icons, state.dice)]
        keep, _ = best_keep(bot.plan(seen), roll, state.rerolls_left)
        if keep is None:
            return Hint(t("Hint: stop rolling. {outlook}", outlook=outlook))
        kept = positions_for(state.board.icons, state.dice, keep)
        if not kept:
            return Hint(t("Hint: keep nothing and re\u2011roll all the dice. {outlook}", outlook=outlook))
        text = t(
            "Hint: keep dice {dice} and re\u2011roll the others. {outlook}",
            dice=dice_list(kept),
            outlook=outlook,
        )
        return Hint(text, frozenset(kept))
    # The marking: the figures are those of the bookshelf the advised choice leads to.
    action = bot.best_marking(seen)
    played = apply(state, action)
    after = played.sheets[state.current]
    final_score, win = measures(seen, bot)
    outlook = _outlook(
        final_score(after.marked, after.crossed),
        None if win is None else win(after.marked, after.crossed),
        len(state.sheets),
    )
    if isinstance(action, Mark | MarkAny):
        return Hint(
            t(
                "Hint: mark {items}. {why} {outlook}",
                items=items_marked(state, action),
                why=why(state, played),
                outlook=outlook,
            )
        )
    if isinstance(action, CrossOut):
        icon = face_name(state.board.icons[action.shelf])
        return Hint(t("Hint: cross out the {icon} shelf. {outlook}", icon=icon, outlook=outlook))
    return Hint(t("Hint: pass the turn. {outlook}", outlook=outlook))
