"""My Shelfie's actions in words, for the status line, the game log and the replay: who took which
tiles into which column, the common goals reached, the end token, the refills. Everything here is
public: a personal goal is never named."""

from shelfie.core.contract import Event
from shelfie.games.myshelfie.goals import COMMON_GOALS
from shelfie.games.myshelfie.state import State, Take
from shelfie.games.myshelfie.tiles import type_name
from shelfie.ui.html import icon, join, tag
from shelfie.ui.i18n import t
from shelfie.ui.myshelfie.labels import took


def describe(before: State, seat: int, action: Take) -> str:
    """ "Ann took the Cat at row 5, column 3 into column 2."."""
    return t(
        "{name} took {tiles} into column {number}.",
        name=before.config.players[seat],
        tiles=took(before, action),
        number=action.column + 1,
    )


def narrate(before: State, event: Event, after: State) -> list[str]:
    """The take, then what it brought: each common goal reached with its token, the end token, and
    the refill of the living room it caused."""
    seat = event.seat
    name = before.config.players[seat]
    said = [describe(before, seat, event.action)]
    for card, points in after.won[seat][len(before.won[seat]) :]:
        said.append(
            t(
                "{name} reached the common goal {goal}: a token of {points} points.",
                name=name,
                goal=t(COMMON_GOALS[card - 1].name),
                points=points,
            )
        )
    if after.end_token == seat and before.end_token is None:
        said.append(t("{name} filled the bookshelf first and takes the end token.", name=name))
    if event.chance:
        said.append(t("The living room is refilled from the bag."))
    return said


def taken(before: State, event: Event, after: State) -> str:
    """The tiles a take took, in the order they went in, as small tiles of their type: a picture
    on its colour, no letter (the line names them)."""
    if not isinstance(event.action, Take):
        return ""
    tiles = (before.board[space] for space in event.action.spaces)
    return join(
        tag("span", icon(f"i-{type_name(tile)}"), class_=f"log-tile t{tile}") for tile in tiles if tile
    )
