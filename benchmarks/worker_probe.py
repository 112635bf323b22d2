"""The worker's side of benchmarks/worker-probe.mjs: the shell renders its first screen in the
worker and posts the HTML to the main thread, which only puts it in place."""

import polyscript  # type: ignore[import-not-found]

from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller

polyscript.xworker.postMessage(Controller(MemoryStorage(), lambda: 1).render())
