"""The daily challenge: the same dice for everyone on a date, one attempt, a spoiler-free share."""

import html
import json
import re

import pytest

from shelfie.core.daily import is_date, seed
from shelfie.games.dicegame.state import Phase
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.places import opening_game
from shelfie.ui.shell.session import Screen
from tests.myshelfie.test_screens import play_by_hints
from tests.pages import DAILY_KEY, from_save
from tests.ui.device import TILE, Device, first_rolls, place_first, play_dice_game_until_over, within
from tests.ui.device import Screen as Page

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


@pytest.mark.parametrize("day", ["2024-02-30", "2025-13-01", "2023-02-29", "2026-00-10", "2026-04-31"])
def test_a_day_the_calendar_does_not_have_gives_no_daily_seed(day):
    assert not is_date(day)
    with pytest.raises(ValueError, match="not a date"):
        seed("splitter", day)


def test_a_leap_day_is_a_day():
    assert is_date("2024-02-29")
    assert seed("splitter", "2024-02-29") != seed("splitter", "2024-03-01")


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


def test_a_reload_reopens_todays_challenge_while_it_was_the_last_game_played_and_is_not_over():
    storage = MemoryStorage()
    normal = Controller(storage, lambda: 5, "dicegame", today=TODAY)
    normal.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    normal.handle("roll", None, {})
    controller = daily(storage)
    controller.handle("roll", None, {})
    assert opening_game(storage, None, TODAY) == "dicegame"
    reloaded = Controller(storage, lambda: 1, today=TODAY)
    assert reloaded.session == controller.session and reloaded.session.daily == TODAY
    assert Controller(storage, lambda: 1, "dicegame", today=TODAY).session.daily == TODAY, (
        "the address may name the challenge's game"
    )
    assert Controller(storage, lambda: 1, "splitter", today=TODAY).session.game_id == "splitter"
    assert Controller(storage, lambda: 1, today="2026-11-23").session.names == ("Ann", "Bob"), (
        "the next day, the last game played that is not a challenge"
    )
    normal = Controller(storage, lambda: 5, today="2026-11-23")
    normal.handle("stop", None, {})
    assert Controller(storage, lambda: 1, today=TODAY).session.names == ("Ann", "Bob"), (
        "a later move in the ordinary game wins"
    )
    again = daily(storage)
    play_to_the_end(again)
    assert Controller(storage, lambda: 1, today=TODAY).session.names == ("Ann", "Bob"), (
        "a finished challenge does not open again"
    )


def test_a_reload_returns_to_the_game_on_screen_even_one_only_opened():
    """Found by reloading in the random walks: a game opened from the home screen ("Continue", or
    today's challenge begun earlier) and reloaded before any move gave way to the game last moved."""
    storage = MemoryStorage()
    dice = Controller(storage, lambda: 5, "dicegame", today=TODAY)
    dice.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    challenge = daily(storage)
    challenge.handle("roll", None, {})
    tiles = Controller(storage, lambda: 5, "splitter", today=TODAY)
    tiles.handle("start", None, {"name-0": "Cy"})
    for opened, shown in ((("resume", "dicegame"), ("Ann", "Bob")), (("daily", "dicegame"), ("Player",))):
        page = Controller(storage, lambda: 1, today=TODAY)
        assert page.session.game_id == "splitter", "the game last moved, before anything is opened"
        page.handle("home", None, {})
        page.handle(*opened, {})
        assert Controller(storage, lambda: 1, today=TODAY).session.names == shown, opened
        page.handle("choose", "splitter", {})
        page.handle("home", None, {})
        page.handle("stats", None, {})
        assert Controller(storage, lambda: 1, today=TODAY).session.names == shown, "set-ups and menus keep it"
        Controller(storage, lambda: 1, "splitter", today=TODAY).handle("resume", "splitter", {})


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


