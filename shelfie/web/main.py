"""Entry point run by PyScript: start the page, or show the player why it could not start."""

import traceback

import js

try:
    from shelfie.web.page import start

    await start()  # noqa: F704, PLE1142 (PyScript runs this file with top-level await)
except Exception as error:
    js.console.error(traceback.format_exc())
    js.window.shelfieBootFailed(f"{type(error).__name__}: {error}")
