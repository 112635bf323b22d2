// Issue 14's memory-snapshot direction, measured under Node (docs/PERFORMANCE.md): Pyodide booted
// with the game's pure modules imported, against the same state restored from a memory snapshot
// (Pyodide's experimental _makeSnapshot / makeMemorySnapshot / _loadSnapshot).
// Usage: node benchmarks/snapshot.mjs [runs] [file]   (after `make test` or `npm ci`); with a file,
// the snapshot is also written there (benchmarks/snapshot.html restores it in a browser).
import { loadPyodide } from "pyodide";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const runs = Number(process.argv[2] ?? 5);

function pythonFiles(dir) {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return name === "__pycache__" ? [] : pythonFiles(rel);
    return rel.endsWith(".py") ? [rel] : [];
  });
}

// The web layer needs PyScript; everything else the dice game's page imports at start is pure.
const sources = pythonFiles("shelfie").filter((file) => !file.startsWith("shelfie/web/"));
const IMPORTS = `
import sys
sys.path.insert(0, "/app")
import shelfie.registry, shelfie.ui.shell.controller, shelfie.ui.shell.views, shelfie.games.dicegame, shelfie.ui.dicegame
`;

function install(pyodide) {
  for (const file of sources) {
    pyodide.FS.mkdirTree(path.dirname(`/app/${file}`));
    pyodide.FS.writeFile(`/app/${file}`, readFileSync(path.join(root, file)));
  }
  pyodide.runPython(IMPORTS);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

let start = performance.now();
const maker = await loadPyodide({ _makeSnapshot: true });
install(maker);
const snapshot = maker.makeMemorySnapshot();
const making = performance.now() - start;
const brotli = brotliCompressSync(snapshot, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
const plain = [];
const restored = [];
for (let run = 0; run < runs; run++) {
  start = performance.now();
  install(await loadPyodide());
  plain.push(performance.now() - start);
  start = performance.now();
  const again = await loadPyodide({ _loadSnapshot: snapshot });
  again.runPython("import shelfie.ui.shell.controller");
  restored.push(performance.now() - start);
}
console.log(`snapshot: ${(snapshot.length / 1e6).toFixed(1)} MB raw, ${(gzipSync(snapshot).length / 1e6).toFixed(1)} MB gzip, ${(brotli / 1e6).toFixed(1)} MB brotli (quality 5); made in ${making.toFixed(0)} ms`);
console.log(`boot + the game's imports: ${median(plain).toFixed(0)} ms; restored from the snapshot: ${median(restored).toFixed(0)} ms (medians of ${runs})`);
if (process.argv[3]) {
  writeFileSync(process.argv[3], snapshot);
  console.log(`snapshot written to ${process.argv[3]}`);
}
