"""The worker's side of the page: each request from the main thread gets one reply, in JSON.

Python runs in a web worker, so it cannot touch the page: the main thread
(static/page.js) owns the DOM, focus, input, sound, the share sheet, files and localStorage, and
sends what the player did; this answers with the screen's HTML and what the page should do next.
Every message is a JSON string both ways, so nothing depends on SharedArrayBuffer or on how a
Python object crosses into JavaScript, and the whole conversation runs under CPython in tests.

Storage: the page reads every ``shelfie.*`` key once and sends them with ``start``; the worker plays
on that copy (``MirroredStorage``) and each reply carries the writes for the page to make. A write
the browser refuses (storage full) comes back as ``storage_refused``, and the game goes on in
memory with the usual notice, as when a synchronous write fails.

A request that needs a game's modules not yet loaded is answered ``{"needs": game}``: the page
fetches that game's bundle, installs it (``shelfie.web.bundles``) and asks again.
"""

import json
import os
import re
import traceback
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from shelfie.core import links
from shelfie.core.errors import N_, InvalidLink
from shelfie.core.rng import MAX_SEED
from shelfie.ui.i18n import DEFAULT, language, t
from shelfie.ui.saves import StorageError
from shelfie.ui.shell import files, friends
from shelfie.ui.shell.carry import carried_text
from shelfie.ui.shell.commands import Effects
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.desk import FRIENDS_KEY
from shelfie.ui.shell.notices import Notice
from shelfie.ui.shell.places import opening_game
from shelfie.ui.shell.refusals import word

Write = tuple[str, str | None]
"""A key and its new value; None removes the key."""

BROKE = N_("Something went wrong; your game is saved. Please reload.")
FILE_PICKERS = ("import-history", "link-file")
"""The file controls (their ids): a history file to import, a game's file from another device."""
_LINK_IN_FILE = re.compile(rf"#(?:{links.FRAGMENT}|{friends.MOVE})=[A-Za-z0-9_-]+")


class MirroredStorage:
    """The page's localStorage as it was at start, plus every write since; the writes wait in
    ``pending`` until a reply takes them to the page."""

    def __init__(self, items: Mapping[str, str]) -> None:
        self.items = dict(items)
        self.pending: list[Write] = []
        self.refused = False

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        if self.refused:
            raise StorageError("this browser refused an earlier write")
        self.items[key] = value
        self.pending.append((key, value))

    def remove(self, key: str) -> None:
        if self.refused:
            raise StorageError("this browser refused an earlier write")
        self.items.pop(key, None)
        self.pending.append((key, None))

    def keys(self) -> list[str]:
        return list(self.items)

    def take(self) -> list[Write]:
        taken, self.pending = self.pending, []
        return taken


def link_text(fragment: str) -> str | None:
    """A link of play by link in an address's fragment (``#link=…``, or ``#move=…`` for a game moved
    from another device, kept whole), or None."""
    fragment = fragment.removeprefix("#")
    if fragment.startswith(f"{friends.MOVE}="):
        return fragment
    prefix = f"{links.FRAGMENT}="
    return fragment[len(prefix) :] if fragment.startswith(prefix) else None


def link_game(storage: MirroredStorage | None, text: str) -> str | None:
    """The game a link opens (its modules load first), or None."""
    try:
        records = friends.load_all(storage.get(FRIENDS_KEY) if storage is not None else None)
    except InvalidLink:
        records = {}
    return friends.game_id(records, text)


def seeds(fixed: str) -> Callable[[], int]:
    """A fixed ``?seed=`` makes a game reproducible (tests, shared challenges); else fresh ones."""
    if fixed.isdigit() and int(fixed) <= MAX_SEED:
        return lambda: int(fixed)
    return lambda: int.from_bytes(os.urandom(8))


