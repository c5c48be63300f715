"""Bots standing in for people: a bot takes the seat of a person away too long, and the
person takes it back."""

from __future__ import annotations

import time

from majlis.server.commits import Commits, States
from majlis.server.seats import table_refusal
from majlis.server.store import SeatState


class StandIns(Commits):
    """The part of a table that hands an absent person's seat to a bot and back."""

    async def stand_in(self, seat: int) -> bool:
        """A bot takes the seat of its absent person (lock held); whether it did."""
        def plan() -> States | None:
            s = self.seats[seat]
            if not s.human or s.present or s.replaced:
                return None
            return [SeatState(r.replaced or n == seat, r.again, r.gone)
                    for n, r in enumerate(self.seats)]

        return await self._event("bot takes over", seat, plan, held=True)

    async def take_back(self, seat: int) -> None:
        """The person of ``seat`` plays again where a bot stood in for them."""
        def plan() -> States:
            if not self.seats[seat].replaced:
                raise table_refusal("no_bot")
            return [SeatState(s.replaced and n != seat, s.again, s.gone)
                    for n, s in enumerate(self.seats)]

        async with self.lock:
            await self._event("took back", seat, plan)
            self.turn_since = time.monotonic()
