"""The server's repeated work (``periodic.repeat``): a turn that fails, with the database
away or with a bug, never ends the loop; only the bug is logged."""

from __future__ import annotations

import asyncio
import logging

import pytest

from majlis.server.database import Unavailable
from majlis.server.periodic import repeat


def test_a_failing_turn_is_followed_by_the_next(caplog: pytest.LogCaptureFixture) -> None:
    turns: list[str] = []
    failures = [Unavailable("the database is away"), RuntimeError("a bug")]

    async def run() -> None:
        done = asyncio.Event()

        async def work() -> None:
            turns.append("turn")
            if failures:
                raise failures.pop(0)
            done.set()

        task = asyncio.create_task(repeat(work, 0.001, "the test's work", at_once=True))
        await asyncio.wait_for(done.wait(), 30)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    with caplog.at_level(logging.ERROR, logger="majlis.server"):
        asyncio.run(run())
    assert len(turns) >= 3, "the two failing turns ended the loop"
    assert [r.getMessage() for r in caplog.records] == ["the test's work failed"]
    assert "a bug" in caplog.text
