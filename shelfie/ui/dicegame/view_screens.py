"""The dice game's two screens: the table while playing, and the final scores."""

from shelfie.games.dicegame import GameState, Phase, outcome
from shelfie.ui.dicegame.draft import Draft, addable, item_sets
from shelfie.ui.dicegame.history import lines, state_after
from shelfie.ui.dicegame.turn import TurnChoices
from shelfie.ui.dicegame.view_board import Choosing, board, legend
from shelfie.ui.dicegame.view_turn import dice_tray, end_reason, turn_panel
from shelfie.ui.html import esc, tag
from shelfie.ui.i18n import t, tn
from shelfie.ui.shell.screens import Table
from shelfie.ui.shell.views import final_actions, kind_name, player_cell, replay_controls


def table_screen(table: Table) -> str:
    game: GameState = table.game
    turn: TurnChoices = table.turn
    choosing = None
    if game.phase is Phase.MARK:
        sets = item_sets(game)
        choosing = Choosing(frozenset(addable(game, turn.draft, sets)), turn.draft.items)
    own = table.viewer
    current = board(game, own, choosing if own == game.current else None, kinds=table.kinds, explained=False)
    others = "".join(
        board(game, seat, compact=True, kinds=table.kinds) for seat in range(len(game.sheets)) if seat != own
    )
    computer = kind_name(table.computer) if table.computer else None
    panel = turn_panel(
        game, turn.keep, turn.draft, table.message, computer=computer, fast=table.fast, hinted=turn.hinted
    )
    others_block = tag("div", others, class_="others") if others else ""
    # The legend follows the dice, so the bookshelf, the dice and their buttons come first: on a
    # phone and in a 720 px embed they are seen together without scrolling (docs/EMBED.md).
    return current + table.guide + panel + legend(game) + others_block + game_log(game)


def game_log(game: GameState) -> str:
    """Every action so far in words, newest first, folded away until opened."""
    said = lines(game)
    items = "".join(tag("li", esc(text)) for text in reversed(said))
    return tag(
        "details",
        tag("summary", esc(tn("Game log ({count} action)", "Game log ({count} actions)", len(said))))
        + tag("ol", items, reversed=True),
        class_="log",
    )


def replay_screen(game: GameState, step: int, kinds: tuple[str, ...] = ()) -> str:
    """The finished game as it stood after ``step`` actions, with the step's words and controls."""
    total = len(game.log)
    state = state_after(game, step)
    said = lines(game)[step - 1] if step else t("The game is set up: nobody has rolled yet.")
    boards = "".join(
        board(state, seat, compact=len(game.sheets) > 1, kinds=kinds) for seat in range(len(game.sheets))
    )
    return tag(
        "section",
        tag("h2", esc(t("Replay: step {step} of {total}", step=step, total=total)), id="replay-heading")
        + tag("p", esc(said), role="status", class_="replay-step")
        + (dice_tray(state, frozenset(), Draft(), watching=True) if state.dice else "")
        + replay_controls(step, total)
        + tag("div", boards, class_="others"),
        class_="replay",
        aria_labelledby="replay-heading",
    )


def final_screen(game: GameState, kinds: tuple[str, ...]) -> str:
    """Each player's shelves, columns and total, the winner, and the boards as they ended."""
    result = outcome(game.board, game.sheets)
    names = game.config.players
    best = result.totals[result.winners[0]]
    if len(names) == 1:
        verdict = t("{name} scored {points} points.", name=names[0], points=best)
    elif len(result.winners) == 1:
        verdict = t("{name} wins with {points} points!", name=names[result.winners[0]], points=best)
    else:
        winners = [names[w] for w in result.winners]
        together = t("{some} and {last}", some=", ".join(winners[:-1]), last=winners[-1])
        verdict = t("Shared victory: {names} with {points} points each!", names=together, points=best)
    rows = "".join(
        tag(
            "tr",
            tag("th", player_cell(names, kinds, seat, seat in result.winners and len(names) > 1), scope="row")
            + tag("td", str(sum(card.shelves)))
            + tag("td", str(sum(card.columns)))
            + tag("td", tag("strong", str(card.total))),
        )
        for seat, card in enumerate(result.cards)
    )
    summary = tag(
        "table",
        tag("caption", esc(t("Final scores")))
        + tag(
            "thead",
            tag(
                "tr",
                tag("th", esc(t("Player")), scope="col")
                + tag("th", esc(t("Shelves")), scope="col")
                + tag("th", esc(t("Columns")), scope="col")
                + tag("th", esc(t("Total")), scope="col"),
            ),
        )
        + tag("tbody", rows),
        class_="scores",
    )
    boards = "".join(board(game, seat, compact=len(names) > 1, kinds=kinds) for seat in range(len(names)))
    return tag(
        "section",
        tag("h2", esc(t("Game over")), id="final-heading")
        + tag("p", esc(verdict), class_="verdict", role="status")
        + tag(
            "p", esc(t("The game ended at the end of the round: {why}", why=end_reason(game))), class_="why"
        )
        + summary
        + final_actions()
        + tag("div", boards, class_="others")
        + game_log(game),
        class_="final",
        aria_labelledby="final-heading",
    )
