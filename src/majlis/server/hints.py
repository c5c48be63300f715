"""Hints at a practice table: the search bot's suggestion for the one person's own move.

A practice table has one person seat, the others bots: there a hint helps the person
learn and tells nobody else anything.  At a table of several people it would be a
second player whispering to one of them, so the table refuses it (``no_hint``).  The
suggestion is worked out from the seat's view only (through :class:`Players`, as every
bot move is), on the bots' threads, at most once an event, and goes to the asker alone.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import Executor
from typing import Any

from majlis.bots import load_bot
from majlis.play import HandInPlay, Players
from majlis.protocol import Game

HINT_BOT = "search"
"""The bot level whose choice a hint suggests."""


class Adviser:
    """One table's hints: its bot, and the suggestion for the latest event asked."""

    def __init__(self, secret: str, thinking: Executor) -> None:
        self.bot = load_bot(HINT_BOT)
        self.secret = secret
        self.thinking = thinking
        self._asked: tuple[tuple[int, int], asyncio.Future[int]] | None = None

    def suggest(self, game: Game[Any], state: Any, seat: int, match_no: int,
                event: int) -> asyncio.Future[int]:
        """The bot's action for ``seat`` to move in ``state`` (the table's ``event`` of
        match ``match_no``): started now on the bots' threads, or the one already under
        way for this event.  Its random stream is the table's for that event, so that
        asking twice, or with other cards hidden from the seat, suggests the same."""
        key = (match_no, event)
        if self._asked is None or self._asked[0] != key:
            players = Players.streams({seat: self.bot}, self.secret, "table", match_no,
                                      "hint", event)
            future = asyncio.get_running_loop().run_in_executor(
                self.thinking, players.choose, HandInPlay(game, state), seat)
            self._asked = (key, future)
        return self._asked[1]
