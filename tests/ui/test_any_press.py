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

import random
from collections.abc import Iterator
from contextlib import contextmanager
from types import SimpleNamespace
from typing import Any
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shelfie import registry
from shelfie.ui.i18n import use
from shelfie.ui.shell import desk
from tests.budget import examples
from tests.ui.device import Device

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
