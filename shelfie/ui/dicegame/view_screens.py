"""Whole screens: start, table, and the final scores."""

from collections.abc import Sequence
from dataclasses import dataclass

from shelfie.dicegame import GameState, Phase, outcome
from shelfie.dicegame.state import MAX_NAME, MAX_PLAYERS
from shelfie.ui.dicegame.draft import addable, item_sets
from shelfie.ui.dicegame.labels import icon
from shelfie.ui.dicegame.session import Screen, Session
from shelfie.ui.dicegame.view_board import Choosing, board
from shelfie.ui.dicegame.view_turn import turn_panel
from shelfie.ui.html import button, esc, hidden, tag


@dataclass(frozen=True)
class Notice:
    text: str
    dismissible: bool = False


def render(session: Session, notices: Sequence[Notice] = (), fast: bool = False) -> str:
    shown = notices_bar(notices)
    if session.screen is Screen.START or session.game is None:
        return shown + start_screen(session)
    if session.game.is_over:
        return shown + final_screen(session.game)
    return shown + table_screen(session, fast)


def notices_bar(notices: Sequence[Notice]) -> str:
    if not notices:
        return ""
    items = "".join(
        tag(
            "div",
            tag("p", esc(n.text))
            + (button("Dismiss", "dismiss-notice", i, label="Dismiss notice") if n.dismissible else ""),
            class_="notice",
            role="status",
        )
        for i, n in enumerate(notices)
    )
    return tag("div", items, class_="notices")


def start_screen(session: Session) -> str:
    seats = []
    for i, name in enumerate(session.names):
        remove = (
            button("Remove", "remove-seat", i, label=f"Remove player {i + 1}", class_="small")
            if len(session.names) > 1
            else ""
        )
        seats.append(
            tag(
                "li",
                tag("label", f"Player {i + 1} name", for_=f"name-{i}")
                + tag("div", _input(i, name) + remove, class_="seat-row")
                + tag("label", f"Player {i + 1} plays as", for_=f"kind-{i}", class_="kind-label")
                + _kind_select(i, session.kinds[i]),
            )
        )
    add = button("Add player", "add-seat") if len(session.names) < MAX_PLAYERS else ""
    resume = ""
    if session.game is not None:
        resume = button("Continue saved game", "continue", class_="secondary")
    message = tag("p", esc(session.message), id="status", role="status", aria_live="polite")
    actions = tag("div", button("Start game", "start", class_="primary") + resume, class_="actions")
    if session.replacing and session.game is not None:
        actions = _replace_question(session.game)
    return tag(
        "section",
        tag("h2", "New game", id="start-heading")
        + tag("p", "1 to 4 players share this screen and take turns.", class_="lede")
        + tag("ol", "".join(seats), class_="seats")
        + tag("div", add, class_="seat-tools")
        + message
        + actions,
        class_="start",
        aria_labelledby="start-heading",
    )


def _replace_question(game: GameState) -> str:
    """Asked before a new game replaces the saved one: only one game is kept."""
    players = ", ".join(game.config.players)
    return tag(
        "div",
        tag("h3", "Replace the saved game?", id="replace-heading")
        + tag(
            "p",
            esc(f"The game in progress ({players}, round {game.round}) is lost if a new game starts."),
            id="replace-text",
        )
        + tag(
            "div",
            button("Keep playing the saved game", "continue", class_="primary", focus=True)
            + button("Start the new game", "start", "replace"),
            class_="actions",
        ),
        role="alertdialog",
        aria_labelledby="replace-heading",
        aria_describedby="replace-text",
        class_="confirm",
    )


KIND_NAMES = {
    "person": "Person",
    "easy": "Computer: Easy",
    "medium": "Computer: Medium",
    "hard": "Computer: Hard",
}


def _kind_select(i: int, chosen: str) -> str:
    options = "".join(
        tag("option", esc(label), value=kind, selected=kind == chosen) for kind, label in KIND_NAMES.items()
    )
    return tag("select", options, id=f"kind-{i}", name=f"kind-{i}")


def _input(i: int, name: str) -> str:
    return (
        f'<input id="name-{i}" name="name-{i}" value="{esc(name)}" maxlength="{MAX_NAME}" '
        f'autocomplete="off" enterkeyhint="go" data-enter="start">'
    )


def table_screen(session: Session, fast: bool = False) -> str:
    game = session.game
    assert game is not None
    choosing = None
    if game.phase is Phase.MARK:
        sets = item_sets(game)
        choosing = Choosing(frozenset(addable(game, session.draft, sets)), session.draft.items)
    current = board(game, game.current, choosing)
    others = "".join(board(game, seat, compact=True) for seat in _seats_after(game) if seat != game.current)
    computer = KIND_NAMES[session.kinds[game.current]] if session.computer_to_play else None
    panel = turn_panel(game, session.keep, session.draft, session.message, computer=computer, fast=fast)
    menu = tag("div", button("New game", "new-game", class_="small"), class_="menu")
    others_block = tag("div", others, class_="others") if others else ""
    return tag("div", current + panel + others_block + menu, class_="table")


def _seats_after(game: GameState) -> list[int]:
    count = len(game.config.players)
    return [(game.current + step) % count for step in range(count)]


_WINNER = " " + icon("trophy") + hidden("winner")


def final_screen(game: GameState) -> str:
    result = outcome(game.board, game.sheets)
    names = game.config.players
    best = result.totals[result.winners[0]]
    if len(names) == 1:
        verdict = f"{names[0]} scored {best} points."
    elif len(result.winners) == 1:
        verdict = f"{names[result.winners[0]]} wins with {best} points!"
    else:
        together = " and ".join(names[w] for w in result.winners)
        verdict = f"Shared victory: {together} with {best} points each!"
    rows = "".join(
        tag(
            "tr",
            tag(
                "th",
                esc(names[seat]) + (" 🏆" if seat in result.winners and len(names) > 1 else ""),
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
        tag("caption", "Final scores")
        + tag(
            "thead",
            tag(
                "tr",
                tag("th", "Player", scope="col")
                + tag("th", "Shelves", scope="col")
                + tag("th", "Columns", scope="col")
                + tag("th", "Total", scope="col"),
            ),
        )
        + tag("tbody", rows),
        class_="scores",
    )
    boards = "".join(board(game, seat, compact=len(names) > 1) for seat in range(len(names)))
    buttons = tag(
        "div",
        button("Rematch", "rematch", class_="primary") + button("New game", "new-game"),
        class_="actions",
    )
    return tag(
        "section",
        tag("h2", "Game over", id="final-heading")
        + tag("p", esc(verdict), class_="verdict", role="status")
        + summary
        + buttons
        + tag("div", boards, class_="others"),
        class_="final",
        aria_labelledby="final-heading",
    )
