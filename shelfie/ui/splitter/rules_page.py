"""Splitter's rules in our words, with a small pad drawn the way the game draws it."""

from shelfie.games.splitter.pads import PADS, cell
from shelfie.games.splitter.scoring import EMPTY
from shelfie.games.splitter.state import ROUNDS
from shelfie.ui.html import esc, join, tag
from shelfie.ui.i18n import t
from shelfie.ui.splitter.view_pad import pad_table

_EXAMPLE = {(2, 0): 3, (2, 1): 3, (3, 1): 3, (2, 6): 2, (2, 7): 2, (4, 2): 1, (4, 5): 4}
"""Three 3s (3 points), two 2s (2 points) and a lone 1 (1 point); the 4 is not yet a group of four."""


def rules_page() -> str:
    numbers = [EMPTY] * 56
    for (row, column), number in _EXAMPLE.items():
        numbers[cell(row, column)] = number
    example = pad_table(PADS["A"], tuple(numbers), t("An example pad"))
    paragraphs = [
        t(
            "Everyone has the same pad, A or B. Each round two dice are rolled, and every player writes both numbers on their own pad at the same time."
        ),
        t(
            "The two numbers go into one pair of empty mirror spaces: the same row, at the same distance from the centre line. You choose which number goes on which side."
        ),
        t("After {count} rounds every pad is full and the game ends.", count=ROUNDS),
        t(
            "A group is a set of touching spaces (not diagonally) holding the same number. A group of exactly two 2s scores 2, exactly three 3s scores 3, and so on up to six 6s. A group of the wrong size scores nothing."
        ),
        t("A 1 with no other 1 next to it scores 1."),
        t(
            "A star space (★) doubles the scoring group it is in. On pad B, if the three hearts (♥) hold the same number at the end, you score 5 more."
        ),
        t(
            "The highest score wins; tied players share the victory. At one screen, people place one after another, and the others' numbers of the round stay hidden until everyone has placed."
        ),
    ]
    return tag(
        "section",
        tag("h2", esc(t("How to play Splitter")), id="rules-heading")
        + join(tag("p", esc(text)) for text in paragraphs)
        + tag("h3", esc(t("Example")))
        + tag(
            "p",
            esc(
                t(
                    "Here three 3s score 3, two 2s score 2 and the lone 1 scores 1: 6 points. The 4 scores only when it is in a group of exactly four 4s."
                )
            ),
        )
        + example,
        class_="rules",
        aria_labelledby="rules-heading",
    )
