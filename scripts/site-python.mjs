// The Python files the page loads, as the build scripts need them: pyscript.toml's (the shell, loaded
// at every start) and each game's own packages (shelfie/games/<id>, shelfie/bots/<id>,
// shelfie/ui/<id>), which scripts/build-sw.mjs bundles and scripts/make-snapshot.mjs imports.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const GAME_LAYERS = ["games", "bots", "ui"];

function pythonFiles(root, dir) {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir)).sort().flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return name === "__pycache__" ? [] : pythonFiles(root, rel);
    return name.endsWith(".py") ? [rel] : [];
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

/** Every file pyscript.toml's [files] copies into Python's file system, site-relative. */
export function shellFiles(root) {
  const toml = readFileSync(path.join(root, "pyscript.toml"), "utf8");
  return [...toml.matchAll(/^"\.\/([^"]+)"\s*=/gm)].map((match) => match[1]);
}
