"""The turn panel: whose turn, the dice, and the buttons the phase allows."""

from shelfie.games.dicegame.actions import CrossOut, Roll
from shelfie.games.dicegame.board import DICE
from shelfie.games.dicegame.markings import all_jokers
from shelfie.games.dicegame.rules import failed, legal_actions
from shelfie.games.dicegame.state import GameState, Phase
from shelfie.ui.dicegame.draft import Draft
from shelfie.ui.dicegame.labels import face_name, icon, item_short
from shelfie.ui.dicegame.view_board import TAGS
from shelfie.ui.html import button, esc, hidden, join, tag
from shelfie.ui.html import icon as picture
from shelfie.ui.i18n import t, tn
from shelfie.ui.shell.widgets import computer_controls, hint_button, undo_button


def turn_panel(
    state: GameState,
    keep: frozenset[int],
    draft: Draft,
    message: str,
    *,
    computer: str | None = None,
    fast: bool = False,
    hinted: frozenset[int] = frozenset(),
    can_undo: bool = False,
) -> str:
    """``computer`` names who plays this seat when it is not a person: the panel then only watches."""
    name = state.config.players[state.current]
    rolls_left = {Phase.ROLL: 3, Phase.REROLL: state.rerolls_left, Phase.MARK: 0}[state.phase]
    heading = tag(
        "h2",
        tag("span", esc(t("{name}'s turn", name=name)), class_="name")
        + (tag("span", esc(computer), class_="badge") if computer else "")
        + tag("span", esc(t("Round {number}", number=state.round)), class_="round")
        + tag("span", esc(t("Rolls left: {count}", count=rolls_left)), class_="rolls"),
        id="turn-heading",
    )
    banner = ""
    if state.end_triggered:
        banner = tag(
            "p",
            esc(t("Last round! {why} The game ends when the round is complete.", why=end_reason(state))),
            class_="banner",
        )
    if computer:
        body = dice_tray(state, keep, draft, watching=True) + _bar(computer_controls(fast))
        text = message or t("{name} is thinking…", name=name)
    else:
        hint_bar = tag(
            "div",
            hint_button() + undo_button(can_undo),
            class_="hint-bar",
        )
        body = dice_tray(state, keep, draft, hinted=hinted) + actions(state, keep, draft) + hint_bar
        text = message or instructions(state, draft)
    status = tag("p", esc(text), id="status", role="status", aria_live="polite")
    return tag("section", heading + banner + status + body, class_="turn", aria_labelledby="turn-heading")


def end_reason(state: GameState) -> str:
    """Why the end was triggered: who has no items left on two shelves."""
    names = [
        state.config.players[seat] for seat, sheet in enumerate(state.sheets) if sheet.closed_shelves() >= 2
    ]
    if not names:
        return ""
    if len(names) == 1:
        return t("{name} has no items left on 2 shelves.", name=names[0])
    together = t("{some} and {last}", some=", ".join(names[:-1]), last=names[-1])
    return t("{names} have no items left on 2 shelves.", names=together)


def instructions(state: GameState, draft: Draft) -> str:
    """What the player can do now, shown when nothing else needs saying."""
    if state.phase is Phase.ROLL:
        return t("Roll the dice to start your turn.")
    if state.phase is Phase.REROLL:
        return t("Tap dice to keep them, then re\u2011roll the others, or stop rolling.")
    if failed(state):
        if isinstance(legal_actions(state)[0], CrossOut):
            return t("No item can be marked with these dice: cross out the items left on one shelf.")
        if all_jokers(state.dice):
            return t("All jokers, but no item is left on your bookshelf to mark: pass the turn.")
        return t("No item can be marked and no shelf has items left: pass the turn.")
    if all_jokers(state.dice):
        return t("All jokers! Choose any one item on your bookshelf.")
    if draft.combos:
        return t("Add up to 3 items, tap dice to change which ones an item uses, then confirm.")
    return t("Choose up to 3 items to mark with these dice.")


