"""Commits grouped into one transaction (issue 36): changes asked together are written in
one transaction, each answered only once the transaction holding it has committed; a
group that fails acknowledges none of its changes; one wrong change fails alone.  On a
real SQLite file, read back through a connection of its own, as another program would."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from majlis.server.database import Unavailable
from majlis.server.group_commit import GroupCommit
from majlis.server.store import Change, SeatRow, Store, TableRow

TABLES = 8
PROCESS = "here"


def new_store(path: Path) -> Store:
    """A store of :data:`TABLES` Sedma tables, each at event 0, held by :data:`PROCESS`."""
    store = Store(str(path))
    for n in range(TABLES):
        row = TableRow(f"t{n}", "sedma", {}, "secret", False, "test", 0, 0, False)
        store.create(row, [SeatRow(s, "bot", f"bot {s}", "rules", None) for s in range(4)],
                     PROCESS, 600)
    return store


def move(table: int, n: int = 0) -> Change:
    """Table ``table``'s move ``n`` (from event ``n`` to the next)."""
    return Change(f"t{table}", n, n + 1, 0, False, [], (n, 0, "pass"))


def stored_events(path: Path) -> dict[str, int]:
    """Each table's event as another connection to the file reads it: what has been
    committed."""
    with sqlite3.connect(path) as other:
        return dict(other.execute("SELECT id, event FROM tables").fetchall())


def test_changes_asked_together_are_one_transaction_each_answered_once_committed(
        tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = new_store(path)
    commits: list[str] = []
    store.db._conn.set_trace_callback(  # the store's own connection, as it runs
        lambda sql: commits.append(sql) if sql == "COMMIT" else None)
    writes = GroupCommit(store, PROCESS)

    async def moved(table: int) -> int:
        assert await writes.commit(move(table))
        return stored_events(path)[f"t{table}"]  # at once, as its clients would hear

    async def scenario() -> list[int]:
        return await asyncio.gather(*(moved(n) for n in range(TABLES)))

    try:
        seen = asyncio.run(scenario())
    finally:
        store.close()
    assert seen == [1] * TABLES, "a move was answered before it was committed"
    assert len(commits) == 1, f"{TABLES} moves asked together took {len(commits)} commits"


def test_a_failed_group_acknowledges_none_of_its_changes(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = new_store(path)
    writes = GroupCommit(store, PROCESS)

    async def scenario() -> list[bool | BaseException]:
        return await asyncio.gather(*(writes.commit(move(n)) for n in range(TABLES)),
                                    return_exceptions=True)

    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        answers = asyncio.run(scenario())
    finally:
        other.execute("ROLLBACK")
        other.close()
    try:
        assert all(isinstance(a, Unavailable) for a in answers), answers
        assert stored_events(path) == {f"t{n}": 0 for n in range(TABLES)}
        assert asyncio.run(scenario()) == [True] * TABLES, "the file let go, nothing wrote"
    finally:
        store.close()


def test_one_wrong_change_fails_alone_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = new_store(path)
    store.commit(move(3), PROCESS)
    wrong = Change("t3", 1, 2, 0, False, [], (0, 0, "pass"))  # action 0 stored already
    writes = GroupCommit(store, PROCESS)

    async def scenario() -> list[bool | BaseException]:
        changes = [wrong if n == 3 else move(n) for n in range(TABLES)]
        return await asyncio.gather(*(writes.commit(c) for c in changes),
                                    return_exceptions=True)

    try:
        answers = asyncio.run(scenario())
    finally:
        store.close()
    assert isinstance(answers.pop(3), sqlite3.IntegrityError)
    assert answers == [True] * (TABLES - 1), "the others failed with the wrong one"
    assert stored_events(path) == {f"t{n}": 1 for n in range(TABLES)}, \
        "the wrong change was written in part"


def test_a_change_refused_as_stale_leaves_its_group_written(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = new_store(path)
    writes = GroupCommit(store, PROCESS)

    async def scenario() -> list[bool]:
        changes = [move(n, 5 if n == 0 else 0) for n in range(TABLES)]  # t0 is not at 5
        return await asyncio.gather(*(writes.commit(c) for c in changes))

    try:
        answers = asyncio.run(scenario())
    finally:
        store.close()
    assert answers == [False] + [True] * (TABLES - 1)
    assert stored_events(path) == {"t0": 0} | {f"t{n}": 1 for n in range(1, TABLES)}


@pytest.mark.parametrize("asked", [1, 3])
def test_every_change_is_answered_however_the_asking_interleaves(tmp_path: Path,
                                                                 asked: int) -> None:
    """Changes asked while a group is being written, and after it was answered, are
    written too (a writer that had just finished must not leave one waiting)."""
    path = tmp_path / "db.sqlite3"
    store = new_store(path)
    writes = GroupCommit(store, PROCESS)

    async def one_table(table: int) -> None:
        for n in range(asked):
            assert await writes.commit(move(table, n))

    async def scenario() -> None:
        await asyncio.wait_for(asyncio.gather(*(one_table(n) for n in range(TABLES))), 30)

    try:
        asyncio.run(scenario())
    finally:
        store.close()
    assert stored_events(path) == {f"t{n}": asked for n in range(TABLES)}


def test_renewing_leases_waits_for_a_group_without_a_deadlock(postgres: str) -> None:
    """PostgreSQL: a group holds its tables' rows until it commits, locked in the order of
    their ids; a renewal of the leases of those tables, asked meanwhile, must lock them
    in that order too, else each waits for the other and one is failed as a deadlock.
    The group is played by a connection of the test's own, holding t1 and then asking
    for t2; the tables are created t2 first, the order a renewal scanning the table
    without one would lock them in."""
    import psycopg

    store = Store(postgres)
    for table in ("t2", "t1"):
        row = TableRow(table, "sedma", {}, "secret", False, "test", 0, 0, False)
        store.create(row, [SeatRow(s, "bot", f"bot {s}", "rules", None) for s in range(4)],
                     PROCESS, 600)
    renewed: list[tuple[dict[str, float], bool]] = []
    group = psycopg.connect(postgres, autocommit=True)
    watcher = psycopg.connect(postgres, autocommit=True)
    try:
        group.execute("BEGIN")
        group.execute("UPDATE tables SET event = event + 1 WHERE id = 't1'")
        renewal = threading.Thread(target=lambda: renewed.append(store.renew(PROCESS, 600)))
        renewal.start()
        deadline = time.monotonic() + 30
        while not watcher.execute("SELECT 1 FROM pg_stat_activity WHERE wait_event_type ="
                                  " 'Lock' AND query LIKE 'UPDATE tables SET lease_until%'"
                                  ).fetchall():
            assert time.monotonic() < deadline, "the renewal never waited for the group"
            time.sleep(0.05)
        group.execute("UPDATE tables SET event = event + 1 WHERE id = 't2'")
        group.execute("COMMIT")
        renewal.join(30)
    finally:
        group.close()
        watcher.close()
        store.close()
    assert renewed and set(renewed[0][0]) == {"t1", "t2"}, "the renewal failed"
