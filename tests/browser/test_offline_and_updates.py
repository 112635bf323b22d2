"""Offline after one visit, and a new deploy offered without losing the game in progress."""

import re
import shutil
import subprocess
from pathlib import Path

from playwright.sync_api import expect

from tools.site import ROOT, serve

from .helpers import BOOT_MS, dice_labels, play_until_over, start, wait_ready


def site_caches(page) -> list[str]:
    """The service worker's caches (Python's memory snapshot has its own, static/interpreter.mjs)."""
    return [key for key in page.evaluate("caches.keys()") if key.startswith("shelfie-")]


def copy_site(target: Path) -> Path:
    """A deployable copy of the site, to change and rebuild as a new deploy would."""
    site = target / "site"
    site.mkdir()
    for name in ("index.html", "pyscript.toml", "sw.js"):
        shutil.copy2(ROOT / name, site / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(ROOT / "shelfie", site / "shelfie", ignore=ignore)
    shutil.copytree(ROOT / "static", site / "static", ignore=ignore)
    return site


def test_after_one_visit_the_game_starts_resumes_and_plays_with_no_network(page, context):
    with serve() as url:
        page.goto(url + "index.html")
        wait_ready(page)
        expect(page.get_by_text("Ready to play offline")).to_be_visible(timeout=BOOT_MS)
        start(page, "Ann", "Bob")
        page.get_by_role("button", name="Roll the dice").click()
        page.get_by_role("button", name=re.compile(r"^Die 1:")).click()
        dice = dice_labels(page)
    context.set_offline(True)

    page.reload()
    wait_ready(page)
    assert dice_labels(page) == dice, "the saved game resumes with the same dice"
    expect(page.get_by_role("button", name=re.compile(r"^Die 1:"))).to_have_attribute("aria-pressed", "true")

    page.get_by_role("button", name="New game").click()
    start(page, "Cid")
    play_until_over(page)


def test_the_offline_copy_leaves_out_pyscripts_editor_and_terminal(page):
    """A first visit caches the site for offline play, but not PyScript's code editor and terminal
    (CodeMirror, xterm) or the plugins the page never loads: about 780 KB fetched for nothing."""
    with serve() as url:
        page.goto(url + "index.html")
        wait_ready(page)
        expect(page.get_by_text("Ready to play offline")).to_be_visible(timeout=BOOT_MS)
        cached = page.evaluate(
            """async () => {
              const names = [];
              for (const key of await caches.keys()) {
                if (!key.startsWith("shelfie-")) continue;  // Python's memory snapshot has its own
                for (const request of await (await caches.open(key)).keys()) names.push(request.url);
              }
              return names;
            }"""
        )
    names = [name.rsplit("/", 1)[-1] for name in cached if "/pyscript-" in name]
    assert any(name.startswith("core-") for name in names), names
    unused = [
        n for n in names if re.match(r"(codemirror|xterm|py-editor|py-terminal|py-game|donkey)[-_.]", n)
    ]
    assert unused == [], unused
    assert [name for name in cached if name.endswith((".br", ".gz"))] == [], (
        "precompressed copies are the host's"
    )


def test_a_new_deploy_is_offered_and_the_game_in_progress_survives(page, tmp_path):
    site = copy_site(tmp_path)
    with serve(site) as url:
        page.goto(url + "index.html")
        wait_ready(page)
        expect(page.get_by_text("Ready to play offline")).to_be_visible(timeout=BOOT_MS)
        start(page, "Ann", "Bob")
        page.get_by_role("button", name="Roll the dice").click()
        dice = dice_labels(page)
        old_caches = site_caches(page)

        stylesheet = site / "static/shell.css"
        stylesheet.write_text(stylesheet.read_text() + "\n/* deploy 2 */\n")
        subprocess.run(
            ["node", str(ROOT / "scripts/build-sw.mjs"), str(site)], check=True, capture_output=True
        )

        page.reload()
        wait_ready(page)
        assert dice_labels(page) == dice, "the old version still serves the game until the player chooses"
        offer = page.get_by_role("status").filter(has_text="A new version of Shelfie is ready")
        expect(offer).to_be_visible(timeout=BOOT_MS)
        with page.expect_navigation(timeout=BOOT_MS):
            page.get_by_role("button", name="Reload to update").click()
        wait_ready(page)
        assert dice_labels(page) == dice, "the save loads in the new version"
        assert "deploy 2" in page.evaluate("fetch('./static/shell.css').then(r => r.text())")
        new_caches = site_caches(page)
        assert len(new_caches) == 1
        assert new_caches != old_caches, "the old version's cache is gone"
