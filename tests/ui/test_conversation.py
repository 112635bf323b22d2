"""The worker's side of the page, as the main thread (static/page.js) talks to it: JSON in, one
JSON reply out, storage mirrored and its writes handed back, game modules asked for by name."""

import base64
import html
import json
import re
from dataclasses import replace

import pytest

from shelfie import registry
from shelfie.core.rng import MAX_SEED
from shelfie.ui.i18n import t, use
from shelfie.ui.saves import NOT_SAVED
from shelfie.ui.shell import commands
from shelfie.ui.shell.conversation import BROKE, Conversation, MirroredStorage, seeds
from shelfie.ui.shell.places import LAST_GAME_KEY
from shelfie.web import bundles
from tests.pages import IMPORTED_GAME, SAVE_KEY

CHROME = ["tabletop games in your browser", "Reload to update"]


@pytest.fixture(autouse=True)
def english():
    yield
    use("en")


def boot(storage=None, **query):
    return json.dumps(
        {
            "query": query,
            "hash": "",
            "storage": {} if storage is None else storage,
            "browser": "en-GB",
            "today": "2026-11-26",
            "address": "https://shelfie.example/index.html",
            "chrome": CHROME,
        }
    )


def ask(conversation, cmd, arg=None, **form):
    return json.loads(conversation.handle(json.dumps({"cmd": cmd, "arg": arg, "form": form})))


def started(storage=None, **query):
    conversation = Conversation(lambda game: False)
    reply = json.loads(conversation.start(boot(storage, **query)))
    return conversation, reply


def test_the_first_reply_is_the_home_screen_with_everything_the_page_needs():
    _, reply = started()
    assert "Choose a game" in reply["html"]
    assert reply["lang"] == "en"
    assert reply["step"] is None
    assert reply["writes"] == []
    assert reply["warnings"] == []
    assert reply["address"] == "index.html?lang=en"
    assert reply["here"] == {"game": "", "lang": "en"}


def test_a_game_played_through_the_conversation_hands_every_write_to_the_page():
    conversation, _ = started(game="dicegame", seed="7")
    reply = ask(conversation, "start", None, **{"name-0": "Ann", "name-1": "Bob"})
    assert "Ann&#x27;s turn" in reply["html"] or "Ann's turn" in reply["html"]
    written = dict(reply["writes"])
    assert json.loads(written[SAVE_KEY])["game"]["config"]["players"] == ["Ann", "Bob"]
    assert written[LAST_GAME_KEY] == "dicegame"
    assert ask(conversation, "roll")["writes"][0][0] == SAVE_KEY
    assert ask(conversation, "keep", "99")["writes"] == [], "a refused action writes nothing"


def test_a_page_opened_on_its_storage_resumes_the_saved_game():
    conversation, _ = started(game="dicegame", seed="7")
    saved = dict(ask(conversation, "start", None, **{"name-0": "Ann", "name-1": "Bob"})["writes"])
    saved |= dict(ask(conversation, "roll")["writes"])
    _, reply = started(saved)
    assert 'data-roll="' in reply["html"], "the last game played opens on its dice"
    del saved[LAST_GAME_KEY]
    _, reply = started(saved, game="splitter")
    assert "Continue" in json.loads(_.handle(json.dumps({"cmd": "home", "arg": None, "form": {}})))["html"]


def test_a_request_for_a_game_not_loaded_is_answered_with_its_name_and_changes_nothing():
    loaded: set[str] = set()
    conversation = Conversation(lambda game: game not in loaded)
    assert json.loads(conversation.start(boot(game="splitter"))) == {"needs": "splitter"}
    loaded.add("splitter")
    reply = json.loads(conversation.start(boot(game="splitter")))
    assert "New game: Splitter" in reply["html"]
    assert ask(conversation, "choose", "myshelfie") == {"needs": "myshelfie"}
    assert "New game: Splitter" in json.loads(conversation.reply())["html"]
    loaded.add("myshelfie")
    assert "New game: My Shelfie" in ask(conversation, "choose", "myshelfie")["html"]


