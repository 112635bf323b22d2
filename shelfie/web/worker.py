"""Entry point PyScript runs in the worker (index.html's ``<script type="py" worker>``).

The conversation (shelfie/ui/shell/conversation.py) answers the page; PyScript hands the names in
``__export__`` to the main thread, which calls them asynchronously (``xworker.sync``, static/page.js):
no call ever reaches back into the page, so no SharedArrayBuffer is needed.
"""

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


# The rest of the conversation: each takes and returns JSON strings.
def handle(request: str) -> str:
    return _held[0].handle(request)


def computer_step() -> str:
    return _held[0].computer_step()


def open_file(request: str) -> str:
    return _held[0].open_file(request)


def shared(outcome: str) -> str:
    return _held[0].shared(outcome)


def unavailable() -> str:
    return _held[0].unavailable()


def storage_refused(key: str) -> str:
    return _held[0].storage_refused(key)


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
