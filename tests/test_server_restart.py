"""Kill and restart: a server killed with SIGKILL in the middle of many matches loses
no acknowledged action; started again (SQLite), or replaced by a second process sharing
the database (PostgreSQL), it finishes every match with a record that verifies."""

from __future__ import annotations

import json
import signal
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.exceptions import ConnectionClosed

from tests.serverkit import Client, Server, verify, wait_for

MATCHES = [("sabat-al-deemin", {"target": 200}), ("bint-al-sbeet", {"target": 60}),
           ("badam-saat", {"games": 3}), ("asymmetric-badam-saat", {"games": 3}),
           ("sedma", {"target": 40})]
SLOW = ("--bot-delay", "0.03", "--away-seconds", "0.2", "--lease-seconds", "1",
        "--tables-per-client", "100")
"""Bots slow enough that the matches are in progress when the server dies."""


class Human(threading.Thread):
    """Plays seat 0 of a table until the server goes away; keeps its acknowledged moves."""

    def __init__(self, client: Client, token: str) -> None:
        super().__init__(daemon=True)
        self.client, self.token = client, token
        self.acked: list[str] = []

    def run(self) -> None:
        client = self.client
        try:
            client.send(type="hello", token=self.token, seen=-1)
            sent: str | None = None
            while True:
                frame = client.recv(30)
                if frame["type"] == "error":
                    sent = None
                elif frame["type"] == "state":
                    if sent is not None:
                        self.acked.append(sent)  # the state after our act: its acknowledgement
                        sent = None
                    if frame["legal"]:
                        sent = frame["legal"][-1]["action"]
                        client.send(type="act", token=self.token, seen=frame["event"],
                                    action=sent)
        except (ConnectionClosed, TimeoutError, OSError):
            return


def start_tables(server: Server, copies: int) -> tuple[list[str], list[tuple[str, Human]]]:
    """Bot tables of every game, and one table per game with a playing human."""
    bots = [server.table(game, options, [])[0]
            for game, options in MATCHES for _ in range(copies)]
    humans = []
    for game, options in MATCHES:
        table, tokens = server.table(game, options, [{"kind": "human", "name": "Noura"}])
        assert tokens[0] is not None
        human = Human(server.ws(table), tokens[0])
        human.start()
        humans.append((table, human))
    return bots, humans


def under_way(server: Server, bots: list[str], humans: list[tuple[str, Human]]) -> bool:
    """Whether the matches are in progress: every human has had a move acknowledged,
    and a third of the bot tables have moves stored and are still playing."""
    def playing(table: str) -> bool:
        record = server.get(f"/api/tables/{table}/record")
        return status(server, table) == "playing" and any(h["actions"] for h in record["hands"])

    return all(human.acked for _, human in humans) and \
        sum(map(playing, bots)) >= len(bots) // 3


def come_back(server: Server, humans: list[tuple[str, Human]]) -> None:
    """Each human connects again (to ``server``, once it holds the table) and plays on:
    a table every person has left waits for them."""
    for table, human in humans:
        Human(server.ws(table), human.token).start()


def status(server: Server, table: str) -> str:
    """``playing`` or ``over``."""
    response = httpx.get(f"{server.url}/api/tables/{table}", timeout=10)
    response.raise_for_status()
    return str(response.json()["status"])


def finish(server: Server, tables: list[str], timeout: float = 150) -> dict[str, Any]:
    """Wait until every table's match is over; their records."""
    deadline = time.monotonic() + timeout
    left = set(tables)
    while left and time.monotonic() < deadline:
        left = {t for t in left if status(server, t) != "over"}
        time.sleep(0.3)
    assert not left, f"{len(left)} tables never finished"
    return {t: server.get(f"/api/tables/{t}/record") for t in tables}


def check(records: dict[str, Any], humans: list[tuple[str, Human]], logs: list[Path]) -> None:
    for table, record in records.items():
        verdict = verify(record)
        assert verdict["ok"] and verdict["finished"], (table, verdict)
    for table, human in humans:
        played = [a[1] for hand in records[table]["hands"] for a in hand["actions"]
                  if a[0] == 0]
        assert human.acked, "the human played before the crash"
        assert played[:len(human.acked)] == human.acked, "an acknowledged move was lost"
    secrets = {r["seed"] for r in records.values()}
    text = "".join(log.read_text() for log in logs)
    for line in text.splitlines():
        json.loads(line)  # every log line is structured
    assert not any(seed in text for seed in secrets), "a seed reached the logs"


def test_sigkill_then_restart_on_sqlite_loses_nothing(tmp_path: Path) -> None:
    server = Server(str(tmp_path / "db.sqlite3"), tmp_path / "log", *SLOW).start()
    try:
        bots, humans = start_tables(server, copies=3)
        wait_for(lambda: under_way(server, bots, humans), "the matches never got under way")
        server.kill()
        for _, human in humans:
            human.join(35)
        server.start()
        come_back(server, humans)
        check(finish(server, bots + [t for t, _ in humans]), humans, [tmp_path / "log"])
    finally:
        server.stop()


