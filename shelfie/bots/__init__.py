"""Computer players for the dice game: Easy (random), Medium (greedy), Hard (expectimax).

Bots see only what a player at the table sees (``observe``): never the seed, so never future dice.
"""
