"""Finished games kept, counted and charted; the history exported and imported as a file."""

import html
import json
import re

from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.history import HISTORY_KEY, Record, dump, load, merge, stats
from tests.pages import IMPORTED_GAME
from tests.ui.device import Device, play_dice_game_until_over, within

from .test_controller import play_to_the_end


def record(scores, kinds=("person", "easy"), winners=None):
    best = max(scores)
    return Record(
        "dicegame",
        "2026-11-22",
        tuple(f"P{i}" for i in range(len(scores))),
        kinds,
        tuple(scores),
        tuple(winners if winners is not None else [i for i, s in enumerate(scores) if s == best]),
    )


def test_statistics_count_games_wins_by_level_best_and_average():
    records = [
        record((80, 60)),
        record((50, 70)),
        record((90, 40, 95), kinds=("person", "easy", "hard")),
        record((100,), kinds=("person",)),
        record((30, 20), kinds=("easy", "hard")),
    ]
    figures = stats(records, "dicegame")
    assert figures.played == 5
    assert figures.wins_by_level == {"easy": (1, 2), "hard": (0, 1)}
    assert figures.scores == (80, 50, 90, 100), "the best person's score, computers-only games left out"
    assert figures.best == 100 and figures.average == 80


def test_a_finished_game_is_recorded_once_and_shown_with_a_chart_and_its_words():
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 4, "dicegame", today="2026-11-22")
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Hal", "kind-1": "hard"})
    play_to_the_end(controller)
    controller.handle("dismiss-notice", None, {})
    saved = json.loads(storage.get(HISTORY_KEY))["games"]
    assert len(saved) == 1 and saved[0]["names"] == ["Ann", "Hal"] and saved[0]["date"] == "2026-11-22"
    controller.handle("stats", None, {})
    html = controller.render()
    score = saved[0]["scores"][0]
    assert "Games played</th><td>1<" in html
    assert "Won against Computer: Hard" in html
    assert f"Your best score in each game, oldest first: {score}." in html
    assert "<svg" not in html, "one game draws no line"
    controller.handle("new-game", None, {})
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Hal", "kind-1": "hard"})
    play_to_the_end(controller)
    controller.handle("dismiss-notice", None, {})
    controller.handle("stats", None, {})
    html = controller.render()
    scores = [game["scores"][0] for game in json.loads(storage.get(HISTORY_KEY))["games"]]
    assert f"Your best score in each game, oldest first: {scores[0]}, {scores[1]}." in html
    assert '<svg class="chart"' in html and 'role="img" aria-labelledby="chart-dicegame"' in html
    labels = re.findall(r'<text [^>]*class="value"[^>]*>(\d+)</text>', html)
    ticks = [int(tick) for tick in re.findall(r'<text [^>]*class="tick"[^>]*>(\d+)</text>', html)]
    assert ticks[0] == 0 and ticks[-1] >= max(scores) and ticks == sorted(ticks), "points up from zero"
    assert "game 1</text>" in html and "game 2</text>" in html, "the games along the bottom"
    best_first = scores.index(max(scores))
    expected = [scores[best_first]] + ([scores[-1]] if best_first != len(scores) - 1 else [])
    assert labels == [str(score) for score in expected], "the best and the latest labelled, each game once"


def test_the_history_moves_between_browsers_as_a_file_and_bad_files_change_nothing():
    first = MemoryStorage()
    first.set(HISTORY_KEY, dump([record((80, 60)), record((50, 70))]))
    exported = Controller(first, lambda: 1).history_file()
    other = MemoryStorage()
    controller = Controller(other, lambda: 1)
    controller.handle("stats", None, {})
    controller.import_history(exported)
    assert "2 games imported." in controller.render()
    controller.import_history(exported)
    assert "0 games imported." in controller.render(), "importing twice adds nothing"
    for bad in ("not json", '{"format": "shelfie-history", "games": [{"game": "chess"}]}', "[" * 100):
        controller.import_history(bad)
        assert "That file is not a Shelfie history: nothing was imported." in controller.render()
    assert load(other.get(HISTORY_KEY)) == load(exported)
    assert merge(load(exported), load(exported)) == load(exported)


