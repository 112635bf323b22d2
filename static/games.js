// Fetches a game's Python bundle (static/bundles/<game>.json, written by scripts/build-sw.mjs).
// The bundle of the game the page will open is requested at once, while Pyodide is still
// starting, so it is there when Python needs it; shelfie/web/bundles.py awaits the same promise.
(() => {
  const pending = {};
  // The games the site has (tools/prerender.py writes the tag): an address naming another one
  // fetches nothing, and Python opens the home screen.
  const games = (document.querySelector('meta[name="shelfie-games"]')?.content ?? "").split(" ");
  window.shelfieBundle = (game) => {
    if (!games.includes(game)) return Promise.reject(new Error(`no game ${game}`));
    pending[game] ??= fetch(`./static/bundles/${game}.json`).then((response) => {
      if (!response.ok) throw new Error(`the ${game} bundle could not be loaded (${response.status})`);
      return response.text();
    });
    return pending[game];
  };
  let game = new URLSearchParams(location.search).get("game");
  try {
    // As the worker chooses (places.opening_game): the address's game, else the game with
    // friends or today's challenge if it was the last game on screen, else the last game played alone.
    const [friend, tag] = (localStorage.getItem("shelfie.last-friend") ?? "").split(" ");
    if (tag) game ??= friend;
    const [daily, day] = (localStorage.getItem("shelfie.last-daily") ?? "").split(" ");
    if (day === new Date().toISOString().slice(0, 10)) game ??= daily;
    game ??= localStorage.getItem("shelfie.last-game");
  } catch {
    // Storage refused (a cross-site embed): Python fetches the bundle when a game is chosen.
  }
  if (game) window.shelfieBundle(game).catch(() => {});
})();
