"""A practice table with no server: one person against bots, played in the page.

The page runs this module in Pyodide (``static/js/offline_worker.js``) when there is
no server to reach, or when the player asks to practise offline.  It answers the page's
messages with the frames a table's socket sends (``welcome``, ``state``, ``hands``,
``error``), built by the same code the server uses (:mod:`majlis.frames`), so that the
page draws an offline table exactly as a served one.  The person sits at seat 0; bots
of one level sit at the others and move when :meth:`OfflineTable.bot_move` is called
(the page paces them).  A finished match is kept by the page as a record
(:meth:`OfflineTable.record`, the project's record format).

Only the standard library and majlis's pure-Python rules are imported here, and by all
that this imports (``tests/test_offline.py`` scans the page's copy of them).

>>> table = OfflineTable("sedma", {"target": 1}, "random", "seed")
>>> table.welcome()["seat"], table.state()["event"]
(0, 0)
"""

from __future__ import annotations

import json
from typing import Any

from majlis.bots import LEVELS, load_bot
from majlis.commitment import commitment, match_seed
from majlis.explain import as_json
from majlis.frames import (
    default_name,
    description_json,
    finished_hands,
    hand_json,
    hands_json,
    record_seat,
    seat_json,
    state_json,
    table_json,
)
from majlis.games import make_game
from majlis.match import Match
from majlis.play import Players
from majlis.protocol import IllegalAction
from majlis.records import to_record
from majlis.words import readable

PERSON = 0
"""The person's seat; bots sit at the others."""
TABLE_ID = "offline"
OFFLINE_LEVELS = tuple(level for level in LEVELS if level != "learned")
"""The bot levels an offline table offers: all but the learned bot, which needs numpy
(the page's Python has the standard library only)."""


class OfflineTable:
    """A practice table in the page: ``game_id`` under ``options``, bots of ``level``,
    its matches' seeds drawn from ``secret`` as a served table's are (the same deals)."""

    def __init__(self, game_id: str, options: dict[str, Any], level: str, secret: str) -> None:
        self.game = make_game(game_id, options)
        self.level = level if level in OFFLINE_LEVELS else "rules"
        """The bots' level: the one asked for where the page's Python has it."""
        self.secret = secret
        self.description = description_json(self.game)
        self.match_no = -1
        self.new_match()

    def new_match(self) -> None:
        """Deal the next match, with fresh bots."""
        self.match_no += 1
        self.event = 0
        self.seed = match_seed(self.secret, self.match_no)
        bots = {seat: load_bot(self.level) for seat in range(1, self.game.seats)}
        self.players = Players.streams(bots, self.seed, "bot")
        self.match: Match[Any] = Match(self.game, self.seed)
        self.hands: list[dict[str, Any]] = []
        self._hands_so_far()

    def _hands_so_far(self) -> None:
        self.hands.extend(hand_json(self.game, h)
                          for h in finished_hands(self.match)[len(self.hands):])

    def seats(self) -> list[dict[str, Any]]:
        """Every seat as the page sees it (:func:`majlis.frames.seat_json`)."""
        return [seat_json(seat, default_name(self._kind(seat), seat), self._kind(seat),
                          named_by_server=True, connected=True,
                          bot=None if seat == PERSON else self.level, again=False)
                for seat in range(self.game.seats)]

    @staticmethod
    def _kind(seat: int) -> str:
        return "human" if seat == PERSON else "bot"

    # -- the frames the page reads ---------------------------------------------

    def welcome(self) -> dict[str, Any]:
        table = table_json(TABLE_ID, self.match, description=self.description,
                           match_no=self.match_no, turn_clock=False, hints=False,
                           commitment=commitment(self.seed), seats=self.seats())
        return {"type": "welcome", "seat": PERSON, "table": table}

    def state(self) -> dict[str, Any]:
        return state_json(self.game, self.match, PERSON, self.hands, event=self.event,
                          match_no=self.match_no, commitment=commitment(self.seed),
                          seats=self.seats(), clock=None)

    def hands_frame(self) -> dict[str, Any]:
        return hands_json(self.match_no, self.hands)

    def record(self) -> dict[str, Any] | None:
        """The finished match's record (None while it is in play), its seats named as
        a table's record names them."""
        if self.match.winners is None:
            return None
        seats = [record_seat(default_name(self._kind(s), s),
                             None if s == PERSON else self.level, True)
                 for s in range(self.game.seats)]
        return to_record(self.match, seats, committed=True)

    # -- the person's verbs and the bots' ----------------------------------------

    def act(self, text: str) -> dict[str, Any]:
        """The person's action: the new ``state``, or the ``error`` frame refusing it."""
        if self.match.to_move() != PERSON:
            return refusal("not_your_turn", "it is not your turn")
        try:
            action = self.game.parse_action(text)
            state = self.game.apply(self.match.state, action)
        except IllegalAction as error:
            if error.why is None:
                return refusal("illegal", str(error), reason=error.reason)
            # worded by the page from ``why``: the engine here has no fluent to word it
            key = readable(f"refusal.{error.why.name}")
            return refusal("illegal", f"{error.action}: {key}", reason=key,
                           why=as_json(self.game, error.why))
        except ValueError as error:
            return refusal("illegal", str(error), reason=str(error))
        self._advance(state)
        return self.state()

    def bot_move(self) -> dict[str, Any] | None:
        """A bot's move where a bot is to move: the new ``state``; else None."""
        seat = self.match.to_move()
        if seat is None or seat == PERSON:
            return None
        action = self.players.choose(self.match, seat)
        self._advance(self.game.apply(self.match.state, action))
        return self.state()

    def again(self) -> dict[str, Any]:
        """Another match, once this one is over: its ``state``."""
        if self.match.winners is None:
            return refusal("illegal", "the match is not over")
        self.new_match()
        return self.state()

    def _advance(self, state: Any) -> None:
        self.match.advance(state)
        self.event += 1
        self._hands_so_far()


def refusal(code: str, message: str, **fields: Any) -> dict[str, Any]:
    """An ``error`` frame as the server's socket sends it (``majlis.server.wire``)."""
    return {"type": "error", "code": code, "message": message,
            **{name: value for name, value in fields.items() if value is not None}}


def as_text(frame: dict[str, Any] | None) -> str | None:
    """A frame as the JSON text the page parses (None stays None)."""
    return None if frame is None else json.dumps(frame, separators=(",", ":"))

