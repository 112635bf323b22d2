"""The page shell over any game: home, set-up within each game's seat limits, resuming, deep
links, old page saves, and the hand-off that keeps one person's secrets from the next."""

import json
import re
from pathlib import Path

import pytest

from shelfie import registry
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.session import Screen
from tests.pages import SAVE_KEY
from tests.ui.device import Screen as Page
from tests.ui.device import standings

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"

TOY = registry.GameEntry(
    id="toy",
    title="Secret Numbers",
    summary="Write hidden numbers; the highest total wins.",
    min_players=2,
    max_players=3,
    picture="i-toy",
    levels={"easy": "Easy", "medium": "Medium"},
    rules="tests.ui.toygame.game:GAME",
    bots="tests.ui.toygame.game:LEVELS",
    screens="tests.ui.toygame.screens:SCREENS",
    link_code=99,
)


@pytest.fixture
def with_toy(monkeypatch):
    """The toy game registered beside the real ones: one entry, no change to the shell."""
    monkeypatch.setitem(registry.GAMES, "toy", TOY)


def test_home_lists_every_registered_game_with_players_and_a_play_button(with_toy):
    html = Controller(MemoryStorage(), lambda: 1).render()
    assert "Choose a game" in html
    for entry in registry.GAMES.values():
        assert f'aria-label="Play {entry.title}"' in html
        assert entry.summary in html
    assert "1–4 players" in html and "2–3 players" in html
    assert "play with friends far away on their own devices, by link" in html, (
        "the home screen says friends far away can play, before any game is chosen"
    )


def test_the_set_up_follows_the_chosen_games_seat_limits(with_toy):
    controller = Controller(MemoryStorage(), lambda: 1)
    controller.handle("choose", "toy", {})
    assert controller.session.screen is Screen.SETUP
    assert "Remove player" not in controller.render(), "two players is the toy game's minimum"
    controller.handle("add-seat", None, {})
    assert "Add player" not in controller.render(), "three is its maximum"
    assert 'value="medium"' in controller.render() and 'value="hard"' not in controller.render(), "its levels"
    controller.handle("choose", "dicegame", {})
    assert 'value="hard"' in controller.render()


def test_a_game_with_secrets_hands_the_device_over_and_hides_the_last_players_numbers(with_toy):
    controller = Controller(MemoryStorage(), lambda: 1, "toy")
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    assert controller.session.screen is Screen.HANDOFF
    html = controller.render()
    assert "Pass the device to Ann" in html and "Your numbers" not in html
    controller.handle("write", "2", {})
    assert controller.session.game.written == ((), ()), "nothing is played from the hand-off screen"
    controller.handle("ready", None, {})
    assert "Your numbers: none" in controller.render()
    controller.handle("write", "2", {})
    html = controller.render()
    assert "Pass the device to Bob" in html
    assert "Your numbers: 2" not in html, "Ann's number is not shown to Bob"
    controller.handle("ready", None, {})
    assert "Your numbers: none" in controller.render()


def test_a_new_game_gets_computer_players_from_an_evaluation_alone(with_toy):
    """The toy game's levels are the generic bots on its own evaluation: a person plays it against
    a greedy computer to the final screen, and the computer always writes the highest number."""
    controller = Controller(MemoryStorage(), lambda: 1, "toy")
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Cy", "kind-1": "medium"})
    for _ in range(2):
        if controller.session.screen is Screen.HANDOFF:
            controller.handle("ready", None, {})
        controller.handle("write", "1", {})
        while controller.session.computer_to_play:
            controller.computer_step()
    game = controller.session.game
    assert game.written == ((1, 1), (3, 3))
    assert "Game over" in controller.render() and "Cy wins with 6 points!" in controller.render()


def test_the_dice_game_needs_no_hand_off():
    controller = Controller(MemoryStorage(), lambda: 1, "dicegame")
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    for _ in range(3):
        controller.handle("roll", None, {})
        controller.handle("stop", None, {})
        assert controller.session.screen is Screen.TABLE


