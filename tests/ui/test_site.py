"""The static site's own files: every module shipped, everything from our origin."""

import json
import re
import tomllib
from pathlib import Path

import pytest

from shelfie import registry
from shelfie.ui import i18n
from tools import prerender

ROOT = Path(__file__).resolve().parents[2]


def config():
    return tomllib.loads((ROOT / "pyscript.toml").read_text())


def test_interpreter_is_our_own_copy_of_pyodide():
    pins = json.loads((ROOT / "package.json").read_text())["dependencies"]
    assert config()["interpreter"] == "./static/interpreter.mjs"
    wrapper = (ROOT / "static/interpreter.mjs").read_text()
    runtime = f"./vendor/pyodide-{pins['pyodide']}/"
    assert f'from "{runtime}pyodide.mjs";' in wrapper
    assert f'new URL("{runtime}", import.meta.url)' in wrapper
    html = (ROOT / "index.html").read_text()
    assert f"./static/vendor/pyscript-{pins['@pyscript/core']}/core.js" in html
    compiler = (ROOT / "static/wasm-compiler.js").read_text()
    assert f'"./vendor/pyodide-{pins["pyodide"]}/pyodide.asm.wasm"' in compiler, "the page compiles ours"
    page = (ROOT / "static/page.js").read_text()
    uqr = json.loads((ROOT / "package.json").read_text())["dependencies"]["uqr"]
    assert f'import("./vendor/uqr-{uqr}/uqr.mjs")' in page, "the QR encoder vendored at its pinned version"


def game_packages() -> dict[str, list[str]]:
    """Each game's own modules, as scripts/build-sw.mjs bundles them: games/, bots/ and ui/<game>/."""
    return {
        game: sorted(
            p.relative_to(ROOT).as_posix()
            for layer in ("games", "bots", "ui")
            for p in (ROOT / "shelfie" / layer / game).rglob("*.py")
        )
        for game in registry.GAMES
    }


NOT_ON_THE_PAGE = {
    "shelfie/web/worker.py",  # the worker's entry point, which its <script> tag loads
    "shelfie/bots/sim.py",  # the simulator
}


def shell() -> dict[str, str]:
    """The shell's files as make site bundles them (static/bundles/shell.json)."""
    return json.loads((ROOT / "static/bundles/shell.json").read_text())["files"]


@pytest.mark.site
def test_the_shell_is_shipped_at_boot_and_each_games_modules_in_its_bundle():
    shipped = {path for path in shell() if path.endswith(".py")}
    bundled = {path for files in game_packages().values() for path in files}
    modules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "shelfie").rglob("*.py")}
    assert shipped.isdisjoint(bundled), "a game's modules are not loaded for every page"
    assert shipped | bundled == modules - NOT_ON_THE_PAGE
    assert all(source == (ROOT / path).read_text() for path, source in shell().items())


def test_pyscript_fetches_no_files_of_its_own():
    """The shell comes in one bundle that the worker asks for while Python starts
    (static/interpreter.mjs); PyScript would fetch [files] one by one once Python has started."""
    assert "files" not in config()
    interpreter = (ROOT / "static/interpreter.mjs").read_text()
    assert 'new URL("./bundles/shell.json", import.meta.url)' in interpreter


@pytest.mark.site
def test_every_translation_is_shipped():
    for language in i18n.LANGUAGES:
        if language != i18n.DEFAULT:
            assert f"shelfie/locale/{language}.po" in shell()


def test_the_registry_names_the_packages_the_bundles_hold():
    for game, entry in registry.GAMES.items():
        assert entry.modules == (
            f"shelfie.games.{game}.game",
            f"shelfie.bots.{game}",
            f"shelfie.ui.{game}.screens",
        )
        assert game_packages()[game], game


def test_the_page_leaves_the_runtime_to_the_worker():
    """Python starts in the worker, which fetches the runtime itself: the page neither preloads nor
    compiles any of it (a module preload of Pyodide's JavaScript would compile it on the main
    thread). Preloading the wasm and the standard library from the page only warmed the HTTP cache
    for the worker, within noise (first visit, medians of 4: 2.84 s against 2.93 s cold, 2.53 s
    against 2.43 s warm), so it is not done."""
    html = (ROOT / "index.html").read_text()
    assert re.findall(r"<link [^>]*pyodide[^>]*>", html) == []


