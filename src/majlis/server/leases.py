"""The heartbeat of a server process: it says the process is alive, renews its leases
and learns which tables it still holds, takes over the tables of processes gone, forgets
their connections, puts away tables nobody needs here, and says again what it could not
say while the database was away; whether the database answered it tells the hub
(:meth:`Hub.database_answers`), which tells every client here when that changes.

A lease is timed by the database's clock (every process reads the same one) and names a
random id of the process's own, never its address: two processes given one public
address never both run a table.  Every write made for the holder (a bot's move, a clock
running out) checks the lease in its own transaction, so a process frozen past its lease
cannot add to the table once another holds it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING

from majlis.server.store import Unavailable
from majlis.server.wire import Refused

if TYPE_CHECKING:
    from majlis.server.hub import Hub

log = logging.getLogger("majlis.server")


class Leases:
    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        await self.beat()
        self._task = asyncio.create_task(self._beating())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _beating(self) -> None:
        while True:
            await asyncio.sleep(self.hub.config.lease / 3)
            try:
                await self.beat()
            except Unavailable:
                pass  # said by the health check; the next beat tries again
            except Exception:
                log.exception("heartbeat failed")

    async def beat(self) -> None:
        hub, store = self.hub, self.hub.store
        holding = [t for t in hub.tables.values() if t.held]  # (not those taken meanwhile)
        try:
            held, lapsed = await asyncio.to_thread(store.renew, hub.process, hub.config.lease)
        except Unavailable:
            hub.database_answers(False)
            raise
        hub.database_answers(True)
        if lapsed:  # taken for gone meanwhile: who is connected here is said again
            for table in hub.tables.values():
                table.unsure()
        mine = {table.id: table for table in holding if table.held}
        for table_id in mine.keys() - held.keys():
            log.warning("lease lost", extra={"table": table_id})
            hub.let_go(mine[table_id])
        for table_id in mine.keys() & held.keys() & hub.running.keys():
            hub.running[table_id] = (hub.running[table_id][0], held[table_id])
        for table_id in await asyncio.to_thread(store.sweep, hub.process):
            hub.heard(table_id, -1, behind=True)
        await self._adopt()
        await hub.put_away()
        for table in [t for t in hub.tables.values() if t.unsaid]:
            await table.say_presence()

    async def _adopt(self) -> None:
        """Hold the unfinished tables whose process is gone (all of them on SQLite,
        where this process is the only one)."""
        hub = self.hub
        every = not hub.store.postgres
        for table_id in await asyncio.to_thread(hub.store.orphans, hub.process, every):
            table = hub.tables.get(table_id)
            if table_id in hub.damaged or (table is not None and table.held):
                continue
            with contextlib.suppress(Refused):  # a damaged table: logged, left alone
                await hub.hold(table_id)
