"""Writes tests/contract/playthroughs/<game>.json for every registered game (or those named).

    python -m tests.contract.playthroughs [game ...]

A playthrough is a seeded game of random legal actions with the summary of every state; the
contract suite replays it and compares. Rewrite only after a deliberate change of the rules,
and read the diff.
"""

import json
import random
import sys
from pathlib import Path

from shelfie import registry
from shelfie.core.packing import pack_log
from tests.contract.play import playout

SEED = 20261122


def write(game_id: str) -> Path:
    game = registry.rules(game_id)
    players = min(3, game.max_players)
    steps = playout(game, players, SEED, random.Random(SEED))
    result = game.outcome(steps[-1].after)
    data = {
        "game": game_id,
        "players": [f"P{i}" for i in range(players)],
        "seed": SEED,
        "start": game.summary(steps[0].before),
        "steps": [
            {"seat": s.seat, "action": game.action_to_json(s.action), "summary": game.summary(s.after)}
            for s in steps
        ],
        "outcome": {"scores": list(result.scores), "winners": list(result.winners)},
        # The log as links pack it: links already sent carry these bytes, so they never change.
        "packed": pack_log(game, steps[0].before, game.log(steps[-1].after)).hex(),
    }
    path = Path(__file__).parent / f"{game_id}.json"
    path.write_text(json.dumps(data, indent=1) + "\n")
    return path


if __name__ == "__main__":
    for game_id in sys.argv[1:] or sorted(registry.GAMES):
        print(write(game_id))
