"""My Shelfie's screens: taking tiles, watching a computer, the final table and the replay."""

from shelfie.games.myshelfie import shelf as shelves
from shelfie.games.myshelfie.goals import COMMON_GOALS
from shelfie.games.myshelfie.rules import card, outcome
from shelfie.games.myshelfie.state import State
from shelfie.ui.html import button, esc, hidden, join, tag
from shelfie.ui.i18n import listing, t, tn
from shelfie.ui.myshelfie.goal_pictures import goal_picture
from shelfie.ui.myshelfie.labels import tile_at, tile_face
from shelfie.ui.myshelfie.narration import narrate
from shelfie.ui.myshelfie.turn import TurnChoices
from shelfie.ui.myshelfie.view_board import ORDINALS, bookshelf, column_buttons, living_room
from shelfie.ui.shell import final
from shelfie.ui.shell.screens import ReplayStep, Table
from shelfie.ui.shell.widgets import computer_badge, computer_controls, hint_button, undo_button


def public_points(game: State, seat: int) -> int:
    """What everyone can count: tokens, groups and the end token (the personal goal is secret)."""
    result = card(game, seat)
    return result.tokens + result.adjacency + result.end_token


def common_goals(game: State, names: tuple[str, ...]) -> str:
    """Each common goal card: what it asks with an example beside it, its tokens, who reached it,
    and how close everyone else is ("3 of 6 groups", with as many filled pips): shelves are public,
    so everyone may count."""
    cards = []
    for index, number in enumerate(game.config.common):
        goal = COMMON_GOALS[number - 1]
        left = game.tokens[index]
        reached = [any(c == number for c, _ in won) for won in game.won]
        takers = [names[seat] for seat, done in enumerate(reached) if done]
        tokens = (
            t("Tokens left: {tokens}", tokens=", ".join(str(p) for p in reversed(left)))
            if left
            else t("No tokens left.")
        )
        done = t("Reached by {names}.", names=listing(takers)) if takers else ""
        closeness = [
            _closeness(names[seat], min(goal.have(shelf), goal.need), goal.need, goal.progress)
            for seat, shelf in enumerate(game.shelves)
            if not reached[seat] and left
        ]
        cards.append(
            tag(
                "li",
                tag(
                    "div",
                    tag("strong", esc(t(goal.name)))
                    + " "
                    + tag("span", esc(t(goal.text)))
                    + tag("span", esc(tokens), class_="tokens")
                    + (tag("span", esc(done), class_="takers") if done else "")
                    + (tag("ul", join(closeness), class_="closeness") if closeness else ""),
                )
                + goal_picture(goal),
                class_="goal-card",
            )
        )
    return tag(
        "section",
        tag("h3", esc(t("Common goals")), id="common-heading") + tag("ul", join(cards)),
        class_="common",
        aria_labelledby="common-heading",
    )


def _closeness(name: str, have: int, need: int, progress: str) -> str:
    """A player's way to a common goal in words, and as pips for the eye (filled: done)."""
    pips = tag("span", "●" * have + "○" * (need - have), class_="pips", aria_hidden="true")
    said = t("{name}: {progress}", name=name, progress=t(progress, have=have, need=need))
    return tag("li", esc(said) + " " + pips)


def _picked_panel(game: State, turn: TurnChoices) -> str:
    if not turn.picked:
        return ""
    items = []
    for order, space in enumerate(turn.picked):
        where = tile_at(game, space)
        note = t("lowest") if order == 0 else ""
        earlier = (
            button(
                esc(t("Place earlier")),
                "earlier",
                order,
                label=t("Place earlier: {tile}", tile=where),
                class_="small",
            )
            if order
            else ""
        )
        items.append(
            tag(
                "li",
                tile_face(game.board[space])
                + tag(
                    "span",
                    esc(
                        t("{order}: {tile}", order=t(ORDINALS[order]), tile=where)
                        + (f" ({note})" if note else "")
                    ),
                )
                + earlier,
            )
        )
    return tag(
        "section",
        tag("h3", esc(t("Placing order")), id="order-heading") + tag("ol", join(items), class_="picked"),
        class_="order",
        aria_labelledby="order-heading",
    )


