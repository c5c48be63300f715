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
from collections.abc import Mapping
from typing import Any, Protocol

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
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        await self.beat()
        self._task = asyncio.create_task(self._beating())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    def claimed(self, table_id: str, until: float) -> None:
        """This process holds the table's lease, claimed just now, until ``until``."""
        self.running[table_id] = (until - self.lease, until)

    def dropped(self, table_id: str) -> None:
        """This process no longer runs the table's bots."""
        self.running.pop(table_id, None)

    def leased(self) -> list[dict[str, Any]]:
        """The tables whose bots and clock this process runs, as its health check says:
        each by a digest of its id (not a link to watch it), with since and until when
        this process holds its lease (the database's clock, as last renewed)."""
        return [{"table": hashlib.sha256(table_id.encode()).hexdigest()[:16],
                 "since": since, "until": until}
                for table_id, (since, until) in sorted(self.running.items())]

    async def _beating(self) -> None:
        while True:
            await asyncio.sleep(self.lease / 3)
            try:
                await self.beat()
            except Unavailable:
                pass  # said by the health check; the next beat tries again
            except Exception:
                log.exception("heartbeat failed")

    async def beat(self) -> None:
        served, tables = self.served, self.served.tables
        holding = [t for t in tables.values() if t.held]  # (not those taken meanwhile)
        try:
            held, lapsed = await asyncio.to_thread(self.store.renew, self.process, self.lease)
        except Unavailable:
            served.database_answers(False)
            raise
        served.database_answers(True)
        if lapsed:  # taken for gone meanwhile: who is connected here is said again
            for table in tables.values():
                table.presence.unsure()
        mine = {table.id: table for table in holding if table.held}
        for table_id in mine.keys() - held.keys():
            log.warning("lease lost", extra={"table": table_id})
            served.let_go(mine[table_id])
        for table_id in mine.keys() & held.keys() & self.running.keys():
            self.running[table_id] = (self.running[table_id][0], held[table_id])
        for table_id in await asyncio.to_thread(self.store.sweep, self.process):
            served.heard(table_id, -1, behind=True)
        every = not self.store.postgres  # (on SQLite this process is the only one)
        for table_id in await asyncio.to_thread(self.store.orphans, self.process, every):
            await served.adopt(table_id)
        await served.put_away()
        for table in [t for t in tables.values() if t.presence.unsaid]:
            await table.say_presence()
