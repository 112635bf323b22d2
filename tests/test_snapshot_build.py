"""Python's memory snapshot as scripts/make-snapshot.mjs leaves it (make site): the file the manifest
names, with the digest the page checks, and a new name for any change to the Python it holds.
Restoring it, and every fallback, is tested in the browser (tests/browser/test_snapshot.py)."""

import gzip
import hashlib
import json
import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.site
"""Every test here reads or runs what make site built (the snapshot, the vendored runtime)."""

ROOT = Path(__file__).resolve().parents[1]
SNAPSHOT = ROOT / "static/snapshot"


def manifest(root: Path = ROOT) -> dict[str, object]:
    loaded: dict[str, object] = json.loads((root / "static/snapshot/manifest.json").read_text())
    return loaded


def test_the_manifest_names_the_only_snapshot_with_its_size_and_digest() -> None:
    found = manifest()
    assert sorted(p.name for p in SNAPSHOT.iterdir()) == sorted(["manifest.json", f"{found['id']}.bin.gz"])
    assert found["url"] == f"./{found['id']}.bin.gz"
    memory = gzip.decompress((SNAPSHOT / f"{found['id']}.bin.gz").read_bytes())
    assert len(memory) == found["bytes"]
    assert hashlib.sha256(memory).hexdigest() == found["sha256"]


def site_copy(target: Path) -> Path:
    """What make-snapshot.mjs reads: the shipped Python, pyscript.toml and the vendored runtime."""
    for name in ("pyscript.toml",):
        shutil.copy2(ROOT / name, target / name)
    shutil.copytree(ROOT / "shelfie", target / "shelfie", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "static", target / "static", ignore=shutil.ignore_patterns("*.br", "*.gz"))
    return target


def make_snapshot(root: Path, *, fails: bool = False) -> str:
    """What the build script printed: its report, or (``fails``) its one-line error."""
    done = subprocess.run(
        ["node", str(ROOT / "scripts/make-snapshot.mjs"), str(root)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == (1 if fails else 0), done.stderr[-500:]
    return done.stderr if fails else done.stdout


def test_a_changed_module_names_a_new_snapshot_and_the_old_one_goes(tmp_path: Path) -> None:
    site = site_copy(tmp_path)
    before = make_snapshot(site)
    assert manifest(site)["id"] == manifest()["id"], "the id is a hash of the inputs, not of the machine"
    assert "up to date" not in before
    assert "up to date" in make_snapshot(site)

    rules = site / "shelfie/games/dicegame/rules.py"
    rules.write_text(rules.read_text() + "\nCHANGED = True\n")
    make_snapshot(site)
    changed = manifest(site)
    assert changed["id"] != manifest()["id"]
    assert sorted(p.name for p in (site / "static/snapshot").iterdir()) == sorted(
        ["manifest.json", f"{changed['id']}.bin.gz"]
    )


def test_a_module_holding_a_javascript_object_fails_the_build_in_one_line(tmp_path: Path) -> None:
    """Such a module is web layer (the layering check keeps js out of the rest): its object would be
    Node's in the snapshot, not the page's."""
    site = site_copy(tmp_path)
    rules = site / "shelfie/games/dicegame/rules.py"
    rules.write_text("import js\nHELD = js.Object.new()\n" + rules.read_text())
    assert make_snapshot(site, fails=True) == "make-snapshot: Can't serialize object at index 9\n"


def test_a_module_that_fails_to_import_fails_the_build(tmp_path: Path) -> None:
    site = site_copy(tmp_path)
    rules = site / "shelfie/games/dicegame/rules.py"
    rules.write_text("import argparse\n" + rules.read_text())
    error = make_snapshot(site, fails=True)
    assert error.startswith("make-snapshot: Traceback"), error[-300:]
    assert "No module named 'argparse'" in error
