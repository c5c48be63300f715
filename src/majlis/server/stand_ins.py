"""Bots standing in for people: a bot takes the seat of a person away too long, and the
person takes it back."""

from __future__ import annotations

import time

from majlis.server.commits import EventLog
from majlis.server.seats import table_refusal
from majlis.server.standing import Standing, States
from majlis.server.store import SeatState


class StandIns:
    """A table's absent people's seats handed to a bot and back (the table's lock held
    at every call)."""

    def __init__(self, standing: Standing, log: EventLog) -> None:
        self.standing = standing
        self.log = log

    async def stand_in(self, seat: int) -> bool:
        """A bot takes the seat of its absent person; whether it did."""
        def plan() -> States | None:
            s = self.standing.seats[seat]
            if not s.human or s.present or s.replaced:
                return None
            return [SeatState(r.replaced or n == seat, r.again, r.gone)
                    for n, r in enumerate(self.standing.seats)]

        return await self.log.event("bot takes over", seat, plan, held=True)

    async def take_back(self, seat: int) -> None:
        """The person of ``seat`` plays again where a bot stood in for them."""
        def plan() -> States:
            if not self.standing.seats[seat].replaced:
                raise table_refusal("no_bot")
            return [SeatState(s.replaced and n != seat, s.again, s.gone)
                    for n, s in enumerate(self.standing.seats)]

        await self.log.event("took back", seat, plan)
        self.standing.turn_since = time.monotonic()
