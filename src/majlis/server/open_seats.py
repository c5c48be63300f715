"""An open table's own events: a bot's seat given to the next person who comes, the end
of the wait for people, and a person leaving the match.  The wait and who left are
stored with the table and its seats, so that every process serving it agrees."""

from __future__ import annotations

import time

from majlis.server.commits import EventLog
from majlis.server.seats import token_hash
from majlis.server.standing import Standing, States
from majlis.server.store import SeatRow, SeatState


class OpenSeats:
    """An open table's seats given, its play begun and its people leaving (the table's
    lock held at every call)."""

    def __init__(self, standing: Standing, log: EventLog) -> None:
        self.standing = standing
        self.log = log

    def started(self) -> bool:
        """Whether play has begun (no seat can be given any more)."""
        return bool(self.standing.match_no or self.standing.played)

    async def give_seat(self, seat: int, name: str, token: str) -> bool:
        """Give a bot's seat to a person before the first action; False if it is no
        longer a bot's, or play has begun."""
        now = self.standing
        row = SeatRow(seat, "human", name, now.seats[seat].row.level, token_hash(token))

        def plan() -> States | None:
            if self.started() or now.seats[seat].human:
                return None
            return now.states()

        return await self.log.event("seated", seat, plan, given=row)

    async def start_now(self) -> None:
        """Play begins: the table stops waiting for people."""
        def plan() -> States | None:
            return self.standing.states() if self.standing.opening else None

        await self.log.event("play begins", None, plan, opening=0.0)

    async def let_bot_play(self, seat: int, overdue: bool = False) -> None:
        """The person of ``seat`` left the match: a bot plays on for the seat, and the
        table no longer waits for them (with nobody else, the bots play it out).
        ``overdue``: they left by not coming back within their grace (the lease's holder
        says so, where the grace has run out as this process knows it)."""
        def plan() -> States | None:
            now = self.standing
            ends = now.grace_ends(now.seats[seat])
            if now.seats[seat].gone or (overdue and (ends is None or ends > time.monotonic())):
                return None
            return [SeatState(s.replaced or n == seat, s.again, s.gone or n == seat)
                    for n, s in enumerate(now.seats)]

        await self.log.event("grace over" if overdue else "left the match", seat, plan,
                             held=overdue)
