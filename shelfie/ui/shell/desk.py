"""Play by link at the page: what each link command does to the page's model (the games with
friends it keeps, the session, the link screen over it), worked out as a value (``Desk``).

The records are kept in storage under one key (``friends.load_all``) by the page after each command
that changed them; a game by link is played in the
ordinary table of its game, as a ``Session`` whose ``link`` is its tag and whose ``remote`` seats are
the other devices'. When none of this device's seats is to move any more (or the game is over), the
turn link is made and the screen to send it opens; the moves made before that are kept with the
record, so a reload loses nothing and draws nothing again.
"""

import json
import os
from collections.abc import Callable, Mapping
from contextlib import suppress
from dataclasses import dataclass, field, replace
from datetime import date
from functools import lru_cache
from typing import Any

from shelfie import registry
from shelfie.core import links, saves
from shelfie.core.errors import N_, InvalidLink, InvalidSave, ShelfieError
from shelfie.core.fairness import Chain
from shelfie.registry import PERSON
from shelfie.ui.i18n import t, tn
from shelfie.ui.shell import friends
from shelfie.ui.shell.friends import LinkGame, Opened
from shelfie.ui.shell.linkviews import FriendGame, LinkView, View, friends_list, paste_box, tag_section
from shelfie.ui.shell.model import Friends, Model, OnModel
from shelfie.ui.shell.notices import Notice
from shelfie.ui.shell.refusals import sentence, word
from shelfie.ui.shell.session import Screen, Session, typed_seats

FRIENDS_KEY = "shelfie.friends"


@lru_cache(maxsize=2)
def _replayed(turn: str, device: int, secret: bytes) -> links.Played:
    """What a game's last link makes on this device: replayed once per link, not on every move (a
    whole game by link replays in tens of milliseconds in the browser)."""
    return links.replay(friends.turn_of(turn), registry.rules, device, Chain(secret))


Delivery = tuple[str, str]
"""A game's tag and the link this device made of it, for a live connection to carry."""


@dataclass(frozen=True)
class Place:
    """What playing by link needs beyond the page's model: the day, the page's address (a link
    begins with it) and fresh entropy for a new game's secrets."""

    today: str | None = None
    address: str = ""
    entropy: Callable[[], bytes] = field(default=lambda: os.urandom(32), compare=False)


def loaded(text: str | None) -> tuple[Friends, bool]:
    """The games with friends kept in storage (``FRIENDS_KEY``), and whether the text could be read
    (when not, none: the caller keeps the text aside and says so)."""
    try:
        return Friends(friends.load_all(text)), True
    except InvalidLink:
        return Friends(), False


