"""The vendored runtime as scripts/vendor-runtime leaves it. The page's python_stdlib.zip: only the
traced modules (scripts/stdlib-modules.txt), compiled to sourceless bytecode, stored uncompressed so
that HTTP compression works across it; whether the list is complete is checked by the Pyodide run
(tests/pyodide/import_trace.py) and by every browser test, which boot on it. Source maps: there."""

import importlib.util
import re
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("repack_stdlib", ROOT / "scripts/repack-stdlib.py")
assert spec and spec.loader
repack_stdlib = importlib.util.module_from_spec(spec)
spec.loader.exec_module(repack_stdlib)


def listed() -> set[str]:
    lines = (ROOT / "scripts/stdlib-modules.txt").read_text().splitlines()
    return {line for line in lines if line and not line.startswith("#")}


def _zip(path: Path, names: list[str]) -> Path:
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as out:
        for name in names:
            out.writestr(name, f"# {name}\n" * 50)
    return path


def test_a_kept_module_brings_its_packages_init_and_nothing_else(tmp_path: Path) -> None:
    source = _zip(tmp_path / "full.zip", ["a.py", "b.py", "pkg/__init__.py", "pkg/sub.py", "pkg/other.py"])
    (tmp_path / "list.txt").write_text("# comment\na\npkg.sub\n")
    count, _ = repack_stdlib.repack(source, tmp_path / "out.zip", tmp_path / "list.txt")
    out = zipfile.ZipFile(tmp_path / "out.zip")
    assert sorted(out.namelist()) == ["a.pyc", "pkg/__init__.pyc", "pkg/sub.pyc"]
    assert count == 3
    assert {info.compress_type for info in out.infolist()} == {zipfile.ZIP_STORED}


def test_the_repacked_modules_import_as_bytecode_without_their_sources(tmp_path: Path) -> None:
    """Python imports them straight from the zip, as the page's does: no source to compile or to
    check the bytecode against, docstrings and asserts kept."""
    source = tmp_path / "full.zip"
    with zipfile.ZipFile(source, "w") as full:
        full.writestr("shelfie_probe/__init__.py", "")
        full.writestr(
            "shelfie_probe/core.py",
            '"""Kept."""\ndef half(n):\n    assert n % 2 == 0, "even only"\n    return n // 2\n',
        )
    (tmp_path / "list.txt").write_text("shelfie_probe.core\n")
    repack_stdlib.repack(source, tmp_path / "out.zip", tmp_path / "list.txt")
    header = zipfile.ZipFile(tmp_path / "out.zip").read("shelfie_probe/core.pyc")[:8]
    assert header[:4] == importlib.util.MAGIC_NUMBER
    assert int.from_bytes(header[4:8], "little") == 0b01, "hash-based and never checked (PEP 552)"
    sys.path.insert(0, str(tmp_path / "out.zip"))
    try:
        core = importlib.import_module("shelfie_probe.core")
        assert core.__file__.endswith("core.pyc")
        assert core.half(8) == 4
        assert core.__doc__ == "Kept."
        with pytest.raises(AssertionError, match="even only"):
            core.half(3)
    finally:
        sys.path.remove(str(tmp_path / "out.zip"))
        for name in ("shelfie_probe.core", "shelfie_probe"):
            sys.modules.pop(name, None)


def test_a_listed_module_the_runtime_lacks_is_refused_by_name(tmp_path: Path) -> None:
    source = _zip(tmp_path / "full.zip", ["a.py"])
    (tmp_path / "list.txt").write_text("a\nnot_there\n")
    with pytest.raises(SystemExit, match="not_there"):
        repack_stdlib.repack(source, tmp_path / "out.zip", tmp_path / "list.txt")


@pytest.mark.site
def test_the_served_stdlib_holds_exactly_the_listed_modules_stored() -> None:
    served = sorted((ROOT / "static/vendor").glob("pyodide-*/python_stdlib.zip"))
    assert len(served) == 1, "make site vendors one runtime"
    archive = zipfile.ZipFile(served[0])
    assert {Path(name).suffix for name in archive.namelist()} == {".pyc"}, "bytecode, no sources"
    assert {archive.read(name)[4:8] for name in archive.namelist()} == {b"\x01\0\0\0"}, "never checked"
    modules = {name[:-4].replace("/", ".").removesuffix(".__init__") for name in archive.namelist()}
    assert modules == listed()
    assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}
    assert {"json", "random", "asyncio", "pyodide.ffi", "encodings.utf_8"} <= modules
    assert not {"unittest", "pdb", "tkinter", "pydoc"} & modules, "what the page never imports is left out"


@pytest.mark.site
def test_every_source_map_the_runtime_names_is_there() -> None:
    """Without them a browser's developer tools log a 404 for each; players never fetch them."""
    named = 0
    for script in sorted((ROOT / "static/vendor").glob("*/*.*js")):
        for found in re.finditer(r"sourceMappingURL=(\S+)", script.read_text()):
            named += 1
            assert (script.parent / found.group(1)).is_file(), f"{script.name} names {found.group(1)}"
    assert named >= 2, "core.js and pyodide.mjs each name their map"