@pytest.mark.site
def test_the_page_asks_at_once_for_what_pyscript_fetches_one_after_another():
    """core.js imports its chunk, which imports the plugins pyscript.toml keeps (the deprecation
    notices, the error panel) and, once it has read the config, the TOML parser; then it fetches the
    worker's script. Each step waits for the one before, a round trip each on a phone's network;
    index.html preloads them all but the chunk (35 KB compressed: preloaded, it shared the network
    with the styles and put the first paint 0.3 s later in Lighthouse's slow 4G). A PyScript upgrade
    renames the chunks: this names the new ones."""
    pins = json.loads((ROOT / "package.json").read_text())["dependencies"]
    folder = f"static/vendor/pyscript-{pins['@pyscript/core']}"
    (chunk,) = re.findall(r'from"\./(core-[\w-]+\.js)"', (ROOT / folder / "core.js").read_text())
    code = (ROOT / folder / chunk).read_text()
    kept = [
        re.search(rf'"?{name}"?:\(\)=>import\("\./({name}-[\w-]+\.js)"\)', code)
        for name in ("deprecations-manager", "error")
    ]
    toml = re.search(r'import\("\./(toml-[\w-]+\.js)"\)\)\.parse', code)
    assert all(kept) and toml, "PyScript's chunk imports its plugins and its TOML parser as it did in 0.7.31"
    modules = {f"./{folder}/{name}" for name in [*(found.group(1) for found in kept), toml.group(1)]}
    html = (ROOT / "index.html").read_text()
    assert set(re.findall(r'<link rel="modulepreload" href="([^"]+)">', html)) == modules
    fetched = set(re.findall(r'<link rel="preload" href="([^"]+)" as="fetch" crossorigin>', html))
    assert fetched == {"./pyscript.toml", "./shelfie/web/worker.py"}
    assert (
        '<script type="py" worker name="shelfie" src="./shelfie/web/worker.py" config="./pyscript.toml">'
        in html
    )
    assert all((ROOT / url).is_file() for url in modules | fetched)


def test_index_loads_only_relative_urls():
    html = (ROOT / "index.html").read_text()
    urls = re.findall(r'(?:src|href)="([^"#][^"]*)"', html)
    assert urls
    assert all(url.startswith("./") for url in urls), urls


def test_manifest_names_the_app_and_its_icons_exist():
    manifest = json.loads((ROOT / "static/manifest.webmanifest").read_text())
    assert manifest["name"]
    assert manifest["short_name"]
    assert manifest["display"] == "standalone"
    sizes = {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("192x192", "maskable"), ("512x512", "maskable")} <= sizes
    for icon in manifest["icons"]:
        assert (ROOT / "static" / icon["src"]).is_file()


def test_hosting_headers():
    from tools.site import netlify_headers

    pins = json.loads((ROOT / "package.json").read_text())["dependencies"]
    pyodide = f"/static/vendor/pyodide-{pins['pyodide']}"
    pyscript = f"/static/vendor/pyscript-{pins['@pyscript/core']}"
    assert netlify_headers(f"{pyodide}/pyodide.asm.wasm")["Content-Type"] == "application/wasm"
    assert "immutable" in netlify_headers(f"{pyscript}/core.js")["Cache-Control"]
    assert netlify_headers(f"{pyodide}/pyodide.mjs")["Content-Type"].startswith("text/javascript")
    for page in ("/", "/index.html", "/sw.js"):
        assert netlify_headers(page)["Cache-Control"] == "no-cache"
    csp = netlify_headers("/index.html")["Content-Security-Policy"]
    assert "default-src 'self'" in csp
    assert "http" not in csp, "no other origin is allowed"


def test_styles_are_split_into_the_shell_and_one_file_per_game():
    html = (ROOT / "index.html").read_text()
    assert '<link rel="stylesheet" href="./static/shell.css">' in html
    for game in registry.GAMES:
        assert (ROOT / "static" / "games" / f"{game}.css").is_file()
        assert f'href="./static/games/{game}.css"' in html
    assert ".cell" not in (ROOT / "static/shell.css").read_text(), "the shell holds no game's board styles"


def test_index_carries_the_first_visit_screens_as_the_views_render_them():
    """One source of markup: index.html's prerendered block is what the controller renders for an
    empty storage, the home and each game's set-up (python -m tools.prerender rewrites it), and
    boot.js learns the other languages."""
    index = (ROOT / "index.html").read_text()
    block, meta = prerender.current(index)
    assert block == prerender.block()
    assert block.startswith(prerender.first_screen())
    for game_id, entry in registry.GAMES.items():
        assert f'<template id="prerendered-{game_id}">{prerender.first_screen(game_id)}</template>' in block
        assert f"New game: {entry.title}" in prerender.first_screen(game_id)
    assert meta == (
        '<meta name="shelfie-other-languages" content="it">\n'
        f'  <meta name="shelfie-games" content="{" ".join(registry.GAMES)}">'
    )
    assert 'aria-label="Play My Shelfie: The Dice Game"' in block
    assert prerender.rendered(index) == index
    stale = index.replace(">Choose a game<", ">Pick a game<")
    assert prerender.rendered(stale) == index
