"""The dice game's two screens: the table while playing, and the final scores."""

from shelfie.core.contract import Outcome
from shelfie.games.dicegame.scoring import outcome
from shelfie.games.dicegame.state import GameState, Phase
from shelfie.ui.dicegame.draft import Draft, addable, item_sets
from shelfie.ui.dicegame.history import line
from shelfie.ui.dicegame.turn import TurnChoices
from shelfie.ui.dicegame.view_board import Choosing, board, legend
from shelfie.ui.dicegame.view_turn import dice_tray, end_reason, turn_panel
from shelfie.ui.html import join, tag
from shelfie.ui.i18n import t
from shelfie.ui.shell import final
from shelfie.ui.shell.screens import ReplayStep, Table
from shelfie.ui.shell.widgets import kind_name


def table_screen(table: Table) -> str:
    game: GameState = table.game
    turn: TurnChoices = table.turn
    choosing = None
    if game.phase is Phase.MARK:
        sets = item_sets(game)
        choosing = Choosing(frozenset(addable(game, turn.draft, sets)), turn.draft.items)
    own = table.viewer
    current = board(game, own, choosing if own == game.current else None, kinds=table.kinds, explained=False)
    others = join(
        board(game, seat, compact=True, kinds=table.kinds) for seat in range(len(game.sheets)) if seat != own
    )
    computer = kind_name(table.computer) if table.computer else None
    panel = turn_panel(
        game,
        turn.keep,
        turn.draft,
        table.message,
        computer=computer,
        fast=table.fast,
        hinted=turn.hinted,
        can_undo=table.can_undo,
    )
    others_block = tag("div", others, class_="others") if others else ""
    # The legend follows the dice, so the bookshelf, the dice and their buttons come first: on a
    # phone and in a 720 px embed they are seen together without scrolling (docs/EMBED.md).
    return current + table.guide + panel + legend(game) + others_block


def replay_step(shown: ReplayStep) -> tuple[str, str]:
    """A replay step: the action in words (with the dice thrown) and the table as it stood."""
    state: GameState = shown.state
    said = line(shown.before, shown.event) if shown.event else t("The game is set up: nobody has rolled yet.")
    seats = range(len(state.sheets))
    boards = join(board(state, seat, compact=len(seats) > 1, kinds=shown.kinds) for seat in seats)
    tray = dice_tray(state, frozenset(), Draft(), watching=True) if state.dice else ""
    return said, tray + tag("div", boards, class_="others")


def position_screen(game: GameState, names: tuple[str, ...], kinds: tuple[str, ...]) -> str:
    """Every bookshelf as it stands, the sender's first (``game`` is its observation)."""
    seats = range(len(game.sheets))
    return tag(
        "div", join(board(game, seat, compact=len(seats) > 1, kinds=kinds) for seat in seats), class_="others"
    )


def final_screen(game: GameState, kinds: tuple[str, ...], *, rematch: bool = True) -> str:
    """The players ranked by total (each split into shelves and columns), the winner, and the boards as
    they ended."""
    result = outcome(game.board, game.sheets)
    names = game.config.players
    breakdowns = [
        ((t("Shelves"), str(sum(card.shelves))), (t("Columns"), str(sum(card.columns))))
        for card in result.cards
    ]
    summary = final.podium(names, kinds, Outcome(result.totals, result.winners), breakdowns)
    boards = join(board(game, seat, compact=len(names) > 1, kinds=kinds) for seat in range(len(names)))
    return final.section(
        final.verdict(names, Outcome(result.totals, result.winners)),
        summary,
        tag("div", boards, class_="others"),
        why=t("The game ended at the end of the round: {why}", why=end_reason(game)),
        rematch=rematch,
    )
