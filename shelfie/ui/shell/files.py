"""A file the player chose (a history file, a game moved from another device) as text.

A file is bytes, and other programs save text in other encodings: a Windows editor may write
UTF-16 with a byte-order mark, some tools UTF-32. The mark says which; a file without one is read
as UTF-8, the encoding this page writes. Anything else is refused in words, not guessed at.
"""

import base64
import binascii
import codecs

from shelfie.core.errors import ShelfieError

MAX_BYTES = 400_000
"""Bytes of a chosen file read at the most (static/page.js reads no more): 100,000 characters in
UTF-32. A game's file is about 1,000, a history file of 20 replays about 60,000."""

_MARKS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),  # before UTF-16's: it begins with the same two bytes
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


class UnreadableFile(ShelfieError):
    """The chosen file is not text in an encoding this page reads."""


def decode(data: bytes) -> str:
    """The text of a file's bytes: by its byte-order mark (UTF-8, UTF-16 or UTF-32, the mark not
    part of the text), else as UTF-8; UnreadableFile when they are neither."""
    for mark, encoding in _MARKS:
        if data.startswith(mark):
            try:
                return data[len(mark) :].decode(encoding)
            except UnicodeDecodeError:
                break
    else:
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            pass
    raise UnreadableFile("it is not text: this page reads UTF-8, and UTF-16 or UTF-32 with a byte-order mark")


def from_page(encoded: str) -> bytes:
    """The file's bytes as the page sends them (base64), or UnreadableFile."""
    try:
        data = base64.b64decode(encoded, validate=True)
    except (binascii.Error, ValueError):
        raise UnreadableFile("the browser could not hand over the file") from None
    return data[:MAX_BYTES]
