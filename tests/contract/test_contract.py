"""The contract suite: what every registered game must pass (after OpenSpiel's game tests).

A new game gets all of these by its entry in ``shelfie.registry``: random playouts to the end with
only legal actions, ``legal_actions`` exactly what ``apply`` accepts (sampled), a JSON round trip
at every step, replay equal to play, observations that hide the seed, and a golden playthrough.
"""

import json
import random
from contextlib import suppress
from pathlib import Path

import pytest

from shelfie import registry
from shelfie.core import saves
from shelfie.core.contract import AnyGame
from shelfie.core.errors import IllegalAction, InvalidConfig, ShelfieError
from shelfie.core.setup import MAX_NAME
from tests.budget import examples

from .play import playout

PLAYTHROUGHS = Path(__file__).parent / "playthroughs"


@pytest.fixture(params=sorted(registry.GAMES))
def game(request) -> AnyGame:
    return registry.rules(request.param)


def seat_counts(game: AnyGame) -> range:
    return range(game.min_players, game.max_players + 1)


def test_the_registry_entry_matches_the_game(game):
    entry = registry.GAMES[game.id]
    assert (entry.min_players, entry.max_players) == (game.min_players, game.max_players)
    assert tuple(registry.bot_levels(game.id)) == tuple(entry.levels)
    assert registry.screens(game.id).game_id == game.id


def test_random_playouts_end_with_only_legal_actions_and_an_outcome(game):
    rng = random.Random(1)
    for players in seat_counts(game):
        for seed in range(3):
            steps = playout(game, players, seed, rng)
            final = steps[-1].after
            assert game.to_move(final) == frozenset()
            assert all(game.legal_actions(final, seat) == [] for seat in range(players))
            result = game.outcome(final)
            assert len(result.scores) == players and result.winners
            best = max(result.scores)
            # Every winner has the best score (a game may break ties, as My Shelfie does).
            assert set(result.winners) <= {s for s, score in enumerate(result.scores) if score == best}


def candidates(game: AnyGame, state, seat: int, pool: list, rng: random.Random) -> list:
    """Actions to try in ``state``: its legal ones, others' legal actions, and damaged copies."""
    legal = game.legal_actions(state, seat)
    found = list(legal) + rng.sample(pool, min(len(pool), 20))
    for action in rng.sample(legal, min(len(legal), 10)):
        data = game.action_to_json(action)
        for key, value in data.items():
            if isinstance(value, int) and not isinstance(value, bool):
                with suppress(ShelfieError):  # a nudge the codec itself refuses is no candidate
                    found.append(game.action_from_json({**data, key: value + rng.choice((-1, 1))}))
    return found


def test_legal_actions_are_exactly_what_apply_accepts(game):
    """Sampled: every listed action is accepted, and every accepted action has the key of a listed
    one (the dice game also refuses a listed set of items with a wrong dice assignment)."""
    rng = random.Random(2)
    refused = 0
    for players in seat_counts(game):
        steps = playout(game, players, 7, rng)
        pool = [step.action for step in steps]
        for step in rng.sample(steps, min(len(steps), examples(60, least=6))):
            legal = game.legal_actions(step.before, step.seat)
            keys = [game.action_key(step.before, a) for a in legal]
            assert len(set(keys)) == len(keys), "one listed action per distinct effect"
            for action in legal:
                game.apply(step.before, step.seat, action)
            for action in candidates(game, step.before, step.seat, pool, rng):
                try:
                    game.apply(step.before, step.seat, action)
                except IllegalAction:
                    refused += 1
                    continue
                assert game.action_key(step.before, action) in keys, action
    assert refused, "the sampled candidates include illegal actions"


def test_actions_survive_json(game):
    rng = random.Random(3)
    for step in playout(game, game.max_players, 3, rng):
        for action in game.legal_actions(step.before, step.seat):
            data = json.loads(json.dumps(game.action_to_json(action)))
            assert game.action_from_json(data) == action


