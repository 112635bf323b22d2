"""Splitter's guided first game: pad A against an Easy computer, on a fixed seed whose second round
throws a double; each of the first five rounds explains one thing (the mirror rule, doubles,
groups of exactly n, stars and pad B's hearts, the score column). The player is free to play
otherwise."""

from shelfie.games.splitter.game import PAD_OPTION
from shelfie.games.splitter.state import State
from shelfie.ui.i18n import t

SEED = 41
"""Seed 41 throws 2 and 5, then the double 2 and 2, then 6 and 1, 3 and 5, 4 and 5."""


def setup() -> tuple[tuple[str, ...], tuple[str, ...], int, dict[str, object]]:
    return (t("Player"), t("Coach")), ("person", "easy"), SEED, {PAD_OPTION: "A"}


def say(game: State) -> str | None:
    """What the guide says in this round: one step for each of the first five."""
    steps = (
        t(
            "Welcome! Everyone writes the same two numbers. Tap an empty space on either side: the first "
            "number goes there and the second into its mirror space, in the same row at the same distance "
            "from the middle line. Swap numbers turns them round; then Place."
        ),
        t(
            "Numbers touching by a side make a group. A group scores only with exactly as many numbers as "
            "its value: two 2s score 2, three 3s score 3, up to six 6s. One too many and it scores "
            "nothing; a 1 on its own scores 1."
        ),
        t(
            "Stars (★) double a scoring group that covers one. Pad B has three hearts as well: the same "
            "number in all three is worth 5 points."
        ),
        t(
            "The score column under your pad adds it up as you go: points per number, the stars and the "
            "total. The list below it says what each group still needs."
        ),
        t(
            "22 rounds fill the pad, and the most points wins. You know the game now: play on, and the "
            "Rules are one tap away."
        ),
    )
    if game.round >= len(steps):
        return None
    said = steps[game.round]
    if game.dice[0] == game.dice[1]:
        said += " " + t("This round is a double: both spaces of the pair get the same number.")
    return said
