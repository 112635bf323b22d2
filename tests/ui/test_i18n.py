"""Every word through one catalogue: Italian complete, the page switchable, refusals worded."""

import pytest

from shelfie.ui import i18n
from shelfie.ui.i18n import parse_po, t, tn
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import LANGUAGE_KEY, Controller
from tools.i18n import LOCALES, messages, pot, problems


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.use("en")


def test_the_italian_catalogue_has_every_message_with_the_same_fields():
    singular, plural = messages()
    assert len(singular) > 150 and plural, "the extraction finds the page's messages"
    assert problems("it") == []


def test_the_template_for_translators_is_current():
    assert (LOCALES / "shelfie.pot").read_text(encoding="utf-8") == pot(), "run: python -m tools.i18n"


def test_a_missing_or_mistranslated_message_is_reported(monkeypatch, tmp_path):
    (tmp_path / "it.po").write_text('msgid "Roll the dice"\nmsgstr "Tira {wrong}"\n', encoding="utf-8")
    monkeypatch.setattr("tools.i18n.LOCALES", tmp_path)
    found = problems("it")
    assert "it: fields differ in 'Roll the dice'" in found
    assert "it: missing 'Stop rolling'" in found


def test_po_parsing_handles_continued_lines_escapes_and_plurals():
    messages_, plurals = parse_po(
        '# comment\nmsgid ""\nmsgstr "header"\n\nmsgid "a \\"b\\""\nmsgstr ""\n"c "\n"d"\n\n'
        'msgid "{count} die"\nmsgid_plural "{count} dice"\nmsgstr[0] "{count} dado"\nmsgstr[1] "{count} dadi"\n'
    )
    assert messages_ == {'a "b"': "c d"}
    assert plurals == {("{count} die", "{count} dice"): ("{count} dado", "{count} dadi")}


def test_switching_language_changes_words_and_plurals():
    assert t("Roll the dice") == "Roll the dice"
    i18n.use("it")
    assert t("Roll the dice") == "Tira i dadi"
    assert tn("{count} die", "{count} dice", 1) == "1 dado"
    assert tn("{count} die", "{count} dice", 3) == "3 dadi"
    assert t("Die {number}: {face}", number=2, face=t("cat")) == "Dado 2: gatto"
    assert t("a message nobody translated") == "a message nobody translated"
    i18n.use("xx")
    assert i18n.language() == "en" and t("Roll the dice") == "Roll the dice"


def test_the_page_speaks_italian_when_asked_and_remembers_it():
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 1, "dicegame")
    assert "Start game" in controller.render()
    controller.handle("home", None, {})
    controller.handle("language", "it", {})
    html = controller.render()
    assert "Scegli un gioco" in html and 'aria-label="Gioca a My Shelfie: il gioco di dadi"' in html
    assert storage.get(LANGUAGE_KEY) == "it"
    i18n.use("en")
    reopened = Controller(storage, lambda: 1, "dicegame", browser_language="en")
    assert "Inizia la partita" in reopened.render(), "the choice outlives the page"
    assert "Start game" in Controller(MemoryStorage(), lambda: 1, "dicegame", language="en").render()
    assert (
        "Inizia la partita"
        in Controller(MemoryStorage(), lambda: 1, "dicegame", browser_language="it").render()
    )


def test_an_engine_refusal_is_worded_in_the_players_language():
    controller = Controller(MemoryStorage(), lambda: 1, "dicegame", language="it")
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    controller.handle("roll", None, {})
    for pos in range(6):
        controller.handle("keep", str(pos), {})
    controller.handle("roll", None, {})
    assert controller.session.message == (
        "Un rilancio deve lanciare almeno un dado: smetti di tirare per tenerli tutti."
    )
