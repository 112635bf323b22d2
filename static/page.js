// The page's main thread. Python runs in a PyScript worker (index.html's
// <script type="py" worker name="shelfie">, shelfie/web/worker.py); this keeps only what must be
// here: the DOM, input, keyboard focus, the dice's tumble and sound, the share sheet, files and
// localStorage. It sends what the player did and puts in place the screen the worker answers with
// (shelfie/ui/shell/conversation.py): every call is asynchronous through PyScript's `xworker.sync`
// (the worker's __export__), so a computer thinking for seconds never blocks a click or a scroll,
// and nothing needs SharedArrayBuffer (blog embeds and plain static hosts cannot give it).
const root = document.getElementById("app");

const FOCUS_ORDER = ["[data-focus]", "button.primary:not([disabled])", "button:not([disabled]), input, select"];
// Where focus goes when its control is gone: the view's chosen next control, the main action,
// else the first control, so the next Tab never starts again from the top of the page.

const FIELDS = "input[name]:not([type=radio]), input[type=radio][name]:checked, select[name]";
// The form's values: of a group of radio buttons, only the chosen one.

const STORAGE_PREFIX = "shelfie.";
const SNAPSHOT_AFTER_MS = 5000;
// Python's memory snapshot for the next visits is downloaded a while after the page is playable,
// when the browser is idle: never competing with the start or the first moves.
const THINKING_AFTER_MS = 150;
// A request still unanswered after this long marks the game busy (a computer thinking).

let python = null; // the worker's exported functions
let pending = 0;
let thinkingTimer = 0;
let computerTimer = 0;
let lastRoll = null; // the roll the dice on screen come from, so only a new throw tumbles
let language = "en"; // the language the page's own text is in (index.html is written in English)
let sound = false;
let audio = null;
let storageRefused = false;
let snapshotSaved; // resolves with what became of the snapshot's background download

// How Python started in the worker, posted by static/interpreter.mjs; `saved` resolves once the
// snapshot for the next visits is stored, or why it is not.
window.shelfieSnapshot = { start: "starting", reason: "", saved: new Promise((resolve) => (snapshotSaved = resolve)) };

function formValues() {
  return Object.fromEntries([...root.querySelectorAll(FIELDS)].map((field) => [field.name, field.value]));
}

// Put back what was typed and chosen in a form the page has just redrawn.
function fillIn(values) {
  for (const [name, value] of Object.entries(values)) {
    for (const field of root.querySelectorAll(`[name="${CSS.escape(name)}"]`)) {
      if (field.type === "radio") field.checked = field.value === value;
      else field.value = value;
    }
  }
}

// Every shelfie.* key, or null when the browser refuses storage (a cross-site embed): even reading
// window.localStorage throws there, and the game is played in memory with a notice.
function readStorage() {
  try {
    const store = window.localStorage;
    store.setItem("shelfie.probe", "1");
    store.removeItem("shelfie.probe");
    const items = {};
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key.startsWith(STORAGE_PREFIX)) items[key] = store.getItem(key);
    }
    return items;
  } catch {
    return null;
  }
}

async function writeStorage(writes) {
  for (const [key, value] of writes) {
    if (storageRefused) return;
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch (error) {
      console.warn(error);
      storageRefused = true;
      // The worker plays on in memory and says so; its answer is the screen with that notice.
      await ask("storage_refused", key);
    }
  }
}

function screenMarkup(parent) {
  return [...parent.children].filter((element) => element.tagName !== "TEMPLATE").map((element) => element.outerHTML);
}

// Keep the screen index.html showed before Python when it is the one Python would draw (each
// element compared as the browser serialises it): the loading panel and the unused templates go,
// the screen's nodes stay where they are, so nothing is repainted and typing is not interrupted.
function adoptPrerendered(html) {
  const block = document.getElementById("prerendered");
  if (!block || !document.documentElement.classList.contains("prerendered")) return false;
  const drawn = document.createElement("template");
  drawn.innerHTML = html;
  if (screenMarkup(block).join("") !== screenMarkup(drawn.content).join("")) return false;
  for (const unused of root.querySelectorAll("#loading, #prerendered > template")) unused.remove();
  return true;
}

