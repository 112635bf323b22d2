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

_conversation = Conversation(bundles.missing)


def start(boot: str) -> str:
    answer = _conversation.start(boot)
    # static/interpreter.mjs forgets a snapshot it marked as failing once Python is playable.
    js.dispatchEvent(js.CustomEvent.new("shelfie:ready"))
    return answer


# The rest of the conversation, as it is: each takes and returns JSON strings.
handle = _conversation.handle
computer_step = _conversation.computer_step
open_file = _conversation.open_file
shared = _conversation.shared
unavailable = _conversation.unavailable
storage_refused = _conversation.storage_refused
install = bundles.install


async def store_snapshot() -> str:
    """Download this deploy's memory snapshot for the next visits (static/interpreter.mjs); what
    became of it."""
    return str(await js.shelfieSnapshot.store())


__export__ = [
    "start",
    "handle",
    "computer_step",
    "open_file",
    "shared",
    "unavailable",
    "storage_refused",
    "install",
    "store_snapshot",
]
