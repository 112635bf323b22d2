"""My Shelfie (the tile game): one named test per rule, common goal and decision of
RULES-MYSHELFIE.md, its bots and its screens."""
