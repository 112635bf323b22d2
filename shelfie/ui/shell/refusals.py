"""A refusal in the player's words: an engine's error (a template and its values) translated, as a
sentence. Every screen that refuses something says it this way."""

from shelfie.core.errors import ShelfieError
from shelfie.ui.i18n import t


def word(refusal: Exception) -> str:
    """A refusal in the player's language: its template translated, string values too."""
    if not isinstance(refusal, ShelfieError):
        return str(refusal)
    values = {key: t(value) if isinstance(value, str) else value for key, value in refusal.values.items()}
    return t(refusal.template, **values)


def sentence(text: str) -> str:
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
