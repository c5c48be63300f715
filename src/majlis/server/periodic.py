"""Work a server process does again and again for as long as it runs (the leases'
heartbeat, the events' clock, an event's watch, the friends' presence, the host's acts
caught up): one loop, so that each says only what it does and how often.

A turn that finds the database away (``Unavailable``) is skipped: the health check says
so, and the next turn tries again. Any other failure is logged as ``"<what> failed"`` and
the next turn comes too, so that no loop dies of one bad turn."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from majlis.server.database import Unavailable

log = logging.getLogger("majlis.server")


async def repeat(work: Callable[[], Awaitable[Any]], seconds: float, what: str, *,
                 at_once: bool = False, extra: dict[str, Any] | None = None) -> None:
    """Run ``work`` every ``seconds`` until cancelled: first at once, or after a wait."""
    if not at_once:
        await asyncio.sleep(seconds)
    while True:
        try:
            await work()
        except Unavailable:
            pass
        except Exception:
            log.exception("%s failed", what, extra=extra)
        await asyncio.sleep(seconds)
