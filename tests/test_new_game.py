"""``python -m tools.new_game`` starts a game that is playable and whole at once: in a copy of the
repository, the untouched scaffold passes every test it takes part in (in every test module that
reaches the games through the registry: each test parametrized for it, and every test of no one
game: the contract, links, secrets, catalogues, the page's head and first screens, the random
walks), type-checks, lints, and a person plays it against a computer through the shell to the
end; its tests pass inside Pyodide too (``make pyodide-test``), and the browser tests
parametrized for it pass in Chromium on the site built with it (``make chromium-tests``)."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from shelfie import registry

ROOT = Path(__file__).resolve().parents[1]
PLAY = """
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
controller = Controller(MemoryStorage(), lambda: 1, "race")
controller.handle("start", None, {"name-0": "Ann", "name-1": "Cy", "kind-1": "medium"})
while not controller.session.rules.is_over(controller.session.game):
    if controller.session.computer_to_play:
        controller.computer_step()
    else:
        controller.handle("add", "2", {})
print(controller.session.game.totals, "Game over" in controller.render())
"""


def reaching_games() -> list[Path]:
    """The CPython test modules a new game can take part in: those that reach the games through
    the registry (its every game, or one by id) or read every message of the package (the
    catalogues, ``tools.i18n``); the others never see a game they do not name."""
    return sorted(
        path
        for path in (ROOT / "tests").rglob("test_*.py")
        if ("registry" in path.read_text() or "tools.i18n" in path.read_text())
        and not {"browser", "engines"} & set(path.relative_to(ROOT).parts)
        and path.name != "test_new_game.py"
    )


def run(tmp: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], cwd=tmp, capture_output=True, text=True, timeout=600, check=False
    )


def scaffold(tmp: Path) -> subprocess.CompletedProcess[str]:
    """A copy of every tracked file in ``tmp``, and ``python -m tools.new_game race`` run there."""
    tracked = (
        subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
        .stdout.decode()
        .split("\0")
    )
    for name in filter(None, tracked):
        (tmp / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, tmp / name)
    return run(tmp, "-m", "tools.new_game", "race", "Number Race")


def test_a_scaffolded_game_plays_and_passes_every_test_it_takes_part_in(tmp_path):
    made = scaffold(tmp_path)
    assert made.returncode == 0, made.stderr
    assert "wrote shelfie/games/race/game.py" in made.stdout and "wrote tests/race/facts.py" in made.stdout
    assert "ran python -m tests.contract.playthroughs race" in made.stdout
    again = run(tmp_path, "-m", "tools.new_game", "race", "Number Race")
    assert again.returncode != 0 and "there is a game 'race' already" in again.stderr
    others = " or ".join(game for game in registry.GAMES)
    tested = run(
        tmp_path,
        *("-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "-n", "2"),
        *("-m", "not browser and not site", "-k", f"race or not ({others})"),
        *(str(path.relative_to(ROOT)) for path in reaching_games()),
    )
    assert tested.returncode == 0, tested.stdout[-3000:]
    assert "race" in run(tmp_path, "-m", "pytest", "--collect-only", "-q", "tests/contract").stdout
    assert " passed" in tested.stdout and "failed" not in tested.stdout
    played = run(tmp_path, "-c", PLAY)
    assert played.returncode == 0, played.stderr
    assert played.stdout.strip().endswith("True"), played.stdout
    typed = run(tmp_path, "-m", "mypy", "shelfie/games/race", "shelfie/bots/race", "shelfie/ui/race")
    assert typed.returncode == 0, typed.stdout
    linted = subprocess.run(
        [str(Path(sys.executable).with_name("ruff")), "check", "--no-cache", "shelfie"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert linted.returncode == 0, linted.stdout


@pytest.mark.pyodide
def test_a_scaffolded_game_passes_its_tests_inside_pyodide(tmp_path):
    """Every test parametrized for the new game (the contract, its bots, the shell's suites, its own
    folder) runs again in Pyodide, the browser's Python, as the Pyodide run does for every game."""
    assert scaffold(tmp_path).returncode == 0
    (tmp_path / "node_modules").symlink_to(ROOT / "node_modules")
    ran = subprocess.run(
        [
            *(
                "node",
                "tests/pyodide/run_tests.mjs",
                "tests/contract",
                "tests/bots",
                "tests/ui",
                "tests/race",
            ),
            *("-m", "not site", "-k", "race", "-p", "no:cacheprovider"),
        ],
        cwd=tmp_path,
        env={**os.environ, "SHELFIE_PYODIDE_SITE": str(ROOT / ".cache/pyodide-site")},
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert ran.returncode == 0, ran.stdout[-3000:] + ran.stderr[-3000:]
    assert "on emscripten" in ran.stdout
    passed = re.search(r"(\d+) passed", ran.stdout)
    assert passed and int(passed.group(1)) >= 40 and "failed" not in ran.stdout, ran.stdout[-2000:]


def browser_modules_reaching_games() -> list[Path]:
    """The browser test modules that reach the games through the registry."""
    return sorted(
        path for path in (ROOT / "tests/browser").glob("test_*.py") if "registry" in path.read_text()
    )


def built_scaffold(tmp: Path) -> None:
    """The scaffold in ``tmp`` (``scaffold``) with its site built as ``make site`` builds it: the
    prerendered first screens, the memory snapshot, the bundles and the service worker."""
    assert scaffold(tmp).returncode == 0
    (tmp / "node_modules").symlink_to(ROOT / "node_modules")
    (tmp / "static/vendor").symlink_to(ROOT / "static/vendor")
    (tmp / ".venv").symlink_to(ROOT / ".venv")
    for step in (
        [sys.executable, "-m", "tools.prerender"],
        ["node", "scripts/make-snapshot.mjs"],
        ["node", "scripts/build-sw.mjs"],
        ["node", "scripts/precompress.mjs"],
    ):
        built = subprocess.run(step, cwd=tmp, capture_output=True, text=True, timeout=600, check=False)
        assert built.returncode == 0, built.stdout[-2000:] + built.stderr[-2000:]


def passed_at_least(ran: subprocess.CompletedProcess[str], least: int) -> None:
    assert ran.returncode == 0, ran.stdout[-3000:]
    passed = re.search(r"(\d+) passed", ran.stdout)
    assert passed and int(passed.group(1)) >= least and "failed" not in ran.stdout, ran.stdout[-2000:]


@pytest.mark.browser
def test_a_scaffolded_game_passes_the_browser_tests_parametrized_for_it_in_chromium(tmp_path):
    """Its screens walked at every width in both languages, the longest names on a phone, the
    podium of four long names: on the site built with the new game (prerendered home included).
    Firefox's and WebKit's tests of it run in ``tests/engines/test_new_game_engines.py``."""
    built_scaffold(tmp_path)
    ran = run(
        tmp_path,
        *("-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "-n", "2"),
        *("-m", "site or browser", "-k", "race"),
        *(str(path.relative_to(ROOT)) for path in browser_modules_reaching_games()),
    )
    passed_at_least(ran, 6)


def test_a_game_cannot_take_the_shells_bundle_name(tmp_path):
    """static/bundles/<id>.json sits beside the shell's own static/bundles/shell.json."""
    from tools.new_game import create

    with pytest.raises(SystemExit, match=r"'shell': the shell's Python is static/bundles/shell\.json"):
        create(tmp_path, "shell", "Shell")
    assert not (tmp_path / "shelfie").exists()
