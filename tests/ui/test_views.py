"""Markup rules: every control is a named button, text is escaped, states are not colour alone."""

import re
from html.parser import HTMLParser

from shelfie.games.dicegame.state import Phase
from shelfie.registry import PERSON
from shelfie.ui.dicegame.view_board import blocked_mask, board
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from tests.ui.device import Screen, standings

from ..dicegame.helpers import playing, sheet


class Controls(HTMLParser):
    """Buttons with their attributes, all their text, the part of it a sighted player sees, and the
    pictures they draw."""

    def __init__(self):
        super().__init__()
        self.buttons: list[dict] = []
        self.stack: list[dict] = []
        self.open: list[bool] = []

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        self.open.append("sr-only" in (values.get("class") or "") or values.get("aria-hidden") == "true")
        if tag == "button":
            self.stack.append({"attrs": values, "text": "", "visible": "", "pictures": []})
        if tag == "use":
            for button in self.stack:
                button["pictures"].append(values.get("href"))

    def handle_data(self, data):
        for button in self.stack:
            button["text"] += data
            if not any(self.open):
                button["visible"] += " " + data

    def handle_endtag(self, tag):
        if self.open:
            self.open.pop()
        if tag == "button" and self.stack:
            self.buttons.append(self.stack.pop())


def controls(html: str) -> list[dict]:
    parser = Controls()
    parser.feed(html)
    return parser.buttons


def screens():
    controller = Controller(MemoryStorage(), lambda: 21, "dicegame")
    yield controller.render()
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    yield controller.render()
    controller.handle("roll", None, {})
    yield controller.render()
    controller.handle("stop", None, {})
    yield controller.render()


def test_every_button_has_an_accessible_name_and_a_command():
    for html in screens():
        found = controls(html)
        assert found
        for button in found:
            name = button["attrs"].get("aria-label") or button["text"].strip()
            assert name, button
            assert button["attrs"]["type"] == "button"
            assert button["attrs"].get("data-cmd")


def words(text: str) -> str:
    """Lower-case words without punctuation, as axe-core compares names and visible text."""
    return " ".join(re.sub(r"[^\w\s]", " ", text).lower().split())


def test_what_a_button_shows_is_part_of_its_name():
    """WCAG 2.5.3 (axe's label-content-name-mismatch): a voice user says what they see."""
    controller = Controller(MemoryStorage(), lambda: 21, "dicegame")
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    controller.handle("roll", None, {})
    for pos in (0, 2):
        controller.handle("keep", str(pos), {})
    pages = [*screens(), controller.render()]
    controller.handle("stop", None, {})
    html = controller.render()
    item = re.search(r'data-cmd="item" data-arg="(\d,\d)"(?![^>]*disabled)', html)
    controller.handle("item", item.group(1), {})
    pages.append(controller.render())
    kept = 0
    for html in pages:
        for button in controls(html):
            label = words(button["attrs"].get("aria-label") or "")
            visible = words(button["visible"])
            if label and visible:
                assert visible in label, (visible, label)
            if label.endswith(" kept"):
                kept += 1
                assert not visible and "#i-held" in button["pictures"], "a padlock drawn, no word"
    assert kept == 2


def test_the_final_podium_ranks_the_totals_and_splits_each_into_shelves_and_columns():
    from dataclasses import replace

    from shelfie.games.dicegame.scoring import score
    from shelfie.ui.dicegame.view_screens import final_screen

    ann = sheet(".....", "o....", "o....", ".....", ".....")
    bob = sheet("ooooo", "o....", "o....", ".....", ".....")
    state = replace(playing(sheets=[ann, bob]), phase=Phase.OVER)
    html = final_screen(state, (PERSON,) * len(state.config.players))
    rows = standings(Screen(html))
    assert [row.name for row in rows] == ["Bob", "Ann"], "best first, not in seat order"
    for row, seat in zip(rows, (1, 0), strict=True):
        card = score(state.board, state.sheets[seat])
        assert row.lines == {"Shelves": str(sum(card.shelves)), "Columns": str(sum(card.columns))}
        assert row.total == card.total
    assert (rows[0].lines, rows[0].total) == ({"Shelves": "19", "Columns": "3"}, 22)
    assert (rows[1].lines, rows[1].total) == ({"Shelves": "0", "Columns": "0"}, 0)
    assert rows[0].said.startswith("1st place: Bob winner 22 points"), rows[0].said
    assert rows[1].said.startswith("2nd place: Ann 0 points"), rows[1].said
    winner = re.search(r'<li class="standing won">(.*?)</li>', html)
    assert winner is not None and 'href="#i-trophy"' in winner.group(1), "a drawn trophy"
    other = re.search(r'<li class="standing">(.*?)</li>', html)
    assert other is not None and "i-trophy" not in other.group(1), "none on the other row"