// A link's QR code (shelfie/ui/shell/linkviews.py), drawn when its box is opened: the encoder
// (uqr, vendored by scripts/vendor-runtime) is fetched then, never on a first visit. Drawn here
// rather than in Python because it is a picture of text the page already has, and the main thread
// draws it in a few milliseconds.
const QR_QUIET_ZONE = 4; // modules of white around the code, as the QR standard asks
let qrEncoder = null;

async function drawQr(box) {
  const target = box.querySelector("[data-qr]:not([data-drawn])");
  if (!box.open || !target) return;
  qrEncoder ??= import("./vendor/uqr-0.1.3/uqr.mjs");
  let code;
  try {
    code = (await qrEncoder).encode(target.getAttribute("data-qr"), { ecc: "L", border: QR_QUIET_ZONE });
  } catch (error) {
    console.warn(error);
    qrEncoder = null;
    return;
  }
  // One path of dark runs per row: a few kilobytes of SVG even for the longest links.
  let path = "";
  code.data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (end < row.length && row[end]) end++;
      path += `M${x} ${y}h${end - x}v1h${x - end}z`;
      x = end;
    }
  });
  target.innerHTML =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${code.size} ${code.size}" shape-rendering="crispEdges" aria-hidden="true">` +
    `<rect width="${code.size}" height="${code.size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
  // Whole pixels a module: a module of 4.4 px is drawn 4 or 5 px wide, which a camera (or jsQR)
  // reads badly once the code is dense, as a signed game's move link makes it.
  const module = Math.floor(target.clientWidth / code.size);
  if (module >= 1) target.querySelector("svg").style.width = target.querySelector("svg").style.height = `${module * code.size}px`;
  target.setAttribute("data-drawn", "");
}

// Redraw, keeping keyboard focus where a keyboard player expects it (FOCUS_ORDER), and a QR code
// that was open still open.
function draw(html) {
  const focused = document.activeElement;
  const hadFocus = focused && root.contains(focused) && focused !== root;
  const key = hadFocus ? focused.getAttribute("data-key") : null;
  const openQr = root.querySelector("details.qr-box[open] [data-qr]")?.getAttribute("data-qr");
  // A folded part the player opened (a details with an id: the dice game's key, Splitter's
  // groups) stays open when the screen is redrawn.
  const opened = [...root.querySelectorAll("details[open][id]")].map((details) => details.id);
  root.innerHTML = html;
  for (const id of opened) {
    const details = document.getElementById(id);
    if (details?.tagName === "DETAILS") details.open = true;
  }
  countdowns();
  if (openQr) {
    for (const box of root.querySelectorAll("details.qr-box")) {
      if (box.querySelector("[data-qr]")?.getAttribute("data-qr") === openQr) box.open = true;
    }
  }
  if (!hadFocus) return;
  const selectors = key === null ? FOCUS_ORDER : [`[data-key="${CSS.escape(key)}"]:not([disabled])`, ...FOCUS_ORDER];
  for (const selector of selectors) {
    const target = root.querySelector(selector);
    if (target) {
      target.focus();
      return;
    }
  }
}

// The time left until the next daily challenge (a <time data-countdown> drawn by Python with the
// date in words, and the countdown's words in the page's language in data-left and data-ready),
// redrawn every half minute.
function countdowns() {
  for (const element of root.querySelectorAll("time[data-countdown]")) {
    const left = Date.parse(element.getAttribute("datetime")) - Date.now();
    if (Number.isNaN(left)) continue;
    const minutes = Math.max(0, Math.ceil(left / 60000));
    element.textContent =
      left <= 0
        ? element.dataset.ready
        : element.dataset.left.replace("{hours}", Math.floor(minutes / 60)).replace("{minutes}", minutes % 60);
  }
}

// The page's own text around the game (header, footer, update banner) in the language the game
// speaks; each element keeps its English text in data-i18n.
function translateChrome(lang, chrome) {
  if (!chrome || lang === language) return;
  language = lang;
  document.documentElement.lang = lang;
  for (const element of document.querySelectorAll("[data-i18n]")) {
    const english = element.getAttribute("data-i18n");
    element.textContent = chrome[english] ?? english;
  }
}

// A soft, short rattle made on the spot (no sound file to load).
function rattle() {
  try {
    audio ??= new AudioContext();
    const now = audio.currentTime;
    for (const start of [0, 0.05, 0.09]) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = "triangle";
      tone.frequency.value = 180 + 140 * start * 10;
      gain.gain.setValueAtTime(0.04, now + start);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + 0.05);
      tone.connect(gain);
      gain.connect(audio.destination);
      tone.start(now + start);
      tone.stop(now + start + 0.06);
    }
  } catch (error) {
    console.warn(error);
  }
}

// Freshly thrown dice tumble (CSS; none under prefers-reduced-motion), click if the player turned
// the sound on, and buzz on phones that can. Any game's screen may throw: its dice sit in an
// element whose data-roll names the throw, the new ones marked `thrown` (GameEntry.dice).
function diceThrown() {
  const tray = root.querySelector("[data-roll]");
  const roll = tray ? tray.getAttribute("data-roll") : "";
  const thrown = root.querySelectorAll("[data-roll] .thrown");
  const opened = lastRoll === null; // the page was just opened on these dice: nothing moved now
  const changed = roll !== lastRoll;
  lastRoll = roll;
  if (opened || !changed || !thrown.length) return;
  for (const die of thrown) die.classList.add("rolling");
  if (sound) rattle();
  navigator.vibrate?.(20);
}

// The embed's "Open full screen" opens this game, carrying it (shelfie/ui/shell/carry.py); the
// address this page was opened with drops a carried game once it is chosen and stored. An
// invitation on screen, however it came (pasted, or tapped while the page was open), is put in
// the address until it is answered, so a reload shows it again.
function carryOut(reply) {
  const link = document.querySelector(".embed-bar a");
  if (document.documentElement.classList.contains("embed") && link) link.href = reply.address;
  if (reply.drop_carried) history.replaceState(null, "", location.pathname + location.search);
  else if (reply.invitation && location.hash !== reply.invitation) {
    history.replaceState(null, "", location.pathname + location.search + reply.invitation);
  }
}

// An address opened with ?game= or ?lang= follows the game and language shown (reply.here), so a
// reload, or a phone bringing the tab back, opens where the player is; an address opened without
// them stays without them (the last game played opens there).
let FOLLOWED = followed();

function followed() {
  return ["game", "lang"].filter((key) => new URLSearchParams(location.search).has(key));
}

function follow(here) {
  const url = new URL(location.href);
  for (const key of FOLLOWED) {
    if (here?.[key]) url.searchParams.set(key, here[key]);
    else url.searchParams.delete(key);
  }
  if (url.href !== location.href) history.replaceState(null, "", url);
}

// Hand the player a file, through a link the browser saves.
function download({ name, text, type = "application/json" }) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

// The daily result through the phone's share sheet where there is one, else the clipboard.
async function share(text) {
  let outcome = "failed";
  try {
    if (navigator.share) {
      await navigator.share({ text });
      outcome = "shared";
    } else {
      await navigator.clipboard.writeText(text);
      outcome = "copied";
    }
  } catch (error) {
    console.warn(error);
  }
  await ask("shared", outcome);
}

// A link of play by link onto the clipboard; said to the player either way (a copy can be refused).
// A refused copy leaves the link selected and focused once the screen that says so is drawn, for
// the player to copy by hand.
async function copy(text) {
  let outcome = "failed";
  try {
    await navigator.clipboard.writeText(text);
    outcome = "copied";
  } catch (error) {
    console.warn(error);
  }
  await ask("shared", outcome);
  if (outcome === "failed") {
    const link = document.getElementById("link-out");
    link?.focus();
    link?.select();
  }
}

// A computer's next action after the pause the worker asks for, so people can follow; one timer
// at a time, and none while another answer is still on its way (that answer sets it).
function scheduleComputer(step) {
  clearTimeout(computerTimer);
  computerTimer = 0;
  if (step === null || step === undefined || pending > 0) return;
  computerTimer = setTimeout(() => {
    computerTimer = 0;
    ask("computer_step");
  }, step * 1000);
}

// `sent`: the form as it was when the request left. What the player typed or chose while the
// answer was on its way is put back into the new screen, so nothing typed is lost to a redraw.
function apply(reply, { first = false, sent = {} } = {}) {
  for (const warning of reply.warnings ?? []) console.warn(warning);
  if (reply.error) console.error(reply.error);
  sound = reply.sound;
  if (!(first && adoptPrerendered(reply.html))) {
    const changed = Object.entries(formValues()).filter(([name, value]) => sent[name] !== value);
    draw(reply.html);
    fillIn(Object.fromEntries(changed));
  }
  translateChrome(reply.lang, reply.chrome);
  diceThrown();
  carryOut(reply);
  follow(reply.here);
  scheduleComputer(reply.step);
  if (reply.download) download(reply.download);
  if (reply.share) share(reply.share);
  if (reply.copy) copy(reply.copy);
  writeStorage(reply.writes ?? []);
}

// While an answer is on its way the game is marked data-pending (tests wait on it), and aria-busy
// once it takes long enough to be a computer thinking (assistive technology waits for the screen).
function busy(on) {
  clearTimeout(thinkingTimer);
  root.toggleAttribute("data-pending", on);
  if (on) thinkingTimer = setTimeout(() => root.setAttribute("aria-busy", "true"), THINKING_AFTER_MS);
  else root.removeAttribute("aria-busy");
}

// One request to the worker and its answer put in place. A request that needs a game's modules not
// yet loaded is answered {needs}: its bundle is fetched (static/games.js), installed, and the
// request asked again.
async function ask(name, ...args) {
  pending++;
  busy(true);
  const sent = formValues();
  let reply;
  try {
    reply = JSON.parse(await python[name](...args));
    while (reply.needs) {
      let bundle;
      try {
        bundle = await window.shelfieBundle(reply.needs);
      } catch (error) {
        console.error(error);
        reply = JSON.parse(await python.unavailable());
        break;
      }
      await python.install(reply.needs, bundle);
      reply = JSON.parse(await python[name](...args));
    }
  } catch (error) {
    // Not an answer (the worker failed outside a game step): said in the console, presses released.
    console.error(error);
    for (const pressed of root.querySelectorAll("[aria-busy]")) pressed.removeAttribute("aria-busy");
    return null;
  } finally {
    pending--;
    if (pending === 0) busy(false);
  }
  apply(reply, { sent });
  return reply;
}

// The player pressed a control: it shows it is on its way at once, whatever the worker is doing.
// A blog's embed cannot be relied on to keep a game by link (its storage is often blocked or its
// own): inviting and opening a link happen in a tab of the full site (docs/EMBED.md).
function outOfEmbed(cmd) {
  if (!document.documentElement.classList.contains("embed") || !["invite", "open-link"].includes(cmd)) return false;
  const pasted = cmd === "open-link" && document.getElementById("link-in")?.value.trim();
  if (cmd === "open-link") {
    if (pasted) openOnSite(pasted.includes("#") ? pasted.slice(pasted.indexOf("#")) : `#link=${pasted}`);
  } else {
    const game = new URLSearchParams(location.search).get("game");
    openOnSite(game ? `?game=${encodeURIComponent(game)}` : "");
  }
  return true;
}

