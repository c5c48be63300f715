"""A connection to the tables' database, SQLite or PostgreSQL, one transaction at a time
per caller.

SQLite (WAL, ``synchronous=FULL``) is one file on one machine: one connection, calls in
turn, and one server process.  PostgreSQL (psycopg 3) is reached through a pool of
connections (``psycopg_pool``), so that commits of different tables go on at once; a
connection lost (a restart of the database, a network fault) is replaced by the pool by
itself, and until one can be opened again every call raises :class:`Unavailable`.  An
SQLite file that another program holds locked past :data:`WAIT`, or that cannot be read
or written (its disk full or failing), is the same outage: :class:`Unavailable` until
the file answers again.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from majlis.server.metrics import DATABASE_ERRORS

POOL = 8
"""PostgreSQL connections a process keeps at most: the threads that commit at once."""
WAIT = 3.0
"""Seconds a call waits for a connection (PostgreSQL) or for the file's lock (SQLite)
before it says the database is unavailable."""
PING_WAIT = 0.5
"""Seconds :meth:`Database.ping` waits for them: a health check answers in time."""
SQLITE_AWAY = {sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED, sqlite3.SQLITE_IOERR,
               sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_FULL, sqlite3.SQLITE_READONLY,
               sqlite3.SQLITE_PROTOCOL}
"""SQLite's (primary) result codes that say the file cannot be used now, rather than
that a statement is wrong: locked by another program, unreadable, full."""

Run = Callable[..., Any]
"""``run(sql, params=()) -> cursor``: one statement of a transaction (SQL with ``?``)."""


class StoreError(Exception):
    """The database cannot be opened or set up."""


class Unavailable(Exception):
    """The database cannot be reached now: the transaction was not done (or, when the
    connection broke while committing, the caller cannot know whether it was).  Try
    again later; the event log in the database says what happened."""


def driver_errors(postgres: bool) -> tuple[type[Exception], ...]:
    """What the database driver raises; ``StoreError`` if PostgreSQL's is not installed."""
    if not postgres:
        return (sqlite3.Error,)
    try:
        import psycopg
        import psycopg_pool
    except ImportError:
        raise StoreError("a postgresql:// database needs psycopg: "
                         "pip install 'majlis[postgres]'") from None
    return (psycopg.Error, psycopg_pool.PoolTimeout)


