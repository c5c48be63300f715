"""Where table talk and the keeping of the peace live, in the tables' own database
(SQLite or PostgreSQL alike, through :class:`~majlis.server.store.Store`): every chat
message (kept: a report names one), who muted or blocked whom, the reports, the host's
silences, bans and closed tables, and the host's log of what was done and by whom.

Every process reads the same rows, so a silence, a ban or a closed table holds at once
at every process; on PostgreSQL each message and each of the host's acts is also
announced (``NOTIFY``) so that the other processes deliver it, or act on it, at once
(:mod:`majlis.server.chat`, :mod:`majlis.server.moderation`).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from majlis.server.database import Run
from majlis.server.schema import set_up
from majlis.server.store import Store

CHAT_CHANNEL = "majlis_chat"
"""The notification channel of chat messages: ``"PROCESS PLACE ID"`` (the place a
table's id, or an event's)."""
PEACE_CHANNEL = "majlis_peace"
"""The notification channel of the host's acts (``"host ID"``, the log row)."""
KINDS = ("mute", "block")
"""What a player may do to another: hide their chat (mute), or that and more (block)."""


def columns(postgres: bool) -> dict[str, tuple[str, ...]]:
    """The tables and their columns; a row's ``id`` counts up by itself."""
    serial = "id BIGSERIAL PRIMARY KEY" if postgres else "id INTEGER PRIMARY KEY AUTOINCREMENT"
    return {
        "chat": (serial, "table_id TEXT NOT NULL", "match_no INTEGER NOT NULL",
                 "channel TEXT NOT NULL", "seat INTEGER", "name TEXT NOT NULL",
                 "player_id TEXT", "speaker TEXT NOT NULL", "client TEXT NOT NULL",
                 "text TEXT NOT NULL", "at DOUBLE PRECISION NOT NULL"),
        "shunned": ("player_id TEXT NOT NULL", "other_id TEXT NOT NULL", "kind TEXT NOT NULL",
                    "PRIMARY KEY (player_id, other_id, kind)"),
        "reports": (serial, "at DOUBLE PRECISION NOT NULL", "reporter_id TEXT NOT NULL",
                    "player_id TEXT", "message_id BIGINT", "table_id TEXT",
                    "reason TEXT NOT NULL"),
        "silences": ("player_id TEXT PRIMARY KEY", "until DOUBLE PRECISION NOT NULL"),
        "bans": ("player_id TEXT PRIMARY KEY", "at DOUBLE PRECISION NOT NULL"),
        "closed_tables": ("table_id TEXT PRIMARY KEY", "at DOUBLE PRECISION NOT NULL"),
        "host_log": (serial, "at DOUBLE PRECISION NOT NULL", "by_whom TEXT NOT NULL",
                     "action TEXT NOT NULL", "subject TEXT NOT NULL", "detail TEXT NOT NULL"),
    }


INDEXES = ("INDEX IF NOT EXISTS chat_table ON chat (table_id, id)",
           "INDEX IF NOT EXISTS chat_speaker ON chat (speaker, at)",
           "INDEX IF NOT EXISTS chat_client ON chat (client, at)")
"""What a table's talk and the rate limits look up."""
MESSAGE = "SELECT id, table_id, match_no, channel, seat, name, player_id, text FROM chat"


@dataclass(frozen=True)
class Message:
    """One chat message as kept."""

    id: int
    table_id: str
    """Where it was said: a table's id, or an event's (``event`` talk; the two kinds of
    id differ in length, so never meet)."""
    match_no: int
    channel: str
    """``table`` (the seats', which everyone at the table reads), ``watchers``, or
    ``event`` (an event's talk)."""
    seat: int | None
    name: str
    player_id: str | None
    """The named player who said it, if it was one (a seat at a lobby's table is not)."""
    text: str


