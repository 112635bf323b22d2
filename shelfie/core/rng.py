"""Counter-based random numbers for every game's chance: dice, tile draws, cards, first players.

A draw is a pure function of (seed, key...), so no generator state has to
be saved, a reload cannot re-roll anything, and forcing one roll in a test does
not shift the rolls after it. SplitMix64 is tiny, fast in pure Python and gives
the same numbers on every Python version.
"""

from collections.abc import Sequence

_MASK = (1 << 64) - 1
MAX_SEED = _MASK


def _mix(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def draw(seed: int, key: Sequence[int], count: int, sides: int) -> list[int]:
    """``count`` independent uniform integers in ``range(sides)`` for this seed and key."""
    state = _mix(seed)
    for part in key:
        state = _mix(state ^ (part & _MASK))
    limit = (1 << 64) - ((1 << 64) % sides)
    out: list[int] = []
    while len(out) < count:
        state = _mix(state)
        if state < limit:
            out.append(state % sides)
    return out
