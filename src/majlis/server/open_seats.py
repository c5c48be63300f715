"""An open table's own events: a bot's seat given to the next person who comes, the end
of the wait for people, and a person leaving the match.  The wait and who left are
stored with the table and its seats, so that every process serving it agrees."""

from __future__ import annotations

from majlis.server.commits import Commits, States
from majlis.server.seats import token_hash
from majlis.server.store import SeatRow, SeatState


class OpenSeats(Commits):
    """The part of a table that gives seats, starts play and lets people leave."""

    async def give_seat(self, seat: int, name: str, token: str) -> bool:
        """Give a bot's seat to a person before the first action (an open table); False
        if it is no longer a bot's, or play has begun."""
        row = SeatRow(seat, "human", name, self.seats[seat].row.level, token_hash(token))

        def plan() -> States | None:
            if self.match_no or self.played or self.seats[seat].human:
                return None
            return self._states()

        async with self.lock:
            return await self._event("seated", seat, plan, given=row)

    async def start_now(self) -> None:
        """An open table stops waiting for people: play begins."""
        def plan() -> States | None:
            return self._states() if self.opening else None

        async with self.lock:
            await self._event("play begins", None, plan, opening=0.0)

    async def let_bot_play(self, seat: int) -> None:
        """The person of ``seat`` left the match: a bot plays on for the seat, and the
        table no longer waits for them (with nobody else, the bots play it out)."""
        def plan() -> States | None:
            if self.seats[seat].gone:
                return None
            return [SeatState(s.replaced or n == seat, s.again, s.gone or n == seat)
                    for n, s in enumerate(self.seats)]

        async with self.lock:
            await self._event("left the match", seat, plan)