@dataclass(frozen=True)
class Said:
    """A message about to be kept (its ``id`` not given yet), with whom its rate limits
    count it against."""

    message: Message
    speaker: str
    """Whose limit it counts against: the player, or the seat of a lobby's table."""
    client: str
    """The sender's address (hashed)."""


@dataclass(frozen=True)
class HostAct:
    """One row of the host's log."""

    id: int
    at: float
    by: str
    action: str
    """``silence``, ``ban``, ``unban``, ``close`` or ``remove_event``."""
    subject: str
    """The player's id, the table's, or the event's."""
    detail: str


def _message(row: Sequence[Any]) -> Message:
    return Message(int(row[0]), str(row[1]), int(row[2]), str(row[3]),
                   None if row[4] is None else int(row[4]), str(row[5]),
                   None if row[6] is None else str(row[6]), str(row[7]))


class Community:
    """Talk and peace in one database; thread-safe."""

    def __init__(self, store: Store) -> None:
        self.store = store
        with store.setting_up() as run:
            set_up(run, columns(store.postgres), {}, INDEXES)

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self.store.transaction() as run:
            return list(run(sql, params).fetchall())

    def _notify(self, run: Run, channel: str, payload: str) -> None:
        if self.store.postgres:
            run("SELECT pg_notify(?, ?)", (channel, payload))

    # -- talk ------------------------------------------------------------------

    def keep(self, said: Said, process: str, window: float,
             most: tuple[int, int]) -> Message | int:
        """Keep a message, announced to every process (PostgreSQL) as ``process``'s,
        unless its speaker or its address has said ``most`` (each's) messages within
        ``window`` seconds: then the limit it met, nothing kept.  Counted and kept in
        one transaction, one at a time per address, so that messages sent at once
        cannot pass the limit together."""
        at = time.time()
        with self.store.transaction() as run:
            if self.store.postgres:
                run("SELECT pg_advisory_xact_lock(hashtext(?))", (said.client,))
            spoke, sent = run("SELECT (SELECT COUNT(*) FROM chat WHERE speaker = ? AND"
                              " at >= ?), (SELECT COUNT(*) FROM chat WHERE client = ? AND"
                              " at >= ?)", (said.speaker, at - window, said.client,
                                            at - window)).fetchone()
            if int(spoke) >= most[0] or int(sent) >= most[1]:
                return most[0] if int(spoke) >= most[0] else most[1]
            m = said.message
            found = run("INSERT INTO chat (table_id, match_no, channel, seat, name, player_id,"
                        " speaker, client, text, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                        " RETURNING id", (m.table_id, m.match_no, m.channel, m.seat, m.name,
                                          m.player_id, said.speaker, said.client, m.text,
                                          at)).fetchone()
            self._notify(run, CHAT_CHANNEL, f"{process} {m.table_id} {found[0]}")
        return dataclasses.replace(m, id=int(found[0]))

    def message(self, message_id: int) -> Message | None:
        rows = self._query(f"{MESSAGE} WHERE id = ?", (message_id,))
        return _message(rows[0]) if rows else None

    def talk(self, table_id: str, most: int, channel: str | None = None,
             match_no: int | None = None) -> list[Message]:
        """The last ``most`` messages of a table (of one channel, of one match, where
        asked), oldest first."""
        where = "table_id = ?" + (" AND channel = ?" if channel else "") + \
            (" AND match_no = ?" if match_no is not None else "")
        params = (table_id, *((channel,) if channel else ()),
                  *(() if match_no is None else (match_no,)), most)
        rows = self._query(f"{MESSAGE} WHERE {where} ORDER BY id DESC LIMIT ?", params)
        return [_message(r) for r in reversed(rows)]

    def around(self, message: Message, most: int) -> list[Message]:
        """The talk of a message's table around it: ``most`` messages before it, it, and
        ``most`` after it."""
        before = self._query(f"{MESSAGE} WHERE table_id = ? AND id <= ? ORDER BY id DESC"
                             f" LIMIT ?", (message.table_id, message.id, most + 1))
        after = self._query(f"{MESSAGE} WHERE table_id = ? AND id > ? ORDER BY id LIMIT ?",
                            (message.table_id, message.id, most))
        return [_message(r) for r in [*reversed(before), *after]]

    def seat_player(self, table_id: str, seat: int) -> str | None:
        """The named player who holds a seat at an open table, if one does."""
        rows = self._query("SELECT player_id FROM player_seats WHERE table_id = ? AND seat = ?",
                           (table_id, seat))
        return str(rows[0][0]) if rows else None

    # -- a player's peace ------------------------------------------------------

    def shun(self, player_id: str, other_id: str, kind: str, on: bool) -> None:
        """``player_id`` mutes or blocks (``kind``) ``other_id``, or stops (``on``)."""
        with self.store.transaction() as run:
            if on:
                run("INSERT INTO shunned VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                    (player_id, other_id, kind))
            else:
                run("DELETE FROM shunned WHERE player_id = ? AND other_id = ? AND kind = ?",
                    (player_id, other_id, kind))

    def shunned(self, player_id: str) -> dict[str, set[str]]:
        """The players ``player_id`` mutes and blocks, by kind: ids and names."""
        rows = self._query("SELECT s.kind, p.name FROM shunned s JOIN players p ON"
                           " p.id = s.other_id WHERE s.player_id = ?", (player_id,))
        out: dict[str, set[str]] = {kind: set() for kind in KINDS}
        for kind, name in rows:
            out[str(kind)].add(str(name))
        return out

    def hiding(self, viewers: Collection[str], speakers: Collection[str]) -> set[tuple[str, str]]:
        """The pairs ``(viewer, speaker)`` of these where the viewer muted or blocked the
        speaker: read at every sending of talk, so a mute holds at once everywhere."""
        if not viewers or not speakers:
            return set()
        rows = self._query(f"SELECT player_id, other_id FROM shunned WHERE player_id IN"
                           f" ({', '.join('?' * len(viewers))}) AND other_id IN"
                           f" ({', '.join('?' * len(speakers))})", (*viewers, *speakers))
        return {(str(r[0]), str(r[1])) for r in rows}

    def blocked(self, a: str, b: str) -> bool:
        """Whether either of two players blocked the other."""
        rows = self._query("SELECT 1 FROM shunned WHERE kind = 'block' AND ((player_id = ?"
                           " AND other_id = ?) OR (player_id = ? AND other_id = ?))",
                           (a, b, b, a))
        return bool(rows)

    def blocked_at(self, player_id: str, table_id: str) -> bool:
        """Whether a player seated at ``table_id`` blocked ``player_id``, or was blocked
        by them."""
        rows = self._query("SELECT 1 FROM player_seats s JOIN shunned x ON x.kind = 'block'"
                           " AND ((x.player_id = ? AND x.other_id = s.player_id) OR"
                           " (x.other_id = ? AND x.player_id = s.player_id))"
                           " WHERE s.table_id = ? AND s.left_match = 0",
                           (player_id, player_id, table_id))
        return bool(rows)

    def report(self, reporter_id: str, player_id: str | None, message: Message | None,
               table_id: str | None, reason: str) -> int:
        with self.store.transaction() as run:
            found = run("INSERT INTO reports (at, reporter_id, player_id, message_id, table_id,"
                        " reason) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
                        (time.time(), reporter_id, player_id, message and message.id,
                         table_id, reason)).fetchone()
        return int(found[0])

    # -- the host --------------------------------------------------------------

    def reports(self, most: int) -> list[dict[str, Any]]:
        """The newest reports, each with the names of who reported whom."""
        rows = self._query(
            "SELECT r.id, r.at, a.name, b.name, r.message_id, r.table_id, r.reason FROM"
            " reports r JOIN players a ON a.id = r.reporter_id LEFT JOIN players b ON"
            " b.id = r.player_id ORDER BY r.id DESC LIMIT ?", (most,))
        return [{"id": int(r[0]), "at": float(r[1]), "reporter": str(r[2]), "player": r[3],
                 "message": None if r[4] is None else int(r[4]), "table": r[5],
                 "reason": str(r[6])} for r in rows]

    def silence(self, by: str, player_id: str, seconds: float, name: str) -> HostAct:
        """The host silences a player's chat for ``seconds`` (0: no longer)."""
        return self._act(by, "silence", player_id, f"{name}: {round(seconds)} s", [
            ("INSERT INTO silences VALUES (?, ?) ON CONFLICT (player_id) DO UPDATE SET"
             " until = excluded.until", (player_id, time.time() + seconds))])

    def ban(self, by: str, player_id: str, name: str, on: bool = True) -> HostAct:
        """The host bans a player (``on``), or lifts the ban."""
        change = ("INSERT INTO bans VALUES (?, ?) ON CONFLICT DO NOTHING",
                  (player_id, time.time())) if on else \
            ("DELETE FROM bans WHERE player_id = ?", (player_id,))
        return self._act(by, "ban" if on else "unban", player_id, name, [change])

    def close(self, by: str, table_id: str, reason: str) -> HostAct:
        """The host closes a table: over, adopted by no process, refused to everyone."""
        return self._act(by, "close", table_id, reason, [
            ("INSERT INTO closed_tables VALUES (?, ?) ON CONFLICT DO NOTHING",
             (table_id, time.time())),
            ("UPDATE tables SET over = 1 WHERE id = ?", (table_id,))])

    def remove_event(self, by: str, event_id: str, detail: str,
                     removal: Sequence[tuple[str, Sequence[Any]]]) -> HostAct:
        """The host removes an event: its rows deleted (``removal``, the events' own
        statements), its talk kept for the reports."""
        return self._act(by, "remove_event", event_id, detail, removal)

    def _act(self, by: str, action: str, subject: str, detail: str,
             changes: Sequence[tuple[str, Sequence[Any]]]) -> HostAct:
        """One act of the host: its ``changes`` (SQL and parameters) made and logged in
        one transaction, and announced to every process (PostgreSQL)."""
        at = time.time()
        with self.store.transaction() as run:
            for change in changes:
                run(*change)
            found = run("INSERT INTO host_log (at, by_whom, action, subject, detail)"
                        " VALUES (?, ?, ?, ?, ?) RETURNING id",
                        (at, by, action, subject, detail)).fetchone()
            self._notify(run, PEACE_CHANNEL, f"host {found[0]}")
        return HostAct(int(found[0]), at, by, action, subject, detail)

    def host_log(self, after: int = 0, most: int = 100) -> list[HostAct]:
        """The host's acts after the one numbered ``after``, oldest first (``most`` at
        most: the newest of them where ``after`` is 0)."""
        rows = self._query("SELECT id, at, by_whom, action, subject, detail FROM host_log"
                           " WHERE id > ? ORDER BY id DESC LIMIT ?", (after, most))
        return [HostAct(int(r[0]), float(r[1]), str(r[2]), str(r[3]), str(r[4]), str(r[5]))
                for r in reversed(rows)]

    def last_act(self) -> int:
        rows = self._query("SELECT COALESCE(MAX(id), 0) FROM host_log")
        return int(rows[0][0])

    def silenced_for(self, player_id: str) -> float:
        """Seconds more the host silenced ``player_id``'s chat for (0: not)."""
        rows = self._query("SELECT until FROM silences WHERE player_id = ?", (player_id,))
        return max(0.0, float(rows[0][0]) - time.time()) if rows else 0.0

    def banned(self, player_id: str) -> bool:
        return bool(self._query("SELECT 1 FROM bans WHERE player_id = ?", (player_id,)))

    def closed(self, table_id: str) -> bool:
        return bool(self._query("SELECT 1 FROM closed_tables WHERE table_id = ?", (table_id,)))
