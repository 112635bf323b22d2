"""What the shared suites need to know of the dice game, beside its registry entry."""

from tests.contract.edits import Edit, other_seed

SECRETS: list[Edit] = [other_seed]
"""Its secrets: the seed alone (the dice are thrown for everyone to see)."""
COMMIT = ("roll", None)
"""The page command that plays a person's turn on after a hint (the hint keeps dice: roll)."""
PERSONS_TURN = ["button[data-cmd=roll]"]
"""A person's turn in the page, as the first offered control of each step (tests/engines)."""
FURTHER_STEPS = [("button[data-cmd=keep]", "a die kept")]
"""Further steps into a person's turn the screens' walk pictures (``tools/screens.py``): a control
and what the screen then shows."""
