// PyScript's Pyodide loader (polyscript) opens an IndexedDB package cache ("IDBMap/<runtime url>@<version>")
// and waits for it before starting Python, even with no packages to cache. Where the browser refuses
// IndexedDB (third-party iframes with storage partitioning or blocking, private modes) that open fails
// or never answers, and the game never starts. This wraps indexedDB.open for those databases only:
// the real database when it answers, an in-memory stand-in when it fails or stays silent. Nothing of
// the game's own state lives there (saves use localStorage, with their own fallback), so the stand-in
// costs nothing but the unused package cache. Python runs in a worker, which opens the cache
// itself: static/interpreter.mjs imports this there, before polyscript opens it. PyScript's core
// also opens "IDBMap/@pyscript.fs" on the page as it loads; refused, its error handler dispatches
// the error event again while it is being dispatched ("InvalidStateError: ... already being
// dispatched") and leaves a rejected promise nobody handles. index.html loads this before core.js
// so that open is wrapped on the page as well.
(() => {
  const PREFIX = "IDBMap/";
  const SILENCE_MS = 1500;
  let realOpen = null;
  try {
    realOpen = globalThis.indexedDB ? globalThis.indexedDB.open.bind(globalThis.indexedDB) : null;
  } catch {
    realOpen = null;
  }

  function later(callback) {
    setTimeout(callback, 0);
  }

  function request(result) {
    const req = { result, error: null, onsuccess: null, onerror: null };
    later(() => req.onsuccess && req.onsuccess({ target: req, type: "success" }));
    return req;
  }

  function memoryStore() {
    const entries = new Map();
    return {
      count: () => request(entries.size),
      clear: () => request(entries.clear()),
      delete: (key) => request(entries.delete(key) && undefined),
      get: (key) => request(entries.get(key)),
      getKey: (key) => request(entries.has(key) ? key : undefined),
      getAllKeys: () => request([...entries.keys()]),
      put: (value, key) => request((entries.set(key, value), key)),
    };
  }

  function memoryDatabase() {
    const store = memoryStore();
    return {
      objectStoreNames: { length: 1, contains: () => true },
      createObjectStore: () => store,
      transaction: () => ({ objectStore: () => store }),
      close() {},
      onabort: null,
      onclose: null,
      onerror: null,
      onversionchange: null,
    };
  }

  function open(name, version) {
    const wrapper = { result: null, transaction: null, error: null, onsuccess: null, onerror: null, onupgradeneeded: null, onblocked: null };
    let settled = false;
    const useMemory = () => {
      if (settled) return;
      settled = true;
      wrapper.result = memoryDatabase();
      later(() => wrapper.onsuccess && wrapper.onsuccess({ target: wrapper, type: "success" }));
    };
    if (!realOpen) {
      useMemory();
      return wrapper;
    }
    let real;
    try {
      real = realOpen(name, version);
    } catch {
      useMemory();
      return wrapper;
    }
    real.onupgradeneeded = (event) => {
      if (settled) return;
      settled = true;
      if (wrapper.onupgradeneeded) wrapper.onupgradeneeded(event);
    };
    real.onsuccess = (event) => {
      if (wrapper.result) {
        real.result.close();
        return;
      }
      settled = true;
      if (wrapper.onsuccess) wrapper.onsuccess(event);
    };
    real.onerror = (event) => {
      event.preventDefault();
      useMemory();
    };
    setTimeout(useMemory, SILENCE_MS);
    return wrapper;
  }

  const isCache = (name) => String(name).startsWith(PREFIX);
  if (realOpen) {
    globalThis.indexedDB.open = (name, version) => (isCache(name) ? open(name, version) : realOpen(name, version));
  } else {
    try {
      Object.defineProperty(globalThis, "indexedDB", { configurable: true, value: { open } });
    } catch {
      // Nothing more can be done; the boot watchdog reports the stall.
    }
  }
})();
