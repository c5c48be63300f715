"""A process's leases are renewed however busy its event loop is: renewing waits
neither for the loop nor behind its queue of database work (issue 36: with
``--lease-seconds 2`` under load, leases were lost by the dozen and moves refused as
``stale``)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from majlis.server.hub import Config, Hub

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