def test_player_names_are_escaped():
    controller = Controller(MemoryStorage(), lambda: 1, "dicegame")
    controller.handle("start", None, {"name-0": "<img src=x>", "name-1": 'Bob"'})
    html = controller.render()
    assert "<img src=x>" not in html
    assert "&lt;img src=x&gt;" in html


def test_item_states_carry_a_glyph_and_words_not_only_colour():
    ann = sheet("o....", "x....", ".....", ".....", ".....")
    bob = sheet("ooooo", ".....", ".....", ".....", ".....")
    state = playing(sheets=[ann.cross_out(0b11111), bob])
    html = board(state, 0)
    assert blocked_mask(state, 0) == 0b11110
    assert "✓" in html
    assert 'class="sr-only">marked<' in html
    assert "⊘" in html
    assert 'class="sr-only">blocked<' in html
    assert "✕" in html
    assert 'class="sr-only">crossed out<' in html


def test_board_shows_values_dice_counts_and_line_scores():
    state = playing(sheets=[sheet("ooo..", "o....", "o....", ".....", "....."), sheet(*["....."] * 5)])
    html = board(state, 0)
    assert html.count(">8<") >= 5
    assert "5 dice" in html
    assert re.search(r'line-score">6<', html)
    assert re.search(r'line-score">3<', html)
    assert "9 pts" in html


def test_mark_phase_offers_items_as_pressable_buttons():
    controller = Controller(MemoryStorage(), lambda: 21, "dicegame")
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    controller.handle("roll", None, {})
    controller.handle("stop", None, {})
    assert controller.session.game.phase is Phase.MARK
    items = [b for b in controls(controller.render()) if b["attrs"]["data-cmd"] == "item"]
    assert items
    assert all(b["attrs"]["aria-pressed"] == "false" for b in items)
    assert all(re.fullmatch(r"\w[\w ]*, \d dic?e?, \d points?", b["attrs"]["aria-label"]) for b in items)


def test_escaping_matches_the_standard_library():
    import html

    from shelfie.ui.html import esc

    sample = "<b> & \"quoted\" 'single' café"
    assert esc(sample) == html.escape(sample, quote=True)


def test_six_jokers_with_no_item_left_say_pass_not_choose():
    from shelfie.games.dicegame.actions import Pass
    from shelfie.games.dicegame.rules import legal_actions
    from shelfie.ui.dicegame.draft import Draft
    from shelfie.ui.dicegame.view_turn import instructions

    from ..dicegame.helpers import at_mark

    full = sheet("ooooo", "xxxxx", "xxxxx", "xxxxx", "xxxxx")
    state = at_mark("joker joker joker joker joker joker", sheets=[full, sheet(*["....."] * 5)])
    assert legal_actions(state) == [Pass()]
    assert instructions(state, Draft()) == (
        "All jokers, but no item is left on your bookshelf to mark: pass the turn."
    )
    state = at_mark("joker joker joker joker joker joker")
    assert instructions(state, Draft()).startswith("All jokers! Choose any one item")


