"""The page's state as one immutable value: the game session, what covers its screen, the notices
and the player's page preferences.

What is on screen is the session's screen (home, set-up, settings, statistics, the table, the
hand-off) with at most one thing over it, the ``cover``: a game's rules, the question whether a game
carried in the address replaces the saved one, or a screen of play by link (``LinkView``). A command
replaces the model; nothing else keeps what the page shows.
"""

from dataclasses import dataclass, field, replace

from shelfie.ui.shell.linkviews import LinkView
from shelfie.ui.shell.notices import Notice
from shelfie.ui.shell.session import Session


@dataclass(frozen=True)
class RulesOver:
    """A game's rules over the screen; closing them goes back to it, nothing lost."""

    game_id: str


@dataclass(frozen=True)
class CarriedChoice:
    """A game carried in the address that would replace a saved game in progress: the player
    chooses, and nothing else covers the screen until they have."""

    carried: Session


Cover = RulesOver | CarriedChoice | LinkView | None


@dataclass(frozen=True)
class Model:
    session: Session = field(default_factory=Session)
    cover: Cover = None
    notices: tuple[Notice, ...] = ()
    """Above every screen until dismissed (the storage notice, drawn first, is the slots')."""
    fast: bool = False
    """The computers play at the fast pace."""
    sound: bool = False
    """A short sound when dice are thrown: off unless the player turns it on."""
    guide_taken: bool = False
    """The guided game was taken or declined in this page (storage may not remember it)."""

    def noticed(self, notice: Notice) -> "Model":
        return replace(self, notices=(*self.notices, notice))

    @property
    def link_view(self) -> LinkView | None:
        return self.cover if isinstance(self.cover, LinkView) else None
