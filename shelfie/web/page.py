"""Wires the controller to the page: one delegated click handler, one redraw, focus kept."""

import asyncio
import os
import traceback
from dataclasses import replace
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy, jsnull, to_js

from shelfie.core.rng import MAX_SEED
from shelfie.ui.i18n import language, t
from shelfie.ui.shell.carry import carried_text
from shelfie.ui.shell.controller import Controller, opening_game
from shelfie.web import bundles
from shelfie.web.storage import local_storage

_proxies: list[Any] = []

FOCUS_ORDER = (
    "[data-focus]",
    "button.primary:not([disabled])",
    "button:not([disabled]), input, select",
)
"""Where focus goes when its control is gone: the view's chosen next control, the main action,
else the first control, so the next Tab never starts again from the top of the page."""


FIELDS = "input[name]:not([type=radio]), input[type=radio][name]:checked, select[name]"
"""The form's values: of a group of radio buttons, only the chosen one."""


def _form_values(root: Any) -> dict[str, str]:
    return {str(el.name): str(el.value) for el in root.querySelectorAll(FIELDS)}


def _fill_in(root: Any, values: dict[str, str]) -> None:
    """Put back what was typed and chosen in a form the page has just redrawn."""
    for name, value in values.items():
        for field in root.querySelectorAll(f'[name="{name}"]'):
            if field.type == "radio":
                field.checked = field.value == value
            else:
                field.value = value


def _screen_markup(parent: Any) -> list[str]:
    """The markup of a screen's elements, templates left out."""
    return [str(el.outerHTML) for el in js.Array.from_(parent.children) if el.tagName != "TEMPLATE"]


def _missing(value: Any) -> bool:
    """DOM lookups answer JavaScript null, which Pyodide gives as ``jsnull``, not None."""
    return value is None or value is jsnull


def _seeds() -> Any:
    """A fixed ``?seed=`` makes a game reproducible (tests, shared challenges)."""
    fixed = js.URLSearchParams.new(js.location.search).get("seed")
    if isinstance(fixed, str) and fixed.isdigit() and int(fixed) <= MAX_SEED:
        return lambda: int(fixed)
    return lambda: int.from_bytes(os.urandom(8))