class Conversation:
    """One page's conversation: ``start`` once, then any request, each answered by ``reply``."""

    def __init__(self, missing: Callable[[str], bool], language: str = DEFAULT) -> None:
        """``missing(game)``: that game's modules are not loaded yet (the page must send them);
        ``language``: the one the page's own text is in (index.html's English at first)."""
        self.missing = missing
        self.controller: Controller | None = None
        self.storage: MirroredStorage | None = None
        self.chrome: list[str] = []
        self.language = language
        """The language the page's own text (``chrome``) was last put in."""
        self.carried = False
        """The page's address carries a game (``carry.FRAGMENT``), a link, or an invitation put there
        while it is answered: to drop once it is settled."""

    def start(self, boot: str) -> str:
        """``boot``: what only the page knows (its address and query, storage, the browser's
        language, the date, the English text of the page around the game, in ``data-i18n``)."""
        page = json.loads(boot)
        query = {str(key): str(value) for key, value in page.get("query", {}).items()}
        game_id = query.get("game")
        stored = page.get("storage")
        storage = None if stored is None else MirroredStorage(stored)
        fragment = str(page.get("hash", ""))
        link = link_text(fragment)
        needed = opening_game(storage, game_id, str(page.get("today", ""))[:10] or None)
        if link is not None:
            needed = link_game(storage, link) or needed
        if needed is not None and self.missing(needed):
            return json.dumps({"needs": needed})
        self.storage = storage
        self.chrome = [str(text) for text in page.get("chrome", [])]
        controller = Controller(
            storage,
            seeds(query.get("seed", "")),
            game_id,
            language=query.get("lang"),
            browser_language=str(page.get("browser", ""))[:2].lower(),
            today=str(page.get("today", ""))[:10],
            address=str(page.get("address", "")),
            carried=carried_text(fragment),
            link=link,
        )
        self.controller = controller
        self.carried = carried_text(fragment) is not None or link is not None
        warnings = []
        if controller.load_error:
            warnings.append(f"Shelfie: the saved game could not be read: {controller.load_error}")
        return self.reply(warnings=warnings)

    def handle(self, request: str) -> str:
        """A button pressed, or Enter in a field: ``{"cmd", "arg", "form"}`` in JSON, the form
        holding the screen's fields."""
        asked = json.loads(request)
        cmd, arg, form = str(asked["cmd"]), asked.get("arg"), asked.get("form", {})
        arg = None if arg is None else str(arg)
        controller = self._controller()
        form = {str(key): str(value) for key, value in form.items()}
        needed = controller.needs(cmd, arg, form)
        if needed is not None and self.missing(needed):
            return json.dumps({"needs": needed})
        return self._safely(lambda: controller.handle(cmd, arg, form))

    def computer_step(self) -> str:
        """The computers' next action, once the page has waited ``step`` seconds."""
        return self._safely(self._controller().computer_step)

    def import_history(self, text: str) -> str:
        return self._safely(lambda: self._controller().import_history(text))

    def open_file(self, request: str) -> str:
        """A file chosen in ``{"picker", "data", "embed"}``: its bytes (base64), read as text by
        ``files.decode``, then imported as a history or opened as a pasted link. A blog's embed
        opens the link it holds in a tab of the full site (``open_on_site``, the page's part)."""
        asked = json.loads(request)
        picker, embed = str(asked.get("picker", "")), asked.get("embed") is True
        if picker not in FILE_PICKERS:
            return self.reply()
        try:
            text = files.decode(files.from_page(str(asked.get("data", ""))))
        except files.UnreadableFile as refusal:
            reason = word(refusal).rstrip(".")
            self._controller().notify(
                Notice(N_("This file cannot be opened: {reason}."), True, (("reason", reason),))
            )
            return self.reply()
        if picker == "import-history":
            return self.import_history(text)
        if embed:
            found = _LINK_IN_FILE.search(text)
            return self.reply(open_on_site=found.group(0)) if found else self.reply()
        return self.handle(json.dumps({"cmd": "open-link", "arg": text, "form": {}}))

    def shared(self, outcome: str) -> str:
        """What became of the share (``shared``, ``copied`` or ``failed``), said to the player."""
        controller = self._controller()
        if controller.desk.view is not None:
            said = {
                "shared": t("The link is shared."),
                "copied": t("The link is copied: paste it in your chat."),
            }.get(outcome, t("The link could not be copied from this browser: select it and copy it."))
            controller.at_desk(lambda desk: desk.said(said))
            return self.reply()
        said = {
            "shared": t("Your result is shared."),
            "copied": t("Your result is copied: paste it anywhere."),
        }.get(outcome, t("Your result could not be shared from this browser."))
        controller.note(said)
        return self.reply()

    def unavailable(self) -> str:
        """A game's modules could not be fetched (offline before the game was ever loaded)."""
        controller = self._controller()
        controller.session = replace(
            controller.session, message=t("This game could not be loaded. Please check the connection.")
        )
        return self.reply()

    def storage_refused(self, key: str) -> str:
        """The browser refused to write ``key`` (storage full): the game goes on in memory, said in
        the usual notice, and no more writes are sent."""
        controller = self._controller()
        if self.storage is not None:
            self.storage.refused = True
            self.storage.pending.clear()
        controller.refuse_storage()
        return self.reply(warnings=[f"Shelfie: this browser refused to save {key!r}; playing in memory."])

    def reply(self, warnings: list[str] | None = None, **effects: Any) -> str:
        """The screen and what the page does with it; ``effects``: a file to ``download``, a text
        to ``share`` or to ``copy``, an ``error`` for the console."""
        return json.dumps(self._answer(warnings or [], effects))

    def _answer(self, warnings: list[str], effects: dict[str, Any]) -> dict[str, Any]:
        controller = self._controller()
        invitation = controller.desk.invitation
        self.carried = self.carried or bool(invitation)  # the address drops it once answered
        answer: dict[str, Any] = {
            "html": controller.render(),
            "lang": language(),
            "step": controller.step_seconds,
            "sound": controller.sound,
            "address": controller.full_screen_address(),
            "here": controller.here,
            "drop_carried": self.carried and controller.carry_settled,
            "invitation": invitation,
            "writes": self.storage.take() if self.storage is not None else [],
            "warnings": warnings,
            **effects,
        }
        left = controller.take_deliveries()  # any answer carries what is waiting, whatever asked
        if left:
            answer["deliver"] = [*answer.get("deliver", []), *left]
        if self.language != language():
            self.language = language()
            answer["chrome"] = {text: t(text) for text in self.chrome}
        return answer

    def _safely(self, step: Callable[[], Effects | None]) -> str:
        """Run a step and reply; after an error, say so and stop the computers (no retry loop).
        This is the boundary between the page and everything else: nothing may escape it. A
        screen that cannot be drawn after the step gives way to the screen before it, which was,
        so the page never stays on a screen every later press fails to draw."""
        controller = self._controller()
        before = controller.session
        try:
            effects = step()
            return self.reply(**(effects or {}))
        except Exception:
            error = traceback.format_exc()
        if Notice(BROKE, True) not in controller.notices:
            controller.notify(Notice(BROKE, True))  # above every screen, the final scores too
        try:
            answer = self._answer([], {"error": error})
        except Exception:
            controller.session = before
            answer = self._answer([], {"error": error})
        return json.dumps({**answer, "step": None})

    def _controller(self) -> Controller:
        if self.controller is None:
            raise RuntimeError("the page asked before start")
        return self.controller
