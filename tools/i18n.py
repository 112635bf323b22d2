"""The translation catalogue: every message the code marks, and whether each language has them all.

    python -m tools.i18n            # writes shelfie/locale/shelfie.pot, checks every .po
    python -m tools.i18n --check    # checks only (tests/ui/test_i18n.py runs this)

Marked messages are the string literals given to ``t``/``tn`` (both forms), ``N_`` (phrases used as
values), the templates of ``IllegalAction``/``DraftRefused``/``InvalidBoard`` that the page words, and index.html's
``data-i18n`` texts (the header, footer and update banner, translated by the web layer). A message
written as an f-string is not a template and is never translated (developers' errors only).
"""

import ast
import html
import re
import sys
from pathlib import Path

from shelfie.ui.i18n import LANGUAGES, LOCALES, parse_po

ROOT = Path(__file__).resolve().parents[1]
MARKERS = {"t", "N_", "IllegalAction", "DraftRefused", "InvalidBoard"}
FIELD = re.compile(r"\{(\w*)\}")


def messages(root: Path = ROOT / "shelfie") -> tuple[list[str], list[tuple[str, str]]]:
    """Singular messages and (singular, plural) pairs, in order of first appearance."""
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
    for text in re.findall(r'data-i18n="([^"]+)"', (ROOT / "index.html").read_text(encoding="utf-8")):
        singular[html.unescape(text)] = None
    return list(singular), list(plural)


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def pot() -> str:
    singular, plural = messages()
    lines = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"', ""]
    for message in singular:
        lines += [f"msgid {_quote(message)}", 'msgstr ""', ""]
    for one, many in plural:
        lines += [f"msgid {_quote(one)}", f"msgid_plural {_quote(many)}", 'msgstr[0] ""', 'msgstr[1] ""', ""]
    return "\n".join(lines)


def problems(language: str) -> list[str]:
    """What ``language``'s catalogue lacks or gets wrong: missing messages, fields that differ."""
    translated, plurals = parse_po((LOCALES / f"{language}.po").read_text(encoding="utf-8"))
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


def main() -> int:
    if "--check" not in sys.argv:
        (LOCALES / "shelfie.pot").write_text(pot(), encoding="utf-8")
    found = [problem for code in LANGUAGES if code != "en" for problem in problems(code)]
    print("\n".join(found) or "every language is complete")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
