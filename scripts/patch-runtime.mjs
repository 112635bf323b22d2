// Small, exact patches to the vendored runtime, each for a measured reason; the build fails when
// a patch no longer applies (a new runtime version: check whether it is still needed).
// Usage: node scripts/patch-runtime.mjs <pyodide-folder>
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const PATCHES = [
  {
    // Pyodide creates a shared WebAssembly memory when its module loads, for a synchronous sleep
    // that only Node can use (Atomics.wait throws on a page's main thread). On a page without
    // cross-origin isolation (ours: static hosts and blog iframes cannot give it) Chromium logs
    // "SharedArrayBuffer will require cross-origin isolation" on every visit, and Lighthouse
    // counts it against best practices. Created on first use instead, it behaves the same.
    file: "pyodide.asm.mjs",
    find: "var io=new Int32Array(new WebAssembly.Memory({shared:!0,initial:1,maximum:1}).buffer);function so(t){try{return Atomics.wait(io,0,0,t),!0}catch{return!1}}",
    replace: "var io=null;function so(t){try{return io??=new Int32Array(new WebAssembly.Memory({shared:!0,initial:1,maximum:1}).buffer),Atomics.wait(io,0,0,t),!0}catch{return!1}}",
  },
  {
    // The page compiles Python's WebAssembly from its first moment (static/boot.js) and hands the
    // module to the worker: static/interpreter.mjs sets globalThis.shelfieWasmModule to a promise
    // of it (null when the page has none). Pyodide loads its other files meanwhile, then
    // instantiates that module instead of fetching and compiling its own copy; without one it
    // fetches and compiles as it would have.
    file: "pyodide.mjs",
    find: 'let{binary:t,response:n}=_(e+"pyodide.asm.wasm"),i=K();return function(s,r){return async function(){let{Jsv_GetError_import:a,JsvError_Check:c}=await i;s.env.Jsv_GetError_import=a,s.env.JsvError_Check=c;try{let l;n?l=',
    replace: 'let m=globalThis.shelfieWasmModule,{binary:t,response:n}=m?{}:_(e+"pyodide.asm.wasm"),i=K();return function(s,r){return async function(){let{Jsv_GetError_import:a,JsvError_Check:c}=await i;s.env.Jsv_GetError_import=a,s.env.JsvError_Check=c;try{let l,g=m&&await m;if(m&&!g)({binary:t,response:n}=_(e+"pyodide.asm.wasm"));g?l={module:g,instance:await WebAssembly.instantiate(g,s)}:n?l=',
  },
];

const folder = process.argv[2];
for (const { file, find, replace } of PATCHES) {
  const target = path.join(folder, file);
  const text = readFileSync(target, "utf8");
  const count = text.split(find).length - 1;
  if (count !== 1) {
    console.error(`patch-runtime: ${file} holds the patched text ${count} times instead of once`);
    process.exit(1);
  }
  writeFileSync(target, text.replace(find, replace));
}
console.log(`patch-runtime: ${PATCHES.length} patch(es) applied`);
