// Shows loading progress and boot errors before Python can draw anything.
(() => {
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
  let ready = false;

  function show(step) {
    const bar = document.getElementById("boot-progress");
    const text = document.getElementById("boot-step");
    if (!bar || !text) return;
    if (step in steps) bar.value = steps[step];
    if (step in words) text.textContent = words[step];
  }

  function fail(message) {
    if (ready) return;
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

  window.shelfieBootFailed = fail;
  addEventListener("py:progress", (event) => show(event.detail));
  addEventListener("shelfie:ready", () => { ready = true; });
  addEventListener("error", (event) => fail(event.message || "A file of the game failed to load."));
  addEventListener("unhandledrejection", (event) => fail(event.reason && event.reason.message || event.reason));
})();
