"""The commits of every table this process serves, grouped: the changes asked while a
transaction is being written wait, and go together into the next one, so that one sync
to disk makes a whole group durable instead of one change each.  A change is answered
only once the transaction that holds it has committed (its table's clients hear of it
only then), and a group that fails answers every change in it with the failure: nothing
in it is acknowledged."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from majlis.server.store import Change, Store, Unavailable

MOST = 256
"""Changes in one transaction at most, so that a transaction stays short."""
POSTGRES_GROUPS = 4
"""Transactions written at once on PostgreSQL (its pool has connections enough); SQLite
writes one at a time."""

Written = bool | Exception
"""Whether a change was written (False: another process wrote first), or why not."""


class GroupCommit:
    """Commits changes of this process's tables, grouped into transactions."""

    def __init__(self, store: Store, process: str) -> None:
        self.store = store
        self.process = process
        self.groups = POSTGRES_GROUPS if store.postgres else 1
        self._asked: list[tuple[Change, asyncio.Future[bool]]] = []
        self._writers = 0
        """Groups being written now (each its task, :meth:`_write_asked`)."""
        self._tasks: set[asyncio.Task[None]] = set()

    async def commit(self, change: Change) -> bool:
        """Commit ``change`` with the others asked meanwhile: whether it was written
        (False: its table was not at ``change.previous``, or its lease was lost);
        :class:`Unavailable` if the database could not be reached (the change may
        have been written)."""
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[bool] = loop.create_future()
        self._asked.append((change, answer))
        if self._writers < self.groups:
            self._writers += 1
            task = loop.create_task(self._write_asked())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        return await answer

    async def _write_asked(self) -> None:
        """Write what is asked, a group at a time, until nothing is."""
        try:
            while self._asked:
                group, self._asked = self._asked[:MOST], self._asked[MOST:]
                await self._write_group(group)
        finally:
            self._writers -= 1  # at once: a change asked from now on starts a writer

    async def _write_group(self, group: list[tuple[Change, asyncio.Future[bool]]]) -> None:
        """Write ``group`` in one transaction, then answer each change in it."""
        try:
            written = await asyncio.to_thread(self._write, [c for c, _ in group])
        except Unavailable as error:
            written = [Unavailable(str(error)) for _ in group]
        except Exception as error:  # a lone change's own error
            written = [error]
        for (_, answer), result in zip(group, written, strict=True):
            if answer.done():  # its caller was cancelled
                continue
            if isinstance(result, Exception):
                answer.set_exception(result)
            else:
                answer.set_result(result)

    def _write(self, changes: Sequence[Change]) -> list[Written]:
        """The group in one transaction; if it fails other than by an outage (one
        change is wrong, or two processes' transactions deadlocked), nothing of it was
        written, and each change is tried alone, so that one bad change fails alone."""
        try:
            return list(self.store.commit_all(changes, self.process))
        except Unavailable:
            raise
        except Exception:
            if len(changes) == 1:
                raise
        return [self._alone(change) for change in changes]

    def _alone(self, change: Change) -> Written:
        try:
            return self.store.commit(change, self.process)
        except Exception as error:  # its caller hears it
            return error
