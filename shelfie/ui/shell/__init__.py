"""The page shell every game shares: home, seat set-up, notices, autosave, computer stepping,
hints, the replace question and the hand-off screen. A game's UI package supplies only its
screens (``screens.GameScreens``)."""
