"""The daily challenge: the same dice for everyone on a date, one attempt, a spoiler-free share."""

import html
import json

import pytest

from shelfie.core.daily import is_date, seed
from shelfie.games.dicegame.state import Phase
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.session import Screen

from .test_controller import play_to_the_end

TODAY = "2026-11-22"


def test_the_daily_seed_is_a_pure_function_of_game_and_date():
    assert seed("dicegame", TODAY) == 3627349434424988904, "the same in every browser, on every version"
    assert seed("dicegame", "2026-11-23") != seed("dicegame", TODAY)
    assert seed("splitter", TODAY) != seed("dicegame", TODAY)
    for bad in ("2026-11-22T00:00", "22/11/2026", "", None):
        assert not is_date(bad)
    with pytest.raises(ValueError, match="not a date"):
        seed("dicegame", "tomorrow")


def daily(storage=None, today=TODAY) -> Controller:
    controller = Controller(
        storage if storage is not None else MemoryStorage(),
        lambda: 99,
        today=today,
        address="https://example.org/shelfie/",
    )
    controller.handle("daily", "dicegame", {})
    return controller


def test_everyone_gets_the_same_dice_on_the_same_day_and_other_dice_the_next():
    first, second = daily(), daily()
    for controller in (first, second):
        controller.handle("roll", None, {})
        controller.handle("keep", "0", {})
        controller.handle("roll", None, {})
    assert first.session.game.dice == second.session.game.dice
    assert first.session.game.log == second.session.game.log
    tomorrow = daily(today="2026-11-23")
    tomorrow.handle("roll", None, {})
    assert tomorrow.session.game.config.seed != first.session.game.config.seed


def test_one_attempt_a_day_resumed_then_refused_and_the_game_in_progress_untouched():
    storage = MemoryStorage()
    normal = Controller(storage, lambda: 5, "dicegame", today=TODAY)
    normal.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    normal.handle("roll", None, {})
    kept = storage.get("shelfie.dicegame.save")
    controller = daily(storage)
    assert controller.session.daily == TODAY and controller.session.names == ("Player",)
    controller.handle("roll", None, {})
    again = daily(storage)
    assert again.session.game == controller.session.game, "a begun attempt resumes, it is not dealt again"
    play_to_the_end(again)
    over = daily(storage)
    assert over.session.game.is_over
    assert "You have played today's challenge: a new one comes tomorrow." in html.unescape(over.render())
    assert storage.get("shelfie.dicegame.save") == kept, "the normal game in progress is untouched"
    fresh = daily(storage, today="2026-11-23")
    assert fresh.session.game.phase is Phase.ROLL and fresh.session.daily == "2026-11-23"


def test_the_share_text_says_game_date_score_and_address_and_nothing_of_the_play():
    controller = daily()
    assert controller.share_text() == "", "nothing to share before the end"
    play_to_the_end(controller)
    score = controller.session.rules.outcome(controller.session.game).scores[0]
    text = controller.share_text()
    assert text == (
        f"Shelfie daily challenge, My Shelfie: The Dice Game, {TODAY}: {score} points\n"
        "https://example.org/shelfie/"
    )
    page = controller.render()
    assert "Share your result" in page and f"You scored {score} points." in page
    data = json.loads(controller.storage.get("shelfie.dicegame.daily"))
    assert data["daily"] == TODAY


def test_without_a_date_there_is_no_daily_challenge():
    controller = Controller(MemoryStorage(), lambda: 1)
    controller.handle("daily", "dicegame", {})
    assert controller.session.screen is Screen.HOME
    assert "There is no daily challenge for this game." in controller.render()
