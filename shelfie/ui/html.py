"""Building HTML as strings: every text goes through ``esc``, every control is a real button."""

_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def esc(text: object) -> str:
    """Escape for text and attribute values. Not ``html.escape``: importing the stdlib ``html``
    package costs about 50 ms of start-up in Pyodide for its entity tables."""
    return str(text).translate(_ESCAPES)


def attrs(**values: object) -> str:
    """HTML attributes; ``None``/``False`` drop out, ``True`` is a bare attribute, ``_`` is ``-``."""
    out = []
    for key, value in values.items():
        name = key.rstrip("_").replace("_", "-")
        if value is None or value is False:
            continue
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


def tag(element: str, content: str = "", /, **values: object) -> str:
    return f"<{element}{attrs(**values)}>{content}</{element}>"


def button(
    content: str,
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
) -> str:
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


def hidden(text: str) -> str:
    """Text for screen readers only."""
    return tag("span", esc(text), class_="sr-only")
