"""My Shelfie's page under CPython, driven as a player drives it: pick tiles, order them, choose a
column, put them in; the hand-off that keeps personal goals secret; the final table; saves."""

import html
import re

from shelfie.games.myshelfie import shelf as shelves
from shelfie.games.myshelfie.game import GAME
from shelfie.games.myshelfie.goals import PERSONAL_CARDS
from shelfie.games.myshelfie.rules import card, legal_actions
from shelfie.ui.saves import MemoryStorage
from shelfie.ui.shell.controller import Controller
from shelfie.ui.shell.session import Screen
from tests.ui.device import Screen as screen_of
from tests.ui.device import standings


def start(names_kinds, storage=None, seed=42, options=None) -> Controller:
    controller = Controller(storage if storage is not None else MemoryStorage(), lambda: seed, "myshelfie")
    if options:
        controller.handle("settings", None, {})
        controller.handle("save-settings", None, options)
    while len(controller.session.form.names) < len(names_kinds):
        controller.handle("add-seat", None, {})
    form = {}
    for i, (name, kind) in enumerate(names_kinds):
        form[f"name-{i}"], form[f"kind-{i}"] = name, kind
    controller.handle("start", None, form)
    if controller.session.screen is Screen.HANDOFF:
        controller.handle("ready", None, {})
    return controller


def offered_tiles(page: str) -> list[int]:
    return [int(space) for space in re.findall(r'data-cmd="tile" data-arg="(\d+)"', page)]


def open_columns(page: str) -> list[int]:
    buttons = re.findall(r'(<button[^>]*data-cmd="column"[^>]*>)', page)
    return [int(re.search(r'data-arg="(\d)"', b).group(1)) for b in buttons if "disabled" not in b]


def a_pair(controller: Controller):
    """Two tiles of different types that can be taken together (at the start of a game no three
    free tiles are in line)."""
    game = controller.session.game
    return next(
        a
        for a in legal_actions(game, game.current)
        if len(a.spaces) == 2 and len({game.board[s] for s in a.spaces}) == 2
    )


def play_by_hints(controller: Controller, takes: int | None = None) -> None:
    """The person takes what the hint suggests and the computers play their turns: to the end of
    the game, or for ``takes`` actions."""
    done = 0
    while not GAME.is_over(controller.session.game) and (takes is None or done < takes):
        if controller.session.computer_to_play:
            controller.computer_step()
        else:
            controller.handle("hint", None, {})
            controller.handle("confirm", None, {})
        done += 1


def test_pick_order_choose_a_column_and_put_them_in():
    controller = start([("Ann", "person"), ("Bob", "person")])
    game = controller.session.game
    seat = game.current
    take = a_pair(controller)
    for space in take.spaces:
        controller.handle("tile", str(space), {})
    assert controller.session.turn.picked == take.spaces
    controller.handle("earlier", "1", {})
    order = (take.spaces[1], take.spaces[0])
    assert controller.session.turn.picked == order
    page = controller.render()
    assert open_columns(page) == [c for c in range(5) if shelves.room(game.shelves[seat], c) >= 2]
    controller.handle("column", str(take.column), {})
    assert "(to place)" in controller.render()
    controller.handle("confirm", None, {})
    after = controller.session.game
    placed = after.shelves[seat]
    lowest = shelves.cell(5, take.column)
    assert placed[lowest] == game.board[order[0]], "the first in the order lands lowest"
    assert after.turn == 1 and controller.session.turn.picked == ()


def test_only_tiles_that_can_still_make_a_legal_take_are_offered():
    controller = start([("Ann", "person"), ("Bob", "person")])
    game = controller.session.game
    everyone = set(offered_tiles(controller.render()))
    free = {a.spaces[0] for a in legal_actions(game, game.current) if len(a.spaces) == 1}
    assert everyone == free
    first = sorted(free)[0]
    controller.handle("tile", str(first), {})
    together = set(offered_tiles(controller.render()))
    legal_with_first = {s for a in legal_actions(game, game.current) if first in a.spaces for s in a.spaces}
    assert together == legal_with_first
    stranger = next(s for s in sorted(free) if s not in legal_with_first)
    controller.handle("tile", str(stranger), {})
    assert "cannot be taken together with the tiles picked" in controller.session.message
    assert controller.session.turn.picked == (first,)
    controller.handle("tile", str(first), {})
    assert controller.session.turn.picked == (), "picking a tile again puts it back"