def test_a_finished_daily_shows_what_share_sends_and_when_the_next_opens_and_offers_no_rematch():
    controller = daily()
    play_to_the_end(controller)
    page = Page(controller.render())
    preview = page.one("figure", "Your result, as it will be shared")
    sent = controller.share_text().splitlines()
    shown = sent[0].replace("-", "\u2011")
    assert preview.text().endswith(shown) and sent[-1] == "https://example.org/shelfie/", "a date never parts"
    assert "example.org" not in preview.text(), "the site's address is Share's own"
    assert not page.find("button", "Rematch"), "the day's deal is the day's: no rematch"
    assert page.one("button", "Replay the game") and page.one("button", "Share your result")
    drawn = controller.render()
    assert re.search(
        r'<time datetime="2026-11-23T00:00:00Z" data-countdown data-left="The next challenge opens in '
        r'\{hours\}\u00a0h \{minutes\}\u00a0min\." data-ready="[^"]+">The next challenge opens on Nov 23, 2026\.</time>',
        drawn,
    ), "midnight UTC after the challenge's day, in words until the page counts it down"
    ordinary = Controller(MemoryStorage(), lambda: 4, "dicegame")
    ordinary.handle("start", None, {"name-0": "Ann", "name-1": "Hal", "kind-1": "easy"})
    play_to_the_end(ordinary)
    assert Page(ordinary.render()).one("button", "Rematch"), "any other game ends with a rematch"
    assert "data-countdown" not in ordinary.render()


def test_without_a_date_there_is_no_daily_challenge():
    controller = Controller(MemoryStorage(), lambda: 1)
    controller.handle("daily", "dicegame", {})
    assert controller.session.screen is Screen.HOME
    assert "There is no daily challenge for this game." in controller.render()


def daily_tiles(storage=None, today=TODAY) -> Controller:
    controller = Controller(storage if storage is not None else MemoryStorage(), lambda: 99, today=today)
    controller.handle("daily", "myshelfie", {})
    return controller


def test_the_daily_tile_game_deals_everyone_the_same_game_against_the_same_two_computers():
    first, second = daily_tiles(), daily_tiles()
    for controller in (first, second):
        session = controller.session
        assert session.daily == TODAY and session.game_id == "myshelfie"
        assert session.names == ("Player", "Computer 2", "Computer 3")
        assert session.kinds == ("person", "medium", "hard")
    one, other = first.session.game, second.session.game
    assert one.config == other.config, "first fill, bag order, common goals, personal goals"
    assert one.board == other.board
    tomorrow = daily_tiles(today="2026-11-23").session.game
    assert tomorrow.config.seed != one.config.seed and tomorrow.board != one.board


def test_the_daily_tile_game_is_one_attempt_shared_with_its_place_and_counted_apart():
    from shelfie.ui.shell.history import stats

    storage = MemoryStorage()
    controller = daily_tiles(storage)
    play_by_hints(controller)
    result = controller.session.rules.outcome(controller.session.game)
    place = 1 + sum(score > result.scores[0] for score in result.scores)
    assert controller.share_text() == (
        f"Shelfie daily challenge, My Shelfie, {TODAY}: {result.scores[0]} points, place {place} of 3"
    )
    page = html.unescape(controller.render())
    assert f"You scored {result.scores[0]} points. You finished in place {place} of 3." in page
    again = daily_tiles(storage)
    assert "You have played today's challenge" in html.unescape(again.render())
    assert again.session.game.log == controller.session.game.log, "the same game, not a new deal"
    records = controller.history()
    assert records[-1].daily and records[-1].kinds == ("person", "medium", "hard")
    figures = stats(records, "myshelfie")
    assert (figures.daily_played, figures.daily_best) == (1, result.scores[0])
    assert "Daily challenges played" in html.unescape(
        (controller.handle("stats", None, {}), controller.render())[1]
    )


def test_a_daily_record_keeps_its_flag_through_a_history_file_and_old_records_read_as_not_daily():
    from shelfie.core.errors import InvalidSave
    from shelfie.ui.shell import history

    record = history.Record(
        "myshelfie", TODAY, ("Player", "Computer 2"), ("person", "hard"), (40, 52), (1,), None, True
    )
    (read,) = history.load(history.dump([record]))
    assert read.daily
    old = {k: v for k, v in record.to_json().items() if k != "daily"}
    assert not history.load(json.dumps([old]))[0].daily
    with pytest.raises(InvalidSave, match="unreadable"):
        history.load(json.dumps([{**old, "daily": "yes"}]))


# --- the daily challenges pressed by name, as two fresh browsers meet them ---------------------

DAY = "2026-11-22"
NUMBERS = re.compile(r"This round's numbers: \d and \d")


def todays(game: str, seed: int) -> Device:
    """A fresh browser on ``DAY`` (its own seed for everything else) opens today's challenge."""
    device = Device(None, seed, today=DAY)
    device.click("button", f"Today's challenge: {game}", exact=True)
    device.settle()  # the page plays the computers' turns before the person's
    return device


