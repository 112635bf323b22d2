"""Splitter's page under CPython, driven as a player drives it: choose a space, swap, place; the
hand-off that keeps a round's placements secret; computers; the final score column; saves; the
daily challenge and its spoiler-free share."""

import html
import json
import re
from dataclasses import replace

from shelfie.bots.splitter import shadow
from shelfie.bots.splitter.bound import bound, bound_of_rolls, played_rolls, rolls_of
from shelfie.bots.splitter.players import HardBot
from shelfie.bots.splitter.shadow import hard_on_rolls
from shelfie.core.daily import seed
from shelfie.games.splitter.game import GAME
from shelfie.games.splitter.pads import cell, mirror
from shelfie.games.splitter.scoring import card
from shelfie.games.splitter.state import ROUNDS
from shelfie.registry import PERSON
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.session import Screen
from shelfie.ui.splitter.screens import SCREENS
from shelfie.ui.splitter.view_screens import PIPS, die_face
from tests.ui.device import Screen as screen_of
from tests.ui.device import standings

TODAY = "2026-11-22"
SAVE_KEY = "shelfie.splitter.save"


def start(names_kinds, storage=None, options=None, seed_=42) -> Controller:
    controller = Controller(storage if storage is not None else MemoryStorage(), lambda: seed_, "splitter")
    if options:
        controller.handle("settings", None, {})
        controller.handle("save-settings", None, options)
    for _ in range(len(names_kinds) - len(controller.session.form.names)):
        controller.handle("add-seat", None, {})
    while len(controller.session.form.names) > len(names_kinds):
        controller.handle("remove-seat", str(len(controller.session.form.names) - 1), {})
    form = {}
    for i, (name, kind) in enumerate(names_kinds):
        form[f"name-{i}"], form[f"kind-{i}"] = name, kind
    controller.handle("start", None, form)
    return controller


def first_empty(controller: Controller) -> int:
    game, seat = controller.session.game, controller.session.seat
    return next(left for left, _ in game.pad.pairs if game.pads[seat][left] == 0)


def cell_text(page: str, space: int) -> str:
    """What a space of the big pad says to a screen reader (its button label or hidden text)."""
    own = page[page.index('class="own"') :]
    found = re.search(rf'data-arg="{space}"[^>]*aria-label="([^"]*)"', own)
    return html.unescape(found.group(1)) if found else ""


def test_choose_swap_and_place_writes_both_numbers_into_the_mirror_pair():
    controller = start([("Ann", "person")])
    game = controller.session.game
    first, second = game.dice
    space = cell(2, 1)
    controller.handle("space", str(space), {})
    page = controller.render()
    assert cell_text(page, space) == f"Row 3, column 2: {first} goes here"
    assert cell_text(page, mirror(space)) == f"Row 3, column 7: {second} goes here (the mirror)"
    controller.handle("swap", None, {})
    assert cell_text(controller.render(), space) == f"Row 3, column 2: {second} goes here"
    controller.handle("place", None, {})
    played = controller.session.game
    assert played.round == 1
    assert (played.pads[0][space], played.pads[0][mirror(space)]) == (second, first)


def test_choosing_is_free_until_placed():
    controller = start([("Ann", "person")])
    before = controller.session.game
    controller.handle("space", str(cell(0, 2)), {})
    controller.handle("space", str(cell(4, 0)), {})
    controller.handle("clear", None, {})
    assert controller.session.game == before and controller.session.turn.space is None
    controller.handle("space", str(cell(4, 0)), {})
    controller.handle("space", str(cell(4, 0)), {})
    assert controller.session.turn.space is None, "choosing the chosen space again takes it back"


def test_a_filled_space_or_placing_without_a_space_is_refused_in_words():
    controller = start([("Ann", "person")])
    controller.handle("place", None, {})
    assert controller.session.message == "Choose a space for the numbers first."
    controller.handle("space", str(cell(2, 1)), {})
    controller.handle("place", None, {})
    before = controller.session.game
    controller.handle("space", str(cell(2, 6)), {})
    assert controller.session.message == "Row 3, column 7 is already filled."
    controller.handle("space", str(cell(0, 0)), {})
    assert controller.session.message == "Row 1, column 1 is not a space of this pad."
    assert controller.session.game == before