// The full site in a new tab, at ``rest`` (a query or a fragment).
function openOnSite(rest) {
  window.open(new URL("index.html", location.href).href + rest, "_blank", "noopener");
}

function run(control, cmd, arg) {
  if (outOfEmbed(cmd)) return;
  if (control) control.setAttribute("aria-busy", "true");
  ask("handle", JSON.stringify({ cmd, arg, form: formValues() }));
}

function onClick(event) {
  const target = event.target.closest("[data-cmd]");
  if (!target || target.disabled) return;
  run(target, target.getAttribute("data-cmd"), target.getAttribute("data-arg"));
}

function onKey(event) {
  if (event.key !== "Enter") return;
  const cmd = event.target.getAttribute?.("data-enter");
  if (!cmd) return;
  event.preventDefault();
  run(null, cmd, null);
}

// Bytes of a chosen file read at the most (shelfie/ui/shell/files.py's MAX_BYTES): 100,000
// characters even in UTF-32; a game's file is about 1,000.
const MAX_FILE_BYTES = 400_000;

function base64(bytes) {
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

// A seat switched between a person and a computer while it still has its default name takes the
// default name of what plays it now ("Player 2" becomes "Computer 2"), the name the game gives it at
// the start (shelfie/ui/shell/session.py, _named_for_kind); a name the player typed is kept. The two
// names, in the page's language, are the name box's data-person and data-computer.
function renameSeat(select) {
  const input = document.getElementById(`name-${select.id.slice("kind-".length)}`);
  if (!input) return;
  const { person, computer } = input.dataset;
  const name = input.value.trim();
  if (name !== "" && name !== person && name !== computer) return;
  input.value = select.value === "person" ? person : computer;
}

// A history file chosen to import, or a game's file moved from another device (opened like a
// pasted link; in a blog's embed, in a tab of the full site). A file is bytes: the worker reads
// them as text by their byte-order mark (shelfie/ui/shell/files.py), since another program may
// have saved it in UTF-16 or UTF-32, which the browser's text() would misread.
async function onChange(event) {
  if (event.target.matches("select[id^='kind-']")) {
    renameSeat(event.target);
    return;
  }
  const { id, files } = event.target;
  if (!["import-history", "link-file"].includes(id) || !files.length) return;
  let data;
  try {
    data = new Uint8Array(await files.item(0).slice(0, MAX_FILE_BYTES).arrayBuffer());
  } catch (error) {
    console.warn(error);
    return;
  }
  event.target.value = "";
  const embed = document.documentElement.classList.contains("embed");
  const reply = await ask("open_file", JSON.stringify({ picker: id, data: base64(data), embed }));
  if (reply && reply.open_on_site) openOnSite(reply.open_on_site);
}

// The worker asks for Python's compiled WebAssembly (static/boot.js started it): an answer at once
// that it is coming, then the module, or null when there is none to give (the worker compiles).
async function handWasm(port) {
  port.postMessage("coming");
  const module = await window.shelfieWasm;
  try {
    port.postMessage(module);
  } catch (error) {
    console.warn(error); // an engine that cannot pass a module to a worker
    port.postMessage(null);
  }
  port.close();
}

// PyScript sets `xworker` on the <script worker> once it has made the worker.
async function worker() {
  const script = document.querySelector('script[type="py"][worker][name="shelfie"]');
  while (!script.xworker) await new Promise((resolve) => setTimeout(resolve, 10));
  script.xworker.addEventListener("message", ({ data, ports }) => {
    if (data?.["shelfie:wasm?"] && ports.length) handWasm(ports[0]);
    const step = data?.["shelfie:progress"];
    if (step) dispatchEvent(new CustomEvent("shelfie:progress", { detail: step }));
    if (data?.["shelfie:snapshot"]) Object.assign(window.shelfieSnapshot, data["shelfie:snapshot"]);
    if (data?.["shelfie:failed"]) window.shelfieBootFailed(data["shelfie:failed"]);
  });
  await script.xworker.ready;
  return script.xworker.sync;
}

// The snapshot for the next visits, downloaded once the page has been idle a while, when there is
// a point (not restored from it, somewhere to keep it) and the browser does not ask to save data.
function storeSnapshot() {
  if (!window.shelfieSnapshot.download) {
    python.store_snapshot().then(snapshotSaved, (error) => snapshotSaved(`not stored: ${error.message ?? error}`));
    return;
  }
  setTimeout(() => {
    const idle = window.requestIdleCallback ?? setTimeout;
    idle(() => {
      if (navigator.connection?.saveData) snapshotSaved("not downloaded: the browser asks to save data");
      else python.store_snapshot().then(snapshotSaved, (error) => snapshotSaved(`not stored: ${error.message ?? error}`));
    });
  }, SNAPSHOT_AFTER_MS);
}

// What only the page knows, for the conversation's start: its address, storage, the browser's
// language, the date, and the English text of the page around the game.
function bootInfo() {
  return {
    query: Object.fromEntries(new URLSearchParams(location.search)),
    hash: location.hash,
    storage: readStorage(),
    browser: navigator.language ?? "",
    today: new Date().toISOString().slice(0, 10),
    address: location.origin + location.pathname,
    chrome: [...new Set([...document.querySelectorAll("[data-i18n]")].map((element) => element.getAttribute("data-i18n")))],
  };
}

async function begin() {
  const boot = bootInfo();
  let reply = JSON.parse(await python.start(JSON.stringify(boot)));
  if (reply.needs) {
    // The game the page opens on (in the address, or last played): fetched while Python started.
    await python.install(reply.needs, await window.shelfieBundle(reply.needs));
    reply = JSON.parse(await python.start(JSON.stringify(boot)));
  }
  return reply;
}

// Begin again as a new visit to the page's present address would, on the Python already started:
// a new, empty conversation from storage as it is now (shelfie/web/worker.py's reset). The browser
// tests begin each test this way on a page kept warm, instead of starting Python again
// (tests/browser/conftest.py); the player never needs it.
// `clear`: with the site's storage emptied first, as a first visit finds it.
window.shelfieRestart = async ({ clear = false } = {}) => {
  while (pending) await new Promise((resolve) => setTimeout(resolve, 10));
  document.documentElement.removeAttribute("data-ready");
  clearTimeout(computerTimer);
  computerTimer = 0;
  if (clear) {
    localStorage.clear();
    sessionStorage.clear();
  }
  lastRoll = null;
  sound = false;
  storageRefused = false;
  FOLLOWED = followed();
  document.activeElement?.blur?.();
  root.innerHTML = ""; // nothing typed on the last screen is carried onto the new one
  await python.reset(language);
  apply(await begin(), { sent: {} });
  scrollTo(0, 0);
  document.documentElement.setAttribute("data-ready", "true");
};

async function start() {
  python = await worker();
  const reply = await begin();
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  root.addEventListener("change", onChange);
  setInterval(countdowns, 30000);
  root.addEventListener("toggle", (event) => event.target.matches?.("details.qr-box") && drawQr(event.target), true);
  // A link of play by link opened in this tab while the page is open changes only the fragment.
  addEventListener("hashchange", () => {
    if (!location.hash.startsWith("#link=") && !location.hash.startsWith("#move=")) return;
    const arg = location.hash.slice(1); // "link=…" or "move=…": the worker reads either
    history.replaceState(null, "", location.pathname + location.search);
    ask("handle", JSON.stringify({ cmd: "open-link", arg, form: {} }));
  });
  apply(reply, { first: true, sent: {} });
  // A button of the prerendered screen pressed while Python started (static/boot.js) runs now.
  const queued = window.shelfieQueued;
  window.shelfieQueued = null;
  if (queued) run(null, queued.cmd, queued.arg ?? null);
  document.documentElement.setAttribute("data-ready", "true");
  performance.mark("shelfie:ready");
  dispatchEvent(new CustomEvent("shelfie:ready"));
  storeSnapshot();
}

start().catch((error) => {
  console.error(error);
  window.shelfieBootFailed(`${error.name ?? "Error"}: ${error.message ?? error}`);
});
