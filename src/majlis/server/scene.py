"""What the clients of a table see: the public table, each seat's state frame (built
once an event and a clock second), and the frames every client is sent alike."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from majlis.frames import hands_json, state_json, table_json
from majlis.server.seats import Client, Timing
from majlis.server.standing import Standing


class Scene:
    """A table's clients here, and the frames they are sent of where it stands."""

    def __init__(self, standing: Standing, timing: Timing) -> None:
        self.standing = standing
        self.timing = timing
        self.clients: set[Client] = set()
        self.after_broadcast: list[Callable[[], None]] = []
        """Called after every broadcast: the table may have moved on (talk: a match
        over releases its spectators' talk to the seats)."""
        self._frames: dict[int | None, str] = {}
        self._frames_of: tuple[int, int, int | None, tuple[int | None, ...]] = (-1, -1, None, ())
        """The event, match, clock second and graces whose state frames ``_frames``
        holds, by seat."""
        self._hands_frame: tuple[tuple[int, int], str] = ((-1, -1), "")
        """The last ``hands`` frame, with the match and number of hands it holds."""

    def public(self) -> dict[str, Any]:
        """The table as anyone with its link sees it."""
        now = self.standing
        return table_json(now.id, now.match, description=now.description,
                          match_no=now.match_no, turn_clock=now.turn_clock, hints=now.hints,
                          commitment=now.commitment, seats=[s.public() for s in now.seats])

    def state_frame(self, seat: int | None) -> str:
        """The seat's state frame (``None``: a spectator's), built once an event and a
        clock second: the table does not change between events, and a crowd of
        spectators asking again costs a lookup each.  Only the frames of the present
        second are kept, one a seat at most."""
        now, clock, graces = self.standing, self.clock(), self.graces()
        if self._frames_of != (now.event, now.match_no, clock, graces):
            self._frames.clear()
            self._frames_of = (now.event, now.match_no, clock, graces)
        if seat not in self._frames:
            seats = [{**s.public(), "grace": grace}
                     for s, grace in zip(now.seats, graces, strict=True)]
            frame = state_json(now.game, now.match, seat, now.hands, event=now.event,
                               match_no=now.match_no, commitment=now.commitment, seats=seats,
                               clock=clock)
            self._frames[seat] = json.dumps(frame, separators=(",", ":"))
        return self._frames[seat]

    def hands_frame(self) -> str:
        """The finished hands of the match in play, for a client that asks (a state
        frame carries only the last), built once each time a hand finishes."""
        now = self.standing
        held = (now.match_no, len(now.hands))
        if self._hands_frame[0] != held:
            frame = json.dumps(hands_json(now.match_no, now.hands), separators=(",", ":"))
            self._hands_frame = (held, frame)
        return self._hands_frame[1]

    def clock(self) -> int | None:
        """Seconds left for a connected person to move, on a table with a turn clock."""
        now = self.standing
        seat = now.match.to_move()
        if seat is None or not now.turn_clock or now.seats[seat].bot_plays or \
                not now.attended():
            return None
        return max(0, round(self.timing.turn - (time.monotonic() - now.turn_since)))

    def graces(self) -> tuple[int | None, ...]:
        """Each seat's seconds left to come back before its person counts as having left
        the match (:meth:`Standing.grace_ends`), or None: every seat sees them alike."""
        now = time.monotonic()
        return tuple(None if (ends := self.standing.grace_ends(s)) is None
                     else max(0, round(ends - now)) for s in self.standing.seats)

    def broadcast(self) -> None:
        """Send every client here its seat's state frame."""
        frames: dict[int | None, str] = {}
        for client in list(self.clients):
            if client.seat not in frames:
                frames[client.seat] = self.state_frame(client.seat)
            client.send(frames[client.seat])
        for after in self.after_broadcast:
            after()

    def react(self, seat: int, reaction: str) -> None:
        self.tell(json.dumps({"type": "reaction", "seat": seat, "reaction": reaction}))

    def tell(self, frame: str) -> None:
        """Send every client here, whatever its seat, one frame that every seat may
        know alike."""
        for client in list(self.clients):
            client.send(frame)
