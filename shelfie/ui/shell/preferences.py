"""The page's own preferences: notices dismissed, the computers' pace, sound and language (kept in
storage for the next visit)."""

from dataclasses import replace

from shelfie.ui.i18n import LANGUAGES, use
from shelfie.ui.shell.updating import LANGUAGE_KEY, SOUND_KEY, UpdateBase


class Preferences(UpdateBase):
    """The page's preferences."""

    def dismiss_notice(self, index: int) -> None:
        index -= self._fixed_notices()
        notices = self.model.notices
        if 0 <= index < len(notices):
            self.model = replace(self.model, notices=notices[:index] + notices[index + 1 :])

    def toggle_pace(self) -> None:
        self.model = replace(self.model, fast=not self.fast)

    def toggle_sound(self) -> None:
        self.model = replace(self.model, sound=not self.sound)
        self.storage.set(SOUND_KEY, "on" if self.sound else "off")

    def choose_language(self, code: str | None) -> None:
        if code in LANGUAGES:
            use(code)
            self.model = replace(self.model, language=code)
            self.storage.set(LANGUAGE_KEY, code)
