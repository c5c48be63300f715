"""Who is at a table through this process: clients come and go, and whether a seat's
person is connected here is committed as an event, so that every process knows it (said
again later where the database could not be reached)."""

from __future__ import annotations

import json
import time

from majlis.server.commits import Commits
from majlis.server.seats import Client
from majlis.server.wire import Refused


class Presence(Commits):
    """The part of a table that seats its clients and says who is here."""

    closed: bool
    unsaid: set[int]

    async def join(self, client: Client, seen: int) -> None:
        """Seat ``client`` (already given its seat) and bring it up to date;
        :class:`Refused` ``unavailable`` (the client not seated) while the database
        cannot be reached."""
        async with self.lock:
            await self._fresh()
            waited = not self.attended()
            seat = None if client.seat is None else self.seats[client.seat]
            if seat is not None:
                seat.here += 1
            if waited and self.attended():  # play resumes: the clock starts again
                self.turn_since = time.monotonic()
                self.wake.set()
            joined = False
            if seat is not None and seat.human and seat.here == 1:
                try:
                    joined = await self._event("joined", seat.row.seat, self._states,
                                               presence=(seat.row.seat, True))
                except Refused:
                    seat.here -= 1
                    raise
            self.clients.add(client)
            client.send(json.dumps({"type": "welcome", "seat": client.seat,
                                    "table": self.public()}))
            if joined or seen != self.event:
                client.send(self.state_frame(client.seat))

    async def leave(self, client: Client) -> None:
        async with self.lock:
            if client not in self.clients:
                return
            self.clients.discard(client)
            if client.seat is None or self.closed:
                return
            seat = self.seats[client.seat]
            seat.here -= 1
            if seat.here == 0 and seat.human:
                if not seat.present:
                    seat.away_since = time.monotonic()
                await self._say_presence(client.seat)

    async def _say_presence(self, seat: int) -> None:
        """Commit whether ``seat`` is connected here; kept to say again later if the
        database cannot be reached now."""
        here = self.seats[seat].here > 0
        try:
            await self._event("joined" if here else "left", seat, self._states,
                              presence=(seat, here))
            self.unsaid.discard(seat)
        except Refused:
            self.unsaid.add(seat)

    def unsure(self) -> None:
        """This process was taken for gone (not heard from within its lease: frozen, or
        the database away): the seats connected here are said again, since another
        process may have swept their presence meanwhile."""
        self.unsaid |= {s.row.seat for s in self.seats if s.human and s.here > 0}

    async def say_presence(self) -> None:
        """Say the presence of the seats that could not be said before."""
        async with self.lock:
            for seat in sorted(self.unsaid):
                await self._say_presence(seat)

    async def resync(self, client: Client, seen: int) -> None:
        async with self.lock:
            await self._fresh()
            if seen != self.event:
                client.send(self.state_frame(client.seat))
