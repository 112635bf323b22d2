"""How long a game is as a link, and how long a page takes to open one, against their targets: whole
games played by link between simulated devices (``tests/contract/by_link.py``: random legal moves,
every device with its own chain), for every game and number of players, every seat a person's
device. Lengths are of the whole address, a realistic 29-character site before ``#link=``.

Run: .venv/bin/python -m benchmarks.links [--games N]   (figures in docs/PERFORMANCE.md)
"""

import argparse
import statistics
import time

from shelfie import registry
from shelfie.core import links
from shelfie.ui.shell import friends
from tests.contract import by_link

ADDRESS = "https://shelfie.netlify.app/#link="
MOVE_ADDRESS = "https://shelfie.netlify.app/#move="
TARGETS = {"myshelfie": 1000}
"""A whole 4-player tile game in at most 1,000 characters; every game at most 2,000."""
ANY_GAME = 2000


def measure(game_id: str, players: int, seed: int) -> tuple[int, int, float, int]:
    """The longest link of the game, the last turn link's, the seconds opening it takes, and the
    host's link to move the finished game to another device (``#move=``, what its QR code holds)."""
    played = by_link.play(game_id, ["person"] * players, seed)
    texts = [len(ADDRESS) + len(text) for text in played.texts]
    last = played.devices[0].received
    assert last is not None
    began = time.perf_counter()
    opened = links.from_text(links.to_text(last))
    assert isinstance(opened, links.Turn)
    links.replay(opened, registry.rules, 0, played.devices[0].chain)
    seconds = time.perf_counter() - began
    record = friends.LinkGame(
        links.HOST, played.devices[0].chain.secret, played.texts[0], turn=links.to_text(last), status="over"
    )
    moved = len(MOVE_ADDRESS) + len(friends.moved(record))
    return max(texts), texts[-1], seconds, moved


KINDS = (
    ("dicegame", 2),
    ("dicegame", 4),
    ("myshelfie", 2),
    ("myshelfie", 4),
    ("splitter", 2),
    ("splitter", 4),
    ("splitter", 8),
)


def each_kind(seed: int = 15) -> None:
    """One game each: the invitation, an answer and the turns, in characters of the link's value
    (docs/LINK-PLAY.md, "What signing costs in length")."""
    print(f"seed {seed}, characters after #link=: invitation, answer, turn median, turn longest")
    for game_id, people in KINDS:
        texts = by_link.play(game_id, ["person"] * people, seed).texts
        turns = [len(text) for text in texts[people:]]
        print(
            f"{game_id:10} {people:4}      {len(texts[0]):5} {len(texts[1]):5} "
            f"{statistics.median(turns):6.0f} {max(turns):6}"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    print(f"{args.games} games each, random legal moves, every seat a person's device")
    print(
        "game        players  longest link: median, max (target)   opening the last link: median"
        "   move link: max"
    )
    for game_id, entry in registry.GAMES.items():
        for players in range(max(2, entry.min_players), entry.max_players + 1):
            figures = [measure(game_id, players, seed) for seed in range(args.games)]
            longest = [link for link, _, _, _ in figures]
            limit = TARGETS.get(game_id, ANY_GAME) if players == 4 else ANY_GAME
            verdict = "within" if max(longest) <= limit else "OVER"
            opening = statistics.median(seconds for _, _, seconds, _ in figures)
            print(
                f"{game_id:10} {players:4}      {statistics.median(longest):6.0f} {max(longest):6} ({verdict} {limit})"
                f"      {opening * 1000:6.1f} ms      {max(moved for *_, moved in figures):6}"
            )
    each_kind()


if __name__ == "__main__":
    main()
