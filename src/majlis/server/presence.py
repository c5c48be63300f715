"""Who is at a table through this process: clients come and go, and whether a seat's
person is connected here is committed as an event, so that every process knows it (said
again later where the database could not be reached)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from majlis.server.commits import EventLog
from majlis.server.scene import Scene
from majlis.server.seats import Client
from majlis.server.standing import Standing, States
from majlis.server.wire import Refused


class Presence:
    """A table's clients seated and gone, and who is said to be here (the table's lock
    held at every call)."""

    def __init__(self, standing: Standing, log: EventLog, scene: Scene) -> None:
        self.standing = standing
        self.log = log
        self.scene = scene
        self.unsaid: set[int] = set()
        """Seats whose presence here could not be written (the database was away)."""

    async def join(self, client: Client, seen: int) -> None:
        """Seat ``client`` (already given its seat) and bring it up to date;
        :class:`Refused` ``unavailable`` (the client not seated) while the database
        cannot be reached."""
        now = self.standing
        await self.log.fresh()
        waited = not now.attended()
        seat = None if client.seat is None else now.seats[client.seat]
        if seat is not None:
            seat.here += 1
        if waited and now.attended():  # play resumes: the clock starts again
            now.turn_since = time.monotonic()
            now.wake.set()
        joined, replaced = False, seat is not None and seat.replaced
        if seat is not None and seat.human and seat.here == 1:
            try:
                joined = await self.log.event("joined", seat.row.seat, self._back(seat.row.seat),
                                              presence=(seat.row.seat, True))
            except Refused:
                seat.here -= 1
                raise
            if joined and not seat.replaced and replaced:  # the seat taken back: its clock anew
                now.turn_since = time.monotonic()
        self.scene.clients.add(client)
        client.send(json.dumps({"type": "welcome", "seat": client.seat,
                                "table": self.scene.public()}))
        if joined or seen != now.event:
            client.send(self.scene.state_frame(client.seat))

    def _back(self, seat: int) -> Callable[[], States]:
        """The seats' states once ``seat``'s person is back: where a grace keeps their
        seat for them, they take it back from the bot that stood in meanwhile."""
        now = self.standing

        def plan() -> States:
            states = now.states()
            mine = states[seat]
            if now.grace and mine.replaced and not mine.gone:
                states[seat] = mine._replace(replaced=False)
            return states

        return plan

    async def leave(self, client: Client, closing: bool) -> None:
        """``client`` is gone; its seat's absence is said unless the table is
        ``closing`` here."""
        if client not in self.scene.clients:
            return
        self.scene.clients.discard(client)
        if client.seat is None or closing:
            return
        seat = self.standing.seats[client.seat]
        seat.here -= 1
        if seat.here == 0 and seat.human:
            if not seat.present:
                seat.away_since = time.monotonic()
            await self._say(client.seat)

    async def _say(self, seat: int) -> None:
        """Commit whether ``seat`` is connected here; kept to say again later if the
        database cannot be reached now."""
        here = self.standing.seats[seat].here > 0
        try:
            await self.log.event("joined" if here else "left", seat, self.standing.states,
                                 presence=(seat, here))
            self.unsaid.discard(seat)
        except Refused:
            self.unsaid.add(seat)

    def unsure(self) -> None:
        """This process was taken for gone (not heard from within its lease: frozen, or
        the database away): the seats connected here are said again, since another
        process may have swept their presence meanwhile."""
        self.unsaid |= {s.row.seat for s in self.standing.seats if s.human and s.here > 0}

    async def say_unsaid(self) -> None:
        """Say the presence of the seats that could not be said before."""
        for seat in sorted(self.unsaid):
            await self._say(seat)

    async def resync(self, client: Client, seen: int) -> None:
        await self.log.fresh()
        if seen != self.standing.event:
            client.send(self.scene.state_frame(client.seat))
