"""Splitter's screens: placing a round's numbers, watching the computers, the final table, the replay."""

from shelfie.core.contract import Event
from shelfie.games.splitter.pads import mirror
from shelfie.games.splitter.rules import outcome, pad_of
from shelfie.games.splitter.scoring import card, score
from shelfie.games.splitter.state import ROUNDS, SECRET, State
from shelfie.ui.html import button, esc, hidden, join, tag
from shelfie.ui.i18n import t
from shelfie.ui.shell import final
from shelfie.ui.shell.screens import ReplayStep, Table
from shelfie.ui.shell.widgets import computer_controls, hint_button, undo_button
from shelfie.ui.splitter.labels import placement
from shelfie.ui.splitter.narration import narrate
from shelfie.ui.splitter.turn import TurnChoices
from shelfie.ui.splitter.view_pad import Choosing, open_groups, pad_table, score_card, seat_heading

# Where a die's pips sit on its face (a 30 by 30 grid), as on printed dice.
_PIP_AT = {
    "tl": (8.5, 8.5),
    "tr": (21.5, 8.5),
    "ml": (8.5, 15),
    "c": (15, 15),
    "mr": (21.5, 15),
    "bl": (8.5, 21.5),
    "br": (21.5, 21.5),
}
PIPS = {
    1: ("c",),
    2: ("tr", "bl"),
    3: ("tr", "c", "bl"),
    4: ("tl", "tr", "bl", "br"),
    5: ("tl", "tr", "c", "bl", "br"),
    6: ("tl", "tr", "ml", "mr", "bl", "br"),
}


def die_face(number: int, *, thrown: bool = True) -> str:
    """A die showing ``number`` as pips, the picture the printed game's players read their round
    from; the number itself is said in words beside it (``dice``). A die just ``thrown`` tumbles
    as it lands (the page's dice; not the game log's)."""
    pips = join(
        tag("circle", "", cx=_PIP_AT[at][0], cy=_PIP_AT[at][1], r=3.1, class_="pip") for at in PIPS[number]
    )
    body = tag("rect", "", x=1.5, y=1.5, width=27, height=27, rx=6, class_="die-body")
    return tag(
        "svg",
        body + pips,
        viewBox="0 0 30 30",
        class_=f"split-die n{number}" + (" thrown" if thrown else ""),
        aria_hidden="true",
        focusable="false",
    )


def dice(game: State) -> str:
    faces = join(die_face(number) for number in game.dice)
    said = t("This round's numbers: {first} and {second}", first=game.dice[0], second=game.dice[1])
    return tag("div", faces + hidden(said), class_="split-dice", data_roll=game.round)


def round_numbers(before: State, event: Event, after: State) -> str:
    """The numbers of a round as two small dice, beside the line that tells the completed round
    (``narrate``); nothing for a placement that leaves the round open."""
    if after.pads == before.pads:
        return ""
    return join(die_face(number, thrown=False) for number in before.dice)


def chosen_numbers(game: State, turn: TurnChoices) -> tuple[int, int]:
    """The numbers going into the chosen space and into its mirror."""
    first, second = game.dice
    return (second, first) if turn.swapped else (first, second)


def instructions(game: State, turn: TurnChoices) -> str:
    first, second = game.dice
    if turn.space is None:
        if first == second:
            return t("Choose a pair of empty mirror spaces for the two {number}s.", number=first)
        return t(
            "Choose a space for {first} or {second}: the other number goes in its mirror.",
            first=first,
            second=second,
        )
    here, there = chosen_numbers(game, turn)
    return t(
        "{placement}. Swap the numbers or place them.", placement=placement(game.pad, turn.space, here, there)
    )


def _others(table: Table, own: int) -> str:
    game: State = table.game
    blocks = []
    for seat, numbers in enumerate(game.pads):
        if seat == own:
            continue
        state = game.pending[seat]
        note = t("placed") if state is not None else t("placing")
        extra = tag("span", esc(note), class_="badge") if not game.is_over else ""
        blocks.append(
            tag(
                "section",
                seat_heading(table.names, table.kinds, seat, score(game.pad, numbers), extra)
                + pad_table(game.pad, numbers, t("{name}'s pad", name=table.names[seat]), compact=True),
                class_="other",
                aria_labelledby=f"pad-{seat}-name",
            )
        )
    if not blocks:
        return ""
    note = tag("p", esc(t("Numbers placed this round stay hidden until everyone has placed.")), class_="note")
    return tag("div", note + join(blocks), class_="split-others")


