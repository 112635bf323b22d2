// Writes <file>.br and <file>.gz next to every compressible file the site serves, at the highest
// levels, for hosts that serve precompressed files (nginx's brotli_static/gzip_static, Caddy's
// `precompressed`; tools/site.py does the same for the tests and benchmarks). Netlify compresses
// by itself and ignores them. A copy newer than its file is kept, so only changed files are
// compressed again (the runtime's wasm takes seconds). Usage: node scripts/precompress.mjs [site-root]
import { existsSync, readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const COMPRESSIBLE = /\.(html|js|mjs|css|json|wasm|zip|py|po|toml|svg|webmanifest)$/;
const SMALLEST = 1024;

function walk(dir) {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(path.join(root, rel)).isDirectory()) return name === "__pycache__" ? [] : walk(rel);
    return [rel];
  });
}

const served = ["index.html", "pyscript.toml", "sw.js", ...walk("shelfie"), ...walk("static")];
let written = 0;
for (const file of served.filter((f) => COMPRESSIBLE.test(f))) {
  const full = path.join(root, file);
  const size = statSync(full).size;
  for (const [suffix, compress] of [
    [".br", (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })],
    [".gz", (data) => gzipSync(data, { level: 9 })],
  ]) {
    const copy = full + suffix;
    if (size < SMALLEST) {
      if (existsSync(copy)) unlinkSync(copy);
      continue;
    }
    if (existsSync(copy) && statSync(copy).mtimeMs >= statSync(full).mtimeMs) continue;
    const packed = compress(readFileSync(full));
    if (packed.length < size) {
      writeFileSync(copy, packed);
      written += 1;
    } else if (existsSync(copy)) {
      unlinkSync(copy);
    }
  }
}
console.log(`precompressed: ${written} files written`);