class Database:
    """Transactions on one database; thread-safe."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.postgres = url.startswith(("postgresql://", "postgres://"))
        self.errors = driver_errors(self.postgres)
        self.now = "EXTRACT(EPOCH FROM clock_timestamp())" if self.postgres else \
            "((julianday('now') - 2440587.5) * 86400.0)"
        """SQL for the database's clock, in seconds since 1970: every process reads one
        clock, so that leases mean the same to all of them."""
        self._lock = threading.Lock()
        self._pool: Any = None
        self._conn: Any = None
        try:
            self._open()
        except self.errors as error:
            raise StoreError(f"cannot open {self.where()}: {one_line(error)}") from None

    def where(self) -> str:
        return "the PostgreSQL database" if self.postgres else self.url

    def _open(self) -> None:
        if self.postgres:
            import psycopg
            from psycopg_pool import ConnectionPool

            psycopg.connect(self.url).close()  # the driver's own words if it cannot
            self._pool = ConnectionPool(self.url, min_size=1, max_size=POOL, open=False,
                                        kwargs={"autocommit": True})
            try:
                self._pool.open(wait=True, timeout=WAIT * 2)
            except BaseException:
                self._pool.close()
                raise
            return
        conn = sqlite3.connect(self.url, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute(f"PRAGMA busy_timeout={round(WAIT * 1000)}")
        self._conn = conn

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
        else:
            with self._lock:
                self._conn.close()

    @contextmanager
    def transaction(self, snapshot: bool = False, wait: float = WAIT) -> Iterator[Run]:
        """A transaction; yields ``run``.  ``snapshot``: every read sees the database as
        it was at the first one (PostgreSQL's repeatable read; SQLite's always does).
        :class:`Unavailable` if the database cannot be reached, or (``wait``) cannot
        be had within so many seconds."""
        try:
            with self._begun(snapshot, wait) as conn:
                yield from self._in_transaction(conn)
        except self.errors as error:
            DATABASE_ERRORS.inc()
            if self._lost(error):
                raise Unavailable(one_line(error)) from None
            raise

    @contextmanager
    def _begun(self, snapshot: bool, wait: float) -> Iterator[Any]:
        """A connection in a new transaction.  A pooled connection that the database
        dropped (a restart) fails at ``BEGIN``, before anything is done: the pool
        discards it and the next is tried, so that callers see an outage only while
        it lasts (SQLite's one connection is not tried again: its ``BEGIN`` failed
        because the file cannot be had now)."""
        if self.postgres:
            begin = "BEGIN ISOLATION LEVEL REPEATABLE READ" if snapshot else "BEGIN"
        else:
            begin = "BEGIN" if snapshot else "BEGIN IMMEDIATE"
        for tries_left in reversed(range(POOL + 1 if self.postgres else 1)):
            with self._connection(wait) as conn:
                try:
                    conn.execute(begin)
                except self.errors as error:
                    if tries_left and self._lost(error):
                        continue
                    raise
                yield conn
                return

    @contextmanager
    def _connection(self, wait: float) -> Iterator[Any]:
        """A connection, waited for at most ``wait`` seconds (on SQLite, ``wait`` less
        than :data:`WAIT`: the one connection and the file's lock; a caller waiting
        :data:`WAIT` waits its turn for the connection, whose every holder waits at
        most that for the file)."""
        if self._pool is not None:
            with self._pool.connection(timeout=wait) as conn:
                yield conn
            return
        if not self._lock.acquire(timeout=wait if wait < WAIT else -1):
            raise Unavailable("the database is busy")
        try:
            if wait < WAIT:
                self._conn.execute(f"PRAGMA busy_timeout={round(wait * 1000)}")
            try:
                yield self._conn
            finally:
                if wait < WAIT:
                    self._conn.execute(f"PRAGMA busy_timeout={round(WAIT * 1000)}")
        finally:
            self._lock.release()

    def _in_transaction(self, conn: Any) -> Iterator[Run]:
        def run(sql: str, params: Sequence[Any] = ()) -> Any:
            if self.postgres:
                sql = sql.replace("?", "%s")
            return conn.execute(sql, tuple(params))
        try:
            yield run
        except BaseException:
            with contextlib.suppress(*self.errors):  # a broken connection rolled back
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def _lost(self, error: Exception) -> bool:
        """Whether ``error`` says the database cannot be reached (rather than that a
        statement is wrong)."""
        if not self.postgres:
            return isinstance(error, sqlite3.Error) and _sqlite_code(error) in SQLITE_AWAY
        import psycopg

        return isinstance(error, psycopg.OperationalError | psycopg.InterfaceError) or \
            type(error).__name__ == "PoolTimeout"

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self.transaction(snapshot=True) as run:
            return list(run(sql, params).fetchall())

    def ping(self) -> bool:
        """Whether the database would take a write now (SQLite: its file's lock is
        free), found within about :data:`PING_WAIT` seconds."""
        try:
            with self.transaction(wait=PING_WAIT) as run:
                return list(run("SELECT 1").fetchall()) == [(1,)]
        except Unavailable:
            return False


def one_line(error: BaseException) -> str:
    """The driver's message on one line."""
    return " ".join(str(error).split())


def _sqlite_code(error: sqlite3.Error) -> int:
    """SQLite's primary result code of ``error``; 0 for an error the module raised of its
    own (a closed connection, say), which carries none."""
    try:
        return error.sqlite_errorcode & 0xFF
    except AttributeError:
        return 0
