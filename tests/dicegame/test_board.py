"""RULES.md "Components" and "The board data [decision]"."""

import pytest

from shelfie.core.errors import InvalidBoard
from shelfie.games.dicegame.board import JOKER, STANDARD_BOARD, Board
from shelfie.games.dicegame.rules import new_game
from shelfie.games.dicegame.scoring import score

from .helpers import sheet


def test_standard_board_values_follow_penk_by_dice_needed():
    assert STANDARD_BOARD.dice_per_column == (1, 2, 3, 4, 5)
    assert STANDARD_BOARD.values == ((1, 2, 3, 5, 8),) * 5


def test_standard_board_shelf_icons_are_the_five_items():
    assert STANDARD_BOARD.icons == ("cat", "book", "plant", "trophy", "game")


def test_each_die_has_the_five_icons_and_one_joker():
    assert STANDARD_BOARD.faces == ("cat", "book", "plant", "trophy", "game", JOKER)


def test_custom_board_values_change_scores_without_touching_rules():
    custom = Board(
        icons=("a", "b", "c", "d", "e"),
        dice_per_column=(1, 2, 3, 4, 5),
        values=((10, 20, 30, 40, 50),) * 5,
    )
    s = sheet("ooo..", ".....", ".....", ".....", ".....")
    assert score(custom, s).shelves[0] == 60
    assert new_game(["Ann"], seed=1, board=custom).board is custom


def _board(**changes):
    fields = {
        "icons": STANDARD_BOARD.icons,
        "dice_per_column": STANDARD_BOARD.dice_per_column,
        "values": STANDARD_BOARD.values,
    }
    fields.update(changes)
    return Board(**fields)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"icons": ("cat", "book")}, "5 shelf icons"),
        ({"icons": ("cat", "cat", "plant", "trophy", "game")}, "its own icon"),
        ({"icons": ("cat", "book", "plant", "trophy", JOKER)}, "wild die face"),
        ({"icons": ("cat", "", "plant", "trophy", "game")}, "non-empty"),
        ({"dice_per_column": (1, 2, 3, 4)}, "dice counts for 5 columns"),
        ({"dice_per_column": (1, 2, 3, 4, 7)}, "between 1 and 6"),
        ({"values": ((1, 2, 3, 5, 8),) * 4}, "values for 5 shelves"),
        ({"values": ((1, 2, 3, 5),) * 5}, "shelf 1 needs 5 item values"),
        ({"values": ((1, 2, 3, 5, 0),) * 5}, "whole numbers from 1 to 99"),
        ({"values": ((1, 2, 3, 5, 2.5),) * 5}, "whole numbers from 1 to 99"),
        ({"values": ((1, 2, 3, 5, True),) * 5}, "whole numbers from 1 to 99"),
        ({"values": ((1, 2, 3, 5, 100),) * 5}, "whole numbers from 1 to 99"),
        ({"values": ((1, 2, 3, 5, 10**5000),) * 5}, "got a number too large to show"),
        ({"dice_per_column": (1, 2, 3, 4, -(10**5000))}, "got a number too large to show"),
    ],
)
def test_invalid_custom_board_is_refused_with_the_reason(changes, message):
    with pytest.raises(InvalidBoard, match=message):
        _board(**changes)


def test_board_json_round_trip():
    assert Board.from_json(STANDARD_BOARD.to_json()) == STANDARD_BOARD


def test_board_from_json_rejects_missing_lists():
    with pytest.raises(InvalidBoard, match="'values'"):
        Board.from_json({"icons": [], "dice_per_column": []})
