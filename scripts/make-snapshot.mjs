// Writes static/snapshot/: a memory snapshot of the page's Python with every pure module imported
// (the shell and the three games; the web layer needs the browser and is left out), gzipped, and
// manifest.json naming it. static/interpreter.mjs restores it on a returning visit instead of
// starting Python and importing the games (docs/PERFORMANCE.md: 0.3 s instead of 1.4 s).
//
// The snapshot holds the modules' code and Python's whole memory, so it is made by the vendored
// runtime itself (the same wasm, patched JavaScript and repacked standard library the page loads)
// from the very files the page ships, and its id is a hash of all of them: a deploy that changes any
// of them names a new file, and the page restores a snapshot only when it is the one its manifest
// names. Nothing is rebuilt when the id is unchanged. Usage: node scripts/make-snapshot.mjs [site-root]
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { gameFiles, gameIds, shellFiles } from "./site-python.mjs";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const out = path.join(root, "static/snapshot");
// The files the page writes into Python's file system: the shell's and every game's bundle.
const toml = readFileSync(path.join(root, "pyscript.toml"), "utf8");
const interpreter = toml.match(/^interpreter\s*=\s*"\.\/([^"]+)"/m)[1];
const runtimeDir = readFileSync(path.join(root, interpreter), "utf8").match(/from "\.\/(vendor\/pyodide-[^/]+)\/pyodide\.mjs"/)[1];
const runtime = path.join(root, "static", runtimeDir);
const files = [...shellFiles(root), ...gameIds(root).flatMap((game) => gameFiles(root, game))].filter(
  (file) => file.endsWith(".py") && !file.startsWith("shelfie/web/"),
);

// PyScript's own Python (its core chunk holds the files as JSON strings): the standard-library
// modules it imports are imported into the snapshot too. PyScript imports its package before our
// code runs, and first imports of asyncio and inspect from the zip cost the restored worker 0.2 s.
const pyscriptDir = path.join(root, "static/vendor", readdirSync(path.join(root, "static/vendor")).find((name) => name.startsWith("pyscript-")));
const pyscriptChunk = path.join(pyscriptDir, readdirSync(pyscriptDir).find((name) => /^core-.*\.js$/.test(name)));
const pyscriptSources = [...readFileSync(pyscriptChunk, "utf8").matchAll(/"[A-Za-z_]+\.py":("(?:[^"\\]|\\.)*")/g)].map((found) => JSON.parse(found[1]));

const hash = createHash("sha256");
// Named as in the site, so the same inputs give the same id wherever they are built.
const inputs = [
  ...["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"].map((name) => [
    `static/${runtimeDir}/${name}`,
    path.join(runtime, name),
  ]),
  ["scripts/make-snapshot.mjs", path.join(import.meta.dirname, "make-snapshot.mjs")],
  [path.relative(root, pyscriptChunk), pyscriptChunk],
  ...files.map((file) => [file, path.join(root, file)]),
];
for (const [name, file] of inputs) {
  hash.update(name + "\0");
  hash.update(readFileSync(file));
}
const id = hash.digest("hex").slice(0, 16);
const manifestFile = path.join(out, "manifest.json");
const name = `${id}.bin.gz`;
if (existsSync(manifestFile) && existsSync(path.join(out, name)) && JSON.parse(readFileSync(manifestFile, "utf8")).id === id) {
  console.log(`snapshot ${id}: up to date`);
  process.exit(0);
}

// A failure is said in one line: Node would print the minified runtime's whole source line.
process.on("uncaughtException", (error) => {
  console.error(`make-snapshot: ${error.message ?? error}`);
  process.exit(1);
});
const { loadPyodide } = await import(path.join(runtime, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: `${runtime}/`, _makeSnapshot: true });
// Where PyScript and static/games.js put them: relative to Python's working directory.
for (const file of files) {
  pyodide.FS.mkdirTree(path.posix.dirname(file));
  pyodide.FS.writeFile(file, readFileSync(path.join(root, file)));
}
const modules = files.map((file) => file.replace(/(\/__init__)?\.py$/, "").replaceAll("/", "."));
pyodide.globals.set("modules", pyodide.toPy(modules));
pyodide.globals.set("pyscript_sources", pyodide.toPy(pyscriptSources));
// Every module is imported, not only the ones the first screen needs: the restored Python has none
// of these files (the snapshot is memory, not the file system), so nothing may be left to import lazily.
// Nothing of the machine that made it: under Node, Python's program is this script's path, where a
// browser's is Emscripten's "./this.program" (LANG is set per browser on restore: interpreter.mjs).
const missing = pyodide.runPython(`
import importlib, os, sys
sys.executable = "/home/pyodide/this.program"
os.environ["_"] = "./this.program"
for name in modules:
    importlib.import_module(name)
import ast
for source in pyscript_sources:
    for node in ast.walk(ast.parse(source)):
        found = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else []
        for name in found:
            if name.split(".")[0] in sys.stdlib_module_names:
                importlib.import_module(name)
del ast, pyscript_sources
# Restoring puts the working directory first on the path again, as a start does.
sys.path.remove("")
[name for name in modules if name not in sys.modules]
`).toJs();
if (missing.length) throw new Error(`not imported: ${missing.join(", ")}`);
// Fails ("Can't serialize object") when a module holds a JavaScript object: the page's would differ.
const snapshot = pyodide.makeMemorySnapshot();
const packed = gzipSync(snapshot, { level: 6 });

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, name), packed);
const manifest = {
  id,
  url: `./${name}`,
  bytes: snapshot.length,
  sha256: createHash("sha256").update(snapshot).digest("hex"),
  modules: modules.length,
};
writeFileSync(manifestFile, JSON.stringify(manifest, null, 1) + "\n");
console.log(`snapshot ${id}: ${modules.length} modules, ${(snapshot.length / 1e6).toFixed(1)} MB, ${(packed.length / 1e6).toFixed(1)} MB gzip`);
