"""The dice game's screens: start, table, final scores."""
