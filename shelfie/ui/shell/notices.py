"""Notices above every screen: storage refused, a save that could not be read."""

from collections.abc import Sequence
from dataclasses import dataclass

from shelfie.ui.html import button, esc, join, tag
from shelfie.ui.i18n import t


@dataclass(frozen=True)
class Notice:
    """``text`` is an English template worded in the page's language when drawn."""

    text: str
    dismissible: bool = False
    values: tuple[tuple[str, str], ...] = ()


def notices_bar(notices: Sequence[Notice]) -> str:
    if not notices:
        return ""
    items = join(
        tag(
            "div",
            tag("p", esc(t(n.text, **dict(n.values))))
            + (
                button(esc(t("Dismiss")), "dismiss-notice", i, label=t("Dismiss notice"))
                if n.dismissible
                else ""
            ),
            class_="notice",
            role="status",
        )
        for i, n in enumerate(notices)
    )
    return tag("div", items, class_="notices")
