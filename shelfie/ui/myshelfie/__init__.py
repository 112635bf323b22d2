"""My Shelfie's screens: the living room, the bookshelves, taking tiles, the goals and the final table."""
