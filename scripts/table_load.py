"""Load figures for ``majlis serve`` as deployed: one process, or several behind nginx,
on SQLite or PostgreSQL.

Opens TABLES tables through the server (or the balancer), each with a simulated player
at seat 0 (``load_tables.Human``: thinks a random 0-2 s, plays a random legal action,
times each move to its acknowledgement) and bots at the others, at the server's default
pace; measures for SECONDS after a warm-up, then (several processes) kills the one
holding the most tables with SIGKILL and times until every table has committed a new
action (failover).  Prints one JSON line, with the person's moves sent and refused as
``stale`` in the window, and the leases the processes lost (warm-up and window):

    python scripts/table_load.py --db sqlite --processes 1 --tables 200
    python scripts/table_load.py --db postgres --processes 3 --tables 1000

The PostgreSQL cluster (throwaway, on a free port) and nginx (with
``deploy/nginx/majlis-proxy.conf``) are started as the tests start them.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parent.parent)]
from load_tables import GAMES, Human, measured  # noqa: E402

from tests.serverkit import Balancer, free_port, start_postgres, stop_postgres  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Served:
    process: subprocess.Popen[bytes]
    log: Path

    def leases_lost(self) -> int:
        """How often the process lost a lease it held (it failed to renew it in time)."""
        return self.log.read_text().count('"lease lost"')

    def server_id(self) -> str:
        """The random id the process drew (its leases' owner)."""
        return str(next(json.loads(line)["server_id"] for line in
                        self.log.read_text().splitlines() if '"serving"' in line))


def serve(port: int, db: str, url: str, args: argparse.Namespace) -> Served:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    log = Path(tempfile.mkdtemp(prefix="majlis-log-")) / "serve.log"
    with log.open("wb") as err:
        process = subprocess.Popen(
            [sys.executable, "-m", "majlis", "serve", "--port", str(port), "--db", db,
             "--url", url, "--lease-seconds", str(args.lease),
             "--sockets-per-client", str(4 * args.tables), "--sockets", str(4 * args.tables),
             "--tables-per-client", str(args.tables), "--turn-seconds", "600"],
            stdout=subprocess.DEVNULL, stderr=err, env=env)
    while True:
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=1).raise_for_status()
            return Served(process, log)
        except httpx.HTTPError:
            assert process.poll() is None, "the server did not start"
            time.sleep(0.05)


def counter(db: str) -> Callable[[str], list[Any]]:
    """A function running a query on the database (SQLite file or PostgreSQL URL)."""
    def query(sql: str) -> list[Any]:
        if db.startswith("postgresql://"):
            import psycopg

            with psycopg.connect(db, autocommit=True) as conn:
                return list(conn.execute(sql).fetchall())
        with sqlite3.connect(db) as conn:
            return list(conn.execute(sql).fetchall())
    return query


def committed(query: Callable[[str], list[Any]]) -> dict[str, int]:
    rows = query("SELECT t.id, COUNT(a.n) FROM tables t LEFT JOIN actions a"
                 " ON a.table_id = t.id GROUP BY t.id")
    return {table: int(count) for table, count in rows}


async def measure(args: argparse.Namespace, db: str) -> dict[str, Any]:
    ports = [free_port() for _ in range(args.processes)]
    balancer = Balancer(Path(tempfile.mkdtemp(prefix="majlis-nginx-")), ports) \
        if args.processes > 1 else None
    front = balancer.url if balancer else f"http://127.0.0.1:{ports[0]}"
    servers = [serve(port, db, front, args) for port in ports]
    if balancer:
        balancer.wait_ready()
    query = counter(db)
    rng = random.Random(1)
    humans = []
    try:
        async with httpx.AsyncClient(base_url=front, timeout=60) as http:
            for n in range(args.tables):
                answer = (await http.post("/api/tables", json={
                    "game": GAMES[n % len(GAMES)], "seats": [{"kind": "human"}],
                    "turn_clock": False})).json()
                token = answer["seats"][0]["link"].split("#seat=")[1]
                ws = front.replace("http", "ws", 1) + f"/ws/tables/{answer['table']}"
                humans.append(Human(ws, token, args.think, random.Random(rng.random())))
        tasks = [asyncio.create_task(h.run()) for h in humans]
        before, after, elapsed, latencies = await measured(
            humans, lambda: committed(query), args.warmup, args.seconds)
        leases_lost = sum(server.leases_lost() for server in servers)
        failover = await fail_over(servers, query) if len(servers) > 1 else None
        for task in tasks:
            task.cancel()
    finally:
        for server in servers:
            server.process.terminate()
            server.process.wait()
        if balancer:
            balancer.stop()

    def ms(q: float) -> float:
        return round(1000 * latencies[min(len(latencies) - 1, int(q * len(latencies)))], 1)

    return {"db": args.db, "processes": args.processes, "tables": args.tables,
            "seconds": args.seconds, "acks": len(latencies), "ack_ms_p50": ms(0.5),
            "ack_ms_p99": ms(0.99), "ack_ms_max": round(1000 * latencies[-1], 1),
            "commits_per_second": round(sum(after[t] - before.get(t, 0) for t in after)
                                        / elapsed, 1),
            "moves": sum(h.moves for h in humans), "stale": sum(h.stale for h in humans),
            "leases_lost": leases_lost, "lease_s": args.lease,
            "failover_s": failover, "load_average": os.getloadavg()[0]}


async def fail_over(servers: list[Served], query: Callable[[str], list[Any]]) -> float:
    """SIGKILL the first process; seconds until every unfinished table whose bots it ran
    has committed a new action."""
    victim = servers[0]
    held = {t for (t,) in query(f"SELECT id FROM tables WHERE over = 0 AND"
                                f" owner = '{victim.server_id()}'")}
    at_kill = committed(query)
    killed = time.perf_counter()
    victim.process.send_signal(signal.SIGKILL)
    victim.process.wait()
    waiting = {t for t in held if t in at_kill}
    while waiting:
        now = committed(query)
        waiting = {t for t in waiting if now[t] == at_kill[t]}
        await asyncio.sleep(0.05)
    return round(time.perf_counter() - killed, 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--warmup", type=float, default=5)
    parser.add_argument("--lease", type=float, default=3)
    parser.add_argument("--think", type=float, default=1.0,
                        help="a player's mean thinking time, seconds")
    args = parser.parse_args()
    if args.db == "postgres":
        url = start_postgres()
        try:
            print(json.dumps(asyncio.run(measure(args, url))))
        finally:
            stop_postgres(url)
    else:
        if args.processes != 1:
            parser.error("SQLite is served by one process")
        db = str(Path(tempfile.mkdtemp(prefix="majlis-load-")) / "load.sqlite3")
        print(json.dumps(asyncio.run(measure(args, db))))


if __name__ == "__main__":
    main()
