"""A process that serves a table another process holds hears every event committed
there, however the notices and its own reads of the store interleave: two hubs in one
event loop share one store, and the second hears what the first commits as notices
would tell it.  A read held open at the store lets a test put a notice exactly where a
loaded machine once did (CI: a player waited 90 s for a turn the process it was
connected to never heard of)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from majlis.server.hub import Config, Hub
from majlis.server.seats import Timing
from majlis.server.table import Table

PEOPLE = {"game": "sedma", "options": {}, "turn_clock": False,
          "seats": [{"kind": "human", "name": "Noura"}, {"kind": "human", "name": "Fahad"}]}


@contextlib.asynccontextmanager
async def hubs(tmp_path: Path) -> AsyncIterator[tuple[Hub, Hub]]:
    config = Config(db=str(tmp_path / "db.sqlite3"), timing=Timing(away=600))
    first, second = Hub(config), Hub(config)
    try:
        yield first, second
    finally:
        await second.stop()
        await first.stop()


async def play(table: Table) -> None:
    """One move by whoever is to move (a person: no bot plays at this table)."""
    now = table.standing
    seat = now.match.to_move()
    assert seat is not None
    await table.apply(seat, now.event, now.game.legal_actions(now.match.state)[0])


class HeldRead:
    """The hub's reads of a table's news, each held after it read the store until the
    test lets it answer."""

    def __init__(self, hub: Hub) -> None:
        self.done, self.answer = threading.Event(), threading.Event()
        real: Callable[..., Any] = hub.store.news

        def held(*args: Any) -> Any:
            news = real(*args)
            self.done.set()
            self.answer.wait(30)
            return news
        hub.store.news = held  # type: ignore[method-assign,assignment]

    async def read(self) -> None:
        """Until a read has read the store (it is held now)."""
        assert await asyncio.to_thread(self.done.wait, 30), "no read came"


async def caught_up(hub: Hub) -> None:
    while hub._catching:
        await asyncio.gather(*hub._catching.values())


def test_a_notice_heard_during_a_read_is_read_after_it(tmp_path: Path) -> None:
    """A notice of a newer event while a catch-up is reading: the catch-up reads again
    (no other notice comes: the first process waits for this one's player)."""
    async def scenario() -> tuple[int, int]:
        async with hubs(tmp_path) as (first, second):
            made = await first.create(PEOPLE, "127.0.0.1")
            there = first.tables[made["table"]]
            here = await second.table(there.id)
            held = HeldRead(second)
            await play(there)
            second.heard(there.id, there.standing.event)
            await held.read()
            await play(there)
            second.heard(there.id, there.standing.event)
            held.answer.set()
            await caught_up(second)
            return here.standing.event, there.standing.event
    here, there = asyncio.run(scenario())
    assert here == there, "the second process never heard of the last move"


def test_a_notice_heard_while_a_table_loads_is_not_lost(tmp_path: Path) -> None:
    """A notice of an event committed after the loading process read the table, but
    before it served it: the table still catches up to it."""
    async def scenario() -> tuple[int, int]:
        async with hubs(tmp_path) as (first, second):
            made = await first.create(PEOPLE, "127.0.0.1")
            there = first.tables[made["table"]]
            held = HeldRead(second)
            loading = asyncio.create_task(second.table(there.id))
            await held.read()
            await play(there)
            second.heard(there.id, there.standing.event)
            held.answer.set()
            here = await loading
            await caught_up(second)
            return here.standing.event, there.standing.event
    here, there = asyncio.run(scenario())
    assert here == there, "the loading process lost the notice of a move"


def test_a_notice_heard_during_a_read_that_found_nothing_new_is_read(tmp_path: Path) -> None:
    """A catch-up with nothing new to read (another process's connections swept, the
    notices connected again) hears a notice while it reads: it reads again, though its
    own read found nothing new (before, it stopped there, and the table waited for the
    next notice, which never came: its bots waited for a person who waited for them)."""
    async def scenario() -> tuple[int, int]:
        async with hubs(tmp_path) as (first, second):
            made = await first.create(PEOPLE, "127.0.0.1")
            there = first.tables[made["table"]]
            here = await second.table(there.id)
            held = HeldRead(second)
            second.heard(there.id, -1, behind=True)
            await held.read()
            await play(there)
            second.heard(there.id, there.standing.event)
            held.answer.set()
            await caught_up(second)
            return here.standing.event, there.standing.event
    here, there = asyncio.run(scenario())
    assert here == there, "the second process never heard of the move"
