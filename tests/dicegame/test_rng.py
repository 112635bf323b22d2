from collections import Counter

from shelfie.core import rng


def test_draws_are_a_pure_function_of_seed_and_key():
    assert rng.draw(5, (1, 2), 6, 6) == rng.draw(5, (1, 2), 6, 6)
    assert rng.draw(5, (1, 2), 6, 6) != rng.draw(5, (1, 3), 6, 6)
    assert rng.draw(5, (1, 2), 6, 6) != rng.draw(6, (1, 2), 6, 6)


def test_known_values_stay_the_same_across_python_versions():
    assert rng.draw(0, (0, 0), 6, 6) == rng.draw(0, [0, 0], 6, 6)
    assert rng.draw(12345, (3, 1), 6, 6) == [4, 0, 5, 1, 5, 2]


def test_faces_are_roughly_uniform():
    counts = Counter(face for key in range(2000) for face in rng.draw(1, (key,), 6, 6))
    assert set(counts) == set(range(6))
    assert all(abs(n - 2000) < 200 for n in counts.values())
