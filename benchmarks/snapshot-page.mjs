// benchmarks/snapshot.html: the same vendored Pyodide as bare-pyodide.html, restored from the
// snapshot `node benchmarks/snapshot.mjs 1 .cache/snapshot.bin` made under Node (the dice game's
// start-up modules imported), to see whether and how fast a browser restores it.
import { loadPyodide } from "../static/vendor/pyodide-314.0.2/pyodide.mjs";

const out = document.getElementById("out");
try {
  const snapshot = fetch("../.cache/snapshot.bin").then((response) => response.arrayBuffer());
  const pyodide = await loadPyodide({ indexURL: "../static/vendor/pyodide-314.0.2/", _loadSnapshot: snapshot });
  // Ready only when the game's modules are there without importing anything.
  if (!pyodide.runPython("import sys; 'shelfie.ui.shell.controller' in sys.modules")) throw new Error("not in the snapshot");
  document.documentElement.setAttribute("data-ready", "true");
  performance.mark("shelfie:ready");
} catch (error) {
  out.textContent = `failed: ${error}`;
}