def living_room_rows(page: str) -> list[str]:
    table = re.search(r'<table class="living-room[^"]*">(.*?)</table>', page, re.S).group(1)
    return re.findall(r"<tr>(.*?)</tr>", table, re.S)


def test_the_living_room_is_drawn_and_named_as_large_as_the_table_uses():
    """Two players use 7 rows and 7 columns of the 9 by 9 grid: only those are drawn, so the
    tiles are larger on a phone, and spaces are counted from the top left of what is drawn."""
    for seats, size in ((2, 7), (3, 9), (4, 9)):
        controller = start([(f"P{i}", "person") for i in range(seats)])
        page = controller.render()
        rows = living_room_rows(page)
        assert len(rows) == size and all(row.count("<td") == size for row in rows), seats
        assert f'class="living-room columns-{size}"' in page
    controller = start([("Ann", "person"), ("Bob", "person")])
    game = controller.session.game
    # Row 2 of the 9 by 9 grid is the top row drawn: its tiles are in row 1.
    top = sorted(s for s in range(9, 18) if game.board[s])
    names = [
        html.unescape(n)
        for n in re.findall(r'aria-label="([^"]*)"', living_room_rows(controller.render())[0])
    ]
    assert names and all(", row 1, column " in name for name in names)
    assert len(names) == len(top)
    assert any(f"row 1, column {top[0] % 9}" in name for name in names)


def test_confirming_needs_tiles_and_a_column_and_clear_is_free():
    controller = start([("Ann", "person"), ("Bob", "person")])
    before = controller.session.game
    controller.handle("confirm", None, {})
    assert controller.session.message == "Pick 1 to 3 tiles first."
    take = a_pair(controller)
    controller.handle("tile", str(take.spaces[0]), {})
    controller.handle("confirm", None, {})
    assert controller.session.message == "Choose a column for the tiles first."
    controller.handle("clear", None, {})
    assert controller.session.game == before and controller.session.turn.picked == ()


def goal_cells(page: str) -> set[tuple[int, int]]:
    text = html.unescape(page)
    return {(int(r) - 1, int(c) - 1) for r, c in re.findall(r"row (\d), column (\d): [^<]*, goal:", text)}


def test_a_persons_personal_goal_is_shown_only_to_them_after_the_hand_off():
    controller = start([("Ann", "person"), ("Bob", "person"), ("Cy", "person")])
    game = controller.session.game
    seen = {}
    for _ in range(3):
        seat = controller.session.game.current
        page = controller.render()
        seen[seat] = goal_cells(page)
        assert seen[seat] == set(PERSONAL_CARDS[game.config.personal[seat] - 1])
        take = legal_actions(controller.session.game, seat)[0]
        for space in take.spaces:
            controller.handle("tile", str(space), {})
        controller.handle("column", str(take.column), {})
        controller.handle("confirm", None, {})
        assert controller.session.screen is Screen.HANDOFF
        assert "goal:" not in controller.render()
        controller.handle("ready", None, {})
    assert len({frozenset(cells) for cells in seen.values()}) == 3


def test_a_computer_takes_its_turn_in_one_step_said_in_words():
    controller = start([("Ann", "person"), ("Cy", "medium")])
    if controller.session.computer_to_play:
        controller.computer_step()
    take = legal_actions(controller.session.game, controller.session.game.current)[0]
    for space in take.spaces:
        controller.handle("tile", str(space), {})
    controller.handle("column", str(take.column), {})
    controller.handle("confirm", None, {})
    assert controller.session.computer_to_play
    controller.computer_step()
    assert re.fullmatch(r"Cy took .+ into column \d\.", controller.session.message)