class Desk(OnModel):
    """One command of play by link, worked out on the page's model: ``model`` is the model after
    it, ``deliveries`` the links a live connection is to carry, ``finished`` the games by link to
    add to the statistics (each once, when every score is known). The desk changes nothing else:
    storage and the statistics are the caller's (``UpdateBase.at_desk``), which keeps the records
    whenever they changed."""

    def __init__(self, model: Model, place: Place) -> None:
        self.model = model
        self.place = place
        self.deliveries: list[Delivery] = []
        self.finished: list[Session] = []

    @property
    def records(self) -> Mapping[str, LinkGame]:
        return self.model.friends.records

    @records.setter
    def records(self, records: Mapping[str, LinkGame]) -> None:
        self._friends(records=dict(records))

    def _put(self, tag: str, record: LinkGame) -> None:
        self.records = {**self.records, tag: record}

    @property
    def live(self) -> frozenset[str]:
        """The games (by tag) whose links a live connection carries (none: the player sends them).
        The connection is the page's: it says when one opens or closes (``connected``)."""
        return self.model.friends.live

    @property
    def view_of_join(self) -> LinkView | None:
        """The invitation being answered (the JOIN screen), kept while other commands run."""
        return self.model.friends.joining

    @view_of_join.setter
    def view_of_join(self, view: LinkView | None) -> None:
        self._friends(joining=view)

    def _friends(self, **changes: Any) -> None:
        self.model = replace(self.model, friends=replace(self.model.friends, **changes))

    @property
    def view(self) -> LinkView | None:
        """The screen of play by link open over the session's screen, or None."""
        return self.model.link_view

    @view.setter
    def view(self, view: LinkView | None) -> None:
        if view is not None or isinstance(self.model.cover, LinkView):
            self.model = replace(self.model, cover=view)

    # --- storage and addresses ---------------------------------------------------------------

    def _status(self, tag: str, status: str) -> None:
        if tag in self.records and self.records[tag].status != status:
            self._put(tag, replace(self.records[tag], status=status))

    def _touch(self, tag: str) -> None:
        """A link of the game was made or opened today (the home screen says when)."""
        today = self.place.today
        if today and tag in self.records:
            self._put(tag, replace(self.records[tag], updated=today))

    def address(self, text: str, key: str = links.FRAGMENT) -> str:
        """The whole link: this page's address, then ``#link=`` (or ``#move=``) and ``text``."""
        return f"{self.place.address or 'index.html'}#{key}={text}"

    def share_text(self) -> str:
        return self.view.address if self.view is not None and self.view.view is not View.JOIN else ""

    def _received(self, record: LinkGame) -> tuple[links.Turn, links.Played]:
        """The game ``record``'s last link makes on this device."""
        return friends.turn_of(record.turn), _replayed(record.turn, record.device, record.secret)

    # --- commands ------------------------------------------------------------------------------

    def open_pasted(self, text: str) -> None:
        """A link pasted in the box (or opened in this tab while the page was open)."""
        if text.strip():
            self.open(text)
        else:
            self.notify(Notice(N_("Paste the link you received in the box, then press Open."), True))

    def close(self, tag: str | None) -> None:
        """Back from moving a game (``tag``) to that game's screen. Otherwise only the last turn's
        screen closes onto the table: while another device is to move, the link to send stays this
        game's screen, whatever closed it (``played``)."""
        if tag is not None and tag in self.records:
            self._show(tag)

    def said(self, message: str) -> None:
        """A message on the screen of play by link that is open (none: nothing to say it on)."""
        if self.view is not None:
            self.view = replace(self.view, message=message)

    def link_game(self, text: str) -> str | None:
        """The game a link opens (its modules load first), or None."""
        return friends.game_id(self.records, text)

    def _refuse(self, refusal: ShelfieError) -> None:
        """Said above whatever screen is open, which stays: the invitation waiting for answers, the
        link to send (a final table shows its own status line)."""
        reason = sentence(word(refusal)).rstrip(".")
        self.notify(Notice(N_("This link cannot be opened: {reason}."), True, (("reason", reason),)))

    def invite(self, form: Mapping[str, str]) -> None:
        session = self.session
        game_id = session.game_id
        if game_id is None:
            return
        seats, refusal = typed_seats(session, form)
        session = replace(session, setup=seats, screen=Screen.SETUP)
        self.session = session
        if refusal:
            self.note(refusal)
            return
        if seats.kinds[0] != PERSON:
            self.note(t("The first seat is yours: make it a person to invite friends."))
            return
        if PERSON not in seats.kinds[1:]:
            self.note(t("Make another seat a person: a friend who plays on their own device."))
            return
        placed = [links.Seat(name, kind) for name, kind in zip(seats.names, seats.kinds, strict=True)]
        try:
            record = friends.host(
                registry.rules, game_id, session.options or {}, placed, self.place.entropy()
            )
        except ShelfieError as refusal_:
            self.note(sentence(word(refusal_)))
            return
        tag = friends.tag_of(record.invite())
        self._put(tag, replace(record, status="answers"))
        self._touch(tag)
        self._show(tag)

    def join(self, seat: str, form: Mapping[str, str]) -> None:
        """The friend takes ``seat`` (1 for the first friend seat), under the name typed, or else the
        name the host gave that seat."""
        view = self.view_of_join
        if view is None:
            return
        device = int(seat) if seat.isdigit() else 0
        free = [name for name, _, friend in view.seats if friend]
        name = form.get("name", "").strip() or (free[device - 1] if 1 <= device <= len(free) else "")
        try:
            record, _ = friends.join(registry.rules, view.address, device, name, self.place.entropy())
        except ShelfieError as refusal:
            self.view = replace(view, message=sentence(word(refusal)))
            return
        self.view_of_join = None
        self._put(view.tag, replace(record, status="host"))
        self._touch(view.tag)
        self._show(view.tag)

    @property
    def answering(self) -> bool:
        """An invitation is on screen, not answered yet."""
        return self.view is not None and self.view.view is View.JOIN

    @property
    def invitation(self) -> str:
        """The address's fragment for the invitation on screen ("" when none): the page keeps it
        there until it is answered, since nothing of it is stored before, so a reload shows it again."""
        return f"#{links.FRAGMENT}={self.view.address}" if self.view is not None and self.answering else ""

    def open(self, text: str) -> None:
        """A link opened from a chat or pasted: what it does, or why it cannot be opened."""
        if f"{friends.MOVE}=" in text:
            self._arrive(text)
            return
        try:
            outcome = friends.open_link(registry.rules, self.records, text)
        except friends.NotHere as refusal:
            # The home screen, where its box takes the game's file or link from the other device.
            self._refuse(refusal)
            self.view = None
            self.session = replace(self.session, screen=Screen.HOME)
            return
        except ShelfieError as refusal:
            self._refuse(refusal)
            return
        if outcome.opened is Opened.INVITED:
            invite = links.from_text(text)
            assert isinstance(invite, links.Invite)
            if outcome.tag in self.records:
                self._show(outcome.tag)
                return
            owners = invite.table.owners
            seats = tuple(
                (seat.name, seat.kind, owners[n] != links.HOST) for n, seat in enumerate(invite.table.seats)
            )
            self.view = self.view_of_join = LinkView(
                View.JOIN, outcome.tag, links.to_text(invite), invite.table.game_id, seats=seats
            )
            return
        self.records = dict(outcome.records)
        if outcome.opened is not Opened.EARLIER:
            self._touch(outcome.tag)
        if outcome.opened is Opened.EARLIER:
            self._show(outcome.tag)
            self.notify(
                Notice(
                    N_("This link is an earlier turn of the game you already have: here it is as it is now."),
                    True,
                )
            )
            return
        self._show(outcome.tag)

    def receive(self, text: str) -> None:
        """A link that arrived over a live connection: opened as a link opened from a chat is (the
        same checks: a tampered or out-of-order link is refused in words and changes nothing)."""
        self.open(text)

    def connected(self, tag: str, live: bool) -> None:
        """A live connection for the game ``tag`` opened (``live``) or closed. Once it closes, the
        game goes on by links from where it stands: a link this device owes shows to be sent, as
        after any command (``played``)."""
        if tag not in self.records:
            return
        if not live:
            self._friends(live=self.live - {tag})
            return
        self._friends(live=self.live | {tag})
        view = self.view
        if view is not None and view.tag == tag and view.view is View.SEND and view.what != "answer":
            # The link on screen waiting to be sent by hand goes by the connection instead.
            self.view = None if self._delivered(tag) else view

    def _delivered(self, tag: str) -> bool:
        """This device's latest link of ``tag`` handed to the game's live connection, if it has one."""
        record = self.records[tag]
        if tag not in self.live or not record.turn:
            return False
        self.deliveries.append((tag, self.address(record.turn)))
        return True

    def _arrive(self, text: str) -> None:
        """A game moved here from another device of the same person."""
        try:
            record = friends.arrived(text)
        except ShelfieError as refusal:
            self._refuse(refusal)
            return
        tag = friends.tag_of(record.invite())
        if tag in self.records:
            self.notify(Notice(N_("This game is on this device already."), True))
        else:
            self._put(tag, record)
            self.notify(
                Notice(
                    N_("The game is here now. Play it on one device only: the other's copy is out of date."),
                    True,
                )
            )
        self._show(tag)

    def move_out(self, tag: str) -> None:
        record = self.records.get(tag)
        if record is None:
            return
        self.view = LinkView(View.MOVE, tag, self._move_address(record), record.invite().table.game_id)

    def _move_address(self, record: LinkGame) -> str:
        """The link that moves ``record``'s game to another device of the same person."""
        return self.address(friends.moved(record), friends.MOVE)

    def move_file(self, tag: str) -> tuple[str, str] | None:
        """The game ``tag`` as a file to open on another device: its name and text (a line that says
        what it is, then the move link, which "Open a game file" or a tap opens)."""
        record = self.records.get(tag)
        if record is None:
            return None
        table = record.invite().table
        intro = t(
            "Shelfie: {game} with {players}. Open this file with “Open a game file” in Shelfie on your "
            "other device, or open the link below there. Whoever opens it plays as you.",
            game=t(registry.GAMES[table.game_id].title),
            players=", ".join(seat.name for seat in table.seats),
        )
        name = f"shelfie-{table.game_id}-{tag}.txt"
        return name, f"{intro}\n\n{self._move_address(record)}\n"

    def game_of(self, tag: str) -> str | None:
        """The game a kept game with friends is of (its modules load before it opens)."""
        return friends.game_of(self.records.get(tag))

    def open_record(self, tag: str) -> None:
        """A kept game with friends, where it stands on this device (from the home screen's list, or
        a reload when it was the last game on screen)."""
        if tag in self.records:
            self._show(tag)

    # --- what a record shows -------------------------------------------------------------------

    def _show(self, tag: str) -> None:
        """The screen a game with friends is at on this device."""
        record = self.records[tag]
        try:
            invite = record.invite()
            game_id = invite.table.game_id
            if not record.turn:
                self._waiting(tag, record, invite)
                return
            turn, played = self._received(record)
        except ShelfieError as refusal:
            self._refuse(refusal)
            return
        game = registry.rules(game_id)
        state = played.state
        lost_moves = False
        if record.moves:
            try:
                state = saves.replay(game, state, saves.events_from_json(game, json.loads(record.moves)))
            except (InvalidSave, ValueError):
                lost_moves = True
        self._play(tag, turn, state, record.device)
        if lost_moves:
            self.notify(
                Notice(N_("Your moves since the last link could not be read: play your turn again."), True)
            )
        self.view = None
        over = game.is_over(state)
        # The dealt game the host passes on, or a final link still owing this device's secrets.
        self.played(force=not record.sent)
        self._status(tag, self._standing(tag))
        self._record_once(tag)
        if self.view is None and (
            (over and self.records[tag].sent and tag not in self.live)
            or (played.holder != record.device and not over and tag not in self.live)
        ):
            self._send_view(tag, friends.turn_of(self.records[tag].turn), state, over)

    def _waiting(self, tag: str, record: LinkGame, invite: links.Invite) -> None:
        owners = invite.table.owners
        seats = tuple(
            (seat.name, seat.kind, owners[n] != links.HOST) for n, seat in enumerate(invite.table.seats)
        )
        if record.device == links.HOST:
            waiting = tuple(
                seat.name
                for n, seat in enumerate(invite.table.seats)
                if owners[n] not in (links.HOST, *record.replies)
            )
            self.view = LinkView(
                View.INVITE,
                tag,
                self.address(record.invitation),
                invite.table.game_id,
                seats=seats,
                waiting=waiting,
            )
        else:
            self.view = LinkView(
                View.SEND,
                tag,
                self.address(record.answer),
                invite.table.game_id,
                to=invite.table.seats[links.HOST].name,
                what="answer",
            )

    def _send_view(self, tag: str, turn: links.Turn, state: Any, over: bool) -> None:
        game = registry.rules(turn.table.game_id)
        owners = turn.table.owners
        record = self.records[tag]
        seats = tuple(
            (seat.name, seat.kind, owners[n] != record.device) for n, seat in enumerate(turn.table.seats)
        )
        # What the link carries, as this device's person sees it (a finished game in full).
        mine = next(
            (
                n
                for n, seat in enumerate(turn.table.seats)
                if owners[n] == record.device and seat.kind == PERSON
            ),
            links.HOST,
        )
        shown = state if over else game.observe(state, mine)
        if over:
            others = [
                seat.name for n, seat in enumerate(turn.table.seats) if owners[n] not in (record.device,)
            ]
            people = [
                seat.name
                for n, seat in enumerate(turn.table.seats)
                if owners[n] != record.device and seat.kind == PERSON
            ]
            to, what = ", ".join(people or others), "last"
        else:
            seat = links.seat_in_hand(game.to_move(state), [seat.kind for seat in turn.table.seats])
            to = turn.table.seats[seat].name if seat is not None else ""
            if seat is not None and turn.table.seats[seat].kind != PERSON:
                to = turn.table.seats[links.HOST].name
            # Nobody has acted yet: the host dealt the game to a friend who plays first, and has no
            # turn of their own to send.
            what = "turn" if game.log(state) else "deal"
        self.view = LinkView(
            View.SEND,
            tag,
            self.address(record.turn),
            turn.table.game_id,
            to=to,
            what=what,
            seats=seats,
            position=shown,
        )

    def _play(self, tag: str, turn: links.Turn, state: Any, device: int) -> None:
        owners = turn.table.owners
        game_id = turn.table.game_id
        names = tuple(seat.name for seat in turn.table.seats)
        kinds = tuple(seat.kind for seat in turn.table.seats)
        remote = frozenset(seat for seat, owner in enumerate(owners) if owner != device)
        screens = registry.screens(game_id)
        mine = next(seat for seat, owner in enumerate(owners) if owner == device and kinds[seat] == PERSON)
        self.session = Session(
            Screen.TABLE,
            game_id,
            names,
            kinds,
            state,
            screens.empty_turn(),
            link=tag,
            remote=remote,
            viewer=mine,
        )
        self.model = replace(self.model, seating=self.model.seating + 1)

    # --- after a move ----------------------------------------------------------------------------

    def keep_moves(self) -> None:
        """This device's moves since the last link, kept with its record (a reload keeps them)."""
        session = self.session
        record = self.records.get(session.link or "")
        if record is None or not record.turn or session.game is None:
            return
        game = session.rules
        done = game.log(self._received(record)[1].state)
        moves = game.log(session.game)[len(done) :]
        moves_json = json.dumps(saves.events_to_json(game, moves), separators=(",", ":")) if moves else ""
        self._put(session.link or "", replace(record, moves=moves_json))

    def played(self, force: bool = False) -> None:
        """Once none of this device's seats is to move (or the game is over), its link is made and
        the screen to send it opens; ``force``: even without a move of its own (the host passing the
        dealt game to the friend who starts). Called after every command, so that screen comes back
        whatever closed it while another device is to move."""
        session = self.session
        tag = session.link
        if (
            tag is None
            or session.game is None
            or tag not in self.records
            or session.screen is not Screen.TABLE
        ):
            return
        game = session.rules
        record = self.records[tag]
        over = game.is_over(session.game)
        still_mine = any(seat not in session.remote for seat in game.to_move(session.game))
        if still_mine and not over:
            return
        turn, received = self._received(record)
        fresh = len(game.log(session.game)) > len(game.log(received.state))
        owes_secret = over and game.secret_cards and not turn.devices[record.device].shown
        if not fresh and not owes_secret and not (force and not over):
            if not over and self.model.cover is None and tag not in self.live:
                # Back from the rules, or from a link that could not be opened: the table at another
                # device's turn has nothing to do, and the link to send is this game's screen.
                self._send_view(tag, friends.turn_of(record.turn), session.game, over)
            return
        self.records, _ = friends.sent(registry.rules, self.records, tag, session.game)
        self._touch(tag)
        self._status(tag, self._standing(tag))
        self._record_once(tag)
        if not self._delivered(tag):
            self._send_view(tag, friends.turn_of(self.records[tag].turn), session.game, over)

    # --- the home screen -------------------------------------------------------------------------

    def home(self) -> tuple[str, str]:
        """The home screen's games with friends (those waiting for this device first), and its box
        for a link pasted from a chat."""
        lines = []
        for tag, record in self.records.items():
            with suppress(ShelfieError):
                lines.append(self._line(tag, record))
        lines.sort(key=lambda line: not line.yours)
        return friends_list(lines), tag_section(paste_box())

    def _record_once(self, tag: str) -> None:
        """A finished game by link joins this device's statistics once, when every score is known
        (in My Shelfie, once every personal goal is shown)."""
        record = self.records[tag]
        session = self.session
        if record.recorded or session.link != tag or session.game is None or not record.turn:
            return
        if not session.rules.is_over(session.game):
            return
        played = self._received(record)[1]
        if session.rules.secret_cards and not all(played.cards):
            return
        self.finished.append(replace(session, game=played.state))
        self._put(tag, replace(record, recorded=True))

    def _standing(self, tag: str) -> str:
        """Where the game of the session on screen stands now (``LinkGame.status``)."""
        session = self.session
        if session.game is None or session.link != tag:
            return self.records[tag].status
        game = session.rules
        if game.is_over(session.game):
            return "over"
        seat = links.seat_in_hand(game.to_move(session.game), session.kinds)
        if seat is None or seat not in session.remote:
            return "yours"
        owner_name = session.names[seat] if session.kinds[seat] == PERSON else session.names[links.HOST]
        return f"theirs:{owner_name}"

    def _line(self, tag: str, record: LinkGame) -> FriendGame:
        """A line of the home screen's list, from what the record says (no game is loaded for it)."""
        invite = record.invite()
        names = friends.seat_names(record)
        status, _, who = record.status.partition(":")
        said = {
            "answers": t("Waiting for answers"),
            "host": t("Waiting for the host"),
            "yours": t("Your turn"),
            "over": t("Game over"),
            "theirs": t("{name}'s turn", name=who),
        }.get(status, t("Open it to see where it stands"))
        return FriendGame(
            tag, invite.table.game_id, names, said, status == "yours", self._when(record.updated)
        )

    def _when(self, day: str) -> str:
        """When the game last moved, in days from today ("" when either day is unknown)."""
        try:
            days = (date.fromisoformat(self.place.today or "") - date.fromisoformat(day)).days
        except ValueError:
            return ""
        if days <= 0:
            return t("Last move today")
        if days == 1:
            return t("Last move yesterday")
        return tn("Last move {count} day ago", "Last move {count} days ago", days)