def test_home_resumes_the_game_in_progress():
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 1, "dicegame")
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    controller.handle("roll", None, {})
    game = controller.session.game
    controller.handle("home", None, {})
    html = controller.render()
    assert 'aria-label="Continue My Shelfie: The Dice Game"' in html
    controller.handle("resume", "dicegame", {})
    assert controller.session.screen is Screen.TABLE and controller.session.game == game
    reopened = Controller(storage, lambda: 2)
    assert reopened.session.screen is Screen.TABLE and reopened.session.game == game, "a reload resumes"


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_a_deep_link_opens_that_games_set_up(game_id):
    """``?game=<id>`` for each game the README lists: a shared link or an embed lands on its set-up."""
    session = Controller(MemoryStorage(), lambda: 1, game_id).session
    assert (session.screen, session.game_id) == (Screen.SETUP, game_id)


def test_the_plain_address_or_an_unknown_game_opens_home():
    assert Controller(MemoryStorage(), lambda: 1).session.screen is Screen.HOME
    assert Controller(MemoryStorage(), lambda: 1, "no-such-game").session.screen is Screen.HOME


@pytest.mark.parametrize(
    "name",
    ["page-v1-reroll-kept-dice.json", "page-v1-mark-draft.json", "page-v1-finished-three-computers.json"],
)
def test_page_saves_written_before_the_shell_resume_exactly(name):
    expected = json.loads((FIXTURES / "expected.json").read_text())[name]
    storage = MemoryStorage()
    storage.set(SAVE_KEY, (FIXTURES / name).read_text())
    controller = Controller(storage, lambda: 5)
    assert controller.load_error is None
    session = controller.session
    game = session.game
    assert session.screen is Screen.TABLE
    assert (game.phase.value, game.current, list(game.dice), game.turn) == (
        expected["phase"],
        expected["current"],
        expected["dice"],
        expected["turn"],
    )
    assert [s.marked for s in game.sheets] == expected["marked"]
    assert list(session.kinds) == expected["kinds"]
    assert sorted(session.turn.keep) == expected["keep"]
    assert [[c.shelf, c.column, list(c.dice)] for c in session.turn.draft.combos] == expected["draft"]
    controller.handle("faster", None, {})
    html = controller.render()
    assert html
    controller.handle("hint", None, {})
    resaved = Controller(storage, lambda: 5)
    assert resaved.session.game == game


def test_a_page_save_is_upgraded_when_next_written():
    storage = MemoryStorage()
    storage.set(SAVE_KEY, (FIXTURES / "page-v1-reroll-kept-dice.json").read_text())
    controller = Controller(storage, lambda: 5)
    controller.handle("keep", "0", {})
    data = json.loads(storage.get(SAVE_KEY))
    assert (data["version"], data["game"]["game"], data["game"]["version"]) == (2, "dicegame", 2)
    assert re.search(r'"chance"', storage.get(SAVE_KEY)) and '"rolled"' not in storage.get(SAVE_KEY)


def test_the_simulator_plays_any_registered_game_through_the_contract():
    from shelfie.bots.sim import play

    result = play(("medium", "easy"), seed=3, game_id="dicegame")
    assert sum(result.wins) == pytest.approx(1) and len(result.scores) == 2


@pytest.mark.parametrize("where", ["home", "setup", "table", "final"])
def test_the_rules_open_from_every_screen_and_close_back_to_it(where):
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 1, None if where == "home" else "dicegame")
    if where in ("table", "final"):
        kinds = {"kind-0": "easy", "kind-1": "easy"} if where == "final" else {}
        controller.handle("start", None, {"name-0": "Ann", "name-1": "Bob", **kinds})
        controller.handle("skip", None, {})
        if where == "table":
            controller.handle("roll", None, {})
    before = controller.session
    page = controller.render()
    assert 'data-cmd="rules"' in page, "a Rules control on this screen"
    controller.handle("rules", "dicegame", {})
    rules = controller.render()
    assert "How to play My Shelfie: The Dice Game" in rules
    assert 'aria-label="Dice: cat, cat, joker"' in rules, "the joker example is drawn with our icons"
    back = {"home": "Back to all games", "setup": "Back to the set-up"}.get(where, "Back to the game")
    assert [button.text() for button in Page(rules).find("button", re.compile("^Back"))] == [back, back], (
        "named for where it goes, above and below the rules"
    )
    controller.handle("close-rules", None, {})
    assert controller.session.game == before.game and controller.session.screen is before.screen
    assert controller.render() == page, "back exactly where the player was"


