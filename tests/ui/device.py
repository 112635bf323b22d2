"""The page as the worker's conversation sees it: a device with its storage and its address, and
each screen read the way a person (and Playwright) finds things on it, by role and accessible name.

``Device`` drives ``shelfie.ui.shell.conversation.Conversation`` as ``static/page.js`` does: a press
sends the control's ``data-cmd`` and ``data-arg`` with the form's fields as they stand (of a group
of radio buttons the chosen one); the computers' steps come when the reply asks for them; a reload
starts a new conversation on the storage the page kept. The random walks (tests/ui/test_any_press.py)
press whatever a screen offers; the tests of what a player sees (wording, rules, hints, secrets,
replay, daily, reloads) press by name: ``device.click("button", "Roll the dice")``,
``device.fill("Player 1 name", "Ann")``, ``device.find("heading", re.compile("^Replay"))``. What
only a browser can break (focus, layout, storage, workers, sharing, pixels) stays in tests/browser.
"""

from __future__ import annotations

import base64
import html
import json
import re
from dataclasses import dataclass, field
from functools import cached_property
from html.parser import HTMLParser

from shelfie.ui.i18n import t
from shelfie.ui.shell.conversation import BROKE, Conversation

TODAY = "2026-11-29"
"""The day every device's clock says unless a test sets another."""

TAG = re.compile(r"<(input|select|/select|option|\w+(?=[^>]*\sdata-cmd=))\b([^>]*)>")
ATTRIBUTE = re.compile(r'([\w-]+)(?:="([^"]*)")?')
"""The tags a screen's controls and fields are made of, as shelfie.ui.html writes them."""
ID = re.compile(r'\sid="([^"]*)"')
REFERENCE = re.compile(r'\s(?:for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"')

INLINE = frozenset(("span", "b", "strong", "em", "i", "abbr", "small", "sup", "sub", "kbd", "mark", "s", "u"))
SILENT = frozenset(("script", "style", "template"))
VOID = frozenset(
    ("area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr")
)
TEXTBOX_TYPES = frozenset(("", "text", "search", "email", "url", "tel", "number", "password"))
NAME_FROM_CONTENT = frozenset(
    (
        "button",
        "heading",
        "link",
        "cell",
        "columnheader",
        "rowheader",
        "row",
        "tab",
        "option",
        "checkbox",
        "radio",
    )
)
IMPLICIT_ROLES = {
    "button": "button",
    "select": "combobox",
    "textarea": "textbox",
    "table": "table",
    "tr": "row",
    "td": "cell",
    "th": "columnheader",
    "ul": "list",
    "ol": "list",
    "li": "listitem",
    "fieldset": "group",
    "details": "group",
    "output": "status",
    "dialog": "dialog",
    "figure": "figure",
    "nav": "navigation",
    "main": "main",
    "option": "option",
    **{f"h{level}": "heading" for level in range(1, 7)},
}


def _squeeze(text: str) -> str:
    return " ".join(text.split())


@dataclass(eq=False)
class Element:
    """One element of a screen, as the accessibility tree knows it."""

    tag: str
    attrs: dict[str, str]
    parent: Element | None = None
    children: list[Element | str] = field(default_factory=list)

    @property
    def role(self) -> str | None:
        explicit = self.attrs.get("role")
        if explicit:
            return explicit.split()[0]
        if self.tag == "input":
            kind = self.attrs.get("type", "")
            if kind in TEXTBOX_TYPES:
                return "textbox"
            return {"button": "button", "submit": "button", "checkbox": "checkbox", "radio": "radio"}.get(
                kind
            )
        if self.tag == "img":
            return "img" if self.attrs.get("alt") else None
        if self.tag == "a" and "href" in self.attrs:
            return "link"
        if self.tag == "section" and ("aria-label" in self.attrs or "aria-labelledby" in self.attrs):
            return "region"
        return IMPLICIT_ROLES.get(self.tag)

    @property
    def hidden(self) -> bool:
        """Left out of the accessibility tree: hidden, aria-hidden, or inside a closed details."""
        node: Element | None = self
        child: Element | None = None
        while node is not None:
            if "hidden" in node.attrs or node.attrs.get("aria-hidden") == "true" or node.tag == "template":
                return True
            if (
                node.tag == "details"
                and "open" not in node.attrs
                and child is not None
                and child.tag != "summary"
            ):
                return True
            node, child = node.parent, node
        return False

    @property
    def disabled(self) -> bool:
        return "disabled" in self.attrs or self.attrs.get("aria-disabled") == "true"

    def text(self) -> str:
        """The words a person reads in it (what is hidden left out)."""
        return _squeeze(self.content_name(labels=False))

    def content_name(self, *, labels: bool = True) -> str:
        """The name an element takes from its content (a child's own label or alt text counts,
        unless ``labels`` is off): inline children run on, others are set apart by a space."""
        parts: list[str] = []
        for child in self.children:
            if isinstance(child, str):
                parts.append(child)
                continue
            if child.attrs.get("aria-hidden") == "true" or "hidden" in child.attrs or child.tag in SILENT:
                continue
            if labels and "aria-label" in child.attrs:
                inner = child.attrs["aria-label"]
            elif child.tag == "img":
                inner = child.attrs.get("alt", "") if labels else ""
            else:
                inner = child.content_name(labels=labels)
            parts.append(inner if child.tag in INLINE else f" {inner} ")
        return "".join(parts)


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("root", {})
        self.at = self.root
        self.elements: list[Element] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, {name: value or "" for name, value in attrs}, self.at)
        self.at.children.append(element)
        self.elements.append(element)
        if tag not in VOID:
            self.at = element

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        node: Element | None = self.at
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.at = node.parent

    def handle_data(self, data: str) -> None:
        self.at.children.append(data)


