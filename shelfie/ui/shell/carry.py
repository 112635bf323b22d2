"""A game carried from one page to another in the address: the embed's "Open full screen" link.

A blog embed often cannot save (the browser blocks a cross-site frame's storage, or gives it a
storage of its own), so its game lives in memory: the link to the full site carries it, as the
page save (``pagesave.to_save``) in compact JSON, base64url, after ``#carry=`` in the fragment,
which browsers never send to the host. The receiving page reads it like any save: replayed through
the rules, refused in plain words when it is not a game.

A carried game may meet a saved game of the same kind. ``relation`` tells the cases apart: the same
game, an earlier or a later point of it (one log a prefix of the other, on the same options), or
another game, which only the player may choose to replace.
"""

import base64
import binascii
import json
from typing import Any

from shelfie.core import saves
from shelfie.core.errors import InvalidSave
from shelfie.ui.shell.pagesave import from_save, to_save
from shelfie.ui.shell.session import Session

FRAGMENT = "carry"
"""The fragment's key: ``#carry=<base64url>``."""
MAX_CARRIED = 200_000
"""Characters of a carried game read at the most: a whole four-player game is about a tenth."""


def pack(session: Session) -> str:
    """The fragment (without ``#``) that carries ``session``'s game, seats and turn."""
    text = json.dumps(to_save(session), separators=(",", ":"))
    return f"{FRAGMENT}=" + base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def carried_text(fragment: str) -> str | None:
    """The packed game in an address's fragment (with or without ``#``), or None if it has none."""
    prefix = f"{FRAGMENT}="
    fragment = fragment.removeprefix("#")
    return fragment[len(prefix) :] if fragment.startswith(prefix) else None


def unpack(game_id: str, packed: str) -> Session:
    """The carried session, or InvalidSave saying what is wrong; never any other error."""
    if len(packed) > MAX_CARRIED:
        raise InvalidSave("the link is too long to hold a game")
    try:
        text = base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4)).decode()
    except (binascii.Error, ValueError) as error:
        raise InvalidSave("the link is damaged") from error
    return from_save(game_id, saves.parse(text))


def relation(saved: Session, carried: Session) -> saves.Relation:
    """How the carried game stands to the saved one (both of the same kind of game): other options
    or other seats make another game (``PARTED``)."""
    mine, theirs = (_envelope(session) for session in (saved, carried))
    if mine["config"] != theirs["config"] or saved.kinds != carried.kinds:
        return saves.Relation.PARTED
    return saves.relation(mine["log"], theirs["log"])


def _envelope(session: Session) -> dict[str, Any]:
    return saves.to_json(session.rules, session.game)
