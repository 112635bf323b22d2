"""Whatever a player presses, in whatever order, the page never breaks.

The worker's conversation (shelfie.ui.shell.conversation) is driven as static/page.js drives it:
a press sends the control's ``data-cmd`` and ``data-arg`` with the form's fields as they stand; the
computers' steps come when the reply asks for them; a reload starts a new conversation on the
storage the page kept. Each walk (a ``random.Random`` that Hypothesis seeds, so a failing walk is
reported with its seed, to run again) chooses among the controls each screen offers, the fields'
values, a press from the screen before (a double tap that left before the redraw), reloads, files
chosen to import, storage that fills up or is refused, a game carried to a new tab ("Open full
screen"), and, with two devices, every link one shares opened on the other: pasted, clicked in a
chat, or damaged on its way.

Nothing may reach the conversation's boundary (its reply would carry an ``error``), a screen
always offers something to do, its ids are unique and every label points at one of them.

Found this way: a computer seated for one game asked to play another
(tests/ui/test_computer_players.py), and a second tap left from another game's screen
(tests/ui/test_conversation.py).
"""

import base64
import html
import json
import random
import re
from collections.abc import Iterator
from contextlib import contextmanager
from types import SimpleNamespace
from typing import Any
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shelfie import registry
from shelfie.ui.i18n import t, use
from shelfie.ui.shell import desk
from shelfie.ui.shell.conversation import BROKE, Conversation
from tests.budget import examples

