"""Building HTML as strings, safe by default: every text is escaped unless it is ``Safe``.

``Safe`` is markup this module built (``tag``, ``button``, ``join``) or a piece of markup the code
vouches for by wrapping it (a fixed SVG icon). Anything else that reaches a tag's content, a
``Safe`` string it is added to, or ``join``, is escaped on the way in, so a player's name can never
become markup, whether or not its caller remembered ``esc``. Attribute values are always escaped.
"""

from collections.abc import Iterable

_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


class Safe(str):
    """Markup, inserted as it is; adding plain text to it escapes the text."""

    __slots__ = ()

    def __add__(self, other: object) -> "Safe":
        return Safe(str.__add__(self, esc(other)))

    def __radd__(self, other: object) -> "Safe":
        return Safe(str.__add__(esc(other), self))


def esc(text: object) -> Safe:
    """Text as markup that shows it; ``Safe`` markup is left as it is. Not ``html.escape``:
    importing the stdlib ``html`` package costs about 50 ms of start-up in Pyodide for its entity
    tables."""
    if isinstance(text, Safe):
        return text
    return Safe(str(text).translate(_ESCAPES))


def join(parts: Iterable[object], separator: str = "") -> Safe:
    """Markup and text one after another (text escaped), as ``"".join`` would put them."""
    return Safe(esc(separator).join(esc(part) for part in parts))


def attrs(**values: object) -> Safe:
    """HTML attributes; ``None``/``False`` drop out, ``True`` is a bare attribute, ``_`` is ``-``."""
    out = []
    for key, value in values.items():
        name = key.rstrip("_").replace("_", "-")
        if value is None or value is False:
            continue
        out.append(f" {name}" if value is True else f' {name}="{str(value).translate(_ESCAPES)}"')
    return Safe("".join(out))


def tag(element: str, content: object = "", /, **values: object) -> Safe:
    return Safe(f"<{element}{attrs(**values)}>{esc(content)}</{element}>")


def button(
    content: object,
    cmd: str,
    arg: object = None,
    *,
    label: str | None = None,
    pressed: bool | None = None,
    disabled: bool = False,
    class_: str = "",
    describedby: str | None = None,
    focus: bool = False,
    lang: str | None = None,
    key: str | None = None,
) -> Safe:
    """A button that sends ``cmd``/``arg`` to the controller; ``data-key`` lets focus survive a redraw.

    ``focus`` marks the control that takes keyboard focus when the focused one is gone. ``key``
    replaces the default key (``cmd:arg``): a control whose key changes gives the focus away, as a
    chosen space does to the button that confirms it."""
    key = key or (cmd if arg is None else f"{cmd}:{arg}")
    return tag(
        "button",
        content,
        type="button",
        class_=class_ or None,
        data_cmd=cmd,
        data_arg=None if arg is None else arg,
        data_key=key,
        aria_label=label,
        aria_pressed=None if pressed is None else ("true" if pressed else "false"),
        aria_describedby=describedby,
        disabled=disabled,
        data_focus=focus and not disabled,
        lang=lang,
    )


def hidden(text: str) -> Safe:
    """Text for screen readers only."""
    return tag("span", text, class_="sr-only")


def void(element: str, /, **values: object) -> Safe:
    """An element with no content and no end tag (``input``)."""
    return Safe(f"<{element}{attrs(**values)}>")


def file_picker(text: str, id_: str, accept: str) -> Safe:
    """A file input shown as a button in the page's own words. The browser's own control says
    "Choose File" and "No file chosen" in the browser's language, whatever the page speaks; the
    input stays in the page, focusable and named by the label, and its focus ring is drawn on the
    label (static/shell.css). A chosen file is opened at once (static/page.js), so no file name is
    shown."""
    return void("input", type="file", id=id_, accept=accept, class_="sr-only file-input") + tag(
        "label", text, for_=id_, class_="file-button"
    )


def icon(symbol: str, class_: str = "icon") -> Safe:
    """A picture of the page's sprite, hidden from screen readers: words carry the meaning."""
    return tag("svg", tag("use", href=f"#{symbol}"), class_=class_, aria_hidden="true", focusable="false")
