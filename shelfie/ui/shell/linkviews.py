"""The screens of play by link: the invitation to send, taking a seat, a link to send
(an answer, a turn, the last turn), and the home screen's games with friends."""

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from shelfie import registry
from shelfie.core.errors import N_
from shelfie.core.setup import MAX_NAME
from shelfie.registry import PERSON
from shelfie.ui.html import button, esc, file_picker, hidden, icon, join, tag, void
from shelfie.ui.i18n import t
from shelfie.ui.shell.widgets import cover, kind_name


class View(Enum):
    INVITE = "invite"
    """The host's invitation, until every friend has answered."""
    JOIN = "join"
    """An invitation opened: take a seat."""
    SEND = "send"
    """A link this device must send: its answer, its turn, or the last turn."""
    MOVE = "move"
    """The game as a link to open on another device of the same person."""


@dataclass(frozen=True)
class LinkView:
    view: View
    tag: str
    address: str
    """The whole link to send (or, for JOIN, the invitation being answered)."""
    game_id: str
    to: str = ""
    """Who the link goes to."""
    what: str = ""
    """What the link is, for SEND: "answer", "deal" (the dealt game, to the friend who plays
    first), "turn" or "last"."""
    seats: tuple[tuple[str, str, bool], ...] = ()
    """For JOIN and INVITE: each seat's name, kind and whether a friend takes it."""
    waiting: tuple[str, ...] = ()
    """For INVITE: the friends whose answer has not come yet."""
    message: str = ""
    position: Any = None
    """For SEND of a game dealt: the game the link carries, as the sender's seat sees it (its
    observation), drawn under the link so the player sees what they send."""


@dataclass(frozen=True)
class FriendGame:
    """A line of the home screen's games with friends."""

    tag: str
    game_id: str
    players: tuple[str, ...]
    status: str
    yours: bool
    """It waits for this device: its turn, or a link to send."""
    when: str = ""
    """When the game last moved, in words."""


def _link_box(view: LinkView, label: str) -> str:
    """The link itself, selectable, and the ways to pass it on: the share sheet, a copy, or a QR
    code for a phone's camera (drawn by the page, static/page.js, once the box is opened), on a
    card of its own: the thing this screen is for."""
    return tag(
        "div",
        tag("label", esc(label), for_="link-out")
        + void(
            "input", id="link-out", value=view.address, readonly=True, class_="link-out", spellcheck="false"
        )
        + tag(
            "div",
            button(esc(t("Share the link")), "share-link", class_="primary", focus=True)
            + button(esc(t("Copy the link")), "copy-link"),
            class_="actions",
        )
        + tag(
            "details",
            tag("summary", esc(t("Show a QR code")))
            + tag("p", esc(t("Point a phone's camera at it to open the link there.")))
            + tag(
                "div", "", class_="qr", role="img", aria_label=t("QR code of the link"), data_qr=view.address
            ),
            class_="qr-box",
        ),
        class_="link-card",
    )


def paste_box() -> str:
    """Where a link received in a chat can be pasted, when it was not opened by a tap, and where a
    game's file from another device is opened."""
    return tag(
        "div",
        tag("label", esc(t("Paste a link you received")), for_="link-in")
        + tag(
            "div",
            void(
                "input",
                id="link-in",
                name="link",
                autocomplete="off",
                spellcheck="false",
                data_enter="open-link",
            )
            + button(esc(t("Open")), "open-link"),
            class_="seat-row",
        )
        + file_picker(esc(t("Open a game file")), "link-file", ".txt,text/plain"),
        class_="paste-link",
    )


def tag_section(box: str) -> str:
    """The home screen's box for a pasted link, under the games."""
    return tag("section", box, class_="paste-home", aria_label=t("Open a link"))


def _seats_list(seats: Sequence[tuple[str, str, bool]], host: str) -> str:
    """Who plays, a card per seat as at the set-up, with the picture of its kind: the host
    (``host`` says how), each friend on their own device, each computer."""
    items = []
    for number, (name, kind, friend) in enumerate(seats):
        said = host if number == 0 else t("a friend, on their own device") if friend else kind_name(kind)
        picture = icon("i-person" if kind == PERSON else "i-computer", "kind-picture")
        items.append(
            tag(
                "li",
                tag("span", picture, class_="avatar")
                + tag(
                    "span",
                    tag("span", esc(name), class_="name") + " " + tag("span", esc(said), class_="badge"),
                ),
            )
        )
    return tag("ul", join(items), class_="link-seats", aria_label=t("Players"))


STEPS = (N_("Invite"), N_("Answer"), N_("Play"))
"""Play by link's three steps, as the screens show where a game is: the host invites, each friend
answers, then turns go back and forth."""


def _step_of(view: LinkView) -> int | None:
    """The step (0, 1, 2) a screen belongs to; None for moving a game, which is no step of it."""
    if view.view is View.INVITE:
        return 0
    if view.view is View.JOIN or (view.view is View.SEND and view.what == "answer"):
        return 1
    if view.view is View.SEND:
        return 2
    return None


def steps(view: LinkView) -> str:
    """Where this screen is in play by link: the steps in order, those done ticked, this one
    marked as the current step (in words for screen readers, not by colour alone)."""
    now = _step_of(view)
    if now is None:
        return ""
    items = []
    for number, words in enumerate(STEPS):
        done = number < now
        mark = "✓" if done else str(number + 1)
        items.append(
            tag(
                "li",
                tag("span", mark, class_="step-mark", aria_hidden="true")
                + tag("span", esc(t(words)), class_="step-name")
                + (" " + hidden(t("(done)")) if done else ""),
                class_="done" if done else "now" if number == now else None,
                aria_current="step" if number == now else None,
            )
        )
    return tag("ol", join(items), class_="link-steps", aria_label=t("Steps of play by link"))


