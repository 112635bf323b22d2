"""A player's bookshelf as a table: items with their state, and each line's running score."""

from dataclasses import dataclass

from shelfie.games.dicegame.board import JOKER
from shelfie.games.dicegame.grid import LINES, SIZE, item_bit
from shelfie.games.dicegame.scoring import score
from shelfie.games.dicegame.state import GameState
from shelfie.ui.dicegame.labels import dice_count, face_name, icon, item_label
from shelfie.ui.html import button, esc, hidden, join, tag
from shelfie.ui.i18n import t
from shelfie.ui.shell.widgets import computer_badge

TAGS = "ABC"


@dataclass(frozen=True)
class Choosing:
    """The current player's items as buttons during the mark phase."""

    addable: frozenset[tuple[int, int]]
    selected: tuple[tuple[int, int], ...]

    @property
    def first(self) -> tuple[int, int] | None:
        """The item keyboard focus moves to when the control it was on is gone."""
        return min(self.addable) if self.addable else None


def blocked_mask(state: GameState, seat: int) -> int:
    """Crossed items that lie on a line another player completed: shown apart from crossed-out."""
    lines = 0
    for other, sheet in enumerate(state.sheets):
        if other != seat:
            for line in LINES:
                if sheet.is_complete(line):
                    lines |= line.mask
    return state.sheets[seat].crossed & lines


def board(
    state: GameState,
    seat: int,
    choosing: Choosing | None = None,
    compact: bool = False,
    kinds: tuple[str, ...] = (),
    *,
    explained: bool = True,
) -> str:
    """``kinds`` marks a computer's board as a computer's, on every screen and every turn; a full
    board is ``explained`` by the legend under it unless the screen places the legend itself."""
    sheet = state.sheets[seat]
    name = state.config.players[seat]
    card = score(state.board, sheet)
    blocked = blocked_mask(state, seat)
    playing = seat == state.current and not state.is_over
    heading = tag(
        "h2",
        tag("span", esc(name), class_="name")
        + computer_badge(kinds, seat)
        + (tag("span", esc(t("playing")), class_="badge") if playing else "")
        + tag(
            "span",
            esc(t("{total} pts", total=card.total)),
            class_="total",
            aria_label=t("total {total} points", total=card.total),
        ),
        id=f"seat-{seat}-name",
    )
    head = join(
        tag(
            "th",
            tag("span", "●" * need, class_="pips", aria_hidden="true")
            + tag("span", f"{need}●", class_="pip-count", aria_hidden="true")
            + hidden(dice_count(need)),
            scope="col",
        )
        for need in state.board.dice_per_column
    )
    rows = []
    for shelf in range(SIZE):
        face = state.board.icons[shelf]
        cells = join(_cell(state, seat, (shelf, column), blocked, choosing) for column in range(SIZE))
        rows.append(
            tag(
                "tr",
                tag("th", icon(face) + hidden(t("{icon} shelf", icon=face_name(face))), scope="row")
                + cells
                + tag("td", _line_points(card.shelves[shelf]), class_="line-score"),
            )
        )
    foot = join(tag("td", _line_points(p), class_="line-score") for p in card.columns)
    table = tag(
        "table",
        tag("caption", esc(t("{name}'s bookshelf", name=name)), class_="sr-only")
        + tag(
            "thead",
            tag("tr", tag("td", "") + head + tag("th", esc(t("pts")), scope="col", class_="line-score")),
        )
        + tag("tbody", join(rows))
        + tag(
            "tfoot",
            tag(
                "tr",
                tag("th", esc(t("pts")), scope="row")
                + foot
                + tag("td", str(card.total), class_="line-score total"),
            ),
        ),
        class_="shelf",
    )
    classes = "player" + (" current" if playing else "") + (" compact" if compact else "")
    extra = legend(state) if explained and not compact else ""
    return tag("section", heading + table + extra, class_=classes, aria_labelledby=f"seat-{seat}-name")


def legend(state: GameState) -> str:
    """How to read a bookshelf: what the dots and numbers mean, and every icon by name; folded
    under its title once the player knows it (static/page.js keeps it open across redraws)."""
    faces = [*state.board.icons, JOKER]
    icons = join(
        tag(
            "li",
            icon(face)
            + " "
            + esc(
                t("{joker}: stands in for any icon, once per item of 2 or more dice", joker=face_name(face))
                if face == JOKER
                else face_name(face)
            ),
        )
        for face in faces
    )
    return tag(
        "details",
        tag("summary", esc(t("How to read the bookshelf")), id="dice-legend-title")
        + tag(
            "p",
            tag("span", "●", aria_hidden="true")
            + " "
            + esc(
                t("Dots over a column: the dice an item there needs. Numbers: the points an item is worth.")
            )
            + " "
            + esc(t("A shelf or column scores the points of its marked items once it has 3 or more.")),
        )
        + tag("ul", icons, class_="icons"),
        class_="legend",
        id="dice-legend",
        aria_labelledby="dice-legend-title",
    )


def _line_points(value: int) -> str:
    return str(value) if value else tag("span", "–", aria_label="0")


def _cell(state: GameState, seat: int, item: tuple[int, int], blocked: int, choosing: Choosing | None) -> str:
    shelf, column = item
    sheet = state.sheets[seat]
    bit = item_bit(shelf, column)
    value = state.board.value(shelf, column)
    shown = tag("span", str(value), class_="v")
    if sheet.marked & bit:
        return tag(
            "td",
            shown + tag("span", "✓", class_="glyph", aria_hidden="true") + hidden(t("marked")),
            class_="cell marked",
        )
    if blocked & bit:
        return tag(
            "td",
            shown + tag("span", "⊘", class_="glyph", aria_hidden="true") + hidden(t("blocked")),
            class_="cell blocked",
        )
    if sheet.crossed & bit:
        return tag(
            "td",
            shown + tag("span", "✕", class_="glyph", aria_hidden="true") + hidden(t("crossed out")),
            class_="cell crossed",
        )
    if choosing is None:
        return tag("td", shown + hidden(t("available")), class_="cell")
    selected = item in choosing.selected
    marker = (
        tag("span", "", class_="tag", data_tag=TAGS[choosing.selected.index(item)], aria_hidden="true")
        if selected
        else ""
    )
    return tag(
        "td",
        button(
            shown + marker,
            "item",
            f"{shelf},{column}",
            label=item_label(state.board, shelf, column),
            pressed=selected,
            disabled=not selected and item not in choosing.addable,
            class_="item" + (" addable" if item in choosing.addable else ""),
            focus=item == choosing.first,
        ),
        class_="cell",
    )
