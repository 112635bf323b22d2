"""A game carried in the address from the embed to the full site: it opens where
nothing is lost, never over a newer point of itself, over another game only by the player's choice,
and a damaged link changes nothing."""

import base64
import json

import pytest

from shelfie import registry
from shelfie.core import saves
from shelfie.registry import PERSON
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell import carry
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.pagesave import save_key
from shelfie.ui.shell.session import Screen
from tests.facts import facts

GAMES = sorted(registry.GAMES)


def played(game_id, storage=None, seed=3, steps=3):
    """A game of a person and an Easy computer, a few computer actions in."""
    controller = Controller(MemoryStorage() if storage is None else storage, lambda: seed, game_id)
    controller.handle("start", None, {"name-0": "Ann", "kind-1": "easy", "name-1": "Hal"})
    for _ in range(steps):
        if controller.session.computer_to_play:
            controller.computer_step()
        else:
            controller.handle("hint", None, {})
            controller.handle(*_commit(game_id), {})
    if controller.session.screen is Screen.HANDOFF:
        controller.handle("ready", None, {})
    return controller


def _commit(game_id):
    return facts(game_id).COMMIT


def packed(controller) -> str:
    address = controller.full_screen_address()
    text = carry.carried_text(address.split("#", 1)[1])
    assert text is not None
    return text


@pytest.mark.parametrize("game_id", GAMES)
def test_the_full_screen_address_carries_the_game_and_opens_it_in_a_fresh_browser(game_id):
    embed = played(game_id, storage=None)
    address = embed.full_screen_address()
    assert address.startswith(f"index.html?lang=en&game={game_id}#carry=")
    storage = MemoryStorage()
    full = Controller(storage, lambda: 99, game_id, carried=packed(embed))
    assert full.session.game == embed.session.game
    assert full.session.kinds == embed.session.kinds and full.session.turn == embed.session.turn
    assert json.loads(storage.get(save_key(game_id)))["game"]["log"], "the carried game is saved here"
    assert full.carry_settled


def test_without_a_game_the_address_opens_the_chosen_game_only():
    controller = Controller(MemoryStorage(), lambda: 1, "splitter")
    assert controller.full_screen_address() == "index.html?lang=en&game=splitter"
    controller.handle("language", "it", {})
    assert controller.full_screen_address() == "index.html?lang=it&game=splitter"


@pytest.mark.parametrize("game_id", GAMES)
def test_an_earlier_point_of_the_saved_game_keeps_the_saved_game(game_id):
    storage = MemoryStorage()
    early = played(game_id, storage, steps=1)
    link = packed(early)
    later = played(game_id, MemoryStorage(), steps=3)
    storage.set(save_key(game_id), later.storage.get(save_key(game_id)) or "")
    saved = storage.get(save_key(game_id))
    opened = Controller(storage, lambda: 9, game_id, carried=link)
    assert opened.session.game == later.session.game, "the newer point stays"
    assert opened.session.message.startswith("This link holds an earlier point of the game you already have")
    assert storage.get(save_key(game_id)) == saved


@pytest.mark.parametrize("game_id", GAMES)
def test_a_later_point_of_the_saved_game_continues_it(game_id):
    storage = MemoryStorage()
    played(game_id, storage, steps=1)
    later = played(game_id, MemoryStorage(), steps=3)
    opened = Controller(storage, lambda: 9, game_id, carried=packed(later))
    assert opened.session.game == later.session.game
    assert opened.incoming is None and not opened.session.message


@pytest.mark.parametrize("answer", ["keep-saved", "take-carried"])
def test_another_game_in_progress_is_replaced_only_by_the_players_choice(answer):
    storage = MemoryStorage()
    mine = played("myshelfie", storage, seed=3)
    saved = storage.get(save_key("myshelfie"))
    theirs = played("myshelfie", MemoryStorage(), seed=4)
    opened = Controller(storage, lambda: 9, "myshelfie", carried=packed(theirs))
    assert opened.incoming is not None and not opened.carry_settled
    page = opened.render()
    assert "Replace your saved game?" in page and 'role="alertdialog"' in page
    assert storage.get(save_key("myshelfie")) == saved, "nothing is replaced before the answer"
    opened.handle(answer, None, {})
    assert opened.incoming is None and opened.carry_settled
    expected = theirs if answer == "take-carried" else mine
    assert opened.session.game == expected.session.game
    reloaded = Controller(storage, lambda: 9, "myshelfie")
    assert reloaded.session.game == expected.session.game


