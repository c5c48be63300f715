"""A process's leases are renewed however busy its event loop is: renewing waits
neither for the loop nor behind its queue of database work (issue 36: with
``--lease-seconds 2`` under load, leases were lost by the dozen and moves refused as
``stale``)."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

from majlis.server.hub import Config, Hub
from majlis.server.store import SeatRow, Store, TableRow
from tests.serverkit import wait_for

LEASE = 1.0
BOTS = {"game": "sedma", "options": {}, "turn_clock": False,
        "seats": [{"kind": "bot", "level": "random"}] * 4}


def test_leases_are_renewed_while_the_event_loop_is_busy(tmp_path: Path) -> None:
    """The event loop is kept from running for twice a lease (the long work of a loaded
    process, done here in one piece): the table's lease is still held in the database
    when the loop runs again, and the process still runs the table's bots."""
    async def scenario() -> tuple[float, bool]:
        hub = Hub(Config(db=str(tmp_path / "db.sqlite3"), lease=LEASE))
        await hub.start()
        try:
            made = await hub.create(BOTS, "127.0.0.1")
            time.sleep(2 * LEASE)  # the loop busy: no callback, no task runs meanwhile
            [(left,)] = hub.store.db.query(
                f"SELECT lease_until - {hub.store.now} FROM tables WHERE id = ?",
                (made["table"],))
            await asyncio.sleep(0)  # the renewals' answers reach the hub
            return float(left), hub.tables[made["table"]].held
        finally:
            await hub.stop()
    left, held = asyncio.run(scenario())
    assert left > 0, f"the lease ran out {-left:.2f} s before the loop ran again"
    assert held, "the process let the table go"


def test_a_renewal_held_up_past_the_process_time_says_it_was_taken_for_gone(
        postgres: str) -> None:
    """PostgreSQL: a renewal asked in time waits for a table's row that another
    process's commit holds (a loaded machine), and commits only once the process's time
    has run out: meanwhile the other processes read it as gone (a person connected
    through it as away), so the renewal says it was taken for gone, and the process
    says its seats again.  Before, it judged at its start ("in time"), and a table
    whose lease holder had read its only person as away waited for them for ever while
    they waited for its bots (issue 36: 1,000 tables on three processes)."""
    import psycopg

    store = Store(postgres)
    row = TableRow("t1", "sedma", {}, "secret", False, "test", 0, 0, False)
    store.create(row, [SeatRow(s, "bot", f"bot {s}", "rules", None) for s in range(4)],
                 "here", LEASE)
    assert not store.renew("here", LEASE)[1], "a first renewal is no lapse"
    assert not store.renew("here", LEASE)[1], "a renewal in time is no lapse"
    answers: list[tuple[dict[str, float], bool]] = []
    group = psycopg.connect(postgres, autocommit=True)
    watcher = psycopg.connect(postgres, autocommit=True)
    try:
        group.execute("BEGIN")
        group.execute("UPDATE tables SET event = event + 1 WHERE id = 't1'")
        renewal = threading.Thread(target=lambda: answers.append(store.renew("here", LEASE)))
        renewal.start()
        wait_for(lambda: watcher.execute(
            "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE"
            " 'UPDATE tables SET lease_until%'").fetchall(), "the renewal never waited")
        wait_for(lambda: watcher.execute(
            "SELECT 1 FROM processes WHERE id = 'here' AND alive_until <"
            f" {store.now}").fetchall(), "the process's time never ran out")
        group.execute("COMMIT")
        renewal.join(30)
    finally:
        group.close()
        watcher.close()
        store.close()
    assert answers, "the renewal failed"
    held, lapsed = answers[0]
    assert set(held) == {"t1"}, "the renewal lost the table's lease"
    assert lapsed, "a renewal committed after the process's time ran out said it was in time"
