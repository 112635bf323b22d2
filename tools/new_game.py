"""Starts a new game: its folders in every layer and its registry entry, playable at once.

    python -m tools.new_game ID "Title"      # e.g. python -m tools.new_game azul "Azul"

What it writes is a placeholder game that already passes the contract: each player in turn adds 1,
2 or 3 to their own total, and after three rounds the highest total wins. Replace its rules, its
screens and its evaluation with the game's own; docs/ARCHITECTURE.md ("Adding a game") lists what
else to write and which tools to run, and the tool prints the same list when it is done.

Files written (none is overwritten):
    shelfie/games/ID/__init__.py, game.py     the rules behind the contract (``BaseGame``)
    shelfie/bots/ID/__init__.py               the evaluation and the levels (the generic bots)
    shelfie/ui/ID/__init__.py, screens.py     the screens (``BaseScreens``)
    shelfie/ui/ID/pictures.svg                its picture for the home screen
    static/games/ID.css                       its styles
    tests/ID/__init__.py, facts.py            what the shared suites need to know of it
and one ``GameEntry`` at the end of ``GAMES`` in shelfie/registry.py, its number in links the next
one free. Then it runs what the rest of the site derives from them (``GENERATED``: the catalogues,
index.html) and records the golden playthrough, so the untouched scaffold passes ``make test``.
"""

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENTRIES_END = "    )\n}\n"
"""Where the registry's tuple of entries closes: the new entry goes just before it."""

GAME = '''"""{title}'s rules behind the contract (``shelfie.core.contract``).

A placeholder written by ``python -m tools.new_game``: each player in turn adds 1, 2 or 3 to their
own total, and after ``ROUNDS`` rounds the highest total wins. Replace it with the game's rules.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from shelfie.core.contract import BaseGame, Event, Game, Outcome, seat_of
from shelfie.core.errors import IllegalAction
from shelfie.core.setup import check_players, check_seed

ROUNDS = 3


@dataclass(frozen=True)
class Config:
    players: tuple[str, ...]
    seed: int


@dataclass(frozen=True)
class State:
    config: Config
    totals: tuple[int, ...]
    log: tuple[Event, ...] = ()


class {cls}(BaseGame[State, int]):
    id = "{id}"
    min_players = 1
    max_players = 4

    def new_game(self, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> State:
        names = check_players(players, "{title}", self.min_players, self.max_players)
        return State(Config(names, check_seed(seed)), (0,) * len(names))

    def to_move(self, state: State) -> frozenset[int]:
        seats, turns = len(state.totals), len(state.log)
        return frozenset() if turns == ROUNDS * seats else frozenset({{turns % seats}})

    def legal_actions(self, state: State, seat: int) -> list[int]:
        return [1, 2, 3] if self.seat(state, seat) in self.to_move(state) else []

    def apply(self, state: State, seat: int, action: Any, chance: Sequence[Any] | None = None) -> State:
        if seat_of(seat, len(state.totals)) not in self.to_move(state) or action not in (1, 2, 3):
            raise IllegalAction("add 1, 2 or 3 on your turn")
        totals = list(state.totals)
        totals[seat] += action
        return replace(state, totals=tuple(totals), log=(*state.log, Event(seat, action)))

    def outcome(self, state: State) -> Outcome:
        best = max(state.totals)
        return Outcome(state.totals, tuple(seat for seat, total in enumerate(state.totals) if total == best))


GAME: Game[State, int] = {cls}()
"""Typed as the contract: a member it lacks or mistypes fails the type check."""
'''

BOTS = '''"""Computer players for {title}: for now the generic bots on its evaluation (``shelfie.bots.generic``);
a game's own faster, stronger players replace them level by level."""

from collections.abc import Callable
from functools import partial

from shelfie.bots.framework import Bot
from shelfie.bots.generic import ExpectimaxBot, GreedyBot, RandomBot
from shelfie.games.{id}.game import GAME, State


def points_now(seen: State, seat: int) -> float:
    """What the position is worth to ``seat``: its total so far."""
    return seen.totals[seat]


LEVELS: dict[str, Callable[[], Bot]] = {{
    "easy": partial(RandomBot, GAME),
    "medium": partial(GreedyBot, GAME, points_now),
    "hard": partial(ExpectimaxBot, GAME, points_now),
}}
'''

