"""How long a whole game is as a link (issue 29's targets): the log packed by shelfie.core.packing,
base64url, after the site's address and a header of set-up (names, seed, options), for every game
and number of players, on games the Medium computers play to the end.

Run: .venv/bin/python -m benchmarks.links [--games N]   (figures in docs/PERFORMANCE.md)
"""

import argparse
import base64
import json
import statistics

from shelfie import registry
from shelfie.bots.sim import play_out
from shelfie.core.packing import pack_log

ADDRESS = "https://shelfie.netlify.app/#"
"""A realistic address before the fragment: 29 characters."""
TARGETS = {"myshelfie": 1000}
"""Issue 29: a whole 4-player tile game in at most 1,000 characters; every game at most 2,000."""
ANY_GAME = 2000


def link_length(game_id: str, players: int, seed: int) -> tuple[int, int]:
    """Characters of the link to the finished game, and of its packed log alone."""
    game = registry.rules(game_id)
    names = [f"Player {n}" for n in range(1, players + 1)]
    start = game.new_game(names, seed)
    medium = registry.bot_levels(game_id)["medium"]
    end = play_out(game, [medium() for _ in names], start)
    log = pack_log(game, start, game.log(end))
    setup = json.dumps({"game": game_id, "players": names, "seed": seed}, separators=(",", ":")).encode()
    encoded = base64.urlsafe_b64encode(setup + log).rstrip(b"=")
    return len(ADDRESS) + len(encoded), len(base64.urlsafe_b64encode(log).rstrip(b"="))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    print(f"Medium computers, {args.games} games each; characters of the whole link (log alone)")
    for game_id, entry in registry.GAMES.items():
        for players in range(entry.min_players, entry.max_players + 1):
            lengths = [link_length(game_id, players, seed) for seed in range(args.games)]
            links = [whole for whole, _ in lengths]
            logs = [alone for _, alone in lengths]
            limit = TARGETS.get(game_id, ANY_GAME) if players == 4 else ANY_GAME
            verdict = "within" if max(links) <= limit else "OVER"
            print(
                f"{game_id:10} {players} players: median {statistics.median(links):.0f} ({statistics.median(logs):.0f}),"
                f" longest {max(links)} ({max(logs)}): {verdict} {limit}"
            )


if __name__ == "__main__":
    main()
