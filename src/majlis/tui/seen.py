"""What the screen may show: the game's rules (public), one seat's view, and the
hand scores, their parts and the match totals announced at the table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from majlis.explain import ScorePart
from majlis.protocol import Game, View
from majlis.tui.names import Names


@dataclass(frozen=True)
class Seen:
    """What the screen shows: one seat's view, and the public scores."""

    game: Game[Any]
    view: View
    names: Names
    players: tuple[str, ...]
    """How each seat is called on screen ("You", "Seat 2")."""
    bots: tuple[str, ...]
    """Each seat's bot level ("" for the human)."""
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    parts: tuple[ScorePart, ...] = ()
    """The parts of the hand's scores, once it is over."""


def seat_names(seats: int, human: int | None) -> tuple[str, ...]:
    """How people read the seats: "You", the others counted from 1 ("Seat 2" is the
    record's seat 1)."""
    return tuple("You" if seat == human else f"Seat {seat + 1}" for seat in range(seats))


LEVEL_WORDS = {"random": "Easy", "rules": "Medium", "search": "Hard",
               "search-strong": "Expert", "learned": "Beta"}
"""Each bot level as a difficulty a newcomer knows (the level stays the record's word)."""


def level_word(spec: str) -> str:
    """A bot as the players' table says it, under "bot": its level's difficulty
    ("Hard"), a bot loaded by import path as its path, "" for a person."""
    return LEVEL_WORDS.get(spec, spec)


def bot_label(spec: str) -> str:
    """A bot as a sentence names it: "Hard bot", or the import path of one of its own."""
    return f"{LEVEL_WORDS[spec]} bot" if spec in LEVEL_WORDS else spec


def role(seen: Seen, seat: int) -> str:
    """"partner" or "opponent" in a partnership game, else ""."""
    teams = seen.game.teams()
    if all(len(team) == 1 for team in teams) or seat == seen.view.seat:
        return ""
    mine = next(team for team in teams if seen.view.seat in team)
    return "partner" if seat in mine else "opponent"


def plural(number: int, noun: str) -> str:
    """``1 card``, ``3 cards``."""
    return f"{number} {noun}" + ("" if number == 1 else "s")
