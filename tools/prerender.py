"""Writes a first visitor's home screen into index.html, rendered by the page's own Python views.

A first visit (no ``shelfie.*`` key in storage, no ``?game=``, English) opens on the home screen,
and Python needs over a second to start. So index.html carries that screen as the controller
renders it for an empty storage: static/boot.js shows it at once instead of the loading screen,
a button pressed before Python is ready is remembered ("Starting…") and run by
``shelfie.web.page.start`` after Python's first draw, which replaces the block with the same
markup. One source of markup: ``python -m tools.prerender`` rewrites the block, and
tests/ui/test_site.py fails when index.html no longer holds what the views render.
"""

import re
import sys
from pathlib import Path

from shelfie.ui.i18n import DEFAULT, LANGUAGES
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller

INDEX = Path(__file__).resolve().parents[1] / "index.html"
START = "<!-- tools/prerender.py writes this block from the Python views: do not edit by hand -->"
END = "<!-- end of tools/prerender.py's block -->"
BLOCK = re.compile(re.escape(START) + r"\n(.*?)\n" + re.escape(END), re.DOTALL)
LANGUAGES_META = re.compile(r'<meta name="shelfie-other-languages" content="[^"]*">')


def first_visit_home() -> str:
    """The page's first screen for a visitor with nothing stored, in the default language."""
    controller = Controller(MemoryStorage(), lambda: 1, language=DEFAULT, browser_language=DEFAULT)
    return controller.render()


def other_languages_meta() -> str:
    """Tells static/boot.js which languages would open on something else than this block."""
    others = " ".join(code for code in LANGUAGES if code != DEFAULT)
    return f'<meta name="shelfie-other-languages" content="{others}">'


def current(index: str) -> tuple[str, str]:
    """The block and the languages tag index.html holds."""
    block, meta = BLOCK.search(index), LANGUAGES_META.search(index)
    if block is None or meta is None:
        raise SystemExit(f"{INDEX.name} lacks the prerendered block or the languages tag")
    return block.group(1), meta.group(0)


def rendered(index: str) -> str:
    """index.html with the block and the languages tag as the views render them now."""
    current(index)
    index = BLOCK.sub(lambda _: f"{START}\n{first_visit_home()}\n{END}", index)
    return LANGUAGES_META.sub(lambda _: other_languages_meta(), index)


def main() -> None:
    index = INDEX.read_text()
    updated = rendered(index)
    if "--check" in sys.argv[1:]:
        if updated != index:
            raise SystemExit("index.html's prerendered home is out of date: run python -m tools.prerender")
        return
    INDEX.write_text(updated)
    print("index.html: prerendered home written" if updated != index else "index.html: up to date")


if __name__ == "__main__":
    main()
