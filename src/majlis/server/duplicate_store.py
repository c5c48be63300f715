"""A duplicate event's rows (docs/events.md, "The duplicate"): its committed seed, its
rounds and round clock, the boards each group of players plays in a round (one table
each), and each seat's result of a board, what its scores are worked out from.

The seats the event gives its players at a board's table are the events' own
(:class:`~majlis.server.events.Events`' ``event_seats``, with their tokens until the board
is scored), so the call to the table and the standings' ``playing`` are the arena's.
Every write of the owner checks its lease (:meth:`~majlis.server.events.Events.held`) in
its own transaction, and each step is written before it is done: a board's table and
seats are written before the table is made (the next owner makes it if this one died),
and a board is scored, with the next board of its group written, in one transaction.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from majlis.server.events import Events
from majlis.server.schema import set_up

COLUMNS = {
    "duplicate_events": ("event_id TEXT PRIMARY KEY", "seed TEXT NOT NULL",
                         "commitment TEXT NOT NULL", "rounds INTEGER NOT NULL",
                         "round_seconds DOUBLE PRECISION NOT NULL", "round INTEGER NOT NULL",
                         "round_started DOUBLE PRECISION NOT NULL"),
    "duplicate_boards": ("table_id TEXT PRIMARY KEY", "event_id TEXT NOT NULL",
                         "round INTEGER NOT NULL", "grp INTEGER NOT NULL",
                         "board INTEGER NOT NULL", "scored INTEGER NOT NULL"),
    "duplicate_results": ("table_id TEXT NOT NULL", "seat INTEGER NOT NULL",
                          "event_id TEXT NOT NULL", "player_id TEXT NOT NULL",
                          "total INTEGER NOT NULL", "PRIMARY KEY (table_id, seat)"),
}
"""The duplicate kind's tables beside the events'; ``player_id`` '' is a bot's seat."""
INDEXES = ("INDEX IF NOT EXISTS duplicate_boards_event ON duplicate_boards (event_id, round)",
           "INDEX IF NOT EXISTS duplicate_results_event ON duplicate_results (event_id)")


@dataclass(frozen=True)
class Plan:
    """A duplicate event's seed and clock."""

    seed: str
    commitment: str
    rounds: int
    round_seconds: float
    round: int
    """The round being played (0: none yet)."""
    round_started: float


@dataclass(frozen=True)
class Board:
    """A board a group plays in a round: one table."""

    table_id: str
    round: int
    group: int
    board: int
    scored: bool


@dataclass(frozen=True)
class BoardSeat:
    """A board's seat: the player who holds it ('' for a bot) and their token (None where
    a bot plays for them)."""

    player_id: str
    token: str | None


@dataclass(frozen=True)
class SeatResult:
    """What one seat of a board scored (its match total)."""

    table_id: str
    round: int
    board: int
    seat: int
    player_id: str
    total: int


