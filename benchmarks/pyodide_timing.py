"""One bot decision benchmark's times inside the browser's Pyodide, on the same cases as CPython.

The checkout's Python sources are copied into a bare Pyodide page served from this checkout (no
PyScript), and ``<module>.time_decisions(cases)`` runs there; the benchmarks print it beside the
CPython figure.
"""

import json
import statistics
from typing import Any

BROWSER_RUN = """async ([files, module, cases]) => {
  for (const file of files) {
    const text = await (await fetch("../" + file)).text();
    pyodide.FS.mkdirTree(file.split("/").slice(0, -1).join("/") || ".");
    pyodide.FS.writeFile(file, text);
  }
  pyodide.globals.set("cases_json", JSON.stringify(cases));
  pyodide.globals.set("module_name", module);
  return pyodide.runPython(`
import importlib, json, statistics, sys
sys.path.insert(0, ".")
timed = importlib.import_module(module_name).time_decisions
json.dumps(timed([tuple(c) if isinstance(c, list) else c for c in json.loads(cases_json)]))
`);
}"""


def median_in_pyodide(module: str, cases: list[Any]) -> tuple[str, float]:
    """(browser version, median milliseconds) of ``module.time_decisions(cases)`` in Chromium."""
    version, times = times_in_pyodide(module, cases)
    return version, statistics.median(times)


def times_in_pyodide(module: str, cases: list[Any]) -> tuple[str, list[float]]:
    """(browser version, every decision's milliseconds in the order of ``cases``) of
    ``module.time_decisions(cases)`` in Chromium."""
    from playwright.sync_api import sync_playwright

    from tools.site import ROOT, launch_args, serve

    files = [p.relative_to(ROOT).as_posix() for p in sorted((ROOT / "shelfie").rglob("*.py"))]
    files = [f for f in files if f not in ("shelfie/web/worker.py", "shelfie/bots/sim.py")]
    files += ["benchmarks/__init__.py", "benchmarks/pyodide_timing.py", module.replace(".", "/") + ".py"]
    with serve() as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(**launch_args())
        page = browser.new_page()
        page.goto(base + "benchmarks/bare-pyodide.html")
        page.wait_for_selector("html[data-ready=true]", timeout=120_000)
        times = json.loads(page.evaluate(BROWSER_RUN, [files, module, json.loads(json.dumps(cases))]))
        version = browser.version
        browser.close()
    return version, [float(t) for t in times]
