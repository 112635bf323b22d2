"""Choosing items and dice before Confirm (RULES.md "Undo")."""

import pytest

from shelfie.games.dicegame.actions import Combo, Mark, MarkAny
from shelfie.games.dicegame.rules import apply
from shelfie.ui.dicegame.draft import (
    Draft,
    DraftRefused,
    addable,
    item_sets,
    to_action,
    toggle_die,
    toggle_item,
)

from ..dicegame.helpers import at_mark

CAT, BOOK, PLANT, TROPHY, GAME = range(5)


def test_tapping_an_item_assigns_dice_automatically():
    state = at_mark("cat cat cat book book joker")
    draft = toggle_item(state, Draft(), (CAT, 2))
    assert draft.combos == (Combo(CAT, 2, (0, 1, 2)),)
    assert draft.active == 0


def test_real_dice_are_used_before_the_joker():
    state = at_mark("joker cat cat cat book book")
    draft = toggle_item(state, Draft(), (CAT, 1))
    assert draft.combos[0].dice == (1, 2)


def test_adding_an_item_keeps_the_players_earlier_choice_when_it_can():
    state = at_mark("cat cat cat book book joker")
    draft = toggle_item(state, Draft(), (CAT, 0))
    draft = toggle_item(state, draft, (BOOK, 2))
    assert draft.combos == (Combo(CAT, 0, (0,)), Combo(BOOK, 2, (3, 4, 5)))


def test_adding_an_item_reassigns_dice_when_only_that_works():
    state = at_mark("cat cat joker book book book")
    draft = toggle_item(state, Draft(), (CAT, 1))
    assert draft.combos[0].dice == (0, 1)
    draft = toggle_item(state, draft, (CAT, 0))
    assert {c.column for c in draft.combos} == {0, 1}
    assert apply(state, to_action(state, draft)).sheets[0].marked.bit_count() == 2


def test_tapping_a_chosen_item_again_takes_it_out():
    state = at_mark("cat cat cat book book joker")
    draft = toggle_item(state, toggle_item(state, Draft(), (CAT, 0)), (BOOK, 0))
    draft = toggle_item(state, draft, (CAT, 0))
    assert [(c.shelf, c.column) for c in draft.combos] == [(BOOK, 0)]


def test_an_item_the_dice_cannot_mark_is_refused_with_the_reason():
    state = at_mark("cat cat cat book book joker")
    with pytest.raises(DraftRefused, match="cannot mark the 1\u2011die plant"):
        toggle_item(state, Draft(), (PLANT, 0))


def test_an_item_that_does_not_fit_with_the_others_is_refused():
    state = at_mark("cat cat cat book book joker")
    draft = toggle_item(state, Draft(), (CAT, 3))
    with pytest.raises(DraftRefused, match="together with your other choices"):
        toggle_item(state, draft, (CAT, 1))


def test_a_fourth_item_is_refused():
    state = at_mark("cat cat book book plant plant")
    draft = Draft()
    for item in [(CAT, 0), (BOOK, 0), (PLANT, 0)]:
        draft = toggle_item(state, draft, item)
    with pytest.raises(DraftRefused, match="At most 3"):
        toggle_item(state, draft, (CAT, 1))
    assert addable(state, draft, item_sets(state)) == set()


def test_highlighted_items_are_those_that_fit_with_the_choices():
    state = at_mark("cat cat cat book book joker")
    sets = item_sets(state)
    draft = toggle_item(state, Draft(), (CAT, 3))
    assert (CAT, 1) not in addable(state, draft, sets)
    assert (BOOK, 1) in addable(state, draft, sets)


def test_tapping_dice_changes_which_dice_an_item_uses():
    state = at_mark("cat cat cat cat book joker")
    draft = toggle_item(state, Draft(), (CAT, 1))
    assert draft.combos[0].dice == (0, 1)
    draft = toggle_die(state, draft, 0)
    draft = toggle_die(state, draft, 5)
    assert draft.combos[0].dice == (1, 5)
    after = apply(state, to_action(state, draft))
    assert after.log[-1].action == Mark((Combo(CAT, 1, (1, 5)),))


def test_a_die_moves_from_one_item_to_the_active_one():
    state = at_mark("cat cat cat book book joker")
    draft = toggle_item(state, toggle_item(state, Draft(), (CAT, 0)), (BOOK, 1))
    draft = toggle_die(state, draft, 0)
    assert draft.combos[0].dice == ()
    assert 0 in draft.combos[1].dice


def test_dice_taps_need_a_chosen_item():
    with pytest.raises(DraftRefused, match="Choose an item first"):
        toggle_die(at_mark("cat cat cat book book joker"), Draft(), 0)


def test_all_jokers_choose_any_one_item():
    state = at_mark("joker joker joker joker joker joker")
    draft = toggle_item(state, Draft(), (GAME, 4))
    assert to_action(state, draft) == MarkAny(GAME, 4)
    draft = toggle_item(state, draft, (CAT, 0))
    assert to_action(state, draft) == MarkAny(CAT, 0)
