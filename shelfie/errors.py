"""Error types shared by every game mode.

Callers (the page, bots, tests) catch these by type and show ``str(error)`` to a
person, so every message must say what was wrong in words a player understands.
"""


class ShelfieError(ValueError):
    """Base of every error the engine raises on bad input."""


class IllegalAction(ShelfieError):
    """An action the rules forbid in this state; the state is left unchanged."""


class InvalidBoard(ShelfieError):
    """A board description that cannot be played on."""


class InvalidConfig(ShelfieError):
    """A game set-up (players, seed, first player) that cannot start a game."""


class InvalidSave(ShelfieError):
    """A saved game that cannot be loaded: unknown version, missing or bad fields, illegal log."""
