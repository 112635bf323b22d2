"""Why the hint writes its numbers where it does, in words and numbers: what each of the two
numbers does to its group, what it does to pad B's hearts, what the placement scores now, and what
it adds in all by the Hard bot's valuation of the pad (``bots.splitter.evaluation``)."""

from shelfie.bots.splitter.evaluation import evaluate
from shelfie.games.splitter.pads import Pad
from shelfie.games.splitter.scoring import EMPTY, HEARTS_BONUS, groups, hearts_agreeing, room, score
from shelfie.games.splitter.state import ROUNDS
from shelfie.ui.i18n import listing, signed, t


def _effect(pad: Pad, numbers: tuple[int, ...], space: int) -> str:
    """What the number written at ``space`` does to the group it joins."""
    group = next(group for group in groups(pad, numbers) if space in group.spaces)
    number, size = group.number, len(group.spaces)
    if size == number:
        points = number * (2 if group.spaces & pad.stars else 1)
        if number == 1:
            return t("the 1 stands alone ({points})", points=signed(points))
        return t(
            "the {number} completes a group of {number}s ({points})", number=number, points=signed(points)
        )
    if size < number and room(pad, numbers, group):
        if size == 1:
            return t("the {number} starts a group of {number}s", number=number)
        return t("the {number} grows its group to {size} of {number}", number=number, size=size)
    if number == 1:
        return t("the 1 goes where it cannot score")
    return t("the {number} goes where it cannot score", number=number)


def _hearts(pad: Pad, numbers: tuple[int, ...], written: list[int]) -> list[str]:
    """What writing on a heart does, once two or three hearts agree: the valuation counts a lone
    heart for little, so the hint names the hearts only when they are worth naming."""
    number, count = hearts_agreeing(pad, numbers)
    if count < 2 or not set(written) & set(pad.hearts):
        return []
    if count == len(pad.hearts):
        return [
            t("the three hearts all hold {number}s ({points})", number=number, points=signed(HEARTS_BONUS))
        ]
    return [t("two of the three hearts hold {number}s", number=number)]


def why(pad: Pad, before: tuple[int, ...], after: tuple[int, ...], rounds_done: int) -> str:
    """``before`` is the player's pad, ``after`` the same with the hint's two numbers written."""
    written = [space for space in pad.spaces if before[space] == EMPTY and after[space] != EMPTY]
    left = ROUNDS - rounds_done - 1
    return t(
        "{now} now: {effects}; about {later} in all by the end.",
        now=signed(score(pad, after) - score(pad, before)),
        effects=listing([_effect(pad, after, space) for space in written] + _hearts(pad, after, written)),
        later=signed(evaluate(pad, after, left) - evaluate(pad, before, left + 1)),
    )
