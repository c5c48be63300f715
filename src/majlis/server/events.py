"""Events (docs/events.md): their rows in the database, who registered, the seats the
event gave its players at its tables, and what each finished match scored.

An event is a game with its options, a time window, rated or not, made by a named
player.  Players register (and unregister) until it starts.  One process at a time owns
a running event's clock and pairing, by a lease on the event's row timed by the
database's clock, as a table's (:mod:`majlis.server.leases`): every write the owner
makes checks, in its own transaction, that it still holds the lease, so a process
frozen past its lease adds nothing once another owns the event.  Every change bumps the
event's ``version``, which the pages' sockets watch (whichever process they are on).

A seat's token is kept here, readable only with its player's key, until the match is
over: the owner seats a player who did not ask (and may be on another process), so the
call to the table must be found where any process can read it.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from majlis.server.database import Run
from majlis.server.schema import set_up
from majlis.server.store import Store

COLUMNS = {
    "events": ("id TEXT PRIMARY KEY", "kind TEXT NOT NULL", "title TEXT NOT NULL",
               "game TEXT NOT NULL", "options TEXT NOT NULL", "rated INTEGER NOT NULL",
               "creator TEXT NOT NULL", "starts DOUBLE PRECISION NOT NULL",
               "ends DOUBLE PRECISION NOT NULL", "bot_wait DOUBLE PRECISION NOT NULL",
               "created DOUBLE PRECISION NOT NULL", "finished DOUBLE PRECISION NOT NULL",
               "owner TEXT", "lease_until DOUBLE PRECISION NOT NULL",
               "version INTEGER NOT NULL"),
    "event_players": ("event_id TEXT NOT NULL", "player_id TEXT NOT NULL",
                      "name TEXT NOT NULL", "registered DOUBLE PRECISION NOT NULL",
                      "active INTEGER NOT NULL", "free_since DOUBLE PRECISION NOT NULL",
                      "PRIMARY KEY (event_id, player_id)"),
    "event_seats": ("event_id TEXT NOT NULL", "table_id TEXT NOT NULL", "seat INTEGER NOT NULL",
                    "player_id TEXT NOT NULL", "token TEXT", "seated DOUBLE PRECISION NOT NULL",
                    "done INTEGER NOT NULL", "PRIMARY KEY (table_id, seat)"),
    "event_scores": ("event_id TEXT NOT NULL", "table_id TEXT NOT NULL",
                     "player_id TEXT NOT NULL", "place INTEGER NOT NULL",
                     "teams INTEGER NOT NULL", "points INTEGER NOT NULL",
                     "doubled INTEGER NOT NULL", "left_match INTEGER NOT NULL",
                     "finished DOUBLE PRECISION NOT NULL",
                     "PRIMARY KEY (event_id, table_id, player_id)"),
}
"""The events' tables and their columns (and keys), as created."""
INDEXES = ("INDEX IF NOT EXISTS events_due ON events (finished, starts)",
           "INDEX IF NOT EXISTS event_seats_event ON event_seats (event_id, done)")
"""What the owners' clock (events not finished, by start) and the pairing look up."""
LISTED = 200
"""Events a listing names, the newest first within each state."""


class Lost(Exception):
    """This process no longer owns the event (its lease ran out, another took it)."""


@dataclass(frozen=True)
class EventRow:
    id: str
    kind: str
    title: str
    game: str
    options: dict[str, Any]
    rated: bool
    creator: str
    """The creator's name."""
    starts: float
    ends: float
    bot_wait: float
    """Seconds a player waits alone before bots fill the other seats of a table."""
    finished: float
    """When the event finished (0: not yet)."""
    owner: str | None
    version: int


@dataclass(frozen=True)
class Entrant:
    """A registered player, as the owner's pairing needs them."""

    player_id: str
    name: str
    active: bool
    """Whether the player is to be seated (registered, or joined again after leaving)."""
    free_since: float
    """Since when the player waits for a table (0: since the event began)."""


