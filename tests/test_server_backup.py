"""Backups and restores (issue 36): a copy taken while a server plays tables of every
game, mid-match, a person at each (SQLite: ``majlis backup``; PostgreSQL: ``pg_dump``, as
docs/deploy.md says, restored with ``pg_restore`` into a new cluster); play goes on past
the copy, the server stops, and a server started on the copy resumes every table at the
point copied: the person's hand and legal moves, every action before.  And what is not
a backup is refused by ``majlis backup`` with a clear error, nothing written."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.serverkit import ROOT, Client, Server, pg_bin, start_postgres, stop_postgres, wait_for

GAMES = [("sabat-al-deemin", {}), ("bint-al-sbeet", {}), ("badam-saat", {"players": 3}),
         ("asymmetric-badam-saat", {}), ("sedma", {})]
RESUMED = ("match", "board", "legal", "totals", "finished", "commitment")
"""What a person's state frame says of the table, the same before the copy and after
the restore (not who is connected, nor the clock, nor the event number, which the
person's connecting again moves on)."""


def majlis(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "majlis", *args], capture_output=True,
                          text=True, timeout=120, cwd=ROOT)


def waiting(client: Client) -> dict[str, Any]:
    """The person's state once the table waits for them (their turn, the bots done)."""
    return wait_for(lambda: (client.quiet(0.05), client.last and client.last["legal"] and
                             client.last)[1], "the table never came to the person's turn")


def move(client: Client, token: str) -> dict[str, Any]:
    """The person plays their first legal move; the state when it is their turn again."""
    state = waiting(client)
    client.send(type="act", token=token, seen=state["event"],
                action=state["legal"][0]["action"])
    wait_for(lambda: (client.quiet(0.05), client.last and
                      client.last["event"] > state["event"])[1], "the move was never played")
    return waiting(client)


class SQLiteCopies:
    """A server's SQLite file, copied by ``majlis backup``."""

    def __init__(self, tmp: Path) -> None:
        self.live, self.copy = str(tmp / "db.sqlite3"), tmp / "backup.sqlite3"

    def back_up(self, tables: int) -> None:
        done = majlis("backup", "--db", self.live, str(self.copy))
        assert done.returncode == 0, done.stderr
        assert f"{tables} tables, {tables} of them unfinished" in done.stdout

    def restored(self) -> str:
        return str(self.copy)

    def close(self) -> None:
        pass


class PostgresCopies:
    """A throwaway PostgreSQL cluster, dumped by ``pg_dump`` and restored by
    ``pg_restore`` into a new one."""

    def __init__(self, tmp: Path) -> None:
        self.live = start_postgres()
        self.clusters = [self.live]
        self.dump = tmp / "majlis.dump"

    def back_up(self, tables: int) -> None:
        self._run("pg_dump", "--format=custom", f"--file={self.dump}", self.live)

    def restored(self) -> str:
        url = start_postgres()
        self.clusters.append(url)
        self._run("pg_restore", "--no-owner", f"--dbname={url}", str(self.dump))
        return url

    def close(self) -> None:
        for url in self.clusters:
            stop_postgres(url)

    @staticmethod
    def _run(tool: str, *args: str) -> None:
        found = pg_bin()
        assert found is not None
        subprocess.run([str(found / tool), *args], check=True, capture_output=True, timeout=120)


def seated(server: Server, table: str, token: str) -> Client:
    client = server.ws(table)
    client.send(type="hello", token=token, seen=-1)
    client.until("welcome")
    return client


def resumed(state: dict[str, Any]) -> dict[str, Any]:
    return {key: state[key] for key in RESUMED}


@pytest.mark.slow
@pytest.mark.parametrize("copies", [SQLiteCopies, PostgresCopies])
def test_a_server_started_on_a_backup_resumes_every_table_where_it_was_copied(
        tmp_path: Path, copies: type[SQLiteCopies | PostgresCopies]) -> None:
    database = copies(tmp_path)
    try:
        played_on_the_copy(database, tmp_path)
    finally:
        database.close()


def played_on_the_copy(database: SQLiteCopies | PostgresCopies, tmp_path: Path) -> None:
    server = Server(database.live, tmp_path / "log").start()
    try:
        tables = []
        for game, options in GAMES:
            table, tokens = server.table(game, options, [{"kind": "human", "name": "Noura"}])
            token = str(tokens[0])
            client = seated(server, table, token)
            move(client, token)
            tables.append((table, token, client))
        copied = {table: resumed(move(client, token)) for table, token, client in tables}
        records = {table: server.get(f"/api/tables/{table}/record") for table, _, _ in tables}
        database.back_up(len(GAMES))

        for table, token, client in tables:  # play goes on past the copy
            assert resumed(move(client, token)) != copied[table]
            client.close()
    finally:
        server.stop()

    restored = Server(database.restored(), tmp_path / "restored.log").start()
    try:
        for table, token, _ in tables:
            client = seated(restored, table, token)
            assert resumed(waiting(client)) == copied[table], "the table is not as copied"
            assert restored.get(f"/api/tables/{table}/record")["hands"] == \
                records[table]["hands"], "the actions before the copy are not all there"
            move(client, token)  # and play goes on from there
            client.close()
    finally:
        restored.stop()


def test_what_is_not_a_backup_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    other = tmp_path / "other.sqlite3"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE notes (text TEXT)")
    kept = tmp_path / "kept.sqlite3"
    kept.write_bytes(b"an older backup")
    unwritable = tmp_path / "closed"
    unwritable.mkdir(mode=0o500)
    before = {path: path.read_bytes() for path in (other, kept)}
    cases = [
        ((str(tmp_path / "missing.sqlite3"), tmp_path / "a"), "is not a file"),
        ((str(other), tmp_path / "b"), "is not a majlis database"),
        (("postgresql://majlis@127.0.0.1/majlis", tmp_path / "c"), "pg_dump"),
        ((str(other), kept), "exists already"),
        ((str(other), tmp_path / "gone" / "d"), "cannot write"),
    ]
    if not os.access(unwritable, os.W_OK):  # (root writes anywhere)
        cases.append(((str(other), unwritable / "e"), "cannot write"))
    for (db, target), said in cases:
        done = majlis("backup", "--db", db, str(target))
        assert done.returncode == 2 and said in done.stderr, (db, target, done.stderr)
        assert done.stderr.startswith("error:") and len(done.stderr.splitlines()) == 1
    assert {path: path.read_bytes() for path in (other, kept)} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == \
        ["closed", "kept.sqlite3", "other.sqlite3"], "a file was left behind"