Name = str | re.Pattern[str]


def within(element: Element, ancestor: Element) -> bool:
    """``element`` is inside ``ancestor`` (a row of that table, a button of that group)."""
    node = element.parent
    while node is not None:
        if node is ancestor:
            return True
        node = node.parent
    return False


def matches(found: str, name: Name | None, exact: bool = False) -> bool:
    """Playwright's rule: a string is found in the name ignoring case and spacing (or is the whole
    name with ``exact``); a pattern is searched for."""
    if name is None:
        return True
    if isinstance(name, re.Pattern):
        return name.search(found) is not None
    if exact:
        return found == name
    return _squeeze(name).casefold() in found.casefold()


class Screen:
    """What a rendered screen offers: its enabled controls, its fields and the commands Enter
    sends from them, and every element by role and accessible name."""

    def __init__(self, page: str) -> None:
        self.html = page
        self.controls: list[tuple[str, str | None]] = []
        self.fields: dict[str, tuple[str, ...] | None] = {}
        """Each field's choices (a select's or a group of radio buttons' values); None: typed."""
        self.values: dict[str, str] = {}
        self.enter: list[str] = []
        select = None
        for tag, text in TAG.findall(page):
            found = {name: html.unescape(value) for name, value in ATTRIBUTE.findall(text)}
            if "data-cmd" in found and "disabled" not in found:
                self.controls.append((found["data-cmd"], found.get("data-arg")))
            name = found.get("name")
            if tag == "input" and name and found.get("type") != "file":
                value = found.get("value", "")
                if found.get("type") == "radio":
                    self.fields[name] = (*(self.fields.get(name) or ()), value)
                    if "checked" in found:
                        self.values[name] = value
                else:
                    self.fields[name] = None
                    self.values[name] = value
                if found.get("data-enter"):
                    self.enter.append(found["data-enter"])
            elif tag == "select" and name:
                select = name
                self.fields[name] = ()
            elif tag == "/select":
                select = None
            elif tag == "option" and select:
                self.fields[select] = (*(self.fields[select] or ()), found.get("value", ""))
                if "selected" in found or select not in self.values:
                    self.values[select] = found.get("value", "")

    @cached_property
    def _tree(self) -> _Tree:
        """The elements, parsed the first time a test looks for one by role, name or text (a
        random walk's press needs only the controls above: most screens are never parsed)."""
        tree = _Tree()
        tree.feed(self.html)
        tree.close()
        return tree

    @property
    def root(self) -> Element:
        return self._tree.root

    @property
    def elements(self) -> list[Element]:
        return self._tree.elements

    @cached_property
    def by_id(self) -> dict[str, Element]:
        return {element.attrs["id"]: element for element in self.elements if "id" in element.attrs}

    def name(self, element: Element) -> str:
        """Its accessible name: labelled by, its label, its text, its alt or title."""
        attrs = element.attrs
        if attrs.get("aria-labelledby"):
            return _squeeze(
                " ".join(
                    self.name_of_text(self.by_id[ref])
                    for ref in attrs["aria-labelledby"].split()
                    if ref in self.by_id
                )
            )
        if attrs.get("aria-label"):
            return _squeeze(attrs["aria-label"])
        if element.tag in ("input", "select", "textarea"):
            if attrs.get("type") in ("button", "submit"):
                return _squeeze(attrs.get("value", ""))
            labels = [
                label
                for label in self.elements
                if label.tag == "label" and attrs.get("id") and label.attrs.get("for") == attrs["id"]
            ]
            node = element.parent
            while node is not None and not labels:
                if node.tag == "label":
                    labels = [node]
                node = node.parent
            if labels:
                return _squeeze(" ".join(label.content_name() for label in labels))
        if element.tag == "img":
            return _squeeze(attrs.get("alt", ""))
        if element.tag == "table":
            captions = [
                child for child in element.children if isinstance(child, Element) and child.tag == "caption"
            ]
            if captions:
                return _squeeze(captions[0].content_name())
        if element.role in NAME_FROM_CONTENT or element.tag in ("summary", "label", "legend"):
            return _squeeze(element.content_name()) or _squeeze(attrs.get("title", ""))
        if element.tag == "figure":
            captions = [
                child
                for child in element.children
                if isinstance(child, Element) and child.tag == "figcaption"
            ]
            if captions:
                return _squeeze(captions[0].content_name())
        if element.tag == "fieldset":
            legends = [
                child for child in element.children if isinstance(child, Element) and child.tag == "legend"
            ]
            if legends:
                return _squeeze(legends[0].content_name())
        return _squeeze(attrs.get("title", ""))

    def name_of_text(self, element: Element) -> str:
        """A labelling element's words (its own label, else its content)."""
        return element.attrs.get("aria-label") or element.content_name()

    def find(self, role: str, name: Name | None = None, *, exact: bool = False) -> list[Element]:
        """Every element shown with ``role`` whose accessible name matches ``name``."""
        return [
            element
            for element in self.elements
            if element.role == role and not element.hidden and matches(self.name(element), name, exact)
        ]

    def one(self, role: str, name: Name | None = None, *, exact: bool = False) -> Element:
        """The one element of ``role`` and ``name`` (two or none fail, as Playwright's strict mode)."""
        found = self.find(role, name, exact=exact)
        assert len(found) == 1, f"{len(found)} of role {role} named {name!r}: {[self.name(e) for e in found]}"
        return found[0]

    def labelled(self, label: Name, *, exact: bool = False) -> Element:
        """The one field (a text box, a list to choose from, a box to tick) whose name is ``label``."""
        found = [
            element
            for element in self.elements
            if element.tag in ("input", "select", "textarea")
            and not element.hidden
            and matches(self.name(element), label, exact)
        ]
        assert len(found) == 1, f"{len(found)} fields labelled {label!r}"
        return found[0]

    @property
    def text(self) -> str:
        """Every word the screen shows, in order."""
        return self.root.text()

    def shows(self, words: Name) -> bool:
        """The screen shows ``words`` (a string: as a part of its text; a pattern: found in it)."""
        if isinstance(words, re.Pattern):
            return words.search(self.text) is not None
        return _squeeze(words) in self.text


