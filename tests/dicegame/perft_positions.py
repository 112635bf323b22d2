"""Fixed positions with fixed dice and the number of legal markings each has, perft style.

The counts were cross-checked with the brute-force oracle in helpers.py when they were pinned.
"""

POSITIONS = [
    (
        80,
        "empty board, one of each face",
        "cat book plant trophy game joker",
        [".....", ".....", ".....", ".....", "....."],
    ),
    (12, "empty board, six cats", "cat cat cat cat cat cat", [".....", ".....", ".....", ".....", "....."]),
    (
        23,
        "empty board, worked check 1",
        "joker joker cat cat book book",
        [".....", ".....", ".....", ".....", "....."],
    ),
    (
        43,
        "empty board, worked check 2",
        "plant plant plant trophy cat joker",
        [".....", ".....", ".....", ".....", "....."],
    ),
    (
        26,
        "empty board, three pairs",
        "cat cat book book plant plant",
        [".....", ".....", ".....", ".....", "....."],
    ),
    (
        12,
        "empty board, five games and a joker",
        "game game game game game joker",
        [".....", ".....", ".....", ".....", "....."],
    ),
    (
        23,
        "empty board, two jokers two pairs",
        "joker trophy joker trophy game game",
        [".....", ".....", ".....", ".....", "....."],
    ),
    (
        15,
        "mid-game, three cats one joker",
        "cat cat cat joker book plant",
        ["o.x..", ".o...", "..x..", "o....", "....."],
    ),
    (
        5,
        "mid-game, mixed",
        "book book joker plant plant trophy",
        ["oo...", "o.o..", ".x.x.", "xxxxx", "o...."],
    ),
    (
        3,
        "late game, few items left",
        "cat cat joker game game game",
        ["ooxxo", "xxxxx", "o.o.x", "ooo..", "x...."],
    ),
    (
        0,
        "failed result",
        "trophy trophy trophy trophy joker joker",
        [".....", ".....", ".....", "xxxxx", "....."],
    ),
    (
        1,
        "one-die column marked out",
        "cat book plant trophy game cat",
        ["o....", "o....", "x....", "o....", "x...."],
    ),
]
