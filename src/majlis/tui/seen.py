"""What the screen may show: the game's rules (public), one seat's view, and the
hand scores, their parts and the match totals announced at the table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from majlis.explain import ScorePart
from majlis.protocol import Game, View
from majlis.tui.names import Names
from majlis.tui.speech import tell


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
    language: str = "en"
    """The language the screen speaks (:data:`majlis.i18n.LANGUAGES`)."""


def seat_names(seats: int, human: int | None, language: str = "en") -> tuple[str, ...]:
    """How people read the seats: "You", the others counted from 1 ("Seat 2" is the
    record's seat 1)."""
    return tuple(tell(language, "tui-you") if seat == human
                 else tell(language, "tui-seat", n=seat + 1) for seat in range(seats))


LEVEL_WORDS = {"random": ("tui-level-easy", "tui-bot-easy"),
               "rules": ("tui-level-medium", "tui-bot-medium"),
               "search": ("tui-level-hard", "tui-bot-hard"),
               "search-strong": ("tui-level-expert", "tui-bot-expert"),
               "learned": ("tui-level-beta", "tui-bot-beta")}
"""Each bot level as a difficulty a newcomer knows (the level stays the record's word):
under "bot" in the players' table, and as a sentence names the bot."""
PARTNER, OPPONENT = "tui-partner", "tui-opponent"


def level_word(spec: str, language: str = "en") -> str:
    """A bot as the players' table says it, under "bot": its level's difficulty
    ("Hard"), a bot loaded by import path as its path, "" for a person."""
    return tell(language, LEVEL_WORDS[spec][0]) if spec in LEVEL_WORDS else spec


def bot_label(spec: str, language: str = "en") -> str:
    """A bot as a sentence names it: "Hard bot", or the import path of one of its own."""
    return tell(language, LEVEL_WORDS[spec][1]) if spec in LEVEL_WORDS else spec


def role(seen: Seen, seat: int) -> str:
    """:data:`PARTNER` or :data:`OPPONENT` (a message id) in a partnership game, else
    ""."""
    teams = seen.game.teams()
    if all(len(team) == 1 for team in teams) or seat == seen.view.seat:
        return ""
    mine = next(team for team in teams if seen.view.seat in team)
    return PARTNER if seat in mine else OPPONENT