class Device:
    """One browser tab of the site, with its own storage; ``shared``: every link it gave out."""

    def __init__(
        self, game: str | None, seed: int, *, blocked: bool = False, today: str = TODAY, **query: str
    ) -> None:
        self.query = {"seed": str(seed), **({"game": game} if game else {}), **query}
        self.followed = [key for key in ("game", "lang") if key in self.query]
        """The address's parameters that follow the game and language shown, as in static/page.js."""
        self.blocked = blocked
        """The browser refuses this page any storage (a blog's embed on another site)."""
        self.today = today
        self.storage: dict[str, str] = {}
        self.shared: list[str] = []
        self.files: list[str] = ["", "{}", "not a file"]
        """Files a player may choose to open: every file this device saved, and some that are not."""
        self.before: Screen | None = None
        self.typed: dict[str, str] = {}
        """What the player typed or chose on the screen shown, sent with the next press."""
        self.open("")

    def open(self, fragment: str) -> None:
        """The page (re)loaded, on an address ending in ``fragment``."""
        self.fragment = fragment
        """The address's fragment, until the page drops it (a reload keeps it)."""
        self.conversation = Conversation(lambda game: False)
        page: dict[str, object] = {
            "query": self.query,
            "hash": fragment,
            "storage": None if self.blocked else dict(self.storage),
            "browser": "en-GB",
            "today": self.today,
            "address": "https://shelfie.example/index.html",
            "chrome": [],
        }
        self.take(self.conversation.start(json.dumps(page)))

    def reload(self) -> None:
        self.open(self.fragment)

    def press(self, cmd: str, arg: str | None, form: dict[str, str]) -> None:
        self.take(self.conversation.handle(json.dumps({"cmd": cmd, "arg": arg, "form": form})))

    def choose_file(self, picker: str, text: str, encoding: str, embed: bool) -> None:
        """A file chosen in a file control (the statistics' import, or "Open a game file"), saved
        by some program in ``encoding`` (one that writes a byte-order mark, or none, or bytes that
        are no text at all)."""
        data = b"\xc3(" + text.encode() if encoding == "broken" else text.encode(encoding)
        request = {"picker": picker, "data": base64.b64encode(data).decode(), "embed": embed}
        self.take(self.conversation.open_file(json.dumps(request)))

    def refuse_storage(self) -> None:
        """The browser's storage filled up: the page tells the worker, which plays on in memory."""
        self.take(self.conversation.storage_refused("shelfie.any"))

    def wait(self) -> None:
        """The page waited the reply's ``step``: the computers act."""
        self.take(self.conversation.computer_step())

    # --- a person's presses, by what the screen calls things --------------------------------------

    def click(self, role: str, name: Name, *, exact: bool = False, first: bool = False) -> None:
        """Press the control of ``role`` called ``name`` (the first of several with ``first``)."""
        found = self.screen.find(role, name, exact=exact)
        if not first:
            assert len(found) == 1, f"{len(found)} of role {role} named {name!r}"
        assert found, f"no {role} named {name!r} on: {self.screen.text[:400]}"
        control: Element | None = found[0]
        while control is not None and "data-cmd" not in control.attrs:
            control = control.parent
        assert control is not None, f"{name!r} does nothing when pressed"
        assert not control.disabled, f"{name!r} is disabled"
        self.press(control.attrs["data-cmd"], control.attrs.get("data-arg"), self.form())

    def fill(self, label: Name, value: str) -> None:
        """Type ``value`` into the text box labelled ``label``."""
        self.typed[self.screen.labelled(label).attrs["name"]] = value

    def select(self, label: Name, choice: str) -> None:
        """Choose ``choice`` (an option's value or its words) in the list labelled ``label``."""
        field = self.screen.labelled(label)
        options = [child for child in self.screen.elements if child.tag == "option" and within(child, field)]
        values = [option.attrs.get("value", option.text()) for option in options]
        words = [option.text() for option in options]
        assert choice in values or choice in words, f"{choice!r} is not one of {values}"
        self.typed[field.attrs["name"]] = choice if choice in values else values[words.index(choice)]

    def enter(self, label: Name) -> None:
        """Press Enter in the field labelled ``label``: its ``data-enter`` command, with the form."""
        field = self.screen.labelled(label)
        assert field.attrs.get("data-enter"), f"Enter in {label!r} does nothing"
        self.press(field.attrs["data-enter"], None, self.form())

    def settle(self, most: int = 10_000) -> None:
        """Wait while the computers play, until a person is to act."""
        for _ in range(most):
            if self.reply["step"] is None:
                return
            self.wait()
        raise AssertionError("the computers never stopped")

    def form(self) -> dict[str, str]:
        return {**self.screen.values, **self.typed}

    def take(self, text: str) -> None:
        reply = json.loads(text)
        assert "error" not in reply, reply["error"]
        assert t(BROKE) not in reply["html"]
        for key, value in reply["writes"]:
            if value is None:
                self.storage.pop(key, None)
            else:
                self.storage[key] = value
        for given_out in (reply.get("share"), reply.get("copy"), (reply.get("download") or {}).get("text")):
            if given_out and "#" in given_out:
                self.shared.append(given_out)
        if reply.get("download"):
            self.files.append(reply["download"]["text"])
        ids = ID.findall(reply["html"])
        assert len(ids) == len(set(ids)), "an id given twice: a label or a name would find the wrong one"
        missing = {ref for refs in REFERENCE.findall(reply["html"]) for ref in refs.split()} - set(ids)
        assert not missing, f"labels or names for nothing: {missing}"
        if reply["drop_carried"]:
            self.fragment = ""
        elif reply["invitation"]:
            self.fragment = reply["invitation"]
        for key in self.followed:
            if reply["here"][key]:
                self.query[key] = reply["here"][key]
            else:
                self.query.pop(key, None)
        self.before, self.reply = getattr(self, "screen", None), reply
        self.screen = Screen(reply["html"])
        self.typed = {}
        assert self.screen.controls or reply["step"] is not None, "a screen with nothing to do"


