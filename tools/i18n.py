"""The translation catalogue: every message the code marks, and whether each language has them all.

    python -m tools.i18n            # writes shelfie/locale/shelfie.pot, updates and checks every .po
    python -m tools.i18n --check    # checks only (tests/ui/test_i18n.py runs this)
    python -m tools.i18n --new fr   # starts shelfie/locale/fr.po, plural rule and all
    python -m tools.i18n --english-for-new   # as the first, then English for each message no
                                    # language has yet (tools/new_game: a new game is whole at once)

Babel (a dev dependency) writes the files: the template, each language's catalogue updated from it
(new messages added empty, changed ones kept as fuzzy drafts for the translator, removed ones kept as
obsolete comments), and a new language's catalogue with its plural rule from CLDR. The page reads
them with its own small reader (``shelfie.ui.i18n.parse_po``), which is also what checks them here.

Marked messages are the string literals given to ``t``/``tn`` (both forms), ``tc`` (with its context), ``N_`` (phrases used as
values), the templates of ``IllegalAction``/``DraftRefused``/``InvalidBoard`` that the page words, and index.html's
``data-i18n`` texts (the header, footer and update banner, translated by the web layer). A message
written as an f-string is not a template and is never translated (developers' errors only).
"""

import ast
import html
import io
import re
import sys
import tomllib
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po
from babel.numbers import get_decimal_symbol

from shelfie.ui.i18n import CONTEXT, LANGUAGES, LOCALES, parse_po

ROOT = Path(__file__).resolve().parents[1]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
MARKERS = {
    "t",
    "N_",
    "IllegalAction",
    "DraftRefused",
    "InvalidBoard",
    "InvalidLink",
    "InvalidHandshake",
    "NotHere",
    "Unfair",
    "UnreadableFile",
}
FIELD = re.compile(r"\{(\w*)\}")


def messages(root: Path = ROOT / "shelfie") -> tuple[list[str], list[tuple[str, str]]]:
    """Singular messages and (singular, plural) pairs, in order of first appearance; a message with
    a context (``tc``) is keyed as the page's catalogue keys it, ``context + CONTEXT + message``."""
    singular: dict[str, None] = {}
    plural: dict[tuple[str, str], None] = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            args = [
                a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
                for a in node.args
            ]
            if node.func.id in MARKERS and args and args[0]:
                singular[args[0]] = None
            elif node.func.id == "tn" and len(args) >= 2 and args[0] and args[1]:
                plural[(args[0], args[1])] = None
            elif node.func.id == "tc" and len(args) == 2 and args[0] and args[1]:
                singular[f"{args[0]}{CONTEXT}{args[1]}"] = None
    for text in re.findall(r'data-i18n="([^"]+)"', (ROOT / "index.html").read_text(encoding="utf-8")):
        singular[html.unescape(text)] = None
    return list(singular), list(plural)


def template() -> Catalog:
    singular, plural = messages()
    catalog = Catalog(project="Shelfie", charset="utf-8")
    for message in singular:
        context, _, text = message.rpartition(CONTEXT)
        catalog.add(text, context=context or None)
    for pair in plural:
        catalog.add(pair)
    return catalog


def _written(catalog: Catalog, **options: bool) -> str:
    out = io.BytesIO()
    write_po(out, catalog, width=0, no_location=True, **options)
    return out.getvalue().decode("utf-8")


def pot() -> str:
    """The template for translators: every marked message, in order of first appearance."""
    return 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n' + _written(
        template(), omit_header=True
    )


def updated(text: str, language: str) -> str:
    """``language``'s catalogue with the template's messages: translations kept, new messages
    empty, changed ones fuzzy, removed ones obsolete."""
    catalog = read_po(io.StringIO(text), locale=language)
    catalog.project, catalog.version = "Shelfie", VERSION
    catalog.update(template(), update_creation_date=False)
    return _written(catalog, include_previous=False)


def started(language: str) -> str:
    """A new language's catalogue: every message to translate, its plural rule from CLDR."""
    catalog = Catalog(locale=Locale.parse(language), project="Shelfie", version=VERSION, charset="utf-8")
    catalog.update(template(), update_creation_date=False)
    return _written(catalog)


ENGLISH_FOR_NOW = "English until translated"
"""The translator's comment on a message ``english_for_new`` filled in."""


def english_for_new(text: str, language: str) -> str:
    """``language``'s catalogue with every untranslated message (new, or a fuzzy draft) given its
    English, marked for the translator by a comment: a new game's words read in English, and the
    catalogue stays complete until they are translated."""
    catalog = read_po(io.StringIO(text), locale=language)
    for message in catalog:
        if not message.id or (message.string and not message.fuzzy and all(message.string)):
            continue
        if isinstance(message.id, tuple):
            message.string = (message.id[0], *[message.id[1]] * (catalog.num_plurals - 1))
        else:
            message.string = message.id
        message.flags.discard("fuzzy")
        message.previous_id = []
        if ENGLISH_FOR_NOW not in message.user_comments:
            message.user_comments.append(ENGLISH_FOR_NOW)
    return _written(catalog, include_previous=False)


def problems(language: str) -> list[str]:
    """What ``language``'s catalogue lacks or gets wrong: missing messages, fields that differ."""
    catalog = parse_po((LOCALES / f"{language}.po").read_text(encoding="utf-8"), language)
    translated, plurals = catalog.messages, catalog.plurals
    singular, plural = messages()
    found = []
    for message in singular:
        if message not in translated:
            found.append(f"{language}: missing {message!r}")
        elif set(FIELD.findall(message)) != set(FIELD.findall(translated[message])):
            found.append(f"{language}: fields differ in {message!r}")
    for pair in plural:
        if pair not in plurals:
            found.append(f"{language}: missing plural {pair!r}")
        elif any(set(FIELD.findall(form)) != set(FIELD.findall(pair[1])) for form in plurals[pair]):
            found.append(f"{language}: fields differ in plural {pair!r}")
    return found


def main(argv: list[str]) -> int:
    if argv[:1] == ["--new"] and len(argv) == 2:
        code = argv[1]
        target = LOCALES / f"{code}.po"
        if target.exists():
            print(f"{target} exists already")
            return 1
        target.write_text(started(code), encoding="utf-8")
        name = Locale.parse(code).get_display_name(code)
        mark = get_decimal_symbol(code)
        print(
            f"wrote {target}: translate it, then add {code!r}: {name!r} to LANGUAGES and {code!r}: {mark!r}"
            " (CLDR's decimal mark) to DECIMAL_MARKS in shelfie/ui/i18n.py"
        )
        return 0
    if "--check" not in argv:
        (LOCALES / "shelfie.pot").write_text(pot(), encoding="utf-8")
        for code in LANGUAGES:
            if code != "en":
                path = LOCALES / f"{code}.po"
                path.write_text(updated(path.read_text(encoding="utf-8"), code), encoding="utf-8")
                if "--english-for-new" in argv:
                    path.write_text(english_for_new(path.read_text(encoding="utf-8"), code), encoding="utf-8")
    found = [problem for code in LANGUAGES if code != "en" for problem in problems(code)]
    print("\n".join(found) or "every language is complete")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
