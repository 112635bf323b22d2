"""The guided first game: a game against an Easy computer on fixed dice, explained as it goes.

Fixed dice: the seed is fixed (the dice are a function of seed, turn and roll), so the first roll
always shows three board games, two trophies and a joker, and the guide can say what to try. The
guide explains the position the game is in; the player is free to do otherwise.
"""

from shelfie.games.dicegame.state import GameState, Phase
from shelfie.ui.i18n import t

SEED = 1
"""The first roll of seed 1 (seat 0 first): board game, trophy, board game, board game, joker, trophy."""


def setup() -> tuple[tuple[str, ...], tuple[str, ...], int, dict[str, object]]:
    return (t("Player"), t("Coach")), ("person", "easy"), SEED, {"first_player": 0}


def say(game: GameState) -> str | None:
    if game.is_over:
        return None
    if game.turn == 0:
        if game.phase is Phase.ROLL:
            return t(
                "Welcome! This is your bookshelf: five shelves, each with its icon on the left. The dots over "
                "a column say how many dice an item there needs, the numbers its points. Press Roll the dice."
            )
        if game.phase is Phase.REROLL:
            return t(
                "Six dice: three board games, two trophies and a joker. Tap the dice you want to keep (try the "
                "three board games and the joker), then re\u2011roll the others. You have two re\u2011rolls; you can "
                "also stop rolling at once."
            )
        return t(
            "Now mark 1 to 3 items. An item needs as many dice of its shelf's icon as its column says; a "
            "joker stands in for one of them, for items of 2 or more dice. The items you can mark are "
            "outlined: tap them, then Confirm marking."
        )
    if game.turn == 1:
        return t(
            "Well done. A shelf or a column scores the points of its marked items once it has 3 or more. "
            "Now the Coach plays: watch, or press Skip."
        )
    if game.turn == 2:
        return t(
            "Watch the others: when someone marks the last item of a shelf or a column, everyone else loses "
            "it. When your dice can mark nothing, you cross out the items left on one shelf."
        )
    if game.turn == 3:
        return t(
            "The game ends when someone has two shelves with no items left; the round is then finished. "
            "You know the game now: play on, and the Rules are one tap away."
        )
    return None
