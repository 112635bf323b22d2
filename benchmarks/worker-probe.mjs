// The split issue 30 weighs, measured by benchmarks/boot.py beside the game page: the main thread
// is this module alone; the shell's Python (pyscript.toml's files, our interpreter module with its
// memory snapshot) runs in a PyScript worker (a <script type="py" worker> made here, its config
// inline) and hands back the first screen's HTML asynchronously: no call reaches back into the
// main thread, so it needs no SharedArrayBuffer.
import "../static/vendor/pyscript-0.7.31/core.js";

const toml = await (await fetch("../pyscript.toml")).text();
const files = {};
for (const [, from, to] of toml.matchAll(/^"\.\/(shelfie\/[^"]+)" = "([^"]+)"$/gm)) files[`../${from}`] = to;
const script = document.createElement("script");
script.type = "py";
script.setAttribute("worker", "");
script.setAttribute("name", "probe");
script.setAttribute("src", "./worker_probe.py");
script.setAttribute("config", JSON.stringify({ interpreter: "../static/interpreter.mjs", files }));
const drawn = new Promise((resolve) => {
  addEventListener("probe:screen", (event) => resolve(event.detail), { once: true });
});
document.body.append(script);
const worker = await new Promise((resolve) => {
  const look = () => (script.xworker ? resolve(script.xworker) : setTimeout(look, 5));
  look();
});
worker.onmessage = (event) => dispatchEvent(new CustomEvent("probe:screen", { detail: event.data }));
document.getElementById("app").innerHTML = await drawn;
document.documentElement.setAttribute("data-ready", "true");
performance.mark("shelfie:ready");
