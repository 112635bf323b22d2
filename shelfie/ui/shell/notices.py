"""Notices above every screen: storage refused, a save that could not be read."""

from collections.abc import Sequence
from dataclasses import dataclass

from shelfie.core.errors import N_
from shelfie.ui.html import button, esc, join, tag
from shelfie.ui.i18n import t

KEPT_AS = N_('Kept in this browser\'s storage as "{key}".')
"""Where an unreadable save or history was kept, for whoever helps the player recover it."""


@dataclass(frozen=True)
class Notice:
    """``text`` is an English template worded in the page's language when drawn."""

    text: str
    dismissible: bool = False
    values: tuple[tuple[str, str], ...] = ()
    detail: str = ""
    """An English template for what only someone helping the player needs (where an unreadable
    save was kept): folded under "Details", so the notice itself stays in plain words."""


def notices_bar(notices: Sequence[Notice]) -> str:
    if not notices:
        return ""
    items = join(
        tag(
            "div",
            tag("div", tag("p", esc(t(n.text, **dict(n.values)))) + _detail(n), class_="notice-text")
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


def _detail(notice: Notice) -> str:
    if not notice.detail:
        return ""
    said = tag("p", esc(t(notice.detail, **dict(notice.values))))
    return tag("details", tag("summary", esc(t("Details"))) + said, class_="notice-detail")
