"""The six item types. A tile is its type's number (1-6); 0 is an empty space everywhere."""

EMPTY = 0
TYPES = ("cat", "book", "game", "frame", "trophy", "plant")
"""Type 1 is a cat, ... type 6 a plant (the components' order in RULES-MYSHELFIE.md)."""
PER_TYPE = 22
"""Tiles of each type in the bag: 132 in all."""


def type_name(tile: int) -> str:
    return TYPES[tile - 1]
