// Baseline for benchmarks/boot.py: the same vendored Pyodide, booted with nothing else, on the
// stock standard library (the page's own python_stdlib.zip is repacked: scripts/repack-stdlib.py).
import { loadPyodide } from "../static/vendor/pyodide-314.0.2/pyodide.mjs";

const pyodide = await loadPyodide({
  indexURL: "../static/vendor/pyodide-314.0.2/",
  stdLibURL: "../node_modules/pyodide/python_stdlib.zip",
});
window.pyodide = pyodide;
document.getElementById("out").textContent = pyodide.runPython("import sys; sys.version");
document.documentElement.setAttribute("data-ready", "true");
performance.mark("shelfie:ready");
