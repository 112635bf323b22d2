"""My Shelfie: The Dice Game, as data and pure functions behind the shared contract: ``game.GAME``
is what the registry, the shell, the saves and the bots use; the modules hold the rules by topic
(the board, the sheet, the actions, the markings, the scoring, the state and ``rules``)."""
