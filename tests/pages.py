"""The dice game's page save as the tests meet it: its storage key and its loader."""

from shelfie.ui.shell.pagesave import from_save as load
from shelfie.ui.shell.session import Session

SAVE_KEY = "shelfie.dicegame.save"
"""Written literally: saves made before the shell live under this key and must still load."""


def from_save(data: object) -> Session:
    return load("dicegame", data)


DAILY_KEY = "shelfie.dicegame.daily"