@dataclass(frozen=True)
class SeatCall:
    """A seat the event gave a player, at a table whose match is not scored yet."""

    table_id: str
    seat: int
    player_id: str
    token: str | None
    seated: float


@dataclass(frozen=True)
class Score:
    """What one finished match scored for one player."""

    table_id: str
    player_id: str
    place: int
    teams: int
    points: int
    doubled: bool
    left: bool
    finished: float


EVENT_COLUMNS = ("e.id, e.kind, e.title, e.game, e.options, e.rated, p.name, e.starts, e.ends,"
                 " e.bot_wait, e.finished, e.owner, e.version")


class Events:
    """The events of one database (through the tables' :class:`Store`)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.beside: list[str] = []
        """Tables a kind keeps of its own, by ``event_id``: their rows go with the
        event's when the host removes it."""
        self.now = store.now
        self._lock = " FOR UPDATE" if store.postgres else ""
        with store.setting_up() as run:
            set_up(run, COLUMNS, {}, INDEXES)

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self.store.transaction() as run:
            return list(run(sql, params).fetchall())

    # -- events ----------------------------------------------------------------

    def create(self, kind: str, title: str, game: str, options: dict[str, Any], rated: bool,
               creator: str, window: tuple[float, float], bot_wait: float) -> str:
        event_id = secrets.token_urlsafe(6)
        with self.store.transaction() as run:
            run("INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, NULL, 0, 0)",
                (event_id, kind, title, game, json.dumps(options), int(rated), creator,
                 window[0], window[1], bot_wait, time.time()))
        return event_id

    def event(self, event_id: str) -> EventRow | None:
        rows = self._query(f"SELECT {EVENT_COLUMNS} FROM events e JOIN players p"
                           " ON p.id = e.creator WHERE e.id = ?", (event_id,))
        return _event(rows[0]) if rows else None

    def listing(self) -> list[EventRow]:
        """The events not finished (the soonest first), then the last finished."""
        rows = self._query(f"SELECT {EVENT_COLUMNS} FROM events e JOIN players p ON p.id ="
                           " e.creator ORDER BY CASE WHEN e.finished = 0 THEN 0 ELSE 1 END,"
                           " CASE WHEN e.finished = 0 THEN e.starts ELSE -e.finished END"
                           " LIMIT ?", (LISTED,))
        return [_event(r) for r in rows]

    def version(self, event_id: str) -> int | None:
        rows = self._query("SELECT version FROM events WHERE id = ?", (event_id,))
        return int(rows[0][0]) if rows else None

    def due(self, ahead: float) -> list[str]:
        """The events begun (or beginning within ``ahead`` seconds) and not finished."""
        rows = self._query(f"SELECT id FROM events WHERE finished = 0 AND starts <= {self.now}"
                           " + ? ORDER BY starts", (ahead,))
        return [str(r[0]) for r in rows]

    def claim(self, event_id: str, process: str, lease: float) -> bool:
        """Own the event's clock and pairing (or go on owning it) for ``lease`` seconds,
        if it is free, expired or ours."""
        with self.store.transaction() as run:
            rows = run(f"UPDATE events SET owner = ?, lease_until = {self.now} + ? WHERE id = ?"
                       f" AND finished = 0 AND (owner = ? OR owner IS NULL OR lease_until <"
                       f" {self.now}) RETURNING id", (process, lease, event_id, process))
            return bool(rows.fetchall())

    def release(self, process: str) -> None:
        """A process stopping: the events it owns are free at once."""
        with self.store.transaction() as run:
            run("UPDATE events SET owner = NULL, lease_until = 0 WHERE owner = ?", (process,))

    def held(self, run: Run, event_id: str, process: str) -> None:
        """In a write of the owner: the event's row locked (PostgreSQL), its lease still
        this process's, and its version bumped; :class:`Lost` otherwise."""
        rows = run(f"SELECT 1 FROM events WHERE id = ? AND owner = ? AND lease_until >="
                   f" {self.now}{self._lock}", (event_id, process)).fetchall()
        if not rows:
            raise Lost(event_id)
        run("UPDATE events SET version = version + 1 WHERE id = ?", (event_id,))

    def touch(self, event_id: str) -> None:
        """Something of the event changed that its followers read elsewhere (a table of
        it was made): its version bumped."""
        with self.store.transaction() as run:
            run("UPDATE events SET version = version + 1 WHERE id = ?", (event_id,))

    def finish(self, event_id: str, process: str) -> None:
        with self.store.transaction() as run:
            self.held(run, event_id, process)
            run("UPDATE events SET finished = ?, owner = NULL, lease_until = 0 WHERE id = ?",
                (time.time(), event_id))

    def removal(self, event_id: str) -> list[tuple[str, tuple[str]]]:
        """The statements that remove an event (the host's act, logged in the same
        transaction): its kind's rows, its scores, its seats (their tokens), its players
        and itself; its tables play on as ordinary ones (docs/community.md, "The
        host")."""
        keyed = [(table, "event_id") for table in self.beside] + [
            ("event_scores", "event_id"), ("event_seats", "event_id"),
            ("event_players", "event_id"), ("events", "id")]
        return [(f"DELETE FROM {table} WHERE {key} = ?", (event_id,)) for table, key in keyed]

    # -- players -----------------------------------------------------------------

    def register(self, event_id: str, player: tuple[str, str], before: float | None) -> bool:
        """``player`` (id, name) registers, or joins again; ``before``: only if the event
        starts after then.  False where it began (or is not found)."""
        with self.store.transaction() as run:
            found = run("SELECT starts, finished FROM events WHERE id = ?", (event_id,)).fetchall()
            if not found or found[0][1] or (before is not None and found[0][0] <= before):
                return False
            run("INSERT INTO event_players VALUES (?, ?, ?, ?, 1, 0) ON CONFLICT (event_id,"
                " player_id) DO UPDATE SET active = 1, free_since = ?",
                (event_id, player[0], player[1], time.time(), time.time()))
        self.touch(event_id)
        return True

    def unregister(self, event_id: str, player_id: str, before: float | None) -> bool:
        """The player unregisters (``before``: only if the event starts after then, and
        the player is gone from the list) or, once it runs, stops being seated."""
        with self.store.transaction() as run:
            found = run("SELECT starts FROM events WHERE id = ? AND finished = 0",
                        (event_id,)).fetchall()
            if not found:
                return False
            if before is not None and found[0][0] > before:
                run("DELETE FROM event_players WHERE event_id = ? AND player_id = ?",
                    (event_id, player_id))
            else:
                run("UPDATE event_players SET active = 0 WHERE event_id = ? AND player_id = ?",
                    (event_id, player_id))
        self.touch(event_id)
        return True

    def entrants(self, event_id: str) -> list[Entrant]:
        rows = self._query("SELECT player_id, name, active, free_since FROM event_players"
                           " WHERE event_id = ? ORDER BY registered, player_id", (event_id,))
        return [Entrant(str(r[0]), str(r[1]), bool(r[2]), float(r[3])) for r in rows]

    # -- seats -------------------------------------------------------------------

    def seat(self, event_id: str, process: str, table_id: str,
             seats: Sequence[tuple[str, str]]) -> None:
        """A table for the players ``seats`` (each id and token, in seat order), written
        before the table is made (the next owner makes it if this one dies first), with
        their seats as an open table's people's, for their results and ratings."""
        with self.store.transaction() as run:
            self.held(run, event_id, process)
            for seat, (player_id, token) in enumerate(seats):
                run("INSERT INTO event_seats VALUES (?, ?, ?, ?, ?, ?, 0)",
                    (event_id, table_id, seat, player_id, token, time.time()))
                run("INSERT INTO player_seats VALUES (?, ?, ?, 0)", (table_id, seat, player_id))

    def unscored(self, event_id: str) -> list[tuple[SeatCall, bool | None]]:
        """The seats of the tables whose match is not scored yet, each with whether its
        match is over (None: its table is not made yet)."""
        rows = self._query("SELECT s.table_id, s.seat, s.player_id, s.token, s.seated, t.over"
                           " FROM event_seats s LEFT JOIN tables t ON t.id = s.table_id"
                           " WHERE s.event_id = ? AND s.done = 0 ORDER BY s.seated, s.table_id,"
                           " s.seat", (event_id,))
        return [(SeatCall(str(r[0]), int(r[1]), str(r[2]), r[3], float(r[4])),
                 None if r[5] is None else bool(r[5])) for r in rows]

    def tables(self, event_id: str) -> list[tuple[str, float, bool, list[str]]]:
        """The event's tables in the order they were made: id, when, whether scored,
        and the names of the event's players there in seat order."""
        rows = self._query("SELECT s.table_id, s.seated, s.done, p.name FROM event_seats s"
                           " JOIN event_players p ON p.event_id = s.event_id AND p.player_id ="
                           " s.player_id WHERE s.event_id = ? ORDER BY s.seated, s.table_id,"
                           " s.seat", (event_id,))
        tables: dict[str, tuple[str, float, bool, list[str]]] = {}
        for r in rows:
            tables.setdefault(str(r[0]), (str(r[0]), float(r[1]), bool(r[2]), []))[3].append(
                str(r[3]))
        return list(tables.values())

    def is_rated(self, table_id: str) -> bool:
        rows = self._query("SELECT e.rated FROM event_seats s JOIN events e ON e.id ="
                           " s.event_id WHERE s.table_id = ? LIMIT 1", (table_id,))
        return bool(rows and rows[0][0])

    def results(self, table_id: str) -> dict[str, tuple[int, bool]]:
        """The stored results of a table's match: each player's place, and whether they
        left it."""
        rows = self._query("SELECT player_id, place, left_match FROM results WHERE table_id = ?"
                           " AND match_no = 0", (table_id,))
        return {str(r[0]): (int(r[1]), bool(r[2])) for r in rows}

    # -- scores ------------------------------------------------------------------

    def score(self, event_id: str, process: str, table_id: str,
              scores: Sequence[Score]) -> None:
        """A table's match scored: its scores written, its seats done (their tokens
        dropped), its players free from now (those who left it no longer seated)."""
        with self.store.transaction() as run:
            self.held(run, event_id, process)
            for s in scores:
                run("INSERT INTO event_scores VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (event_id, s.table_id, s.player_id, s.place, s.teams, s.points,
                     int(s.doubled), int(s.left), s.finished))
                run("UPDATE event_players SET free_since = ?, active = active * ? WHERE"
                    " event_id = ? AND player_id = ?",
                    (s.finished, int(not s.left), event_id, s.player_id))
            run("UPDATE event_seats SET done = 1, token = NULL WHERE table_id = ?", (table_id,))

    def scores(self, event_id: str) -> list[Score]:
        """Every match scored in the event, in the order they finished."""
        rows = self._query("SELECT table_id, player_id, place, teams, points, doubled,"
                           " left_match, finished FROM event_scores WHERE event_id = ?"
                           " ORDER BY finished, table_id, player_id", (event_id,))
        return [Score(str(r[0]), str(r[1]), int(r[2]), int(r[3]), int(r[4]), bool(r[5]),
                      bool(r[6]), float(r[7])) for r in rows]


def _event(r: Sequence[Any]) -> EventRow:
    return EventRow(str(r[0]), str(r[1]), str(r[2]), str(r[3]), json.loads(r[4]), bool(r[5]),
                    str(r[6]), float(r[7]), float(r[8]), float(r[9]), float(r[10]),
                    None if r[11] is None else str(r[11]), int(r[12]))
