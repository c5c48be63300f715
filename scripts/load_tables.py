"""Load figures for ``majlis serve``: many tables at once over real WebSockets.

Starts a server on a fresh SQLite database, opens TABLES tables (every game in turn;
seat 0 a simulated human who thinks for a moment and plays a random legal action,
the other seats bots), and measures for SECONDS:

- move acknowledgement latency (the human's ``act`` sent to its ``state`` received),
- actions committed per second (humans and bots),
- the server's memory per table (resident memory growth divided by the tables),

then kills the server with SIGKILL, starts it again, and measures the time until
every table has committed a new action (the humans reconnect on their own).

With ``--heavy N`` the server also plays N tables of Badam Saat with no human at all,
every seat a bot of ``--heavy-level`` (``search-strong`` thinks up to a second a move):
what such tables cost the players at the others.

    python scripts/load_tables.py --tables 200 --seconds 60
    python scripts/load_tables.py --tables 20 --seconds 30 --heavy 10
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

GAMES = ["sabat-al-deemin", "bint-al-sbeet", "badam-saat", "asymmetric-badam-saat", "sedma"]
ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(port: int, db: Path, args: argparse.Namespace) -> subprocess.Popen[bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    process = subprocess.Popen(
        [sys.executable, "-m", "majlis", "serve", "--port", str(port), "--db", str(db),
         "--bot-delay", str(args.bot_delay),
         "--sockets-per-client", str(2 * args.tables),
         "--tables-per-client", str(args.tables + args.heavy),
         "--turn-seconds", "600"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    while True:
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=1).raise_for_status()
            return process
        except httpx.HTTPError:
            time.sleep(0.05)


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def committed(db: Path) -> dict[str, int]:
    """Actions committed so far, per table (every match)."""
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT t.id, COUNT(a.n) FROM tables t LEFT JOIN actions a"
                            " ON a.table_id = t.id GROUP BY t.id").fetchall()
    return {table: count for table, count in rows}


class Human:
    """A simulated player at seat 0: reconnects with its last event, acts, times acks."""

    def __init__(self, url: str, token: str, think: float, rng: random.Random) -> None:
        self.url, self.token, self.think, self.rng = url, token, think, rng
        self.latencies: list[float] = []
        self.moves = 0
        """Actions sent (in the window, once :func:`measured` began it)."""
        self.stale = 0
        """Actions refused as ``stale`` (in the window, likewise)."""
        self.seen = -1
        self.measuring = True

    async def run(self) -> None:
        while True:
            try:
                await self.play()
            except (ConnectionClosed, OSError):
                await asyncio.sleep(0.2)

    async def play(self) -> None:
        async with connect(self.url, open_timeout=30) as ws:
            await ws.send(json.dumps({"type": "hello", "token": self.token, "seen": self.seen}))
            sent_at: float | None = None
            async for text in ws:
                message = json.loads(text)
                if message["type"] == "error":
                    sent_at = None
                    self.stale += message["code"] == "stale"
                if message["type"] != "state":
                    continue
                if sent_at is not None and self.measuring:
                    self.latencies.append(time.perf_counter() - sent_at)
                sent_at = None
                self.seen = message["event"]
                if message["winners"] is not None:
                    await ws.send(json.dumps({"type": "again", "token": self.token}))
                elif message["legal"]:
                    await asyncio.sleep(self.think * self.rng.random() * 2)
                    action = self.rng.choice(message["legal"])["action"]
                    sent_at = time.perf_counter()
                    self.moves += 1
                    await ws.send(json.dumps({"type": "act", "token": self.token,
                                              "seen": message["event"], "action": action}))


async def measured(humans: list[Human], count: Any, warmup: float,
                   seconds: float) -> tuple[dict[str, int], dict[str, int], float, list[float]]:
    """After ``warmup`` seconds of play, a window of ``seconds``: each table's committed
    actions (``count()``) before and after it, its length, and the humans' move
    acknowledgement latencies within it, sorted."""
    await asyncio.sleep(warmup)
    for human in humans:
        human.latencies.clear()
        human.moves = human.stale = 0
    before, started = count(), time.perf_counter()
    await asyncio.sleep(seconds)
    after, elapsed = count(), time.perf_counter() - started
    return before, after, elapsed, sorted(x for h in humans for x in h.latencies)


async def run(args: argparse.Namespace) -> dict[str, Any]:
    port = free_port()
    db = Path(tempfile.mkdtemp(prefix="majlis-load-")) / "load.sqlite3"
    server = start(port, db, args)
    base = rss_kib(server.pid)
    rng = random.Random(1)
    humans = []
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=30) as http:
        for n in range(args.tables):
            answer = (await http.post("/api/tables", json={
                "game": GAMES[n % len(GAMES)], "seats": [{"kind": "human"}],
                "turn_clock": False})).json()
            token = answer["seats"][0]["link"].split("#seat=")[1]
            url = f"ws://127.0.0.1:{port}/ws/tables/{answer['table']}"
            humans.append(Human(url, token, args.think, random.Random(rng.random())))
        for _ in range(args.heavy):
            await http.post("/api/tables", json={
                "game": "badam-saat", "options": {"games": 500},
                "seats": [{"kind": "bot", "level": args.heavy_level}] * 4})
    tasks = [asyncio.create_task(h.run()) for h in humans]
    before, after, elapsed, latencies = await measured(
        humans, lambda: committed(db), args.warmup, args.seconds)
    per_table = (rss_kib(server.pid) - base) / args.tables
    actions = sum(after[t] - before.get(t, 0) for t in after)
    for human in humans:
        human.measuring = False

    at_kill = committed(db)
    killed = time.perf_counter()
    server.send_signal(signal.SIGKILL)
    server.wait()
    server = start(port, db, args)
    waiting = set(at_kill)
    while waiting:
        now = committed(db)
        waiting = {t for t in waiting if now[t] == at_kill[t]}
        await asyncio.sleep(0.05)
    resumed = time.perf_counter() - killed
    for task in tasks:
        task.cancel()
    server.terminate()
    server.wait()

    def ms(q: float) -> float:
        return round(1000 * latencies[min(len(latencies) - 1, int(q * len(latencies)))], 1)

    return {"tables": args.tables, "heavy": args.heavy, "seconds": args.seconds,
            "bot_delay": args.bot_delay,
            "acks": len(latencies), "ack_ms_p50": ms(0.5), "ack_ms_p99": ms(0.99),
            "ack_ms_max": round(1000 * latencies[-1], 1),
            "ack_ms_mean": round(1000 * statistics.fmean(latencies), 1),
            "actions_per_second": round(actions / elapsed, 1),
            "memory_kib_per_table": round(per_table), "sigkill_to_all_playing_s": round(
                resumed, 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--warmup", type=float, default=5)
    parser.add_argument("--bot-delay", type=float, default=0.6)
    parser.add_argument("--heavy", type=int, default=0,
                        help="tables of Badam Saat with only bots, besides")
    parser.add_argument("--heavy-level", default="search-strong")
    parser.add_argument("--think", type=float, default=1.0,
                        help="a human's mean thinking time, seconds")
    print(json.dumps(asyncio.run(run(parser.parse_args()))))


if __name__ == "__main__":
    main()