def test_a_saved_game_whose_modules_are_missing_is_asked_for_before_the_page_opens():
    conversation = Conversation(lambda game: game == "myshelfie")
    assert json.loads(
        conversation.start(boot({LAST_GAME_KEY: "myshelfie", "shelfie.myshelfie.save": "{}"}))
    ) == {"needs": "myshelfie"}


def test_a_refused_write_keeps_the_game_in_memory_says_so_and_sends_no_more_writes():
    conversation, _ = started(game="dicegame", seed="7")
    reply = ask(conversation, "start", None, **{"name-0": "Ann", "name-1": "Bob"})
    assert t(NOT_SAVED) not in reply["html"]
    reply = json.loads(conversation.storage_refused(SAVE_KEY))
    assert t(NOT_SAVED) in reply["html"]
    assert reply["writes"] == []
    assert any("refused" in warning for warning in reply["warnings"])
    reply = ask(conversation, "roll")
    assert reply["writes"] == []
    assert 'data-roll="' in reply["html"], "the game goes on"


def test_blocked_storage_plays_in_memory_with_the_notice():
    conversation = Conversation(lambda game: False)
    reply = json.loads(conversation.start(json.dumps({**json.loads(boot()), "storage": None})))
    assert t(NOT_SAVED) in reply["html"]
    reply = ask(conversation, "choose", "dicegame")
    reply = ask(conversation, "start", None, **{"name-0": "Ann", "name-1": "Bob"})
    assert reply["writes"] == []


def test_the_pages_own_text_is_translated_once_each_time_the_language_changes():
    conversation, reply = started()
    assert "chrome" not in reply, "index.html is already in English"
    reply = ask(conversation, "language", "it")
    assert reply["lang"] == "it"
    assert reply["chrome"] == {text: t(text) for text in CHROME}
    assert reply["chrome"]["Reload to update"] != "Reload to update"
    assert "chrome" not in ask(conversation, "stats")
    assert dict(reply["writes"])["shelfie.language"] == "it"


def test_the_language_asked_in_the_address_is_spoken_from_the_first_reply():
    _, reply = started(lang="it")
    assert reply["lang"] == "it"
    assert reply["chrome"]["tabletop games in your browser"] == t("tabletop games in your browser")


def test_exporting_the_history_answers_a_file_to_download():
    conversation, _ = started()
    reply = ask(conversation, "export-history")
    assert reply["download"]["name"] == "shelfie-history.json"
    assert json.loads(reply["download"]["text"]) is not None


def test_what_became_of_a_share_is_said_to_the_player():
    conversation, _ = started()
    assert ask(conversation, "share")["share"] == "", "nothing to share outside a finished daily game"
    for outcome, words in (
        ("shared", "Your result is shared."),
        ("copied", "Your result is copied: paste it anywhere."),
        ("failed", "Your result could not be shared from this browser."),
    ):
        assert words in json.loads(conversation.shared(outcome))["html"]


def test_an_error_in_a_step_is_said_stops_the_computers_and_reaches_the_console(monkeypatch):
    conversation, _ = started(game="dicegame", seed="7")
    ask(conversation, "start", None, **{"name-0": "Ann", "name-1": "Bob"})

    def broken(*_):
        raise KeyError("boom")

    assert conversation.controller is not None
    monkeypatch.setattr(conversation.controller, "handle", broken)
    reply = ask(conversation, "roll")
    assert t(BROKE) in reply["html"]
    assert reply["step"] is None
    assert "KeyError: 'boom'" in reply["error"]


def test_a_screen_that_cannot_be_drawn_gives_way_to_the_one_before(monkeypatch):
    """A finished game's replay that could not be rebuilt (a tile game by link, before the fix in
    shelfie/games/myshelfie/rules.py) failed while drawing, after the step: the error escaped the
    conversation, and every later press failed to draw the same screen."""
    from shelfie.ui.shell import replay
    from tests.ui.test_controller import play_to_the_end

    conversation, _ = started(game="dicegame", seed="7")
    ask(conversation, "start", None, **{"name-0": "Ann", "name-1": "Bob"})
    play_to_the_end(conversation.controller)

    def broken(*_):
        raise KeyError("boom")

    monkeypatch.setattr(replay, "states", broken)
    reply = ask(conversation, "replay", "0")
    assert "KeyError: 'boom'" in reply["error"] and t(BROKE) in reply["html"]
    assert "Replay the game" in reply["html"], "the final scores, as before the press"
    assert "error" not in ask(conversation, "new-game"), "the page goes on"


