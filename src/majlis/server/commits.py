"""A table's event log as this process writes and reads it.  A change is committed
before anyone hears of it, and only if the table is still at the event this process
last saw (else it catches up and works the change out again); then it is played here
and sent to every client as one numbered state.  When another process committed an
event (its notice, or a write of ours refused because it came first), the table catches
up from the store before it acts again."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from collections.abc import Callable

from majlis.server.group_commit import GroupCommit
from majlis.server.metrics import COMMITS
from majlis.server.scene import Scene
from majlis.server.seats import table_refusal, unavailable
from majlis.server.standing import Standing, States
from majlis.server.store import Change, SeatRow, Unavailable

log = logging.getLogger("majlis.server")

TRIES = 5
"""Times a change of the seats is worked out again when another process wrote first."""


class EventLog:
    """A table's commits and its catching up, the table's lock held at every call."""

    def __init__(self, standing: Standing, scene: Scene, writes: GroupCommit,
                 holds: Callable[[], bool]) -> None:
        self.standing = standing
        self.scene = scene
        self.writes = writes
        """The process's commits, grouped (:mod:`majlis.server.group_commit`)."""
        self.store = writes.store
        self.process = writes.process
        self.holds = holds
        """Whether this process holds the table's lease (runs its bots and clock)."""
        self.heard = standing.event
        """The newest event another process announced."""
        self.behind = False
        """Whether the store may hold more than this process knows (a write whose answer
        was lost): catch up before acting."""

    # -- writing ---------------------------------------------------------------

    def over_change(self) -> Change:
        """The word that the match is over, at the present event."""
        now = self.standing
        return Change(now.id, now.event, now.event, now.match_no, True, now.states())

    def action_change(self, seat: int, action: str, held: bool) -> Change:
        """The next event: ``seat`` plays ``action`` (``held``: for the lease's holder)."""
        return self._change([], (self.standing.played, seat, action), held=held)

    def _change(self, states: States, action: tuple[int, int, str] | None = None,
                presence: tuple[int, bool] | None = None, held: bool = False,
                match_no: int | None = None, given: SeatRow | None = None,
                opening: float | None = None) -> Change:
        """The next event, from the present one."""
        now = self.standing
        new_match = match_no is not None and match_no != now.match_no
        over = now.match.winners is not None and action is None and not new_match
        return Change(now.id, now.event, now.event + 1,
                      now.match_no if match_no is None else match_no, over, states, action,
                      presence, held, given, opening)

    async def commit(self, change: Change) -> bool:
        """Commit before anyone hears of it; False if another process wrote first (or
        took the lease), :class:`Refused` ``unavailable`` while the database cannot be
        reached (the table catches up before it acts again: the write may have been
        done)."""
        try:
            done = await self.writes.commit(change)
        except Unavailable:
            self.behind = True
            log.warning("database unavailable", extra={"table": self.standing.id})
            raise unavailable() from None
        if done:
            COMMITS.inc()
        else:
            self.behind = True
        return done

    async def event(self, what: str, seat: int | None, plan: Callable[[], States | None],
                    presence: tuple[int, bool] | None = None, held: bool = False,
                    match_no: Callable[[], int] | None = None,
                    given: SeatRow | None = None, opening: float | None = None) -> bool:
        """Commit an event whose seats ``plan`` works out from the table as it stands
        (None: nothing to do), worked out again after catching up where another process
        wrote first; whether it was committed.  ``opening``: the seconds an open table
        waits for people from now on (0: play begins)."""
        now = self.standing
        for _ in range(TRIES):
            await self.fresh()
            states = plan()
            if states is None:
                return False
            new_match = match_no() if match_no else None
            if await self.commit(self._change(states, None, presence, held, new_match,
                                              given, opening)):
                if given is not None:
                    now.seated(given)
                self._committed(states, new_match, opening)
                log.info(what, extra={"table": now.id, "seat": seat, "event": now.event})
                return True
            if held and not self.holds():
                return False
        raise table_refusal("stale", now.event)

    def _committed(self, states: States, match_no: int | None, opening: float | None) -> None:
        now = self.standing
        now.set_states(states, opening)
        now.event += 1
        if match_no is not None and match_no != now.match_no:
            now.new_match(match_no, [])
            now.turn_since = time.monotonic()
        self.scene.broadcast()
        now.wake.set()

    # -- catching up -----------------------------------------------------------

    def hear(self, event: int) -> bool:
        """Another process committed ``event``; whether this table must catch up."""
        self.heard = max(self.heard, event)
        return self.heard > self.standing.event

    async def fresh(self, later: bool = False) -> None:
        """Catch up if the store may know more; :class:`Refused` ``unavailable`` if it
        cannot be read now.  ``later``: the clients hear of it once the present message
        is answered (an act refused as stale hears why before it hears the new state, as
        when it came in time to see it)."""
        now = self.standing
        if not self.behind and self.heard <= now.event:
            return
        try:
            news = await asyncio.to_thread(self.store.news, now.id, now.match_no,
                                           now.played, self.process)
        except Unavailable:
            self.behind = True
            raise unavailable() from None
        self.behind = False
        if news.event == now.event:
            now.present_elsewhere(news.connected)
            return
        now.read(news.match_no, news.actions)
        now.set_states(news.seats, news.opening)
        for seat, (kind, name, token) in zip(now.seats, news.people, strict=True):
            if (seat.row.kind, seat.row.name, seat.row.token_hash) != (kind, name, token):
                now.seated(dataclasses.replace(seat.row, kind=kind, name=name,
                                               token_hash=token))
        now.present_elsewhere(news.connected)
        now.event = news.event
        now.turn_since = time.monotonic()
        if later:
            asyncio.get_running_loop().call_soon(self.scene.broadcast)
        else:
            self.scene.broadcast()
        now.wake.set()