def instructions(game: State, turn: TurnChoices) -> str:
    if not turn.picked:
        return t("Take 1 to 3 tiles in a straight line, each with a free side.")
    if turn.column is None:
        return t("Choose a column of your bookshelf for them, or pick more tiles.")
    return t("Put them in column {number}, or change the order first.", number=turn.column + 1)


def table_screen(table: Table) -> str:
    game: State = table.game
    turn: TurnChoices = table.turn
    own = table.viewer
    taking = table.computer is None and table.seat == own == game.current
    name = game.config.players[game.current]
    heading = tag(
        "h2",
        tag("span", esc(t("{name}'s turn", name=name)), class_="name")
        + computer_badge(table.kinds, game.current)
        + tag("span", esc(t("Turn {number}", number=game.turn + 1)), class_="round"),
        id="turn-heading",
    )
    banner = ""
    if game.end_token is not None:
        banner = tag(
            "p",
            esc(
                t(
                    "{name} filled their bookshelf: the game ends when this round is complete.",
                    name=game.config.players[game.end_token],
                )
            ),
            class_="banner",
        )
    # A turn is played under one's own bookshelf (tiles, column and confirm follow one another
    # down one phone screen), and a computer's is watched from the same place, so the bookshelf
    # stays where it is from one turn to the next.
    if table.computer:
        text = table.message or t("{name} is thinking…", name=name)
        controls = computer_controls(table.fast)
    else:
        text = table.message or instructions(game, turn)
        ready = bool(turn.picked) and turn.column is not None
        confirm = (
            t("Put them in column {number}", number=turn.column + 1)
            if turn.column is not None
            else t("Put them in")
        )
        controls = (
            button(esc(confirm), "confirm", class_="primary", disabled=not ready, focus=ready)
            + button(esc(t("Clear")), "clear", disabled=not turn.picked)
            + undo_button(table.can_undo)
            + hint_button()
        )
    status = tag("p", esc(text), id="status", role="status", aria_live="polite")
    shelf = game.shelves[own]
    preview: tuple[int, ...] = ()
    if (
        taking
        and turn.picked
        and turn.column is not None
        and shelves.room(shelf, turn.column) >= len(turn.picked)
    ):
        preview = shelves.drop(shelf, turn.column, tuple(game.board[s] for s in turn.picked))
    goal = game.config.personal[own] if taking else 0
    result = card(game, own)
    points = result.total if taking else public_points(game, own)
    own_block = tag(
        "section",
        tag(
            "h3",
            tag("span", esc(table.names[own]), class_="name")
            + computer_badge(table.kinds, own)
            + tag(
                "span",
                tag("span", esc(t("{total} pts", total=points)), aria_hidden="true")
                + hidden(t("total {total} points", total=points)),
                class_="total",
            ),
            id=f"shelf-{own}-name",
        )
        + bookshelf(shelf, t("{name}'s bookshelf", name=table.names[own]), goal=goal, preview=preview)
        + (column_buttons(shelf, turn.picked, turn.column) if taking else "")
        + (tag("div", controls, class_="actions turn-actions") if controls else "")
        + _picked_panel(game, turn if taking else TurnChoices())
        + (
            tag(
                "p",
                esc(
                    tn(
                        "Personal goal (dashed cells): {count} match so far.",
                        "Personal goal (dashed cells): {count} matches so far.",
                        result.personal_matches,
                    )
                    + " "
                    + tn("Worth {count} point now.", "Worth {count} points now.", result.personal)
                ),
                class_="note",
            )
            if goal
            else ""
        ),
        class_="own",
        aria_labelledby=f"shelf-{own}-name",
    )
    panel = tag(
        "section",
        heading + banner + status,
        class_="turn tile-turn",
        aria_labelledby="turn-heading",
    )
    room = _room(game, own if taking else None, turn.picked if taking else ())
    others = join(
        _shelf_card(game, table.names, table.kinds, seat, public_points(game, seat))
        for seat in range(len(game.shelves))
        if seat != own
    )
    return (
        panel
        + table.guide
        + tag(
            "div",
            room + own_block,
            class_="tile-main",
        )
        + common_goals(game, table.names)
        + tag("div", others, class_="tile-others")
    )


def _room(game: State, seat: int | None, picked: tuple[int, ...]) -> str:
    return tag("section", living_room(game, seat, picked), class_="room", aria_label=t("The living room"))