def table_screen(table: Table) -> str:
    game: State = table.game
    turn: TurnChoices = table.turn
    own = table.viewer
    numbers = pad_of(game, own)
    placing = table.computer is None and table.seat == own and game.pending[own] is None
    choosing = None
    if placing:
        preview: dict[int, int] = {}
        if turn.space is not None and numbers[turn.space] == 0:
            here, there = chosen_numbers(game, turn)
            preview = {turn.space: here, mirror(turn.space): there}
        choosing = Choosing(preview, turn.space if preview else None)
    heading = tag(
        "h2",
        tag("span", esc(t("Round {number} of {total}", number=game.round + 1, total=ROUNDS)), class_="round")
        + tag("span", esc(t("Pad {pad}", pad=game.config.pad)), class_="badge"),
        id="turn-heading",
    )
    if table.computer:
        text = table.message or t("The computers are placing…")
        controls = tag(
            "div",
            computer_controls(table.fast),
            class_="actions place-bar",
        )
    else:
        text = table.message or instructions(game, turn)
        chosen = choosing is not None and choosing.chosen is not None
        # The round's own buttons to the left, the helpers to the right (under them where the
        # row is too narrow for both), as in the dice game.
        controls = tag(
            "div",
            tag(
                "div",
                button(esc(t("Place")), "place", class_="primary", disabled=not chosen, focus=chosen)
                + button(esc(t("Swap numbers")), "swap", disabled=not chosen or game.dice[0] == game.dice[1])
                + button(esc(t("Clear")), "clear", disabled=not chosen),
                class_="actions place-bar",
            )
            + tag(
                "div",
                hint_button() + undo_button(table.can_undo),
                class_="hint-bar",
            ),
            class_="turn-bar",
        )
    status = tag("p", esc(text), id="status", role="status", aria_live="polite")
    name = table.names[own]
    placed_note = (
        tag("span", esc(t("placed")), class_="badge") if game.pending[own] not in (None, SECRET) else ""
    )
    own_pad = tag(
        "section",
        seat_heading(table.names, table.kinds, own, score(game.pad, numbers), placed_note)
        + pad_table(game.pad, numbers, t("{name}'s pad", name=name), choosing=choosing)
        + controls
        + score_card(game.pad, numbers)
        + open_groups(game.pad, numbers),
        class_="own",
        aria_labelledby=f"pad-{own}-name",
    )
    turn_panel = tag(
        "section", heading + dice(game) + status, class_="turn split-turn", aria_labelledby="turn-heading"
    )
    return table.guide + tag("div", turn_panel + own_pad, class_="split-main") + _others(table, own)


def breakdowns(game: State) -> list[final.Breakdown]:
    """Per player the printed score column: 1s to 6s, stars, hearts (pad B)."""
    pad = game.pad
    out: list[final.Breakdown] = []
    for numbers in game.pads:
        result = card(pad, numbers)
        lines = [(t("{number}s", number=n), str(points)) for n, points in enumerate(result.numbers, start=1)]
        lines.append((t("Stars"), str(result.stars)))
        if pad.hearts:
            lines.append((t("Hearts"), str(result.hearts)))
        out.append(lines)
    return out


def all_pads(
    game: State,
    names: tuple[str, ...],
    kinds: tuple[str, ...],
    pads: tuple[tuple[int, ...], ...] | None = None,
) -> str:
    """Every pad (``pads``, else the game's written ones) under its player's name and score."""
    return tag(
        "div",
        join(
            tag(
                "section",
                seat_heading(names, kinds, seat, score(game.pad, numbers))
                + pad_table(game.pad, numbers, t("{name}'s pad", name=names[seat]), compact=len(names) > 1),
                class_="other",
                aria_labelledby=f"pad-{seat}-name",
            )
            for seat, numbers in enumerate(game.pads if pads is None else pads)
        ),
        class_="split-others",
    )


def position_screen(game: State, names: tuple[str, ...], kinds: tuple[str, ...]) -> str:
    """Every pad as its sender sees it: their own placement of this round written, the others'
    only once the round is complete (``game`` is the sender's observation)."""
    return all_pads(game, names, kinds, tuple(pad_of(game, seat) for seat in range(len(game.pads))))


def final_screen(game: State, names: tuple[str, ...], kinds: tuple[str, ...], *, rematch: bool = True) -> str:
    return final.section(
        final.verdict(names, outcome(game)),
        final.podium(names, kinds, outcome(game), breakdowns(game)),
        all_pads(game, names, kinds),
        rematch=rematch,
    )


def replay_step(shown: ReplayStep) -> tuple[str, str]:
    """A replay round: its numbers and where everyone wrote them (the game log's words), and every
    pad as it stood after the round."""
    if shown.event is None:
        said = t("The pads are empty: nothing is written yet.")
    else:
        said = " ".join(narrate(shown.before, shown.event, shown.state))
    return said, all_pads(shown.state, shown.names, shown.kinds)
