"""The browser tests refuse to test an old build: the site ``make site`` writes (bundles, memory
snapshot, service worker) must be newer than every source it is built from, as make judges it."""

from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BUILT = ROOT / "sw.js"
"""make site's last output: written after the bundles and the snapshot."""
GENERATED = ("static/vendor/", "static/bundles/", "static/snapshot/")


def sources(root: Path = ROOT) -> list[Path]:
    """What make site builds from (the Makefile's prerequisites of sw.js)."""
    found = [root / name for name in ("index.html", "pyscript.toml") if (root / name).exists()]
    found += sorted((root / "scripts").glob("*.mjs"))
    for folder in ("shelfie", "static"):
        for path in (root / folder).rglob("*"):
            name = path.relative_to(root).as_posix()
            if (
                path.is_file()
                and not name.startswith(GENERATED)
                and path.suffix not in (".pyc", ".br", ".gz")
            ):
                found.append(path)
    return found


def stale(root: Path = ROOT) -> list[str]:
    """The sources changed since the last build (all of them when there is no build)."""
    built = root / BUILT.name
    if not built.exists():
        return ["(no build: sw.js is missing)"]
    when = built.stat().st_mtime
    return [path.relative_to(root).as_posix() for path in sources(root) if path.stat().st_mtime > when]


def browser_tests(items: list[Any], folder: Path) -> list[Any]:
    """The collected tests under ``folder`` are browser tests, and none runs on a build older
    than the code (the session stops before the first one, saying so). Those tests."""
    found = [item for item in items if Path(str(item.fspath)).is_relative_to(folder)]
    for item in found:
        item.add_marker("browser")
    if found:
        refuse_an_old_build()
    return found


def refuse_an_old_build() -> None:
    """Stop the test session, saying why, when the build is older than its sources."""
    import pytest

    changed = stale()
    if changed:
        listed = ", ".join(changed[:5]) + (f" and {len(changed) - 5} more" if len(changed) > 5 else "")
        pytest.exit(f"the site is older than its sources ({listed}): run make site first", returncode=4)
