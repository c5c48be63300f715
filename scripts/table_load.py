"""Load figures for ``majlis serve`` as deployed: many tables at once over real
WebSockets, on one process or several behind nginx, on SQLite or PostgreSQL.

Opens TABLES tables through the server (or the balancer), the five games in turn, each
with a simulated player at seat 0 (thinks a random 0-2 s, plays a random legal action,
times each move to its acknowledgement) and bots at the others, at the server's pace
(``--bot-delay``); with ``--heavy N`` also N tables of Badam Saat with only bots of
``--heavy-level`` (``search-strong`` thinks up to a second a move), to see what such
tables cost the players at the others.  It measures for SECONDS after a warm-up: move
acknowledgement latency, actions committed per second, the servers' CPU time per
action (a figure a loaded machine changes less than the latencies), and (one process)
the server's memory per table.  Then it kills the first process with SIGKILL and times
until every table whose bots it ran has committed a new action: started again (one process), or
taken over by the others (failover); the players reconnect by themselves.  Prints one
JSON line, with the person's moves sent and refused as ``stale`` in the window, the
leases the processes lost (warm-up and window), the players connected at the window's
end, and the moves acknowledged to a player that the database does not hold (must be
0).  The wait after the kill lasts ``--recover`` seconds at most; past them, ``stuck``
says what holds each table that did not play again (``scripts/stuck_tables.py``):

    python scripts/table_load.py --tables 200 --seconds 30
    python scripts/table_load.py --tables 20 --seconds 20 --heavy 10
    python scripts/table_load.py --db postgres --processes 3 --tables 1000 --lease 2

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
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import WebSocketException

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from majlis.server.database import Database
from scripts.stuck_tables import Process, heard, stuck
from tests.serverkit import Balancer, free_port, start_postgres, stop_postgres

ROOT = Path(__file__).resolve().parent.parent
GAMES = ["sabat-al-deemin", "bint-al-sbeet", "badam-saat", "asymmetric-badam-saat", "sedma"]


@dataclass
class Served:
    process: subprocess.Popen[bytes]
    port: int
    log: Path

    def leases_lost(self) -> int:
        """How often the process lost a lease it held (it failed to renew it in time)."""
        return self.log.read_text().count('"lease lost"')

    def server_id(self) -> str:
        """The random id the process drew (its leases' owner)."""
        return str(next(json.loads(line)["server_id"] for line in
                        self.log.read_text().splitlines() if '"serving"' in line))


def served_flags(args: argparse.Namespace) -> list[str]:
    """``majlis serve``'s options for this load: its quotas fit every table's sockets."""
    sockets = str(4 * args.tables)
    return ["--lease-seconds", str(args.lease), "--bot-delay", str(args.bot_delay),
            "--sockets-per-client", sockets, "--sockets", sockets,
            "--tables-per-client", str(args.tables + args.heavy), "--turn-seconds", "600"]


def serve(port: int, db: str, url: str, flags: list[str]) -> Served:
    """``majlis serve`` on ``port`` with ``flags``, once it answers; its log kept in a
    temporary directory."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    log = Path(tempfile.mkdtemp(prefix="majlis-log-")) / "serve.log"
    with log.open("wb") as err:
        process = subprocess.Popen(
            [sys.executable, "-m", "majlis", "serve", "--port", str(port), "--db", db,
             "--url", url, *flags], stdout=subprocess.DEVNULL, stderr=err, env=env)
    while True:
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=1).raise_for_status()
            return Served(process, port, log)
        except httpx.HTTPError:
            assert process.poll() is None, "the server did not start"
            time.sleep(0.05)


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def cpu_seconds(pid: int) -> float:
    """The CPU time (user and system) the process has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def committed(db: Database) -> dict[str, int]:
    """Actions committed so far, per table (every match)."""
    rows = db.query("SELECT t.id, COUNT(a.n) FROM tables t LEFT JOIN actions a"
                 " ON a.table_id = t.id GROUP BY t.id")
    return {table: int(count) for table, count in rows}


@dataclass(frozen=True)
class Move:
    """A move sent: when (:func:`time.perf_counter`), in which match, what, and how many
    hands of the match were finished then."""

    at: float
    match: int
    action: str
    hands: int


class Human:
    """A simulated player at seat 0: reconnects with its last event, acts, times acks,
    and keeps what it last sent and heard (said of a table that does not recover)."""

    def __init__(self, url: str, table: str, token: str, think: float,
                 rng: random.Random) -> None:
        self.url, self.table, self.token, self.think, self.rng = url, table, token, think, rng
        self.latencies: list[float] = []
        self.moves = 0
        """Actions sent (in the window, once :func:`measured` began it)."""
        self.stale = 0
        """Actions refused as ``stale`` (in the window, likewise)."""
        self.seen = -1
        self.measuring = True
        self.connected = False
        self.connects = 0
        self.dropped: str | None = None
        """Why its last connection ended or failed (the exception), if one did."""
        self.sent: dict[str, Any] | None = None
        self.heard: dict[str, Any] | None = None
        """What it last sent and heard, with when (seconds on :func:`time.monotonic`)."""
        self.pending: Move | None = None
        """The move sent and not yet acknowledged."""
        self.acked: dict[int, list[str]] = {}
        """The moves acknowledged, by match, in order."""

    async def run(self) -> None:
        """Play, connecting again after whatever ends or refuses a connection (a failed
        handshake, a drop, the database away), as the page does."""
        while True:
            try:
                await self.play()
            except (WebSocketException, OSError) as error:
                self.dropped = f"{type(error).__name__}: {error}"
            except Exception as error:
                self.dropped = f"gave up on {type(error).__name__}: {error}"
                raise
            finally:
                self.connected = False
            await asyncio.sleep(0.2)

    async def send(self, ws: ClientConnection, **message: Any) -> None:
        self.sent = {**message, "token": None, "at": time.monotonic()}
        await ws.send(json.dumps({**message, "token": self.token}))

    async def play(self) -> None:
        self.connects += 1
        async with connect(self.url, open_timeout=30, ping_interval=None) as ws:
            self.connected = True
            self.pending = None  # a move sent on a socket that dropped: never known acked
            await self.send(ws, type="hello", seen=self.seen)
            async for text in ws:
                message = json.loads(text)
                self.heard = heard(message)
                if message["type"] == "error":
                    self.pending = None
                    self.stale += self.measuring and message["code"] == "stale"
                    if message["code"] == "unavailable":
                        self.dropped = "refused: unavailable"
                        return
                elif message["type"] == "state":
                    self.acknowledged(message)
                    await self.answer(ws, message)

    def acknowledged(self, state: dict[str, Any]) -> None:
        """The move sent is acknowledged by a state after it in which this seat's turn
        is over, or the hand it ended is (the seat that ends a hand may lead the next):
        its latency, and the move kept (:func:`lost_moves`)."""
        if self.pending is None or (state["legal"] and state["finished"] <= self.pending.hands):
            return
        if self.measuring:
            self.latencies.append(time.perf_counter() - self.pending.at)
        self.acked.setdefault(self.pending.match, []).append(self.pending.action)
        self.pending = None

    async def answer(self, ws: ClientConnection, state: dict[str, Any]) -> None:
        self.seen = state["event"]
        if state["winners"] is not None:
            await self.send(ws, type="again")
        elif state["legal"]:
            await asyncio.sleep(self.think * self.rng.random() * 2)
            action = self.rng.choice(state["legal"])["action"]
            self.pending = Move(time.perf_counter(), state["match"], action, state["finished"])
            self.moves += self.measuring
            await self.send(ws, type="act", seen=state["event"], action=action)

    def said(self, since: float) -> dict[str, Any]:
        """Its state, for a table that did not recover (times in seconds ``since``)."""
        def dated(message: dict[str, Any] | None) -> dict[str, Any] | None:
            return message and {**message, "at": round(message["at"] - since, 2)}
        return {"connected": self.connected, "connects": self.connects, "seen": self.seen,
                "dropped": self.dropped, "sent": dated(self.sent), "heard": dated(self.heard)}


async def open_tables(front: str, args: argparse.Namespace) -> list[Human]:
    """The tables, opened through ``front``: their players (not yet playing)."""
    rng = random.Random(1)
    humans = []
    async with httpx.AsyncClient(base_url=front, timeout=60) as http:
        for n in range(args.tables):
            answer = (await http.post("/api/tables", json={
                "game": GAMES[n % len(GAMES)], "seats": [{"kind": "human"}],
                "turn_clock": False})).json()
            token = answer["seats"][0]["link"].split("#seat=")[1]
            ws = front.replace("http", "ws", 1) + f"/ws/tables/{answer['table']}"
            humans.append(Human(ws, answer["table"], token, args.think,
                                random.Random(rng.random())))
        for _ in range(args.heavy):
            await http.post("/api/tables", json={
                "game": "badam-saat", "options": {"games": 500},
                "seats": [{"kind": "bot", "level": args.heavy_level}] * 4})
    return humans


async def measured(humans: list[Human], count: Callable[[], dict[str, int]],
                   spent: Callable[[], float], warmup: float,
                   seconds: float) -> tuple[float, float, list[float], float]:
    """After ``warmup`` seconds of play, a window of ``seconds``: the actions committed
    in it, its length, the humans' move acknowledgement latencies within it, sorted,
    and the CPU seconds the servers ``spent`` in it."""
    await asyncio.sleep(warmup)
    for human in humans:
        human.latencies.clear()
        human.moves = human.stale = 0
    before, started, cpu = count(), time.perf_counter(), spent()
    await asyncio.sleep(seconds)
    after, elapsed, cpu = count(), time.perf_counter() - started, spent() - cpu
    for human in humans:
        human.measuring = False
    actions = sum(after[t] - before.get(t, 0) for t in after)
    return actions, elapsed, sorted(x for h in humans for x in h.latencies), cpu


async def measure(args: argparse.Namespace, db: str) -> dict[str, Any]:
    ports = [free_port() for _ in range(args.processes)]
    nginx = Path(tempfile.mkdtemp(prefix="majlis-nginx-"))
    balancer = Balancer(nginx, ports, connections=4 * args.tables + 256) \
        if args.processes > 1 else None
    front = balancer.url if balancer else f"http://127.0.0.1:{ports[0]}"
    servers = [serve(port, db, front, served_flags(args)) for port in ports]
    if balancer:
        balancer.wait_ready()
    print("logs:", *[s.log for s in servers], *([nginx] if balancer else []),
          file=sys.stderr)
    database = Database(db)
    base = rss_kib(servers[0].process.pid)
    try:
        humans = await open_tables(front, args)
        tasks = [asyncio.create_task(h.run()) for h in humans]
        actions, elapsed, latencies, cpu = await measured(
            humans, lambda: committed(database),
            lambda: sum(cpu_seconds(server.process.pid) for server in servers),
            args.warmup, args.seconds)
        leases_lost = sum(server.leases_lost() for server in servers)
        connected = sum(h.connected for h in humans)
        per_table = (rss_kib(servers[0].process.pid) - base) / (args.tables + args.heavy)
        recovered, stuck_tables = await after_a_kill(
            servers, database, lambda: serve(ports[0], db, front, served_flags(args)),
            humans, args.recover)
        for task in tasks:
            task.cancel()
        lost = lost_moves(database, humans)
    finally:
        for server in servers:
            server.process.terminate()
            server.process.wait()
        if balancer:
            balancer.stop()
        database.close()

    def ms(q: float) -> float:
        return round(1000 * latencies[min(len(latencies) - 1, int(q * len(latencies)))], 1)

    return {"db": args.db, "processes": args.processes, "tables": args.tables,
            "heavy": args.heavy, "seconds": args.seconds, "bot_delay": args.bot_delay,
            "acks": len(latencies), "ack_ms_p50": ms(0.5), "ack_ms_p99": ms(0.99),
            "ack_ms_max": round(1000 * latencies[-1], 1),
            "ack_ms_mean": round(1000 * statistics.fmean(latencies), 1),
            "commits_per_second": round(actions / elapsed, 1),
            "server_cpu_ms_per_action": round(1000 * cpu / max(actions, 1), 2),
            "players_connected": connected, "moves": sum(h.moves for h in humans),
            "stale": sum(h.stale for h in humans), "lost_moves": lost,
            "leases_lost": leases_lost, "lease_s": args.lease,
            "memory_kib_per_table": round(per_table) if args.processes == 1 else None,
            "sigkill_to_all_playing_s" if args.processes == 1 else "failover_s": recovered,
            "load_average": os.getloadavg()[0], "stuck": stuck_tables}


def lost_moves(database: Database, humans: list[Human]) -> int:
    """The players' acknowledged moves that the database does not hold: each player's
    moves of each match must be, in order, among its seat's stored actions (with a bot's
    moves for it, when it was away, between them)."""
    stored: dict[tuple[str, int], list[str]] = {}
    for table, match_no, action in database.query(
            "SELECT table_id, match_no, action FROM actions WHERE seat = 0"
            " ORDER BY table_id, match_no, n"):
        stored.setdefault((table, match_no), []).append(action)
    lost = 0
    for human in humans:
        for match_no, moves in human.acked.items():
            rest = iter(stored.get((human.table, match_no), []))
            lost += sum(not any(move == other for other in rest) for move in moves)
    return lost


async def after_a_kill(servers: list[Served], database: Database,
                       restart: Callable[[], Served], humans: list[Human],
                       deadline: float) -> tuple[float | None, dict[str, Any] | None]:
    """SIGKILL the first process; seconds until every unfinished table whose bots it ran
    has committed a new action: taken over by the others, or, when it was the only
    one, once it is started again.  Past ``deadline`` seconds, None and what holds the
    tables that did not (:func:`scripts.stuck_tables.stuck`)."""
    victim = servers[0]
    held = {t for (t,) in database.query("SELECT id FROM tables WHERE over = 0 AND owner = ?",
                                         (victim.server_id(),))}
    at_kill = committed(database)
    killed = time.perf_counter()
    victim.process.send_signal(signal.SIGKILL)
    victim.process.wait()
    if len(servers) == 1:
        servers[0] = restart()
    waiting = {t for t in held if t in at_kill}
    while waiting:
        if time.perf_counter() - killed > deadline:
            return None, await stuck(waiting, database, [
                Process(server.server_id(), server.port, server.process.poll() is None)
                for server in servers], {h.table: h.said(time.monotonic()) for h in humans})
        now = committed(database)
        waiting = {t for t in waiting if now[t] == at_kill[t]}
        await asyncio.sleep(0.05)
    return round(time.perf_counter() - killed, 2), None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--warmup", type=float, default=5)
    parser.add_argument("--lease", type=float, default=10,
                        help="the servers' --lease-seconds (their default: 10)")
    parser.add_argument("--bot-delay", type=float, default=0.6,
                        help="the servers' --bot-delay (their default: 0.6)")
    parser.add_argument("--heavy", type=int, default=0,
                        help="tables of Badam Saat with only bots, besides")
    parser.add_argument("--heavy-level", default="search-strong")
    parser.add_argument("--recover", type=float, default=120,
                        help="seconds to wait after the SIGKILL for every table to play"
                             " again, before saying what holds those that do not")
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
