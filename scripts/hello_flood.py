"""A crowd of spectators asking a running server for the table again and again.

Opens one Bint Al-Sbeet table on the server at URL, connects SOCKETS spectator
WebSockets to it, has each send BURST hellos at once (each answered with the whole
state), and prints how long ``/api/health`` waited meanwhile, how many state frames
came back and how long they took (docs/tables.md, "Limits and abuse"):

    majlis serve --port 18901 --db /tmp/flood.sqlite3 --sockets-per-client 400 &
    python scripts/hello_flood.py --url http://127.0.0.1:18901
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect

HELLO = json.dumps({"type": "hello", "token": None, "seen": -1})


async def drain(socket: ClientConnection, quiet: float) -> list[dict[str, Any]]:
    """The frames that arrive until ``quiet`` seconds pass without one."""
    frames = []
    while True:
        try:
            frames.append(json.loads(await asyncio.wait_for(socket.recv(), quiet)))
        except TimeoutError:
            return frames


async def flood(url: str, sockets: int, burst: int) -> None:
    async with httpx.AsyncClient(base_url=url, timeout=60) as http:
        created = await http.post("/api/tables", json={"game": "bint-al-sbeet",
                                                       "seats": [{"kind": "human"}]})
        table = created.json()["table"]
        ws = url.replace("http", "ws", 1) + f"/ws/tables/{table}"
        crowd = [await connect(ws, max_size=None) for _ in range(sockets)]
        await asyncio.gather(*[socket.send(HELLO) for socket in crowd])
        await asyncio.gather(*[drain(socket, 0.5) for socket in crowd])
        started = time.monotonic()
        await asyncio.gather(*[socket.send(HELLO) for socket in crowd for _ in range(burst)])
        asked = time.monotonic()
        await http.get("/api/health")
        health = time.monotonic() - asked
        frames = await asyncio.gather(*[drain(socket, 1.0) for socket in crowd])
        took = time.monotonic() - started - 1.0
        states = sum(frame["type"] == "state" for got in frames for frame in got)
        print(f"health waited {health:.2f} s; {states} state frames in {took:.2f} s")
        for socket in crowd:
            await socket.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:18901")
    parser.add_argument("--sockets", type=int, default=300)
    parser.add_argument("--burst", type=int, default=40)
    args = parser.parse_args()
    asyncio.run(flood(args.url, args.sockets, args.burst))


if __name__ == "__main__":
    main()
