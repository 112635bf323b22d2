"""Pure-Python user interface: state machines and HTML views, no browser imports.

Everything here runs under CPython for tests; ``shelfie.web`` feeds it clicks and
puts its HTML into the page.
"""
