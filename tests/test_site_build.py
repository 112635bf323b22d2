"""The browser tests' refusal of an old build (tests/site_build.py), judged as make judges it."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests import site_build


def tree(root: Path) -> None:
    for name in ("index.html", "pyscript.toml", "scripts/build.mjs", "shelfie/x.py", "static/shell.css"):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(name)
    (root / "static/bundles").mkdir()
    (root / "static/bundles/dicegame.json").write_text("{}")


def test_a_build_newer_than_its_sources_is_current_and_any_edit_makes_it_old(tmp_path):
    tree(tmp_path)
    assert site_build.stale(tmp_path) == ["(no build: sw.js is missing)"]
    (tmp_path / "sw.js").write_text("")
    os.utime(tmp_path / "sw.js", (2_000_000_000, 2_000_000_000))
    assert site_build.stale(tmp_path) == []
    os.utime(tmp_path / "static/bundles/dicegame.json", (2_100_000_000, 2_100_000_000))
    assert site_build.stale(tmp_path) == [], "the build's own outputs are not sources"
    os.utime(tmp_path / "shelfie/x.py", (2_100_000_000, 2_100_000_000))
    assert site_build.stale(tmp_path) == ["shelfie/x.py"]


def test_the_browser_tests_stop_and_say_so_on_an_old_build(tmp_path):
    """Run for real: a browser test module in a copy whose build is older than a source."""
    root = Path(__file__).resolve().parents[1]
    copy = tmp_path / "repo"
    shutil.copytree(root / "tests", copy / "tests", ignore=shutil.ignore_patterns("__pycache__"))
    for folder in ("tools", "shelfie"):
        shutil.copytree(root / folder, copy / folder, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(root / "pyproject.toml", copy / "pyproject.toml")
    (copy / "sw.js").write_text("")
    os.utime(copy / "sw.js", (1_000_000_000, 1_000_000_000))
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/browser/test_loading.py"],
        cwd=copy,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert done.returncode == 4, done.stdout[-2000:]
    assert "the site is older than its sources" in done.stdout + done.stderr
    assert "run make site first" in done.stdout + done.stderr
