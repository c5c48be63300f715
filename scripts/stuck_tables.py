"""What holds the tables that did not play again after a process was killed
(``scripts/table_load.py``): each table as the database, its player and every living
process see it, so that a table that never moves says why."""

from __future__ import annotations

import asyncio
import hashlib
import json
import time
from typing import Any, NamedTuple

import httpx
from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException

from majlis.server.database import Database


class Process(NamedTuple):
    """A ``majlis serve`` process of the run: its id (its leases' owner), its port, and
    whether it still runs."""

    id: str
    port: int
    alive: bool


def heard(message: dict[str, Any]) -> dict[str, Any]:
    """What a frame said that tells why a table waits: its kind and event, whether the
    seat may act, who is connected, the refusal."""
    kept = {"type": message["type"], "at": time.monotonic()}
    if message["type"] == "state":
        kept |= {"event": message["event"], "legal": len(message["legal"]),
                 "over": message["winners"] is not None,
                 "connected": [s["connected"] for s in message["seats"]],
                 "bots": [s["bot"] for s in message["seats"]]}
    elif message["type"] == "error":
        kept |= {"code": message["code"], "message": message["message"]}
    return kept



async def stuck(tables: set[str], database: Database, processes: list[Process],
                players: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """What the tables that did not recover say: each one's row twice, a second apart
    (its event, who holds its lease and for how much longer), which processes say its
    seats are connected, its player's last frames, and how each living process sees it
    (whether it runs its bots, and its state as a spectator there hears it): the first
    ten tables in full, all tallied by who holds the lease and whether the player is
    connected; and the processes' own rows, and on PostgreSQL the sessions that wait."""
    names = {p.id: f"process {n}" + ("" if p.alive else " (killed)")
             for n, p in enumerate(processes)}
    ids = sorted(tables)
    among = f"IN ({', '.join('?' * len(ids))})"
    leases = f"SELECT id, event, match_no, over, owner, lease_until - {database.now}" \
             f" FROM tables WHERE id {among}"
    rows = {r[0]: r[1:] for r in database.query(leases, ids)}
    await asyncio.sleep(1)
    later = {r[0]: r[1:] for r in database.query(leases, ids)}
    presence: dict[str, list[tuple[int, str]]] = {}
    for table, seat, process in database.query(
            f"SELECT table_id, seat, process FROM presence WHERE table_id {among}", ids):
        presence.setdefault(table, []).append((seat, names.get(process, process)))
    living = [p for p in processes if p.alive]
    running = {names[p.id]: {r["table"]: r["until"] for r in httpx.get(
        f"http://127.0.0.1:{p.port}/api/health", timeout=10).json()["running"]}
        for p in living}
    clock = float(database.query(f"SELECT {database.now}")[0][0])
    seen: list[dict[str, Any]] = []
    tally: dict[str, int] = {}
    for table in ids:
        event, match_no, over, owner, lease_left = rows[table]
        player = players[table]
        holder = names.get(owner, owner)
        kind = f"lease: {holder}, player {'connected' if player['connected'] else 'away'}"
        tally[kind] = tally.get(kind, 0) + 1
        digest = hashlib.sha256(table.encode()).hexdigest()[:16]
        seen.append({"table": table, "event": event, "match": match_no, "over": over,
                     "lease": [holder, round(float(lease_left), 2)],
                     "a_second_later": {"event": later[table][0], "lease": [
                         names.get(later[table][3]), round(float(later[table][4]), 2)]},
                     "presence": presence.get(table, []), "player": player,
                     "runs_bots": {name: round(held[digest] - clock, 2)
                                   for name, held in running.items() if digest in held}})
    for entry in seen[:10]:
        entry["views"] = {names[p.id]: await spectated(p.port, entry["table"])
                          for p in living}
    alive = {names.get(p, p): round(float(left), 2) for p, left in database.query(
        f"SELECT id, alive_until - {database.now} FROM processes")}
    return {"tables": len(tables), "tally": tally, "processes_alive_s": alive,
            "waiting_sessions": waiting_sessions(database), "first": seen[:10]}


async def spectated(port: int, table: str) -> dict[str, Any] | str:
    """The table as a spectator at the process on ``port`` hears it (its state frame)."""
    try:
        async with connect(f"ws://127.0.0.1:{port}/ws/tables/{table}", open_timeout=10) as ws:
            await ws.send(json.dumps({"type": "hello", "token": None, "seen": -1}))
            while True:
                message = json.loads(await asyncio.wait_for(ws.recv(), 10))
                if message["type"] in ("state", "error"):
                    return {k: v for k, v in heard(message).items() if k != "at"}
    except (WebSocketException, OSError) as error:
        return f"{type(error).__name__}: {error}"


def waiting_sessions(database: Database) -> list[Any]:
    """PostgreSQL's sessions waiting on a lock or idle inside a transaction (what
    holds a row every process needs), with their age and query."""
    if not database.postgres:
        return []
    return [list(map(str, r)) for r in database.query(
        "SELECT pid, state, wait_event_type, wait_event, now() - xact_start, left(query, 120)"
        " FROM pg_stat_activity WHERE datname = current_database() AND pid <>"
        " pg_backend_pid() AND (wait_event_type = 'Lock' OR state IN ('idle in transaction',"
        " 'idle in transaction (aborted)'))")]
