"""Finished games kept in the browser, for the statistics screen; exported and imported as a file.

One record per finished game, of any game: who sat where (person or computer level), the scores and
the winners. Statistics are computed from the records alone, so an imported history counts too.
"""

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from shelfie.core.errors import InvalidSave
from shelfie.core.saves import parse
from shelfie.core.setup import MAX_NAME
from shelfie.registry import GAMES, PERSON

HISTORY_KEY = "shelfie.history"
MAX_RECORDS = 1000
REPLAYABLE = 20
"""The most recent games keep their whole log, for the replay from the statistics (storage is small)."""
FORMAT = "shelfie-history"


@dataclass(frozen=True)
class Record:
    game: str
    date: str
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    save: str | None = field(default=None, compare=False)
    """The game's save (its log), as JSON text, for a replay; only the latest games keep it."""
    daily: bool = False
    """A daily challenge (counted apart too: the same deal everyone played that day)."""

    def to_json(self, with_save: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "game": self.game,
            "date": self.date,
            "names": list(self.names),
            "kinds": list(self.kinds),
            "scores": list(self.scores),
            "winners": list(self.winners),
        }
        if with_save and self.save is not None:
            data["save"] = self.save
        if self.daily:
            data["daily"] = True
        return data


def _record(data: object) -> Record:
    if not isinstance(data, dict) or data.get("game") not in GAMES:
        raise InvalidSave("a record names no game of this site")
    names, kinds, scores, winners = (data.get(k) for k in ("names", "kinds", "scores", "winners"))
    date = data.get("date", "")
    entry = GAMES[data["game"]]
    seats = len(names) if isinstance(names, list) else -1
    valid = (
        isinstance(date, str)
        and len(date) <= 10
        and entry.min_players <= seats <= entry.max_players
        and all(isinstance(n, str) and 0 < len(n) <= MAX_NAME for n in names)  # type: ignore[union-attr]
        and isinstance(kinds, list)
        and len(kinds) == seats
        and all(k in entry.kinds for k in kinds)
        and isinstance(scores, list)
        and len(scores) == seats
        and all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s <= entry.max_score for s in scores)
        and isinstance(winners, list)
        and winners
        and all(isinstance(w, int) and not isinstance(w, bool) and 0 <= w < seats for w in winners)
    )
    save, daily = data.get("save"), data.get("daily", False)
    if not valid or not (save is None or isinstance(save, str)) or not isinstance(daily, bool):
        raise InvalidSave("a record of the history is unreadable")
    return Record(data["game"], date, tuple(names), tuple(kinds), tuple(scores), tuple(winners), save, daily)  # type: ignore[arg-type]


def load(text: str | None) -> list[Record]:
    """The records in ``text`` (a saved or exported history), or InvalidSave."""
    if text is None:
        return []
    data = parse(text)
    if isinstance(data, dict) and data.get("format") == FORMAT:
        data = data.get("games")
    if not isinstance(data, list):
        raise InvalidSave("this is not a Shelfie history")
    return [_record(item) for item in data][-MAX_RECORDS:]


def readable(text: str) -> list[Record]:
    """Every record of a damaged history that can still be read (none if it is not JSON)."""
    try:
        data = parse(text)
    except InvalidSave:
        return []
    if isinstance(data, dict) and data.get("format") == FORMAT:
        data = data.get("games")
    kept = []
    for item in data if isinstance(data, list) else []:
        try:
            kept.append(_record(item))
        except InvalidSave:
            continue
    return kept[-MAX_RECORDS:]


def dump(records: list[Record]) -> str:
    """The history as a file a player keeps or moves to another browser; the latest games with
    their logs, so they can be replayed."""
    kept = records[-MAX_RECORDS:]
    return json.dumps(
        {
            "format": FORMAT,
            "games": [r.to_json(with_save=i >= len(kept) - REPLAYABLE) for i, r in enumerate(kept)],
        }
    )


def merge(old: list[Record], new: list[Record]) -> list[Record]:
    """``old`` plus the records of ``new`` it does not have yet (importing twice adds nothing)."""
    seen = set(old)
    return [*old, *(r for r in new if r not in seen)][-MAX_RECORDS:]


@dataclass(frozen=True)
class Stats:
    played: int
    wins_by_level: dict[str, tuple[int, int]]
    """Strongest computer level in the game -> (games a person won, games played against it)."""
    best: int | None
    average: float | None
    scores: tuple[int, ...]
    """The best person's score of each game, oldest first: the chart."""
    daily_played: int = 0
    daily_best: int | None = None
    """The daily challenges played, and the best score in one (a person's, seat 0)."""


def stats(records: list[Record], game: str) -> Stats:
    mine = [r for r in records if r.game == game]
    levels = tuple(GAMES[game].levels)
    wins: Counter[str] = Counter()
    against: Counter[str] = Counter()
    scores = []
    for record in mine:
        people = [seat for seat, kind in enumerate(record.kinds) if kind == PERSON]
        if not people:
            continue
        scores.append(max(record.scores[seat] for seat in people))
        computers = [k for k in record.kinds if k != PERSON]
        if computers:
            strongest = max(computers, key=levels.index)
            against[strongest] += 1
            wins[strongest] += any(seat in record.winners for seat in people)
    dailies = [record.scores[0] for record in mine if record.daily]
    return Stats(
        played=len(mine),
        wins_by_level={level: (wins[level], against[level]) for level in levels if against[level]},
        best=max(scores) if scores else None,
        average=sum(scores) / len(scores) if scores else None,
        scores=tuple(scores),
        daily_played=len(dailies),
        daily_best=max(dailies, default=None),
    )
