"""Splitter's rules: set-up, the legal placements, applying one, and the outcome.

``apply`` returns a new state or raises ``IllegalAction`` with the reason, the state unchanged.
The placement that completes a round writes everyone's numbers and rolls the next round: the
roll is drawn from the seed unless ``chance`` (a replayed log entry) gives it, and is recorded.
"""

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from shelfie.core.chance import NO_CHANCE, Chance, Dice
from shelfie.core.contract import Event, Outcome, seat_of
from shelfie.core.errors import IllegalAction, InvalidConfig, shown
from shelfie.core.setup import check_players, check_seed
from shelfie.games.splitter.pads import CELLS, COLUMNS, PADS, ROWS, cell, mirror, position
from shelfie.games.splitter.scoring import EMPTY, score
from shelfie.games.splitter.state import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROUNDS,
    SECRET,
    Config,
    Place,
    State,
)

if TYPE_CHECKING:
    import random


ROLL = Dice(tuple(range(1, 7)), 2)
"""A round's two numbers: two dice thrown at once."""


def roll(seed: int, number: int) -> tuple[int, int]:
    """Round ``number``'s two dice: a pure function of the seed, the same in every browser."""
    first, second = ROLL.draw(seed, (number,))
    return first, second


def check_config(config: Config) -> None:
    check_players(config.players, "Splitter", MIN_PLAYERS, MAX_PLAYERS)
    check_seed(config.seed)
    if not isinstance(config.pad, str) or config.pad not in PADS:
        raise InvalidConfig("there is no pad {pad}: choose A or B", pad=shown(config.pad))
    if not _is_roll(config.first_roll):
        raise InvalidConfig("the first roll must be two numbers from 1 to 6")


def _is_roll(dice: object) -> bool:
    return (
        isinstance(dice, tuple)
        and len(dice) == 2
        and all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)
    )


def start(config: Config) -> State:
    check_config(config)
    seats = len(config.players)
    return State(config, 0, config.first_roll, ((EMPTY,) * CELLS,) * seats, (None,) * seats)


def new_game(players: Sequence[str], seed: int, pad: str = "A") -> State:
    return start(Config(tuple(players), check_seed(seed), pad, roll(seed, 0)))


def to_move(state: State) -> frozenset[int]:
    if state.is_over:
        return frozenset()
    return frozenset(seat for seat, placed in enumerate(state.pending) if placed is None)


def legal_actions(state: State, seat: int) -> list[Place]:
    """One placement per distinct effect: each empty pair, with either number on its left space
    (one when both numbers are the same)."""
    if seat_of(seat, len(state.pending)) not in to_move(state):
        return []
    numbers = state.pads[seat]
    first, second = state.dice
    choices = (first,) if first == second else (first, second)
    actions: list[Place] = []
    for left, _right in state.pad.pairs:
        if numbers[left] == EMPTY:
            row, column = position(left)
            actions.extend(Place(row, column, number) for number in choices)
    return actions


def written(state: State, action: Place) -> dict[int, int]:
    """The two spaces ``action`` fills and their numbers (after ``check``)."""
    first, second = state.dice
    other = second if action.number == first else first
    space = cell(action.row, action.column)
    return {space: action.number, mirror(space): other}


def check(state: State, seat: int, action: object) -> Place:
    """The placement, or IllegalAction saying why ``seat`` may not make it now."""
    if state.is_over:
        raise IllegalAction("the game is over")
    seat = seat_of(seat, len(state.pending))
    if state.pending[seat] is not None:
        raise IllegalAction("{name} has already placed this round's numbers", name=state.config.players[seat])
    if not isinstance(action, Place):
        raise IllegalAction("that is not a placement")
    for value in (action.row, action.column, action.number):
        if isinstance(value, bool) or not isinstance(value, int):
            raise IllegalAction("{value} is not a whole number", value=shown(value))
    in_grid = 0 <= action.row < ROWS and 0 <= action.column < COLUMNS
    if not in_grid or cell(action.row, action.column) not in state.pad.spaces:
        raise IllegalAction(
            "row {row}, column {column} is not a space of this pad",
            row=shown(action.row + 1),
            column=shown(action.column + 1),
        )
    if state.pads[seat][cell(action.row, action.column)] != EMPTY:
        raise IllegalAction(
            "row {row}, column {column} is already filled", row=action.row + 1, column=action.column + 1
        )
    if action.number not in state.dice:
        raise IllegalAction(
            "{number} is not one of this round's numbers ({first} and {second})",
            number=shown(action.number),
            first=state.dice[0],
            second=state.dice[1],
        )
    return action


