"""Serving this checkout as the static site, and launching Chromium the way this machine needs."""

import email.utils
import fnmatch
import functools
import os
import sys
import threading
import tomllib
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

BASELINE_WASM_FLAGS = ["--js-flags=--liftoff-only"]
"""For the tests: V8 compiles Python's WebAssembly with its baseline compiler (Liftoff) alone, where
a player's Chromium also recompiles the functions that run often with its optimising compiler
(TurboFan), in background threads. The module, what it computes and everything the page does are
the same; the optimising compiles are 1.6 s of CPU in a cold start of 5 (docs/PERFORMANCE.md) that
no test waits for, yet two test processes on two cores pay for in full. Benchmarks and the pictures
of ``make screens`` keep the player's compilers: they measure and show what players get; so do the
cross-engine games of computers (tests/engines, ``players_compilers``). tests/engines/drivers.py
asks the same of Firefox and WebKit."""


RESTART = """async ([address, clear]) => {
  history.replaceState(null, "", address);
  await window.shelfieRestart({ clear });
}"""
"""Begins a new visit on a page whose Python has started (static/page.js, ``shelfieRestart``): the
address replaced, a new conversation in the worker on the storage kept (or emptied first, with
``clear``). It takes well under a second where a new page load starts Python again."""

RESTARTABLE = (
    "document.documentElement.dataset.ready === 'true' && typeof window.shelfieRestart === 'function'"
    " && !document.documentElement.classList.contains('embed')"
)
"""The page's Python has started and can begin a new visit (an embed's frame is set up by boot.js)."""


DEBIAN_CHROMIUM = "/usr/bin/chromium"
DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"


def chromium_path(*, shell: bool = False) -> str | None:
    """$SHELFIE_CHROMIUM; else Debian's Chromium, or with ``shell`` Debian's headless shell where it
    is installed; else None, for Playwright's own browser."""
    chosen = os.environ.get("SHELFIE_CHROMIUM")
    if chosen:
        return chosen
    for path in (DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM) if shell else (DEBIAN_CHROMIUM,):
        if Path(path).exists():
            return path
    return None


def launch_args(
    extra: dict[str, Any] | None = None, *, baseline_wasm: bool = False, shell: bool = False
) -> dict[str, Any]:
    """Playwright's launch arguments for Chromium on this machine.

    The tests ask for ``shell`` and ``baseline_wasm``. ``shell`` is Chromium's headless shell: the
    same Blink and V8 without the browser's user interface, which Playwright itself runs for
    headless tests; a cold start costs it a third less CPU than the whole Chromium's headless mode
    (docs/PERFORMANCE.md). Without it, the whole Chromium, which players run: the benchmarks, the
    pictures of ``make screens``, and the tests of what only it does (its browser contexts are
    incognito profiles, which block a cross-site frame's storage as Chrome's incognito windows do).
    ``baseline_wasm``: BASELINE_WASM_FLAGS."""
    args: dict[str, Any] = dict(extra or {})
    args["args"] = [*args.get("args", []), *CHROMIUM_FLAGS, *(BASELINE_WASM_FLAGS if baseline_wasm else [])]
    path = chromium_path(shell=shell)
    if path:
        args["executable_path"] = path
    elif not shell:
        args["channel"] = "chromium"  # Playwright's headless default is its headless shell
    return args


def netlify_headers(path: str, config: Path = ROOT / "netlify.toml") -> dict[str, str]:
    """The headers netlify.toml gives ``path``: every matching block, later blocks winning."""
    headers: dict[str, str] = {}
    for block in tomllib.loads(config.read_text()).get("headers", []):
        if fnmatch.fnmatchcase(path, block["for"]):
            headers.update(block["values"])
    return headers


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


class _HostedHandler(_QuietHandler):
    """Adds netlify.toml's headers, as the real host would, and compresses as a host does: a file's
    precompressed copy (scripts/precompress.mjs) when the browser accepts it and it is up to date."""

    def send_head(self) -> Any:
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        accepted = self.headers.get("Accept-Encoding", "")
        for encoding, suffix in (("br", ".br"), ("gzip", ".gz")):
            copy = path + suffix
            if encoding in accepted and os.path.isfile(path) and os.path.isfile(copy):
                modified = os.path.getmtime(path)
                if os.path.getmtime(copy) < modified:
                    continue
                if self._unchanged_since(modified):
                    self.send_response(304)
                    self.end_headers()
                    return None
                body = open(copy, "rb")  # noqa: SIM115 (the base class sends and closes it)
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(path))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(os.fstat(body.fileno()).st_size))
                self.send_header("Last-Modified", self.date_time_string(int(modified)))
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return body
        return super().send_head()

    def _unchanged_since(self, modified: float) -> bool:
        since = self.headers.get("If-Modified-Since")
        if not since or self.headers.get("If-None-Match"):
            return False
        try:
            return int(modified) <= email.utils.parsedate_to_datetime(since).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return False

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0]
        for name, value in netlify_headers(path).items():
            if name.lower() != "content-type":
                self.send_header(name, value)
        super().end_headers()


class _GzipDeclaringHandler(_HostedHandler):
    """A host that declares its .gz files gzip-encoded (some do), so the browser unpacks them."""

    def end_headers(self) -> None:
        if self.path.split("?", 1)[0].endswith(".gz"):
            self.send_header("Content-Encoding", "gzip")
        super().end_headers()


class _Server(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that leaves mid-answer (a test closing its page during a download) is normal."""
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


_PORTS_GIVEN: set[int] = set()
"""Every port serve() gave in this process: a browser that outlives one test (tests/engines) sees
each later site at a new origin, never with an earlier test's storage or service worker."""


@contextmanager
def serve(root: Path = ROOT, hosted: bool = True, gz_encoded: bool = False) -> Iterator[str]:
    """The site at http://127.0.0.1:<free port>/ for as long as the block runs, on a port this
    process has not served before.

    ``hosted`` adds netlify.toml's headers (CSP, caching); without it, a plain static server.
    ``gz_encoded`` also declares every .gz file gzip-encoded, as some hosts do."""
    handler = _GzipDeclaringHandler if gz_encoded else _HostedHandler if hosted else _QuietHandler
    server = _Server(("127.0.0.1", 0), functools.partial(handler, directory=str(root)))
    while server.server_port in _PORTS_GIVEN:
        server.server_close()
        server = _Server(("127.0.0.1", 0), functools.partial(handler, directory=str(root)))
    _PORTS_GIVEN.add(server.server_port)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()