def test_a_recent_game_replays_from_the_statistics_without_touching_the_saved_game():
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 4, "dicegame", today="2026-11-22")
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Hal", "kind-1": "easy"})
    play_to_the_end(controller)
    finished = controller.session.game
    controller.handle("new-game", None, {})
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Hal", "kind-1": "easy"})
    controller.handle("roll", None, {})
    in_progress = storage.get("shelfie.dicegame.save")
    controller.handle("home", None, {})
    controller.handle("stats", None, {})
    assert 'aria-label="Replay the game of Nov 22, 2026: Ann' in controller.render()
    assert controller.needs("replay-history", "0") == "dicegame"
    controller.handle("replay-history", "0", {})
    assert controller.session.game == finished and controller.session.replay == 0
    assert f"Replay: step 0 of {len(finished.log)}" in controller.render()
    controller.handle("replay", "3", {})
    assert storage.get("shelfie.dicegame.save") == in_progress, "looking back saves nothing"


def test_an_unreadable_record_is_kept_aside_and_the_readable_games_count_on():
    """One bad record used to make the next finished game overwrite the whole history."""
    storage = MemoryStorage()
    good = record((80, 60)).to_json()
    stored = json.dumps({"format": "shelfie-history", "games": [good, {**good, "scores": ["x"]}]})
    storage.set(HISTORY_KEY, stored)
    controller = finished_game(storage)
    kept = [key for key in storage.keys() if key.startswith(f"{HISTORY_KEY}.unreadable.")]
    assert kept == [f"{HISTORY_KEY}.unreadable.1"] and storage.get(kept[0]) == stored, "kept whole"
    history = load(storage.get(HISTORY_KEY))
    assert history[0] == record((80, 60)) and len(history) == 2, "the readable game, then the new one"
    said = html.unescape(controller.render())
    assert "They were kept aside in this browser, so nothing is lost" in said
    assert f'Kept in this browser\'s storage as "{kept[0]}"' in said, "where, under Details"


def finished_game(storage) -> Controller:
    controller = Controller(storage, lambda: 4, "dicegame")
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    play_to_the_end(controller)
    return controller


class AsideFails(MemoryStorage):
    """Writes work, but nothing new may be added: the unreadable history cannot be kept aside."""

    def set(self, key, value):
        if ".unreadable." in key:
            from shelfie.ui.saves import StorageError

            raise StorageError("QuotaExceededError")
        super().set(key, value)


def test_a_history_that_cannot_be_kept_aside_is_never_written_over():
    """The unreadable history is kept aside before anything is written over it; when storage
    refuses that, nothing more is written, and the page says the game is kept in memory."""
    storage = AsideFails()
    storage.set(HISTORY_KEY, "{not json")
    controller = finished_game(storage)
    assert storage.get(HISTORY_KEY) == "{not json"
    assert "kept in memory only" in controller.render()
    controller.import_history(dump([record((1, 2))]))
    assert storage.get(HISTORY_KEY) == "{not json"
    assert "kept in memory only" in controller.render()


def test_files_and_saves_that_begin_with_a_byte_order_mark_load():
    """Windows editors write one first."""
    controller = Controller(MemoryStorage(), lambda: 1, "dicegame")
    controller.import_history("\ufeff" + dump([record((80, 60))]))
    assert controller.history() == [record((80, 60))]
    storage = MemoryStorage()
    played = finished_game(MemoryStorage())
    storage.set("shelfie.dicegame.save", "\ufeff" + (played.storage.get("shelfie.dicegame.save") or ""))
    assert Controller(storage, lambda: 2, "dicegame").session.game == played.session.game


def test_a_computers_only_game_is_listed_with_its_winner_and_no_empty_best_score():
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 4, "dicegame", today="2026-11-22")
    controller.handle("start", None, {"name-0": "Cy", "kind-0": "easy", "name-1": "Hal", "kind-1": "hard"})
    play_to_the_end(controller)
    controller.handle("dismiss-notice", None, {})
    saved = json.loads(storage.get(HISTORY_KEY))["games"][0]
    winners = " and ".join(saved["names"][seat] for seat in saved["winners"])
    controller.handle("stats", None, {})
    page = html.unescape(controller.render())
    assert "Games played</th><td>1<" in page
    assert "Best score" not in page and "Average score" not in page
    assert "Best and average scores count the games a person played." in page
    game = re.search(r'<ul class="recent"><li>(.*?)</li>', page).group(1)
    said = re.sub(r"<[^>]+>", "", game.split("<button")[0])
    label = "Winners" if len(saved["winners"]) > 1 else "Winner"
    assert said == f"Nov 22, 2026Cy {saved['scores'][0]}, Hal {saved['scores'][1]}{label}: {winners}"
    assert '<span class="pair"><span class="who">Cy</span> <strong>' in game, (
        "a name and its score kept together"
    )


