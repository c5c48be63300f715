"""Where tables live: their definition, secret seed, seats (token hashes), every
accepted action in order, and a lease saying which server process holds them.

One :class:`Store` speaks portable SQL to either backend: SQLite (WAL, ``synchronous
=FULL``) for one machine, PostgreSQL (psycopg 3) for several processes sharing one
database.  Every write is one transaction, committed before the caller acknowledges it.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from typing import Any

COLUMNS = {
    "tables": ("id TEXT PRIMARY KEY", "game TEXT NOT NULL", "options TEXT NOT NULL",
               "seed TEXT NOT NULL", "turn_clock INTEGER NOT NULL", "client TEXT NOT NULL",
               "created DOUBLE PRECISION NOT NULL", "match_no INTEGER NOT NULL",
               "event INTEGER NOT NULL", "over INTEGER NOT NULL", "owner TEXT",
               "lease_until DOUBLE PRECISION NOT NULL"),
    "seats": ("table_id TEXT NOT NULL", "seat INTEGER NOT NULL", "kind TEXT NOT NULL",
              "name TEXT NOT NULL", "level TEXT NOT NULL", "token_hash TEXT",
              "PRIMARY KEY (table_id, seat)"),
    "actions": ("table_id TEXT NOT NULL", "match_no INTEGER NOT NULL", "n INTEGER NOT NULL",
                "seat INTEGER NOT NULL", "action TEXT NOT NULL",
                "PRIMARY KEY (table_id, match_no, n)"),
    "seat_states": ("table_id TEXT NOT NULL", "seat INTEGER NOT NULL",
                    "replaced INTEGER NOT NULL", "again INTEGER NOT NULL",
                    "PRIMARY KEY (table_id, seat)"),
}
"""Each table of the store and its columns (and keys), as created."""


class StoreError(Exception):
    """The database cannot be opened or set up."""


def _driver_errors(postgres: bool) -> tuple[type[Exception], ...]:
    """What the database driver raises; ``StoreError`` if PostgreSQL's is not installed."""
    if not postgres:
        return (sqlite3.Error,)
    try:
        import psycopg
    except ImportError:
        raise StoreError("a postgresql:// database needs psycopg: "
                         "pip install 'majlis[postgres]'") from None
    return (psycopg.Error,)


@dataclass(frozen=True)
class SeatRow:
    seat: int
    kind: str
    """``human`` or ``bot``."""
    name: str
    level: str
    """The bot level that plays the seat (for a human: when the human is away)."""
    token_hash: str | None
    replaced: bool = False
    """As last stored: whether a bot plays for the absent human."""
    again: bool = False
    """As last stored: whether the seat asked for another match."""

    @property
    def named_by_server(self) -> bool:
        """Whether nobody gave the seat a name: ``bot 2``, ``player 1``."""
        return self.name == default_name(self.kind, self.seat)


def default_name(kind: str, seat: int) -> str:
    """The name of a seat nobody named: ``bot 2``, ``player 1``."""
    return f"bot {seat + 1}" if kind == "bot" else f"player {seat + 1}"


@dataclass(frozen=True)
class TableRow:
    id: str
    game: str
    options: dict[str, Any]
    seed: str
    turn_clock: bool
    client: str
    match_no: int
    event: int
    over: bool


class _Foreign(Exception):
    """The database has a table of the store's names with other columns."""


def _set_up(run: Any) -> None:
    """Creates the store's tables where missing, then checks that each has the columns
    the store writes: a database of another program with a table of one of these names
    is refused in the same transaction, which leaves it as it was."""
    for name, columns in COLUMNS.items():
        run(f"CREATE TABLE IF NOT EXISTS {name} ({', '.join(columns)})")
    for name, columns in COLUMNS.items():
        found = [d[0] for d in run(f"SELECT * FROM {name} WHERE 1 = 0").description]
        wanted = [c.split()[0] for c in columns if not c.startswith("PRIMARY KEY")]
        if found != wanted:
            raise _Foreign(f"its table {name!r} has the columns {', '.join(found)}")


