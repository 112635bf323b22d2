"""Writes a first visitor's first screens into index.html, rendered by the page's own Python views,
and the registry's games into its head (each game's stylesheet, the list static/games.js reads) and
its sprite (the ``pictures.svg`` symbols of the shell and of each game's screens folder).

A first visit (no ``shelfie.*`` key in storage, English) opens on the home screen, or with
``?game=<id>`` (a shared link, a blog's embed) on that game's seat set-up, and Python needs over a
second to start. So index.html carries those screens as the controller renders them for an empty
storage: the home as markup, each set-up as a ``<template>``. static/boot.js shows the right one
at once instead of the loading screen; names and seat kinds can be filled in, and a button pressed
before Python is ready is remembered ("Starting…") and run by static/page.js after
Python's first draw, which replaces the block with the same markup and keeps what was typed.
One source of markup: ``python -m tools.prerender`` rewrites the block, and
tests/ui/test_site.py fails when index.html no longer holds what the views render.
"""

import re
import sys
from pathlib import Path

from shelfie import registry
from shelfie.ui.i18n import DEFAULT, LANGUAGES
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller

INDEX = Path(__file__).resolve().parents[1] / "index.html"
START = "<!-- tools/prerender.py writes this block from the Python views: do not edit by hand -->"
END = "<!-- end of tools/prerender.py's block -->"
BLOCK = re.compile(re.escape(START) + r"\n(.*?)\n" + re.escape(END), re.DOTALL)
META = re.compile(
    r'<meta name="shelfie-other-languages" content="[^"]*">\n  <meta name="shelfie-games" content="[^"]*">'
)
STYLES = re.compile(r'(?:  <link rel="stylesheet" href="\./static/games/[\w-]+\.css">\n)+')
"""Each registered game's stylesheet, after the shell's."""
SPRITE = re.compile(
    r'(<svg xmlns="http://www\.w3\.org/2000/svg" class="sprite"[^>]*>\n)(.*?)(\n  </svg>)', re.DOTALL
)
SYMBOL = re.compile(r'<symbol id="([\w-]+)".*?</symbol>')
PICTURES = "pictures.svg"
"""The symbols a UI package draws with: the shell's, and each game's beside its screens."""


def first_screen(game_id: str | None = None) -> str:
    """The page's first screen for a visitor with nothing stored, in the default language: the
    home, or with ``game_id`` (the address's ``?game=``) that game's set-up."""
    controller = Controller(MemoryStorage(), lambda: 1, game_id, language=DEFAULT, browser_language=DEFAULT)
    return controller.render()


def block() -> str:
    """The home screen, then each game's set-up as a template boot.js puts in its place."""
    setups = "".join(
        f'<template id="prerendered-{game_id}">{first_screen(game_id)}</template>'
        for game_id in registry.GAMES
    )
    return f"{first_screen()}\n{setups}"


def meta() -> str:
    """What static/boot.js and static/games.js must know before Python: the languages that would
    open on something else than this block, and the games the site has (an address naming another
    one is not fetched)."""
    others = " ".join(code for code in LANGUAGES if code != DEFAULT)
    games = " ".join(registry.GAMES)
    return (
        f'<meta name="shelfie-other-languages" content="{others}">\n'
        f'  <meta name="shelfie-games" content="{games}">'
    )


def styles() -> str:
    return "".join(
        f'  <link rel="stylesheet" href="./static/games/{game_id}.css">\n' for game_id in registry.GAMES
    )


def picture_files() -> list[Path]:
    """The shell's pictures, then each registered game's (its screens' folder), where it has any."""
    ui = INDEX.parent / "shelfie" / "ui"
    folders = [ui / "shell"] + [
        INDEX.parent.joinpath(*entry.screens.split(":")[0].split(".")[:-1])
        for entry in registry.GAMES.values()
    ]
    return [folder / PICTURES for folder in folders if (folder / PICTURES).exists()]


def sprite() -> str:
    """index.html's sprite: every symbol of every picture file, once each."""
    symbols: dict[str, str] = {}
    for path in picture_files():
        for found in SYMBOL.finditer(path.read_text()):
            if symbols.setdefault(found.group(1), found.group(0)) != found.group(0):
                raise SystemExit(f"{path}: symbol {found.group(1)} differs from one drawn before")
    return "\n".join(f"    {symbol}" for symbol in symbols.values())


def current(index: str) -> tuple[str, str]:
    """The block and the tags for the scripts index.html holds."""
    found, tags = BLOCK.search(index), META.search(index)
    if found is None or tags is None or STYLES.search(index) is None or SPRITE.search(index) is None:
        raise SystemExit(
            f"{INDEX.name} lacks the prerendered block, the tags for the scripts, the styles or the sprite"
        )
    return found.group(1), tags.group(0)


def rendered(index: str) -> str:
    """index.html with the block and the tags as the views and the registry have them now."""
    current(index)
    index = BLOCK.sub(lambda _: f"{START}\n{block()}\n{END}", index)
    index = STYLES.sub(lambda _: styles(), index, count=1)
    index = SPRITE.sub(lambda found: found.group(1) + sprite() + found.group(3), index, count=1)
    return META.sub(lambda _: meta(), index)


def main() -> None:
    index = INDEX.read_text()
    updated = rendered(index)
    if "--check" in sys.argv[1:]:
        if updated != index:
            raise SystemExit(
                "index.html's prerendered screens are out of date: run python -m tools.prerender"
            )
        return
    INDEX.write_text(updated)
    print("index.html: prerendered screens written" if updated != index else "index.html: up to date")


if __name__ == "__main__":
    main()
