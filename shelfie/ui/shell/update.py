"""The page's update: what one command (or the computers' moves) makes of the page's model, as a
pure function of the model and the world it is worked out in.

``update(model, world, cmd, arg, form)`` returns the next model and the effects for the page (a file,
a share, a copy, links for a live connection, the computers to play on). Nothing outside the model
changes: storage is read from the model's copy of it (``Model.kept``) and written there, and the page
writes the difference (``controller.Controller``, the only part that touches storage, the clock,
entropy and the computers' bots). ``view(model, world)`` draws it. A command runs on an ``Update``,
which holds the model while the command works it out; each concern's part is a module of its own, as the
command table's concerns are (``commands.Concern``).
"""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from shelfie.core.errors import ShelfieError
from shelfie.ui.i18n import DEFAULT, LANGUAGES, t, use
from shelfie.ui.i18n import language as current_language
from shelfie.ui.shell import commands
from shelfie.ui.shell.archive import Archive
from shelfie.ui.shell.challenge import Challenge
from shelfie.ui.shell.commands import Effects
from shelfie.ui.shell.desk import Delivery
from shelfie.ui.shell.drawing import Drawing
from shelfie.ui.shell.model import CarriedChoice, Model
from shelfie.ui.shell.opening import Opening
from shelfie.ui.shell.playing import Playing
from shelfie.ui.shell.preferences import Preferences
from shelfie.ui.shell.refusals import sentence, word
from shelfie.ui.shell.setting_up import SettingUp
from shelfie.ui.shell.updating import LANGUAGE_KEY, SOUND_KEY, World


class Update(Opening, SettingUp, Playing, Challenge, Archive, Preferences, Drawing):
    """One command worked out on the page's model, each concern's part in its module: opening,
    set-up, playing, challenge, archive (the history), preferences, drawing, and keeping
    (``keeping.Keeping``). The command table (``commands.COMMANDS``) runs them."""

    def handle(self, cmd: str, arg: str | None, form: Mapping[str, str]) -> Effects:
        """One command from the page (``commands.COMMANDS``, or the game's on the table): run, saved,
        and what the page should do beside drawing (a file, a share, a copy). A command found
        nowhere, or an argument that cannot be read, is refused in words and changes nothing."""
        command = commands.find(cmd, self.session)
        if command is None:
            self._refused(t(commands.UNKNOWN))
            return {}
        try:
            value = command.parse(arg)
        except ShelfieError as refusal:
            self._refused(sentence(word(refusal)))
            return {}
        if command.concern is commands.Concern.OUTSIDE:
            return command.run(self, value, form) or {}
        if self.cover is not None and not isinstance(self.cover, CarriedChoice) and not command.keeps_cover:
            self.cover = None  # the rules or a screen of play by link close; the carried game waits
        effects = command.run(self, value, form) or {}
        self.persist()
        return {**effects, **self.effects}

    def needs(self, cmd: str, arg: str | None, form: Mapping[str, str] | None = None) -> str | None:
        """The game whose modules a command needs loaded first (the page fetches its bundle)."""
        command = commands.find(cmd, self.session)
        if command is None:
            return None
        try:
            value = command.parse(arg)
        except ShelfieError:
            return None
        return command.opens(self, value, form or {})

    def _refused(self, message: str) -> None:
        """Said on the screen that is open, which stays as it was."""
        if self.desk.view is not None:
            self.at_desk(lambda desk: desk.said(message))
        else:
            self.session = replace(self.session, message=message)


def start(
    kept: Mapping[str, str],
    world: World,
    game_id: str | None = None,
    *,
    in_memory: bool = False,
    language: str | None = None,
    browser_language: str | None = None,
    carried: str | None = None,
    link: str | None = None,
) -> Model:
    """The page's first model, from its storage as the page read it (``kept``; ``in_memory``: there
    is none, or it refused to be read). The page speaks ``language`` (``?lang=``), else the
    player's last choice, else the browser's language when there is a catalogue for it, else
    English. ``Update.open`` says what opens."""
    chosen_language = language if language in LANGUAGES else kept.get(LANGUAGE_KEY)
    use(chosen_language if chosen_language in LANGUAGES else (browser_language or DEFAULT))
    model = Model(
        kept=dict(kept), in_memory=in_memory, sound=kept.get(SOUND_KEY) == "on", language=current_language()
    )
    working = Update(model, world)
    working.open(game_id, carried=carried, link=link)
    return working.model


def update(
    model: Model, world: World, cmd: str, arg: str | None, form: Mapping[str, str]
) -> tuple[Model, Effects]:
    """One command from the page (``commands.COMMANDS``, or the game's on the table): the next model
    and the effects for the page (``Effects``; ``skip``: the computers play on until a person is
    to move). A command found nowhere, or an argument that cannot be read, is refused in words
    and changes nothing else."""
    _speak(model)
    working = Update(model, world)
    effects = working.handle(cmd, arg, form)
    return working.model, _delivering(effects, working.deliveries)


def played(model: Model, world: World, actions: Sequence[tuple[int, Any]]) -> tuple[Model, Effects]:
    """The computers' actions (seat, action) played, as the page's bots chose them."""
    _speak(model)
    working = Update(model, world)
    working.computers_played(actions)
    return working.model, _delivering({}, working.deliveries)


def worked_out(model: Model, world: World, act: Callable[[Update], Any]) -> tuple[Model, Effects]:
    """What the page itself does to the model beside a command (a share said, a file refused, an
    imported history), worked out as a command is."""
    _speak(model)
    working = Update(model, world)
    act(working)
    return working.model, _delivering({}, working.deliveries)


def view(model: Model, world: World) -> str:
    """The page's HTML for ``model``."""
    _speak(model)
    return Update(model, world).render()


def _speak(model: Model) -> None:
    """The page's words in the model's language (the i18n module's current catalogue, switched
    only when it is another: a switch reads the catalogue's file)."""
    if current_language() != model.language:
        use(model.language)


def _delivering(effects: Effects, made: Sequence[Delivery]) -> Effects:
    """``effects`` and the links made for the page's live connections to carry (``deliver``)."""
    if not made:
        return effects
    return {**effects, "deliver": [{"tag": tag, "link": link} for tag, link in made]}
