// Shows loading progress and boot errors before Python can draw anything.
(() => {
  if (new URLSearchParams(location.search).get("embed") === "1") {
    document.documentElement.classList.add("embed");
  }
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

  function stalled() {
    const text = document.getElementById("boot-step");
    if (ready || !text || document.getElementById("boot-slow")) return;
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

  window.shelfieBootFailed = fail;
  addEventListener("py:progress", (event) => show(event.detail));
  addEventListener("shelfie:ready", () => { ready = true; clearTimeout(stallTimer); });
  addEventListener("error", (event) => fail(event.message || "A file of the game failed to load."));
  addEventListener("unhandledrejection", (event) => fail(event.reason && event.reason.message || event.reason));
})();
