"""Pieces every game shares: the game contract, errors, randomness, the save envelope, the registry."""
