// Runs every pure-Python test suite (contract, bots, UI, each game's folder) inside real Pyodide, the browser's Python,
// under Node. Usage: node tests/pyodide/run_tests.mjs [pytest args...]; exits with pytest's code.
import { loadPyodide } from "pyodide";
import path from "node:path";
import { existsSync } from "node:fs";

const root = path.resolve(import.meta.dirname, "../..");
const site = path.join(root, ".cache/pyodide-site");
if (!existsSync(site)) {
  console.error(`missing ${site}: run scripts/pyodide-site first (make does)`);
  process.exit(2);
}
const args = process.argv.slice(2);
const pyodide = await loadPyodide();
const { FS } = pyodide;
for (const [host, mount] of [[root, "/repo"], [site, "/site"]]) {
  FS.mkdirTree(mount);
  FS.mount(FS.filesystems.NODEFS, { root: host }, mount);
}
// The whole run (no arguments) also traces the imports, and fails when the page's repacked standard
// library (scripts/stdlib-modules.txt) lacks a module the games import: tests/pyodide/import_trace.py.
const whole = args.length === 0;
pyodide.globals.set("pytest_args", pyodide.toPy(args));
pyodide.globals.set("trace", whole);
pyodide.globals.set("write_stdlib", process.env.SHELFIE_WRITE_STDLIB === "1");
const code = await pyodide.runPythonAsync(`
import sys
booted = set(sys.modules)
import os
sys.path[:0] = ["/site", "/repo"]
os.chdir("/repo")
if trace:
    from tests.pyodide import import_trace
    import_trace.install(booted)
os.environ["HYPOTHESIS_PROFILE"] = "pyodide"
print(f"Python {sys.version.split()[0]} on {sys.platform}")
if not pytest_args:
    # The shared suites, then each registered game's own folder (tests/<id>): a new game's tests
    # join this run by being registered, with no list to edit.
    from shelfie import registry
    pytest_args = ["tests/contract", "tests/bots", "tests/ui", *(f"tests/{game}" for game in registry.GAMES)]
import pytest
code = int(pytest.main(["-q", "-p", "no:cacheprovider", *pytest_args]))
if trace:
    from pathlib import Path
    listed = Path("scripts/stdlib-modules.txt")
    code = code or import_trace.check(Path("."), "node_modules/pyodide/python_stdlib.zip", listed, write_stdlib)
code
`);
process.exit(code);
