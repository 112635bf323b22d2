"""RULES.md "Components" (players) and "A turn" (first player, seat order)."""

import pytest

from shelfie.core.errors import InvalidConfig
from shelfie.games.dicegame.rules import new_game
from shelfie.games.dicegame.state import Phase


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_one_to_four_players(count):
    state = new_game([f"P{i}" for i in range(count)], seed=3)
    assert len(state.sheets) == count and state.phase is Phase.ROLL


@pytest.mark.parametrize("players", [[], ["a", "b", "c", "d", "e"]])
def test_player_count_outside_one_to_four_is_refused(players):
    with pytest.raises(InvalidConfig, match="1 to 4 players"):
        new_game(players, seed=1)


def test_first_player_is_drawn_at_random_from_the_seed():
    firsts = {new_game(["a", "b", "c", "d"], seed=s).current for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(["a", "b", "c"], seed=5).current == new_game(["a", "b", "c"], seed=5).current


def test_first_player_can_be_chosen():
    assert new_game(["a", "b", "c"], seed=5, first_player=2).current == 2


@pytest.mark.parametrize(
    ("players", "kwargs", "message"),
    [
        (["a", " "], {}, "name must be 1 to 24 characters"),
        (["a" * 25], {}, "name must be 1 to 24 characters"),
        (["a", "b"], {"first_player": 2}, "seat from 0 to 1"),
        (["a"], {"seed": -1}, "seed must be"),
    ],
)
def test_bad_setup_is_refused_with_the_reason(players, kwargs, message):
    kwargs.setdefault("seed", 1)
    with pytest.raises(InvalidConfig, match=message):
        new_game(players, **kwargs)


def test_names_are_trimmed():
    assert new_game(["  Ann "], seed=1).config.players == ("Ann",)
