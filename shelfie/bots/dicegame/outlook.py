"""Hard's valuation with opponents at the table: its estimated chance of winning.

With opponents, points matter only as far as they win the game, and the decisions that matter most
mix the two: end the game now while ahead, or mark more and let it go on. So every choice is valued
in one unit, the chance of winning (plus a hair of its points, so that a game already won or lost
is still played for points):
- The game is over for this player after the choice when the end was triggered before this turn,
  or when this marking (or the blocking it causes) leaves someone with two closed shelves. Then its
  final score is exact, so are the scores of opponents who have had their last turn, and each
  opponent still to play in this round gets one more turn whose points follow ``last_turn`` (a turn
  played for points). The chance of winning follows from those distributions.
- Otherwise every bookshelf, the opponents' after the blocking this marking causes, is worth its
  expected final points (``evaluation.credit``, as alone), every open item credited by its chance
  of being marked in the turns its owner likely has left: each player would end the game in about
  ``horizon`` turns per item it still needs, and whoever ends it first ends it for all, with one
  turn more for those who play after it in that round (``round_lags``); on the player's own
  bookshelf, items in lines an opponent can complete count less (they would be crossed out). The
  chance of beating an opponent is a normal curve of the difference whose spread narrows as the end
  approaches; the chance of winning is the product over the opponents.
"""

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from shelfie.bots.dicegame.evaluation import RaceWeights, credit, points
from shelfie.games.dicegame.board import Board
from shelfie.games.dicegame.grid import LINES, SHELF_MASKS
from shelfie.games.dicegame.sheet import Sheet, completed_mask
from shelfie.games.dicegame.state import GameState

POINT = 1e-4
"""What one point is worth next to the chance of winning: enough to prefer more points when the
chance is the same (a game already won or lost), too little to trade any chance for points."""


Distribution = tuple[tuple[int, float], ...]
"""(final score, chance) pairs."""

LastTurn = Callable[[Board, Sheet], Distribution]


def end_distance(sheet: Sheet) -> int:
    """Available items on the player's two emptiest open shelves: how far they are from the end."""
    available = sheet.available
    counts = sorted((available & mask).bit_count() for mask in SHELF_MASKS)
    return counts[0] + counts[1]


