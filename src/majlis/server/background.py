"""Work a part of the server starts and does not wait for (a read, then frames sent),
kept until it is done: the event loop holds only weak references to its tasks."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any


class Background:
    """The tasks one part started, each kept until done."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[Any]] = set()

    def keep(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` as a task kept until it is done."""
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
