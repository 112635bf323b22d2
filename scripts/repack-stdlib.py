"""Repacks Pyodide's python_stdlib.zip with only the modules the page imports, compiled to bytecode
and stored uncompressed.

Pyodide's zip holds the whole standard library (615 entries, 2.55 MB) as sources deflated member
by member, so HTTP compression cannot shrink it further, and every module the page imports is
compiled from source at each cold start: in WebAssembly not yet optimised, beside the compiler of
the WebAssembly itself, that was 2.5 s of a 5.2 s cold start (docs/PERFORMANCE.md; Pyodide's
issue 3050 and ``pyodide create-zipfile --pycompile`` recommend shipping bytecode). So:

- only the modules listed in scripts/stdlib-modules.txt, which the Pyodide test run traces and
  checks (tests/pyodide/import_trace.py); every package of a kept module keeps its ``__init__``;
- each compiled to a sourceless ``.pyc`` that Python never checks against a source (unchecked
  hash-based, PEP 552), with docstrings and asserts kept: the same code as the sources;
- stored, so that the host's brotli or gzip works across the whole file.

Bytecode belongs to one Python version, so scripts/repack-stdlib.mjs runs this inside the Pyodide
being vendored (Python 3.14), not on the host's Python.

Usage (inside that Python): python3 scripts/repack-stdlib.py SOURCE.zip DEST.zip LIST.txt
"""

import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]
from pathlib import Path


def kept_files(names: list[str], modules: set[str]) -> list[str]:
    """The zip members for these dotted module names: the module's file and its packages' inits."""
    wanted = set()
    for module in modules:
        parts = module.split(".")
        for i in range(1, len(parts)):
            wanted.add("/".join(parts[:i]) + "/__init__.py")
        path = "/".join(parts)
        wanted.update({path + ".py", path + "/__init__.py"})
    return [name for name in names if name in wanted]


def bytecode(name: str, source: bytes) -> bytes:
    """A sourceless .pyc of ``source`` for the running Python, never checked against a source."""
    code = compile(source, name, "exec", dont_inherit=True)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def repack(source: Path, dest: Path, listed: Path) -> tuple[int, int]:
    modules = {
        line.strip() for line in listed.read_text().splitlines() if line.strip() and not line.startswith("#")
    }
    with zipfile.ZipFile(source) as src:
        names = kept_files(src.namelist(), modules)
        found = {name[:-3].replace("/", ".").removesuffix(".__init__") for name in names}
        if missing := sorted(modules - found):
            raise SystemExit(f"{listed} names modules {source} does not hold: {', '.join(missing)}")
        with zipfile.ZipFile(dest, "w", compression=zipfile.ZIP_STORED) as out:
            for name in names:
                info = src.getinfo(name)
                kept = zipfile.ZipInfo(name + "c", date_time=info.date_time)
                kept.external_attr = info.external_attr
                out.writestr(kept, bytecode(name, src.read(name)))
    return len(names), dest.stat().st_size


if __name__ == "__main__":
    source, dest, listed = (Path(arg) for arg in sys.argv[1:4])
    count, size = repack(source, dest, listed)
    print(
        f"python_stdlib.zip: {count} modules kept, compiled for Python {sys.version.split()[0]}, {size:,} bytes stored"
    )
