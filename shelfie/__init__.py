"""Shelfie: tabletop games (My Shelfie: The Dice Game, My Shelfie, Splitter) whose rules are pure
Python, played in the browser through PyScript on Pyodide.

Each game is a folder in each layer (``games/<id>`` its rules, ``bots/<id>`` its computer players,
``ui/<id>`` its screens) and an entry in ``registry``; ``core`` holds what every game's rules
share and ``ui/shell`` what every game's page shares. All of it is data and pure functions, so the
same code runs under CPython for tests and bots and under Pyodide in the page. Only ``shelfie.web``
touches the browser.
"""
