"""Where a reload returns: the game the page opens with, read before anything is loaded (the page
fetches that game's modules first), and the places the shell marks after every command (a game
with friends or today's challenge while it is not over, else the last game played alone).
static/games.js reads the same keys to start the opening game's fetch while Python starts."""

from contextlib import suppress

from shelfie import registry
from shelfie.ui.saves import Storage, StorageError
from shelfie.ui.shell.pagesave import save_key

LAST_GAME_KEY = "shelfie.last-game"
"""The game played alone last on screen: a reload opens it when no place below is set."""
LAST_DAILY_KEY = "shelfie.last-daily"
"""``<game> <date>`` while a daily challenge was the last game on screen and is not over: a reload
that day reopens it (static/games.js reads it too, to fetch that game's modules first)."""
LAST_FRIEND_KEY = "shelfie.last-friend"
"""``<game> <tag>`` while a game with friends was the last game on screen and is not over: a reload
reopens it where the player was (static/games.js reads the game, as for the daily challenge)."""
PLACE_KEYS = (LAST_FRIEND_KEY, LAST_DAILY_KEY)
"""The places a reload returns to before the last game played alone (``Keeping._mark_place``)."""


def mark(storage: Storage | None, key: str, value: str | None) -> None:
    """``key`` now says where a reload returns (``value`` None: forget it); a place set forgets
    the other places, but the last game played alone stays, for when they are over."""
    if storage is None:
        return
    others = [] if value is None else [other for other in PLACE_KEYS if other != key]
    with suppress(StorageError):
        for forget in [key] if value is None else others:
            if storage.get(forget) is not None:
                storage.remove(forget)
        if value is not None and storage.get(key) != value:
            storage.set(key, value)


def opening_daily(storage: Storage | None, today: str | None) -> str | None:
    """The game whose daily challenge, begun ``today``, was the last game on screen, or None."""
    if storage is None or today is None:
        return None
    try:
        last = (storage.get(LAST_DAILY_KEY) or "").split(" ")
    except StorageError:
        return None
    return last[0] if len(last) == 2 and last[1] == today and last[0] in registry.GAMES else None


def opening_friend(storage: Storage | None) -> tuple[str, str] | None:
    """The game and tag of the game with friends that was the last game on screen, or None."""
    if storage is None:
        return None
    try:
        last = (storage.get(LAST_FRIEND_KEY) or "").split(" ")
    except StorageError:
        return None
    return (last[0], last[1]) if len(last) == 2 and last[0] in registry.GAMES and last[1] else None


def opening_game(storage: Storage | None, game_id: str | None = None, today: str | None = None) -> str | None:
    """The game the page opens with: ``game_id`` if it is one, else the game with friends or today's
    challenge if it was the last game on screen, else the last one on screen that has a save, else any
    with a save. The page loads that game's modules before anything else."""
    if game_id in registry.GAMES:
        return game_id
    friend = opening_friend(storage)
    if friend is not None:
        return friend[0]
    daily = opening_daily(storage, today)
    if daily is not None:
        return daily
    if storage is None:
        return None
    try:
        last = storage.get(LAST_GAME_KEY)
        saved = [gid for gid in registry.GAMES if storage.get(save_key(gid)) is not None]
    except StorageError:
        return None
    return last if last in saved else next(iter(saved), None)