def test_your_own_board_is_checked_saved_and_played_on():
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 1, "dicegame")
    assert "Board: the standard one." in controller.render()
    controller.handle("settings", None, {"name-0": "Ann"})
    form = {f"dice-{c}": str(c + 1) for c in range(5)} | {
        f"value-{s}-{c}": str(10 + s + c) for s in range(5) for c in range(5)
    }
    controller.handle("save-settings", None, {**form, "dice-4": "7"})
    assert controller.session.message == "A column needs between 1 and 6 dice, got 7."
    assert controller.session.screen is Screen.SETTINGS
    assert 'id="value-2-3" name="value-2-3" value="15"' in controller.render(), "what was typed stays"
    controller.handle("save-settings", None, {**form, "value-2-3": "x"})
    assert controller.session.message == "Points of the plant in column 4: enter a whole number."
    controller.handle("save-settings", None, form)
    assert controller.session.screen is Screen.SETUP
    assert "Board: your own." in controller.render()
    assert controller.session.form.names[0] == "Ann", "the names typed before stay"
    controller.handle("start", None, {})
    game = controller.session.game
    assert game.board.values[2][3] == 15 and game.board.dice_per_column == (1, 2, 3, 4, 5)
    assert ">15<" in controller.render(), "the board shows its own values"
    again = Controller(storage, lambda: 2, "dicegame")
    again.handle("new-game", None, {})
    assert "Board: your own." in again.render(), "the board is kept for the next games"
    again.handle("reset-settings", None, {})
    again.handle("start", "replace", {})
    assert again.session.game.board.values[0] == (1, 2, 3, 5, 8)


def test_a_registered_game_gets_its_stylesheet_and_its_place_in_the_pages_head(with_toy):
    """Index.html's game stylesheets come from the registry (python -m tools.prerender)."""
    from tools import prerender

    index = prerender.INDEX.read_text()
    written = prerender.rendered(index)
    assert '<link rel="stylesheet" href="./static/games/toy.css">' in written
    assert written.index("./static/shell.css") < written.index("./static/games/toy.css")
    assert f'content="{" ".join(registry.GAMES)}"' in written and ' toy"' in written, "the toy game last"
    sprite = prerender.SPRITE.search(written).group(2)
    assert '<symbol id="i-toy"' in sprite, "a game's pictures.svg beside its screens goes into the sprite"
    assert sprite.count('<symbol id="i-book"') == 1


def test_every_picture_the_pages_draw_is_in_the_sprite():
    """Home-screen pictures and the item icons both games draw come from index.html's sprite."""
    import re

    from shelfie.games.dicegame.board import JOKER, STANDARD_BOARD
    from shelfie.games.myshelfie.tiles import TYPES
    from tools import prerender

    sprite = set(re.findall(r'<symbol id="([\w-]+)"', prerender.INDEX.read_text()))
    drawn = {entry.picture for entry in registry.GAMES.values()} | {"i-book"}
    drawn |= {f"i-{face}" for face in (*STANDARD_BOARD.icons, JOKER)} | {f"i-{kind}" for kind in TYPES}
    assert drawn <= sprite, drawn - sprite


