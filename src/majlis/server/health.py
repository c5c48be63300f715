"""The health check (``GET /api/health``): ready (200) while the database answers, not
ready (503) while it does not, so that a balancer sends nobody to a process that cannot
commit, answered within :data:`HEALTH_SECONDS` whatever the database does.

The database is asked from a thread of the check's own, one question at a time: during
an outage the server's other threads wait for the database (each up to its
:data:`~majlis.server.database.WAIT`), and a check queued behind them answered after a
balancer or Docker (3 s) had given up on it.  A check that comes while a question is
under way waits for that question's answer, for at most its own time.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from fastapi import APIRouter

from majlis.server.hub import Hub
from majlis.server.wire import Refused

HEALTH_SECONDS = 0.8
"""The longest the check waits for the database's answer: none by then is not ready."""


class Health:
    """Whether the database answers, asked at most once at a time."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.thread = ThreadPoolExecutor(1, thread_name_prefix="majlis-health")
        self.asking: asyncio.Future[bool] | None = None

    async def answers(self) -> bool:
        """Whether the database answered within :data:`HEALTH_SECONDS`."""
        if self.asking is None or self.asking.done():
            self.asking = asyncio.get_running_loop().run_in_executor(
                self.thread, self.hub.store.ping)
        try:
            return await asyncio.wait_for(asyncio.shield(self.asking), HEALTH_SECONDS)
        except TimeoutError:
            return False

    def close(self) -> None:
        self.thread.shutdown(wait=False, cancel_futures=True)


def health_routes(health: Health) -> APIRouter:
    router = APIRouter()
    hub = health.hub

    @router.get("/api/health")
    async def check() -> Any:
        """Ready, or ``unavailable`` (503); the clients of every table here are told
        when that changes (:meth:`Hub.database_answers`).  ``running``: the tables
        whose bots and clock this process runs (:meth:`Hub.leased`)."""
        answered = await health.answers()
        hub.database_answers(answered)
        if not answered:
            raise Refused("unavailable", "the tables' database cannot be reached",
                          ok=False, tables=len(hub.tables), running=hub.leased())
        return {"ok": True, "tables": len(hub.tables), "running": hub.leased()}

    return router
