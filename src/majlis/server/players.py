"""Players who are remembered: their names (no two that look alike), their keys
(hashed), the codes that move them to another device, the seats they took at open
tables, their results and ratings.

The tables live in the tables' own database (:class:`~majlis.server.store.Store`,
SQLite or PostgreSQL alike), created where missing by :class:`Players`; each write is
one transaction.  A player key is never stored, only its SHA-256, as a seat token.
"""

from __future__ import annotations

import base64
import hashlib
import json
import secrets
import time
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from majlis.server.database import Run
from majlis.server.names import skeleton
from majlis.server.ratings import SETTLED_SIGMA, Rating
from majlis.server.schema import set_up
from majlis.server.store import SeatRow, Store

COLUMNS = {
    "players": ("id TEXT PRIMARY KEY", "name TEXT NOT NULL", "name_key TEXT NOT NULL UNIQUE",
                "created DOUBLE PRECISION NOT NULL", "skeleton TEXT"),
    "player_keys": ("key_hash TEXT PRIMARY KEY", "player_id TEXT NOT NULL",
                    "created DOUBLE PRECISION NOT NULL"),
    "move_codes": ("code_hash TEXT PRIMARY KEY", "player_id TEXT NOT NULL",
                   "expires DOUBLE PRECISION NOT NULL"),
    "open_tables": ("table_id TEXT PRIMARY KEY", "game TEXT NOT NULL", "options TEXT NOT NULL",
                    "rated INTEGER NOT NULL", "created DOUBLE PRECISION NOT NULL",
                    "started INTEGER NOT NULL"),
    "player_seats": ("table_id TEXT NOT NULL", "seat INTEGER NOT NULL",
                     "player_id TEXT NOT NULL", "left_match INTEGER NOT NULL",
                     "PRIMARY KEY (table_id, seat)"),
    "results": ("table_id TEXT NOT NULL", "match_no INTEGER NOT NULL",
                "player_id TEXT NOT NULL", "game TEXT NOT NULL", "rated INTEGER NOT NULL",
                "place INTEGER NOT NULL", "won INTEGER NOT NULL", "left_match INTEGER NOT NULL",
                "mu DOUBLE PRECISION", "sigma DOUBLE PRECISION",
                "finished DOUBLE PRECISION NOT NULL",
                "PRIMARY KEY (table_id, match_no, player_id)"),
    "ratings": ("player_id TEXT NOT NULL", "game TEXT NOT NULL", "mu DOUBLE PRECISION NOT NULL",
                "sigma DOUBLE PRECISION NOT NULL", "PRIMARY KEY (player_id, game)"),
}
"""The players' tables and their columns (and keys), as created."""
ADDED = {"players": ("skeleton",)}
"""The columns added since the first version, last in their tables."""
INDEXES = ("UNIQUE INDEX IF NOT EXISTS players_skeleton ON players (skeleton)",)
"""What the database itself refuses: two players whose names look alike (a name's
skeleton, :func:`~majlis.server.names.skeleton`), however many register at once.  A
player who registered a look-alike before names had skeletons keeps the name, with
none (NULL, which the index does not compare): the first to register holds it."""
LISTING = (
    "SELECT o.table_id, o.game, o.options, o.rated, o.created, t.match_no > 0 OR"
    " EXISTS (SELECT 1 FROM actions a WHERE a.table_id = t.id), s.seat, s.kind, s.name,"
    " s.level, COALESCE(f.replaced, 0), COALESCE(f.again, 0), COALESCE(f.gone, 0),"
    " EXISTS (SELECT 1 FROM presence p JOIN processes q ON q.id = p.process WHERE"
    " p.table_id = s.table_id AND p.seat = s.seat AND q.alive_until >= {now})"
    " FROM tables t JOIN open_tables o ON o.table_id = t.id JOIN seats s ON"
    " s.table_id = t.id LEFT JOIN seat_states f ON f.table_id = s.table_id AND"
    " f.seat = s.seat WHERE t.over = 0 ORDER BY o.created, o.table_id, s.seat")
