"""The heartbeat of a server process: it says the process is alive, renews its leases
and learns which tables it still holds, takes over the tables of processes gone, forgets
their connections, puts away tables nobody needs here, and says again what it could not
say while the database was away; whether the database answered it tells the hub
(:meth:`Served.database_answers`), which tells every client here when that changes.

A lease is timed by the database's clock (every process reads the same one) and names a
random id of the process's own, never its address: two processes given one public
address never both run a table.  Every write made for the holder (a bot's move, a clock
running out) checks the lease in its own transaction, so a process frozen past its lease
cannot add to the table once another holds it.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import threading
import time
from collections.abc import Mapping
from typing import Any, Protocol

from majlis.server.metrics import LEASES_GAINED, LEASES_LOST
from majlis.server.periodic import repeat
from majlis.server.store import Store, Unavailable
from majlis.server.table import Table

log = logging.getLogger("majlis.server")


class Served(Protocol):
    """The tables this process serves, as the heartbeat needs them (the hub)."""

    @property
    def tables(self) -> Mapping[str, Table]: ...

    def database_answers(self, answered: bool) -> None: ...

    def let_go(self, table: Table) -> None:
        """Stop running the table's bots here: another process holds its lease."""

    def heard(self, table_id: str, event: int, behind: bool = False) -> None:
        """``event`` was committed at ``table_id`` (``behind``: something was, maybe)."""

    async def adopt(self, table_id: str) -> None:
        """Hold a table whose process is gone."""

    async def put_away(self) -> None:
        """Unload the tables nobody needs here."""


class Renewal(threading.Thread):
    """Renews this process's leases every third of a lease, on a thread and a database
    connection of its own, so that renewing waits neither for the event loop nor behind
    its queue of commits and reads; each answer goes to the event loop
    (:meth:`Leases.renewed`)."""

    def __init__(self, store: Store, leases: Leases, loop: asyncio.AbstractEventLoop) -> None:
        super().__init__(name="majlis-leases", daemon=True)
        self.store, self.leases, self.loop = store, leases, loop
        self.stopping = threading.Event()

    def run(self) -> None:
        every = self.leases.lease / 3
        due = time.monotonic() + every
        while not self.stopping.wait(max(0.0, due - time.monotonic())):
            due += every
            asked = time.monotonic()
            try:
                answer: tuple[dict[str, float], bool] | None = self.store.renew(
                    self.leases.process, self.leases.lease)
            except Unavailable:
                answer = None
            except Exception:
                log.exception("renewing leases failed")
                continue
            try:
                self.loop.call_soon_threadsafe(self.leases.renewed, asked, answer)
            except RuntimeError:  # the loop closed without stopping this thread first
                return


class Leases:
    """This process's heartbeat, and the leases it holds."""

    def __init__(self, store: Store, process: str, lease: float, served: Served) -> None:
        self.store = store
        self.process = process
        self.lease = lease
        """Seconds a lease lasts from its last renewal (renewed every third of it)."""
        self.served = served
        self.running: dict[str, tuple[float, float]] = {}
        """The tables whose bots and clock this process runs: since and until when it
        holds each one's lease (the database's clock, as claimed and last renewed)."""
        self._claimed_at: dict[str, float] = {}
        """When each running table was claimed here (``time.monotonic``): a renewal
        asked for before that did not know of it."""
        self._task: asyncio.Task[None] | None = None
        self._renewal: Renewal | None = None

    async def start(self) -> None:
        self.renewed(time.monotonic(), await self._renew())
        await self.beat()
        own = self.store if self.store.db.url == ":memory:" else \
            await asyncio.to_thread(Store, self.store.db.url)  # (one connection in memory)
        self._renewal = Renewal(own, self, asyncio.get_running_loop())
        self._renewal.start()
        self._task = asyncio.create_task(self._beating())

    async def stop(self) -> None:
        """Stop renewing (once a renewal under way is done: none comes after this)."""
        if self._task is not None:
            self._task.cancel()
        renewal = self._renewal
        if renewal is not None:
            renewal.stopping.set()
            await asyncio.to_thread(renewal.join)
            if renewal.store is not self.store:
                renewal.store.close()

    def claimed(self, table_id: str, until: float) -> None:
        """This process holds the table's lease, claimed just now, until ``until``."""
        self.running[table_id] = (until - self.lease, until)
        self._claimed_at[table_id] = time.monotonic()
        LEASES_GAINED.inc()

    def dropped(self, table_id: str) -> None:
        """This process no longer runs the table's bots."""
        self.running.pop(table_id, None)
        self._claimed_at.pop(table_id, None)

    def leased(self) -> list[dict[str, Any]]:
        """The tables whose bots and clock this process runs, as its health check says:
        each by a digest of its id (not a link to watch it), with since and until when
        this process holds its lease (the database's clock, as last renewed)."""
        return [{"table": hashlib.sha256(table_id.encode()).hexdigest()[:16],
                 "since": since, "until": until}
                for table_id, (since, until) in sorted(self.running.items())]

    async def _renew(self) -> tuple[dict[str, float], bool] | None:
        try:
            return await asyncio.to_thread(self.store.renew, self.process, self.lease)
        except Unavailable:
            return None

    def renewed(self, asked: float, answer: tuple[dict[str, float], bool] | None) -> None:
        """A renewal asked for at ``asked`` (``time.monotonic``) answered: the tables this
        process still holds, with until when, and whether it had been taken for gone;
        None: the database did not answer."""
        served, tables = self.served, self.served.tables
        served.database_answers(answer is not None)
        if answer is None:
            return
        held, lapsed = answer
        if lapsed:  # taken for gone meanwhile: who is connected here is said again
            for table in tables.values():
                table.presence.unsure()
        known = [t for t in self.running if self._claimed_at[t] <= asked]
        for table_id in known:
            if table_id in held:
                self.running[table_id] = (self.running[table_id][0], held[table_id])
            else:
                log.warning("lease lost", extra={"table": table_id})
                LEASES_LOST.inc()
                served.let_go(tables[table_id])

    async def _beating(self) -> None:
        await repeat(self.beat, self.lease / 3, "heartbeat")

    async def beat(self) -> None:
        """The heartbeat's work on the event loop (the renewals are :class:`Renewal`'s):
        forget the connections of processes gone, adopt their tables, put away those
        nobody needs here, and say the presence not said yet."""
        served, tables = self.served, self.served.tables
        for table_id in await asyncio.to_thread(self.store.sweep, self.process):
            served.heard(table_id, -1, behind=True)
        every = not self.store.postgres  # (on SQLite this process is the only one)
        for table_id in await asyncio.to_thread(self.store.orphans, self.process, every):
            await served.adopt(table_id)
        await served.put_away()
        for table in [t for t in tables.values() if t.presence.unsaid]:
            await table.say_presence()