def three_games_against_easy() -> Device:
    """Alessandra (a name long enough to wrap her scores on a phone) plays three dice games
    against an Easy computer, from the set-up to the final scores, by the names on the screen."""
    device = Device("dicegame", 8)
    for number in range(3):
        if number:
            device.click("button", "New game")
        device.fill("Player 1 name", "Alessandra")
        device.select("Player 2 plays as", "easy")
        device.click("button", "Start game")
        play_dice_game_until_over(device)
    return device


def test_statistics_after_three_games_played_and_an_imported_history():
    """Three games played through the page's conversation count on the statistics screen, charted
    and each with its replay; a history file from another device adds its game; the newest game
    replays step by step."""
    device = three_games_against_easy()
    device.click("button", "All games")
    device.click("button", "Statistics")
    figures = device.screen.one("table", "Statistics of My Shelfie: The Dice Game")
    rows = {device.screen.name(row) for row in device.screen.find("row") if within(row, figures)}
    assert "Games played 3" in rows
    assert any(re.fullmatch(r"Won against Computer: Easy \d of 3", row) for row in rows), rows
    assert device.screen.one(
        "img", re.compile(r"^Your best score in each game, oldest first: \d+, \d+, \d+\.$")
    )
    assert len(device.screen.find("button", re.compile("^Replay the game of "))) == 3
    history = json.dumps({"format": "shelfie-history", "games": [IMPORTED_GAME]})
    device.choose_file("import-history", history, "utf-16", embed=False)
    assert device.screen.one("status").text() == "1 game imported."
    rows = {device.screen.name(row) for row in device.screen.find("row")}
    assert "Games played 4" in rows and "Won against Computer: Hard 1 of 1" in rows, rows
    device.click("button", re.compile("^Replay the game of "), first=True)
    assert device.screen.one("heading", re.compile(r"^Replay: step 0 of \d+$"))
    device.click("button", "Forward")
    assert device.screen.one("heading", re.compile(r"^Replay: step 1 of \d+$"))


def test_a_game_ends_once_in_the_statistics_whichever_path_ends_it():
    """The save and the statistics are derived in one place after every command and every
    computer's step: a game ended by the computers' steps one by one, by Skip (many steps inside
    one command), or by a person's own last command is counted once, and further commands on the
    final screen count nothing more."""
    from shelfie.games.splitter.game import GAME as SPLITTER
    from shelfie.games.splitter.pads import cell

    def alone(game_id: str, name: str, kind: str) -> Controller:
        controller = Controller(MemoryStorage(), lambda: 3, game_id)
        while len(controller.session.form.names) > 1:
            controller.handle("remove-seat", str(len(controller.session.form.names) - 1), {})
        controller.handle("start", None, {"name-0": name, "kind-0": kind})
        assert controller.session.names == (name,)
        return controller

    stepped = alone("dicegame", "Cy", "easy")
    while stepped.session.computer_to_play:
        stepped.computer_step()
    skipped = alone("dicegame", "Cy", "easy")
    skipped.handle("skip", None, {})
    person = alone("splitter", "Ann", "person")
    for _ in range(200):
        if SPLITTER.is_over(person.session.game):
            break
        first = SPLITTER.legal_actions(person.session.game, 0)[0]
        person.handle("space", str(cell(first.row, first.column)), {})
        if person.session.turn.swapped is not (first.number != person.session.game.dice[0]):
            person.handle("swap", None, {})
        person.handle("place", None, {})
    for controller in (stepped, skipped, person):
        assert len(controller.history()) == 1
        for again, arg in (("hint", None), ("undo", None), ("replay", "0"), ("replay", "2"), ("home", None)):
            controller.handle(again, arg, {})
        assert controller.session.replay is not None, "the replay's steps were kept, and saved"
        assert len(controller.history()) == 1
