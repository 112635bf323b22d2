"""Splitter's part of the page: its commands, its screens and its turn's saved choices.

Placing is choose a space (its mirror lights up), swap if wanted, place: free until placed. The
engine stays the judge of legality; a refusal becomes the status message.
"""

from collections.abc import Mapping
from typing import Any

from shelfie.core.errors import N_, IllegalAction, ShelfieError
from shelfie.games.splitter.game import GAME, PAD_OPTION
from shelfie.games.splitter.pads import CELLS, PADS, cell, position
from shelfie.games.splitter.rules import pad_of, with_placement, written
from shelfie.games.splitter.scoring import EMPTY, card
from shelfie.games.splitter.state import ROUNDS, Place, State
from shelfie.ui.html import esc, join, tag
from shelfie.ui.i18n import t
from shelfie.ui.shell.screens import BaseScreens, Command, Table
from shelfie.ui.shell.session import index
from shelfie.ui.splitter import guide as first_game
from shelfie.ui.splitter import turn as turns
from shelfie.ui.splitter.labels import placement
from shelfie.ui.splitter.narration import narrate
from shelfie.ui.splitter.turn import TurnChoices
from shelfie.ui.splitter.view_screens import (
    chosen_numbers,
    final_screen,
    position_screen,
    replay_step,
    round_numbers,
    table_screen,
)

Result = tuple[State, TurnChoices]


def _placing(table: Table) -> tuple[State, int]:
    game: State = table.game
    if game.is_over:
        raise IllegalAction("the game is over")
    seat = table.seat
    assert seat is not None, "a game in progress has a seat to move"
    return game, seat


def _space(table: Table, arg: str | None) -> Result:
    """Choose a space for the first number (again: choose none)."""
    game, seat = _placing(table)
    space = index(arg, CELLS)
    row, column = position(space)
    if space not in game.pad.spaces:
        raise IllegalAction(
            "row {row}, column {column} is not a space of this pad", row=row + 1, column=column + 1
        )
    if pad_of(game, seat)[space] != EMPTY:
        raise IllegalAction("row {row}, column {column} is already filled", row=row + 1, column=column + 1)
    turn: TurnChoices = table.turn
    return game, TurnChoices(None if turn.space == space else space, turn.swapped)


def _swap(table: Table, arg: str | None) -> Result:
    game, _seat = _placing(table)
    turn: TurnChoices = table.turn
    return game, TurnChoices(turn.space, not turn.swapped)


def _clear(table: Table, arg: str | None) -> Result:
    return table.game, TurnChoices()


def _place(table: Table, arg: str | None) -> Result:
    game, seat = _placing(table)
    turn: TurnChoices = table.turn
    if turn.space is None:
        raise IllegalAction("choose a space for the numbers first")
    here, _there = chosen_numbers(game, turn)
    row, column = position(turn.space)
    return GAME.apply(game, seat, Place(row, column, here)), TurnChoices()


