"""Computer players for every game, a folder per game (``bots/<id>``, its ``LEVELS`` named in the
registry) on a shared framework: Easy, Medium and Hard in each, from random-ish to searching.

Bots see only what a player at the table sees (``observe``): never the seed, so never future dice.
"""
