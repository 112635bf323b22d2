"""The browser's storage as the shell sees it, and one saved game in it.

Storage is injected (the page passes its copy of localStorage, tests a dict), so the rules for
losing nothing are tested under CPython: a save that cannot be read is moved aside under its own
key, never deleted; storage that is blocked or full switches play to memory and says so
(``NOT_SAVED``, ``controller.Controller``).
"""

from typing import Protocol

from shelfie.core.errors import N_


class StorageError(Exception):
    """The browser refused a storage operation (blocked, private mode, quota)."""


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class MemoryStorage:
    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        self.items[key] = value

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.items)


NOT_SAVED = N_(
    "This browser is not letting the game save, so this game is kept in memory only "
    "and is lost when the page closes."
)


class SaveSlot:
    """One key of storage that holds a save: read, written, or its unreadable text kept aside."""

    def __init__(self, storage: Storage, key: str) -> None:
        self.key = key
        self.storage = storage

    def read(self) -> str | None:
        return self.storage.get(self.key)

    def write(self, text: str) -> None:
        self.storage.set(self.key, text)

    def set_aside(self, text: str) -> str | None:
        """Keep an unreadable save under a new key and free the slot; the new key, if kept."""
        try:
            taken = set(self.storage.keys())
            number = 1
            while f"{self.key}.unreadable.{number}" in taken:
                number += 1
            aside = f"{self.key}.unreadable.{number}"
            self.storage.set(aside, text)
            self.storage.remove(self.key)
        except StorageError:
            return None
        return aside
