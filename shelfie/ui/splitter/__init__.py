"""Splitter's screens: the pads, placing a round's numbers, the final score column."""