SCREENS = '''"""{title}'s screens: each player's total, and a button per number to add."""

from collections.abc import Mapping
from typing import Any

from shelfie.games.{id}.game import GAME, State
from shelfie.ui.html import button, esc, join, tag
from shelfie.ui.i18n import t
from shelfie.ui.shell.screens import BaseScreens, Command, Table
from shelfie.ui.shell.session import index
from shelfie.ui.shell.widgets import computer_controls, hint_button


def _add(table: Table, arg: str | None) -> tuple[Any, Any]:
    """Add the number on the button: the rules refuse it when it is not the seat's turn."""
    return GAME.apply(table.game, table.seat or 0, index(arg, 4)), None


class {cls}Screens(BaseScreens):
    game_id = "{id}"
    commands: Mapping[str, Command] = {{"add": _add}}

    def table(self, table: Table) -> str:
        game: State = table.game
        movers = sorted(GAME.to_move(game))
        heading = tag(
            "h2", esc(t("{{name}}'s turn", name=table.names[movers[0]])) if movers else "", id="turn-heading"
        )
        totals = tag(
            "ul",
            join(
                tag("li", t("{{name}}: {{total}}", name=name, total=total))
                for name, total in zip(table.names, game.totals, strict=True)
            ),
        )
        adds = (
            computer_controls(table.fast)
            if table.computer
            else join(button(t("Add {{number}}", number=n), "add", n) for n in (1, 2, 3)) + hint_button()
        )
        return tag(
            "section",
            heading + totals + tag("div", adds, class_="actions"),
            class_="{id}-table",
            aria_labelledby="turn-heading",
        )

    def hint(self, game: State, seat: int, turn: Any) -> tuple[str, Any]:
        from shelfie.bots.{id} import LEVELS

        return t("Hint: add {{number}}.", number=LEVELS["hard"]().decide(GAME.observe(game, seat), seat)), turn

    def describe(self, before: State, seat: int, action: Any) -> str:
        return t("{{name}} added {{number}}.", name=before.config.players[seat], number=action)

    def rules(self) -> str:
        return tag(
            "p", t("On your turn add 1, 2 or 3 to your total; after three rounds the highest total wins.")
        )


SCREENS = {cls}Screens()
'''

PICTURE = """<!-- {title}'s cover (home screen, set-up, final table), drawn on the game's colour: tools/prerender.py writes these symbols into index.html's sprite. -->
<symbol id="i-{id}" viewBox="0 0 48 48"><circle cx="24" cy="24" r="16" fill="currentColor"/></symbol>
"""

FACTS = '''"""What the shared suites need to know of {title}, beside its registry entry."""

from tests.contract.edits import Edit, other_seed

SECRETS: list[Edit] = [other_seed]
"""Its secrets: the seed (add an edit for each other thing a seat may not know)."""
COMMIT = ("add", "1")
"""The page command that plays a person's turn on after a hint."""
PERSONS_TURN = ["button[data-cmd=add]"]
"""A person's turn in the page, as the first offered control of each step (tests/engines)."""
'''

STYLES = """/* {title}: styles scoped by the table's and the final screen's game-{id} class. */
.game-{id} {{ --game-colour: #4a5a6a; }} /* its cover's background, its set-up and final banners (white text on it) */
.game-{id} .{id}-table ul {{ list-style: none; padding: 0; }}
"""

ENTRY = """        GameEntry(
            id="{id}",
            title=N_("{title}"),
            summary=N_("Add 1, 2 or 3 to your total each turn; the highest total after three rounds wins."),
            min_players=1,
            max_players=4,
            picture="i-{id}",
            levels=LEVELS,
            rules="shelfie.games.{id}.game:GAME",
            bots="shelfie.bots.{id}:LEVELS",
            screens="shelfie.ui.{id}.screens:SCREENS",
            link_code={link_code},
        ),
"""

