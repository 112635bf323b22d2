"""localStorage behind the ``Storage`` protocol, or None when the browser blocks it."""

from typing import Any

import js
from pyodide.ffi import JsException

from shelfie.ui.saves import StorageError

_PROBE = "shelfie.probe"


class LocalStorage:
    def __init__(self, store: Any) -> None:
        self.store = store

    def get(self, key: str) -> str | None:
        try:
            value = self.store.getItem(key)
        except JsException as error:
            raise StorageError(str(error)) from error
        return value if isinstance(value, str) else None

    def set(self, key: str, value: str) -> None:
        try:
            self.store.setItem(key, value)
        except JsException as error:
            raise StorageError(str(error)) from error

    def remove(self, key: str) -> None:
        try:
            self.store.removeItem(key)
        except JsException as error:
            raise StorageError(str(error)) from error

    def keys(self) -> list[str]:
        try:
            return [str(self.store.key(i)) for i in range(int(self.store.length))]
        except JsException as error:
            raise StorageError(str(error)) from error


def local_storage() -> LocalStorage | None:
    """Even reading ``window.localStorage`` throws in a cross-site iframe or with storage blocked."""
    try:
        store = js.window.localStorage
        store.setItem(_PROBE, "1")
        store.removeItem(_PROBE)
    except JsException:
        return None
    return LocalStorage(store)
