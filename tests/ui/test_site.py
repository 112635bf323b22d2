"""The static site's own files: every module shipped, everything from our origin."""

import json
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def config():
    return tomllib.loads((ROOT / "pyscript.toml").read_text())


def test_interpreter_is_our_own_copy_of_pyodide():
    pins = json.loads((ROOT / "package.json").read_text())["dependencies"]
    assert config()["interpreter"] == f"./static/vendor/pyodide-{pins['pyodide']}/pyodide.mjs"
    html = (ROOT / "index.html").read_text()
    assert f"./static/vendor/pyscript-{pins['@pyscript/core']}/core.js" in html


def test_every_module_of_the_package_is_shipped_to_the_browser():
    shipped = {path.removeprefix("./") for path in config()["files"]}
    modules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "shelfie").rglob("*.py")}
    assert shipped == modules - {"shelfie/web/main.py"}
    assert all(source == target for source, target in config()["files"].items())


def test_index_loads_only_relative_urls():
    html = (ROOT / "index.html").read_text()
    urls = re.findall(r'(?:src|href)="([^"#][^"]*)"', html)
    assert urls
    assert all(url.startswith("./") for url in urls), urls


def test_engine_and_ui_import_nothing_from_the_browser():
    for path in (ROOT / "shelfie").rglob("*.py"):
        if "web" in path.parts:
            continue
        source = path.read_text()
        assert not re.search(r"^\s*(import|from)\s+(js|pyodide|pyscript)\b", source, re.M), path