def _shelf_card(
    game: State,
    names: tuple[str, ...],
    kinds: tuple[str, ...],
    seat: int,
    points: int | None,
    *,
    goal: int = 0,
    compact: bool = True,
) -> str:
    """A player's bookshelf as a card on the table, under their name, computer level and points
    (``None``: none shown); small beside the room unless ``compact`` is off."""
    total = tag("span", esc(t("{total} pts", total=points)), class_="total") if points is not None else ""
    return tag(
        "section",
        tag(
            "h3",
            tag("span", esc(names[seat]), class_="name") + computer_badge(kinds, seat) + total,
            id=f"shelf-{seat}-name",
        )
        + bookshelf(
            game.shelves[seat], t("{name}'s bookshelf", name=names[seat]), goal=goal, compact=compact
        ),
        class_="other",
        aria_labelledby=f"shelf-{seat}-name",
    )


def tie_break(game: State, names: tuple[str, ...]) -> str:
    """Why the winner won a tie ("" without one): the later player in turn order wins it."""
    result = outcome(game)
    winner = result.winners[0]
    tied = [seat for seat, score in enumerate(result.scores) if score == result.scores[winner]]
    if len(tied) < 2:
        return ""
    return t(
        "{name} tied with {others} and wins the tie as the later player in turn order from the first player, {first}.",
        name=names[winner],
        others=listing([names[seat] for seat in tied if seat != winner]),
        first=names[game.config.first_player],
    )


def breakdowns(game: State) -> list[final.Breakdown]:
    """Each player's points by kind, as the printed score pad lists them: goal tokens, the personal
    goal, groups of tiles, the end token."""
    out: list[final.Breakdown] = []
    for seat in range(len(game.config.personal)):
        result = card(game, seat)
        groups = (
            t("{points} ({sizes})", points=result.adjacency, sizes=" + ".join(map(str, result.groups)))
            if result.groups
            else "0"
        )
        out.append(
            (
                (t("Goal tokens"), str(result.tokens)),
                (
                    t("Personal goal"),
                    t("{points} ({count} of 6)", points=result.personal, count=result.personal_matches),
                ),
                (t("Groups"), groups),
                (t("End token"), str(result.end_token)),
            )
        )
    return out


def final_screen(game: State, names: tuple[str, ...], kinds: tuple[str, ...], *, rematch: bool = True) -> str:
    # Full size, no points (the table above has them): the end is where each bookshelf and its
    # personal goal are looked at.
    shelves_shown = join(
        _shelf_card(game, names, kinds, seat, None, goal=game.config.personal[seat], compact=False)
        for seat in range(len(names))
    )
    return final.section(
        final.verdict(names, outcome(game)),
        final.podium(names, kinds, outcome(game), breakdowns(game)),
        tag("div", shelves_shown, class_="tile-others"),
        why=tie_break(game, names),
        note=t("Dashed cells show each player's personal goal."),
        rematch=rematch,
    )


def position_screen(game: State, names: tuple[str, ...], kinds: tuple[str, ...]) -> str:
    """The living room, the common goals and every bookshelf as they stand, without points (the
    personal goals that would count in them are secret until the end)."""
    shelves_shown = join(_shelf_card(game, names, kinds, seat, None) for seat in range(len(names)))
    return tag("div", _room(game, None, ()) + common_goals(game, names), class_="tile-main") + tag(
        "div", shelves_shown, class_="tile-others"
    )


def replay_step(shown: ReplayStep) -> tuple[str, str]:
    """A replay step: the take and what it brought in words; the living room, the common goals and
    every bookshelf as they stood, as the table showed them. The game is over and its final table
    has shown every personal goal, so the points are each player's whole score at that step."""
    state: State = shown.state
    names = shown.names
    if shown.event is None:
        said = t("The game is set up: nobody has taken a tile yet.")
    else:
        said = " ".join(narrate(shown.before, shown.event, state))
    shelves_shown = join(
        _shelf_card(state, names, shown.kinds, seat, card(state, seat).total) for seat in range(len(names))
    )
    return said, (
        tag("div", _room(state, None, ()) + common_goals(state, names), class_="tile-main")
        + tag("div", shelves_shown, class_="tile-others")
    )
