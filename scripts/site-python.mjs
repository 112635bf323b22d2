// The Python files the page loads, as the build scripts need them: the shell's (loaded at every
// start) and each game's own packages (shelfie/games/<id>, shelfie/bots/<id>, shelfie/ui/<id>),
// which scripts/build-sw.mjs bundles (static/bundles/shell.json and <id>.json) and
// scripts/make-snapshot.mjs imports.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const GAME_LAYERS = ["games", "bots", "ui"];

// Not on the page: the worker's entry point, which its <script> tag names, and the bots' simulator.
const NOT_ON_THE_PAGE = ["shelfie/web/worker.py", "shelfie/bots/sim.py"];

function pythonFiles(root, dir, suffixes = [".py"]) {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir)).sort().flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return name === "__pycache__" ? [] : pythonFiles(root, rel, suffixes);
    return suffixes.some((suffix) => name.endsWith(suffix)) ? [rel] : [];
  });
}

/** Every game's id: the folders of shelfie/games that are packages. */
export function gameIds(root) {
  return readdirSync(path.join(root, "shelfie/games"))
    .filter((name) => existsSync(path.join(root, "shelfie/games", name, "__init__.py")))
    .sort();
}

/** One game's own Python files, site-relative. */
export function gameFiles(root, game) {
  return GAME_LAYERS.flatMap((layer) => pythonFiles(root, `shelfie/${layer}/${game}`));
}

/** The shell: every module of shelfie/ and its translations (locale/*.po) but the games' own
 * packages and the two files not on the page, site-relative. */
export function shellFiles(root) {
  const games = new Set(gameIds(root).flatMap((game) => GAME_LAYERS.map((layer) => `shelfie/${layer}/${game}/`)));
  return pythonFiles(root, "shelfie", [".py", ".po"]).filter(
    (file) => !NOT_ON_THE_PAGE.includes(file) && ![...games].some((folder) => file.startsWith(folder)),
  );
}
