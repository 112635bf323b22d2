"""Which standard-library modules the page needs, found by tracing imports while the test suites
run inside Pyodide (tests/pyodide/run_tests.mjs), so that the page's repacked ``python_stdlib.zip``
(scripts/repack-stdlib.py) can leave out the rest and a missing one fails the run.

Every ``import`` statement goes through ``builtins.__import__`` (also those made from C), so
wrapping it from before pytest starts records who imports what, including modules that were
already loaded by someone else. The needed set is the closure, over those edges, of:
- what Python had loaded when Pyodide finished booting;
- whatever ``shelfie`` modules import while the suites run (not the tests, pytest or hypothesis);
- every module named by an import statement anywhere in ``shelfie/`` or in PyScript's own Python
  files (the web layer and PyScript cannot run under Node: their imports are imported here).
"""

import ast
import builtins
import contextlib
import importlib
import importlib.util
import sys
import zipfile
from collections import defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import ModuleType

EDGES: dict[str, set[str]] = defaultdict(set)
BOOTED: set[str] = set()
_import = builtins.__import__


def _absolute(name: str, globals_: dict[str, object] | None, level: int) -> str:
    if not level:
        return name
    package = (globals_ or {}).get("__package__") or ""
    try:
        return importlib.util.resolve_name("." * level + name, str(package))
    except (ImportError, ValueError):
        return name


def _traced(
    name: str,
    globals_: dict[str, object] | None = None,
    locals_: object = None,
    fromlist: Sequence[str] | None = (),
    level: int = 0,
) -> ModuleType:
    module = _import(name, globals_, locals_, fromlist, level)  # type: ignore[arg-type]
    importer = (globals_ or {}).get("__name__") or "?"
    target = _absolute(name, globals_, level)
    found = EDGES[str(importer)]
    parts = target.split(".")
    found.update(".".join(parts[: i + 1]) for i in range(len(parts)))
    for item in fromlist or ():
        if f"{target}.{item}" in sys.modules:
            found.add(f"{target}.{item}")
    return module


def install(booted: Iterable[str]) -> None:
    """Start tracing; ``booted``: the modules Python had loaded when Pyodide finished booting."""
    BOOTED.update(booted)
    builtins.__import__ = _traced


def imports_in(sources: Iterable[str]) -> set[str]:
    """Absolute module names an import statement in these sources names (relative ones skipped)."""
    names: set[str] = set()
    for source in sources:
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def stdlib_modules(zip_path: str) -> set[str]:
    """Every module the runtime's standard-library zip holds, by dotted name."""
    found = set()
    for name in zipfile.ZipFile(zip_path).namelist():
        if name.endswith(".py"):
            dotted = name[:-3].replace("/", ".")
            found.add(dotted.removesuffix(".__init__"))
    return found


IMPORTERS_IGNORED = {"__main__", "?", "importlib._bootstrap"}
"""Not followed: the test runner's own script, and the import machinery handling a ``from x import
y`` for whoever imports (that importer's own edge names the same modules)."""


def needed(stdlib_zip: str, shipped: set[str], roots: Iterable[str]) -> list[str]:
    """Import every root name (recording its imports), then the closure of the roots, the modules
    loaded at boot and whatever the shipped shelfie modules imported, restricted to ``stdlib_zip``."""
    roots = set(roots)
    for name in sorted(roots):
        # A name imported from a module (not itself a module), or a browser-only module: no edges.
        with contextlib.suppress(ImportError):
            importlib.import_module(name)
    stdlib = stdlib_modules(stdlib_zip)
    todo = [*BOOTED, *roots, *(m for m in EDGES if m in shipped)]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            if name not in IMPORTERS_IGNORED:
                todo.extend(EDGES.get(name, ()))
    return sorted(name for name in seen if name in stdlib)


def shipped_files(repo: Path) -> list[Path]:
    """The Python files the page loads: the shell's and every game's bundle (scripts/build-sw.mjs)
    and the entry point, which is every module of the package but the simulator."""
    simulator = repo / "shelfie/bots/sim.py"
    return [path for path in sorted((repo / "shelfie").rglob("*.py")) if path != simulator]


def _dotted(repo: Path, path: Path) -> str:
    return ".".join(path.relative_to(repo).with_suffix("").parts).removesuffix(".__init__")


def pyscript_sources(core_chunk: Path) -> list[str]:
    """PyScript's own Python files, which its JavaScript chunk holds as JSON strings."""
    import json
    import re

    text = core_chunk.read_text()
    return [json.loads(m.group(1)) for m in re.finditer(r'"[A-Za-z_]+\.py":("(?:[^"\\]|\\.)*")', text)]


def check(repo: Path, stdlib_zip: str, listed: Path, write: bool) -> int:
    """Compare the traced modules with ``listed`` (scripts/stdlib-modules.txt); 0 when it holds them."""
    chunks = sorted((repo / "static/vendor").glob("pyscript-*/core-*.js"))
    files = shipped_files(repo)
    sources = [path.read_text() for path in files]
    sources += [source for chunk in chunks for source in pyscript_sources(chunk)]
    modules = needed(stdlib_zip, {_dotted(repo, path) for path in files}, imports_in(sources))
    kept = [line for line in listed.read_text().splitlines() if line and not line.startswith("#")]
    if write:
        header = [line for line in listed.read_text().splitlines() if line.startswith("#")]
        listed.write_text("\n".join([*header, *modules]) + "\n")
        print(f"wrote {len(modules)} modules to {listed}")
        return 0
    missing = sorted(set(modules) - set(kept))
    if missing:
        print(f"The page's standard library lacks modules the games import: {', '.join(missing)}.")
        print(
            "Add them to scripts/stdlib-modules.txt (SHELFIE_WRITE_STDLIB=1 node tests/pyodide/run_tests.mjs rewrites it)."
        )
        return 1
    print(f"standard library: the {len(modules)} traced modules are all in {listed.name} ({len(kept)} kept)")
    return 0
