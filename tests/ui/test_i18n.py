"""Every word through one catalogue: Italian complete, the page switchable, refusals worded."""

import pytest

from shelfie.games.myshelfie.tiles import TYPES
from shelfie.ui import i18n
from shelfie.ui.i18n import parse_po, t, tn
from shelfie.ui.myshelfie.labels import tile_letter
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.updating import LANGUAGE_KEY
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
    catalog = parse_po(
        '# comment\nmsgid ""\nmsgstr "header"\n\nmsgid "a \\"b\\""\nmsgstr ""\n"c "\n"d"\n\n'
        'msgid "{count} die"\nmsgid_plural "{count} dice"\nmsgstr[0] "{count} dado"\nmsgstr[1] "{count} dadi"\n'
    )
    assert catalog.messages == {'a "b"': "c d"}
    assert catalog.plurals == {("{count} die", "{count} dice"): ("{count} dado", "{count} dadi")}


POLISH = """msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

msgid "{count} die"
msgid_plural "{count} dice"
msgstr[0] "{count} kostka"
msgstr[1] "{count} kostki"
msgstr[2] "{count} kostek"

#, fuzzy
msgid "Roll the dice"
msgstr "Rzuć (szkic)"

msgctxt "button"
msgid "Stop rolling"
msgstr "Stop (przycisk)"

msgid "Stop rolling"
msgstr "Koniec rzucania"
"""


def test_po_parsing_honours_the_plural_rule_contexts_and_fuzzy_drafts():
    """The reader ignored Plural-Forms, msgctxt and '#, fuzzy'."""
    catalog = parse_po(POLISH, "pl")
    assert [catalog.plural(n) for n in (1, 2, 4, 5, 12, 22, 25)] == [0, 1, 1, 2, 2, 1, 2]
    assert "Roll the dice" not in catalog.messages, "a fuzzy entry is a draft, not a translation"
    assert catalog.messages["Stop rolling"] == "Koniec rzucania", "a msgctxt entry stays apart"
    assert catalog.messages["button\x04Stop rolling"] == "Stop (przycisk)"
    i18n._current[0] = catalog  # the autouse fixture switches back to English
    assert [tn("{count} die", "{count} dice", n) for n in (1, 3, 5, 22)] == [
        "1 kostka",
        "3 kostki",
        "5 kostek",
        "22 kostki",
    ]
    assert t("Roll the dice") == "Roll the dice"


def test_a_new_language_is_one_command_and_updates_keep_translations(tmp_path, monkeypatch):
    from tools import i18n as tool

    monkeypatch.setattr(tool, "LOCALES", tmp_path)
    assert tool.main(["--new", "pl"]) == 0
    started = parse_po((tmp_path / "pl.po").read_text(encoding="utf-8"), "pl")
    assert [started.plural(n) for n in (1, 3, 5)] == [0, 1, 2], "CLDR's rule for Polish, from Babel"
    assert started.messages == {}, "every message waits for its translator"
    assert tool.main(["--new", "pl"]) == 1, "an existing catalogue is never overwritten"
    # A removed message unlike any the game has: one close to a message (as "gone" is to "(done)")
    # is taken by Babel as that message changed, and kept as its fuzzy translation instead.
    removed = "zyxwvq qqxz"
    kept = tool.updated(
        f'msgid "Roll the dice"\nmsgstr "Tira i dadi"\n\nmsgid "{removed}"\nmsgstr "via"\n', "it"
    )
    catalog = parse_po(kept, "it")
    assert catalog.messages == {"Roll the dice": "Tira i dadi"}
    assert 'msgid "Stop rolling"' in kept and f'#~ msgid "{removed}"' in kept


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


def test_every_language_writes_decimals_with_its_own_mark():
    from babel.numbers import get_decimal_symbol

    from shelfie.ui.i18n import DECIMAL_MARKS, LANGUAGES, decimal

    assert {code: DECIMAL_MARKS.get(code) for code in LANGUAGES} == {
        code: get_decimal_symbol(code) for code in LANGUAGES
    }, "CLDR's mark for every language the page speaks"
    assert decimal(131.04) == "131.0"
    i18n.use("it")
    assert decimal(131.04) == "131,0" and decimal(2.25, 2) == "2,25"


