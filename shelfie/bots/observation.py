"""What a bot may see: the table, never the seed (which fixes every future die)."""

from dataclasses import replace

from shelfie.dicegame import GameState


def observe(state: GameState) -> GameState:
    return replace(state, config=replace(state.config, seed=0))