def test_the_reply_names_the_game_and_language_shown_for_the_address_to_follow():
    conversation, reply = started(game="dicegame", lang="en")
    assert reply["here"] == {"game": "dicegame", "lang": "en"}
    assert ask(conversation, "choose", "splitter")["here"] == {"game": "splitter", "lang": "en"}
    assert ask(conversation, "home")["here"] == {"game": "", "lang": "en"}
    assert ask(conversation, "language", "it")["here"] == {"game": "", "lang": "it"}
    assert ask(conversation, "stats")["here"] == {"game": "", "lang": "it"}


def test_a_press_left_from_a_screen_no_longer_shown_changes_nothing_and_says_so():
    """Found by pressing at random (tests/ui/test_any_press.py): a second tap on the tile game's
    screen, sent before the page had drawn the dice game the first tap opened, broke the page. Such
    a press, and a command that is no command at all, is refused in words; nothing else changes."""
    conversation, _ = started(game="myshelfie", seed="7")
    ask(conversation, "start", None, **{"name-0": "Ann", "name-1": "Bob"})
    ask(conversation, "ready")
    ask(conversation, "rules", "myshelfie")
    shown = ask(conversation, "choose", "dicegame")["html"]
    assert conversation.controller is not None
    session = conversation.controller.session
    for stale in (("column", "2"), ("tile", "40"), ("no-such-command", None)):
        reply = ask(conversation, *stale)
        assert "error" not in reply and t(BROKE) not in reply["html"]
        assert replace(conversation.controller.session, message="") == session
        assert "That button does nothing on this screen, so nothing was changed." in reply["html"]
        assert reply["html"].replace(conversation.controller.session.message, "") == shown
        assert [write for write in reply["writes"]] == []


def test_every_command_on_any_screen_is_in_the_table_or_the_games():
    """The page sends only what its buttons name: each ``data-cmd`` drawn anywhere in a walk of the
    page is a command of the table (``commands.COMMANDS``) or of the game on screen, so nothing a
    player can press is refused as unknown."""
    conversation, reply = started(seed="3")
    drawn = [reply["html"]]

    def press(cmd, arg=None, **form):
        drawn.append(ask(conversation, cmd, arg, **form)["html"])
        return conversation.controller.session

    for game_id in sorted(registry.GAMES):
        press("choose", game_id)
        press("settings")
        press("home")
        press("rules", game_id)
        press("close-rules")
        if press("choose", game_id).screen.value != "setup":
            press("new-game")
        if press("start", None, **{"name-0": "Ann", "name-1": "Bob"}).screen.value == "handoff":
            press("ready")
        press("hint")
        press("new-game")
        press("invite", None, **{"name-0": "Ann", "name-1": "Bob", "kind-1": "person"})
        press("home")
    for game_id in sorted(registry.GAMES):
        conversation, reply = started(seed="3", game=game_id)
        drawn.append(reply["html"])
        press("start", None, **{"name-0": "Ann", "kind-0": "easy", "name-1": "Cy", "kind-1": "easy"})
        assert press("skip").rules.is_over(conversation.controller.session.game)
        press("replay")
    press("stats")
    game_commands = set()
    for game_id in registry.GAMES:
        game_commands |= set(registry.screens(game_id).commands)
    pressed = {name for html in drawn for name in re.findall(r'data-cmd="([a-z-]+)"', html)}
    assert len(pressed) > 20
    assert pressed <= set(commands.COMMANDS) | game_commands


def test_a_command_whose_argument_cannot_be_read_is_refused_in_words():
    conversation, _ = started(seed="3")
    ask(conversation, "stats")
    for arg in ("x", None, "-1", "1" * 40):
        reply = ask(conversation, "replay-history", arg)
        assert "is not a number from 0" in reply["html"], arg
        assert conversation.controller.session.screen.value == "stats"