def test_the_statistics_write_an_average_with_the_languages_mark():
    from shelfie.ui.shell.history import HISTORY_KEY, Record, dump

    storage = MemoryStorage()
    played = [
        Record("dicegame", "2026-11-22", ("Ann", "Hal"), ("person", "easy"), (s, 50), (0,)) for s in (80, 81)
    ]
    storage.set(HISTORY_KEY, dump(played))
    controller = Controller(storage, lambda: 1)
    controller.handle("language", "it", {})
    controller.handle("stats", None, {})
    assert "Punteggio medio</th><td>80,5<" in controller.render()


def test_a_day_is_written_as_each_language_writes_a_date():
    import datetime

    from babel.dates import format_date

    from shelfie.ui.i18n import LANGUAGES, day

    days = [datetime.date(2026, 1, 1) + datetime.timedelta(days=n) for n in range(365)]
    for code in LANGUAGES:
        i18n.use(code)
        assert [day(when.isoformat()) for when in days] == [
            format_date(when, "medium", locale=code) for when in days
        ], f"CLDR's medium date in {code}"
    assert day("22/11/2026") == "22/11/2026" and day("") == "", "anything else is shown as it is"


@pytest.mark.parametrize("code", sorted(i18n.LANGUAGES))
def test_every_tile_type_has_its_own_letter_in_every_language(code):
    """A tile's corner letter tells the types apart beside its picture: Italian's Gatto and Gioco
    are told apart as Ga and Gi (a word said with a context, ``tc``), not both G."""
    i18n.use(code)
    letters = {kind: tile_letter(tile) for tile, kind in enumerate(TYPES, start=1)}
    assert len(set(letters.values())) == len(TYPES), letters
    if code == "it":
        assert (letters["cat"], letters["game"]) == ("Ga", "Gi")
    assert all(1 <= len(letter) <= 2 for letter in letters.values())


def test_a_word_with_a_context_is_kept_apart_from_the_same_word_without():
    catalog = parse_po('msgctxt "tile letter"\nmsgid "C"\nmsgstr "Ga"\n\nmsgid "C"\nmsgstr "Do"\n', "it")
    assert catalog.messages == {f"tile letter{i18n.CONTEXT}C": "Ga", "C": "Do"}
    singular, _ = messages()
    assert f"tile letter{i18n.CONTEXT}G" in singular, "tc's messages are extracted with their context"


def test_english_for_new_fills_what_no_translator_has_yet_and_marks_it():
    """tools/new_game: a new game's words read in English until translated, the catalogue complete."""
    from tools.i18n import ENGLISH_FOR_NOW, english_for_new

    # No header: Babel reads a header through the email package, which the page's Python lacks and
    # the Pyodide run would count as the games' (tests/pyodide/import_trace.py).
    text = (
        'msgid "Roll the dice"\nmsgstr "Tira i dadi"\n\n'
        'msgid "Number Race"\nmsgstr ""\n\n'
        '#, fuzzy\nmsgid "Add {number}"\nmsgstr "Aggiungi {wrong}"\n\n'
        'msgid "{count} point"\nmsgid_plural "{count} points"\nmsgstr[0] ""\nmsgstr[1] ""\n'
    )
    filled = english_for_new(text, "it")
    catalog = parse_po(filled, "it")
    assert catalog.messages["Roll the dice"] == "Tira i dadi", "a translation is kept"
    assert catalog.messages["Number Race"] == "Number Race"
    assert catalog.messages["Add {number}"] == "Add {number}", "a fuzzy draft gives way to the English"
    assert catalog.plurals[("{count} point", "{count} points")] == ("{count} point", "{count} points")
    assert filled.count(f"# {ENGLISH_FOR_NOW}") == 3
