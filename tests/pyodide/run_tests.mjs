// Runs every pure-Python test suite (engine, contract, bots, UI) inside real Pyodide, the browser's Python,
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
pyodide.globals.set("pytest_args", pyodide.toPy(args.length ? args : ["tests/engine", "tests/contract", "tests/bots", "tests/ui", "tests/splitter", "tests/myshelfie"]));
const code = await pyodide.runPythonAsync(`
import os, sys
sys.path[:0] = ["/site", "/repo"]
os.chdir("/repo")
os.environ["HYPOTHESIS_PROFILE"] = "pyodide"
print(f"Python {sys.version.split()[0]} on {sys.platform}")
import pytest
int(pytest.main(["-q", "-p", "no:cacheprovider", *pytest_args]))
`);
process.exit(code);