class SplitterScreens(BaseScreens):
    game_id = "splitter"
    commands: Mapping[str, Command] = {
        "space": _space,
        "swap": _swap,
        "clear": _clear,
        "place": _place,
    }

    def empty_turn(self) -> TurnChoices:
        return TurnChoices()

    turn_to_json = staticmethod(turns.to_json)
    turn_from_json = staticmethod(turns.from_json)
    table = staticmethod(table_screen)

    def final(self, table: Table) -> str:
        return final_screen(table.game, table.names, table.kinds, rematch=not table.daily)

    replay_step = staticmethod(replay_step)
    position = staticmethod(position_screen)

    def hint(self, game: State, seat: int, turn: TurnChoices) -> tuple[str, TurnChoices]:
        """The Hard bot's placement, chosen on the pad (the player only has to press Place), and
        why in numbers (``hints.why``)."""
        from shelfie.bots.splitter.players import HardBot
        from shelfie.ui.splitter.hints import why

        action = HardBot().decide(GAME.observe(game, seat), seat)
        space = cell(action.row, action.column)
        other = written(game, action)
        mirror_number = next(number for where, number in other.items() if where != space)
        swapped = action.number != game.dice[0] or (game.dice[0] == game.dice[1] and turn.swapped)
        text = t("Hint: {placement}.", placement=placement(game.pad, space, action.number, mirror_number))
        seen = GAME.observe(game, seat)
        reasons = why(game.pad, pad_of(seen, seat), with_placement(seen, seat, action), game.round)
        return f"{text} {reasons}", TurnChoices(space, swapped)

    def describe(self, before: State, seat: int, action: Any) -> str:
        """A computer's placement stays secret until the round is complete: said from ``before`` as
        the viewer sees it (others' placements hidden), it names the seat and never the space."""
        name = before.config.players[seat]
        if any(placed is None for who, placed in enumerate(before.pending) if who != seat):
            return t("{name} has placed.", name=name)
        return t("{name} has placed. Round {number} is complete.", name=name, number=before.round + 1)

    def settings_summary(self, options: Mapping[str, Any] | None) -> str:
        pad = (options or {}).get(PAD_OPTION, "A")
        if pad == "B":
            return t("Pad B, with hearts.")
        return t("Pad A, the one for a first game.")

    def settings_form(self, options: Mapping[str, Any] | None, typed: Mapping[str, str] | None) -> str:
        current = (typed or {}).get(PAD_OPTION) or (options or {}).get(PAD_OPTION, "A")
        choices = join(
            tag(
                "label",
                tag("input", type="radio", name=PAD_OPTION, value=pad, checked=current == pad)
                + " "
                + esc(t("Pad {pad}", pad=pad)),
                class_="choice",
            )
            for pad in PADS
        )
        return tag("fieldset", tag("legend", esc(t("Which pad everyone plays"))) + choices, class_="pads")

    def read_settings(self, form: Mapping[str, str]) -> dict[str, Any]:
        pad = form.get(PAD_OPTION)
        if pad not in PADS:
            raise ShelfieError(N_("choose pad A or pad B"))
        return {} if pad == "A" else {PAD_OPTION: pad}

    def rules(self) -> str:
        from shelfie.ui.splitter.rules_page import rules_page

        return rules_page()

    def replay_marks(self, game: State, events: int) -> tuple[int, ...]:
        """A replay step is a round: everyone's placements of the same two numbers."""
        return tuple(number * len(game.pads) for number in range(ROUNDS + 1))

    def replay_title(self, step: int, total: int) -> str:
        return t("Replay: round {step} of {total}", step=step, total=total)

    def round(self, game: State) -> int:
        """``game.round`` counts the rounds written; the round being played is the next one."""
        return min(game.round + 1, ROUNDS)

    guided_setup = staticmethod(first_game.setup)
    guide = staticmethod(first_game.say)
    narrate = staticmethod(narrate)
    picture = staticmethod(round_numbers)

    def par(self, game: State) -> str | None:
        """The counting bound of the game's own rolls (``bots.splitter.bound``): no pad, however
        the numbers went in, could score more; the player's score as a share of it."""
        from shelfie.bots.splitter.bound import bound_of_rolls, played_rolls
        from shelfie.bots.splitter.shadow import hard_ready

        if len(game.pads) != 1:
            return None
        most = bound_of_rolls(played_rolls(game), game.config.pad)
        score = card(game.pad, game.pads[0]).total
        hard = hard_ready(game)
        bound = t(
            "With these {rounds} rolls no pad could score more than {most} points: you scored {score}, "
            "{share}% of it.",
            rounds=ROUNDS,
            most=most,
            score=score,
            share=round(100 * score / most) if most else 100,
        )
        if hard is None:
            return bound
        played = t(
            "The Hard computer scored {hard} with the same rolls.", hard=card(hard.pad, hard.pads[0]).total
        )
        return f"{bound} {played}"

    def ahead(self, game: State, everything: bool = False) -> None:
        """Hard plays the solo game's rolls a round at a time as they are thrown, so the par is
        ready when the game ends and no move waits for more than one of its decisions."""
        from shelfie.bots.splitter.shadow import hard_on_rolls

        if len(game.pads) == 1:
            hard_on_rolls(game, most=ROUNDS if everything else 1)

    def par_more(self, game: State) -> str | None:
        """A game whose rolls Hard has not played here (reopened after a reload) offers it."""
        from shelfie.bots.splitter.shadow import hard_ready

        if len(game.pads) != 1 or hard_ready(game) is not None:
            return None
        return t("How would the Hard computer play these rolls?")

    def share_picture(self, game: State) -> str:
        """The daily result's score column, with nothing of where the numbers went."""
        result = card(game.pad, game.pads[0])
        parts = [f"{number}:{points}" for number, points in enumerate(result.numbers, start=1)]
        parts.append(f"★{result.stars}")
        if game.pad.hearts:
            parts.append(f"♥{result.hearts}")
        return t("Pad {pad}", pad=game.config.pad) + " · " + " ".join(parts)


SCREENS = SplitterScreens()
