"""The dice game's two screens: the table while playing, and the final scores."""

from shelfie.games.dicegame import GameState, Phase, outcome
from shelfie.registry import PERSON
from shelfie.ui.dicegame.draft import addable, item_sets
from shelfie.ui.dicegame.turn import TurnChoices
from shelfie.ui.dicegame.view_board import Choosing, board, is_computer
from shelfie.ui.dicegame.view_turn import end_reason, turn_panel
from shelfie.ui.html import button, esc, tag
from shelfie.ui.i18n import t
from shelfie.ui.shell.screens import Table
from shelfie.ui.shell.views import kind_name


def table_screen(table: Table) -> str:
    game: GameState = table.game
    turn: TurnChoices = table.turn
    choosing = None
    if game.phase is Phase.MARK:
        sets = item_sets(game)
        choosing = Choosing(frozenset(addable(game, turn.draft, sets)), turn.draft.items)
    own = own_seat(game, table.kinds)
    current = board(game, own, choosing if own == game.current else None, kinds=table.kinds)
    others = "".join(
        board(game, seat, compact=True, kinds=table.kinds) for seat in range(len(game.sheets)) if seat != own
    )
    computer = kind_name(table.computer) if table.computer else None
    panel = turn_panel(game, turn.keep, turn.draft, table.message, computer=computer, fast=table.fast)
    others_block = tag("div", others, class_="others") if others else ""
    return current + panel + others_block


def own_seat(game: GameState, kinds: tuple[str, ...]) -> int:
    """The board drawn large: the person whose turn it is, and during a computer's turn the person
    who played last, so a player's own board keeps its place; the others stay in seat order."""
    people = [seat for seat, kind in enumerate(kinds) if kind == PERSON]
    if not people or game.current in people:
        return game.current
    last = next((event.seat for event in reversed(game.log) if event.seat in people), None)
    return last if last is not None else people[0]


def final_screen(game: GameState, kinds: tuple[str, ...] = ()) -> str:
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
            tag(
                "th",
                esc(names[seat])
                + (
                    tag("span", esc(kind_name(kinds[seat])), class_="badge computer")
                    if is_computer(kinds, seat)
                    else ""
                )
                + (" 🏆" if seat in result.winners and len(names) > 1 else ""),
                scope="row",
            )
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
    buttons = tag(
        "div",
        button(esc(t("Rematch")), "rematch", class_="primary")
        + button(esc(t("New game")), "new-game")
        + button(esc(t("All games")), "home"),
        class_="actions",
    )
    return tag(
        "section",
        tag("h2", esc(t("Game over")), id="final-heading")
        + tag("p", esc(verdict), class_="verdict", role="status")
        + tag(
            "p", esc(t("The game ended at the end of the round: {why}", why=end_reason(game))), class_="why"
        )
        + summary
        + buttons
        + tag("div", boards, class_="others"),
        class_="final",
        aria_labelledby="final-heading",
    )
