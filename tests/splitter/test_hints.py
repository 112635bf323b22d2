"""Splitter's hint says why in words and numbers: what each number does to its group, what the
placement scores now (the score's change exactly) and what it adds in all."""

import re

from shelfie.bots.splitter.players import HardBot
from shelfie.games.splitter.game import GAME
from shelfie.games.splitter.pads import PADS, cell
from shelfie.games.splitter.rules import new_game, pad_of
from shelfie.games.splitter.scoring import score
from shelfie.ui.i18n import signed
from shelfie.ui.splitter.hints import why
from shelfie.ui.splitter.screens import SCREENS


def test_every_hint_of_a_game_says_the_score_it_adds_now():
    state = new_game(["Ann"], 12, "B")
    while not GAME.is_over(state):
        text, _turn = SCREENS.hint(state, 0, SCREENS.empty_turn())
        match = re.fullmatch(r"Hint: .+\. ([+−]\d+) now: (.+); about [+−]\d+ in all by the end\.", text)
        assert match, text
        action = HardBot().decide(GAME.observe(state, 0), 0)
        after = GAME.apply(state, 0, action)
        assert match.group(1) == signed(
            score(state.pad, pad_of(after, 0)) - score(state.pad, pad_of(state, 0))
        )
        state = after


def _pad(cells: dict[tuple[int, int], int]) -> tuple[int, ...]:
    numbers = [0] * 56
    for (row, column), number in cells.items():
        numbers[cell(row, column)] = number
    return tuple(numbers)


def test_the_words_follow_each_numbers_group():
    pad = PADS["A"]
    before = _pad({(2, 2): 3, (2, 1): 3, (4, 4): 5, (4, 3): 5})
    after = _pad({(2, 2): 3, (2, 1): 3, (2, 3): 3, (2, 4): 6, (4, 4): 5, (4, 3): 5})
    said = why(pad, before, after, 3)
    assert said.startswith("+3 now: the 3 completes a group of 3s (+3) and the 6 starts a group of 6s; ")
    lone = why(pad, before, _pad({(2, 2): 3, (2, 1): 3, (4, 4): 5, (4, 3): 5, (3, 0): 1, (3, 7): 4}), 3)
    assert lone.startswith("+2 now: the 1 stands alone (+2) and the 4 starts a group of 4s"), "a star doubles"
    grown = _pad({(2, 2): 3, (2, 1): 3, (4, 4): 5, (4, 3): 5, (4, 5): 5, (4, 2): 2})
    assert why(pad, before, grown, 3).startswith(
        "+0 now: the 2 starts a group of 2s and the 5 grows its group to 3 of 5"
    )
    spoilt = _pad({(2, 2): 3, (2, 1): 3, (4, 4): 5, (4, 3): 5, (4, 2): 5, (4, 5): 5})
    assert "the 5 goes where it cannot score" not in why(pad, before, spoilt, 3)
    crowded = _pad({(2, 2): 3, (2, 1): 3, (2, 3): 3, (2, 4): 6})
    over = _pad({(2, 2): 3, (2, 1): 3, (2, 3): 3, (2, 4): 6, (1, 3): 3, (1, 4): 2})
    assert "the 3 goes where it cannot score" in why(pad, crowded, over, 5)


def test_the_words_name_pad_bs_hearts_once_two_agree():
    """Pad B's hearts are (0, 6), (2, 1) and (4, 4); their mirrors (0, 1), (2, 6) and (4, 3)."""
    pad = PADS["B"]
    one = _pad({(0, 6): 4, (0, 1): 2})
    assert "heart" not in why(pad, _pad({}), one, 0), "a lone heart is not worth naming"
    two = _pad({(0, 6): 4, (0, 1): 2, (2, 1): 4, (2, 6): 5})
    assert why(pad, one, two, 1).startswith(
        "+0 now: the 4 starts a group of 4s, the 5 starts a group of 5s and two of the three hearts hold 4s; "
    )
    three = _pad({(0, 6): 4, (0, 1): 2, (2, 1): 4, (2, 6): 5, (4, 4): 4, (4, 3): 1})
    assert why(pad, two, three, 2).startswith(
        "+6 now: the 1 stands alone (+1), the 4 starts a group of 4s and the three hearts all hold 4s (+5); "
    )
    elsewhere = _pad({(0, 6): 4, (0, 1): 2, (2, 1): 4, (2, 6): 5, (5, 0): 4, (5, 7): 1})
    assert "heart" not in why(pad, two, elsewhere, 2), "the hint names the hearts only when it writes on one"
