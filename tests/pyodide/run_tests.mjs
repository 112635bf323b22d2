// Runs every pure-Python test suite (contract, bots, UI, each game's folder) inside real Pyodide, the browser's Python,
// under Node. Usage: node tests/pyodide/run_tests.mjs [--shard=I/N] [pytest args...]; exits with pytest's code.
// --shard=I/N runs every Nth test from the Ith: the Pyodide interpreter has one thread, so `make pyodide-test`
// runs two shards side by side to use a second core (docs/PERFORMANCE.md, "make test on 2 cores").
import { loadPyodide } from "pyodide";
import path from "node:path";
import { existsSync } from "node:fs";

const root = path.resolve(import.meta.dirname, "../..");
// SHELFIE_PYODIDE_SITE: another copy of the repository (tests/test_new_game.py's scaffold) uses this one's site.
const site = process.env.SHELFIE_PYODIDE_SITE || path.join(root, ".cache/pyodide-site");
if (!existsSync(site)) {
  console.error(`missing ${site}: run scripts/pyodide-site first (make does)`);
  process.exit(2);
}
const args = process.argv.slice(2);
const sharding = args.findIndex((arg) => arg.startsWith("--shard="));
const [shard, shards] = sharding < 0 ? [1, 1] : args.splice(sharding, 1)[0].slice(8).split("/").map(Number);
if (!(Number.isInteger(shard) && Number.isInteger(shards) && shard >= 1 && shard <= shards)) {
  console.error("--shard=I/N needs whole numbers with 1 <= I <= N, for example --shard=1/2");
  process.exit(2);
}
if (shards > 1 && process.env.SHELFIE_WRITE_STDLIB === "1") {
  console.error("SHELFIE_WRITE_STDLIB=1 needs the whole run, unsharded: one shard traces only its own tests' imports");
  process.exit(2);
}
const pyodide = await loadPyodide();
const { FS } = pyodide;
for (const [host, mount] of [[root, "/repo"], [site, "/site"]]) {
  FS.mkdirTree(mount);
  FS.mount(FS.filesystems.NODEFS, { root: host }, mount);
}
// The whole run (no arguments, or a shard of it) also traces the imports, and fails when the page's repacked standard
// library (scripts/stdlib-modules.txt) lacks a module the games import: tests/pyodide/import_trace.py. Each shard
// checks what its own tests imported, so the shards together check everything the whole run does.
const whole = args.length === 0;
pyodide.globals.set("pytest_args", pyodide.toPy(args));
pyodide.globals.set("trace", whole);
pyodide.globals.set("write_stdlib", process.env.SHELFIE_WRITE_STDLIB === "1");
pyodide.globals.set("shard", shard);
pyodide.globals.set("shards", shards);
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


class Shard:
    """Keeps every shards-th collected test from the shard-th: neighbours in a module go to different
    shards, so a module's slow tests (whole games, fuzzers) are shared out."""

    def pytest_collection_modifyitems(self, config, items):
        mine = [index % shards == shard - 1 for index in range(len(items))]
        config.hook.pytest_deselected(items=[item for item, kept in zip(items, mine) if not kept])
        items[:] = [item for item, kept in zip(items, mine) if kept]


code = int(pytest.main(["-q", "-p", "no:cacheprovider", *pytest_args], plugins=[Shard()] if shards > 1 else []))
if trace:
    from pathlib import Path
    listed = Path("scripts/stdlib-modules.txt")
    code = code or import_trace.check(Path("."), "node_modules/pyodide/python_stdlib.zip", listed, write_stdlib)
code
`);
process.exit(code);