def apply(state: State, seat: int, action: Place, chance: Sequence[Any] | None = None) -> State:
    place = check(state, seat, action)
    pending = list(state.pending)
    pending[seat] = place
    if any(p is None for p in pending):
        if chance:
            raise IllegalAction("only the last placement of a round rolls the next numbers")
        return replace(state, pending=tuple(pending), log=(*state.log, Event(seat, place)))
    pads = []
    for who, placed in enumerate(pending):
        assert placed is not None and placed != SECRET, "a hidden placement is never applied"
        pads.append(with_placement(state, who, placed))
    done = state.round + 1
    dice: tuple[int, ...] = ()
    if done < ROUNDS:
        # Thrown from the law chance_outcomes declares, keyed by the round.
        dice = (
            chance_outcomes(state, seat, place).draw(state.config.seed, (done,))
            if not chance
            else tuple(chance)
        )
        if not _is_roll(dice):
            raise IllegalAction("a roll is two numbers from 1 to 6")
    elif chance:
        raise IllegalAction("the game ends with this placement, so nothing more is rolled")
    return State(
        state.config,
        done,
        dice,
        tuple(pads),
        (None,) * len(pending),
        (*state.log, Event(seat, place, dice)),
    )


def chance_outcomes(state: State, seat: int, action: Place) -> Chance:
    """The round's last placement rolls the next round's two numbers (none after the last round)."""
    seat_of(seat, len(state.pending))
    others_placed = all(placed is not None for who, placed in enumerate(state.pending) if who != seat)
    if others_placed and state.round + 1 < ROUNDS:
        return ROLL
    return NO_CHANCE


def with_placement(state: State, seat: int, action: Place) -> tuple[int, ...]:
    """``seat``'s pad with ``action`` written on it (the round's numbers; the caller checked it)."""
    numbers = list(state.pads[seat])
    for space, number in written(state, action).items():
        numbers[space] = number
    return tuple(numbers)


def pad_of(state: State, seat: int) -> tuple[int, ...]:
    """``seat``'s pad as that seat sees it: its own placement of this round already written."""
    placed = state.pending[seat]
    if placed is None or placed == SECRET:
        return state.pads[seat]
    return with_placement(state, seat, placed)


def scores(state: State) -> tuple[int, ...]:
    return tuple(score(state.pad, numbers) for numbers in state.pads)


def outcome(state: State) -> Outcome:
    """The highest score wins; tied players share the victory."""
    totals = scores(state)
    best = max(totals)
    return Outcome(totals, tuple(seat for seat, total in enumerate(totals) if total == best))


def resample(seen: State, seat: int, rng: "random.Random") -> State:
    """``seen`` with each hidden placement of this round replaced by a random legal one."""
    seat_of(seat, len(seen.pending))
    pending = list(seen.pending)
    log = list(seen.log)
    for who, placed in enumerate(seen.pending):
        if placed == SECRET:
            guess = rng.choice(legal_actions(replace(seen, pending=(None,) * len(pending)), who))
            pending[who] = guess
            log.append(Event(who, guess))
    return replace(seen, pending=tuple(pending), log=tuple(log))


def observe(state: State, seat: int) -> State:
    """What ``seat`` sees: no seed, and the others' placements of this round only as made."""
    seat_of(seat, len(state.pending))
    pending = tuple(
        placed if who == seat or placed is None else SECRET for who, placed in enumerate(state.pending)
    )
    made = len(state.log) - sum(placed is not None for placed in state.pending)
    log = state.log[:made] + tuple(event for event in state.log[made:] if event.seat == seat)
    return replace(state, config=replace(state.config, seed=0), pending=pending, log=log)