def test_after_a_failed_result_focus_goes_to_the_first_shelf_to_cross_out():
    from shelfie.ui.dicegame.view_turn import actions

    from ..dicegame.helpers import at_mark

    no_cats = sheet("xxxxx", "o....", ".....", ".....", ".....")
    state = at_mark("cat cat cat cat cat cat", sheets=[no_cats, no_cats])
    from shelfie.ui.dicegame.draft import Draft

    html = actions(state, frozenset(), Draft())
    assert re.findall(r'data-key="([^"]+)"[^>]*data-focus', html) == ["cross:1"]


def test_computer_seats_are_named_and_marked_on_every_board_and_the_final_table():
    from dataclasses import replace

    from shelfie.ui.dicegame.view_screens import final_screen

    controller = Controller(MemoryStorage(), lambda: 21, "dicegame")
    controller.handle("start", None, {"name-0": "Ann", "kind-1": "hard"})
    assert controller.session.names == ("Ann", "Computer 2"), "a default name becomes a computer's"
    while controller.session.computer_to_play:
        controller.computer_step()
    html = controller.render()
    assert re.search(r'Computer 2</span><span class="badge computer">Computer: Hard<', html), (
        "marked on its board while a person plays"
    )
    state = replace(controller.session.game, phase=Phase.OVER)
    final = final_screen(state, controller.session.kinds)
    assert re.search(
        r'<span class="name"><span class="nowrap">Computer 2</span></span> '
        r'<span class="marks"><span class="badge computer">Computer: Hard',
        final,
    ), "the seat's number kept on its word's line, the level under the name"
    assert {row.name: "Computer: Hard" in row.said for row in standings(Screen(final))} == {
        "Ann": False,
        "Computer 2": True,
    }
    kept = Controller(MemoryStorage(), lambda: 21, "dicegame")
    kept.handle("start", None, {"name-0": "Ann", "name-1": "Hal", "kind-1": "easy"})
    assert kept.session.names == ("Ann", "Hal"), "a name the player typed is kept"


def test_a_computer_seat_given_to_a_person_is_named_as_a_player_again():
    controller = Controller(MemoryStorage(), lambda: 21, "dicegame")
    controller.handle("start", None, {"name-0": "Ann", "kind-1": "hard"})
    controller.handle("new-game", None, {})
    controller.handle("start", "replace", {"name-1": "Computer 2", "kind-1": "person"})
    assert controller.session.names == ("Ann", "Player 2")
    assert controller.session.kinds == ("person", "person")


def test_the_last_round_banner_and_the_final_screen_say_why_the_game_ends():
    from dataclasses import replace

    from shelfie.ui.dicegame.draft import Draft
    from shelfie.ui.dicegame.view_screens import final_screen
    from shelfie.ui.dicegame.view_turn import turn_panel

    closed = sheet("ooooo", "xxxxx", ".....", ".....", ".....")
    state = replace(playing(sheets=[sheet(*["....."] * 5), closed], first=0), end_triggered=True)
    panel = turn_panel(state, frozenset(), Draft(), "")
    assert (
        "Last round! Bob has no items left on 2 shelves. The game ends when the round is complete." in panel
    )
    both = replace(state, sheets=(closed, closed))
    assert "Ann and Bob have no items left on 2 shelves." in turn_panel(both, frozenset(), Draft(), "")
    final = final_screen(replace(state, phase=Phase.OVER), (PERSON,) * len(state.config.players))
    assert "The game ended at the end of the round: Bob has no items left on 2 shelves." in final


def test_the_players_board_explains_dots_numbers_and_every_icon():
    state = playing()
    full = board(state, 0)
    assert '<details class="legend" id="dice-legend" aria-labelledby="dice-legend-title">' in full
    assert '<summary id="dice-legend-title">How to read the bookshelf</summary>' in full
    assert "Dots over a column: the dice an item there needs" in full
    for name in ("cat", "book", "plant", "trophy", "board game"):
        assert f"</svg> {name}</li>" in full
    assert "joker: stands in for any icon, once per item of 2 or more dice" in full
    assert "How to read" not in board(state, 1, compact=True), "the small boards stay small"


