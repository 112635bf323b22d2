"""The tuning tool's simultaneous perturbation (``tools/tune_bots.py --gradient``) measures what it
says: run under CPython only, as the tool is (it plays games in worker processes)."""

import random

import pytest

from shelfie.bots.dicegame.evaluation import RACE
from tools.tune_bots import coordinates, effects, main, nudged, signs


def test_each_numbers_effect_is_recovered_from_nudging_them_all_at_once():
    """An objective that is a known linear function of every sign, plus noise, gives back each
    number's own slope within its stated error, the zero slopes included."""
    slopes = [0.03, -0.05, 0.0, 0.01, 0.0, -0.02]
    rng = random.Random(5)
    directions = [signs(seed, len(slopes)) for seed in range(20_000)]
    results = [
        0.6 + sum(s * d for s, d in zip(slopes, row, strict=True)) + rng.gauss(0, 0.4) for row in directions
    ]
    for slope, (effect, error) in zip(slopes, effects(results, directions), strict=True):
        assert error == pytest.approx(0.4 / 20_000**0.5, rel=0.2)
        assert abs(effect - slope) < 4 * error


def test_the_signs_are_the_seeds_own_and_balanced():
    assert signs(60_000, 15) == signs(60_000, 15)
    assert signs(60_000, 15) != signs(60_001, 15)
    ups = sum(d == 1 for seed in range(2_000) for d in signs(seed, 15))
    assert 0.47 < ups / 30_000 < 0.53


def test_nudging_scales_every_number_of_the_weights_by_its_own_sign():
    start = RACE[2]
    numbers = coordinates(start)
    directions = signs(60_000, len(numbers))
    moved = nudged(start, directions, 0.15)
    for (name, position), direction in zip(numbers, directions, strict=True):
        before, after = getattr(start, name), getattr(moved, name)
        if position is not None:
            before, after = before[position], after[position]
        assert after == pytest.approx(before * (1 + 0.15 * direction), abs=0.001)


@pytest.mark.parametrize(
    ("given", "said"),
    [
        (["--gradient", "1.5"], "--gradient takes a step between 0 and 1 (0.15 nudges by 15%), not 1.5"),
        (["--gradient", "0"], "--gradient takes a step between 0 and 1 (0.15 nudges by 15%), not 0"),
        (["--gradient", "0.15", "--games", "1"], "--gradient needs at least 2 games"),
    ],
)
def test_a_step_or_a_number_of_games_it_cannot_use_is_refused_before_any_game(
    monkeypatch, capsys, given, said
):
    monkeypatch.setattr("sys.argv", ["tune_bots", "--weights", "race", "--players", "2", *given])
    with pytest.raises(SystemExit) as stopped:
        main()
    assert stopped.value.code == 2
    assert said in capsys.readouterr().err
