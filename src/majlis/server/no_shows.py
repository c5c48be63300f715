"""An event's tables nobody comes to (docs/events.md): a table every person left waits
for them (:meth:`~majlis.server.standing.Standing.attended`), so the owner of an event
watches its tables, and one none of whose people has been at it for the server's away
time is played out by the bots, so that an event never waits for ever on a table nobody
came to.  Each kind says what becomes of its absent people (both pause them).
"""

from __future__ import annotations

import time

from majlis.server.hub import Hub
from majlis.server.table import Table


class NoShows:
    """Since when each table of this process's events has had nobody at it."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self._since: dict[str, float] = {}
        """Since when (``time.monotonic``) each table nobody is at, as this owner saw it."""

    def overdue(self, table: Table) -> bool:
        """Whether none of the table's people has been at it for the server's away time
        (then it is forgotten: the caller plays it out)."""
        if table.standing.attended():
            self._since.pop(table.id, None)
            return False
        since = self._since.setdefault(table.id, time.monotonic())
        if time.monotonic() - since < self.hub.config.timing.away:
            return False
        del self._since[table.id]
        return True


async def play_out(table: Table) -> None:
    """Bots play on for every person of the table who has not left it (one a bot stands
    in for too: a stand-in does not move at a table nobody is at), and the table no
    longer waits for them."""
    for seat in table.standing.seats:
        if seat.human and not seat.gone:
            await table.let_bot_play(seat.row.seat)
