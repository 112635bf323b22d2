"""What a first-time player runs into, pressed by name through the page's conversation
(tests/ui/device.py): each guided first game followed to its end, and a board of one's own that
changes the scores. The browser keeps what only it can break: the guide beside the game on a
phone, axe-clean and without a layout fault (tests/browser/test_newcomer.py)."""

import json
import re

from shelfie.games.dicegame.board import STANDARD_BOARD
from shelfie.games.dicegame.scoring import score
from tests.pages import SAVE_KEY, from_save
from tests.ui.device import Device, place_first, play_dice_game_until_over, standings


def saved(device: Device, game_id: str = "dicegame"):
    key = SAVE_KEY if game_id == "dicegame" else f"shelfie.{game_id}.save"
    return from_save(json.loads(device.storage[key]), game_id)


def guide(device: Device) -> str:
    return device.screen.one("region", "Guide").text()


def test_the_guided_first_game_from_the_offer_to_the_final_scores():
    device = Device(None, 5)
    assert device.screen.one("heading", "New here?")
    device.click("button", "Learn My Shelfie: The Dice Game")
    assert "Press Roll the dice." in guide(device)
    device.click("button", "Roll the dice")
    assert "try the three board games and the joker" in guide(device)
    for die in (1, 3, 4, 5):
        device.click("button", re.compile(rf"^Die {die}:"))
    device.click("button", "Re-roll 2 dice")
    device.click("button", "Stop rolling")
    assert "Now mark 1 to 3 items." in guide(device)
    play_dice_game_until_over(device)
    assert device.screen.one("heading", "Game over")
    assert device.screen.find("region", "Guide") == []
    assert saved(device).guided


def test_my_shelfies_guided_first_game_followed_to_its_end():
    device = Device(None, 5)
    device.click("button", "Learn My Shelfie", exact=True)
    steps = ["free side", "from the bottom", "personal goal", "top token", "form a group", "end token"]
    for step in steps:
        assert step in guide(device)
        device.click("button", "Hint: what would the Hard bot do?")
        device.click("button", re.compile(r"^Put them in column \d$"))
        device.settle()
        assert device.screen.one("heading", re.compile("^Player's turn"))
    assert device.screen.find("region", "Guide") == []
    session = saved(device, "myshelfie")
    assert session.guided and [event.seat for event in session.game.log].count(0) == len(steps)


def test_splitters_guided_first_game_followed_to_its_end():
    device = Device(None, 5)
    device.click("button", "Learn Splitter", exact=True)
    steps = ["mirror space", "exactly as many", "hearts", "score column", "22 rounds"]
    for number, step in enumerate(steps, start=1):
        device.settle()
        assert device.screen.one("heading", re.compile(f"^Round {number} of 22"))
        assert step in guide(device)
        if number == 2:
            assert "This round is a double" in guide(device)
        place_first(device)
    device.settle()
    assert device.screen.one("heading", re.compile("^Round 6 of 22"))


def test_your_own_board_changes_the_scores():
    device = Device("dicegame", 9)
    device.click("button", "Remove player 2")
    device.click("button", "Change")
    for shelf, face in enumerate(("cat", "book", "plant", "trophy", "board game")):
        for column in range(1, 6):
            device.fill(f"Points of the {face} in column {column}", str(9 + shelf))
    device.fill("Dice needed in column 5", "7")
    device.click("button", "Save")
    assert device.screen.one("status").text() == "A column needs between 1 and 6 dice, got 7."
    assert device.screen.labelled("Points of the cat in column 1").attrs["value"] == "9", (
        "what was typed is kept"
    )
    device.fill("Dice needed in column 5", "5")
    device.click("button", "Save")
    assert device.screen.shows("Board: your own.")
    device.click("button", "Start game")
    play_dice_game_until_over(device)
    game = saved(device).game
    assert game.board.values[4] == (13, 13, 13, 13, 13)
    total = score(game.board, game.sheets[0]).total
    (row,) = standings(device.screen)
    assert row.total == total, row.said
    assert total > 0 and total != score(STANDARD_BOARD, game.sheets[0]).total
