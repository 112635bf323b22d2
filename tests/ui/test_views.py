"""Markup rules: every control is a named button, text is escaped, states are not colour alone."""

import re
from html.parser import HTMLParser

from shelfie.dicegame import Phase
from shelfie.ui.dicegame.controller import Controller
from shelfie.ui.dicegame.view_board import blocked_mask, board
from shelfie.ui.saves import MemoryStorage

from ..engine.helpers import playing, sheet


class Controls(HTMLParser):
    def __init__(self):
        super().__init__()
        self.buttons: list[dict] = []
        self.stack: list[dict] = []

    def handle_starttag(self, tag, attrs):
        if tag == "button":
            self.stack.append({"attrs": dict(attrs), "text": ""})

    def handle_data(self, data):
        for button in self.stack:
            button["text"] += data

    def handle_endtag(self, tag):
        if tag == "button" and self.stack:
            self.buttons.append(self.stack.pop())


def controls(html: str) -> list[dict]:
    parser = Controls()
    parser.feed(html)
    return parser.buttons


def screens():
    controller = Controller(MemoryStorage(), lambda: 21)
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


def test_player_names_are_escaped():
    controller = Controller(MemoryStorage(), lambda: 1)
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
    controller = Controller(MemoryStorage(), lambda: 21)
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
