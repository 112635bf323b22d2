"""The living room and the bookshelves as tables of named cells; while a person takes tiles, the
tiles they can still take and the columns with room are buttons, and everything else is text."""

from shelfie.core.errors import N_
from shelfie.games.myshelfie import board as living
from shelfie.games.myshelfie import shelf as shelves
from shelfie.games.myshelfie.goals import PERSONAL_CARDS
from shelfie.games.myshelfie.rules import most_tiles
from shelfie.games.myshelfie.state import State
from shelfie.games.myshelfie.tiles import EMPTY, type_name
from shelfie.ui.html import button, esc, hidden, icon, join, tag
from shelfie.ui.i18n import t
from shelfie.ui.myshelfie.labels import space_name, tile_at, tile_face, tile_name

ORDINALS = (N_("1st"), N_("2nd"), N_("3rd"))


def _sets(game: State, seat: int) -> list[tuple[int, ...]]:
    usable = living.USABLE[len(game.config.players)]
    return living.takeable_sets(game.board, usable, most_tiles(game.shelves[seat]))


def can_take(game: State, seat: int, spaces: tuple[int, ...]) -> bool:
    """``spaces`` are all in one legal take (so far)."""
    chosen = set(spaces)
    return any(chosen <= set(found) for found in _sets(game, seat))


def offered(game: State, seat: int, picked: tuple[int, ...]) -> set[int]:
    """The tiles that can join ``picked`` in a legal take (and the picked ones themselves)."""
    chosen = set(picked)
    found = set(picked)
    for spaces in _sets(game, seat):
        if chosen <= set(spaces):
            found.update(spaces)
    return found


def living_room(game: State, seat: int | None, picked: tuple[int, ...]) -> str:
    """The board; ``seat`` is the person taking tiles now (None: only looking)."""
    players = len(game.config.players)
    usable = living.USABLE[players]
    drawn_rows, drawn_columns = living.FRAME[players]
    can_take = offered(game, seat, picked) if seat is not None else set()
    rows = []
    for row in drawn_rows:
        cells = []
        for column in drawn_columns:
            space = row * living.SIZE + column
            tile = game.board[space]
            if space not in usable:
                cells.append(tag("td", "", class_="none"))
            elif tile == EMPTY:
                cells.append(
                    tag("td", hidden(t("{space}: empty", space=space_name(game, space))), class_="empty")
                )
            elif space in can_take:
                order = picked.index(space) if space in picked else None
                label = tile_at(game, space)
                if order is not None:
                    label = t("{tile}, picked {order}", tile=label, order=t(ORDINALS[order]))
                # The placing order is drawn beside the button, not in it: its name says it in words.
                number = (
                    tag("span", str(order + 1), class_="pick-number", aria_hidden="true")
                    if order is not None
                    else ""
                )
                cells.append(
                    tag(
                        "td",
                        button(
                            tile_face(tile),
                            "tile",
                            space,
                            label=label,
                            pressed=order is not None,
                            class_=f"tile t{tile}",
                        )
                        + number,
                        class_="has-tile",
                    )
                )
            else:
                cells.append(
                    tag("td", tile_face(tile) + hidden(tile_at(game, space)), class_=f"tile t{tile}")
                )
        rows.append(tag("tr", join(cells)))
    return tag(
        "table",
        tag("caption", esc(t("The living room")), class_="sr-only") + tag("tbody", join(rows)),
        class_=f"living-room columns-{len(drawn_columns)}",
    )


def bookshelf(
    shelf: tuple[int, ...],
    caption: str,
    *,
    goal: int = 0,
    preview: tuple[int, ...] = (),
    compact: bool = False,
) -> str:
    """A bookshelf; ``goal`` (a personal goal card) marks its cells; ``preview`` is the bookshelf
    with the picked tiles placed, drawn as to-be-placed."""
    wanted = (
        {shelves.cell(r, c): tile for tile, (r, c) in enumerate(PERSONAL_CARDS[goal - 1], start=1)}
        if goal
        else {}
    )
    rows = []
    for row in range(shelves.ROWS):
        cells = []
        for column in range(shelves.COLUMNS):
            index = shelves.cell(row, column)
            tile = shelf[index]
            coming = preview[index] if preview and tile == EMPTY else EMPTY
            shown = tile or coming
            said = t("row {row}, column {column}", row=row + 1, column=column + 1)
            said = (
                t("{space}: {tile}", space=said, tile=tile_name(shown))
                if shown
                else t("{space}: empty", space=said)
            )
            classes = [f"t{shown}" if shown else "empty"]
            if coming:
                said = t("{space} (to place)", space=said)
                classes.append("preview")
            marker = ""
            if index in wanted:
                classes.append("goal")
                said = t("{space}, goal: {tile}", space=said, tile=tile_name(wanted[index]))
                if tile == wanted[index]:
                    said = t("{space}, matched", space=said)
                    classes.append("matched")
                # As on the printed goal card, the wanted tile's picture: faint in an empty cell,
                # small in the corner of a cell holding another type, a tick once matched (and
                # said in words in every case).
                want = wanted[index]
                if tile == want:
                    marker = tag("span", "✓", class_="goal-mark", aria_hidden="true")
                elif shown:
                    marker = tag(
                        "span", icon(f"i-{type_name(want)}"), class_=f"goal-mark t{want}", aria_hidden="true"
                    )
                else:
                    marker = tag(
                        "span", icon(f"i-{type_name(want)}"), class_=f"goal-ghost t{want}", aria_hidden="true"
                    )
            face = tile_face(shown) if shown else ""
            cells.append(tag("td", face + marker + hidden(said), class_=" ".join(classes)))
        rows.append(tag("tr", join(cells)))
    return tag(
        "table",
        tag("caption", esc(caption), class_="sr-only") + tag("tbody", join(rows)),
        class_="bookshelf compact" if compact else "bookshelf",
    )


def column_buttons(shelf: tuple[int, ...], picked: tuple[int, ...], column: int | None) -> str:
    """One button per bookshelf column, offered when it has room for the tiles picked."""
    buttons = []
    for number in range(shelves.COLUMNS):
        room = shelves.room(shelf, number)
        label = t("Column {number}: room for {count}", number=number + 1, count=room)
        buttons.append(
            button(
                esc(str(number + 1)),
                "column",
                number,
                label=label,
                pressed=column == number,
                disabled=not picked or room < len(picked),
                class_="column-button",
                key=f"chosen-column:{number}" if column == number else None,
            )
        )
    return tag("div", join(buttons), class_="columns", role="group", aria_label=t("Columns"))
