"""Error types shared by every game mode.

Callers (the page, bots, tests) catch these by type and show ``str(error)`` to a
person, so every message must say what was wrong in words a player understands.
"""


class ShelfieError(ValueError):
    """Base of every error the engine raises on bad input.

    The message is a template with ``{fields}`` and the values that fill them, so the page can
    word the same reason in another language (``shelfie.ui.i18n``); ``str(error)`` is the English."""

    def __init__(self, message: str, /, **values: object) -> None:
        self.template = message
        self.values = values
        super().__init__(message.format(**values) if values else message)


def N_(message: str) -> str:
    """Marks a phrase for translation where it is used as a value in another message."""
    return message


class IllegalAction(ShelfieError):
    """An action the rules forbid in this state; the state is left unchanged."""


class InvalidBoard(ShelfieError):
    """A board description that cannot be played on."""


class InvalidConfig(ShelfieError):
    """A game set-up (players, seed, first player) that cannot start a game."""


class InvalidSave(ShelfieError):
    """A saved game that cannot be loaded: unknown version, missing or bad fields, illegal log."""


class InvalidLink(ShelfieError):
    """A link of play by link that cannot be opened: damaged, edited, foreign, or of a format this
    page does not read (``shelfie.core.links``)."""


_MAX_SHOWN_NUMBER = 10**12
_MAX_SHOWN_CHARS = 40


def shown(value: object) -> str:
    """``value`` as it may appear in a message, whatever a caller or a save put there.

    A refusal must never fail while it is being worded: ``repr`` of a number thousands of
    digits long raises ValueError, and of a structure nested a thousand deep RecursionError.
    """
    if value is None or isinstance(value, (bool, float)):
        return repr(value)
    if isinstance(value, int):
        return str(value) if abs(value) < _MAX_SHOWN_NUMBER else "a number too large to show"
    if isinstance(value, str):
        return repr(value if len(value) <= _MAX_SHOWN_CHARS else value[:_MAX_SHOWN_CHARS] + "…")
    if isinstance(value, (list, tuple, dict, set, frozenset)):
        return f"a {type(value).__name__} of {len(value)} entries"
    return f"a {type(value).__name__}"
