"""``python -m tools.new_game`` starts a game that is playable and passes the contract at once: in
a copy of the repository, the scaffold's game passes the contract suite and the generic bots'
tests, type-checks, and a person plays it against a computer through the shell to the end."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
COPIED = ("shelfie", "tools", "tests", "benchmarks", "static/games", "pyproject.toml")
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


def run(tmp: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], cwd=tmp, capture_output=True, text=True, timeout=600, check=False
    )


def test_a_scaffolded_game_plays_and_passes_the_contract(tmp_path):
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(
                source, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__", "*.br", "*.gz")
            )
        else:
            shutil.copy(source, tmp_path / name)
    made = run(tmp_path, "-m", "tools.new_game", "race", "Number Race")
    assert made.returncode == 0, made.stderr
    assert "wrote shelfie/games/race/game.py" in made.stdout and "python -m tools.i18n" in made.stdout
    again = run(tmp_path, "-m", "tools.new_game", "race", "Number Race")
    assert again.returncode != 0 and "there is a game 'race' already" in again.stderr
    recorded = run(tmp_path, "-m", "tests.contract.playthroughs", "race")
    assert recorded.returncode == 0, recorded.stderr
    suites = [
        "tests/contract/test_contract.py",
        "tests/contract/test_chance.py",
        "tests/contract/test_links.py",
        "tests/bots/test_generic.py",
    ]
    tested = run(tmp_path, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", "race", *suites)
    assert tested.returncode == 0, tested.stdout[-3000:]
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


def test_a_game_cannot_take_the_shells_bundle_name(tmp_path):
    """static/bundles/<id>.json sits beside the shell's own static/bundles/shell.json."""
    from tools.new_game import create

    with pytest.raises(SystemExit, match=r"'shell': the shell's Python is static/bundles/shell\.json"):
        create(tmp_path, "shell", "Shell")
    assert not (tmp_path / "shelfie").exists()
