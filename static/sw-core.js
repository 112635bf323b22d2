// Service worker logic (sw.js, generated, sets SHELFIE_CACHE and SHELFIE_FILES, then imports this).
// Precache everything at install; serve from the cache first; a new version waits until the player
// chooses to reload, so a game in progress is never interrupted.
const CACHE = self.SHELFIE_CACHE;
const FILES = self.SHELFIE_FILES;
const PREFIX = "shelfie-";
const SCOPE = self.registration.scope;
const PAGE = new URL("./index.html", SCOPE).href;

self.addEventListener("install", (event) => {
  // "no-cache" revalidates with the server: files the page just loaded are not downloaded again.
  const requests = FILES.map((file) => new Request(new URL(file, SCOPE), { cache: "no-cache" }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  const bare = request.url.split(/[?#]/)[0];
  const key = request.mode === "navigate" && (bare === SCOPE || bare === PAGE) ? PAGE : request.url;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key, { ignoreSearch: true }))
      .then((hit) => hit || fetch(request)),
  );
});
