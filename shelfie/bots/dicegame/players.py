"""The three computer players. Each takes an observation and returns an engine action."""

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from shelfie.bots.dicegame.evaluation import (
    RACE,
    SOLO,
    WEIGHTS,
    RaceWeights,
    SoloWeights,
    Valuation,
    Weights,
    evaluate,
)
from shelfie.bots.dicegame.expectimax import TIE, TurnPlan, best_keep, last_turn, plan_turn
from shelfie.bots.dicegame.multisets import ROLL_INDEX, counts_of, positions_for
from shelfie.bots.dicegame.outlook import Distribution, Outlook, end_distance
from shelfie.bots.framework import tempered
from shelfie.games.dicegame.actions import Action, CrossOut, Pass, Roll, StopRolling, marked_by
from shelfie.games.dicegame.board import Board
from shelfie.games.dicegame.grid import SHELF_MASKS, bits
from shelfie.games.dicegame.rules import legal_actions, markings
from shelfie.games.dicegame.scoring import score
from shelfie.games.dicegame.sheet import Sheet
from shelfie.games.dicegame.state import GameState, Phase


@dataclass
class EasyBot:
    """Any legal action, uniformly at random (its own random numbers, not the game's)."""

    rng: random.Random = field(default_factory=lambda: random.Random(1))
    name: str = "Easy"

    def decide(self, seen: GameState, seat: int) -> Action:
        return self.rng.choice(legal_actions(seen))


def _gain(seen: GameState, action: Action) -> float:
    """What Medium sees in a marking: the points it adds now, then a twentieth of a point per point
    of item value it marks and a thousandth per item (under a point in all: six dice mark at most 9
    of value), so that between equal scores the valuable items and then the most items are likelier."""
    sheet = seen.current_sheet
    mask = marked_by(action)
    after = score(seen.board, sheet.mark(mask)).total - score(seen.board, sheet).total
    value = sum(seen.board.value(s, c) for s, c in bits(mask))
    return after + value / 20 + mask.bit_count() / 1000


@dataclass
class MediumBot:
    """Greedy, tempered: keeps its most common useful icon (and jokers), and marks for the best
    immediate gain, each drawn by a temperature over those values (its own random numbers, from
    the game's seed), so that between near-equal choices its play varies."""

    rng: random.Random = field(default_factory=lambda: random.Random(2))
    temperature: float = 0.15
    name: str = "Medium"

    def decide(self, seen: GameState, seat: int) -> Action:
        if seen.phase is Phase.ROLL:
            return Roll()
        if seen.phase is Phase.REROLL:
            return self._keep(seen)
        options = markings(seen)
        if options:
            return tempered(self.rng, options, [_gain(seen, a) for a in options], self.temperature)
        return _least_costly_failure(seen)

    def _keep(self, seen: GameState) -> Action:
        sheet = seen.current_sheet
        useful = [i for i, icon in enumerate(seen.board.icons) if sheet.shelf_has_available(i)]
        if not useful:
            return StopRolling()
        counts = [seen.dice.count(seen.board.icons[i]) for i in useful]
        best = tempered(self.rng, useful, counts, self.temperature)
        keep = frozenset(
            pos for pos, face in enumerate(seen.dice) if face in (seen.board.icons[best], "joker")
        )
        return StopRolling() if len(keep) == len(seen.dice) else Roll(keep)


def _least_costly_failure(seen: GameState) -> Action:
    options = legal_actions(seen)
    crosses = [a for a in options if isinstance(a, CrossOut)]
    if not crosses:
        return Pass()
    sheet = seen.current_sheet
    return max(
        crosses,
        key=lambda a: evaluate(seen.board, sheet.marked, sheet.cross_out(SHELF_MASKS[a.shelf]).crossed),
    )


LOOK_AHEAD = 3
"""With opponents, how many of the best markings by the valuation Hard values one turn further."""