def test_a_command_of_the_outside_gives_its_effect_and_leaves_the_screen():
    """Export, share, copy: what the page must do comes back beside the screen, which stays."""
    conversation, reply = started(seed="3")
    exported = ask(conversation, "export-history")
    assert exported["download"]["name"] == "shelfie-history.json"
    assert exported["html"] == reply["html"]


def test_a_computer_to_play_is_stepped_when_the_page_asks():
    conversation, _ = started(game="dicegame", seed="7")
    reply = ask(conversation, "start", None, **{"name-0": "Ann", "kind-0": "medium", "name-1": "Bob"})
    assert reply["step"] is not None
    before = json.loads(dict(reply["writes"])[SAVE_KEY])
    reply = json.loads(conversation.computer_step())
    after = json.loads(dict(reply["writes"])[SAVE_KEY])
    assert after != before, "the computer acted and the page is told to save it"


def test_the_page_may_not_ask_before_it_starts():
    with pytest.raises(RuntimeError, match="before start"):
        Conversation(lambda game: False).computer_step()


def test_mirrored_storage_reads_its_copy_and_queues_its_writes():
    storage = MirroredStorage({"shelfie.a": "1"})
    storage.set("shelfie.b", "2")
    storage.remove("shelfie.a")
    assert storage.get("shelfie.a") is None
    assert storage.keys() == ["shelfie.b"]
    assert storage.take() == [("shelfie.b", "2"), ("shelfie.a", None)]
    assert storage.take() == []


def test_a_fixed_seed_in_the_address_is_used_else_fresh_ones():
    assert seeds("42")() == 42
    for bad in ("", "abc", "-1", str(MAX_SEED + 1)):
        drawn = {seeds(bad)() for _ in range(4)}
        assert len(drawn) > 1


def test_a_bundle_is_installed_where_imports_find_it_and_a_strange_one_is_refused(tmp_path):
    bundle = {"files": {"shelfie/games/zz/__init__.py": "X = 1\n"}}
    bundles.install("zz", json.dumps(bundle), tmp_path)
    assert (tmp_path / "shelfie/games/zz/__init__.py").read_text() == "X = 1\n"
    for name in ("../evil.py", "shelfie/x.js", "other/x.py"):
        with pytest.raises(ValueError, match="unexpected file"):
            bundles.install("zz", json.dumps({"files": {"shelfie/ok.py": "", name: ""}}), tmp_path / "b")
        assert not (tmp_path / "b").exists(), "nothing of a refused bundle is written"
    assert bundles.missing("dicegame") is False
    assert bundles.missing("no-such-game") is False


def test_the_address_drops_a_carried_game_once_it_is_kept_and_only_then():
    conversation, reply = started(game="dicegame", seed="7")
    assert reply["drop_carried"] is False, "nothing carried"
    reply = ask(conversation, "start", None, **{"name-0": "Ann", "name-1": "Bob"})
    fragment = "#" + reply["address"].split("#", 1)[1]
    carried = Conversation(lambda game: False)
    page = {**json.loads(boot(game="dicegame")), "hash": fragment}
    assert json.loads(carried.start(json.dumps(page)))["drop_carried"] is True, "adopted and saved"
    page["storage"] = None
    assert json.loads(Conversation(lambda game: False).start(json.dumps(page)))["drop_carried"] is False, (
        "kept in memory only: the address still carries it"
    )


def test_an_invitation_stays_in_the_address_until_it_is_answered_and_a_game_by_link_names_no_game():
    """A reload on the invitation shows it again (nothing of it is stored before the answer); once
    answered, the address drops it, and names no game, so a reload reopens the game with friends."""
    from tests.ui.test_link_play import invite

    ann = invite("splitter")
    page = {**json.loads(boot()), "hash": "#" + ann.desk.view.address.split("#", 1)[1]}
    bob = Conversation(lambda game: False)
    reply = json.loads(bob.start(json.dumps(page)))
    assert "You are invited" in reply["html"]
    assert reply["drop_carried"] is False, "the invitation is kept in the address"
    assert reply["here"]["game"] == ""
    reply = ask(bob, "join", "1", name="Bob")
    assert reply["drop_carried"] is True, "answered: the answer is kept with the game"
    assert reply["here"]["game"] == "", "the game with friends, not Splitter alone"
    stored = dict(reply["writes"])
    assert stored["shelfie.last-friend"].startswith("splitter ")
    waiting = Conversation(lambda game: game == "splitter")
    assert json.loads(waiting.start(boot(stored))) == {"needs": "splitter"}, "its game loads first"
    pasted, _ = started()
    reply = ask(pasted, "open-link", None, link=ann.desk.view.address)
    assert reply["invitation"] == page["hash"], "a pasted invitation is put in the address"
    assert reply["drop_carried"] is False
    assert "You are invited" in json.loads(Conversation(lambda game: False).start(json.dumps(page)))["html"]
    assert ask(pasted, "join", "1", name="Cy")["drop_carried"] is True, "and dropped once answered"