"""The open tables whose match is not over, each seat a row (``{now}``: the database's
clock), led by the index of unfinished tables: whether play began, and whether each seat
is connected through a living process, read from the stored rows."""
CODE_SECONDS = 900
"""How long a code that moves a player to another device may be used (once)."""


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def name_key(name: str) -> str:
    """What makes two names the same name: letters alike once folded (``Noura``,
    ``NOURA``, ``noura`` in another form of Unicode)."""
    return unicodedata.normalize("NFKC", name).casefold()


def new_code() -> str:
    """A code to type on another device: 80 random bits in four groups of four
    letters and digits (``K7QD-...``), used once within :data:`CODE_SECONDS`."""
    text = base64.b32encode(secrets.token_bytes(10)).decode()
    return "-".join(text[n:n + 4] for n in range(0, 16, 4))


def code_text(code: str) -> str:
    """A code as typed: any case, with or without its dashes and blanks."""
    return "".join(c for c in code.upper() if c.isalnum())


@dataclass(frozen=True)
class OpenTable:
    table_id: str
    game: str
    options: dict[str, Any]
    rated: bool
    created: float


@dataclass(frozen=True)
class Listed:
    """An open table as the lobby lists it, read from the database alone (whichever
    process serves it): its seats as last stored, with whether each seat's person is
    connected through a living process."""

    table: OpenTable
    started: bool
    """Whether play has begun (a match after the first, or an action stored)."""
    seats: list[tuple[SeatRow, bool]]


@dataclass(frozen=True)
class Result:
    """One person's result in one match (``player_id`` and ``seat``)."""

    player_id: str
    seat: int
    place: int
    won: bool
    left: bool
    rating: Rating | None
    """After the match; None for an unrated match."""