@dataclass
class HardBot:
    """Expectimax over the turn's dice (expectimax.py), maximising a valuation of the bookshelf it
    ends the turn with: alone, the end-aware solo valuation (its expected final score); against
    opponents, its chance of winning (outlook.py), and far from the end its marking looks one turn
    further (``look_ahead``; 1: the valuation alone). ``race=None`` plays against opponents with
    the line valuation, as Hard did before it knew the end (the baseline "hard-lines")."""

    weights: Weights = WEIGHTS
    solo: SoloWeights = SOLO
    race: Mapping[int, RaceWeights] | None = field(default_factory=lambda: RACE)
    look_ahead: int = LOOK_AHEAD
    name: str = "Hard"
    _plans: dict[tuple[object, ...], TurnPlan] = field(default_factory=dict, repr=False)
    _finals: dict[tuple[Board, Sheet], Distribution] = field(default_factory=dict, repr=False)

    def plan(self, seen: GameState) -> TurnPlan:
        key = (seen.board, seen.sheets, seen.current, seen.end_triggered, seen.config.first_player)
        if key not in self._plans:
            if len(self._plans) > 64:
                self._plans.clear()
            self._plans[key] = plan_turn(seen.board, seen.current_sheet, self.weights_for(seen))
        return self._plans[key]

    def weights_for(self, seen: GameState) -> Valuation:
        if len(seen.sheets) == 1:
            return self.solo
        if self.race is None:
            return self.weights
        return Outlook(seen, self.race[len(seen.sheets)], self.last_turn)

    def last_turn(self, board: Board, sheet: Sheet) -> Distribution:
        """An opponent's last turn (``expectimax.last_turn``), remembered: a turn asks for a few."""
        key = (board, sheet)
        if key not in self._finals:
            if len(self._finals) > 256:
                self._finals.clear()
            self._finals[key] = last_turn(board, sheet)
        return self._finals[key]

    def decide(self, seen: GameState, seat: int) -> Action:
        if seen.phase is Phase.ROLL:
            return Roll()
        roll = ROLL_INDEX[counts_of(seen.board.icons, seen.dice)]
        if seen.phase is Phase.REROLL:
            keep, _ = best_keep(self.plan(seen), roll, seen.rerolls_left)
            if keep is None:
                return StopRolling()
            return Roll(positions_for(seen.board.icons, seen.dice, keep))
        return self.best_marking(seen)

    def best_marking(self, seen: GameState) -> Action:
        sheet = seen.current_sheet
        options = markings(seen)
        if not options:
            return _least_costly_failure(seen)
        valuation = self.weights_for(seen)
        if isinstance(valuation, Outlook) and self.look_ahead > 1:
            return self._looking_ahead(seen, valuation, options)
        best = self.plan(seen).chosen[ROLL_INDEX[counts_of(seen.board.icons, seen.dice)]]
        wanted = best[0] & ~sheet.marked
        for action in options:
            if marked_by(action) == wanted:
                return action
        raise AssertionError("the best marking is among the legal ones")

    def _looking_ahead(self, seen: GameState, outlook: Outlook, options: list[Action]) -> Action:
        """The marking whose next turn is worth most, among the ``look_ahead`` best by the valuation:
        each is valued by the expectimax of the player's next turn (its own dice, exactly), the
        opponents' turns in between still to come (``Outlook(ahead=True)``). Only while nobody can
        end the game before that turn is over (``far_from_the_end``); otherwise the best by the
        valuation, whose turn order and final scores are exact for the end."""
        sheet = seen.current_sheet
        ranked = sorted(
            options,
            key=lambda a: outlook.value(seen.board, sheet.marked | marked_by(a), sheet.crossed),
            reverse=True,
        )
        tables = [
            outlook.table_after(sheet.marked | marked_by(a), sheet.crossed) for a in ranked[: self.look_ahead]
        ]
        if not all(far_from_the_end(table) for table in tables):
            return ranked[0]
        best, best_value = ranked[0], -math.inf
        for action, table in zip(ranked, tables, strict=False):
            ahead = Outlook(replace(seen, sheets=table), outlook.weights, self.last_turn, ahead=True)
            value = plan_turn(seen.board, table[seen.current], ahead).start
            if value > best_value + TIE:
                best, best_value = action, value
        return best


def far_from_the_end(table: tuple[Sheet, ...]) -> bool:
    """Whether no player can end the game in one turn: none has a closed shelf (a failed result
    closes one) and each needs more than three items (the most one turn marks) to close two."""
    return all(not sheet.closed_shelves() and end_distance(sheet) > 3 for sheet in table)


LEVELS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}
"""The computer levels of this game, weakest first (``shelfie.registry`` lists the same names)."""


def _hard_lines() -> HardBot:
    return HardBot(race=None, name="Hard (lines)")


BASELINES = {"hard-lines": _hard_lines}
"""Players kept only to measure against (``python -m shelfie.bots.sim``), never offered on the page:
"hard-lines" is Hard as it played against opponents before it valued the end and the race."""