def _position(view: LinkView) -> str:
    """The game the link carries, as the table shows it but with nothing to press."""
    if view.position is None:
        return ""
    names = tuple(name for name, _, _ in view.seats)
    kinds = tuple(kind for _, kind, _ in view.seats)
    drawn = registry.screens(view.game_id).position(view.position, names, kinds)
    if not drawn:
        return ""
    return tag(
        "section",
        tag("h3", esc(t("The game you send")), id="sent-heading") + drawn,
        class_=f"sent-position game-{view.game_id}",
        aria_labelledby="sent-heading",
    )


def screen(view: LinkView) -> str:
    title = t(registry.GAMES[view.game_id].title)
    status = tag("p", esc(view.message), id="status", role="status", aria_live="polite")
    menu = tag("div", button(esc(t("All games")), "home", class_="small"), class_="menu")
    if view.view is View.INVITE:
        heading = t("Invite your friends to {game}", game=title)
        waiting = ", ".join(view.waiting)
        body = (
            tag(
                "p",
                esc(
                    t(
                        "Send this invitation to {names}. Each opens it, takes their seat and sends you an answer; "
                        "the game starts when every answer is in.",
                        names=waiting,
                    )
                ),
            )
            + _seats_list(view.seats, t("you, the host"))
            + _link_box(view, t("Invitation link"))
            + paste_box()
        )
    elif view.view is View.JOIN:
        heading = t("You are invited to {game}", game=title)
        free = [name for name, _, friend in view.seats if friend]
        several = len(free) > 1
        # With several friend seats, each is its own button: a friend taps the seat the host named
        # for them (a radio left on the first seat sent two friends to the same one), and the name
        # box starts empty instead of holding the first seat's name.
        joins = (
            join(
                button(
                    esc(t("Join as {name}", name=name)), "join", device, class_="primary", focus=device == 1
                )
                for device, name in enumerate(free, start=1)
            )
            if several
            else button(esc(t("Join the game")), "join", "1", class_="primary", focus=True)
        )
        note = t("Leave it empty to play under your seat's name.")
        body = (
            tag("p", esc(t("{host} invites you. The players:", host=view.seats[0][0])))
            + _seats_list(view.seats, t("the host"))
            + tag("label", esc(t("Your name")), for_="join-name")
            + void(
                "input",
                id="join-name",
                name="name",
                value="" if several or not free else free[0],
                maxlength=MAX_NAME,
                autocomplete="nickname",
                aria_describedby="join-name-note" if several else None,
                data_enter=None if several else "join",
            )
            + (tag("p", esc(note), id="join-name-note", class_="note") if several else "")
            + tag("div", joins, class_="actions")
        )
    elif view.view is View.MOVE:
        heading = t("Move this game to another device")
        body = (
            tag(
                "p",
                esc(
                    t(
                        "Open this link on your other device to play this game there. It holds your "
                        "secret part of the game: whoever opens it plays as you, so send it only to yourself."
                    )
                ),
            )
            + _link_box(view, t("Link for your other device"))
            + tag(
                "div",
                button(esc(t("Save as a file")), "save-game-file", view.tag)
                + button(esc(t("Back")), "close-link", view.tag),
                class_="actions",
            )
        )
    else:
        heading = {
            "answer": t("Send your answer to {name}", name=view.to),
            "deal": t("Send the game to {name}", name=view.to),
            "turn": t("Send your turn to {name}", name=view.to),
        }.get(view.what, t("Send the last turn to {name}", name=view.to))
        said = {
            "answer": t("The game starts when {name} opens it.", name=view.to),
            "deal": t("{name} plays first: they start when they open this link.", name=view.to),
            "turn": t("It is {name}'s turn: they play it when they open this link.", name=view.to),
        }.get(view.what, t("The game is over: {name} sees the final scores when they open it.", name=view.to))
        back = button(esc(t("See the final scores")), "close-link") if view.what == "last" else ""
        back += button(esc(t("Move to another device")), "move-out", view.tag, class_="small")
        body = (
            tag("p", esc(said))
            + _link_box(view, t("Link for {name}", name=view.to))
            + tag("div", back, class_="actions")
            + _position(view)
            + paste_box()
        )
    entry = registry.GAMES[view.game_id]
    banner = tag("div", cover(entry) + tag("h2", esc(heading), id="link-heading"), class_="game-banner")
    return tag(
        "section",
        banner + steps(view) + status + body + menu,
        class_=f"link-play link-{view.view.value} game-{view.game_id}",
        aria_labelledby="link-heading",
    )


def friends_list(games: Sequence[FriendGame]) -> str:
    """The home screen's games with friends: whose turn, and a button to open each."""
    if not games:
        return ""
    items = join(
        tag(
            "li",
            tag("strong", esc(t(registry.GAMES[game.game_id].title)))
            + " "
            + tag("span", esc(", ".join(game.players)))
            + " "
            + tag("span", esc(game.status), class_="badge" + (" yours" if game.yours else ""))
            + (" " + tag("span", esc(game.when), class_="when") if game.when else "")
            + " "
            + button(
                esc(t("Open")),
                "open-friend",
                game.tag,
                label=t("Open the game with {players}", players=", ".join(game.players)),
                class_="small" + (" primary" if game.yours else ""),
            ),
        )
        for game in games
    )
    return tag(
        "section",
        tag("h2", esc(t("Games with friends")), id="friends-heading")
        + tag("ul", items, class_="friend-games"),
        class_="friends",
        aria_labelledby="friends-heading",
    )
