"""Every word the page shows, through one catalogue: English in the code, translations in .po files.

gettext's conventions, which translators know: the English text is the message id, ``{name}``
fields carry the values, and plural forms are chosen by count through the catalogue's own
``Plural-Forms`` rule. The stdlib ``gettext`` module reads only compiled .mo files; this reads the
.po text directly, so the site has no build step for translations and Pyodide fetches a small text
file. It honours what a .po file says: ``msgctxt`` entries are kept apart from the plain message
(``t`` never uses them), ``#, fuzzy`` entries are drafts and unused, and the plural rule is the
header's, compiled by the stdlib's own ``gettext.c2py``. ``tools/i18n.py`` writes the files with
Babel.
"""

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from gettext import c2py
from pathlib import Path

from shelfie.core.errors import N_

LOCALES = Path(__file__).resolve().parents[1] / "locale"
LANGUAGES = {"en": "English", "it": "Italiano"}
"""Language code -> its own name, as the language switch shows it."""
DECIMAL_MARKS = {"en": ".", "it": ","}
"""Language code -> the mark between a number's whole part and its decimals (131.5, 131,5)."""
DEFAULT = "en"
CONTEXT = "\x04"
"""Between a ``msgctxt`` and its ``msgid`` in a catalogue key, as gettext keeps them."""


def _english(count: int) -> int:
    return 0 if count == 1 else 1


@dataclass
class Catalog:
    language: str = DEFAULT
    messages: dict[str, str] = field(default_factory=dict)
    plurals: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)
    """(singular, plural) -> every form, in the order the plural rule numbers them."""
    plural: Callable[[int], int] = _english
    """The language's plural rule: a count -> the index of its form."""


_ENTRY = re.compile(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d\])?)\s+(".*")\s*$')
_PLURAL_FORMS = re.compile(r"^Plural-Forms:.*?plural=(.+?);?\s*$", re.MULTILINE)


def parse_po(text: str, language: str = DEFAULT) -> Catalog:
    """The translated messages, plural forms and plural rule of a .po file. Untranslated,
    incomplete and fuzzy entries are left out, so the English shows instead of a draft."""
    catalog = Catalog(language)
    entry: dict[str, str] = {}
    flags: set[str] = set()
    last = ""

    def flush() -> None:
        msgid, context = entry.get("msgid", ""), entry.get("msgctxt")
        key = msgid if context is None else f"{context}{CONTEXT}{msgid}"
        if not msgid and "msgstr" in entry:
            rule = _PLURAL_FORMS.search(entry["msgstr"])
            if rule:
                catalog.plural = c2py(rule.group(1))
        elif "fuzzy" in flags or not msgid:
            pass
        elif "msgid_plural" in entry:
            forms = tuple(entry[k] for k in sorted(entry, key=_form_number) if k.startswith("msgstr["))
            if forms and all(forms):
                catalog.plurals[(key, entry["msgid_plural"])] = forms
        elif entry.get("msgstr"):
            catalog.messages[key] = entry["msgstr"]
        entry.clear()
        flags.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            if not line or (last.startswith("msgstr") and entry):
                flush()
                last = ""
            if line.startswith("#,"):
                flags.update(flag.strip() for flag in line[2:].split(","))
            continue
        match = _ENTRY.match(line)
        if match:
            keyword, quoted = match.groups()
            if keyword in ("msgctxt", "msgid") and last.startswith("msgstr"):
                flush()
            last = keyword
            entry[keyword] = ast.literal_eval(quoted)
        elif line.startswith('"') and last:
            entry[last] += ast.literal_eval(line)
    flush()
    return catalog


def _form_number(key: str) -> int:
    return int(key[7:-1]) if key.startswith("msgstr[") else -1


_current = [Catalog()]
"""The page's one language at a time (a list, so switching needs no ``global``)."""


def use(code: str) -> str:
    """Switch every later message to ``code``'s language (English for one without a catalogue)."""
    if code not in LANGUAGES or code == DEFAULT:
        _current[0] = Catalog()
        return DEFAULT
    text = (LOCALES / f"{code}.po").read_text(encoding="utf-8")
    known = _parsed.get(code)
    if known is None or known[0] != text:
        known = _parsed[code] = (text, parse_po(text, code))
    _current[0] = known[1]
    return code


_parsed: dict[str, tuple[str, Catalog]] = {}
"""Each language's catalogue as last read, with the text it was read from: a switch back to a
language, or a new conversation on the same page, reads the file but parses it again only when
it changed (parsing is some 80 ms)."""


def language() -> str:
    return _current[0].language


def t(message: str, /, **values: object) -> str:
    """``message`` in the current language, with ``{fields}`` filled in."""
    text = _current[0].messages.get(message, message)
    return text.format(**values) if values else text


def tc(context: str, message: str, /) -> str:
    """``message`` as the current language says it in ``context`` (gettext's ``msgctxt``): for
    words that English says one way and another language two, such as a tile's one-letter mark."""
    return _current[0].messages.get(f"{context}{CONTEXT}{message}", message)


def tn(singular: str, plural: str, count: int, /, **values: object) -> str:
    """The form for ``count`` by the language's own plural rule (English where untranslated)."""
    catalog = _current[0]
    forms = catalog.plurals.get((singular, plural))
    index = catalog.plural(count) if forms else _english(count)
    chosen = forms[index] if forms and index < len(forms) else (singular, plural)[_english(count)]
    return chosen.format(count=count, **values)


def signed(points: float) -> str:
    """+4 or minus 1 written with the minus sign: a change in points, rounded, as a hint says it."""
    whole = round(points)
    return f"+{whole}" if whole >= 0 else f"−{-whole}"


def decimal(value: float, places: int = 1) -> str:
    """A number with ``places`` decimals, written with the language's decimal mark."""
    return f"{value:.{places}f}".replace(".", DECIMAL_MARKS.get(language(), "."))


MONTHS = (
    N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"),
    N_("Jul"), N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"),
)  # fmt: skip
"""Months as a date shortens them, in each language (CLDR's abbreviations: "nov" in Italian)."""


def day(iso: str) -> str:
    """A day (YYYY-MM-DD) as the language writes it in a sentence: "Nov 29, 2026", "29 nov 2026"
    (CLDR's medium date). Anything else, such as an imported history's odd date, is shown as it is."""
    try:
        when = date.fromisoformat(iso)
    except ValueError:
        return iso
    return t("{month} {day}, {year}", month=t(MONTHS[when.month - 1]), day=when.day, year=when.year)


def listing(items: list[str]) -> str:
    """ "Ann", "Ann and Bob", "Ann, Bob and Cy": a list said as a sentence says it."""
    if len(items) == 1:
        return items[0]
    return t("{some} and {last}", some=", ".join(items[:-1]), last=items[-1])
