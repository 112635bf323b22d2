"""My Shelfie's rules in our words, with the goal cards as the game checks them, each with an
example bookshelf."""

from shelfie.games.myshelfie.goals import COMMON_GOALS
from shelfie.ui.html import esc, join, tag
from shelfie.ui.i18n import t
from shelfie.ui.myshelfie.goal_pictures import goal_picture


def rules_page() -> str:
    paragraphs = [
        t(
            "On your turn take 1, 2 or 3 tiles from the living room: in a straight line of touching spaces, each with at least one free side when your turn starts."
        ),
        t(
            "Put them all into one column of your bookshelf, in the order you choose: the first one goes lowest. The column needs room for all of them."
        ),
        t(
            "At the end of your turn, if your bookshelf shows a common goal, take its top token (each card once). When 4 tiles or fewer are left, the living room is refilled."
        ),
        t(
            "The first player to fill their bookshelf takes the end token (1 point); the round is completed, then the game ends."
        ),
        t(
            "Score your tokens, your personal goal (1, 2, 4, 6, 9 or 12 points for 1 to 6 tiles on its cells) and every group of touching tiles of one type: 3 tiles 2 points, 4 tiles 3, 5 tiles 5, 6 or more 8."
        ),
        t(
            "The most points wins; a tie goes to the player later in turn order from the first player. Your personal goal is secret: at one screen it shows only on your turn."
        ),
    ]
    goals = join(
        tag(
            "li",
            tag(
                "div",
                tag("span", tag("strong", esc(t(goal.name))) + " " + esc(t(goal.text))) + goal_picture(goal),
                class_="goal-card-row",
            ),
        )
        for goal in COMMON_GOALS
    )
    return tag(
        "section",
        tag("h2", esc(t("How to play My Shelfie")), id="rules-heading")
        + join(tag("p", esc(text)) for text in paragraphs)
        + tag("h3", esc(t("The common goal cards")))
        + tag(
            "p",
            esc(t("In each example the tiles drawn in full make the goal; faded tiles only hold them up.")),
        )
        + tag("ol", goals, class_="goal-cards"),
        class_="rules",
        aria_labelledby="rules-heading",
    )
