"""My Shelfie, the tile game: the living room board, bookshelves, goals and scoring as data and
pure functions behind the shared contract."""
