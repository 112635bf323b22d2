"""A whole hot-seat game through the page, checked against the engine."""

import re

import pytest
from playwright.sync_api import expect

from shelfie.games.dicegame.scoring import outcome

from .helpers import play_until_over, saved_session, start

pytestmark = pytest.mark.warm


@pytest.mark.motion  # one whole game as most players see it, dice tumbling
def test_two_player_hot_seat_game_from_start_screen_to_final_scores(page, open_game, watch):
    open_game("?seed=20261122")
    start(page, "Ann", "Bob")
    play_until_over(page)

    game = saved_session(page).game
    assert game.is_over
    result = outcome(game.board, game.sheets)
    rows = page.get_by_role("list", name="Final scores").get_by_role("listitem")
    best_first = sorted(range(2), key=lambda seat: (seat not in result.winners, -result.totals[seat]))
    expect(rows).to_have_text([re.compile(rf"\b{('Ann', 'Bob')[seat]}\b") for seat in best_first])
    for seat, name in enumerate(("Ann", "Bob")):
        row = rows.filter(has_text=re.compile(rf"\b{name}\b"))
        card = result.cards[seat]
        expect(row).to_contain_text(f"{card.total} points")
        row.click()
        expect(row).to_contain_text(f"Shelves {sum(card.shelves)}")
        expect(row).to_contain_text(f"Columns {sum(card.columns)}")
    if len(result.winners) == 1:
        winner = ("Ann", "Bob")[result.winners[0]]
        expect(
            page.get_by_text(f"{winner} wins with {result.totals[result.winners[0]]} points!")
        ).to_be_visible()
    else:
        expect(page.get_by_text(re.compile("^Shared victory"))).to_be_visible()

    assert watch.foreign() == [], "every request goes to the page's own host"
    assert watch.errors == [], "no console errors"

    page.get_by_role("button", name="Rematch").click()
    expect(page.get_by_role("button", name="Roll the dice")).to_be_visible()
    assert saved_session(page).game.turn == 0
