"""Repacks Pyodide's python_stdlib.zip with only the modules the page imports, stored uncompressed.

Pyodide's zip holds the whole standard library (615 entries, 2.55 MB) deflated member by member,
so HTTP compression cannot shrink it further. The page needs a fraction of it: the modules listed
in scripts/stdlib-modules.txt, which the Pyodide test run traces and checks
(tests/pyodide/import_trace.py). Stored members let the host's brotli or gzip work across the
whole file. Every package of a kept module keeps its ``__init__.py``.

Usage: python3 scripts/repack-stdlib.py SOURCE.zip DEST.zip LIST.txt
"""

import sys
import zipfile
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
                kept = zipfile.ZipInfo(name, date_time=info.date_time)
                kept.external_attr = info.external_attr
                out.writestr(kept, src.read(name))
    return len(names), dest.stat().st_size


if __name__ == "__main__":
    source, dest, listed = (Path(arg) for arg in sys.argv[1:4])
    count, size = repack(source, dest, listed)
    print(f"python_stdlib.zip: {count} modules kept, {size:,} bytes stored")
