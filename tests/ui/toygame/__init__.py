"""A tiny game with secrets, registered only by the shell tests: each player in turn writes a
hidden number 1-3; after two rounds the highest total wins. It proves that a game is a folder
plus a registry entry, and it drives the hand-off screen the dice game never needs."""
