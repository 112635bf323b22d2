"""Engine speed: legal-marking generation, random-play games per second, and the signatures
every link by a device carries (``shelfie.core.ed25519``).

Run: .venv/bin/python -m benchmarks.engine   (prints numbers; targets in docs/PERFORMANCE.md)
"""

import platform
import random
import statistics
import sys
import time

from shelfie.core import ed25519
from shelfie.games.dicegame.markings import legal_markings
from shelfie.games.dicegame.rules import apply, legal_actions, new_game
from shelfie.games.dicegame.state import GameState, Phase

POSITIONS = 1000
REPEATS = 20
GAMES = 300


def mid_game_positions(count: int) -> list[GameState]:
    """Fixed positions: final results of random games once 5 to 15 items are marked or crossed."""
    positions: list[GameState] = []
    chooser = random.Random(20261122)
    seed = 0
    while len(positions) < count:
        seed += 1
        state = new_game(["A", "B", "C"], seed=seed)
        while not state.is_over and len(positions) < count:
            sheet = state.current_sheet
            used = (sheet.marked | sheet.crossed).bit_count()
            if state.phase is Phase.MARK and 5 <= used <= 15 and chooser.random() < 0.5:
                positions.append(state)
            state = apply(state, chooser.choice(legal_actions(state)))
    return positions


def time_markings(positions: list[GameState]) -> tuple[float, float, float]:
    per_position = []
    counts = []
    for state in positions:
        available = state.current_sheet.available
        start = time.perf_counter()
        for _ in range(REPEATS):
            found = legal_markings(state.board, state.dice, available)
        per_position.append((time.perf_counter() - start) / REPEATS)
        counts.append(len(found))
    per_position.sort()
    return (
        statistics.median(per_position) * 1e3,
        per_position[int(0.99 * len(per_position))] * 1e3,
        statistics.mean(counts),
    )


def games_per_second(players: int, games: int) -> float:
    chooser = random.Random(players)
    start = time.perf_counter()
    for seed in range(games):
        state = new_game([f"P{i}" for i in range(players)], seed=seed)
        while not state.is_over:
            state = apply(state, chooser.choice(legal_actions(state)))
    return games / (time.perf_counter() - start)


def signatures(repeats: int = 200) -> tuple[float, float]:
    """Milliseconds to sign a link's digest and to check a signature, each the median of ``repeats``."""
    seed = bytes(range(32))
    public = ed25519.public_key(seed)
    signed, checked = [], []
    for n in range(repeats):
        message = n.to_bytes(32, "big")
        start = time.perf_counter()
        signature = ed25519.sign(seed, message, public)
        signed.append(time.perf_counter() - start)
        start = time.perf_counter()
        assert ed25519.verify(public, message, signature)
        checked.append(time.perf_counter() - start)
    return statistics.median(signed) * 1000, statistics.median(checked) * 1000


def main() -> None:
    print(f"Python {platform.python_version()} ({platform.python_implementation()}) on {sys.platform}")
    positions = mid_game_positions(POSITIONS)
    median_ms, p99_ms, mean_count = time_markings(positions)
    print(
        f"legal markings, {POSITIONS} mid-game positions: median {median_ms:.3f} ms, "
        f"p99 {p99_ms:.3f} ms, mean {mean_count:.1f} markings per position"
    )
    for players in (2, 4):
        rate = games_per_second(players, GAMES)
        print(f"random-play games, {players} players: {rate:.0f} games/s ({GAMES} games)")
    sign_ms, verify_ms = signatures()
    print(f"Ed25519: sign {sign_ms:.2f} ms, verify {verify_ms:.2f} ms (median of 200)")


if __name__ == "__main__":
    main()
