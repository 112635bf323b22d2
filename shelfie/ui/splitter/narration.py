"""Splitter's rounds in words, for the game log: a round is told once it is complete, since until
then each player's placement is theirs alone; then its numbers and where everyone wrote them."""

from shelfie.core.contract import Event
from shelfie.games.splitter.pads import COLUMNS, mirror
from shelfie.games.splitter.state import State
from shelfie.ui.i18n import t
from shelfie.ui.splitter.labels import placement


def narrate(before: State, event: Event, after: State) -> list[str]:
    """Nothing for a placement that leaves the round open; for the one that completes it, the
    round's numbers and each player's two spaces (the pads show the rest)."""
    if after.pads == before.pads:
        return []
    first, second = before.dice
    said = [
        t(
            "Round {number}: the numbers were {first} and {second}.",
            number=before.round + 1,
            first=first,
            second=second,
        )
    ]
    for seat, (was, now) in enumerate(zip(before.pads, after.pads, strict=True)):
        written = [space for space, number in enumerate(now) if number != was[space]]
        if not written:
            continue
        space = min(written, key=lambda s: s % COLUMNS)  # the left one of the mirror pair
        said.append(
            t(
                "{name} wrote {placement}.",
                name=before.config.players[seat],
                placement=placement(before.pad, space, now[space], now[mirror(space)]),
            )
        )
    return said