def test_a_whole_game_against_a_computer_ends_on_the_final_table():
    controller = start([("Ann", "person"), ("Cy", "hard")])
    while not GAME.is_over(controller.session.game):
        if controller.session.computer_to_play:
            controller.computer_step()
            continue
        controller.handle("hint", None, {})
        assert controller.session.message.startswith("Hint: take ")
        controller.handle("confirm", None, {})
        assert not controller.session.message
    game = controller.session.game
    page = html.unescape(controller.render())
    assert "Game over" in page
    rows = standings(screen_of(controller.render()))
    results = {name: card(game, seat) for seat, name in enumerate(("Ann", "Cy"))}
    assert sorted(row.name for row in rows) == ["Ann", "Cy"], "a row per player"
    winner = ("Ann", "Cy")[GAME.outcome(game).winners[0]]
    assert rows[0].name == winner and rows[0].said.startswith("1st place:"), "the winner on top"
    for row in rows:
        result = results[row.name]
        assert row.total == result.total
        assert row.lines == {
            "Goal tokens": str(result.tokens),
            "Personal goal": f"{result.personal} ({result.personal_matches} of 6)",
            "Groups": f"{result.adjacency} ({' + '.join(map(str, result.groups))})" if result.groups else "0",
            "End token": str(result.end_token),
        }
    assert controller.history()[-1].scores == GAME.outcome(game).scores
    shelves_drawn = re.findall(r'<table class="(bookshelf[^"]*)"><caption[^>]*>(\w+)\'s bookshelf', page)
    assert shelves_drawn == [("bookshelf", "Ann"), ("bookshelf", "Cy")], "full size at the end"
    controller.handle("replay", "4", {})
    last = int(re.search(r"Replay: step 4 of (\d+)", controller.render()).group(1))
    controller.handle("replay", str(last), {})
    replayed = html.unescape(controller.render())
    assert 'aria-label="The living room"' in replayed and "Common goals" in replayed
    headings = re.findall(r'<h3 id="shelf-\d-name"><span class="name">(\w+)</span>(.*?)</h3>', replayed)
    assert [name for name, _ in headings] == ["Ann", "Cy"]
    assert "Computer: Hard" in headings[1][1] and "Computer" not in headings[0][1]
    assert [re.search(r"(\d+) pts", rest).group(1) for _, rest in headings] == [
        str(results[name].total) for name in ("Ann", "Cy")
    ], "the replay's last step shows each whole score, as the final table does"


def test_a_reload_mid_turn_resumes_the_picked_tiles_and_column():
    storage = MemoryStorage()
    controller = start([("Ann", "person"), ("Bob", "person")], storage)
    take = a_pair(controller)
    for space in take.spaces:
        controller.handle("tile", str(space), {})
    controller.handle("column", str(take.column), {})
    reloaded = Controller(storage, lambda: 1)
    assert reloaded.session.screen is Screen.HANDOFF
    reloaded.handle("ready", None, {})
    assert reloaded.session.game == controller.session.game
    assert reloaded.session.turn == controller.session.turn


def test_a_first_game_uses_one_common_goal_card():
    controller = start([("Ann", "person"), ("Bob", "person")], options={"first_game": "yes"})
    assert len(controller.session.game.config.common) == 1
    assert controller.render().count('class="goal-card"') == 1


def test_the_final_screen_says_why_a_tie_went_to_the_winner():
    from dataclasses import replace

    from shelfie.games.myshelfie.rules import new_game, outcome
    from shelfie.ui.myshelfie.view_screens import final_screen

    game = new_game(["Ann", "Bob", "Cy"], 4)
    game = replace(
        game,
        config=replace(game.config, first_player=1),
        won=(((1, 8),), ((2, 8),), ()),
        over=True,
    )
    game = replace(game, shelves=(game.shelves[0],) * 3)
    assert outcome(game).winners == (0,)
    page = html.unescape(final_screen(game, ("Ann", "Bob", "Cy"), ("person",) * 3))
    assert "Ann wins with 8 points!" in page
    assert (
        "Ann tied with Bob and wins the tie as the later player in turn order from the first player, Bob."
        in page
    )


