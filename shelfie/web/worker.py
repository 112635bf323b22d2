"""Entry point PyScript runs in the worker (index.html's ``<script type="py" worker>``).

The conversation (shelfie/ui/shell/conversation.py) answers the page; PyScript hands the names in
``__export__`` to the main thread, which calls them asynchronously (``xworker.sync``, static/page.js):
no call ever reaches back into the page, so no SharedArrayBuffer is needed.
"""

from collections.abc import Callable

import js
from pyodide.ffi import to_js

from shelfie.ui.shell.conversation import Conversation
from shelfie.web import bundles

# The shell's modules are in place and imported: say so to the loading panel (static/page.js).
js.postMessage(to_js({"shelfie:progress": "Loaded Pyodide"}, dict_converter=js.Object.fromEntries))

_held = [Conversation(bundles.missing)]
"""The page's conversation, the only one at a time (``reset`` puts a new one in its place)."""


def start(boot: str) -> str:
    answer = _held[0].start(boot)
    # static/interpreter.mjs forgets a snapshot it marked as failing once Python is playable.
    js.dispatchEvent(js.CustomEvent.new("shelfie:ready"))
    return answer


def reset(language: str) -> None:
    """A new, empty conversation, as a new visit would begin one, on a Python already started (the
    page's ``shelfieRestart``, which the browser tests use to begin each test on a warm page): the
    games' modules stay loaded, and nothing of the last conversation is kept. ``language``: the one
    the page's own text is in now, so the next reply puts it back in the game's."""
    _held[0] = Conversation(bundles.missing, language=language)


def _forwarded(name: str) -> Callable[[str], str]:
    """The current conversation's request ``name``: each takes and returns a JSON string."""

    def request(*args: str) -> str:
        answer: str = getattr(_held[0], name)(*args)
        return answer

    request.__name__ = name
    return request


handle = _forwarded("handle")
computer_step = _forwarded("computer_step")
open_file = _forwarded("open_file")
shared = _forwarded("shared")
unavailable = _forwarded("unavailable")
storage_refused = _forwarded("storage_refused")
install = bundles.install


async def store_snapshot() -> str:
    """Download this deploy's memory snapshot for the next visits (static/interpreter.mjs); what
    became of it."""
    return str(await js.shelfieSnapshot.store())


__export__ = [
    "start",
    "reset",
    "handle",
    "computer_step",
    "open_file",
    "shared",
    "unavailable",
    "storage_refused",
    "install",
    "store_snapshot",
]