def _b64(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def _edited(link: str) -> str:
    data = json.loads(base64.urlsafe_b64decode(link + "=" * (-len(link) % 4)))
    data["game"]["log"][0]["chance"] = [9, 9, 9, 9, 9, 9]
    return _b64(json.dumps(data))


@pytest.mark.parametrize(
    "damage",
    [
        lambda link: link[: len(link) // 2],
        lambda link: "%%%not base64%%%",
        lambda link: _b64("{}"),
        lambda link: _b64("[" * 5000),
        lambda link: _b64('{"format": "shelfie-session", "version": 2, "game": 7}'),
        lambda link: "A" * (carry.MAX_CARRIED + 1),
        _edited,
    ],
    ids=["truncated", "not-base64", "not-a-save", "deep", "no-game", "too-long", "edited-dice"],
)
def test_a_damaged_link_is_refused_in_words_and_changes_nothing(damage):
    storage = MemoryStorage()
    mine = played("dicegame", storage)
    saved = storage.get(save_key("dicegame"))
    link = damage(packed(played("dicegame", MemoryStorage(), seed=8)))
    opened = Controller(storage, lambda: 9, "dicegame", carried=link)
    assert opened.session.message == "The game in this link could not be read, so nothing was changed."
    assert opened.session.game == mine.session.game and opened.incoming is None
    assert storage.get(save_key("dicegame")) == saved


def test_a_carried_game_is_checked_by_the_rules_of_its_own_kind():
    dice = packed(played("dicegame", MemoryStorage()))
    opened = Controller(MemoryStorage(), lambda: 9, "splitter", carried=dice)
    assert opened.session.message == "The game in this link could not be read, so nothing was changed."
    assert opened.session.game is None


def test_the_relation_of_two_points_of_one_game():
    early = played("splitter", MemoryStorage(), steps=1).session
    late = played("splitter", MemoryStorage(), steps=3).session
    other = played("splitter", MemoryStorage(), seed=5, steps=3).session
    assert carry.relation(late, early) is saves.Relation.EARLIER
    assert carry.relation(early, late) is saves.Relation.LATER
    assert carry.relation(late, late) is saves.Relation.SAME
    assert carry.relation(late, other) is saves.Relation.PARTED
    renamed = type(late)(late.screen, late.game_id, late.names, (PERSON, PERSON), late.game, late.turn)
    assert carry.relation(late, renamed) is saves.Relation.PARTED, "other seats make another game"


def test_a_daily_challenge_is_never_carried_nor_written_by_a_link():
    """Its one attempt belongs where it began: the embed's link carries no daily game, and a link
    holding one (made by hand) writes nothing here, today's challenge in progress included."""
    today = "2026-11-25"
    embed = Controller(None, lambda: 1, "splitter", today=today)
    embed.handle("daily", "splitter", {})
    assert embed.session.daily == today
    assert embed.full_screen_address() == "index.html?lang=en&game=splitter"
    storage = MemoryStorage()
    mine = Controller(storage, lambda: 1, "splitter", today=today)
    mine.handle("daily", "splitter", {})
    mine.handle("hint", None, {})
    mine.handle("place", None, {})
    kept = storage.get("shelfie.splitter.daily")
    link = carry.pack(embed.session).split("=", 1)[1]
    opened = Controller(storage, lambda: 2, "splitter", today=today, carried=link)
    assert opened.session.message.startswith("A daily challenge is played where it began")
    assert storage.get("shelfie.splitter.daily") == kept and opened.incoming is None
