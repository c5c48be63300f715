"""Where tables live: their definition, secret seed, seats (token hashes), every
accepted action in order (the event log, which is the truth every process reads), who
is connected through which process, and a lease saying which process runs the table's
bots and clock.

Every write is one transaction, committed before the caller acknowledges it, and only
if the table is still at the event the writer saw (its version): two processes can
never both append to a table.  On PostgreSQL a committed event is announced to every
process (``NOTIFY``, see :mod:`majlis.server.notices`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from typing import Any, NamedTuple

from majlis.frames import default_name
from majlis.server.database import Database, Run, StoreError, Unavailable, one_line
from majlis.server.schema import Foreign, set_up

__all__ = ["Change", "News", "SeatRow", "SeatState", "Store", "StoreError", "TableRow",
           "Unavailable"]

CHANNEL = "majlis_events"
"""The PostgreSQL notification channel of committed events: ``"TABLE EVENT"``."""

SET_UP_LOCK = 7220
"""The PostgreSQL advisory lock held while tables are created or changed."""
WAIT_OVER = 0.001
"""The seconds left of a wait for people whose time is up though nobody has said that
play begins (its holder died first): still a wait, ended at once by the next holder."""


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
    gone: bool = False
    """As last stored: whether the seat's person left the match (an open table)."""

    @property
    def named_by_server(self) -> bool:
        """Whether nobody gave the seat a name: ``bot 2``, ``player 1``."""
        return self.name == default_name(self.kind, self.seat)


class SeatState(NamedTuple):
    """What the events of a table say of one seat."""

    replaced: bool
    """A bot plays for the absent person."""
    again: bool
    """The seat asked for another match."""
    gone: bool
    """The person left the match (an open table's Leave): nobody waits for them."""


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
    opening: float = 0.0
    """Seconds more an open table waits for people, as last stored (0: it does not)."""


@dataclass(frozen=True)
class Change:
    """One event of a table, written only if the table is still at event ``previous``."""

    table_id: str
    previous: int
    event: int
    match_no: int
    over: bool
    seats: Sequence[SeatState]
    """Each seat's state; none for an action, which changes no seat."""
    action: tuple[int, int, str] | None = None
    """``(n, seat, text)``: the match's action ``n``."""
    presence: tuple[int, bool] | None = None
    """``(seat, connected)``: whether this process holds a connection of the seat now."""
    held: bool = False
    """Written only while this process holds the table's lease (a bot's move, a clock
    running out): only one process runs a table's bots."""
    given: SeatRow | None = None
    """A bot's seat given to a person (an open table): its new row."""
    opening: float | None = None
    """Seconds from now that an open table waits for people (0: play begins; None: as
    it was)."""


@dataclass(frozen=True)
class News:
    """A table as the database has it now, from a given action of its match on."""

    event: int
    match_no: int
    seats: list[SeatState]
    opening: float
    """Seconds more the table waits for people (0: it does not)."""
    connected: set[int]
    """Seats that have a connection at another living process."""
    people: list[tuple[str, str, str | None]]
    """Each seat's ``(kind, name, token_hash)``: a bot's seat may have been given to a
    person."""
    actions: list[tuple[int, str]]
    """The match's actions from the one asked for (from the first, for a new match)."""


