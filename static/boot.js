// Shows loading progress and boot errors before Python can draw anything; on a first visit, the
// first screen index.html carries (tools/prerender.py) instead, usable before Python is ready.
(() => {
  // Python's WebAssembly, fetched and compiled from the page's first moment by a helper worker
  // (static/wasm-compiler.js) while PyScript loads and makes Python's worker, which asks the page
  // for it (static/interpreter.mjs, through static/page.js) instead of starting to fetch and compile
  // it only once it runs. Null where there is none to give: Python's worker compiles it as before.
  window.shelfieWasm = new Promise((resolve) => {
    const without = (why) => {
      console.warn("Shelfie: Python's WebAssembly is compiled in Python's worker instead.", why);
      resolve(null);
    };
    try {
      const compiler = new Worker("./static/wasm-compiler.js");
      compiler.onmessage = ({ data }) => {
        resolve(data instanceof WebAssembly.Module ? data : null); // null: it said why
        compiler.terminate();
      };
      // The helper's script failed, or this engine cannot pass it a module.
      compiler.onerror = compiler.onmessageerror = (event) => {
        without(event);
        compiler.terminate();
      };
    } catch (error) {
      without(error);
    }
  });

  const params = new URLSearchParams(location.search);
  if (params.get("embed") === "1") {
    document.documentElement.classList.add("embed");
  }

  // Python opens a first visit in English on the home screen, or with ?game= on that game's set-up:
  // nothing of ours in storage (or storage refused, as in a cross-site embed), and neither ?lang=
  // nor the browser asks for another language the game speaks (tools/prerender.py lists them).
  function firstVisit() {
    const others = (document.querySelector('meta[name="shelfie-other-languages"]')?.content ?? "").split(" ");
    const asked = params.get("lang");
    const language = asked === "en" || others.includes(asked) ? asked : (navigator.language || "").slice(0, 2).toLowerCase();
    if (others.includes(language)) return false;
    try {
      for (let i = 0; i < localStorage.length; i++) {
        if (localStorage.key(i).startsWith("shelfie.")) return false;
      }
    } catch {
      // Storage refused: Python plays in memory, from the same home screen.
    }
    return true;
  }
  const prerendered = firstVisit();
  const game = params.get("game");
  if (prerendered && !game) document.documentElement.classList.add("prerendered");
  if (prerendered && game) {
    // The set-up is a template of the block: in place as soon as the page is parsed.
    document.addEventListener("readystatechange", () => {
      const template = document.getElementById(`prerendered-${game}`);
      const block = document.getElementById("prerendered");
      if (ready || !template || !block || document.documentElement.classList.contains("prerendered")) return;
      block.replaceChildren(template.content.cloneNode(true));
      document.documentElement.classList.add("prerendered");
    });
  }
  // A button of the prerendered screen pressed before Python is ready: Python runs the last one
  // after its first answer (static/page.js).
  window.shelfieQueued = null;
  const steps = {
    "Loading Pyodide": 1,
    "Loading Storage": 2,
    "Loaded Storage": 3,
    "Loading interpreter": 4,
    "Loaded interpreter": 5,
    "Loading files": 6,
    "Loaded files": 7,
    "Loaded Pyodide": 8,
  };
  const words = {
    "Loading interpreter": "Starting Python",
    "Loaded interpreter": "Python is running",
    "Loading files": "Loading the rules",
    "Loaded files": "Loading the rules",
    "Loaded Pyodide": "Laying out the board",
  };
  const STALL_MS = 20000;
  let ready = false;
  let stallTimer = 0;

  function showLoading() {
    document.documentElement.classList.remove("prerendered");
  }

  function stalled() {
    const text = document.getElementById("boot-step");
    if (ready || !text || document.getElementById("boot-slow")) return;
    if (document.documentElement.classList.contains("prerendered") && !window.shelfieQueued) {
      // The first screen is usable: say nothing until the player waits for a button pressed.
      stallTimer = setTimeout(stalled, STALL_MS);
      return;
    }
    showLoading();
    const note = document.createElement("p");
    note.id = "boot-slow";
    note.textContent = "This is taking longer than usual. A slow connection can take a minute the first time.";
    const retry = document.createElement("button");
    retry.type = "button";
    retry.textContent = "Reload";
    retry.addEventListener("click", () => location.reload());
    text.after(note, retry);
  }

  function progressed() {
    clearTimeout(stallTimer);
    if (!ready) stallTimer = setTimeout(stalled, STALL_MS);
  }

  function show(step) {
    progressed();
    const bar = document.getElementById("boot-progress");
    const text = document.getElementById("boot-step");
    if (!bar || !text) return;
    if (step in steps) bar.value = steps[step];
    if (step in words) text.textContent = words[step];
  }

  function fail(message) {
    if (ready) return;
    if (document.readyState === "loading") {
      // A preloaded file can fail before the body, and so the panel, exists.
      document.addEventListener("DOMContentLoaded", () => fail(message), { once: true });
      return;
    }
    const panel = document.getElementById("loading");
    if (!panel) return;
    showLoading();
    panel.classList.add("failed");
    panel.setAttribute("role", "alert");
    panel.innerHTML = "";
    const title = document.createElement("h2");
    title.textContent = "The game could not start";
    const detail = document.createElement("p");
    detail.textContent = String(message);
    const retry = document.createElement("button");
    retry.type = "button";
    retry.textContent = "Try again";
    retry.addEventListener("click", () => location.reload());
    panel.append(title, detail, retry);
  }

  // The runtime hangs without any error when one of its files fails to load, so watch the
  // responses ourselves: an HTTP error for any of our files before the game is ready is fatal.
  if ("PerformanceObserver" in window) {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const own = entry.name.startsWith(location.origin);
        if (!ready && own && entry.responseStatus >= 400) {
          const file = entry.name.slice(location.origin.length).split("?")[0];
          fail(`A file of the game could not be loaded (${file}, HTTP ${entry.responseStatus}). Please try again.`);
        }
      }
    });
    observer.observe({ type: "resource", buffered: true });
    addEventListener("shelfie:ready", () => observer.disconnect());
  }
  progressed();

  function queue(cmd, arg) {
    window.shelfieQueued = { cmd, arg };
    const status = document.querySelector("#prerendered #status");
    if (status) status.textContent = "Starting… the game opens by itself in a moment.";
  }

  if (prerendered) {
    document.addEventListener("click", (event) => {
      const control = event.target.closest("#prerendered [data-cmd]");
      if (ready || !control || control.disabled) return;
      queue(control.dataset.cmd, control.dataset.arg ?? null);
    });
    document.addEventListener("keydown", (event) => {
      const field = event.key === "Enter" && event.target.closest("#prerendered [data-enter]");
      if (ready || !field) return;
      event.preventDefault();
      queue(field.dataset.enter, null);
    });
  }

  window.shelfieBootFailed = fail;
  addEventListener("py:progress", (event) => show(event.detail));
  addEventListener("shelfie:progress", (event) => show(event.detail));
  addEventListener("shelfie:ready", () => { ready = true; clearTimeout(stallTimer); });
  addEventListener("error", (event) => fail(event.message || "A file of the game failed to load."));
  addEventListener("unhandledrejection", (event) => fail(event.reason && event.reason.message || event.reason));
})();