class Players:
    """The players' tables of one database (through the tables' :class:`Store`)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        with store.setting_up() as run:
            if ("players", "skeleton") in set_up(run, COLUMNS, ADDED, INDEXES):
                _give_skeletons(run)

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self.store.transaction() as run:
            return list(run(sql, params).fetchall())

    # -- who is who ------------------------------------------------------------

    def register(self, name: str) -> tuple[str, str] | None:
        """A new player: ``(id, key)``; None if the name, or one that looks like it, is
        taken.  The insert itself finds it taken (``ON CONFLICT DO NOTHING`` on the
        unique name and skeleton): of the requests registering look-alikes at once,
        one makes a player, and the others, waiting on its row, find it there."""
        player_id, key = secrets.token_urlsafe(9), secrets.token_urlsafe(24)
        with self.store.transaction() as run:
            made = run("INSERT INTO players VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                       (player_id, name, name_key(name), time.time(), skeleton(name)))
            if made.rowcount != 1:
                return None
            run("INSERT INTO player_keys VALUES (?, ?, ?)", (digest(key), player_id, time.time()))
        return player_id, key

    def look_alike(self, name: str) -> str | None:
        """The name of the player whose name is ``name`` or looks like it."""
        rows = self._query("SELECT name FROM players WHERE name_key = ? OR skeleton = ?"
                           " ORDER BY created LIMIT 1", (name_key(name), skeleton(name)))
        return str(rows[0][0]) if rows else None

    def by_key(self, key: str) -> tuple[str, str] | None:
        """The ``(id, name)`` of the player holding ``key``, if any."""
        rows = self._query("SELECT p.id, p.name FROM player_keys k JOIN players p"
                           " ON p.id = k.player_id WHERE k.key_hash = ?", (digest(key),))
        return (str(rows[0][0]), str(rows[0][1])) if rows else None

    def by_name(self, name: str) -> tuple[str, str] | None:
        rows = self._query("SELECT id, name FROM players WHERE name_key = ?", (name_key(name),))
        return (str(rows[0][0]), str(rows[0][1])) if rows else None

    def move_code(self, player_id: str) -> str:
        """A new code that gives another device a key of this player."""
        code = new_code()
        with self.store.transaction() as run:
            run("DELETE FROM move_codes WHERE expires < ?", (time.time(),))
            run("INSERT INTO move_codes VALUES (?, ?, ?)",
                (digest(code_text(code)), player_id, time.time() + CODE_SECONDS))
        return code

    def redeem(self, code: str) -> tuple[str, str] | None:
        """A new key for the player a code was made for, and the player's name; the code
        is spent.  None for a code unknown, spent or past its time.  Spent by the one
        statement that finds it: of the requests sending it at once, the one whose
        ``DELETE`` takes the row gets a key, and the others (waiting on its row lock,
        then finding it gone) get none."""
        key = secrets.token_urlsafe(24)
        with self.store.transaction() as run:
            spent = run("DELETE FROM move_codes WHERE code_hash = ? AND expires >= ?"
                        " RETURNING player_id", (digest(code_text(code)), time.time())).fetchall()
            if not spent:
                return None
            player_id = spent[0][0]
            name = run("SELECT name FROM players WHERE id = ?", (player_id,)).fetchone()[0]
            run("INSERT INTO player_keys VALUES (?, ?, ?)", (digest(key), player_id, time.time()))
        return key, str(name)

    # -- open tables -----------------------------------------------------------

    def add_open(self, table: OpenTable, seat: int, player_id: str) -> None:
        """An open table just created, with its first person at ``seat``."""
        with self.store.transaction() as run:
            run("INSERT INTO open_tables VALUES (?, ?, ?, ?, ?, 0)",
                (table.table_id, table.game, json.dumps(table.options), int(table.rated),
                 table.created))
            run("INSERT INTO player_seats VALUES (?, ?, ?, 0)", (table.table_id, seat, player_id))

    def open_tables(self, started: bool | None = None) -> list[OpenTable]:
        """Open tables whose match is not over, the longest waiting first (only those
        not ``started``, or only those that are, where asked)."""
        rows = self._query("SELECT o.table_id, o.game, o.options, o.rated, o.created FROM"
                           " open_tables o JOIN tables t ON t.id = o.table_id WHERE t.over = 0"
                           " AND o.started IN (?, ?) ORDER BY o.created",
                           (0, 1) if started is None else (int(started),) * 2)
        return [_open_table(r) for r in rows]

    def listing(self) -> list[Listed]:
        """Every open table whose match is not over, the longest waiting first, with its
        seats: one query, led by the index of unfinished tables (no table replayed)."""
        rows = self._query(LISTING.format(now=self.store.now))
        listed: dict[str, Listed] = {}
        for r in rows:
            entry = listed.setdefault(str(r[0]), Listed(_open_table(r[:5]), bool(r[5]), []))
            entry.seats.append((SeatRow(int(r[6]), str(r[7]), str(r[8]), str(r[9]), None,
                                        bool(r[10]), bool(r[11]), bool(r[12])), bool(r[13])))
        return list(listed.values())

    def open_table(self, table_id: str) -> OpenTable | None:
        rows = self._query("SELECT table_id, game, options, rated, created FROM open_tables"
                           " WHERE table_id = ?", (table_id,))
        return _open_table(rows[0]) if rows else None

    def mark_started(self, table_id: str) -> None:
        with self.store.transaction() as run:
            run("UPDATE open_tables SET started = 1 WHERE table_id = ?", (table_id,))

    def sit(self, table_id: str, seat: int, player_id: str) -> None:
        with self.store.transaction() as run:
            run("INSERT INTO player_seats VALUES (?, ?, ?, 0)", (table_id, seat, player_id))

    def seats(self, table_id: str) -> dict[int, tuple[str, bool]]:
        """The seats players hold at a table: seat -> (player id, whether they left)."""
        rows = self._query("SELECT seat, player_id, left_match FROM player_seats"
                           " WHERE table_id = ?", (table_id,))
        return {int(r[0]): (str(r[1]), bool(r[2])) for r in rows}

    def leave(self, table_id: str, seat: int) -> None:
        with self.store.transaction() as run:
            run("UPDATE player_seats SET left_match = 1 WHERE table_id = ? AND seat = ?",
                (table_id, seat))

    # -- results and ratings ---------------------------------------------------

    def record(self, table_id: str, match_no: int, game: str, rated: bool,
               results: Callable[[dict[str, Rating]], list[Result]]) -> bool:
        """A finished match's results and the new ratings, worked out by ``results`` from
        the players' ratings in ``game`` before it, in one transaction; False (nothing
        written) if this match's results were written already."""
        now = time.time()
        try:
            with self.store.transaction() as run:
                found = run("SELECT r.player_id, r.mu, r.sigma FROM ratings r JOIN player_seats s"
                            " ON s.player_id = r.player_id WHERE s.table_id = ? AND r.game = ?",
                            (table_id, game)).fetchall()
                for r in results({str(f[0]): Rating(float(f[1]), float(f[2])) for f in found}):
                    self._write(run, (table_id, match_no, game, rated, now), r)
        except _Written:
            return False
        return True

    @staticmethod
    def _write(run: Any, match: tuple[str, int, str, bool, float], r: Result) -> None:
        table_id, match_no, game, rated, now = match
        mu, sigma = (r.rating.mu, r.rating.sigma) if r.rating else (None, None)
        cursor = run("INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                     " ON CONFLICT DO NOTHING", (table_id, match_no, r.player_id, game,
                                                  int(rated), r.place, int(r.won), int(r.left),
                                                  mu, sigma, now))
        if cursor.rowcount != 1:
            raise _Written
        if r.rating is not None:
            run("INSERT INTO ratings VALUES (?, ?, ?, ?) ON CONFLICT (player_id, game)"
                " DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
                (r.player_id, game, mu, sigma))

    def history(self, player_id: str) -> list[dict[str, Any]]:
        """A player's matches, oldest first."""
        rows = self._query("SELECT table_id, match_no, game, rated, place, won, left_match, mu,"
                           " sigma, finished FROM results WHERE player_id = ? ORDER BY finished",
                           (player_id,))
        return [{"table": r[0], "match": r[1], "game": r[2], "rated": bool(r[3]),
                 "place": r[4], "won": bool(r[5]), "left": bool(r[6]),
                 "rating": None if r[7] is None else Rating(float(r[7]), float(r[8])),
                 "finished": r[9]} for r in rows]

    def player_ratings(self, player_id: str) -> dict[str, Rating]:
        rows = self._query("SELECT game, mu, sigma FROM ratings WHERE player_id = ?",
                           (player_id,))
        return {str(r[0]): Rating(float(r[1]), float(r[2])) for r in rows}

    def leaders(self, game: str, most: int) -> list[tuple[str, Rating, int]]:
        """The ``most`` best rated players of ``game``: name, rating, rated matches; the
        settled ratings first, then the provisional ones, each by skill."""
        rows = self._query("SELECT p.name, r.mu, r.sigma, (SELECT COUNT(*) FROM results x"
                           " WHERE x.player_id = r.player_id AND x.game = r.game AND"
                           " x.rated = 1) FROM ratings r JOIN players p ON p.id = r.player_id"
                           " WHERE r.game = ? ORDER BY CASE WHEN r.sigma > ? THEN 1 ELSE 0"
                           " END, r.mu DESC LIMIT ?", (game, SETTLED_SIGMA, most))
        return [(str(r[0]), Rating(float(r[1]), float(r[2])), int(r[3])) for r in rows]


def _give_skeletons(run: Run) -> None:
    """Each player's skeleton, in a database made before players had one: the first to
    register a name holds it, and a look-alike registered later keeps none."""
    held: set[str] = set()
    for player_id, name in run("SELECT id, name FROM players ORDER BY created, id").fetchall():
        if (shape := skeleton(name)) not in held:
            held.add(shape)
            run("UPDATE players SET skeleton = ? WHERE id = ?", (shape, player_id))


def _open_table(row: Sequence[Any]) -> OpenTable:
    return OpenTable(str(row[0]), str(row[1]), json.loads(row[2]), bool(row[3]), float(row[4]))


class _Written(Exception):
    """A match's results were written already (by this process or another)."""
