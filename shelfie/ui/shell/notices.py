"""Notices above every screen: storage refused, a save that could not be read."""

from collections.abc import Sequence
from dataclasses import dataclass

from shelfie.ui.html import button, esc, tag


@dataclass(frozen=True)
class Notice:
    text: str
    dismissible: bool = False


def notices_bar(notices: Sequence[Notice]) -> str:
    if not notices:
        return ""
    items = "".join(
        tag(
            "div",
            tag("p", esc(n.text))
            + (button("Dismiss", "dismiss-notice", i, label="Dismiss notice") if n.dismissible else ""),
            class_="notice",
            role="status",
        )
        for i, n in enumerate(notices)
    )
    return tag("div", items, class_="notices")