GAMES = tuple(registry.GAMES)
TEXTS = ("", "Ann", "   ", "Computer 1", "x" * 40, "<b>Bo</b>", "Zoë 🎲", "#link=", "garbage")
"""What a player may type in any field: nothing, names, a name taken by a computer, markup, a
broken link."""
PLAYING = frozenset().union(*(registry.screens(game).commands for game in GAMES), ("ready", "start"))
"""The games' own commands, the hand-over and the start: pressed eight times as often as the rest
(rules, menus, settings, the history), so that walks reach the middle and the end of games."""
STEPS = 200
EXAMPLES = examples(max(10, settings().max_examples // 6))
"""Walks of 200 presses each: a sixth of the profile's examples (166 in the long profile), and
never fewer than 10."""


@pytest.fixture(autouse=True)
def english():
    yield
    use("en")


TAG = re.compile(r"<(input|select|/select|option|\w+(?=[^>]*\sdata-cmd=))\b([^>]*)>")
ATTRIBUTE = re.compile(r'([\w-]+)(?:="([^"]*)")?')
"""The tags a screen's controls and fields are made of, as shelfie.ui.html writes them."""
ID = re.compile(r'\sid="([^"]*)"')
REFERENCE = re.compile(r'\s(?:for|aria-labelledby|aria-describedby|aria-controls)="([^"]*)"')


class Screen:
    """What a rendered screen offers: its enabled controls, its fields and the commands Enter
    sends from them."""

    def __init__(self, page: str) -> None:
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


class Device:
    """One browser tab of the site, with its own storage; ``shared``: every link it gave out."""

    def __init__(self, game: str | None, seed: int, *, blocked: bool = False) -> None:
        self.query = {"seed": str(seed), **({"game": game} if game else {})}
        self.followed = [key for key in ("game", "lang") if key in self.query]
        """The address's parameters that follow the game and language shown, as in static/page.js."""
        self.blocked = blocked
        """The browser refuses this page any storage (a blog's embed on another site)."""
        self.storage: dict[str, str] = {}
        self.shared: list[str] = []
        self.files: list[str] = ["", "{}", "not a file"]
        """Files a player may choose to open: every file this device saved, and some that are not."""
        self.before: Screen | None = None
        self.open("")

    def open(self, fragment: str) -> None:
        """The page (re)loaded, on an address ending in ``fragment``."""
        self.fragment = fragment
        """The address's fragment, until the page drops it (a reload keeps it)."""
        self.conversation = Conversation(lambda game: False)
        page = {
            "query": self.query,
            "hash": fragment,
            "storage": None if self.blocked else dict(self.storage),
            "browser": "en-GB",
            "today": "2026-11-29",
            "address": "https://shelfie.example/index.html",
            "chrome": [],
        }
        self.take(self.conversation.start(json.dumps(page)))

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
        assert self.screen.controls or reply["step"] is not None, "a screen with nothing to do"


def act(rng: random.Random, device: Device, other: Device | None) -> None:
    """One thing a player does on ``device``, while ``other`` (if any) has shared links."""
    screen = device.screen
    if device.reply["step"] is not None and rng.random() < 0.6:
        device.wait()
        return
    choice = rng.random()
    if other is not None and other.shared and choice < 0.25:
        link = other.shared[-1] if rng.random() < 0.8 else rng.choice(other.shared)
        if rng.random() < 0.1:  # damaged on its way: one character changed
            spot = rng.randrange(link.index("#") + 2, len(link))
            link = link[:spot] + rng.choice("A_-9z") + link[spot + 1 :]
        how = rng.choice(("clicked", "pasted", "opened"))
        if how == "clicked":
            device.open(link[link.index("#") :])
        elif how == "pasted":
            device.press("open-link", None, {"link": link})
        else:
            device.press("open-link", link, {})
        return
    if choice < 0.28:
        device.open(device.fragment)  # a reload
        return
    if choice < 0.29:
        encoding = rng.choice(("utf-8", "utf-8-sig", "utf-16", "utf-32", "broken"))
        picker = rng.choice(("import-history", "link-file"))
        device.choose_file(picker, rng.choice(device.files), encoding, device.blocked and rng.random() < 0.5)
        return
    if choice < 0.292:
        device.refuse_storage()
        return
    address = device.reply["address"]
    if choice < 0.3 and "#" in address:
        device.open(address[address.index("#") :])  # "Open full screen": the game carried along
        return
    form = dict(screen.values)
    if choice < 0.4 and screen.fields:
        name = rng.choice(sorted(screen.fields))
        form[name] = rng.choice(screen.fields[name] or TEXTS)
    controls = screen.controls
    if choice < 0.43 and device.before is not None and device.before.controls:
        controls = device.before.controls  # a double tap: the press left before the screen changed
    if choice < 0.46 and screen.enter:
        device.press(rng.choice(screen.enter), None, form)
        return
    cmds = sorted({cmd for cmd, _ in controls})
    cmd = rng.choices(cmds, [8 if cmd in PLAYING else 1 for cmd in cmds])[0]
    device.press(cmd, rng.choice([arg for pressed, arg in controls if pressed == cmd]), form)


@contextmanager
def quick_and_repeatable(rng: random.Random) -> Iterator[None]:
    """Every computer level plays as Easy, which decides in well under a millisecond (the walks
    are about the page, and every level has its own tests), and a link's secret comes from
    ``rng``, so that a walk Hypothesis found can be run again."""
    levels = registry.bot_levels

    def easy(game_id: str) -> dict[str, Any]:
        made = levels(game_id)
        return dict.fromkeys(made, made["easy"])

    with (
        mock.patch.object(registry, "bot_levels", easy),
        mock.patch.object(desk, "os", SimpleNamespace(urandom=rng.randbytes)),
    ):
        yield


@settings(max_examples=EXAMPLES)
@given(st.randoms(use_true_random=True), st.sampled_from((None, *GAMES)), st.booleans())
def test_any_presses_on_one_device_never_break_the_page(rng, game, blocked):
    with quick_and_repeatable(rng):
        device = Device(game, rng.randrange(10_000), blocked=blocked)
        for _ in range(STEPS):
            act(rng, device, None)


@settings(max_examples=EXAMPLES)
@given(st.randoms(use_true_random=True), st.sampled_from(GAMES))
def test_two_devices_passing_links_at_random_never_break_the_page(rng, game):
    """A host and a friend, each pressing anything and opening any link the other shared: an
    invitation, an answer, a turn, an earlier turn again, a game moved out as a file."""
    with quick_and_repeatable(rng):
        devices = (Device(game, rng.randrange(10_000)), Device(game, rng.randrange(10_000)))
        for _ in range(STEPS):
            here, there = rng.sample(devices, 2)
            for field in here.screen.values.values():
                if "#link=" in field and field not in here.shared:
                    here.shared.append(field)  # a link shown to copy by hand
            act(rng, here, there)
