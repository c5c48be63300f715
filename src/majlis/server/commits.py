"""A table's changes, committed to the event log before anyone hears of them: only if
the table is still at the event this process last saw (else it catches up and works the
change out again), then played here and sent to every client as one numbered state."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from majlis.server.catchup import CatchUp
from majlis.server.seats import table_refusal, unavailable
from majlis.server.store import Change, SeatRow, SeatState, Unavailable

log = logging.getLogger("majlis.server")

TRIES = 5
"""Times a change of the seats is worked out again when another process wrote first."""
States = list[SeatState]


class Commits(CatchUp):
    """The part of a table that writes its events."""

    held: bool

    def over_change(self) -> Change:
        """The word that the match is over, at the present event."""
        return Change(self.id, self.event, self.event, self.match_no, True, self._states())

    def _change(self, states: States, action: tuple[int, int, str] | None = None,
                presence: tuple[int, bool] | None = None, held: bool = False,
                match_no: int | None = None, given: SeatRow | None = None,
                opening: float | None = None) -> Change:
        """The next event, from the present one."""
        new_match = match_no is not None and match_no != self.match_no
        over = self.match.winners is not None and action is None and not new_match
        return Change(self.id, self.event, self.event + 1,
                      self.match_no if match_no is None else match_no, over, states, action,
                      presence, held, given, opening)

    def _states(self) -> States:
        return [SeatState(s.replaced, s.again, s.gone) for s in self.seats]

    async def _commit(self, change: Change) -> bool:
        """Commit before anyone hears of it; False if another process wrote first (or
        took the lease), :class:`Refused` ``unavailable`` while the database cannot be
        reached (the table catches up before it acts again: the write may have been
        done)."""
        try:
            done = await asyncio.to_thread(self.store.commit, change, self.process)
        except Unavailable:
            self.behind = True
            log.warning("database unavailable", extra={"table": self.id})
            raise unavailable() from None
        if not done:
            self.behind = True
        return done

    async def _event(self, what: str, seat: int | None, plan: Callable[[], States | None],
                     presence: tuple[int, bool] | None = None, held: bool = False,
                     match_no: Callable[[], int] | None = None,
                     given: SeatRow | None = None, opening: float | None = None) -> bool:
        """Commit an event whose seats ``plan`` works out from the table as it stands
        (None: nothing to do), worked out again after catching up where another process
        wrote first (lock held); whether it was committed.  ``opening``: the seconds an
        open table waits for people from now on (0: play begins)."""
        for _ in range(TRIES):
            await self._fresh()
            states = plan()
            if states is None:
                return False
            new_match = match_no() if match_no else None
            if await self._commit(self._change(states, None, presence, held, new_match,
                                               given, opening)):
                if given is not None:
                    self._seated(given)
                self._committed(states, new_match, opening)
                log.info(what, extra={"table": self.id, "seat": seat, "event": self.event})
                return True
            if held and not self.held:
                return False
        raise table_refusal("stale", self.event)

    def _committed(self, states: States, match_no: int | None, opening: float | None) -> None:
        self._set_states(states, opening)
        self.event += 1
        if match_no is not None and match_no != self.match_no:
            self._new_match(match_no, [])
            self.turn_since = time.monotonic()
        self._broadcast()
        self.wake.set()