# --- whole turns by name, as tests/browser/helpers.py plays them in the browser -----------------

DICE_GAME = "My Shelfie: The Dice Game"
ITEM = re.compile(r"^[\w ]+, \d dic?e?, \d+ points?$")
"""The item buttons' names in the dice game: ``cat shelf, 2 dice, 3 points`` and the like."""
TILE = re.compile(r"^(Cat|Book|Game|Frame|Trophy|Plant), row \d, column \d$")
"""A tile of the tile game's living room, by its name."""
LEFT_SPACE = re.compile(r"^Row \d, column [1-4](, star|, heart)?$")
"""Splitter: a space on the left half of a pad, by its name."""


def mark_or_cross(device: Device) -> None:
    """With the final dice: mark the first markable item, else cross out a shelf, else pass."""
    items = [item for item in device.screen.find("button", ITEM) if not item.disabled]
    if items:
        device.click("button", device.screen.name(items[0]), exact=True, first=True)
        device.click("button", "Confirm marking")
        return
    device.click("button", re.compile("^(Cross out the|Pass the turn)"), first=True)


def play_dice_turn(device: Device) -> None:
    """Roll, keep die 1 and re-roll once, stop, then mark one item or take the failed-result option."""
    device.click("button", "Roll the dice")
    device.click("button", re.compile(r"^Die 1:"))
    device.click("button", re.compile(r"^Re-roll \d dic?e$"))
    device.click("button", "Stop rolling")
    mark_or_cross(device)