def dice_tray(
    state: GameState,
    keep: frozenset[int],
    draft: Draft,
    watching: bool = False,
    hinted: frozenset[int] = frozenset(),
) -> str:
    """``hinted``: the dice the last hint said to keep, marked with a light bulb until kept or
    re-rolled; a kept die shows a padlock."""
    if not state.dice:
        # The six dice wait in the tray, face down, where they will land: the tray keeps its
        # place and size from before the first roll to the last.
        waiting = join(tag("span", "", class_="die waiting") for _ in range(DICE))
        return tag(
            "div",
            tag("span", waiting, class_="dice-waiting", aria_hidden="true")
            + hidden(t("The dice are waiting.")),
            class_="dice",
            role="group",
            aria_label=t("Dice"),
        )
    dice = []
    jokers_only = all_jokers(state.dice)
    frozen = watching or jokers_only or (state.phase is Phase.MARK and failed(state))
    thrown = _just_thrown(state)
    for pos, face in enumerate(state.dice):
        look = f"die face-{esc(face)}" + (" thrown" if pos in thrown else "")
        label = t("Die {number}: {face}", number=pos + 1, face=face_name(face))
        if state.phase is Phase.REROLL:
            kept = pos in keep
            suggested = pos in hinted and not kept
            # A picture, not a word: "tenuto" or "consiglio" would not fit a die on a phone. The
            # die's name says it in words ("Die 1: cat, kept"); its border says it too.
            note = (
                picture("i-held", "die-mark held")
                if kept
                else picture("i-bulb", "die-mark hinted")
                if suggested
                else ""
            )
            name = (
                t("{die}, kept", die=label) if kept else t("{die}, hint", die=label) if suggested else label
            )
            dice.append(
                button(
                    icon(face) + note,
                    "keep",
                    pos,
                    label=name,
                    pressed=kept,
                    disabled=watching,
                    class_=look + (" hinted" if suggested else ""),
                )
            )
        else:
            holder = draft.combo_of_die(pos)
            note = tag("span", TAGS[holder] if holder is not None else "", class_="die-note")
            used = t("{die}, for item {tag}", die=label, tag=TAGS[holder]) if holder is not None else label
            dice.append(
                button(
                    icon(face) + note,
                    "die",
                    pos,
                    label=used,
                    pressed=holder is not None,
                    disabled=frozen,
                    class_=look,
                )
            )
    return tag("div", join(dice), class_="dice", role="group", aria_label=t("Dice"), data_roll=len(state.log))


def _just_thrown(state: GameState) -> frozenset[int]:
    """The dice the last action threw (none unless it was a roll): the page makes them tumble."""
    last = state.log[-1].action if state.log else None
    if not isinstance(last, Roll):
        return frozenset()
    return frozenset(range(DICE)) - last.keep


def actions(state: GameState, keep: frozenset[int], draft: Draft) -> str:
    if state.phase is Phase.ROLL:
        return _bar(button(esc(t("Roll the dice")), "roll", class_="primary"))
    if state.phase is Phase.REROLL:
        thrown = DICE - len(keep)
        reroll = button(
            esc(tn("Re-roll {count} die", "Re-roll {count} dice", thrown))
            if thrown
            else esc(t("Keep fewer dice to re\u2011roll")),
            "roll",
            disabled=not thrown,
            class_="primary",
        )
        return _bar(reroll + button(esc(t("Stop rolling")), "stop"))
    if failed(state):
        options = legal_actions(state)
        if isinstance(options[0], CrossOut):
            shelves = join(
                button(
                    icon(state.board.icons[a.shelf])
                    + " "
                    + esc(t("Cross out the {icon} shelf", icon=face_name(state.board.icons[a.shelf]))),
                    "cross",
                    a.shelf,
                    class_="cross",
                    focus=a == options[0],
                )
                for a in options
                if isinstance(a, CrossOut)
            )
            return _bar(shelves)
        return _bar(button(esc(t("Pass the turn")), "pass", class_="primary"))
    chosen = ""
    if draft.combos:
        chosen = tag(
            "ul",
            join(
                tag(
                    "li",
                    button(
                        f"{TAGS[i]}: {esc(item_short(state.board, c.shelf, c.column))} "
                        + tag("span", _dice_text(c.dice, jokers=all_jokers(state.dice)), class_="uses"),
                        "combo",
                        i,
                        label=t(
                            "Item {tag}: {item}, {dice}",
                            tag=TAGS[i],
                            item=item_short(state.board, c.shelf, c.column),
                            dice=_dice_text(c.dice, all_jokers(state.dice)),
                        ),
                        pressed=draft.active == i,
                        class_="chosen",
                    ),
                )
                for i, c in enumerate(draft.combos)
            ),
            class_="draft",
            aria_label=t("Chosen items"),
        )
    confirm = button(
        esc(
            t("Confirm marking ({count})", count=len(draft.combos)) if draft.combos else t("Confirm marking")
        ),
        "confirm",
        disabled=not draft.combos,
        class_="primary",
    )
    clear = button(esc(t("Clear choices")), "clear", disabled=not draft.combos)
    return chosen + _bar(confirm + clear)


def _dice_text(dice: tuple[int, ...], jokers: bool) -> str:
    if jokers:
        return t("free choice")
    if not dice:
        return t("no dice")
    return t("dice {numbers}", numbers=", ".join(str(d + 1) for d in dice))


def _bar(content: str) -> str:
    return tag("div", content, class_="actions")