class Store:
    """The tables of one database; thread-safe."""

    def __init__(self, url: str) -> None:
        self.db = Database(url)
        self.postgres = self.db.postgres
        self.now = self.db.now
        self._left = f"CASE WHEN opening_until = 0 THEN 0 WHEN opening_until > {self.now}" \
            f" THEN opening_until - {self.now} ELSE {WAIT_OVER} END"
        """SQL for the seconds more a table waits for people (0: it does not)."""
        self._until = f"CASE WHEN ? > 0 THEN {self.now} + ? ELSE 0 END"
        """SQL for when a table waits for people until, given the seconds (twice)."""
        self._held_in_order = "SELECT id FROM tables WHERE owner = ? ORDER BY id" + \
            (" FOR UPDATE" if self.postgres else "")
        """SQL locking the rows of the tables a process holds in the order of their ids
        (PostgreSQL), the order in which every transaction that changes several tables
        locks them (:meth:`commit_all`): no two wait on each other in a circle."""
        failures: tuple[type[Exception], ...] = (Unavailable, *self.db.errors)
        try:
            with self.setting_up() as run:
                set_up(run)
        except failures as error:
            self.db.close()
            raise StoreError(f"cannot open {self.db.where()}: {one_line(error)}") from None
        except Foreign as error:
            self.db.close()
            raise StoreError(f"{self.db.where()} is not a majlis database: {error}") from None

    def close(self) -> None:
        self.db.close()

    def ping(self) -> bool:
        return self.db.ping()

    # -- tables ----------------------------------------------------------------

    def create(self, table: TableRow, seats: Sequence[SeatRow], owner: str,
               lease: float) -> float:
        """A new table, its bots run by ``owner`` for ``lease`` seconds: until when (the
        database's clock)."""
        with self.db.transaction() as run:
            until = run(f"INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, {self.now}, ?, ?, ?, ?,"
                        f" {self.now} + ?, {self._until}) RETURNING lease_until",
                        (table.id, table.game, json.dumps(table.options), table.seed,
                         int(table.turn_clock), table.client, table.match_no, table.event,
                         int(table.over), owner, lease, table.opening,
                         table.opening)).fetchone()[0]
            for s in seats:
                run("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)",
                    (table.id, s.seat, s.kind, s.name, s.level, s.token_hash))
        return float(until)

    def table(self, table_id: str) -> tuple[TableRow, list[SeatRow]] | None:
        with self.db.transaction(snapshot=True) as run:
            rows = run(f"SELECT id, game, options, seed, turn_clock, client, match_no, event,"
                       f" over, {self._left} FROM tables WHERE id = ?", (table_id,)).fetchall()
            if not rows:
                return None
            seats = run("SELECT s.seat, kind, name, level, token_hash, COALESCE(replaced, 0),"
                        " COALESCE(again, 0), COALESCE(gone, 0) FROM seats s"
                        " LEFT JOIN seat_states f ON"
                        " f.table_id = s.table_id AND f.seat = s.seat WHERE s.table_id = ?"
                        " ORDER BY s.seat", (table_id,)).fetchall()
        r = rows[0]
        table = TableRow(r[0], r[1], json.loads(r[2]), r[3], bool(r[4]), r[5], r[6], r[7],
                         bool(r[8]), float(r[9]))
        return table, [SeatRow(s[0], s[1], s[2], s[3], s[4], bool(s[5]), bool(s[6]),
                               bool(s[7])) for s in seats]

    def actions(self, table_id: str, match_no: int) -> list[tuple[int, str]]:
        """The accepted ``(seat, action)`` pairs of a match, in order."""
        with self.db.transaction(snapshot=True) as run:
            return _actions(run, table_id, match_no, 0)

    def news(self, table_id: str, match_no: int, played: int, process: str) -> News:
        """The table now, with the actions of match ``match_no`` from action ``played``
        on (of its new match, from the first, if another began), the seats connected
        at other living processes."""
        with self.db.transaction(snapshot=True) as run:
            event, now_match, opening = run(f"SELECT event, match_no, {self._left} FROM"
                                            f" tables WHERE id = ?", (table_id,)).fetchone()
            seats = run("SELECT s.seat, COALESCE(replaced, 0), COALESCE(again, 0),"
                        " COALESCE(gone, 0), kind, name, token_hash FROM seats s"
                        " LEFT JOIN seat_states f ON f.table_id = s.table_id AND f.seat = s.seat"
                        " WHERE s.table_id = ? ORDER BY s.seat", (table_id,)).fetchall()
            connected = run(f"SELECT DISTINCT seat FROM presence p JOIN processes q ON q.id ="
                            f" p.process WHERE p.table_id = ? AND p.process <> ? AND"
                            f" q.alive_until >= {self.now}", (table_id, process)).fetchall()
            start = played if now_match == match_no else 0
            actions = _actions(run, table_id, now_match, start)
        return News(int(event), int(now_match),
                    [SeatState(bool(s[1]), bool(s[2]), bool(s[3])) for s in seats],
                    float(opening), {int(s) for (s,) in connected},
                    [(s[4], s[5], s[6]) for s in seats], actions)

    def active_tables(self, client: str) -> int:
        """How many unfinished tables ``client`` has created."""
        rows = self.db.query("SELECT COUNT(*) FROM tables WHERE over = 0 AND client = ?",
                             (client,))
        return int(rows[0][0])

    # -- events ----------------------------------------------------------------

    def commit(self, change: Change, process: str) -> bool:
        """Write ``change`` and announce it; False (nothing written) if the table is no
        longer at ``change.previous`` (another process wrote first) or, for a change
        made by the holder, if ``process`` no longer holds it."""
        return self.commit_all([change], process)[0]

    def commit_all(self, changes: Sequence[Change], process: str) -> list[bool]:
        """Write ``changes`` (of different tables) in one transaction, each as
        :meth:`commit` would: whether each was written.  The rows are locked in the
        order of their tables' ids, so that two processes' groups never wait on each
        other in a circle; an error writes none of them."""
        written = [False] * len(changes)
        with self.db.transaction() as run:
            for n in sorted(range(len(changes)), key=lambda n: changes[n].table_id):
                written[n] = self._write(run, changes[n], process)
        return written

    def _write(self, run: Run, change: Change, process: str) -> bool:
        held = f" AND owner = ? AND lease_until >= {self.now}" if change.held else ""
        cursor = run(f"UPDATE tables SET event = ?, over = ?, match_no = ? WHERE id = ?"
                     f" AND event = ?{held}",
                     (change.event, int(change.over), change.match_no, change.table_id,
                      change.previous, *((process,) if change.held else ())))
        if cursor.rowcount != 1:
            return False
        if change.given is not None:
            given = change.given
            run("UPDATE seats SET kind = ?, name = ?, token_hash = ? WHERE table_id = ?"
                " AND seat = ?", (given.kind, given.name, given.token_hash,
                                  change.table_id, given.seat))
        if change.action is not None:
            run("INSERT INTO actions VALUES (?, ?, ?, ?, ?)",
                (change.table_id, change.match_no, *change.action))
        if change.opening is not None:
            run(f"UPDATE tables SET opening_until = {self._until} WHERE id = ?",
                (change.opening, change.opening, change.table_id))
        for seat, state in enumerate(change.seats):
            run("INSERT INTO seat_states VALUES (?, ?, ?, ?, ?) ON CONFLICT (table_id, seat)"
                " DO UPDATE SET replaced = excluded.replaced, again = excluded.again,"
                " gone = excluded.gone", (change.table_id, seat, *map(int, state)))
        if change.presence is not None:
            self._present(run, change.table_id, *change.presence, process)
        self._announce(run, change.table_id, change.event)
        return True

    @staticmethod
    def _present(run: Run, table_id: str, seat: int, connected: bool, process: str) -> None:
        if connected:
            run("INSERT INTO presence VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                (table_id, seat, process))
        else:
            run("DELETE FROM presence WHERE table_id = ? AND seat = ? AND process = ?",
                (table_id, seat, process))

    def transaction(self) -> AbstractContextManager[Run]:
        """A transaction for a module that keeps tables of its own in this database
        (players, ratings, kept reviews): yields ``run(sql, params) -> cursor``, SQL
        written with ``?``."""
        return self.db.transaction()

    @contextmanager
    def setting_up(self) -> Iterator[Run]:
        """A transaction that creates or changes tables: on PostgreSQL, two processes
        starting at once do it one after the other (the second finds it done)."""
        with self.db.transaction() as run:
            if self.postgres:
                run("SELECT pg_advisory_xact_lock(?)", (SET_UP_LOCK,))
            yield run

    def _announce(self, run: Run, table_id: str, event: int) -> None:
        """Tell every process of the event when the transaction commits (PostgreSQL;
        on SQLite one process serves, and it knows)."""
        if self.postgres:
            run("SELECT pg_notify(?, ?)", (CHANNEL, f"{table_id} {event}"))

    # -- processes and leases --------------------------------------------------

    def renew(self, process: str, lease: float) -> tuple[dict[str, float], bool]:
        """Say that ``process`` is alive for ``lease`` seconds more, and renew its
        leases; the tables it still holds (none taken over by another process), each
        with until when (the database's clock), and whether it had been taken for gone:
        its time ran out before this renewal committed (the others read it as gone
        meanwhile, its seats as away, and may have swept its connections).  Judged after
        the commit, since the renewal may wait for its tables' rows (another process's
        commits hold them) past its time, though it began in time; its time is written
        last, after that wait."""
        with self.db.transaction() as run:
            rows = run(f"UPDATE tables SET lease_until = {self.now} + ? WHERE owner = ? AND"
                       f" id IN ({self._held_in_order}) RETURNING id, lease_until",
                       (lease, process, process)).fetchall()
            was = run("SELECT alive_until FROM processes WHERE id = ?", (process,)).fetchall()
            run(f"INSERT INTO processes VALUES (?, {self.now} + ?) ON CONFLICT (id)"
                " DO UPDATE SET alive_until = excluded.alive_until", (process, lease))
        lapsed = bool(was) and float(was[0][0]) < float(self.db.query(f"SELECT {self.now}")[0][0])
        return {str(r[0]): float(r[1]) for r in rows}, lapsed

    def claim(self, table_id: str, process: str, lease: float,
              force: bool = False) -> float | None:
        """Hold ``table_id`` (run its bots and clock) if it is free, expired or ours, or
        whoever held it (``force``: on SQLite, where this process is the only one):
        until when (the database's clock); None if another process holds it."""
        free = "" if force else \
            f" AND (owner = ? OR owner IS NULL OR lease_until < {self.now})"
        with self.db.transaction() as run:
            rows = run(f"UPDATE tables SET owner = ?, lease_until = {self.now} + ?"
                       f" WHERE id = ?{free} RETURNING lease_until",
                       (process, lease, table_id, *(() if force else (process,)))).fetchall()
        return float(rows[0][0]) if rows else None

    def release(self, table_id: str, process: str) -> None:
        with self.db.transaction() as run:
            run("UPDATE tables SET owner = NULL, lease_until = 0 WHERE id = ? AND owner = ?",
                (table_id, process))

    def orphans(self, process: str, every: bool = False) -> list[str]:
        """Unfinished tables nobody holds (their process died, or let them go) or held
        by ``process``; ``every`` unfinished table on SQLite, where this process is the
        only one (one that died held the rest)."""
        free = "" if every else f" AND (owner IS NULL OR owner = ? OR lease_until < {self.now})"
        rows = self.db.query(f"SELECT id FROM tables WHERE over = 0{free} ORDER BY created",
                             () if every else (process,))
        return [str(r[0]) for r in rows]

    def sweep(self, process: str) -> list[str]:
        """Forget the connections of processes gone (dead, or stopped) and bump each of
        their tables' event, so that every process hears that those seats left; the
        tables.  ``process`` itself is alive."""
        with self.db.transaction() as run:
            gone = f"process <> ? AND process NOT IN (SELECT id FROM processes WHERE" \
                   f" alive_until >= {self.now})"
            tables = [str(r[0]) for r in run(f"SELECT DISTINCT table_id FROM presence"
                                             f" WHERE {gone}", (process,)).fetchall()]
            run(f"DELETE FROM presence WHERE {gone}", (process,))
            for table_id in sorted(tables):  # in the order of their ids, as commits lock
                event = run("UPDATE tables SET event = event + 1 WHERE id = ? RETURNING event",
                            (table_id,)).fetchone()
                if event is not None:
                    self._announce(run, table_id, int(event[0]))
        return tables

    def retire(self, process: str) -> None:
        """A process stopping: its leases free, and it counts as gone."""
        with self.db.transaction() as run:
            run(f"UPDATE tables SET owner = NULL, lease_until = 0 WHERE owner = ? AND"
                f" id IN ({self._held_in_order})", (process, process))
            run("UPDATE processes SET alive_until = 0 WHERE id = ?", (process,))


def _actions(run: Run, table_id: str, match_no: int, start: int) -> list[tuple[int, str]]:
    rows = run("SELECT seat, action FROM actions WHERE table_id = ? AND match_no = ? AND n >= ?"
               " ORDER BY n", (table_id, match_no, start)).fetchall()
    return [(int(seat), str(action)) for seat, action in rows]
