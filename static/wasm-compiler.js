// Python's WebAssembly, compiled from the page's first moment in this helper worker, which
// static/boot.js starts and posts the module back to the page; the page hands it on to Python's
// worker (static/page.js, static/interpreter.mjs). Compiled here rather than on the page: on a
// returning visit V8 serves the module from its code cache, and turning that cache back into a
// module is one task of the thread that asked (100-350 ms on a phone-speed CPU, measured), which
// must not be the page's main thread.
WebAssembly.compileStreaming(fetch("./vendor/pyodide-314.0.2/pyodide.asm.wasm")).then(
  (module) => postMessage(module),
  (error) => {
    console.warn("Shelfie: Python's WebAssembly is compiled in Python's worker instead.", error);
    postMessage(null);
  },
);
