"""An arena of many simulated people on one ``majlis serve`` process (SQLite): the
figures of issue 39's target, the move acknowledgement latency and the time from
becoming free to being seated again.

PLAYERS named players register for an arena of one-hand matches (Badam Saat by
default: four seats), each following the event on its socket.  Whenever the event calls
a player to a table, it plays there as ``scripts/table_load.py``'s players do (thinks a
random 0-2 s, plays a random legal action, times each move to its acknowledgement) until
the match ends; then it is free again, and the time until its next call is measured.
The arena runs for ``--minutes``; prints one JSON line:

    python scripts/arena_load.py --players 200 --minutes 3

``seat_s`` is the time from a player's match ending (or the arena starting) to its
call; ``bot_seats`` counts the seats bots filled (the arena's wait for others ran out).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from scripts.table_load import Human, cpu_seconds, serve
from tests.serverkit import free_port

KEY = "x-majlis-player"


class Seated(Human):
    """A player at one arena table: leaves it once its match is over."""

    async def answer(self, ws: ClientConnection, state: dict[str, Any]) -> None:
        if state["winners"] is not None:
            await ws.close()
        else:
            await super().answer(ws, state)


class Entrant:
    """A person in the arena: follows it, plays each table it is called to, and times
    each wait from being free to being called."""

    def __init__(self, front: str, event: str, key: str, think: float,
                 rng: random.Random) -> None:
        self.front, self.event, self.key, self.think, self.rng = front, event, key, think, rng
        self.free_since: float | None = None
        self.waits: list[float] = []
        self.latencies: list[float] = []
        self.tables: set[str] = set()
        self.playing: set[asyncio.Task[None]] = set()

    async def run(self, started: asyncio.Event) -> None:
        ws_front = self.front.replace("http", "ws", 1)
        async with connect(f"{ws_front}/ws/events/{self.event}", open_timeout=60,
                           ping_interval=None, max_size=None) as events:
            await events.send(json.dumps({"type": "hello", "key": self.key}))
            async for text in events:
                # the views (every standing, twice a second) are only searched for the
                # event's state, so that 200 simulated people fit one process
                if text.startswith('{"type": "event"'):
                    if '"state": "finished"' in text:
                        break
                    if '"state": "running"' in text and self.free_since is None \
                            and not self.tables:
                        self.free_since = time.perf_counter()
                        started.set()
                    continue
                call = json.loads(text).get("call")
                if call and call["table"] not in self.tables:
                    # played beside the event's socket, which is read on all along (a
                    # socket left unread stops answering the server's pings)
                    self.tables.add(call["table"])
                    self.playing.add(asyncio.create_task(self.play(ws_front, call)))
        await asyncio.gather(*self.playing)

    async def play(self, ws_front: str, call: dict[str, Any]) -> None:
        if self.free_since is not None:
            self.waits.append(time.perf_counter() - self.free_since)
        token = call["link"].split("#seat=")[1]
        seat = Seated(f"{ws_front}/ws/tables/{call['table']}", call["table"], token,
                      self.think, self.rng)
        await seat.play()
        self.latencies += seat.latencies
        self.free_since = time.perf_counter()


async def enter(http: httpx.AsyncClient, players: int) -> list[str]:
    """The players' keys, made over the API."""
    keys = []
    for n in range(players):
        answer = await http.post("/api/players", json={"name": f"entrant {n}"})
        assert answer.status_code == 200, f"entrant {n}: {answer.text}"
        keys.append(answer.json()["key"])
    return keys


async def measure(args: argparse.Namespace) -> dict[str, Any]:
    port = free_port()
    front = f"http://127.0.0.1:{port}"
    sockets = str(4 * args.players)
    db = str(Path(tempfile.mkdtemp(prefix="majlis-arena-")) / "arena.sqlite3")
    server = serve(port, db, front, [
        "--bot-delay", str(args.bot_delay), "--players-per-client", str(args.players),
        "--sockets-per-client", sockets, "--sockets", sockets, "--turn-seconds", "600"])
    try:
        async with httpx.AsyncClient(base_url=front, timeout=60) as http:
            keys = await enter(http, args.players)
            answer = await http.post("/api/events", headers={KEY: keys[0]}, json={
                "kind": "arena", "title": "Load", "game": args.game,
                "options": {"games": 1}, "starts_in": args.starts_in,
                "minutes": args.minutes, "bot_wait": args.bot_wait})
            answer.raise_for_status()
            event = answer.json()["event"]
            for key in keys:
                (await http.post(f"/api/events/{event}/join", headers={KEY: key})
                 ).raise_for_status()
            rng = random.Random(1)
            entrants = [Entrant(front, event, key, args.think, random.Random(rng.random()))
                        for key in keys]
            started = asyncio.Event()
            running = [asyncio.create_task(e.run(started)) for e in entrants]
            await started.wait()
            cpu = cpu_seconds(server.process.pid)
            await asyncio.gather(*running)
            cpu = cpu_seconds(server.process.pid) - cpu
            view = (await http.get(f"/api/events/{event}")).json()
    finally:
        server.process.terminate()
        server.process.wait()
    return summary(args, entrants, view, cpu)


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(args: argparse.Namespace, entrants: list[Entrant], view: dict[str, Any],
            cpu: float) -> dict[str, Any]:
    acks = [x for e in entrants for x in e.latencies]
    waits = [x for e in entrants for x in e.waits]
    return {"players": args.players, "game": args.game, "minutes": args.minutes,
            "bot_delay": args.bot_delay, "think_s": args.think,
            "tables": len(view["tables"]), "bot_seats": sum(t["bots"] for t in view["tables"]),
            "acks": len(acks), "ack_ms_p50": round(1000 * quantile(acks, 0.5), 1),
            "ack_ms_p99": round(1000 * quantile(acks, 0.99), 1),
            "seated": len(waits), "seat_s_p50": round(quantile(waits, 0.5), 2),
            "seat_s_p99": round(quantile(waits, 0.99), 2),
            "seat_s_max": round(max(waits), 2), "server_cpu_s": round(cpu, 1),
            "load_average": os.getloadavg()[0]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--game", default="badam-saat")
    parser.add_argument("--minutes", type=float, default=3)
    parser.add_argument("--starts-in", type=float, default=10,
                        help="seconds from the arena's creation to its start")
    parser.add_argument("--bot-wait", type=float, default=15,
                        help="seconds a lone free player waits before bots fill in")
    parser.add_argument("--bot-delay", type=float, default=0.6,
                        help="the server's --bot-delay (its default: 0.6)")
    parser.add_argument("--think", type=float, default=1.0,
                        help="a player's mean thinking time, seconds")
    print(json.dumps(asyncio.run(measure(parser.parse_args()))))


if __name__ == "__main__":
    main()
