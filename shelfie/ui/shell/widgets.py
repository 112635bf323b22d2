"""Small pieces every game's screens and the shell's share: how a seat's kind is named, a
computer's badge and the controls while it plays, the Hint button, a player's name as tables show it, the Undo button, a game's cover picture.
They hold no screen of their own, so a game's screens import them without the shell's screens."""

from collections.abc import Sequence

from shelfie import registry
from shelfie.registry import GameEntry
from shelfie.ui.html import button, esc, hidden, icon, tag
from shelfie.ui.i18n import t


def kind_name(kind: str) -> str:
    """How a seat's kind is said everywhere: "Person", or "Computer: Hard" (the level named by the
    game that offers it, ``GameEntry.levels``)."""
    if kind == registry.PERSON:
        return t("Person")
    named = (entry.levels[kind] for entry in registry.GAMES.values() if kind in entry.levels)
    return t("Computer: {level}", level=t(next(named, kind)))


def hint_button() -> str:
    """A person's Hint: the Hard computer's choice for the turn, put in as the player's own."""
    return button(esc(t("Hint")), "hint", label=t("Hint: what would the Hard bot do?"), class_="small")


def computer_controls(fast: bool) -> str:
    """While a computer plays: its pace (Faster, pressed when on) and Skip, the same at every game."""
    return button(esc(t("Faster")), "faster", pressed=fast) + button(
        esc(t("Skip the computer's turns")), "skip", class_="primary"
    )


def computer_badge(kinds: Sequence[str], seat: int) -> str:
    """A computer seat's level as a badge beside its name, on every board and table; nothing for a
    person (or a seat ``kinds`` does not list)."""
    if seat >= len(kinds) or kinds[seat] == registry.PERSON:
        return ""
    return tag("span", esc(kind_name(kinds[seat])), class_="badge computer")


def player_cell(names: Sequence[str], kinds: Sequence[str], seat: int, winner: bool) -> str:
    """A player as a table of scores names them: the name (which alone may wrap inside itself, when
    it is wider than its column), the computer's level, and a trophy said in words for a winner."""
    badge = computer_badge(kinds, seat)
    # A drawn trophy, not an emoji: a system without an emoji font showed an empty box.
    trophy = " " + icon("i-trophy", "winner-mark") + hidden(t("winner")) if winner else ""
    # A space between the name and the level: beside each other in a wide column they do not touch.
    return tag("span", numbered(names[seat]), class_="name") + (" " + badge if badge else "") + trophy


def numbered(name: str) -> str:
    """A name that ends in a seat's number ("Computer 1", "Giocatore 2") keeps the number on the
    line of the word before it, which read apart looks like a score; a longer word before it may
    still break, as any name may where it is wider than its column."""
    first, _, last = name.rpartition(" ")
    before, _, word = first.rpartition(" ")
    if not (first and last.isdigit() and len(last) <= 2 and len(word) <= 12):
        return esc(name)
    return esc(before + " " if before else "") + tag("span", esc(f"{word} {last}"), class_="nowrap")


def undo_button(can: bool) -> str:
    """Undo, in every game's turn controls: takes back the turn's last choice (``Table.can_undo``)."""
    return button(esc(t("Undo")), "undo", disabled=not can, label=t("Undo the last choice"), class_="small")


def cover(entry: GameEntry) -> str:
    """The game's own picture on its own colour: its card at home, its set-up's heading."""
    return tag("span", icon(entry.picture, "game-picture"), class_="cover")
