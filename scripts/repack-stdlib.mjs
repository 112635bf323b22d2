// Runs scripts/repack-stdlib.py inside the Pyodide being vendored (node_modules/pyodide), so the
// standard library's bytecode is compiled by the very Python that will import it.
// Usage: node scripts/repack-stdlib.mjs SOURCE.zip DEST.zip LIST.txt
import path from "node:path";
import { loadPyodide } from "pyodide";

const pyodide = await loadPyodide();
// This machine's files, under /host in Python's file system.
pyodide.mountNodeFS("/host", "/");
const host = (file) => `/host${path.resolve(file)}`;
const argv = [path.join(import.meta.dirname, "repack-stdlib.py"), ...process.argv.slice(2)].map(host);
pyodide.globals.set("argv", argv);
try {
  pyodide.runPython("import runpy, sys\nsys.argv = list(argv)\nrunpy.run_path(sys.argv[0], run_name='__main__')");
} catch (error) {
  // The error's last line, not Pyodide's whole traceback, is what a builder needs.
  console.error(`repack-stdlib: ${String(error.message).trim().split("\n").at(-1).replaceAll("/host/", "/")}`);
  process.exit(1);
}
