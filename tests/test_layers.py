"""Layers only point down: web -> ui -> bots -> games -> core, and only web touches the browser.

Games never import each other; a game's bots and screens import only that game; the shared
modules (core, registry, bots framework and simulator, the shell, web) import no game at all:
they reach games through ``shelfie.registry``. Every import of every module is read from its
syntax tree, lazy imports inside functions too.

No module imports itself through others: the graph of every import under ``shelfie/`` (lazy ones
and those only for type checking too) has no circle.
"""

import ast
from pathlib import Path

import pytest

from shelfie import registry

PACKAGE = Path(__file__).resolve().parents[1] / "shelfie"

LAYERS = {"core": 0, "registry": 0, "games": 1, "bots": 2, "ui": 3, "web": 4}
"""A module may import its own layer and those with a lower number, never a higher one."""

PER_GAME = ("games", "bots", "ui")
"""Layers that hold one folder per game."""

BROWSER = {"js", "pyodide", "pyscript"}
GAMES = frozenset(registry.GAMES)
"""The folders of the per-game layers that belong to a game."""
SHARED = frozenset(
    path.name.removesuffix(".py")
    for layer in PER_GAME
    for path in (PACKAGE / layer).iterdir()
    if path.name.removesuffix(".py") not in GAMES
    and (path.suffix == ".py" or (path / "__init__.py").exists())
)
"""Every other module or package there (``bots/framework.py``, ``bots/generic.py``, ``ui/shell/``)
is shared by every game; a name that is neither (``shelfie.games.tiles``) is another game's."""


def layer_of(parts: tuple[str, ...]) -> str:
    return parts[0].removesuffix(".py") if parts else ""


def imports(path: Path) -> list[str]:
    """Every module a file imports, as dotted names. ``from a.b import c`` counts as ``a.b`` and as
    ``a.b.c``, since ``c`` may be a module (``from shelfie.games import splitter``, ``from shelfie
    import web``); as a name in ``a.b`` it adds nothing a check could object to."""
    return imported_by(ast.parse(path.read_text(), str(path)))


def imported_by(tree: ast.AST) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append(node.module)
            found += [f"{node.module}.{alias.name}" for alias in node.names if alias.name != "*"]
    return found


def modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p.relative_to(PACKAGE).parts[0] != "__init__.py")


def game_of(parts: tuple[str, ...] | list[str]) -> str | None:
    """The game a module belongs to (``games/dicegame/rules.py`` -> dicegame), None if shared."""
    if len(parts) >= 3 and parts[0] in PER_GAME and parts[1] not in SHARED:
        return parts[1]
    return None


def violations(path: Path, imported: list[str]) -> list[str]:
    parts = path.relative_to(PACKAGE).parts
    own, own_game = layer_of(parts), game_of(parts)
    wrong = []
    for name in imported:
        top, *rest = name.split(".")
        if top in BROWSER and own != "web":
            wrong.append(f"{name} (only shelfie.web may use the browser)")
        if top != "shelfie" or not rest:
            continue
        if LAYERS[rest[0]] > LAYERS[own]:
            wrong.append(f"{name} (layer {rest[0]} is above {own})")
        other = game_of([*rest, "module"]) if len(rest) == 2 else game_of(rest)
        if other is not None and other != own_game:
            wrong.append(f"{name} ({own_game or 'a shared module'} imports the game {other})")
    return wrong


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_every_import_points_down(path):
    assert violations(path, imports(path)) == []


@pytest.mark.parametrize(
    ("module", "imported"),
    [
        ("games/dicegame/rules.py", "shelfie.ui.dicegame.session"),
        ("games/dicegame/rules.py", "shelfie.bots.dicegame.players"),
        ("games/dicegame/rules.py", "shelfie.web.page"),
        ("bots/dicegame/players.py", "shelfie.ui.dicegame.hints"),
        ("bots/dicegame/players.py", "shelfie.web.storage"),
        ("ui/saves.py", "shelfie.web.storage"),
        ("ui/saves.py", "js"),
        ("games/dicegame/rules.py", "pyodide.ffi"),
        ("core/saves.py", "shelfie.games.dicegame"),
        ("core/saves.py", "shelfie.games.dicegame.rules"),
        ("bots/framework.py", "shelfie.bots.dicegame.players"),
        ("bots/sim.py", "shelfie.games.dicegame"),
        ("registry.py", "shelfie.games.dicegame.game"),
        ("games/dicegame/rules.py", "shelfie.games.tiles.rules"),
        ("bots/dicegame/players.py", "shelfie.games.splitter"),
    ],
)
def test_the_check_catches_an_import_that_points_up(module, imported):
    assert violations(PACKAGE / module, [imported])


