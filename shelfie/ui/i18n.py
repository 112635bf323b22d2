"""Every word the page shows, through one catalogue: English in the code, translations in .po files.

gettext's conventions, which translators know: the English text is the message id, ``{name}``
fields carry the values, and plural forms are chosen by count. The stdlib ``gettext`` needs
compiled .mo files; this reads the .po text directly (a few dozen lines), so the site has no build
step for translations and Pyodide fetches a small text file.
"""

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path

LOCALES = Path(__file__).resolve().parents[1] / "locale"
LANGUAGES = {"en": "English", "it": "Italiano"}
"""Language code -> its own name, as the language switch shows it."""
DEFAULT = "en"


@dataclass
class Catalog:
    language: str = DEFAULT
    messages: dict[str, str] = field(default_factory=dict)
    plurals: dict[tuple[str, str], tuple[str, str]] = field(default_factory=dict)


_ENTRY = re.compile(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d\])?)\s+(".*")\s*$')


def parse_po(text: str) -> tuple[dict[str, str], dict[tuple[str, str], tuple[str, str]]]:
    """Singular messages and plural pairs of a .po file (comments and the header skipped)."""
    messages: dict[str, str] = {}
    plurals: dict[tuple[str, str], tuple[str, str]] = {}
    entry: dict[str, str] = {}
    last = ""

    def flush() -> None:
        msgid = entry.get("msgid", "")
        if msgid and "msgid_plural" in entry:
            forms = (entry.get("msgstr[0]", ""), entry.get("msgstr[1]", ""))
            if all(forms):
                plurals[(msgid, entry["msgid_plural"])] = forms
        elif msgid and entry.get("msgstr"):
            messages[msgid] = entry["msgstr"]
        entry.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            if not line:
                flush()
            continue
        match = _ENTRY.match(line)
        if match:
            keyword, quoted = match.groups()
            if keyword == "msgid" and "msgid" in entry:
                flush()
            last = keyword
            entry[keyword] = ast.literal_eval(quoted)
        elif line.startswith('"') and last:
            entry[last] += ast.literal_eval(line)
    flush()
    return messages, plurals


_current = [Catalog()]
"""The page's one language at a time (a list, so switching needs no ``global``)."""


def use(code: str) -> str:
    """Switch every later message to ``code``'s language (English for one without a catalogue)."""
    if code not in LANGUAGES or code == DEFAULT:
        _current[0] = Catalog()
        return DEFAULT
    messages, plurals = parse_po((LOCALES / f"{code}.po").read_text(encoding="utf-8"))
    _current[0] = Catalog(code, messages, plurals)
    return code


def language() -> str:
    return _current[0].language


def t(message: str, /, **values: object) -> str:
    """``message`` in the current language, with ``{fields}`` filled in."""
    text = _current[0].messages.get(message, message)
    return text.format(**values) if values else text


def tn(singular: str, plural: str, count: int, /, **values: object) -> str:
    """The singular or plural form for ``count`` (English and Italian: one is singular)."""
    forms = _current[0].plurals.get((singular, plural), (singular, plural))
    return forms[0 if count == 1 else 1].format(count=count, **values)
