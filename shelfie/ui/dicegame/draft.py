"""The marking a player is putting together before pressing Confirm.

Choosing items and dice is free to undo (RULES.md "Undo"); only Confirm turns a
draft into an engine action, and the engine stays the judge of legality. The
draft only helps: it assigns dice automatically and says why an item cannot be
added.
"""

from dataclasses import dataclass, replace

from shelfie.core.errors import ShelfieError
from shelfie.games.dicegame.actions import Action, Combo, Mark, MarkAny
from shelfie.games.dicegame.board import JOKER
from shelfie.games.dicegame.grid import bits
from shelfie.games.dicegame.markings import MAX_COMBOS, all_jokers, legal_markings
from shelfie.games.dicegame.state import GameState, Phase
from shelfie.ui.dicegame.labels import item_short
from shelfie.ui.i18n import t

Item = tuple[int, int]


@dataclass(frozen=True)
class Draft:
    combos: tuple[Combo, ...] = ()
    active: int | None = None
    """Index of the combo that tapped dice are moved to."""

    @property
    def items(self) -> tuple[Item, ...]:
        return tuple((c.shelf, c.column) for c in self.combos)

    def combo_of_die(self, pos: int) -> int | None:
        for index, combo in enumerate(self.combos):
            if pos in combo.dice:
                return index
        return None


class DraftRefused(ShelfieError):
    """A choice the draft cannot take; the message, already in the player's language, is shown."""


def item_sets(state: GameState) -> set[frozenset[Item]]:
    """Every set of items the final result can mark together."""
    marks = legal_markings(state.board, state.dice, state.current_sheet.available)
    return {frozenset((c.shelf, c.column) for c in m.combos) for m in marks}


def addable(state: GameState, draft: Draft, sets: set[frozenset[Item]]) -> set[Item]:
    """Items that can join the draft: the page highlights these."""
    if all_jokers(state.dice):
        available = state.current_sheet.available
        return set(bits(available)) - set(draft.items)
    chosen = frozenset(draft.items)
    if len(chosen) >= MAX_COMBOS:
        return set()
    return {next(iter(s - chosen)) for s in sets if len(s) == len(chosen) + 1 and chosen < s}


def toggle_item(state: GameState, draft: Draft, item: Item) -> Draft:
    """Add an item with dice assigned, or take it out again."""
    if item in draft.items:
        combos = tuple(c for c in draft.combos if (c.shelf, c.column) != item)
        return Draft(combos, len(combos) - 1 if combos else None)
    name = item_short(state.board, *item)
    if all_jokers(state.dice):
        if item not in addable(state, Draft(), set()):
            raise DraftRefused(t("The {item} is already marked or crossed out.", item=name))
        return Draft((Combo(item[0], item[1], ()),), 0)
    if len(draft.combos) >= MAX_COMBOS:
        raise DraftRefused(t("At most {count} items can be marked in one turn.", count=MAX_COMBOS))
    sets = item_sets(state)
    wanted = frozenset((*draft.items, item))
    if wanted not in sets:
        if frozenset({item}) in sets:
            raise DraftRefused(
                t("These dice cannot mark the {item} together with your other choices.", item=name)
            )
        raise DraftRefused(t("These dice cannot mark the {item}.", item=name))
    combos = _extend_keeping_choices(state, draft, item) or _canonical(state, draft, wanted)
    return Draft(combos, len(combos) - 1)


def _extend_keeping_choices(state: GameState, draft: Draft, item: Item) -> tuple[Combo, ...] | None:
    """The draft's own dice untouched and the new item taking free dice, when that works.

    Real dice go first so a joker stays free for items that need it."""
    used = {pos for combo in draft.combos for pos in combo.dice}
    shelf, column = item
    need = state.board.dice_per_column[column]
    icon = state.board.icons[shelf]
    real = [pos for pos, face in enumerate(state.dice) if face == icon and pos not in used]
    jokers = [pos for pos, face in enumerate(state.dice) if face == JOKER and pos not in used]
    if len(real) >= need:
        dice = real[:need]
    elif need >= 2 and len(real) >= need - 1 and jokers:
        dice = [*real[: need - 1], jokers[0]]
    else:
        return None
    return (*draft.combos, Combo(shelf, column, tuple(sorted(dice))))


def _canonical(state: GameState, draft: Draft, wanted: frozenset[Item]) -> tuple[Combo, ...]:
    marks = legal_markings(state.board, state.dice, state.current_sheet.available)
    mark = next(m for m in marks if frozenset((c.shelf, c.column) for c in m.combos) == wanted)
    by_item = {(c.shelf, c.column): c for c in mark.combos}
    order = [*draft.items, *(i for i in by_item if i not in draft.items)]
    return tuple(by_item[i] for i in order)


def toggle_die(state: GameState, draft: Draft, pos: int) -> Draft:
    """Move a die into the active item, or out of it: the player's own dice assignment."""
    if draft.active is None:
        raise DraftRefused(t("Choose an item first, then tap dice to change which ones it uses."))
    if all_jokers(state.dice):
        raise DraftRefused(t("With all jokers no dice are needed: just choose an item."))
    active = draft.active
    combos = list(draft.combos)
    holder = draft.combo_of_die(pos)
    if holder == active:
        combo = combos[active]
        combos[active] = replace(combo, dice=tuple(d for d in combo.dice if d != pos))
    else:
        if holder is not None:
            other = combos[holder]
            combos[holder] = replace(other, dice=tuple(d for d in other.dice if d != pos))
        combo = combos[active]
        combos[active] = replace(combo, dice=tuple(sorted((*combo.dice, pos))))
    return Draft(tuple(combos), active)


def select_combo(draft: Draft, index: int) -> Draft:
    if not 0 <= index < len(draft.combos):
        return draft
    return Draft(draft.combos, index)


def to_action(state: GameState, draft: Draft) -> Action:
    """The engine action for Confirm; the engine checks it and explains a refusal."""
    if state.phase is Phase.MARK and all_jokers(state.dice) and len(draft.combos) == 1:
        combo = draft.combos[0]
        return MarkAny(combo.shelf, combo.column)
    return Mark(draft.combos)
