"""The page's state as one immutable value: the game session, what covers its screen, the notices,
the player's page preferences and the games with friends.

What is on screen is the session's screen (home, set-up, settings, statistics, the table, the
hand-off) with at most one thing over it, the ``cover``: a game's rules, the question whether a game
carried in the address replaces the saved one, or a screen of play by link (``LinkView``). A command
replaces the model; nothing else keeps what the page shows.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from shelfie.ui.i18n import DEFAULT
from shelfie.ui.shell.friends import LinkGame
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
class Friends:
    """The games with friends this device keeps (``shell.desk`` plays them)."""

    records: Mapping[str, LinkGame] = field(default_factory=dict)
    """Each game by link, by its tag, as this device keeps it (stored under ``desk.FRIENDS_KEY``)."""
    live: frozenset[str] = frozenset()
    """The games whose links a live connection of the page's carries (none: the player sends them)."""
    joining: LinkView | None = None
    """The invitation being answered (its JOIN screen), kept while other commands run."""


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
    friends: Friends = field(default_factory=Friends)
    seating: int = 0
    """Counts the games opened or begun here: a computer is seated anew for each (its bot is kept
    per seating, so a game opened here plays as it would on a new page)."""
    language: str = DEFAULT
    """The page's language (``i18n.use``d before every command and drawing)."""
    kept: Mapping[str, str] = field(default_factory=dict)
    """The page's storage (its keys and texts) as this page knows it: read here and changed here by
    each command; the page writes what changed (``Controller``)."""
    in_memory: bool = False
    """There is no storage, or it refused to be read or written: nothing more is written, and a
    notice says the game is kept in memory only."""
    saved: frozenset[str] = frozenset()
    """The games with a saved game in ``kept`` (over or not)."""
    in_progress: frozenset[str] = frozenset()
    """The games with a saved game not over: the home screen offers to continue them."""
    last_kept: Session = field(default_factory=Session)
    """The session as last kept: what a command changed since is saved (``Update.persist``)."""
    load_error: str | None = None
    """Why a saved game could not be read: for the console, not for the player."""

    def noticed(self, notice: Notice) -> "Model":
        return replace(self, notices=(*self.notices, notice))

    @property
    def link_view(self) -> LinkView | None:
        return self.cover if isinstance(self.cover, LinkView) else None


class OnModel:
    """What works on the page's model (a command's ``Update``, the desk, the controller): its parts
    read and replaced, the model itself never changed."""

    model: Model

    @property
    def session(self) -> Session:
        return self.model.session

    @session.setter
    def session(self, session: Session) -> None:
        self.model = replace(self.model, session=session)

    @property
    def cover(self) -> Cover:
        return self.model.cover

    @cover.setter
    def cover(self, cover: Cover) -> None:
        self.model = replace(self.model, cover=cover)

    @property
    def notices(self) -> tuple[Notice, ...]:
        return self.model.notices

    def notify(self, notice: Notice) -> None:
        """A notice above every screen, until the player dismisses it."""
        self.model = self.model.noticed(notice)

    def note(self, message: str) -> None:
        """A message in the status line of the screen (a result shared, a refusal)."""
        self.session = replace(self.session, message=message)

    @property
    def incoming(self) -> Session | None:
        """A carried game waiting for the player to choose it over the saved game it would replace."""
        cover = self.model.cover
        return cover.carried if isinstance(cover, CarriedChoice) else None

    @property
    def fast(self) -> bool:
        return self.model.fast

    @property
    def sound(self) -> bool:
        return self.model.sound

    @property
    def guide_taken(self) -> bool:
        return self.model.guide_taken

    @property
    def saved(self) -> frozenset[str]:
        """Games with a saved game (over or not)."""
        return self.model.saved

    @property
    def in_progress(self) -> frozenset[str]:
        """Games with a saved game not yet over: the home screen offers to continue them."""
        return self.model.in_progress

    @property
    def load_error(self) -> str | None:
        return self.model.load_error
