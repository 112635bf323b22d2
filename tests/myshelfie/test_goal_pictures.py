"""The rules and the table draw an example bookshelf beside each common goal card: each must be a
bookshelf play can build, show its goal by the game's own check, and owe it to the tiles drawn in
full."""

import re

import pytest

from shelfie.games.myshelfie import shelf as shelves
from shelfie.games.myshelfie.goals import COMMON_GOALS
from shelfie.games.myshelfie.tiles import EMPTY
from shelfie.ui.myshelfie.goal_pictures import example
from shelfie.ui.myshelfie.rules_page import rules_page


@pytest.mark.parametrize("goal", COMMON_GOALS, ids=lambda goal: goal.name)
def test_each_example_shows_its_goal_by_the_games_own_check(goal):
    shelf, making = example(goal.number)
    assert len(shelf) == shelves.CELLS
    for column in range(shelves.COLUMNS):
        tiles = [shelf[shelves.cell(row, column)] != EMPTY for row in range(shelves.ROWS)]
        assert tiles == sorted(tiles), f"column {column + 1} fills from the bottom, as play fills it"
    assert goal.check(shelf), f"the example shows {goal.name}"
    assert goal.have(shelf) >= goal.need
    without = tuple(EMPTY if index in making else tile for index, tile in enumerate(shelf))
    assert not goal.check(without), "the tiles drawn in full make the goal, not the faded ones"


def test_the_rules_draw_every_example_beside_its_card():
    page = rules_page()
    pictures = re.findall(
        r'<span class="goal-picture" role="img" aria-label="([^"]+)">(.*?)</span></div></li>', page
    )
    assert [label for label, _ in pictures] == [
        f"An example bookshelf showing {goal.name}" for goal in COMMON_GOALS
    ]
    for goal, (_, cells) in zip(COMMON_GOALS, pictures, strict=True):
        shelf, making = example(goal.number)
        drawn = re.findall(r'<span class="(t\d \w+|empty)">', cells)
        assert drawn == [
            f"t{tile} {'makes' if index in making else 'under'}" if tile else "empty"
            for index, tile in enumerate(shelf)
        ]


def test_the_table_draws_each_common_goal_in_play_with_its_example():
    from .test_screens import start

    page = start([("Ann", "person"), ("Bob", "person")]).render()
    cards = page.split('<li class="goal-card">')[1:]
    assert len(cards) == 2
    for card in cards:
        name = re.search(r"<strong>([^<]+)</strong>", card).group(1)
        assert f'aria-label="An example bookshelf showing {name}"' in card.split('class="goal-card"')[0]
