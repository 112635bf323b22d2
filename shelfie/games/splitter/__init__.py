"""Splitter, the roll-and-write: pads as data, scoring as pure functions, and every seat placing at
once (``shelfie.core.contract``'s ``to_move`` is the set of seats that have not placed yet)."""