def test_every_state_saves_and_loads_back_equal_and_replay_equals_play(game):
    rng = random.Random(4)
    for players in seat_counts(game):
        steps = playout(game, players, 11, rng)
        for step in steps[:: max(1, len(steps) // 25)] + steps[-1:]:
            assert saves.loads(game, saves.dumps(game, step.after)) == step.after
        final = steps[-1].after
        start = game.start(saves.to_json(game, final)["config"])
        assert saves.replay(game, start, game.log(final)) == final


def test_observation_hides_the_seed(game):
    """Two games that differ only in their seed (so in every future draw) look the same to every
    seat: the recorded chance is replayed, and nothing else of the seed shows."""
    rng = random.Random(5)
    for step in playout(game, game.max_players, 13, rng)[::7]:
        data = saves.to_json(game, step.after)
        data["config"]["seed"] = data["config"]["seed"] + 1
        other = saves.from_json(game, data)
        assert other != step.after
        for seat in range(game.max_players):
            assert game.observe(step.after, seat) == game.observe(other, seat)


def golden_path(game_id: str) -> Path:
    return PLAYTHROUGHS / f"{game_id}.json"


def test_the_golden_playthrough_plays_out_as_recorded(game):
    """tests/contract/playthroughs/<game>.json: a recorded game with every state's summary.

    After a deliberate rules change: python -m tests.contract.playthroughs, and review the diff."""
    recorded = json.loads(golden_path(game.id).read_text())
    state = game.new_game(recorded["players"], recorded["seed"])
    assert game.summary(state) == recorded["start"]
    for number, step in enumerate(recorded["steps"], start=1):
        state = game.apply(state, step["seat"], game.action_from_json(step["action"]))
        assert game.summary(state) == step["summary"], f"step {number}"
    result = game.outcome(state)
    assert {"scores": list(result.scores), "winners": list(result.winners)} == recorded["outcome"]


def test_damaged_actions_are_refused_with_a_shelfie_error_or_played_legally(game):
    """Actions read from damaged JSON (any field of any type, huge numbers, deep lists): decoding
    refuses with a ShelfieError or applying refuses with IllegalAction; whatever ``apply`` accepts
    saves and loads back equal. Nothing else escapes the engine."""
    from tests.mutations import mutate_json
    from tests.mutations import steps as fuzz_steps

    steps_count = fuzz_steps(default=600, long=60_000)
    rng = random.Random(6)
    steps = playout(game, game.min_players, 17, rng)
    for number in range(steps_count):
        step = rng.choice(steps)
        data = mutate_json(game.action_to_json(step.action), rng)
        try:
            action = game.action_from_json(data)
            after = game.apply(step.before, step.seat, action)
        except ShelfieError:
            continue
        except Exception as error:
            raise AssertionError(
                f"{game.id} {number}: {type(error).__name__}: {error} for {data!r:.200}"
            ) from error
        assert saves.loads(game, saves.dumps(game, after)) == after


@pytest.mark.parametrize("seat", [True, False, 0.0, 1.0, [0], "0", None, -1, 99, 2**70])
def test_a_seat_that_is_not_a_seat_number_is_refused_with_illegal_action(game, seat):
    """``True == 1`` and ``0.0 == 0`` would pass ``seat in to_move(state)``, and a list would crash
    it: every member of the contract that takes a seat refuses them in words, and the state is
    unchanged (Splitter once listed seat 1's placements for ``True``)."""
    steps = playout(game, game.min_players, 3, random.Random(2))
    state = steps[0].before
    before = saves.dumps(game, state)
    action = steps[0].action
    for call in (
        lambda: game.apply(state, seat, action),
        lambda: game.legal_actions(state, seat),
        lambda: game.chance_outcomes(state, seat, action),
        lambda: game.observe(state, seat),
        lambda: game.resample(game.observe(state, 0), seat, random.Random(1)),
    ):
        with pytest.raises(IllegalAction, match="there is no seat"):
            call()
    assert saves.dumps(game, state) == before


def test_a_set_up_the_rules_cannot_play_is_refused_in_every_game(game):
    """The players and seed checks are written once (``shelfie.core.setup``) and every game uses them."""
    names = [f"P{n}" for n in range(1, game.max_players + 2)]
    least = names[: game.min_players]
    for players in (
        names[: game.min_players - 1],
        names,
        [" ", *least[1:]],
        ["W" * (MAX_NAME + 1), *least[1:]],
        [7, *least[1:]],
    ):
        with pytest.raises(InvalidConfig):
            game.new_game(players, 1)
    for seed in (-1, 2**64, True, 1.0, "1"):
        with pytest.raises(InvalidConfig, match="seed"):
            game.new_game(least, seed)
    assert game.players(game.new_game(["W" * MAX_NAME, *least[1:]], 2**64 - 1))[0] == "W" * MAX_NAME


def test_a_resampled_world_looks_the_same_to_its_seat_and_plays_on(game):
    """``resample`` fills in only what the seat may not see: observed again it is what the seat saw,
    and the game goes on in it (the determinization the generic bots play in)."""
    rng = random.Random(3)
    differs = False
    for step in playout(game, min(game.max_players, 3), 2, random.Random(6))[::7]:
        for seat in range(len(game.players(step.before))):
            seen = game.observe(step.before, seat)
            worlds = [game.resample(seen, seat, rng) for _ in range(4)]
            for world in worlds:
                assert game.observe(world, seat) == seen
                for mover in sorted(game.to_move(world)):
                    game.apply(world, mover, rng.choice(game.legal_actions(world, mover)))
            differs |= any(world != worlds[0] for world in worlds)
    assert differs == game.secret_information, "only a game with secrets has anything to draw"
