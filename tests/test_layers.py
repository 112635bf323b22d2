"""Layers only point down: web -> ui -> bots -> rules -> shared core, and only web touches the browser.

Every import of every module is read from its syntax tree, lazy imports inside functions too.
"""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "shelfie"

LAYERS = {"errors": 0, "rng": 0, "dicegame": 1, "bots": 2, "ui": 3, "web": 4}
"""A module may import its own layer and those with a lower number, never a higher one."""

BROWSER = {"js", "pyodide", "pyscript"}


def layer_of(parts: tuple[str, ...]) -> str:
    return parts[0].removesuffix(".py") if parts else ""


def imports(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append(node.module)
    return found


def modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p.relative_to(PACKAGE).parts[0] != "__init__.py")


def violations(path: Path, imported: list[str]) -> list[str]:
    own = layer_of(path.relative_to(PACKAGE).parts)
    wrong = []
    for name in imported:
        top, *rest = name.split(".")
        if top in BROWSER and own != "web":
            wrong.append(f"{name} (only shelfie.web may use the browser)")
        if top == "shelfie" and rest and LAYERS[rest[0]] > LAYERS[own]:
            wrong.append(f"{name} (layer {rest[0]} is above {own})")
    return wrong


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_every_import_points_down(path):
    assert violations(path, imports(path)) == []


@pytest.mark.parametrize(
    ("module", "imported"),
    [
        ("dicegame/rules.py", "shelfie.ui.dicegame.session"),
        ("dicegame/rules.py", "shelfie.bots.players"),
        ("dicegame/rules.py", "shelfie.web.page"),
        ("bots/players.py", "shelfie.ui.dicegame.hints"),
        ("bots/players.py", "shelfie.web.storage"),
        ("ui/saves.py", "shelfie.web.storage"),
        ("ui/saves.py", "js"),
        ("dicegame/rules.py", "pyodide.ffi"),
    ],
)
def test_the_check_catches_an_import_that_points_up(module, imported):
    assert violations(PACKAGE / module, [imported])


def test_every_module_belongs_to_a_known_layer():
    assert {layer_of(p.relative_to(PACKAGE).parts) for p in modules()} == set(LAYERS)
