"""The turn panel: whose turn, the dice, and the buttons the phase allows."""

from shelfie.games.dicegame import DICE, GameState, Phase, failed, legal_actions
from shelfie.games.dicegame.actions import CrossOut
from shelfie.games.dicegame.markings import all_jokers
from shelfie.ui.dicegame.draft import Draft
from shelfie.ui.dicegame.labels import face_name, icon, item_short
from shelfie.ui.dicegame.view_board import TAGS
from shelfie.ui.html import button, esc, tag


def turn_panel(
    state: GameState,
    keep: frozenset[int],
    draft: Draft,
    message: str,
    *,
    computer: str | None = None,
    fast: bool = False,
) -> str:
    """``computer`` names who plays this seat when it is not a person: the panel then only watches."""
    name = state.config.players[state.current]
    rolls_left = {Phase.ROLL: 3, Phase.REROLL: state.rerolls_left, Phase.MARK: 0}[state.phase]
    heading = tag(
        "h2",
        tag("span", f"{esc(name)}'s turn", class_="name")
        + (tag("span", esc(computer), class_="badge") if computer else "")
        + tag("span", f"Round {state.round}", class_="round")
        + tag("span", f"Rolls left: {rolls_left}", class_="rolls"),
        id="turn-heading",
    )
    banner = ""
    if state.end_triggered:
        banner = tag(
            "p",
            "Last round! The game ends when the round is complete.",
            class_="banner",
        )
    if computer:
        body = dice_tray(state, keep, draft, watching=True) + _bar(
            button("Faster", "faster", pressed=fast)
            + button("Skip the computer's turns", "skip", class_="primary")
        )
        text = message or f"{name} is thinking…"
    else:
        hint_bar = tag(
            "div", button("Hint", "hint", label="Hint: what would the Hard bot do?"), class_="hint-bar"
        )
        body = dice_tray(state, keep, draft) + actions(state, keep, draft) + hint_bar
        text = message or instructions(state, draft)
    status = tag("p", esc(text), id="status", role="status", aria_live="polite")
    return tag("section", heading + banner + status + body, class_="turn", aria_labelledby="turn-heading")


def instructions(state: GameState, draft: Draft) -> str:
    """What the player can do now, shown when nothing else needs saying."""
    if state.phase is Phase.ROLL:
        return "Roll the dice to start your turn."
    if state.phase is Phase.REROLL:
        return "Tap dice to keep them, then re-roll the others, or stop rolling."
    if failed(state):
        if isinstance(legal_actions(state)[0], CrossOut):
            return "No item can be marked with these dice: cross out the items left on one shelf."
        if all_jokers(state.dice):
            return "All jokers, but no item is left on your bookshelf to mark: pass the turn."
        return "No item can be marked and no shelf has items left: pass the turn."
    if all_jokers(state.dice):
        return "All jokers! Choose any one item on your bookshelf."
    if draft.combos:
        return "Add up to 3 items, tap dice to change which ones an item uses, then confirm."
    return "Choose up to 3 items to mark with these dice."


def dice_tray(state: GameState, keep: frozenset[int], draft: Draft, watching: bool = False) -> str:
    if not state.dice:
        return tag(
            "div",
            tag("p", "The dice are waiting.", class_="dice-empty"),
            class_="dice",
            role="group",
            aria_label="Dice",
        )
    dice = []
    jokers_only = all_jokers(state.dice)
    frozen = watching or jokers_only or (state.phase is Phase.MARK and failed(state))
    for pos, face in enumerate(state.dice):
        label = f"Die {pos + 1}: {face_name(face)}"
        if state.phase is Phase.REROLL:
            kept = pos in keep
            note = tag("span", "kept" if kept else "", class_="die-note")
            dice.append(
                button(
                    icon(face) + note,
                    "keep",
                    pos,
                    label=f"{label}, kept" if kept else label,
                    pressed=kept,
                    class_=f"die face-{esc(face)}",
                )
            )
        else:
            holder = draft.combo_of_die(pos)
            note = tag("span", TAGS[holder] if holder is not None else "", class_="die-note")
            used = f"{label}, for item {TAGS[holder]}" if holder is not None else label
            dice.append(
                button(
                    icon(face) + note,
                    "die",
                    pos,
                    label=used,
                    pressed=holder is not None,
                    disabled=frozen,
                    class_=f"die face-{esc(face)}",
                )
            )
    return tag("div", "".join(dice), class_="dice", role="group", aria_label="Dice")


def actions(state: GameState, keep: frozenset[int], draft: Draft) -> str:
    if state.phase is Phase.ROLL:
        return _bar(button("Roll the dice", "roll", class_="primary"))
    if state.phase is Phase.REROLL:
        thrown = DICE - len(keep)
        reroll = button(
            f"Re-roll {thrown} {'die' if thrown == 1 else 'dice'}"
            if thrown
            else "Keep fewer dice to re-roll",
            "roll",
            disabled=not thrown,
            class_="primary",
        )
        return _bar(reroll + button("Stop rolling", "stop"))
    if failed(state):
        options = legal_actions(state)
        if isinstance(options[0], CrossOut):
            shelves = "".join(
                button(
                    icon(state.board.icons[a.shelf])
                    + f" Cross out {esc(face_name(state.board.icons[a.shelf]))}",
                    "cross",
                    a.shelf,
                    label=f"Cross out the {face_name(state.board.icons[a.shelf])} shelf",
                    class_="cross",
                    focus=a == options[0],
                )
                for a in options
                if isinstance(a, CrossOut)
            )
            return _bar(shelves)
        return _bar(button("Pass the turn", "pass", class_="primary"))
    chosen = ""
    if draft.combos:
        chosen = tag(
            "ul",
            "".join(
                tag(
                    "li",
                    button(
                        f"{TAGS[i]}: {esc(item_short(state.board, c.shelf, c.column))} "
                        + tag("span", _dice_text(c.dice, jokers=all_jokers(state.dice)), class_="uses"),
                        "combo",
                        i,
                        label=f"Item {TAGS[i]}: {item_short(state.board, c.shelf, c.column)}, {_dice_text(c.dice, all_jokers(state.dice))}",
                        pressed=draft.active == i,
                        class_="chosen",
                    ),
                )
                for i, c in enumerate(draft.combos)
            ),
            class_="draft",
            aria_label="Chosen items",
        )
    confirm = button(
        f"Confirm marking ({len(draft.combos)})" if draft.combos else "Confirm marking",
        "confirm",
        disabled=not draft.combos,
        class_="primary",
    )
    clear = button("Clear choices", "clear", disabled=not draft.combos)
    return chosen + _bar(confirm + clear)


def _dice_text(dice: tuple[int, ...], jokers: bool) -> str:
    if jokers:
        return "free choice"
    if not dice:
        return "no dice"
    return "dice " + ", ".join(str(d + 1) for d in dice)


def _bar(content: str) -> str:
    return tag("div", content, class_="actions")