def test_two_fresh_browsers_get_the_same_daily_dice():
    seen = [first_rolls(todays("My Shelfie: The Dice Game", browser)) for browser in (1, 2)]
    assert seen[0] == seen[1] and len(seen[0][1]) == 6
    assert from_save(json.loads(todays("My Shelfie: The Dice Game", 3).storage[DAILY_KEY])).daily == DAY


def daily_dice_played() -> Device:
    device = todays("My Shelfie: The Dice Game", 1)
    play_dice_game_until_over(device)
    return device


def test_one_attempt_a_day_and_a_spoiler_free_share_pressed_by_name():
    device = daily_dice_played()
    daily = from_save(json.loads(device.storage[DAILY_KEY]))
    score = daily.rules.outcome(daily.game).scores[0]
    device.click("button", "Share your result")
    assert device.reply["share"] == (
        f"Shelfie daily challenge, My Shelfie: The Dice Game, {DAY}: {score} points\nhttps://shelfie.example/index.html"
    )
    device.click("button", "All games")
    device.click("button", "Today's challenge: My Shelfie: The Dice Game")
    assert device.screen.shows("You have played today's challenge: a new one comes tomorrow.")
    assert device.screen.one("heading", "Game over")


def test_the_daily_tile_game_is_the_same_deal_against_the_same_computers_and_a_reload_resumes_it():
    rooms = []
    for browser in (1, 2):
        device = todays("My Shelfie", browser)
        for name, level in (("Computer 2", "Computer: Medium"), ("Computer 3", "Computer: Hard")):
            boards = device.screen.find("region", re.compile(f"^{name}"))
            assert boards and all(level in board.text() for board in boards)
        rooms.append([device.screen.name(tile) for tile in device.screen.find("button", TILE)])
    assert rooms[0] == rooms[1] and len(rooms[0]) > 10
    device.click("button", TILE, first=True)
    columns = device.screen.one("group", "Columns")
    first_column = next(b for b in device.screen.find("button") if within(b, columns))
    device.click("button", device.screen.name(first_column), exact=True, first=True)
    device.click("button", re.compile(r"^Put them in column \d$"))
    taken = from_save(json.loads(device.storage["shelfie.myshelfie.daily"]), "myshelfie").game.log
    device.settle()
    device.reload()
    device.settle()
    # The challenge was the last game played: the reload opens it where it was.
    assert device.screen.one("heading", re.compile("^Player's turn"))
    resumed = from_save(json.loads(device.storage["shelfie.myshelfie.daily"]), "myshelfie")
    assert resumed.daily == DAY and resumed.game.log[: len(taken)] == taken
    device.click("button", "All games")
    device.click("button", "Today's challenge: Splitter")
    assert device.screen.one("heading", re.compile("^Round 1 of 22"))


def daily_splitter_played(seed: int, rounds: int = 22) -> tuple[Device, list[str]]:
    device = todays("Splitter", seed)
    seen = []
    for _ in range(rounds):
        seen.append(NUMBERS.search(device.screen.text).group(0))
        place_first(device)
    return device, seen


def test_the_daily_splitter_same_rolls_in_two_browsers_one_attempt_and_a_spoiler_free_share():
    _, early = daily_splitter_played(1, 3)
    device, seen = daily_splitter_played(2)
    assert early == seen[:3]
    assert device.screen.one("heading", "Game over")
    daily = from_save(json.loads(device.storage[DAILY_KEY.replace("dicegame", "splitter")]), "splitter")
    score = daily.rules.outcome(daily.game).scores[0]
    device.click("button", "Share your result")
    lines = device.reply["share"].splitlines()
    assert lines[0] == f"Shelfie daily challenge, Splitter, {DAY}: {score} points"
    assert re.fullmatch(r"Pad [AB] · 1:\d+ 2:\d+ 3:\d+ 4:\d+ 5:\d+ 6:\d+ ★\d+( ♥\d+)?", lines[1])
    assert lines[2] == "https://shelfie.example/index.html" and len(lines) == 3
    device.click("button", "All games")
    device.click("button", "Today's challenge: Splitter")
    assert device.screen.shows("You have played today's challenge: a new one comes tomorrow.")
    assert device.screen.one("heading", "Game over")