class Page:
    def __init__(self, root: Any, controller: Controller) -> None:
        self.root = root
        self.controller = controller
        self.timer: Any = None
        self.last_roll: str | None = None
        """The roll the dice on screen come from, so only a new throw tumbles."""
        self.audio: Any = None
        self.language = "en"
        """The language the page's own text is in (index.html is written in English)."""
        self.loading: Any = None
        """The fetch of a chosen game's modules, kept so the task is not collected."""

    def schedule_computer(self) -> None:
        """A computer's next action after a pause, so people can follow; one timer at a time."""
        if self.timer is not None:
            js.clearTimeout(self.timer)
            self.timer = None
        delay = self.controller.step_seconds
        if delay is not None:
            self.timer = js.setTimeout(create_once_callable(self.computer_step), int(delay * 1000))

    def computer_step(self) -> None:
        self.timer = None
        self.run_safely(self.controller.computer_step)

    def draw(self) -> None:
        """Redraw, keeping keyboard focus where a keyboard player expects it (FOCUS_ORDER)."""
        focused = js.document.activeElement
        had_focus = not _missing(focused) and bool(self.root.contains(focused)) and focused is not self.root
        key = focused.getAttribute("data-key") if had_focus else None
        self.root.innerHTML = self.controller.render()
        self.translate_chrome()
        self.dice_thrown()
        self.carry_out()
        if not had_focus:
            return
        selectors = [f'[data-key="{key}"]:not([disabled])'] if not _missing(key) else []
        for selector in [*selectors, *FOCUS_ORDER]:
            target = self.root.querySelector(selector)
            if not _missing(target):
                target.focus()
                return

    def adopt_prerendered(self) -> bool:
        """Keep the screen index.html showed before Python when it is the one Python would draw
        (each element compared as the browser serialises it): the loading panel and the unused
        templates go, the screen's nodes stay where they are until the next draw."""
        block = js.document.getElementById("prerendered")
        if _missing(block) or not js.document.documentElement.classList.contains("prerendered"):
            return False
        drawn = js.document.createElement("template")
        drawn.innerHTML = self.controller.render()
        if _screen_markup(block) != _screen_markup(drawn.content):
            return False
        for unused in js.Array.from_(self.root.querySelectorAll("#loading, #prerendered > template")):
            unused.remove()
        self.dice_thrown()
        self.translate_chrome()
        self.carry_out()
        return True

    def carry_out(self) -> None:
        """The embed's "Open full screen" opens this game, carrying it (see ui/shell/carry.py); the
        address this page was opened with drops a carried game once it is chosen and stored."""
        link = js.document.querySelector(".embed-bar a")
        if js.document.documentElement.classList.contains("embed") and not _missing(link):
            link.href = self.controller.full_screen_address()
        if carried_text(str(js.location.hash)) is not None and self.controller.carry_settled:
            js.history.replaceState(jsnull, "", str(js.location.pathname) + str(js.location.search))

    def dice_thrown(self) -> None:
        """Freshly thrown dice tumble (CSS; none under prefers-reduced-motion), click if the player
        turned the sound on, and buzz on phones that can. Any game's screen may throw: its dice
        sit in an element whose ``data-roll`` names the throw, the new ones marked ``thrown``
        (``GameEntry.dice``)."""
        tray = self.root.querySelector("[data-roll]")
        roll = "" if _missing(tray) else str(tray.getAttribute("data-roll"))
        thrown = self.root.querySelectorAll("[data-roll] .thrown")
        opened = self.last_roll is None  # the page was just opened on these dice: nothing moved now
        changed = roll != self.last_roll
        self.last_roll = roll
        if opened or not changed or not thrown.length:
            return
        for die in thrown:
            die.classList.add("rolling")
        if self.controller.sound:
            self.click()
        if hasattr(js.navigator, "vibrate"):
            js.navigator.vibrate(20)

    def click(self) -> None:
        """A soft, short rattle made on the spot (no sound file to load)."""
        try:
            self.audio = self.audio or js.AudioContext.new()
            now = self.audio.currentTime
            for start in (0.0, 0.05, 0.09):
                tone = self.audio.createOscillator()
                gain = self.audio.createGain()
                tone.type = "triangle"
                tone.frequency.value = 180 + 140 * start * 10
                gain.gain.setValueAtTime(0.04, now + start)
                gain.gain.exponentialRampToValueAtTime(0.0001, now + start + 0.05)
                tone.connect(gain)
                gain.connect(self.audio.destination)
                tone.start(now + start)
                tone.stop(now + start + 0.06)
        except Exception:
            js.console.warn(traceback.format_exc())

    def translate_chrome(self) -> None:
        """The page's own text around the game (header, footer, update banner) in the language
        the game speaks; each element keeps its English text in ``data-i18n``."""
        if self.language == language():
            return
        self.language = language()
        js.document.documentElement.lang = self.language
        for element in js.document.querySelectorAll("[data-i18n]"):
            element.textContent = t(str(element.getAttribute("data-i18n")))

    def run(self, cmd: str, arg: str | None) -> None:
        form = _form_values(self.root)
        if cmd == "export-history":
            self.download("shelfie-history.json", self.controller.history_file())
            return
        if cmd == "share":
            self.loading = asyncio.ensure_future(self.share())
            return
        needed = self.controller.needs(cmd, arg)
        if needed is not None:
            self.loading = asyncio.ensure_future(self.run_with_game(needed, cmd, arg, form))
            return
        self.run_safely(lambda: self.controller.handle(cmd, arg, form))

    def download(self, name: str, text: str) -> None:
        """Hand the player a file, through a link the browser saves."""
        blob = js.Blob.new(to_js([text]), js.Object.fromEntries(to_js({"type": "application/json"})))
        url = js.URL.createObjectURL(blob)
        link = js.document.createElement("a")
        link.href = url
        link.download = name
        link.click()
        js.URL.revokeObjectURL(url)

    def on_change(self, event: Any) -> None:
        """A history file chosen to import."""
        if event.target.id == "import-history" and event.target.files.length:
            self.loading = asyncio.ensure_future(self.import_file(event.target.files.item(0)))

    async def import_file(self, file: Any) -> None:
        try:
            text = str(await file.text())
        except Exception:
            js.console.warn(traceback.format_exc())
            return
        self.run_safely(lambda: self.controller.import_history(text))

    async def share(self) -> None:
        """The daily result through the phone's share sheet where there is one, else the clipboard."""
        text = self.controller.share_text()
        if not text:
            return
        try:
            if hasattr(js.navigator, "share"):
                await js.navigator.share(js.Object.fromEntries(to_js({"text": text})))
                self.controller.note(t("Your result is shared."))
            else:
                await js.navigator.clipboard.writeText(text)
                self.controller.note(t("Your result is copied: paste it anywhere."))
        except Exception:
            js.console.warn(traceback.format_exc())
            self.controller.note(t("Your result could not be shared from this browser."))
        self.draw()

    async def run_with_game(self, game_id: str, cmd: str, arg: str | None, form: dict[str, str]) -> None:
        """Choosing or resuming a game first fetches its modules (once)."""
        try:
            await bundles.ensure(game_id)
        except Exception:
            js.console.error(traceback.format_exc())
            self.controller.session = replace(
                self.controller.session,
                message=t("This game could not be loaded. Please check the connection."),
            )
            self.draw()
            return
        self.run_safely(lambda: self.controller.handle(cmd, arg, form))

    def run_safely(self, step: Any) -> None:
        """Run a step and redraw; after an error, say so and stop the computers (no retry loop)."""
        try:
            step()
        except Exception:
            js.console.error(traceback.format_exc())
            self.controller.session = replace(
                self.controller.session, message=t("Something went wrong; your game is saved. Please reload.")
            )
            self.draw()
            return
        self.draw()
        self.schedule_computer()

    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-cmd]")
        if _missing(target) or target.disabled:
            return
        arg = target.getAttribute("data-arg")
        self.run(str(target.getAttribute("data-cmd")), None if _missing(arg) else str(arg))

    def on_key(self, event: Any) -> None:
        if event.key != "Enter":
            return
        cmd = event.target.getAttribute("data-enter")
        if not _missing(cmd):
            event.preventDefault()
            self.run(str(cmd), None)


