"""Statistics after three games, with the chart and its words; a history file imported."""

import json
import re

import pytest
from playwright.sync_api import expect

from tests.pages import IMPORTED_GAME
from tests.ui.test_stats import three_games_against_easy

from .test_every_state import assert_axe_clean

pytestmark = pytest.mark.warm


def test_statistics_after_three_games_and_an_imported_history(page, open_game):
    """The statistics of three games played (tests/ui/test_stats.py plays them through the page's
    conversation and checks every figure; here its storage is the page's): the chart drawn, the
    screen axe-clean, a history file chosen in the file picker imported, a replay opened."""
    open_game("?seed=8&game=dicegame")
    for key, value in three_games_against_easy().storage.items():
        page.evaluate("([key, value]) => localStorage.setItem(key, value)", [key, value])
    open_game("?seed=8&game=dicegame")
    page.get_by_role("button", name="All games").click()
    page.get_by_role("button", name="Statistics").click()
    figures = page.get_by_role("table", name="Statistics of My Shelfie: The Dice Game")
    expect(figures.get_by_role("row", name=re.compile("^Games played"))).to_contain_text("3")
    expect(figures.get_by_role("row", name=re.compile("^Won against Computer: Easy"))).to_contain_text("of 3")
    chart = page.get_by_role(
        "img", name=re.compile(r"^Your best score in each game, oldest first: \d+, \d+, \d+\.$")
    )
    expect(chart).to_be_visible()
    replays = page.get_by_role("button", name=re.compile("^Replay the game of "))
    expect(replays).to_have_count(3)
    assert_axe_clean(page, "the statistics")
    history = {
        "format": "shelfie-history",
        "games": [IMPORTED_GAME],
    }
    # Saved by another program as UTF-16 with its byte-order mark, as Windows editors write it.
    page.get_by_label("Import a history file").set_input_files(
        files=[
            {
                "name": "history.json",
                "mimeType": "application/json",
                "buffer": json.dumps(history).encode("utf-16"),
            }
        ]
    )
    expect(page.get_by_role("status").filter(has_text="1 game imported.")).to_be_visible()
    expect(figures.get_by_role("row", name=re.compile("^Games played"))).to_contain_text("4")
    expect(figures.get_by_role("row", name=re.compile("^Won against Computer: Hard"))).to_contain_text(
        "1 of 1"
    )
    replays.first.click()
    expect(page.get_by_role("heading", name=re.compile(r"^Replay: step 0 of \d+$"))).to_be_visible()
    page.get_by_role("button", name="Forward").click()
    expect(page.get_by_role("heading", name=re.compile(r"^Replay: step 1 of \d+$"))).to_be_visible()