def play_round_as_people(controller: Controller, seen: list[str]) -> None:
    """Every person of the round places in the first empty pair; the pages they see are kept."""
    while True:
        session = controller.session
        if session.screen is Screen.HANDOFF:
            seen.append(controller.render())
            controller.handle("ready", None, {})
            continue
        if session.computer_to_play:
            controller.computer_step()
            return
        round_before = session.game.round
        seen.append(controller.render())
        controller.handle("space", str(first_empty(controller)), {})
        controller.handle("place", None, {})
        if controller.session.game.round != round_before:
            return


def test_a_persons_placement_stays_hidden_from_the_next_person_until_the_round_is_done():
    controller = start([("Ann", "person"), ("Bob", "person"), ("Cy", "medium")])
    assert controller.session.screen is Screen.HANDOFF, "the device goes to the first person"
    controller.handle("ready", None, {})
    space = cell(2, 1)
    controller.handle("space", str(space), {})
    controller.handle("place", None, {})
    assert controller.session.screen is Screen.HANDOFF
    assert "Pass the device to Bob" in controller.render()
    controller.handle("ready", None, {})
    page = controller.render()
    others = page[page.index('class="split-others"') :]
    ann = others[: others.index('id="pad-2-name"')]
    assert re.search(r"Row 3, column 2: \d", ann) is None, "Ann's new numbers are not drawn for Bob"
    assert "Row 3, column 2: empty" in ann
    controller.handle("space", str(cell(0, 2)), {})
    controller.handle("place", None, {})
    controller.computer_step()  # the computer places; the round is complete
    assert controller.session.game.round == 1
    assert controller.session.screen is Screen.HANDOFF, "round 2 starts with Ann, after a hand-off"
    controller.handle("ready", None, {})
    others = controller.render()[controller.render().index('class="split-others"') :]
    assert re.search(r"Row 1, column 3: \d", others), "Bob's numbers show once the round is done"


def test_computers_of_a_round_place_in_one_step():
    controller = start([("Ann", "person"), ("C1", "easy"), ("C2", "medium"), ("C3", "hard")])
    controller.handle("space", str(cell(2, 1)), {})
    controller.handle("place", None, {})
    assert controller.step_seconds is not None
    controller.computer_step()
    assert controller.session.game.round == 1
    assert controller.session.message.endswith("Round 1 is complete.")
    assert controller.session.screen is Screen.TABLE, "one person: no hand-off"


def test_a_whole_game_ends_on_the_score_column_of_every_player():
    controller = start([("Ann", "person"), ("Cy", "hard")])
    seen: list[str] = []
    while not GAME.is_over(controller.session.game):
        play_round_as_people(controller, seen)
    game = controller.session.game
    page = html.unescape(controller.render())
    assert "Game over" in page
    rows = {row.name: row for row in standings(screen_of(controller.render()))}
    for seat, name in enumerate(("Ann", "Cy")):
        result = card(game.pad, game.pads[seat])
        numbers = {f"{n}s": str(points) for n, points in enumerate(result.numbers, start=1)}
        assert rows[name].lines == {**numbers, "Stars": str(result.stars)}, "the printed score column"
        assert rows[name].total == result.total
    assert controller.history()[-1].scores == GAME.outcome(game).scores


def test_a_solo_final_screen_shows_the_best_score():
    storage = MemoryStorage()
    scores = []
    for seed_ in (5, 6, 7):
        controller = start([("Ann", "hard")], storage, seed_=seed_)
        if controller.session.replacing:
            controller.handle("start", "replace", {})
        controller.handle("skip", None, {})
        scores.append(GAME.outcome(controller.session.game).scores[0])
        page = html.unescape(controller.render())
        best = max(scores)
        if len(scores) > 1 and scores[-1] == best and scores.count(best) == 1:
            assert f"A new best: {best} points!" in page
        else:
            assert f"Your best solo score here: {best} points." in page
    assert len(set(scores)) > 1, "the seeds give different scores"


def test_a_solo_final_screen_gives_the_par_of_the_games_own_rolls():
    """After a solo game: the most any pad could have scored with the rolls this game threw (the
    counting bound), the player's score and its share, in words; never in a game of two."""
    controller = start([("Ann", "hard")], seed_=11)
    controller.handle("skip", None, {})
    game = controller.session.game
    rolls = played_rolls(game)
    assert len(rolls) == ROUNDS and rolls == rolls_of(game.config.seed), "the rolls the game threw"
    most, score = bound(game.config.seed, game.config.pad), GAME.outcome(game).scores[0]
    assert 0 < score <= most
    said = (
        f"With these 22 rolls no pad could score more than {most} points: you scored {score}, "
        f"{round(100 * score / most)}% of it."
    )
    assert said in html.unescape(controller.render())
    two = start([("Ann", "hard"), ("Bo", "easy")], seed_=11)
    two.handle("skip", None, {})
    assert "no pad could score more" not in html.unescape(two.render())