@pytest.mark.parametrize(
    ("module", "source"),
    [
        ("ui/dicegame/screens.py", "from shelfie.games import splitter"),
        ("ui/shell/views.py", "from shelfie.games import dicegame"),
        ("ui/shell/views.py", "from shelfie import web"),
        ("games/dicegame/rules.py", "from shelfie import bots"),
        ("bots/dicegame/players.py", "from shelfie.ui import dicegame"),
    ],
)
def test_the_check_reads_modules_imported_by_name_from_a_package(module, source):
    assert violations(PACKAGE / module, imported_by(ast.parse(source)))


def test_game_modules_may_import_their_own_game():
    assert violations(PACKAGE / "ui/dicegame/hints.py", ["shelfie.bots.dicegame.players"]) == []
    assert violations(PACKAGE / "bots/dicegame/players.py", ["shelfie.games.dicegame"]) == []


@pytest.mark.parametrize(
    ("module", "shared"),
    [
        ("bots/dicegame/players.py", "shelfie.bots.generic"),
        ("bots/splitter/__init__.py", "shelfie.bots.generic"),
        ("bots/myshelfie/search.py", "shelfie.bots.framework"),
        ("ui/splitter/screens.py", "shelfie.ui.shell.views"),
        ("ui/splitter/screens.py", "shelfie.bots.generic"),
    ],
)
def test_a_games_modules_may_import_every_shared_module_of_their_layers(module, shared):
    """The new-game scaffold's bots start from ``bots.generic``, as any game's may."""
    assert violations(PACKAGE / module, [shared]) == []


def test_every_folder_of_a_per_game_layer_is_a_registered_game_or_shared_by_all():
    folders = {
        (layer, path.name)
        for layer in PER_GAME
        for path in (PACKAGE / layer).iterdir()
        if path.is_dir() and path.name != "__pycache__"
    }
    assert {name for _layer, name in folders} - GAMES <= {"shell"}, (
        "a game's folder missing from the registry"
    )
    for game in GAMES:
        assert ("games", game) in folders


def test_every_module_belongs_to_a_known_layer():
    assert {layer_of(p.relative_to(PACKAGE).parts) for p in modules()} == set(LAYERS)


def dotted(path: Path) -> str:
    name = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return name.removesuffix(".__init__")


def import_graph() -> dict[str, set[str]]:
    """Each module of the package and the package's modules it imports, by every import statement
    it holds (inside functions and under ``TYPE_CHECKING`` too: a circle hidden there is still one)."""
    paths = {dotted(path): path for path in PACKAGE.rglob("*.py")}
    return {name: (set(imports(path)) & set(paths)) - {name} for name, path in paths.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The graph's strongly connected parts of more than one module (Tarjan's algorithm, without
    recursion), each sorted."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in sorted(graph):
        if root in order:
            continue
        work = [(root, iter(sorted(graph[root])))]
        order[root] = low[root] = len(order)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in order:
                    order[target] = low[target] = len(order)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph.get(target, ())))))
                elif target in on_stack:
                    low[node] = min(low[node], order[target])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == order[node]:
                part = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    part.append(member)
                    if member == node:
                        break
                if len(part) > 1:
                    found.append(sorted(part))
    return found


def test_no_module_imports_itself_through_others():
    assert circles(import_graph()) == []


def test_the_circle_check_finds_a_circle_of_any_length():
    graph = {"a": {"b"}, "b": {"c", "d"}, "c": {"a"}, "d": set(), "e": {"a", "f"}, "f": {"e"}}
    assert sorted(circles(graph)) == [["a", "b", "c"], ["e", "f"]]


def test_the_circle_check_finds_the_desk_importing_its_controller_back():
    graph = import_graph()
    assert "shelfie.ui.shell.desk" in graph["shelfie.ui.shell.controller"]
    graph["shelfie.ui.shell.desk"].add("shelfie.ui.shell.controller")
    assert any(
        {"shelfie.ui.shell.controller", "shelfie.ui.shell.desk"} <= set(part) for part in circles(graph)
    )