def test_a_persons_board_keeps_its_place_during_the_computers_turns():
    controller = Controller(MemoryStorage(), lambda: 21, "dicegame")
    controller.handle("add-seat", None, {})
    controller.handle("start", None, {"name-0": "Ann", "kind-1": "easy", "kind-2": "hard"})
    seen = set()
    for _ in range(40):
        seen.add(controller.session.viewing_seat)
        html = controller.render()
        assert html.index('id="seat-0-name"') < html.index('id="seat-1-name"') < html.index(
            'id="seat-2-name"'
        ) or (html.index('id="seat-0-name"') < html.index('id="seat-2-name"'))
        assert re.search(r'class="player[^"]*"[^>]*aria-labelledby="seat-0-name"', html)
        assert 'class="player compact" aria-labelledby="seat-0-name"' not in html, "Ann's board stays large"
        if controller.session.computer_to_play:
            controller.computer_step()
        else:
            controller.handle("roll", None, {})
            controller.handle("stop", None, {})
            item = re.search(r'data-cmd="item" data-arg="(\d,\d)"(?![^>]*disabled)', controller.render())
            if item:
                controller.handle("item", item.group(1), {})
                controller.handle("confirm", None, {})
            else:
                option = re.search(r'data-cmd="(cross|pass)"(?: data-arg="(\d)")?', controller.render())
                controller.handle(option.group(1), option.group(2), {})
    assert seen == {0}


def test_freshly_thrown_dice_are_marked_for_the_tumble_and_sound_is_a_remembered_choice():
    storage = MemoryStorage()
    controller = Controller(storage, lambda: 21, "dicegame")
    controller.handle("start", None, {"name-0": "Ann", "name-1": "Bob"})
    controller.handle("roll", None, {})
    html = controller.render()
    assert html.count(" thrown") == 6 and 'data-roll="1"' in html
    controller.handle("keep", "0", {})
    controller.handle("keep", "1", {})
    controller.handle("roll", None, {})
    html = controller.render()
    assert html.count(" thrown") == 4, "kept dice do not move"
    controller.handle("stop", None, {})
    assert " thrown" not in controller.render(), "stopping throws nothing"
    assert 'data-cmd="sound" data-key="sound" aria-pressed="false"' in controller.render(), "off by default"
    controller.handle("sound", None, {})
    assert Controller(storage, lambda: 21).sound is True


def test_a_seats_number_stays_with_the_word_before_it_in_a_table_of_scores():
    from shelfie.ui.shell.widgets import player_cell

    def cell(name):
        return player_cell((name,), ("person",), 0, winner=False)

    assert cell("Computer 1") == '<span class="name"><span class="nowrap">Computer 1</span></span>'
    assert (
        cell("Maria Giovanna 12") == '<span class="name">Maria <span class="nowrap">Giovanna 12</span></span>'
    )
    assert cell("<b> 3") == '<span class="name"><span class="nowrap">&lt;b&gt; 3</span></span>'
    long_word = "W" * 13 + " 1"
    assert cell(long_word) == f'<span class="name">{long_word}</span>', "a long word may still break"
    for plain in ("Ann", "Ann 123", "Route66", "1"):
        assert cell(plain) == f'<span class="name">{plain}</span>'


def test_before_the_first_roll_the_six_dice_wait_face_down_in_the_tray():
    """The tray is never words where dice belong: before a roll it holds six dice face down, hidden
    from screen readers, which are told the dice are waiting; after the roll, six dice."""
    controller = Controller(MemoryStorage(), lambda: 1, "dicegame")
    controller.handle("start", None, {"name-0": "Ann"})
    page = controller.render()
    tray = Screen(page).one("group", "Dice")
    assert tray.text() == "The dice are waiting."
    assert page.count('<span class="die waiting"></span>') == 6
    assert '<span class="dice-waiting" aria-hidden="true">' in page
    controller.handle("roll", None, {})
    after = controller.render()
    assert "die waiting" not in after and len(Screen(after).find("button", re.compile(r"^Die \d: "))) == 6
