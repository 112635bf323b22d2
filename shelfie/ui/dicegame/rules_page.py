"""The dice game's rules in the page: our own words and icons, with drawn examples.

Written from ../shared/RULES.md (the rules this project implements); every sentence goes through
the catalogue, so the rules read in the page's language and work offline like the rest.
"""

from shelfie.games.dicegame.board import JOKER, STANDARD_BOARD
from shelfie.ui.dicegame.labels import face_name, icon
from shelfie.ui.html import esc, join, tag
from shelfie.ui.i18n import t


def _dice(*faces: str) -> str:
    """Dice drawn as a row, each named for a screen reader."""
    drawn = join(tag("span", icon(face), class_="die-picture") for face in faces)
    names = ", ".join(face_name(face) for face in faces)
    return tag("span", drawn, class_="dice-picture", role="img", aria_label=t("Dice: {faces}", faces=names))


def _section(title: str, *paragraphs: str) -> str:
    return tag("section", tag("h3", esc(title)) + join(paragraphs))


def _p(text: str) -> str:
    return tag("p", esc(text))


def rules_page() -> str:
    icons = join(
        tag("li", icon(face) + " " + esc(face_name(face))) for face in (*STANDARD_BOARD.icons, JOKER)
    )
    return tag(
        "article",
        tag("h2", esc(t("How to play My Shelfie: The Dice Game")), id="rules-heading")
        + _section(
            t("Goal"),
            _p(
                t(
                    "Fill your bookshelf with items and score the most points. Each shelf shows the icon its items need;"
                )
                + " "
                + t("each column shows how many dice an item there needs; each item shows its points.")
            ),
            tag("ul", icons, class_="icons"),
        )
        + _section(
            t("Your turn"),
            _p(
                t(
                    "Roll all six dice. You may re\u2011roll any of them up to two times: tap the dice to keep, then re\u2011roll the others. Then stop."
                )
            ),
            _p(
                t(
                    "With the final dice, mark 1 to 3 items. Each item needs as many dice showing its shelf's icon as its column says."
                )
            ),
            tag("p", _dice("cat", "cat", "cat") + " " + esc(t("Three cats mark the 3\u2011dice cat."))),
        )
        + _section(
            t("The joker"),
            _p(
                t(
                    "A joker replaces one missing die, once per item, for items of 2 or more dice. A joker never stands alone."
                )
            ),
            tag(
                "p",
                _dice("cat", "cat", JOKER)
                + " "
                + esc(t("Two cats and a joker also mark the 3\u2011dice cat.")),
            ),
            tag(
                "p",
                _dice(JOKER, JOKER, "book", "book")
                + " "
                + esc(t("Two jokers in one item are not allowed: this does not mark the 4\u2011dice book.")),
            ),
            _p(t("Six jokers: mark any one item you like.")),
        )
        + _section(
            t("When nothing fits"),
            _p(t("If no item can be marked, cross out every unmarked item of one shelf of your choice.")),
        )
        + _section(
            t("Blocking"),
            _p(
                t(
                    "When you mark the last item of a shelf or a column, every other player crosses out what they have not marked on that shelf or column."
                )
            ),
        )
        + _section(
            t("The end"),
            _p(
                t(
                    "When a player has two shelves with no items left (all marked or crossed out), the round is finished so everyone has played the same number of turns, and the game ends."
                )
            ),
        )
        + _section(
            t("Scoring"),
            _p(
                t(
                    "Every shelf and every column with at least 3 marked items scores the points of its marked items. An item can score twice: in its shelf and in its column."
                )
            ),
            _p(
                t(
                    "Example: a shelf with its 1\u2011die, 2\u2011dice and 4\u2011dice items marked scores 1 + 2 + 5 = 8 points."
                )
            ),
            _p(t("The highest total wins; a tie shares the victory.")),
        ),
        class_="rules",
        aria_labelledby="rules-heading",
    )
