"""tools/site.py serves the site as a compressing host would: a file's precompressed copy
(scripts/precompress.mjs) when the browser accepts it and the copy is up to date, else the file."""

import gzip
import os
import socket
import time
import urllib.request
from pathlib import Path

from tools.site import serve


def fetch(url: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), b""


def site(tmp_path: Path) -> Path:
    text = b"let x = 1;\n" * 500
    (tmp_path / "app.js").write_bytes(text)
    (tmp_path / "app.js.gz").write_bytes(gzip.compress(text))
    return tmp_path


def test_an_accepted_up_to_date_copy_is_sent_with_its_encoding(tmp_path: Path) -> None:
    root = site(tmp_path)
    with serve(root) as url:
        status, headers, body = fetch(url + "app.js", **{"Accept-Encoding": "gzip"})
    assert status == 200
    assert headers["Content-Encoding"] == "gzip"
    assert headers["Vary"] == "Accept-Encoding"
    assert "javascript" in headers["Content-Type"]
    assert gzip.decompress(body) == (root / "app.js").read_bytes()
    assert int(headers["Content-Length"]) == len(body) < 200


def test_without_the_encoding_or_with_a_stale_copy_the_file_itself_is_sent(tmp_path: Path) -> None:
    root = site(tmp_path)
    with serve(root) as url:
        _, headers, body = fetch(url + "app.js", **{"Accept-Encoding": "identity"})
        assert "Content-Encoding" not in headers and body == (root / "app.js").read_bytes()
        old = os.path.getmtime(root / "app.js") - 60
        os.utime(root / "app.js.gz", (old, old))
        _, headers, body = fetch(url + "app.js", **{"Accept-Encoding": "gzip"})
        assert "Content-Encoding" not in headers and body == (root / "app.js").read_bytes()


def test_an_unchanged_file_is_not_sent_again(tmp_path: Path) -> None:
    root = site(tmp_path)
    with serve(root) as url:
        _, headers, _ = fetch(url + "app.js", **{"Accept-Encoding": "gzip"})
        status, _, body = fetch(
            url + "app.js", **{"Accept-Encoding": "gzip", "If-Modified-Since": headers["Last-Modified"]}
        )
    assert status == 304
    assert body == b""


def test_a_browser_leaving_mid_download_is_not_reported_as_an_error(tmp_path: Path, capfd) -> None:
    (tmp_path / "big.bin").write_bytes(b"x" * 8_000_000)
    with serve(tmp_path, hosted=False) as url:
        host, port = url.removeprefix("http://").rstrip("/").split(":")
        for _ in range(3):
            with socket.create_connection((host, int(port))) as client:
                client.sendall(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
                client.recv(1000)
        time.sleep(0.5)
    assert "Traceback" not in capfd.readouterr().err


def test_a_port_is_never_served_twice_in_a_process(tmp_path: Path, monkeypatch) -> None:
    """A browser kept across tests (tests/engines) must meet each test's site at a new origin: when
    the system offers a port served before, serve() asks for another."""
    import tools.site

    with serve(tmp_path) as first:
        pass
    used = int(first.rsplit(":", 1)[1].rstrip("/"))
    offered = []

    class OffersTheUsedPortFirst(tools.site._Server):
        def __init__(self, address, handler):
            super().__init__(address if offered else ("127.0.0.1", used), handler)
            offered.append(self.server_port)

    monkeypatch.setattr(tools.site, "_Server", OffersTheUsedPortFirst)
    with serve(tmp_path) as second:
        assert offered[0] == used, "the system offered the port served before"
        assert second != first
        assert fetch(second + "app.js")[0] == 404
