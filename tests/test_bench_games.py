"""``make bench`` runs each registered game's benchmark found by its id, not a list in the Makefile."""

from dataclasses import replace

from benchmarks import games
from shelfie import registry


def test_each_registered_game_with_a_benchmark_is_benchmarked(monkeypatch):
    assert games.modules() == ["benchmarks.dicegame", "benchmarks.myshelfie", "benchmarks.splitter"]
    monkeypatch.setitem(registry.GAMES, "toy", replace(registry.GAMES["splitter"], id="toy"))
    assert games.modules()[-1] == "benchmarks.splitter", "a game without a benchmark file is left out"
    monkeypatch.setattr(registry, "GAMES", {k: v for k, v in registry.GAMES.items() if k != "myshelfie"})
    assert "benchmarks.myshelfie" not in games.modules()
