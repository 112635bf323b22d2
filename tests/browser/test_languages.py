"""The page in Italian, switched by the player, with every control found by its Italian name."""

import re

import pytest
from playwright.sync_api import expect

from .helpers import saved_session, wait_ready

pytestmark = pytest.mark.warm


def test_a_player_switches_to_italian_and_plays_a_turn_by_italian_names(page, open_game):
    open_game("?seed=5")
    page.get_by_role("button", name="Italiano").click()
    expect(page.get_by_role("heading", name="Scegli un gioco")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "it")
    expect(page.get_by_role("button", name="Italiano")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_role("banner").get_by_text("giochi da tavolo nel browser")).to_be_visible()
    page.get_by_role("button", name="Gioca a My Shelfie: il gioco di dadi").click()
    expect(page.get_by_label("Nome del giocatore 2")).to_have_value("Giocatore 2")
    page.get_by_label("Nome del giocatore 1").fill("Anna")
    page.get_by_label("Il giocatore 2 gioca come").select_option("medium")
    page.get_by_role("button", name="Inizia la partita").click()
    # Seed 5 draws the computer to start: its turn is skipped by its Italian name, not waited out
    # (shown step by step, it can outlast an expectation's 5 s on a busy machine, as it did in CI).
    expect(page.get_by_role("heading", name=re.compile("^Turno di Computer 2"))).to_be_visible()
    page.get_by_role("button", name="Salta i turni del computer").click()
    expect(page.get_by_role("heading", name=re.compile("^Turno di Anna"))).to_be_visible()
    page.get_by_role("button", name="Tira i dadi").click()
    page.get_by_role("button", name=re.compile(r"^Dado 1: ")).click()
    expect(page.get_by_role("button", name=re.compile(r"^Dado 1: .*, tenuto$"))).to_be_visible()
    page.get_by_role("button", name="Rilancia 5 dadi").click()
    page.get_by_role("button", name="Smetti di tirare").click()
    expect(page.get_by_role("group", name="Dadi")).to_be_visible()
    assert saved_session(page).game.phase.value == "mark"
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("button", name="Tutti i giochi")).to_be_visible()  # the choice is remembered


def test_the_address_can_ask_for_a_language(page, open_game):
    open_game("?seed=5&lang=it&game=dicegame")
    expect(page.get_by_role("button", name="Inizia la partita")).to_be_visible()


def test_a_file_is_chosen_by_a_button_in_the_pages_language(page, open_game):
    """The browser's own file control speaks the browser's language ("Choose File", "No file
    chosen"); the page shows its own button, named in Italian, reached by the keyboard with its
    focus ring drawn, and a chosen file is opened at once."""
    open_game("?lang=it")
    picker = page.get_by_label("Apri un file di partita")
    shown = page.locator("label.file-button", has_text="Apri un file di partita")
    expect(shown).to_be_visible()
    assert shown.bounding_box()["height"] >= 44
    assert picker.bounding_box()["width"] <= 1, "the browser's own control is not shown"
    page.get_by_role("button", name="Apri", exact=True).focus()
    page.keyboard.press("Tab")
    expect(picker).to_be_focused()
    assert shown.evaluate("(label) => getComputedStyle(label).outlineStyle") == "solid"
    picker.set_input_files({"name": "partita.txt", "mimeType": "text/plain", "buffer": b"nothing here"})
    expect(page.get_by_text(re.compile(r"^Questo link non si può aprire: "))).to_be_visible()
    picker.set_input_files({"name": "partita.txt", "mimeType": "text/plain", "buffer": b"\xc3(\xff"})
    expect(page.get_by_text(re.compile(r"^Questo file non si può aprire: non è testo"))).to_be_visible()