def hard_alone(seed_: int, pad: str) -> int:
    """Hard's score in a solo game of its own on ``seed_``: the rolls come from the seed, as the
    player's did."""
    bot, state = HardBot(), GAME.new_game(["Hard"], seed_, {"pad": pad})
    while not GAME.is_over(state):
        state = GAME.apply(state, 0, bot.decide(GAME.observe(state, 0), 0))
    return GAME.outcome(state).scores[0]


def test_the_par_says_what_the_hard_computer_scored_with_the_same_rolls():
    """Under the bound, the score of Hard's own game on the player's rolls: the same as Hard scores
    alone on the same seed (its rolls are the seed's), in both languages. A finished game reopened
    after a reload offers to work it out (22 decisions the opening page does not spend unasked)."""
    for seed_, pad in ((11, "A"), (23, "B")):
        controller = start([("Ann", "easy")], options={"pad": pad}, seed_=seed_)
        controller.handle("skip", None, {})
        hard = hard_alone(seed_, pad)
        assert GAME.outcome(controller.session.game).scores[0] != hard or seed_ == 23
        shown = html.unescape(controller.render())
        assert f"The Hard computer scored {hard} with the same rolls." in shown
        controller.handle("language", "it", {})
        assert f"Con gli stessi tiri il computer Difficile ha fatto {hard} punti." in html.unescape(
            controller.render()
        )
        controller.handle("language", "en", {})
    shadow._last.config = None  # a new page: Hard's game on these rolls was played in the old one
    reopened = Controller(controller.storage, lambda: 1)
    assert reopened.session.game == controller.session.game and reopened.session.screen is Screen.TABLE
    shown = html.unescape(reopened.render())
    assert "no pad could score more" in shown and "The Hard computer scored" not in shown
    asked = screen_of(reopened.render()).one("button", "How would the Hard computer play these rolls?")
    assert asked.attrs["data-cmd"] == "par"
    reopened.handle("par", None, {})
    assert f"The Hard computer scored {hard} with the same rolls." in html.unescape(reopened.render())
    assert "How would the Hard computer" not in reopened.render()


def test_hard_plays_the_rolls_as_they_are_thrown_so_the_final_screen_waits_for_one_decision(monkeypatch):
    """While a person plays alone, Hard writes each round once the roll after it is thrown, one
    decision after each move: the final screen's par waits for Hard's last round alone."""
    decided = []
    choose = HardBot.decide
    monkeypatch.setattr(
        HardBot, "decide", lambda self, seen, seat: decided.append(seen.round) or choose(self, seen, seat)
    )
    controller = start([("Ann", PERSON)], seed_=5)
    while not GAME.is_over(controller.session.game):
        first = GAME.legal_actions(controller.session.game, 0)[0]
        controller.handle("space", str(cell(first.row, first.column)), {})
        if controller.session.turn.swapped is not (first.number != controller.session.game.dice[0]):
            controller.handle("swap", None, {})
        round_before = controller.session.game.round
        controller.handle("place", None, {})
        if not GAME.is_over(controller.session.game):
            assert controller.session.game.round == round_before + 1
            assert decided and decided[-1] == round_before, "Hard wrote the round just completed"
    decided.clear()
    shown = html.unescape(controller.render())
    assert len(decided) <= 1, "the final screen waits for one decision of Hard's at most"
    assert "The Hard computer scored" in shown
    assert played_rolls(hard_on_rolls(controller.session.game)) == played_rolls(controller.session.game)