async def start() -> None:
    root = js.document.getElementById("app")
    chosen = js.URLSearchParams.new(js.location.search).get("game")
    game_id = chosen if isinstance(chosen, str) else None
    storage = local_storage()
    await bundles.ensure(opening_game(storage, game_id))
    params = js.URLSearchParams.new(js.location.search)
    lang = params.get("lang")
    browser = str(js.navigator.language or "")[:2].lower()
    controller = Controller(
        storage,
        _seeds(),
        game_id,
        language=lang if isinstance(lang, str) else None,
        browser_language=browser,
        today=str(js.Date.new().toISOString())[:10],
        address=str(js.location.origin) + str(js.location.pathname),
        carried=carried_text(str(js.location.hash)),
    )
    if controller.load_error:
        js.console.warn(f"Shelfie: the saved game could not be read: {controller.load_error}")
    page = Page(root, controller)
    for name, handler in (("click", page.on_click), ("keydown", page.on_key), ("change", page.on_change)):
        proxy = create_proxy(handler)
        _proxies.append(proxy)
        root.addEventListener(name, proxy)
    # The prerendered first screen (tools/prerender.py) was usable while Python started: take it
    # over as it is when it is what Python draws (nothing repainted, typing not interrupted), else
    # draw and put back what was typed; then run the button pressed meanwhile (static/boot.js).
    if not page.adopt_prerendered():
        typed = _form_values(root)
        page.draw()
        _fill_in(root, typed)
    page.schedule_computer()
    queued = getattr(js.window, "shelfieQueued", None)
    if not _missing(queued):
        js.window.shelfieQueued = None
        page.run(str(queued.cmd), None if _missing(queued.arg) else str(queued.arg))
    js.document.documentElement.setAttribute("data-ready", "true")
    js.performance.mark("shelfie:ready")
    js.dispatchEvent(js.CustomEvent.new("shelfie:ready"))