def test_a_games_own_computer_level_is_named_as_its_entry_names_it(monkeypatch):
    """Level names come from the game's entry, not from a list in the shell."""
    from dataclasses import replace

    from shelfie.ui.shell.widgets import kind_name

    monkeypatch.setitem(registry.GAMES, "toy", replace(TOY, levels={"coach": "Coach"}))
    assert kind_name("coach") == "Computer: Coach"
    assert kind_name("hard") == "Computer: Hard"


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_a_game_is_shown_by_its_cover_on_its_own_colour(game_id):
    """Its card at home and its set-up carry the game's class (its colour) and draw its cover; its
    stylesheet gives that class a colour of its own, and its cover is a 48-unit picture."""
    entry = registry.GAMES[game_id]
    controller = Controller(MemoryStorage(), lambda: 1)
    cover = f'<span class="cover"><svg class="game-picture" aria-hidden="true" focusable="false"><use href="#{entry.picture}">'
    home = controller.render()
    card = home[home.index(f'<li class="game-card game-{game_id}"') :]
    assert card[: card.index("</li>")].count(cover) == 1
    controller.handle("choose", game_id, {})
    set_up = controller.render()
    assert f'class="start game-{game_id}"' in set_up and set_up.count(cover) == 1

    from tools import prerender

    style = (prerender.INDEX.parent / "static" / "games" / f"{game_id}.css").read_text()
    assert re.search(rf"\.game-{game_id} {{ --game-colour: #[0-9a-f]{{6}}; }}", style)
    colours = {
        re.search(r"--game-colour: (#[0-9a-f]{6})", (style_file).read_text()).group(1)
        for style_file in (prerender.INDEX.parent / "static" / "games").glob("*.css")
    }
    assert len(colours) == len(registry.GAMES), "no two games share a colour"
    assert re.search(rf'<symbol id="{entry.picture}" viewBox="0 0 48 48">', prerender.INDEX.read_text())


def test_each_seat_is_a_card_with_the_picture_of_its_kind():
    """Both pictures are drawn (the page shows the one the list chooses, at once); the card's class
    says the kind the screen was drawn with."""
    controller = Controller(MemoryStorage(), lambda: 1)
    controller.handle("choose", "splitter", {})
    controller.handle("add-seat", None, {"kind-1": "hard"})
    cards = re.findall(r'<li class="seat-card plays-(\w+)">(.*?)</li>', controller.render())
    assert [plays for plays, _ in cards] == ["person", "computer", "person"]
    for _, card in cards:
        assert card.index('<span class="avatar">') < card.index("<input")
        assert "#i-person" in card and "#i-computer" in card


def test_the_podium_ranks_the_winners_first_and_players_level_on_points_share_a_place():
    from shelfie.core.contract import Outcome
    from shelfie.ui.shell import final

    assert final.ranking(Outcome((5, 9, 9, 2), (1, 2))) == [(1, 1), (1, 2), (3, 0), (4, 3)]
    assert final.ranking(Outcome((9, 9), (1,))) == [(1, 1), (2, 0)], "a tie a rule broke: the winner first"
    assert final.ranking(Outcome((3, 7, 3), (1,))) == [(1, 1), (2, 0), (2, 2)]
    names, kinds = ("Ann", "Bob", "Cy"), ("person", "hard", "person")
    screen = Page(final.podium(names, kinds, Outcome((3, 7, 3), (1,)), [[("Shelves", "3")]] * 3))
    said = [row.said for row in standings(screen)]
    assert said == [
        "1st place: Bob Computer: Hard winner 7 points Points by kind",
        "2nd place: Ann 3 points Points by kind",
        "2nd place: Cy 3 points Points by kind",
    ]


def test_a_solo_podium_has_no_place_and_a_game_without_a_breakdown_no_disclosure():
    from shelfie.core.contract import Outcome
    from shelfie.ui.shell import final

    solo = final.podium(("Ann",), ("person",), Outcome((41,), (0,)), [[("Shelves", "30"), ("Columns", "11")]])
    (row,) = standings(Page(solo))
    assert (row.said, row.total, row.lines) == (
        "Ann 41 points Points by kind",
        41,
        {"Shelves": "30", "Columns": "11"},
    )
    assert "medal" not in solo and "winner" not in solo
    plain = final.podium(("Ann", "Bob"), ("person", "person"), Outcome((2, 4), (1,)))
    assert "<details" not in plain and [row.name for row in standings(Page(plain))] == ["Bob", "Ann"]


def test_the_final_table_celebrates_the_verdict_under_a_trophy():
    from shelfie.ui.shell import final

    said = final.celebration("Ann wins with 21 points!")
    assert said.startswith('<div class="celebration"><svg class="final-trophy"')
    assert '<p class="verdict" role="status">Ann wins with 21 points!</p>' in said
    confetti = said[said.index('<span class="confetti" aria-hidden="true">') :]
    assert confetti.count("<span></span>") == final.CONFETTI
