"""The game ``python -m tools.new_game`` writes passes the cross-engine tests parametrized for it in
Firefox and WebKit, on the site built with it (``tests/test_new_game.py`` does the rest)."""

import pytest

from tests.test_new_game import built_scaffold, passed_at_least, run


@pytest.mark.parametrize("engine", ["firefox", "webkit"])
def test_a_scaffolded_game_passes_the_engine_tests_parametrized_for_it(tmp_path, engine):
    """``engine`` names the engine (no driver is opened here: the run in the copy opens its own),
    so the test runs in that engine's group of ``make engine-tests``."""
    built_scaffold(tmp_path)
    ran = run(
        tmp_path,
        *("-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "-ra"),
        *("-m", "browser", "-k", f"race and {engine}", "tests/engines/test_every_engine.py"),
    )
    if " skipped" in ran.stdout and " passed" not in ran.stdout:
        pytest.skip(f"{engine} cannot run here: {ran.stdout[-500:]}")  # as tests/engines/conftest.py says
    passed_at_least(ran, 1)