def test_the_par_counts_the_rolls_a_game_recorded_not_its_seeds():
    """A game's rolls may come from elsewhere than its seed (a game by link draws them from its
    links): the par counts the rolls the game recorded."""
    controller = start([("Ann", "hard")], seed_=11)
    controller.handle("skip", None, {})
    game = controller.session.game
    reseeded = replace(game, config=replace(game.config, seed=game.config.seed + 1))
    assert played_rolls(reseeded) == played_rolls(game)
    pars = []
    for played in (reseeded, game):
        SCREENS.ahead(played, everything=True)
        pars.append(SCREENS.par(played))
    assert pars[0] == pars[1] and "The Hard computer scored" in pars[0]
    assert bound_of_rolls([(6, 6)] * ROUNDS, "A") == 6 * (44 // 6) + 6 + 6


def test_the_replay_steps_through_rounds():
    controller = start([("Ann", "hard")])
    controller.handle("skip", None, {})
    assert GAME.is_over(controller.session.game)
    controller.handle("replay", "0", {})
    assert "The pads are empty" in controller.render()
    controller.handle("replay", "3", {})
    page = html.unescape(controller.render())
    first, second = GAME.log(controller.session.game)[1].chance
    assert re.search(rf"Round 3: the numbers were {first} and {second}\. Ann wrote \d in row \d", page)
    controller.handle("replay", "off", {})
    assert "Game over" in controller.render()


def test_a_reload_mid_round_resumes_the_chosen_space_and_swap():
    storage = MemoryStorage()
    controller = start([("Ann", "person"), ("Bob", "person")], storage)
    controller.handle("ready", None, {})
    controller.handle("space", str(cell(2, 1)), {})
    controller.handle("place", None, {})
    controller.handle("ready", None, {})
    controller.handle("space", str(cell(4, 2)), {})
    controller.handle("swap", None, {})
    reloaded = Controller(storage, lambda: 1)
    assert reloaded.session.game == controller.session.game
    assert reloaded.session.turn == controller.session.turn
    assert reloaded.session.screen is Screen.HANDOFF, "a reload never shows a secret turn unasked"


def test_pad_b_is_a_setting_kept_for_new_games():
    storage = MemoryStorage()
    controller = start([("Ann", "person")], storage, options={"pad": "B"})
    assert controller.session.game.config.pad == "B"
    assert "Pad B" in controller.render() and "♥" in controller.render()
    again = Controller(storage, lambda: 3, "splitter")
    again.handle("new-game", None, {})
    assert again.render().count("Pad B, with hearts.") == 1
    assert SCREENS.read_settings({"pad": "A"}) == {}


def test_the_hint_chooses_the_hard_bots_placement_ready_to_place():
    controller = start([("Ann", "person")])
    controller.handle("hint", None, {})
    turn = controller.session.turn
    assert turn.space is not None and controller.session.message.startswith("Hint: ")
    controller.handle("place", None, {})
    assert controller.session.game.round == 1


def test_the_daily_challenge_is_the_same_rolls_and_pad_for_everyone_and_one_attempt():
    def daily(storage):
        controller = Controller(storage, lambda: 9, today=TODAY, address="https://example.org/")
        controller.handle("daily", "splitter", {})
        return controller

    first, second = daily(MemoryStorage()), daily(MemoryStorage())
    day_seed = seed("splitter", TODAY)
    assert first.session.game.config == second.session.game.config
    assert first.session.game.config.pad == GAME.daily_options(day_seed)["pad"]
    storage = MemoryStorage()
    controller = daily(storage)
    while not GAME.is_over(controller.session.game):
        controller.handle("space", str(first_empty(controller)), {})
        controller.handle("place", None, {})
    text = controller.share_text()
    score = GAME.outcome(controller.session.game).scores[0]
    assert text.splitlines()[0] == f"Shelfie daily challenge, Splitter, {TODAY}: {score} points"
    assert text.splitlines()[-1] == "https://example.org/"
    result = card(controller.session.game.pad, controller.session.game.pads[0])
    assert text.splitlines()[1].startswith(
        f"Pad {controller.session.game.config.pad} · 1:{result.numbers[0]} "
    )
    assert "row" not in text.lower() and "column" not in text.lower(), "nothing of where numbers went"
    again = daily(storage)
    assert GAME.is_over(again.session.game)
    assert again.session.message == "You have played today's challenge: a new one comes tomorrow."


def test_the_saved_turn_is_checked_against_the_game():
    controller = start([("Ann", "person")])
    data = json.loads(json.dumps(SCREENS.turn_to_json(controller.session.turn)))
    assert SCREENS.turn_from_json(data, controller.session.game) == controller.session.turn
    import pytest

    from shelfie.core.errors import InvalidSave

    for bad in ({"space": 0}, {"space": "3"}, {"swapped": 1}, []):
        with pytest.raises(InvalidSave):
            SCREENS.turn_from_json(bad, controller.session.game)
    assert ROUNDS == 22


def test_tied_players_share_the_victory_on_the_final_screen():
    from dataclasses import replace

    from shelfie.games.splitter.rules import new_game
    from shelfie.ui.splitter.view_screens import final_screen

    game = new_game(["Ann", "Bob"], 3)
    full = tuple(1 if space in game.pad.spaces else 0 for space in range(56))
    game = replace(game, round=ROUNDS, dice=(), pads=(full, full))
    page = html.unescape(final_screen(game, ("Ann", "Bob"), ("person", "person")))
    points = GAME.outcome(game).scores[0]
    assert f"Shared victory: Ann and Bob with {points} points each!" in page


def test_under_the_pad_each_group_not_scoring_yet_says_what_it_still_needs():
    """Placed by the player: the pad then says, in words, how many more each group needs, which
    group has grown too big, which has no room left."""
    from dataclasses import replace

    from shelfie.ui.splitter.view_pad import open_groups
    from tests.splitter.helpers import PAD_A, written

    numbers = written(
        PAD_A, {(2, 2): 3, (2, 3): 3, (4, 2): 2, (4, 3): 2, (4, 4): 2, (0, 2): 2, (0, 3): 5, (1, 2): 6}
    )
    said = [html.unescape(item) for item in re.findall(r"<li[^>]*>(.*?)</li>", open_groups(PAD_A, numbers))]
    assert "2s from row 1, column 3: 1 of 2, no room to grow" in said
    assert "3s from row 3, column 3: 2 of 3, 1 more to write" in said
    assert "2s from row 5, column 3: 3, too many to score" in said
    assert "5s from row 1, column 4: 1 of 5, 4 more to write" in said
    assert open_groups(PAD_A, written(PAD_A, {(2, 2): 1})) == "", "nothing to say when every group scores"

    controller = start([("Ann", "person")])
    controller.session = replace(controller.session, game=replace(controller.session.game, pads=(numbers,)))
    page = controller.render()
    assert (
        '<details class="open-groups" id="open-groups" aria-labelledby="open-groups-title">'
        f'<summary id="open-groups-title">Groups not scoring yet: {len(said)}</summary>' in page
    )


def log_of(page: str) -> list[str]:
    """The game log's lines as the page lists them, newest first."""
    if '<details class="log">' not in page:
        return []
    folded = page[page.index('<details class="log">') :]
    return [
        # A line's picture (the round's dice) has no words: the tags go, the words stay.
        html.unescape(re.sub(r"<[^>]+>", "", line))
        for line in re.findall(r"<li>(.*?)</li>", folded[: folded.index("</details>")])
    ]


def test_the_log_tells_a_round_only_once_it_is_complete():
    controller = start([("Ann", "person"), ("Bob", "person")])
    controller.handle("ready", None, {})
    first, second = controller.session.game.dice
    controller.handle("space", str(cell(2, 1)), {})
    controller.handle("place", None, {})
    controller.handle("ready", None, {})
    assert log_of(controller.render()) == [], "Ann's placement is not told to Bob"
    controller.handle("space", str(cell(0, 2)), {})
    controller.handle("swap", None, {})
    controller.handle("place", None, {})
    controller.handle("ready", None, {})
    assert log_of(controller.render()) == [
        f"Bob wrote {second} in row 1, column 3 and {first} in row 1, column 6.",
        f"Ann wrote {first} in row 3, column 2 and {second} in row 3, column 7.",
        f"Round 1: the numbers were {first} and {second}.",
    ]


def test_the_rounds_numbers_are_dice_with_their_pips_and_said_in_words():
    """Each rolled number is a die face with as many pips as it shows, laid out as on printed dice
    (symmetric about the centre); the numbers themselves are said in words for screen readers."""
    for number in range(1, 7):
        face = die_face(number)
        spots = {(float(x), float(y)) for x, y in re.findall(r'<circle cx="([\d.]+)" cy="([\d.]+)"', face)}
        assert len(spots) == number == len(PIPS[number])
        assert spots == {(30 - x, 30 - y) for x, y in spots}, f"{number}: a die's face is symmetric"
        assert 'aria-hidden="true"' in face and str(number) not in re.sub(r"<[^>]+>", "", face)
    controller = Controller(MemoryStorage(), lambda: 1, "splitter")
    controller.handle("start", None, {"name-0": "Ann"})
    controller.handle("ready", None, {})
    first, second = controller.session.game.dice
    page = screen_of(controller.render())
    assert page.text.count(f"This round's numbers: {first} and {second}") == 1
    drawn = controller.render()
    assert drawn.count('class="split-die') == 2 and f'class="split-die n{first} thrown"' in drawn
