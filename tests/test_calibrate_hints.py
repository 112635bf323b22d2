"""The hint calibration tool (``tools/calibrate_hints.py``) fits what it should: run under CPython only,
as the tool is (it plays games in worker processes)."""

import math
import random

import pytest

from tools.calibrate_hints import fit_chance


def test_the_stated_chance_fit_recovers_the_curve_the_results_follow():
    """Win shares drawn from a known logistic curve of the log-odds give back its (a, b)."""
    rng = random.Random(11)
    said = [rng.uniform(0.02, 0.98) for _ in range(20_000)]

    def truth(chance: float) -> float:
        return 1 / (1 + math.exp(-(0.6 + 1.3 * math.log(chance / (1 - chance)))))

    won = [1.0 if rng.random() < truth(chance) else 0.0 for chance in said]
    a, b = fit_chance(said, won)
    assert a == pytest.approx(0.6, abs=0.08)
    assert b == pytest.approx(1.3, abs=0.08)


def test_a_calibrated_chance_is_left_as_it_is():
    said = [i / 100 for i in range(1, 100)] * 20
    won = list(said)
    a, b = fit_chance(said, won)
    assert a == pytest.approx(0.0, abs=1e-6)
    assert b == pytest.approx(1.0, abs=1e-6)