def test_a_second_process_on_postgresql_takes_over_a_killed_ones_tables(
        tmp_path: Path, postgres: str) -> None:
    first = Server(postgres, tmp_path / "first.log", *SLOW).start()
    second = Server(postgres, tmp_path / "second.log", *SLOW).start()
    try:
        bots, humans = start_tables(first, copies=1)
        theirs, _ = start_tables(second, copies=1)
        wait_for(lambda: under_way(first, bots, humans), "the matches never got under way")
        first.kill()
        for _, human in humans:
            human.join(35)
        come_back(second, humans)
        records = finish(second, bots + theirs + [t for t, _ in humans])
        check(records, humans, [tmp_path / "first.log", tmp_path / "second.log"])
    finally:
        first.stop()
        second.stop()


def test_a_process_frozen_past_its_lease_gives_the_table_up(
        tmp_path: Path, postgres: str) -> None:
    """A process frozen past its lease finds, when it wakes, that another runs the
    table's bots: it lets the table go (its bots write nothing more), while its player
    plays on through either process."""
    import psycopg

    quick = ("--bot-delay", "0", "--lease-seconds", "1")
    first = Server(postgres, tmp_path / "first.log", *quick).start()
    second = Server(postgres, tmp_path / "second.log", *quick).start()

    def owner() -> str:
        with psycopg.connect(postgres, autocommit=True) as conn:
            found = conn.execute("SELECT owner FROM tables").fetchone()
        return str(found[0]) if found else ""
    try:
        table, tokens = first.table("badam-saat", {"games": 3}, [{"kind": "human",
                                                                  "name": "Noura"}])
        held = owner()
        there = second.ws(table)
        there.send(type="hello", token=tokens[0], seen=-1)
        our_turn(there)
        assert first.process is not None
        first.process.send_signal(signal.SIGSTOP)
        try:
            wait_for(lambda: owner() not in ("", held), "the second process never took over")
        finally:
            first.process.send_signal(signal.SIGCONT)
        wait_for(lambda: "lease lost" in (tmp_path / "first.log").read_text(),
                 "the frozen process never let the table go")
        for client in (first.ws(table), there):
            if client is not there:
                client.send(type="hello", token=tokens[0], seen=-1)
            state = our_turn(client)
            client.send(type="act", token=tokens[0], seen=state["event"],
                        action=state["legal"][0]["action"])
            assert client.until("state")["event"] > state["event"], "play goes on"
    finally:
        first.stop()
        second.stop()


def our_turn(client: Client) -> dict[str, Any]:
    """The first state frame in which seat 0 has something to play."""
    while not (state := client.until("state", 90))["legal"]:
        pass
    return state


def test_a_wish_for_another_match_and_a_bot_standing_in_survive_a_kill(tmp_path: Path) -> None:
    """Seat 0 asks for another match, a bot having played for it while seat 1 played;
    after a SIGKILL and a restart the wish and the stand-in are still there, and seat
    1's wish then starts the next match."""
    quick = ("--away-seconds", "0.1", "--lease-seconds", "1")
    server = Server(str(tmp_path / "db.sqlite3"), tmp_path / "log", *quick).start()
    try:
        humans = [{"kind": "human", "name": "Noura"}, {"kind": "human", "name": "Fahad"}]
        table, tokens = server.table("sedma", {"target": 5}, humans)
        assert tokens[1] is not None
        Human(server.ws(table), tokens[1]).start()  # a bot stands in for absent seat 0
        wait_for(lambda: status(server, table) == "over", "the match never finished")
        clients = [server.ws(table), server.ws(table)]
        for client, token in zip(clients, tokens, strict=False):
            client.send(type="hello", token=token, seen=-1)
            client.until("state")
        clients[0].send(type="again", token=tokens[0])
        asked = wait_for(lambda: (frame := clients[0].until("state"))["seats"][0]["again"]
                         and frame, "the wish was never shown")
        assert (asked["match"], asked["seats"][1]["again"]) == (0, False)
        server.kill()
        server.start()
        clients = [server.ws(table), server.ws(table)]
        for client, token in zip(clients, tokens, strict=False):
            client.send(type="hello", token=token, seen=-1)
        state = clients[0].until("state")  # the first frame after the restart
        assert (state["match"], state["seats"][0]["again"]) == (0, True)
        assert state["seats"][0]["bot"], "the stand-in stays"
        clients[1].until("state")
        clients[1].send(type="again", token=tokens[1])
        wait_for(lambda: clients[1].until("state")["match"] == 1, "no new match began")
    finally:
        server.stop()


def test_a_finished_match_left_marked_unfinished_by_a_crash_is_mended_on_start(
        tmp_path: Path) -> None:
    """A crash between a match's last action and the word that it is over leaves the
    table counted as open; the server that loads it again marks it over."""
    db = tmp_path / "db.sqlite3"
    server = Server(str(db), tmp_path / "log", "--lease-seconds", "1").start()
    try:
        table, _ = server.table("sedma", {"target": 5}, [])
        wait_for(lambda: status(server, table) == "over", "the bots never finished")
        server.kill()
        with sqlite3.connect(db) as conn:
            conn.execute("UPDATE tables SET over = 0 WHERE id = ?", (table,))
        server.start()

        def over() -> bool:
            with sqlite3.connect(db) as conn:
                row = conn.execute("SELECT over FROM tables WHERE id = ?", (table,)).fetchone()
            return bool(row[0])
        wait_for(over, "the table was never marked over")
    finally:
        server.stop()
