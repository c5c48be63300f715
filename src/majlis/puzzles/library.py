"""The puzzles the package ships (``majlis/puzzles/data/<game>.json``, built by
``majlis puzzles build``), looked up by id, by game in order, and one a day.

What a solver is shown of a puzzle (:func:`question`) is the seat's board and the hand
so far as it saw them and the actions it may take: never the answer, the values or
where the puzzle comes from (a bots' match's seed would replay every hidden card)."""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Iterable
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from majlis.puzzles.puzzle import read_set

DATA = "data"


class Library:
    """Puzzles by id, and each game's in the order of its file."""

    def __init__(self, puzzles: Iterable[dict[str, Any]]) -> None:
        self.puzzles = list(puzzles)
        self.by_id = {p["id"]: p for p in self.puzzles}
        self.games = sorted({p["game"] for p in self.puzzles})

    def of(self, game: str | None) -> list[dict[str, Any]]:
        """``game``'s puzzles in order (None: every game's)."""
        return [p for p in self.puzzles if game is None or p["game"] == game]

    def daily(self, day: datetime.date, game: str | None = None) -> dict[str, Any] | None:
        """The puzzle of ``day`` (of ``game``, or of any): the same all day, for everyone."""
        pool = self.of(game)
        if not pool:
            return None
        digest = hashlib.sha256(f"{day.isoformat()}/{game}".encode()).digest()
        return pool[int.from_bytes(digest[:8], "big") % len(pool)]

    def around(self, puzzle: dict[str, Any], game: str | None) -> tuple[str, str]:
        """The ids of the puzzles before and after ``puzzle`` among ``game``'s (every
        game's for None; its own game's where it is not one of ``game``'s), round the
        ends."""
        pool = self.of(game if game in (None, puzzle["game"]) else puzzle["game"])
        ids = [p["id"] for p in pool]
        at = ids.index(puzzle["id"])
        return ids[at - 1], ids[(at + 1) % len(ids)]


def files(folder: Path | None = None) -> list[Path]:
    """The puzzle files in ``folder`` (default: the package's own)."""
    if folder is None:
        folder = Path(str(resources.files("majlis.puzzles") / DATA))
    return sorted(folder.glob("*.json"))


@cache
def shipped() -> Library:
    """The package's puzzles."""
    return Library(p for path in files() for p in read_set(path)["puzzles"])


QUESTION_FIELDS = ("id", "game", "options", "seat", "totals", "board", "stages", "legal")
"""What a solver is shown before answering."""
ANSWER_FIELDS = ("answer", "values", "why", "themes", "judged", "depth")
"""What a solver is shown once they have answered."""


def question(puzzle: dict[str, Any]) -> dict[str, Any]:
    """The puzzle as put to a solver (the module's words)."""
    return {field: puzzle[field] for field in QUESTION_FIELDS}


def answer(puzzle: dict[str, Any]) -> dict[str, Any]:
    """The puzzle's answer and what stands behind it."""
    return {field: puzzle[field] for field in ANSWER_FIELDS}
