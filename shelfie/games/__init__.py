"""One folder per game: pure rules, each implementing the contract in shelfie.core.contract.

Games never import each other (tests/test_layers.py)."""
