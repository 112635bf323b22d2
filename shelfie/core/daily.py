"""The daily challenge's seed: the same for everyone on the same date (UTC), with no server.

A pure function of the game and the date, computed by the same Python in every browser, so two
friends who open the daily game on the same day meet the same chance (the dice game's dice are a
function of seed, turn and roll alone).
"""

import re
from datetime import date

from shelfie.core import rng

_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def is_date(text: object) -> bool:
    """``text`` is a day of the calendar as YYYY-MM-DD: 2024-02-29 is, 2023-02-29 and 2025-13-01
    are not (the pattern alone would let them through)."""
    if not isinstance(text, str) or not _DATE.match(text):
        return False
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


def seed(game_id: str, date: str) -> int:
    """The seed of ``game_id``'s daily challenge on ``date`` (YYYY-MM-DD, UTC)."""
    if not is_date(date):
        raise ValueError(f"not a date: {date!r}")
    return rng.draw(0, tuple(f"{game_id}:{date}".encode()), 1, 1 << 62)[0]