NEXT_STEPS = """{title} is registered as "{id}", playable and whole: its words are in every catalogue
(in English until translated), its card in index.html, its golden playthrough recorded. Next:
  1. Write its rules in shelfie/games/{id}/ (docs/ARCHITECTURE.md, "Adding a game"), its screens in
     shelfie/ui/{id}/ and its evaluation (and its own bots) in shelfie/bots/{id}/.
  2. What the shared suites need to know of it in tests/{id}/facts.py: its secrets' edits, the
     command that plays a hinted turn on, a person's turn in the page.
  3. python -m tools.i18n, then the Italian of its words in shelfie/locale/it.po (those marked
     "English until translated").
  4. python -m tools.prerender, python -m tests.contract.playthroughs {id}, then make test.
"""


def files(game_id: str, title: str) -> dict[str, str]:
    """Each new file's path (from the repository's root) and text."""
    cls = "".join(part.title() for part in re.split(r"[_\\d]+", game_id) if part) or "Game"
    values = {"id": game_id, "title": title, "cls": cls}
    return {
        f"shelfie/games/{game_id}/__init__.py": f'"""{title}, as data and pure functions behind the contract."""\n',
        f"shelfie/games/{game_id}/game.py": GAME.format(**values),
        f"shelfie/bots/{game_id}/__init__.py": BOTS.format(**values),
        f"shelfie/ui/{game_id}/__init__.py": f'"""{title}\'s part of the page."""\n',
        f"shelfie/ui/{game_id}/screens.py": SCREENS.format(**values),
        f"shelfie/ui/{game_id}/pictures.svg": PICTURE.format(**values),
        f"static/games/{game_id}.css": STYLES.format(**values),
        f"tests/{game_id}/__init__.py": "",
        f"tests/{game_id}/facts.py": FACTS.format(**values),
    }


def create(root: Path, game_id: str, title: str) -> list[Path]:
    """Writes the game's files and its registry entry under ``root``; refuses an id already used."""
    if not re.fullmatch(r"[a-z][a-z0-9_]*", game_id):
        raise SystemExit(f"{game_id!r}: an id is lower-case letters, digits and _, starting with a letter")
    if game_id == "shell":
        raise SystemExit("'shell': the shell's Python is static/bundles/shell.json; choose another id")
    registry = root / "shelfie" / "registry.py"
    text = registry.read_text()
    if f'id="{game_id}"' in text or (root / "shelfie" / "games" / game_id).exists():
        raise SystemExit(f"there is a game {game_id!r} already")
    if text.count(ENTRIES_END) != 1:
        raise SystemExit("shelfie/registry.py: the end of GAMES' entries is not where this tool expects it")
    written = []
    for name, content in files(game_id, title).items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content)
        written.append(path)
    code = 1 + max(int(n) for n in re.findall(r"link_code=(\d+)", text))
    entry = ENTRY.format(id=game_id, title=title, link_code=code)
    registry.write_text(text.replace(ENTRIES_END, entry + ENTRIES_END))
    return [*written, registry]


GENERATED = (
    ("tools.i18n", "--english-for-new"),
    ("tools.prerender",),
)
"""What the tool runs once the files are written, each as ``python -m``: the catalogues (the game's
words in English in every language until translated) and index.html's first-visit screens (its card,
stylesheet, picture and id); then the game's golden playthrough is recorded."""


def generate(root: Path, game_id: str) -> None:
    """Runs ``GENERATED`` and records the golden playthrough, in ``root``; stops with what failed."""
    for command in (*GENERATED, ("tests.contract.playthroughs", game_id)):
        done = subprocess.run(
            [sys.executable, "-m", *command], cwd=root, capture_output=True, text=True, check=False
        )
        if done.returncode:
            raise SystemExit(f"python -m {' '.join(command)} failed:\n{done.stdout}{done.stderr}")
        print(f"ran python -m {' '.join(command)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("id", help="the game's id: its folders' name and the ?game= of its links")
    parser.add_argument("title", help="the game's name as the home screen shows it")
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository (default: this one)")
    args = parser.parse_args()
    for path in create(args.root, args.id, args.title):
        print(f"wrote {path.relative_to(args.root)}")
    generate(args.root, args.id)
    print(NEXT_STEPS.format(id=args.id, title=args.title))


if __name__ == "__main__":
    main()
