"""Shelfie: roll-and-write board games whose rules are pure Python.

Each game mode is a subpackage (``shelfie.games.dicegame`` today) holding only data
and pure functions, so the same code runs under CPython for tests and bots and
under Pyodide in the browser. Only ``shelfie.web`` touches the browser.
"""