def choose(conversation, picker, data: bytes, embed=False):
    request = {"picker": picker, "data": base64.b64encode(data).decode(), "embed": embed}
    return json.loads(conversation.open_file(json.dumps(request)))


def history_file() -> str:
    """A history file with one finished game, as another device exports it."""
    conversation, _ = started()
    ask(conversation, "start", players="1", **{"name-0": "Ann"})
    exported = json.loads(ask(conversation, "export-history")["download"]["text"])
    exported["games"] = [IMPORTED_GAME]
    return json.dumps(exported)


@pytest.mark.parametrize(
    "encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-be"]
)
def test_a_history_file_saved_by_another_program_in_any_unicode_encoding_is_imported(encoding):
    """A file is bytes: its byte-order mark says how it is written (utf-16 and utf-32 put one
    first; utf-16-le/-be and utf-32-be are given one here, as Windows editors write it)."""
    data = history_file().encode(encoding)
    if encoding in ("utf-16-le", "utf-16-be", "utf-32-be"):
        data = "\ufeff".encode(encoding) + data
    conversation, _ = started()
    reply = choose(conversation, "import-history", data)
    assert "1 game imported." in reply["html"]
    assert any(key == "shelfie.history" for key, _ in reply["writes"])


@pytest.mark.parametrize(
    "data",
    [
        b"\xc3(not text",
        b"\xff\xfe{\x00{",
        "\ufeff{}".encode("utf-16-le")[:-1],
        b"\xff\xfe\x00\xd8",
        b"\x00\x00\xfe\xff\x00\x00\x00",
    ],
)
def test_a_file_that_is_not_text_is_refused_in_words_and_changes_nothing(data):
    storage = {"shelfie.history": '{"version": 1, "games": []}'}
    for picker in ("import-history", "link-file"):
        conversation, _ = started(dict(storage))
        reply = choose(conversation, picker, data)
        assert "This file cannot be opened: it is not text" in html.unescape(reply["html"])
        assert reply["writes"] == []
    use("it")
    conversation, _ = started(dict(storage), lang="it")
    reply = choose(conversation, "link-file", b"\xc3(")
    assert "Questo file non si può aprire" in html.unescape(reply["html"])


def test_a_game_file_in_utf_32_opens_its_link_and_in_an_embed_opens_it_on_the_site():
    """The embed cannot keep a game by link: the link a file holds opens in a tab of the site."""
    conversation, _ = started()
    reply = ask(conversation, "open-link", None, link="#link=AAAA")
    assert "This link cannot be opened" in html.unescape(reply["html"])
    text = "Shelfie: a game.\n\nhttps://shelfie.example/index.html#link=AAAA\n"
    reply = choose(conversation, "link-file", text.encode("utf-32"))
    assert "This link cannot be opened" in html.unescape(reply["html"]), "its link was opened"
    reply = choose(conversation, "link-file", text.encode("utf-16"), embed=True)
    assert reply["open_on_site"] == "#link=AAAA"


def test_a_new_conversation_on_a_page_in_italian_puts_the_pages_own_text_back_in_english():
    """The warm browser tests begin a new conversation on a page whose own text is still in the last
    test's language (shelfie/web/worker.py's reset): the first reply translates it back."""
    conversation = Conversation(lambda game: False, language="it")
    reply = json.loads(conversation.start(boot()))
    assert reply["lang"] == "en"
    assert reply["chrome"] == {text: text for text in CHROME}
    conversation, reply = started()
    assert "chrome" not in reply, "a page in English from the first is left as it is"
