// Offline play and updates. The service worker is registered only once Python is ready, so the
// first visit does not download the runtime twice. A new deploy installs in the background and
// waits; the player is told and reloads when they choose (their game is saved either way).
(() => {
  const HOUR = 60 * 60 * 1000;
  let updating = false;

  function show(id) {
    const element = document.getElementById(id);
    if (element) element.hidden = false;
  }

  function offerUpdate(worker) {
    show("update");
    const button = document.getElementById("update-reload");
    if (!button) return;
    button.onclick = () => {
      updating = true;
      button.disabled = true;
      worker.postMessage("skip-waiting");
    };
  }

  function watch(registration, container) {
    if (registration.waiting && container.controller) offerUpdate(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      if (!worker) return;
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && container.controller) offerUpdate(worker);
      });
    });
    setInterval(() => registration.update().catch(() => {}), HOUR);
  }

  function register() {
    let container;
    try {
      container = navigator.serviceWorker;
    } catch {
      return;
    }
    if (!container) return;
    container.addEventListener("controllerchange", () => {
      if (updating) location.reload();
    });
    container
      .register("./sw.js")
      .then((registration) => {
        watch(registration, container);
        return container.ready;
      })
      .then(() => show("offline-ready"))
      .catch(() => {
        // Blocked (third-party iframe, private mode) or unsupported: the game plays online only.
      });
  }

  addEventListener("shelfie:ready", register, { once: true });
})();
