"""One client flooding a running server with long work while another polls a table's
record (docs/tables.md, "Limits and abuse"): the flooder sends ``--replays`` record
replays at once, again and again, for ``--seconds``; the poller asks for a bot table's
record twice a second.  Prints the poller's answers by status and its p50/p99, and the
flooder's answers by status.  The two clients are told apart by ``X-Forwarded-For``, so
the server must trust loopback as a proxy:

    majlis serve --port 18903 --db /tmp/flood.sqlite3 --trusted-proxy 127.0.0.1 &
    python scripts/long_flood.py --url http://127.0.0.1:18903
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import statistics
import time
from typing import Any

import httpx

from majlis.games import make_game
from majlis.records import to_record
from majlis.simulate import random_match


async def poll(http: httpx.AsyncClient, table: str, until: float) -> tuple[list[float], Any]:
    times, statuses = [], collections.Counter[int]()
    while time.monotonic() < until:
        start = time.monotonic()
        answer = await http.get(f"/api/tables/{table}/record",
                                headers={"x-forwarded-for": "10.0.0.1"})
        times.append(time.monotonic() - start)
        statuses[answer.status_code] += 1
        await asyncio.sleep(0.5)
    return times, statuses


async def flood(http: httpx.AsyncClient, record: dict[str, Any], at_once: int,
                until: float) -> Any:
    statuses = collections.Counter[int]()

    async def one() -> None:
        while time.monotonic() < until:
            answer = await http.post("/api/replay", json=record,
                                     headers={"x-forwarded-for": "10.0.0.2"})
            statuses[answer.status_code] += 1
            if answer.status_code != 200:
                await asyncio.sleep(0.05)

    await asyncio.gather(*(one() for _ in range(at_once)))
    return statuses


async def main(url: str, replays: int, seconds: float) -> None:
    record = to_record(random_match(make_game("badam-saat", {"games": 20}), 1))
    async with httpx.AsyncClient(base_url=url, timeout=120) as http:
        created = await http.post("/api/tables", json={"game": "badam-saat",
                                                       "options": {"games": 50}})
        table = created.json()["table"]
        await asyncio.sleep(5)  # the bots play some hands
        until = time.monotonic() + seconds
        (times, polled), flooded = await asyncio.gather(
            poll(http, table, until), flood(http, record, replays, until))
    quantiles = statistics.quantiles(times, n=100)
    print(json.dumps({"poller": dict(polled), "poll_p50_ms": round(1000 * quantiles[49]),
                      "poll_p99_ms": round(1000 * quantiles[98]), "flooder": dict(flooded)}))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--replays", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=30)
    args = parser.parse_args()
    asyncio.run(main(args.url, args.replays, args.seconds))
