"""The events' clock: every process looks, a few times a second, for the events that
have begun and are not finished, takes (or renews) the lease of each one free, expired
or its own (:meth:`~majlis.server.events.Events.claim`), and gives each event it owns
its kind's turn (the arena's: :class:`~majlis.server.arena.Arena`).  A process killed
with ``kill -9`` stops renewing: once its lease runs out another process owns the event,
and since every turn's step is safe to do again, nothing is lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Protocol

from majlis.server.events import EventRow, Events, Lost
from majlis.server.periodic import repeat
from majlis.server.store import Unavailable

TICK = 0.5
"""Seconds between two turns of the clock."""

log = logging.getLogger("majlis.server")


class Kind(Protocol):
    """A kind of event, as the clock drives it."""

    kind: str

    async def turn(self, event: EventRow) -> None:
        """One turn of the event's clock, on the process that owns it."""


class EventClock:
    """This process's turn at the clock of every running event it can own."""

    def __init__(self, events: Events, process: str, lease: float, kinds: list[Kind]) -> None:
        self.events, self.process, self.lease = events, process, lease
        self.kinds = {k.kind: k for k in kinds}
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._ticking())

    async def stop(self) -> None:
        """Stop, and free the events owned here (another process owns them at once)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        with contextlib.suppress(Unavailable):
            await asyncio.to_thread(self.events.release, self.process)

    async def _ticking(self) -> None:
        await repeat(self.tick, TICK, "event clock", at_once=True)

    async def tick(self) -> None:
        for event_id in await asyncio.to_thread(self.events.due, 0.0):
            if not await asyncio.to_thread(self.events.claim, event_id, self.process,
                                           self.lease):
                continue
            event = await asyncio.to_thread(self.events.event, event_id)
            kind = None if event is None else self.kinds.get(event.kind)
            if event is None or kind is None:
                continue
            try:
                await kind.turn(event)
            except Lost:
                log.warning("event lost", extra={"event": event_id})
            except Unavailable:
                raise
            except Exception:  # one event's failure stops no other's turn
                log.exception("event turn failed", extra={"event": event_id})