class DuplicateStore:
    """The duplicate events of one database, beside its :class:`Events`."""

    def __init__(self, events: Events) -> None:
        self.events = events
        self.store = events.store
        with self.store.setting_up() as run:
            set_up(run, COLUMNS, {}, INDEXES)
        events.beside.extend(COLUMNS)

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self.store.transaction() as run:
            return list(run(sql, params).fetchall())

    def create(self, event_id: str, seed: str, commitment: str, rounds: int,
               round_seconds: float) -> None:
        with self.store.transaction() as run:
            run("INSERT INTO duplicate_events VALUES (?, ?, ?, ?, ?, 0, 0)",
                (event_id, seed, commitment, rounds, round_seconds))

    def plan(self, event_id: str) -> Plan | None:
        rows = self._query("SELECT seed, commitment, rounds, round_seconds, round,"
                           " round_started FROM duplicate_events WHERE event_id = ?",
                           (event_id,))
        return Plan(str(rows[0][0]), str(rows[0][1]), int(rows[0][2]), float(rows[0][3]),
                    int(rows[0][4]), float(rows[0][5])) if rows else None

    def boards(self, event_id: str) -> list[Board]:
        """Every board of the event, by round, group and board."""
        rows = self._query("SELECT table_id, round, grp, board, scored FROM duplicate_boards"
                           " WHERE event_id = ? ORDER BY round, grp, board", (event_id,))
        return [Board(str(r[0]), int(r[1]), int(r[2]), int(r[3]), bool(r[4])) for r in rows]

    def seats(self, table_id: str) -> dict[int, BoardSeat]:
        """The seats the event gave people at a board's table (bots' seats are not
        there)."""
        rows = self._query("SELECT seat, player_id, token FROM event_seats WHERE table_id = ?",
                           (table_id,))
        return {int(r[0]): BoardSeat(str(r[1]), r[2]) for r in rows}

    def begin_round(self, event_id: str, process: str, round_no: int,
                    boards: Sequence[tuple[Board, dict[int, BoardSeat]]]) -> None:
        """Round ``round_no`` begun now, with the first board of each group written."""
        with self.store.transaction() as run:
            self.events.held(run, event_id, process)
            run("UPDATE duplicate_events SET round = ?, round_started = ? WHERE event_id = ?",
                (round_no, time.time(), event_id))
            for board, seats in boards:
                self._write_board(run, event_id, board, seats)

    def _write_board(self, run: Any, event_id: str, board: Board,
                     seats: dict[int, BoardSeat]) -> None:
        run("INSERT INTO duplicate_boards VALUES (?, ?, ?, ?, ?, 0)",
            (board.table_id, event_id, board.round, board.group, board.board))
        for seat, held in seats.items():
            run("INSERT INTO event_seats VALUES (?, ?, ?, ?, ?, ?, 0)",
                (event_id, board.table_id, seat, held.player_id, held.token, time.time()))

    def score(self, event_id: str, process: str, results: Sequence[SeatResult],
              following: tuple[Board, dict[int, BoardSeat]] | None) -> None:
        """A board's table finished: every seat's result written, its seats done (their
        tokens dropped), the board scored, and the group's next board (if any)
        written."""
        table_id = results[0].table_id
        with self.store.transaction() as run:
            self.events.held(run, event_id, process)
            for r in results:
                run("INSERT INTO duplicate_results VALUES (?, ?, ?, ?, ?)",
                    (r.table_id, r.seat, event_id, r.player_id, r.total))
            run("UPDATE event_seats SET done = 1, token = NULL WHERE table_id = ?", (table_id,))
            run("UPDATE duplicate_boards SET scored = 1 WHERE table_id = ?", (table_id,))
            if following is not None:
                self._write_board(run, event_id, *following)

    def results(self, event_id: str, before_round: int) -> list[SeatResult]:
        """Every seat's result of the boards of the rounds before ``before_round``."""
        rows = self._query("SELECT r.table_id, b.round, b.board, r.seat, r.player_id, r.total"
                           " FROM duplicate_results r JOIN duplicate_boards b ON b.table_id ="
                           " r.table_id WHERE r.event_id = ? AND b.round < ? ORDER BY"
                           " b.round, b.board, r.seat, b.grp", (event_id, before_round))
        return [SeatResult(str(r[0]), int(r[1]), int(r[2]), int(r[3]), str(r[4]), int(r[5]))
                for r in rows]

    def release_round(self, round_boards: Sequence[Board]) -> None:
        """A round over: its people's seats become an open table's players' (for their
        results, ratings and pages), which they were not while other tables could still
        be playing the same deals; not the seats a bot played from the start for the
        late."""
        with self.store.transaction() as run:
            for board in round_boards:
                run("INSERT INTO player_seats SELECT e.table_id, e.seat, e.player_id, 0 FROM"
                    " event_seats e JOIN seats s ON s.table_id = e.table_id AND s.seat ="
                    " e.seat WHERE e.table_id = ? AND s.kind = 'human' ON CONFLICT DO NOTHING",
                    (board.table_id,))
