"""What the clients of a table see: the public table, each seat's state frame (built
once an event and a clock second), reactions, and whether anyone is at the table."""

from __future__ import annotations

import json
import time
from typing import Any

from majlis.match import Match
from majlis.protocol import Game
from majlis.server.frames import hands_json, play_json
from majlis.server.seats import Client, Seat, Timing, token_hash
from majlis.server.wire import Refused


class Scene:
    """The part of a table that its clients see (:class:`~majlis.server.table.Table`
    keeps it up to date)."""

    id: str
    game: Game[Any]
    options: dict[str, Any]
    description: dict[str, Any]
    turn_clock: bool
    match_no: int
    event: int
    match: Match[Any]
    seats: list[Seat]
    hints: bool
    held: bool
    timing: Timing
    turn_since: float
    clients: set[Client]
    _tokens: dict[str, int]
    _hands: list[dict[str, Any]]
    commitment: str

    def __init__(self) -> None:
        self._frames: dict[int | None, str] = {}
        self._frames_of: tuple[int, int, int | None] = (-1, -1, None)
        """The event, match and clock second whose state frames ``_frames`` holds, by seat."""
        self._hands_frame: tuple[tuple[int, int], str] = ((-1, -1), "")
        """The last ``hands`` frame, with the match and number of hands it holds."""

    def seat_of(self, token: str) -> int:
        seat = self._tokens.get(token_hash(token))
        if seat is None:
            raise Refused("bad_token", "this token holds no seat at this table")
        return seat

    def public(self) -> dict[str, Any]:
        """The table as anyone with its link sees it."""
        status = "over" if self.match.winners is not None else "playing"
        return {"id": self.id, "game": self.game.id, "options": self.options,
                "description": self.description, "turn_clock": self.turn_clock,
                "match": self.match_no, "status": status, "hints": self.hints,
                "commitment": self.commitment, "seats": [s.public() for s in self.seats]}

    def state_frame(self, seat: int | None) -> str:
        """The seat's state frame (``None``: a spectator's), built once an event and a
        clock second: the table does not change between events, and a crowd of
        spectators asking again costs a lookup each.  Only the frames of the present
        second are kept, one a seat at most."""
        clock = self.clock()
        if self._frames_of != (self.event, self.match_no, clock):
            self._frames.clear()
            self._frames_of = (self.event, self.match_no, clock)
        if seat not in self._frames:
            frame = {"type": "state", "event": self.event, "match": self.match_no,
                     "commitment": self.commitment,
                     **play_json(self.game, self.match, seat, self._hands),
                     "seats": [s.public() for s in self.seats], "clock": clock}
            self._frames[seat] = json.dumps(frame, separators=(",", ":"))
        return self._frames[seat]

    def hands_frame(self) -> str:
        """The finished hands of the match in play, for a client that asks (a state
        frame carries only the last), built once each time a hand finishes."""
        held = (self.match_no, len(self._hands))
        if self._hands_frame[0] != held:
            frame = json.dumps(hands_json(self.match_no, self._hands), separators=(",", ":"))
            self._hands_frame = (held, frame)
        return self._hands_frame[1]

    def clock(self) -> int | None:
        """Seconds left for a connected person to move, on a table with a turn clock."""
        seat = self.match.to_move()
        if seat is None or not self.turn_clock or self.seats[seat].bot_plays or \
                not self.attended():
            return None
        return max(0, round(self.timing.turn - (time.monotonic() - self.turn_since)))

    def _broadcast(self) -> None:
        frames: dict[int | None, str] = {}
        for client in list(self.clients):
            if client.seat not in frames:
                frames[client.seat] = self.state_frame(client.seat)
            client.send(frames[client.seat])

    def react(self, seat: int, reaction: str) -> None:
        self.tell(json.dumps({"type": "reaction", "seat": seat, "reaction": reaction}))

    def tell(self, frame: str) -> None:
        """Send every client here, whatever its seat, one frame that every seat may
        know alike."""
        for client in list(self.clients):
            client.send(frame)

    def idle(self) -> bool:
        """Nobody at the table here, and nothing for this process to run: finished, or
        its bots run elsewhere."""
        return not self.clients and (self.match.winners is not None or not self.held)

    def attended(self) -> bool:
        """Whether the table plays on: a person sits at it (through any process), or it
        has no person seat at all (bots only: nobody's match to keep, and its record is
        there whenever someone looks).  A table every person has left waits for them
        (no bot moves, no clock runs), so that closing the tabs does not hand a match to
        the bots."""
        people = [s for s in self.seats if s.human and not s.gone]
        return not people or any(s.present for s in people)
