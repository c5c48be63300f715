"""The tables this process serves.

Any process serves any table: a client's socket may land on any of them (behind a
balancer with no stickiness), and the process loads the table from the store and keeps
it up to date with what the others commit (:mod:`majlis.server.notices`).  One process
at a time holds a table's lease and runs its bots and clock (:mod:`majlis.server.leases`,
:mod:`majlis.server.autoplay`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

from majlis.server.autoplay import autoplay
from majlis.server.group_commit import GroupCommit
from majlis.server.leases import Leases
from majlis.server.lobby import parse_table_request
from majlis.server.notices import Notices
from majlis.server.seats import EarlierRules, Timing, table_refusal, token_hash, unavailable
from majlis.server.store import Change, SeatRow, Store, TableRow, Unavailable
from majlis.server.table import Table
from majlis.server.wire import Refused

T = TypeVar("T")

log = logging.getLogger("majlis.server")


@dataclass(frozen=True)
class Config:
    """How a server process runs (``majlis serve`` options)."""

    db: str = "majlis.sqlite3"
    url: str = "http://127.0.0.1:8000"
    """The address browsers reach this process at (the balancer's, behind one): the
    page's allowed origin.  Never an identity: each process draws its own."""
    origins: tuple[str, ...] = ()
    """Extra allowed WebSocket origins (the server's own address is always allowed)."""
    timing: Timing = field(default_factory=Timing)
    lease: float = 10.0
    tables_per_client: int = 20
    players_per_client: int = 20
    """Players one address may make in an hour (a full hour's in a burst)."""
    sockets_per_client: int = 100
    """WebSockets one address may hold open at once."""
    sockets: int = 10_000
    """WebSockets the server holds open at once, from every address together (a crowd
    from many addresses)."""
    message_bytes: int = 4096
    rate: float = 20.0
    """Messages per second a connection may send (with a burst of twice as many)."""
    trusted_proxies: tuple[str, ...] = ()
    """The addresses (or networks) of the proxies whose ``X-Forwarded-For`` names the
    client; nobody else's is believed (:mod:`majlis.server.limits`)."""
    log_addresses: bool = False
    """Whether the log writes clients' addresses (:mod:`majlis.server.logs`)."""
    event_creators: tuple[str, ...] = ()
    """The players who may create events (by name); anyone named may where empty."""
    admin_key: str | None = None
    """The host key of the admin page (``MAJLIS_ADMIN_KEY``); None: no admin page."""
    ping: float = 3.0
    """Seconds of silence on a socket before the server sends it a ``ping`` frame: a page
    that hears nothing for a few of them takes its process for frozen and connects again
    (through the balancer, to any process)."""


@dataclass(frozen=True)
class Drawn:
    """A table's id and its seats' tokens (None for a bot's), drawn before it is made."""

    table_id: str
    tokens: tuple[str | None, ...]
    secret: str | None = None
    """The table's secret, its matches' seeds drawn from it (:func:`~majlis.server.seats.
    match_seed`): a duplicate event's board gives every table of it the same; None: a new
    one."""


DAMAGED = "this table's stored rows are damaged"
"""The refusal of a table whose rows do not make a table."""
THINKING_THREADS = 32
"""Bots thinking at once, each at its own table: the searches give the cores up to the
operating system (the core runs without the GIL), so a quick bot at one table is not
queued behind long searches at others.  Past this many, moves wait their turn."""
LONG_WAITING = 16
"""Long jobs (replaying a record) that may wait for the one thread that does them; past
this many, a request is refused as ``busy``."""
DAMAGE = (ValueError, KeyError, TypeError)
"""What rebuilding a table from rows another program or a bug wrote raises: options that
are not JSON, an unknown game, an action the rules refuse."""


class Hub:
    """The tables served by this process."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self.process = secrets.token_hex(8)
        """This process's identity in leases and presence: drawn anew at every start."""
        self.store = Store(config.db)
        self.writes = GroupCommit(self.store, self.process)
        """Every commit of this process's tables, grouped into transactions."""
        self.tables: dict[str, Table] = {}
        self._bots: dict[str, asyncio.Task[None]] = {}
        self._catching: dict[str, asyncio.Task[None]] = {}
        self._loading = asyncio.Lock()
        self._creating = asyncio.Lock()
        self.ready = True
        """Whether the database answered when it was last tried (:meth:`database_answers`)."""
        self.damaged: set[str] = set()
        """Tables whose stored rows this process could not load (logged once each)."""
        self.thinking = ThreadPoolExecutor(THINKING_THREADS, thread_name_prefix="majlis-bot")
        self.long_work = ThreadPoolExecutor(1, thread_name_prefix="majlis-long")
        """Where long jobs run, one at a time: replaying a record or rebuilding a table.
        Apart from the database's threads and the bots', so that moves are committed
        meanwhile, and one thread, so that the event loop keeps its share of the GIL."""
        self.long_waiting = 0
        self.on_start: Callable[[Table], None] = lambda table: None
        """Called with each table this process starts serving (players: open tables)."""
        self.shut: Callable[[str], bool] = lambda table_id: False
        """Whether the host closed a table (in a thread): it is loaded nowhere again
        (:mod:`majlis.server.moderation`)."""
        self.leases = Leases(self.store, self.process, config.lease, self)
        self.notices = Notices(config.db, self.heard, self.missed) if self.store.postgres \
            else None

    async def start(self) -> None:
        if self.notices is not None:
            self.notices.start()
        await self.leases.start()

    async def stop(self) -> None:
        """Stop serving: every client is hung up (to connect again through the
        balancer), every lease freed, so that another process takes over at once."""
        await self.leases.stop()
        if self.notices is not None:
            self.notices.stop()
        for table in list(self.tables.values()):
            self.forget(table)
        for task in [*self._bots.values(), *self._catching.values()]:
            with contextlib.suppress(BaseException):
                await task
        with contextlib.suppress(Unavailable):
            await asyncio.to_thread(self.store.retire, self.process)
        self.thinking.shutdown(wait=False, cancel_futures=True)
        self.long_work.shutdown(wait=False, cancel_futures=True)
        self.store.close()

    # -- hearing of other processes' events -------------------------------------

    def heard(self, table_id: str, event: int, behind: bool = False) -> None:
        """``event`` was committed at ``table_id`` (``behind``: something was, maybe):
        the table catches up if this process serves it."""
        table = self.tables.get(table_id)
        if table is None:
            return
        table.log.behind |= behind
        if (table.log.hear(event) or behind) and table_id not in self._catching:
            task = asyncio.create_task(self._catch_up(table))
            self._catching[table_id] = task
            task.add_done_callback(lambda _: self._catching.pop(table_id, None))

    @staticmethod
    async def _catch_up(table: Table) -> None:
        """Catch up until the table holds every event heard of: a notice heard while a
        read was under way may name an event the read came too early for, and no other
        notice may follow (the bots wait for a person who waits for that event), even
        when the read itself found nothing new (a catch-up for a sweep or lost notices).
        It stops when a read found nothing new and no notice came meanwhile: the
        database is away (its return catches up)."""
        now, log = table.standing, table.log
        while True:
            event, heard = now.event, log.heard
            await table.catch_up()
            if log.heard <= now.event or (now.event == event and log.heard == heard):
                return

    def database_answers(self, answered: bool) -> None:
        """Whether the database answered just now (the heartbeat, the health check):
        when that changes, every client of every table here is told at once (a
        ``database`` frame, the same for every seat), whether it acts or not; and when
        it is back, every table catches up (the notices of the outage may be lost)."""
        if answered == self.ready:
            return
        self.ready = answered
        if answered:
            log.info("database back")
            self.missed()
        else:
            log.warning("database unavailable")
        frame = json.dumps({"type": "database", "reachable": answered})
        for table in list(self.tables.values()):
            table.scene.tell(frame)

    def missed(self) -> None:
        """Notices may have been missed: every table catches up."""
        for table_id in list(self.tables):
            self.heard(table_id, -1, behind=True)

    # -- loading and holding ---------------------------------------------------

    async def table(self, table_id: str) -> Table:
        """The table, loaded here if it is not yet (and held, if no process holds it);
        :class:`Refused` ``not_found``, or ``unavailable`` while the database is away."""
        if table_id in self.tables:
            return self.tables[table_id]
        try:
            if not await asyncio.to_thread(self.store.table, table_id):
                raise Refused("not_found", "there is no such table")
            return await self.hold(table_id)
        except ValueError as error:  # options that are not JSON
            raise self._damaged(table_id, error) from None
        except Unavailable:
            raise unavailable() from None

    async def hold(self, table_id: str) -> Table:
        """The table, loaded here, with its bots run here if its lease is free.  The
        lease is claimed first (one statement), so that processes adopting a dead one's
        tables at once load only those they won."""
        async with self._loading:  # one load per table, even when asked twice at once
            table = self.tables.get(table_id)
            if table is not None and table.held:
                return table
            claimed = await asyncio.to_thread(self.store.claim, table_id, self.process,
                                              self.config.lease, not self.store.postgres)
            if table is None:
                try:
                    table = await self._load(table_id)
                except Refused:
                    if claimed is not None:
                        await asyncio.to_thread(self.store.release, table_id, self.process)
                    raise
            if claimed is not None:
                self._run_bots(table, claimed)
                log.info("table held", extra={"table": table_id,
                                              "event": table.standing.event})
            return table

    async def adopt(self, table_id: str) -> None:
        """Hold a table whose process is gone, unless it is held here already or its
        rows are damaged (logged: left alone)."""
        table = self.tables.get(table_id)
        if table_id in self.damaged or (table is not None and table.held):
            return
        with contextlib.suppress(Refused):
            await self.hold(table_id)

    def _run_bots(self, table: Table, until: float) -> None:
        """Run the table's bots and clock here, its lease held until ``until``."""
        table.held = True
        self.leases.claimed(table.id, until)
        task = asyncio.create_task(autoplay(table))
        self._bots[table.id] = task
        task.add_done_callback(self._bots_stopped)

    def _bots_stopped(self, task: asyncio.Task[None]) -> None:
        if not task.cancelled() and task.exception() is not None:
            log.error("bots failed", exc_info=task.exception())

    def let_go(self, table: Table) -> None:
        """Stop running the table's bots here (another process holds its lease)."""
        table.held = False
        table.standing.wake.set()
        self.leases.dropped(table.id)
        task = self._bots.pop(table.id, None)
        if task is not None:
            task.cancel()

    async def _load(self, table_id: str) -> Table:
        """The table from its stored rows; :class:`Refused` ``not_found`` when the rows
        do not make a table (another program or a bug wrote them: options that are not
        JSON, an unknown game), or when its actions no longer replay (it began under an
        earlier version of the rules: it is closed)."""
        try:
            found = await asyncio.to_thread(self.store.table, table_id)
            if found is None:
                raise Refused("not_found", "there is no such table")
            if await asyncio.to_thread(self.shut, table_id):
                raise Refused("closed", "the host closed this table")
            row, seats = found
            actions = await asyncio.to_thread(self.store.actions, table_id, row.match_no)
            table = await asyncio.get_running_loop().run_in_executor(
                self.long_work, self._table, row, seats, actions)
        except EarlierRules:
            if table_id not in self.damaged:
                log.warning("table closed: earlier rules", extra={"table": table_id})
            self.damaged.add(table_id)
            await asyncio.to_thread(self._close, row)
            raise table_refusal("earlier_rules") from None
        except DAMAGE as error:
            raise self._damaged(table_id, error) from None
        if table.standing.match.winners is not None and not row.over:
            # a crash came between the last action and the word that the match is over
            await asyncio.to_thread(self.store.commit, table.log.over_change(), self.process)
        table.log.behind = True  # who is connected through the other processes
        self._serve(table)  # served before it reads: a notice from now on is heard
        await table.catch_up()
        return table

    def _serve(self, table: Table) -> None:
        self.tables[table.id] = table
        self.on_start(table)

    def _close(self, row: TableRow) -> None:
        """Mark a table over as it stands: no process adopts it again."""
        self.store.commit(Change(row.id, row.event, row.event + 1, row.match_no, True, []),
                          self.process)

    def _damaged(self, table_id: str, error: Exception) -> Refused:
        """Log a damaged table once (the error's kind only: its words may name a stored
        card) and give its refusal."""
        if table_id not in self.damaged:
            log.error("table damaged", extra={"table": table_id, "error": type(error).__name__})
        self.damaged.add(table_id)
        return Refused("not_found", DAMAGED)

    async def put_away(self) -> None:
        """Unload tables nobody is at here and whose bots this process does not run,
        idle at two heartbeats running (one just loaded for a socket gets its client
        first); the database keeps them, and a visitor loads them again."""
        async with self._loading:
            for table in list(self.tables.values()):
                table.idle_beats = table.idle_beats + 1 if table.idle() else 0
                if table.idle_beats < 2:
                    continue
                self.forget(table)
                if table.held:
                    await asyncio.to_thread(self.store.release, table.id, self.process)

    def leased(self) -> list[dict[str, Any]]:
        """The tables whose bots and clock this process runs, as its health check says
        (:meth:`Leases.leased`)."""
        return self.leases.leased()

    def forget(self, table: Table) -> None:
        self.tables.pop(table.id, None)
        table.close()
        self.let_go(table)

    def _table(self, row: TableRow, seats: list[SeatRow], actions: list[tuple[int, str]]) -> Table:
        return Table(row, seats, actions, self.writes, self.config.timing, self.thinking)

    async def long(self, job: Callable[[], T]) -> T:
        """``job``'s result, done in the thread for long work (:attr:`long_work`);
        :class:`Refused` ``busy`` if :data:`LONG_WAITING` jobs wait already."""
        if self.long_waiting >= LONG_WAITING:
            raise Refused("busy", "the server is busy with long requests: try again soon")
        self.long_waiting += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self.long_work, job)
        finally:
            self.long_waiting -= 1

    # -- the lobby -------------------------------------------------------------

    async def create(self, body: Any, client: str, opening: float = 0.0,
                     drawn: Drawn | None = None) -> dict[str, Any]:
        """A new table from a lobby request (an open table waiting ``opening`` seconds
        for people); answers its links (the tokens only here).  ``drawn``: the table's
        id and its people's tokens, drawn and kept by the caller beforehand (an event's
        table), which the quota of tables per client does not count."""
        game, seats, turn_clock = parse_table_request(body)
        table_id = drawn.table_id if drawn else secrets.token_urlsafe(9)
        tokens = list(drawn.tokens) if drawn else \
            [secrets.token_urlsafe(24) if s["kind"] == "human" else None for s in seats]
        rows = [SeatRow(n, s["kind"], s["name"], s["level"], token and token_hash(token))
                for n, (s, token) in enumerate(zip(seats, tokens, strict=True))]
        secret = drawn.secret if drawn and drawn.secret else secrets.token_hex(16)
        row = TableRow(table_id, game.id, game.options(), secret, turn_clock,
                       client, 0, 0, False, opening)
        async with self._creating:  # counted and created as one step: no race past the quota
            try:
                if drawn is None and await asyncio.to_thread(
                        self.store.active_tables, client) >= self.config.tables_per_client:
                    raise Refused("too_many_tables", "finish a table before opening another")
                until = await asyncio.to_thread(self.store.create, row, rows, self.process,
                                                self.config.lease)
            except Unavailable:
                raise unavailable() from None
        table = self._table(row, rows, [])
        self._serve(table)
        self._run_bots(table, until)
        log.info("table created", extra={"table": table_id, "game": game.id})
        links = [{"seat": n, "link": f"/t/{table_id}#seat={token}"} if token else
                 {"seat": n, "bot": seats[n]["level"]} for n, token in enumerate(tokens)]
        return {"table": table_id, "watch": f"/t/{table_id}", "seats": links}
