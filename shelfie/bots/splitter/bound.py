"""An upper bound on Splitter's solo score for a game's rolls: what a player who knew all 22 rolls
in advance and could place each number anywhere (no mirror pairs, no shapes) would score.

Every scoring group of n n's is worth exactly n, one point per space, so with c of a number the
most its groups can score is n * (c // n); each of the pad's two stars at most doubles one group
(the two largest), and pad B's hearts add at most 5. No real placement beats this, so it is the
par a solo player's score is measured against after the game (``shelfie.ui.splitter``), and how
far a bot's mean is from the best any player could do on the same rolls (``tools.splitter_bound``).
"""

from collections.abc import Sequence

from shelfie.games.splitter.pads import PADS
from shelfie.games.splitter.rules import roll
from shelfie.games.splitter.scoring import HEARTS_BONUS
from shelfie.games.splitter.state import ROUNDS, State


def rolls_of(seed: int) -> list[tuple[int, int]]:
    """The 22 rolls of a game on ``seed``: the same for every player and every bot."""
    return [roll(seed, number) for number in range(ROUNDS)]


def played_rolls(game: State) -> list[tuple[int, ...]]:
    """The rolls a game was played with, as it recorded them: its first, then each a round's last
    placement threw (a game by link draws them from its links, not from its seed)."""
    return [game.config.first_roll, *(tuple(event.chance) for event in game.log if event.chance)]


def bound(seed: int, pad: str) -> int:
    """The bound for the rolls ``seed`` throws."""
    return bound_of_rolls(rolls_of(seed), pad)


def bound_of_rolls(rolls: Sequence[Sequence[int]], pad: str) -> int:
    counts = [0] * 7
    for dice in rolls:
        for die in dice:
            counts[die] += 1
    groups = sorted((n for n in range(1, 7) for _ in range(counts[n] // n)), reverse=True)
    stars = sum(groups[: len(PADS[pad].stars)])
    hearts = HEARTS_BONUS if PADS[pad].hearts else 0
    return sum(n * (counts[n] // n) for n in range(1, 7)) + stars + hearts