def test_each_common_goal_says_how_close_everyone_is_until_they_reach_it():
    """In words for everyone (a screen reader too) and as pips for the eye; a player who reached a
    card is named as having reached it instead."""
    from dataclasses import replace

    from shelfie.ui.myshelfie.view_screens import common_goals
    from tests.myshelfie.helpers import shelf
    from tests.myshelfie.test_rules import CORNERS_AND_EIGHT, two_player

    state = two_player(
        {}, shelf_a=shelf(CORNERS_AND_EIGHT), shelf_b=shelf("CC.BB\nGG.FF\nTT.PC"), common=(1, 6)
    )
    said = html.unescape(re.sub(r"<[^>]+>", " ", common_goals(state, ("Ann", "Cy"))))
    said = " ".join(said.split())
    assert "Ann: 1 of 6 groups ●○○○○○" in said
    assert "Cy: 5 of 6 groups ●●●●●○" in said
    assert "Ann: 7 of 8 tiles alike ●●●●●●●○" in said
    assert "Cy: 3 of 8 tiles alike" in said
    assert common_goals(state, ("Ann", "Cy")).count('aria-hidden="true">●') == 4, "pips are for the eye"

    reached = replace(state, won=(((6, 8),), ()))
    said = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", common_goals(reached, ("Ann", "Cy")))).split())
    assert "Reached by Ann." in said and "Ann: 7 of 8" not in said and "Cy: 3 of 8 tiles alike" in said


def test_the_personal_goal_says_what_it_is_worth_now():
    controller = start([("Ann", "person"), ("Cy", "easy")])
    page = html.unescape(controller.render())
    assert re.search(r"Personal goal \(dashed cells\): 0 matches so far\. Worth 0 points now\.", page)


def test_a_matched_personal_goal_cell_shows_a_tick_and_says_matched():
    from shelfie.ui.myshelfie.view_board import bookshelf

    (cat_row, cat_column), (book_row, book_column) = PERSONAL_CARDS[0][:2]
    cells = [0] * (shelves.ROWS * shelves.COLUMNS)
    cells[shelves.cell(cat_row, cat_column)] = 1  # the cat the card asks for
    cells[shelves.cell(book_row, book_column)] = 1  # a cat where it asks for a book
    drawn = bookshelf(tuple(cells), "Ann's bookshelf", goal=1)
    tds = re.findall(r'<td class="([^"]*)">(.*?)</td>', drawn)
    matched = [body for classes, body in tds if "matched" in classes.split()]
    assert len(matched) == 1
    assert '<span class="goal-mark" aria-hidden="true">✓</span>' in matched[0]
    assert f"row {cat_row + 1}, column {cat_column + 1}: Cat, goal: Cat, matched" in html.unescape(matched[0])
    missed = tds[book_row * shelves.COLUMNS + book_column][1]  # drawn row by row
    assert (
        '<span class="goal-mark t2" aria-hidden="true"><svg class="icon"' in missed and "#i-book" in missed
    ), "a cat where a book is wanted: the book's picture in the corner"
    assert "✓" not in missed
    for wanted, (row, column) in list(enumerate(PERSONAL_CARDS[0], start=1))[2:]:
        classes, body = tds[row * shelves.COLUMNS + column]  # drawn row by row
        assert "goal" in classes.split() and "empty" in classes.split()
        assert f'<span class="goal-ghost t{wanted}" aria-hidden="true">' in body, "the wanted tile, faint"
    assert not re.search(r'class="goal-[a-z]+[^"]*" aria-hidden="true">[A-Z]<', drawn), "no letter codes"


def test_the_log_tells_every_take_each_goal_reached_the_end_token_and_each_refill():
    from tests.splitter.test_screens import log_of

    controller = start([("Ann", "person"), ("Cy", "hard")])
    play_by_hints(controller)
    game = controller.session.game
    said = log_of(controller.render())[::-1]  # oldest first
    takes = [line for line in said if re.match(r"^(Ann|Cy) took .+ into column \d\.$", line)]
    assert len(takes) == len(game.log)
    reached = [line for line in said if " reached the common goal " in line]
    assert len(reached) == sum(len(won) for won in game.won)
    assert [line for line in said if "takes the end token" in line] == [
        f"{game.config.players[game.end_token]} filled the bookshelf first and takes the end token."
    ]
    assert sum(line == "The living room is refilled from the bag." for line in said) == sum(
        bool(event.chance) for event in game.log
    )
    assert not any("personal" in line.lower() for line in said), "a personal goal is never told"
    assert f"<summary>Game log ({len(said)} entries)</summary>" in controller.render()