class Store:
    """The tables of one database; thread-safe (calls are serialised)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.postgres = url.startswith(("postgresql://", "postgres://"))
        self._lock = threading.Lock()
        errors = _driver_errors(self.postgres)
        try:
            self._conn = self._connect()
            with self._tx() as run:
                _set_up(run)
        except errors as error:
            said = " ".join(str(error).split())  # the driver's message on one line
            raise StoreError(f"cannot open {self._where()}: {said}") from None
        except _Foreign as error:
            raise StoreError(f"{self._where()} is not a majlis database: {error}") from None

    def _where(self) -> str:
        return "the PostgreSQL database" if self.postgres else self.url

    def _connect(self) -> Any:
        if self.postgres:
            import psycopg

            return psycopg.connect(self.url, autocommit=True)
        conn = sqlite3.connect(self.url, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA busy_timeout=10000")
        return conn

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    @contextmanager
    def _tx(self) -> Iterator[Any]:
        """A transaction; yields ``run(sql, params) -> cursor`` (SQL written with ``?``)."""
        with self._lock:
            begin = "BEGIN" if self.postgres else "BEGIN IMMEDIATE"
            self._conn.execute(begin)
            try:
                yield self._run
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    def transaction(self) -> AbstractContextManager[Any]:
        """A transaction for a module that keeps tables of its own in this database
        (players, ratings, kept reviews): yields ``run(sql, params) -> cursor``, SQL
        written with ``?``."""
        return self._tx()

    def _run(self, sql: str, params: Sequence[Any] = ()) -> Any:
        if self.postgres:
            sql = sql.replace("?", "%s")
        return self._conn.execute(sql, tuple(params))

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self._tx() as run:
            return list(run(sql, params).fetchall())

    # -- tables ----------------------------------------------------------------

    def create(self, table: TableRow, seats: Sequence[SeatRow], owner: str, until: float,
               now: float) -> None:
        """A new table, held by ``owner`` until ``until``."""
        with self._tx() as run:
            run("INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (table.id, table.game, json.dumps(table.options), table.seed,
                 int(table.turn_clock), table.client, now, table.match_no, table.event,
                 int(table.over), owner, until))
            for s in seats:
                run("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)",
                    (table.id, s.seat, s.kind, s.name, s.level, s.token_hash))

    def table(self, table_id: str) -> tuple[TableRow, list[SeatRow]] | None:
        rows = self._query("SELECT id, game, options, seed, turn_clock, client, match_no, event,"
                           " over FROM tables WHERE id = ?", (table_id,))
        if not rows:
            return None
        r = rows[0]
        table = TableRow(r[0], r[1], json.loads(r[2]), r[3], bool(r[4]), r[5], r[6], r[7],
                         bool(r[8]))
        seats = self._query("SELECT s.seat, kind, name, level, token_hash,"
                            " COALESCE(replaced, 0), COALESCE(again, 0) FROM seats s"
                            " LEFT JOIN seat_states f ON f.table_id = s.table_id AND"
                            " f.seat = s.seat WHERE s.table_id = ? ORDER BY s.seat", (table_id,))
        return table, [SeatRow(s[0], s[1], s[2], s[3], s[4], bool(s[5]), bool(s[6]))
                       for s in seats]

    def actions(self, table_id: str, match_no: int) -> list[tuple[int, str]]:
        """The accepted ``(seat, action)`` pairs of a match, in order."""
        rows = self._query("SELECT seat, action FROM actions WHERE table_id = ? AND match_no = ?"
                           " ORDER BY n", (table_id, match_no))
        return [(int(seat), str(action)) for seat, action in rows]

    def active_tables(self, client: str) -> int:
        """How many unfinished tables ``client`` has created."""
        rows = self._query("SELECT COUNT(*) FROM tables WHERE client = ? AND over = 0", (client,))
        return int(rows[0][0])

    # -- writes by the holder of a table ----------------------------------------

    def commit_action(self, table_id: str, owner: str, match_no: int, n: int, seat: int,
                      action: str, event: int, over: bool) -> bool:
        """Append action ``n`` of the match; False (nothing written) if ``owner`` no
        longer holds the table."""
        with self._tx() as run:
            if not self._bump(run, table_id, owner, event, over, match_no):
                return False
            run("INSERT INTO actions VALUES (?, ?, ?, ?, ?)",
                (table_id, match_no, n, seat, action))
            return True

    def set_event(self, table_id: str, owner: str, event: int, match_no: int,
                  over: bool, seats: Sequence[tuple[bool, bool]]) -> bool:
        """Record a new event number (a seat change, a new match) and each seat's
        ``(replaced, again)``; False (nothing written) if not held."""
        with self._tx() as run:
            if not self._bump(run, table_id, owner, event, over, match_no):
                return False
            for seat, (replaced, again) in enumerate(seats):
                run("INSERT INTO seat_states VALUES (?, ?, ?, ?) ON CONFLICT (table_id, seat)"
                    " DO UPDATE SET replaced = excluded.replaced, again = excluded.again",
                    (table_id, seat, int(replaced), int(again)))
            return True

    @staticmethod
    def _bump(run: Any, table_id: str, owner: str, event: int, over: bool,
              match_no: int) -> bool:
        cursor = run("UPDATE tables SET event = ?, over = ?, match_no = ?"
                     " WHERE id = ? AND owner = ?", (event, int(over), match_no, table_id, owner))
        return bool(cursor.rowcount == 1)

    def give_seat(self, table_id: str, owner: str, seat: int, name: str,
                  token_hash: str) -> bool:
        """A bot's seat given to a person (an open table); False (nothing written) if
        ``owner`` no longer holds the table or the seat is no longer a bot's."""
        with self._tx() as run:
            cursor = run("UPDATE seats SET kind = 'human', name = ?, token_hash = ?"
                         " WHERE table_id = ? AND seat = ? AND kind = 'bot' AND EXISTS"
                         " (SELECT 1 FROM tables WHERE id = ? AND owner = ?)",
                         (name, token_hash, table_id, seat, table_id, owner))
            return bool(cursor.rowcount == 1)

    # -- leases ----------------------------------------------------------------

    def claim(self, table_id: str, owner: str, until: float, now: float) -> bool:
        """Hold ``table_id`` if it is free, expired or already ours."""
        with self._tx() as run:
            cursor = run("UPDATE tables SET owner = ?, lease_until = ? WHERE id = ?"
                         " AND (owner = ? OR owner IS NULL OR lease_until < ?)",
                         (owner, until, table_id, owner, now))
            return bool(cursor.rowcount == 1)

    def renew(self, owner: str, until: float) -> None:
        with self._tx() as run:
            run("UPDATE tables SET lease_until = ? WHERE owner = ?", (until, owner))

    def release(self, table_id: str, owner: str) -> None:
        with self._tx() as run:
            run("UPDATE tables SET owner = NULL, lease_until = 0 WHERE id = ? AND owner = ?",
                (table_id, owner))

    def holder(self, table_id: str, now: float) -> str | None:
        """The process holding ``table_id`` now, if any."""
        rows = self._query("SELECT owner FROM tables WHERE id = ? AND lease_until >= ?",
                           (table_id, now))
        return str(rows[0][0]) if rows and rows[0][0] is not None else None

    def orphans(self, owner: str, now: float) -> list[str]:
        """Unfinished tables nobody holds (their process died), or left by ``owner``."""
        rows = self._query("SELECT id FROM tables WHERE over = 0 AND (owner = ? OR owner IS NULL"
                           " OR lease_until < ?) ORDER BY created", (owner, now))
        return [str(r[0]) for r in rows]
