// PyScript's interpreter (pyscript.toml), loaded in the worker that runs the game's Python
// (index.html): our vendored Pyodide, restored from a memory snapshot of
// this deploy's Python (scripts/make-snapshot.mjs: the shell and the games already imported) when
// one is stored, else started normally. Restoring takes a third of a second where starting Python
// and importing the games takes well over one (docs/PERFORMANCE.md).
//
// The snapshot is never part of a first visit: it is 6 MB more than the whole cold visit, so it is
// downloaded in the background once the page is playable, checked against the manifest's digest and
// kept in Cache Storage. Anything that goes wrong (no Cache Storage, as in a blog's cross-site embed
// with storage blocked; nothing stored; a snapshot of an older deploy; one that fails to restore)
// ends in the normal start, and a stored snapshot that failed is deleted. Pyodide's snapshot API is
// private (_makeSnapshot, _loadSnapshot): each upgrade of Pyodide needs it checked again.
//
// How Python started ("restored" or "started", and why) is posted to the page, which sets
// window.shelfieSnapshot from it (static/page.js; the browser tests and benchmarks read it), with
// `download`: whether storing the snapshot is worth trying. The worker's
// globalThis.shelfieSnapshot.store() then downloads it, when the page asks, once it is idle.
import "./idb-fallback.js";
import { loadPyodide as startPyodide, version } from "./vendor/pyodide-314.0.2/pyodide.mjs";

export { version };

const indexURL = new URL("./vendor/pyodide-314.0.2/", import.meta.url).href;
const MANIFEST = new URL("./snapshot/manifest.json", import.meta.url).href;
// Not "shelfie-…": the service worker deletes those caches but its own on every deploy.
const CACHE = "python-snapshot";
// PyScript forwards its own progress events from a worker only with SharedArrayBuffer: without it
// the worker says its steps itself, with PyScript's names (static/page.js passes them to boot.js).
const inWorker = typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope;
const progress = (step) => inWorker && postMessage({ "shelfie:progress": step });

// The runtime hangs without any error when one of its files fails to load. static/boot.js watches
// the page's own requests; the worker's are watched here, and a failure is said to the page.
if (inWorker && "PerformanceObserver" in globalThis) {
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.responseStatus >= 400 && entry.name.startsWith(location.origin)) {
        const file = entry.name.slice(location.origin.length).split("?")[0];
        postMessage({ "shelfie:failed": `A file of the game could not be loaded (${file}, HTTP ${entry.responseStatus}). Please try again.` });
      }
    }
  });
  observer.observe({ type: "resource", buffered: true });
  addEventListener("shelfie:ready", () => observer.disconnect());
}
// Python's WebAssembly compiled for the page by its helper worker (static/boot.js,
// static/wasm-compiler.js) since its first moment, or null. The page is asked every ASK_MS until
// it says the module is coming, ASKS times at most: a page that never answers (its listener not
// yet there, or no page of ours) leaves Pyodide to compile it here.
const ASK_MS = 50;
const ASKS = 20;
async function compiledByPage() {
  if (!inWorker) return null;
  return new Promise((resolve) => {
    let asks = 0;
    let coming = false;
    const ask = () => {
      if (coming) return;
      if (asks++ === ASKS) return resolve(null);
      const { port1, port2 } = new MessageChannel();
      port1.onmessage = ({ data }) => {
        if (data === "coming") coming = true;
        else resolve(data instanceof WebAssembly.Module ? data : null);
      };
      // An engine that cannot pass a module between threads says so here, not at the page.
      port1.onmessageerror = () => resolve(null);
      postMessage({ "shelfie:wasm?": true }, [port2]);
      setTimeout(ask, ASK_MS);
    };
    ask();
  });
}

const status = (globalThis.shelfieSnapshot = { start: "starting", reason: "", wasm: "", store: async () => "not stored: Python has not started" });

async function manifest() {
  const response = await fetch(MANIFEST);
  if (!response.ok) throw new Error(`no snapshot manifest (${response.status})`);
  const value = await response.json();
  const url = new URL(value.url, MANIFEST).href;
  // A restore that failed once in this browser is not tried (nor downloaded) again for this deploy.
  return { ...value, url, failed: `${url}?failed` };
}

async function keepOnly(cache, current) {
  for (const key of await cache.keys()) if (key.url !== current.url && key.url !== current.failed) await cache.delete(key);
}

// The stored snapshot of this deploy, or why there is none (the reason is all a caller needs).
async function stored() {
  let cache;
  try {
    cache = await caches.open(CACHE);
  } catch {
    return { reason: "no Cache Storage" };
  }
  const keys = await cache.keys();
  // A first visit has nothing stored: it starts at once, without asking for the manifest.
  if (keys.length === 0) return { reason: "nothing stored" };
  const current = await manifest();
  await keepOnly(cache, current);
  if (await cache.match(current.failed)) return { reason: "restoring failed before", retry: false };
  const hit = await cache.match(current.url);
  if (!hit) return { reason: "the stored snapshot is of another deploy" };
  return { bytes: new Uint8Array(await hit.arrayBuffer()), current, cache };
}

