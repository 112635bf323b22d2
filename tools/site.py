"""Serving this checkout as the static site, and launching Chromium the way this machine needs."""

import functools
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
"""Without the networking flags Chromium tries outside connections that this machine refuses."""


def chromium_path() -> str | None:
    """$SHELFIE_CHROMIUM, else Debian's Chromium, else None for Playwright's own browser."""
    chosen = os.environ.get("SHELFIE_CHROMIUM")
    if chosen:
        return chosen
    return "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None


def launch_args(extra: dict[str, Any] | None = None) -> dict[str, Any]:
    args: dict[str, Any] = dict(extra or {})
    args["args"] = [*args.get("args", []), *CHROMIUM_FLAGS]
    path = chromium_path()
    if path:
        args["executable_path"] = path
    return args


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def serve(root: Path = ROOT) -> Iterator[str]:
    """The site at http://127.0.0.1:<free port>/ for as long as the block runs."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()