def play_dice_game_until_over(device: Device, most: int = 200) -> None:
    """People play ``play_dice_turn``, the computers are waited for, until the final scores."""
    for _ in range(most):
        device.settle()
        if device.screen.find("heading", "Game over", exact=True):
            return
        if device.screen.find("button", "Roll the dice", exact=True):
            play_dice_turn(device)
        else:
            mark_or_cross(device)
    raise AssertionError("the game did not end")


def dice_now(device: Device) -> list[str]:
    """The dice on the table, by their names (``Die 1: cat`` and so on)."""
    return [device.screen.name(die) for die in device.screen.find("button", re.compile(r"^Die \d:"))]


def first_rolls(device: Device) -> list[list[str]]:
    """Roll, keep die 1 and re-roll the rest: the dice of both throws."""
    device.click("button", "Roll the dice")
    rolls = [dice_now(device)]
    device.click("button", re.compile(r"^Die 1:"))
    device.click("button", "Re-roll 5 dice")
    return [*rolls, dice_now(device)]


def place_first(device: Device) -> None:
    """Splitter: choose the first empty space on the left half of one's own pad, then Place."""
    device.settle()
    own = device.screen.one("region", re.compile("^Your pad|^Player"))
    spaces = [space for space in device.screen.find("button", LEFT_SPACE) if within(space, own)]
    device.click("button", device.screen.name(spaces[0]), exact=True, first=True)
    device.click("button", "Place")
    device.settle()


@dataclass(frozen=True)
class Standing:
    """One row of the final podium as a person reads it, its breakdown opened."""

    said: str
    """The row's words before it is opened, as a screen reader says them: "1st place: Ann winner 22
    points Points by kind"."""
    name: str
    total: int
    lines: dict[str, str]
    """How the total was made: kind of points to points, as the row opens them."""


def standings(screen: Screen) -> list[Standing]:
    """The final podium ("Final scores"), best first."""
    podium = screen.one("list", "Final scores")
    rows = [row for row in screen.find("listitem") if within(row, podium)]

    def inside(row: Element, tag: str, class_: str | None = None) -> list[Element]:
        return [
            element
            for element in screen.elements
            if element.tag == tag
            and within(element, row)
            and (class_ is None or class_ in element.attrs.get("class", "").split())
        ]

    out = []
    for row in rows:
        terms = [term.content_name(labels=False) for term in inside(row, "dt")]
        values = [value.content_name(labels=False) for value in inside(row, "dd")]
        (name,) = inside(row, "span", "name")
        (points,) = inside(row, "span", "points")
        (head,) = inside(row, "summary") or inside(row, "div", "standing-head")
        out.append(
            Standing(
                said=head.text(),
                name=name.text(),
                total=int(points.text().split()[0]),
                lines={_squeeze(k): _squeeze(v) for k, v in zip(terms, values, strict=True)},
            )
        )
    return out