def round_lags(players: int, seat: int, last_seat: int) -> tuple[tuple[int, ...], ...]:
    """After ``seat``'s turn, how many more turns each player gets (rows: the player, then the
    opponents in seat order) than a player who ends the game in N more turns of its own (columns,
    the same order) gets: N plus this lag. The round is finished once the end is triggered, so a
    player who plays after the one who ends it in that round gets one turn more than one who plays
    before (in two players, the first player gets no answer to a second player's end)."""
    order = [seat, *(s for s in range(players) if s != seat)]
    # Each player's place in the turns to come (the player itself plays last of the cycle).
    step = {s: (s - seat - 1) % players for s in order}
    last = step[last_seat]
    return tuple(
        tuple((step[ender] + (last - step[ender]) % players - step[player]) // players for ender in order)
        for player in order
    )


def _chance_below(score: int, finals: Distribution) -> float:
    """The chance an opponent with these possible finals ends below ``score`` (a tie counts half)."""
    return sum(chance if final < score else chance / 2 if final == score else 0.0 for final, chance in finals)


def _normal(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


@dataclass(frozen=True)
class Judgement:
    win: float
    """The estimated chance of winning (a shared victory counts by its share)."""
    points: float
    """The expected final score."""
    over: bool = False
    """Whether the game is over for the player after the choice (its score is then final)."""


class Outlook:
    """Everything about the table that decides what this turn's choices are worth: built once per
    turn; ``judge`` and ``value`` take the player's bookshelf after a choice."""

    def __init__(
        self, seen: GameState, weights: RaceWeights, last_turn: LastTurn, *, ahead: bool = False
    ) -> None:
        self.board = seen.board
        self.seat = seen.current
        self.sheets = seen.sheets
        self.weights = weights
        self.last_turn = last_turn
        self.triggered = seen.end_triggered
        players = len(seen.sheets)
        self.rivals = [seat for seat in range(players) if seat != self.seat]
        self.lags = round_lags(players, self.seat, seen.config.last_seat)
        self.later = {rival for rival, lags in zip(self.rivals, self.lags[1:], strict=True) if lags[0] > 0}
        """Opponents who still play in this round after this turn: one turn more than the player
        if its turn ends the game."""
        threatened = 0
        for line in LINES:
            for rival in self.rivals:
                sheet = self.sheets[rival]
                if (sheet.marked & line.mask).bit_count() == 4 and sheet.available & line.mask:
                    threatened |= line.mask
        self.threatened = threatened
        """Items in lines an opponent can complete: they may be crossed out."""
        self.ahead = ahead
        """Whether this values the player's next turn, seen from this one (``HardBot.best_marking``,
        only while nobody can end the game before it): every opponent still has its turn in
        between, so it has one more turn than the seat order says."""
        self._tables: dict[tuple[float, bool], tuple[float, ...]] = {}
        self._rivals: dict[tuple[tuple[Sheet, ...], tuple[float, ...]], list[float]] = {}

    def chances(self, turns: float, own: bool) -> tuple[float, ...]:
        """Every item's chance of being marked by a player with ``turns`` turns left; on the
        player's own bookshelf (``own``) lowered where an opponent threatens a line."""
        found = self._tables.get((turns, own))
        if found is None:
            found = self.weights.chances(max(0.0, turns))
            if own:
                threat = self.weights.threat
                found = tuple(c * threat if self.threatened >> i & 1 else c for i, c in enumerate(found))
            self._tables[turns, own] = found
        return found

    def value(self, board: Board, marked: int, crossed: int) -> float:
        judged = self.judge(marked, crossed)
        return judged.win + POINT * judged.points

    def table_after(self, marked: int, crossed: int) -> tuple[Sheet, ...]:
        """Every bookshelf at the table, in seat order, after the player's choice and its blocking:
        the lines the marking completes cross out every opponent's open items in them."""
        blocked = completed_mask(marked, marked & ~self.sheets[self.seat].marked)
        return tuple(
            Sheet(marked, crossed) if seat == self.seat else sheet.cross_out(blocked) if blocked else sheet
            for seat, sheet in enumerate(self.sheets)
        )

    def judge(self, marked: int, crossed: int) -> Judgement:
        table = self.table_after(marked, crossed)
        after, rivals = table[self.seat], [table[r] for r in self.rivals]
        if self.triggered or any(sheet.closed_shelves() >= 2 for sheet in (after, *rivals)):
            return self._final(marked, rivals)
        distances = [end_distance(sheet) for sheet in (after, *rivals)]
        reach = [self.weights.horizon * d for d in distances]
        turns = [min(r + lag for r, lag in zip(reach, lags, strict=True)) for lags in self.lags]
        if self.ahead:
            turns[1:] = [left + 1 for left in turns[1:]]
        own = self.chances(turns[0], own=True)
        mine = credit(self.board, marked, crossed, own, weights=self.weights, scale=1.0)
        key = (tuple(rivals), tuple(turns[1:]))
        values = self._rivals.get(key)
        if values is None:
            values = self._rivals[key] = [
                credit(
                    self.board,
                    sheet.marked,
                    sheet.crossed,
                    self.chances(left, own=False),
                    weights=self.weights,
                    scale=1.0,
                )
                for sheet, left in zip(rivals, turns[1:], strict=True)
            ]
        distance = min(distances)
        spread = self.weights.spread * math.sqrt(1 + distance)
        win = 1.0
        for value in values:
            win *= _normal((mine - value) / spread)
        return Judgement(win, mine)

    def _final(self, marked: int, rivals: Sequence[Sheet]) -> Judgement:
        """The game is over for this player: its score is final, the opponents' nearly so."""
        mine = points(self.board, marked)
        win = 1.0
        for rival, sheet in zip(self.rivals, rivals, strict=True):
            if rival in self.later:
                finals = self.last_turn(self.board, sheet)
            else:
                finals = ((points(self.board, sheet.marked), 1.0),)
            win *= _chance_below(mine, finals)
        return Judgement(win, float(mine), over=True)
