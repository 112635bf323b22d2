"""How much of a long property a run repeats: all of it under CPython, a tenth inside Pyodide.

The Pyodide suite (tests/pyodide/run_tests.mjs) runs the same tests again in the browser's Python,
which is about three times slower on one core: what it checks there is that the code behaves the
same in that Python, which a tenth of the random examples shows as well as all of them, while
CPython's run keeps every example. Never fewer than a few.
"""

import sys

IN_PYODIDE = sys.platform == "emscripten"


def examples(count: int, least: int = 3) -> int:
    """``count`` random examples under CPython; a tenth of them (at least ``least``) in Pyodide."""
    return max(least, count // 10) if IN_PYODIDE else count