/** Pyodide restored from a snapshot's bytes; throws when they are not a snapshot of the game's Python. */
export async function restore(options, bytes) {
  const pyodide = await startPyodide({ ...options, indexURL, _loadSnapshot: bytes });
  // Every restore would otherwise share the one state of `random` the snapshot was made with, and
  // the language of the machine that made it (Emscripten sets LANG from the browser's at a start).
  pyodide.globals.set("browser_lang", `${(navigator.languages?.[0] ?? "C").replace("-", "_")}.UTF-8`);
  const ours = pyodide.runPython(
    "import os, random, sys\nrandom.seed()\nos.environ['LANG'] = browser_lang\ndel browser_lang\n'shelfie.ui.shell.controller' in sys.modules",
  );
  if (ours !== true) throw new Error("the snapshot does not hold the game's modules");
  return pyodide;
}

/** Downloads this deploy's snapshot into Cache Storage; says what became of it. */
export async function download() {
  const current = await manifest();
  const response = await fetch(current.url);
  if (!response.ok) throw new Error(`snapshot download failed (${response.status})`);
  // Gzip as built, unless the host declared it gzip-encoded and the browser already unpacked it
  // (Apache's common `AddEncoding gzip .gz`): the digest below checks either way.
  const body = new Uint8Array(await response.arrayBuffer());
  const gzipped = body[0] === 0x1f && body[1] === 0x8b;
  const bytes = gzipped ? await new Response(new Blob([body]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer() : body.buffer;
  const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
  if (digest !== current.sha256) throw new Error("the downloaded snapshot does not match its manifest");
  const cache = await caches.open(CACHE);
  await cache.put(current.url, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
  await keepOnly(cache, current);
  return "stored";
}

// The shell's Python (scripts/build-sw.mjs): asked for when the worker asks for Python, so it
// downloads while Python starts, and written where PyScript writes [files], before PyScript runs
// the worker's script. Each file's path is checked: only the shelfie package, nothing above it.
const SHELL = new URL("./bundles/shell.json", import.meta.url).href;
async function shellBundle() {
  let response;
  try {
    response = await fetch(SHELL);
  } catch {
    throw new Error("The game's files could not be loaded (static/bundles/shell.json: no connection). Please try again.");
  }
  if (!response.ok) throw new Error(`The game's files could not be loaded (static/bundles/shell.json, HTTP ${response.status}). Please try again.`);
  return (await response.json()).files;
}

function writeShell(pyodide, files) {
  const home = pyodide.FS.cwd();
  for (const [name, text] of Object.entries(files)) {
    const parts = name.split("/");
    if (parts[0] !== "shelfie" || parts.includes("..") || parts.includes("")) throw new Error(`the shell bundle holds an unexpected file ${name}`);
    pyodide.FS.mkdirTree(`${home}/${parts.slice(0, -1).join("/")}`);
    pyodide.FS.writeFile(`${home}/${name}`, text);
  }
}

export async function loadPyodide(options) {
  progress("Loading interpreter");
  const shell = shellBundle();
  // Settled now, awaited below: a failed download must not go unhandled while Python starts.
  shell.catch(() => {});
  const pyodide = await start(options);
  try {
    writeShell(pyodide, await shell);
  } catch (error) {
    if (inWorker) postMessage({ "shelfie:failed": error.message });
    throw error;
  }
  progress("Loaded interpreter");
  if (inWorker) postMessage({ "shelfie:snapshot": { start: status.start, reason: status.reason, download: status.download, wasm: status.wasm } });
  return pyodide;
}

async function start(options) {
  // Awaited by Pyodide's instantiateWasm (scripts/patch-runtime.mjs) once its other files are in.
  globalThis.shelfieWasmModule = compiledByPage().then((module) => {
    status.wasm = module ? "compiled by the page" : "compiled in the worker";
    return module;
  });
  let snapshot;
  try {
    snapshot = await stored();
  } catch (error) {
    snapshot = { reason: `unreadable: ${error.message ?? error}` };
  }
  if (snapshot.bytes) {
    const { cache, current } = snapshot;
    // Marked failed until the page is playable: a restored start that never gets there (an error
    // after the restore, a hang, a crashed tab) is not tried again, so a player is never stuck.
    await cache.put(current.failed, new Response("restored, not yet playable")).catch(() => {});
    try {
      const pyodide = await restore(options, snapshot.bytes);
      addEventListener("shelfie:ready", () => cache.delete(current.failed).catch(() => {}), { once: true });
      Object.assign(status, { start: "restored", reason: current.url, download: false, store: async () => "already stored" });
      return pyodide;
    } catch (error) {
      console.warn("Shelfie: the stored Python snapshot could not be restored; starting Python normally.", error);
      await cache.delete(current.url).catch(() => {});
      await cache.put(current.failed, new Response(String(error))).catch(() => {});
      snapshot = { reason: `failed to restore: ${error.message ?? error}`, retry: false };
    }
  }
  const retry = snapshot.retry !== false && snapshot.reason !== "no Cache Storage";
  Object.assign(status, {
    download: retry,
    start: "started",
    reason: snapshot.reason,
    store: retry ? () => download().catch((error) => `not stored: ${error.message ?? error}`) : async () => `not stored: ${snapshot.reason}`,
  });
  return startPyodide({ ...options, indexURL });
}
