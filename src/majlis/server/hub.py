"""The tables this process holds, and the lease that lets several processes share one
database: each table is held by one process at a time, renewed by a heartbeat, and
taken over by another process once its holder stops renewing it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
import unicodedata
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

from majlis.bots import LEVELS
from majlis.games import game_class, game_ids, make_game
from majlis.protocol import Game, InvalidOptions
from majlis.server.store import SeatRow, Store, TableRow, default_name
from majlis.server.table import EarlierRules, Table, Timing, table_refusal, token_hash
from majlis.server.wire import Refused

T = TypeVar("T")

log = logging.getLogger("majlis.server")

NAME_LENGTH = 24
"""The longest display name."""
NAME_CHARACTERS = 4 * NAME_LENGTH
"""The most code points a name may have, marks on its letters included (a fully vowelled
Arabic name has at most two on a letter), so that marks cannot make a name of any size."""


@dataclass(frozen=True)
class Config:
    """How a server process runs (``majlis serve`` options)."""

    db: str = "majlis.sqlite3"
    url: str = "http://127.0.0.1:8000"
    """This process's own address: its lease owner id, and where clients are sent."""
    origins: tuple[str, ...] = ()
    """Extra allowed WebSocket origins (the server's own address is always allowed)."""
    timing: Timing = field(default_factory=Timing)
    lease: float = 10.0
    tables_per_client: int = 20
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


LIST_VALUES = 64
"""The most values a list option (Bint Al-Sbeet's pass cycle) may hold at a table: every
page is sent the options."""
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
    """The tables held by this process."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self.owner = config.url
        self.store = Store(config.db)
        self.tables: dict[str, Table] = {}
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._heartbeat: asyncio.Task[None] | None = None
        self._claiming = asyncio.Lock()
        self._creating = asyncio.Lock()
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

    async def start(self) -> None:
        await self._adopt_orphans()
        self._heartbeat = asyncio.create_task(self._beat())

    async def stop(self) -> None:
        """Stop playing and free every lease, so that another process may take over."""
        if self._heartbeat:
            self._heartbeat.cancel()
        for table_id, task in list(self._tasks.items()):
            task.cancel()
            self.tables[table_id].close()
            with contextlib.suppress(BaseException):
                await task
            await asyncio.to_thread(self.store.release, table_id, self.owner)
        self.thinking.shutdown(wait=False, cancel_futures=True)
        self.long_work.shutdown(wait=False, cancel_futures=True)
        self.store.close()

    # -- leases ----------------------------------------------------------------

    def _until(self) -> tuple[float, float]:
        now = time.time()
        return now + self.config.lease, now

    async def _beat(self) -> None:
        while True:
            await asyncio.sleep(self.config.lease / 3)
            try:
                await asyncio.to_thread(self.store.renew, self.owner, self._until()[0])
                await self._adopt_orphans()
                await self._put_away()
            except Exception:
                log.exception("heartbeat failed")

    async def _adopt_orphans(self) -> None:
        now = time.time()
        for table_id in await asyncio.to_thread(self.store.orphans, self.owner, now):
            if table_id not in self.tables and table_id not in self.damaged:
                with contextlib.suppress(Refused):  # a damaged table: logged, left alone
                    await self._claim(table_id)

    async def _claim(self, table_id: str) -> Table | None:
        """Hold and load ``table_id``; None if another process holds it."""
        async with self._claiming:  # one load per table, even when asked twice at once
            if table_id in self.tables:
                return self.tables[table_id]
            until, now = self._until()
            if not await asyncio.to_thread(self.store.claim, table_id, self.owner, until, now):
                return None
            return await self._load(table_id)

    async def _load(self, table_id: str) -> Table:
        """The held table from its stored rows; :class:`Refused` ``not_found``, with the
        lease given back, when the rows do not make a table (another program or a bug
        wrote them: options that are not JSON, an unknown game), or when its actions no
        longer replay (it began under an earlier version of the rules: it is closed)."""
        try:
            found = await asyncio.to_thread(self.store.table, table_id)
            assert found is not None
            row, seats = found
            actions = await asyncio.to_thread(self.store.actions, table_id, row.match_no)
            table = await asyncio.get_running_loop().run_in_executor(
                self.long_work, self._table, row, seats, actions)
            if table.match.winners is not None and not row.over:
                # a crash came between the last action and the word that the match is over
                await asyncio.to_thread(*table.event_write(table.event))
        except EarlierRules:
            if table_id not in self.damaged:
                log.warning("table closed: earlier rules", extra={"table": table_id})
            self.damaged.add(table_id)
            await asyncio.to_thread(self._close, row, seats)
            raise table_refusal("earlier_rules") from None
        except DAMAGE as error:
            await asyncio.to_thread(self.store.release, table_id, self.owner)
            raise self._damaged(table_id, error) from None
        self._start(table)
        log.info("table resumed", extra={"table": table_id, "event": table.event})
        return table

    def _close(self, row: TableRow, seats: list[SeatRow]) -> None:
        """Mark a held table over as it stands (no server adopts it again) and give it
        back."""
        self.store.set_event(row.id, self.owner, row.event + 1, row.match_no, True,
                             [(s.replaced, s.again) for s in seats])
        self.store.release(row.id, self.owner)

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

    def _damaged(self, table_id: str, error: Exception) -> Refused:
        """Log a damaged table once (the error's kind only: its words may name a stored
        card) and give its refusal."""
        if table_id not in self.damaged:
            log.error("table damaged", extra={"table": table_id, "error": type(error).__name__})
        self.damaged.add(table_id)
        return Refused("not_found", DAMAGED)

    async def _put_away(self) -> None:
        """Unload finished tables nobody is at (the database keeps them; a visitor
        loads them again)."""
        async with self._claiming:
            for table in [t for t in self.tables.values() if t.idle()]:
                self._forget(table)
                table.close()
                await asyncio.to_thread(self.store.release, table.id, self.owner)

    def _table(self, row: TableRow, seats: list[SeatRow], actions: list[tuple[int, str]]) -> Table:
        return Table(row, seats, actions, self.store, self.owner, self.config.timing,
                     self.thinking)

    def _start(self, table: Table) -> None:
        self.tables[table.id] = table
        table.on_lost = self._forget
        self.on_start(table)
        self._tasks[table.id] = asyncio.create_task(table.run())

    def _forget(self, table: Table) -> None:
        self.tables.pop(table.id, None)
        task = self._tasks.pop(table.id, None)
        if task is not None:
            task.cancel()

    async def table(self, table_id: str) -> Table:
        """The table, loaded here if no other process holds it; :class:`Refused`
        ``not_found`` or ``elsewhere`` (with the holder's address)."""
        if table_id in self.tables:
            return self.tables[table_id]
        try:
            if not await asyncio.to_thread(self.store.table, table_id):
                raise Refused("not_found", "there is no such table")
        except ValueError as error:  # options that are not JSON
            raise self._damaged(table_id, error) from None
        table = await self._claim(table_id)
        if table is None:
            holder = await asyncio.to_thread(self.store.holder, table_id, time.time())
            raise Refused("elsewhere", "another server holds this table", url=holder)
        return table

    # -- the lobby -------------------------------------------------------------

    async def create(self, body: Any, client: str) -> dict[str, Any]:
        """A new table from a lobby request; answers its links (the tokens only here)."""
        game, seats, turn_clock = parse_table_request(body)
        table_id = secrets.token_urlsafe(9)
        tokens = [secrets.token_urlsafe(24) if s["kind"] == "human" else None for s in seats]
        rows = [SeatRow(n, s["kind"], s["name"], s["level"], token and token_hash(token))
                for n, (s, token) in enumerate(zip(seats, tokens, strict=True))]
        row = TableRow(table_id, game.id, game.options(), secrets.token_hex(16), turn_clock,
                       client, 0, 0, False)
        async with self._creating:  # counted and created as one step: no race past the quota
            if await asyncio.to_thread(self.store.active_tables, client) >= \
                    self.config.tables_per_client:
                raise Refused("too_many_tables", "finish a table before opening another")
            until, now = self._until()
            await asyncio.to_thread(self.store.create, row, rows, self.owner, until, now)
        self._start(self._table(row, rows, []))
        log.info("table created", extra={"table": table_id, "game": game.id})
        links = [{"seat": n, "link": f"/t/{table_id}#seat={token}"} if token else
                 {"seat": n, "bot": seats[n]["level"]} for n, token in enumerate(tokens)]
        return {"table": table_id, "watch": f"/t/{table_id}", "seats": links}


def parse_game(body: Any, more: set[str] | frozenset[str] = frozenset()) -> Game[Any]:
    """The game and options of a request's body (an object of ``game``, ``options`` and
    the ``more`` fields the request has), checked."""
    if not isinstance(body, dict):
        raise Refused("malformed", "the body is a JSON object")
    unknown = sorted(set(body) - {"game", "options", *more})
    if unknown:
        raise Refused("malformed", f"unknown field {unknown[0]!r}")
    options = body.get("options", {})
    if body.get("game") not in game_ids() or not isinstance(options, dict):
        raise Refused("malformed", f"game is one of {', '.join(game_ids())}; options an object")
    if any(isinstance(value, list) and len(value) > LIST_VALUES for value in options.values()):
        raise Refused("bad_options", f"a list option holds at most {LIST_VALUES} values",
                         values=LIST_VALUES)
    try:
        return make_game(body["game"], options)
    except InvalidOptions as error:
        raise Refused("bad_options", str(error),
                         **broken_option(body["game"], options)) from None


def broken_option(game_id: str, options: dict[str, Any]) -> dict[str, Any]:
    """The first of ``options`` that the game refuses, as fields for a page to word the
    refusal in its own language: ``option`` (a name the game does not have), with the
    ``value`` given and what the option allows (``low`` and ``high``, or ``choices``)."""
    known = {option.name: option for option in game_class(game_id).OPTIONS}
    for name, value in options.items():
        option = known.get(name)
        if option is None:
            return {"option": name}
        try:
            option.check(value)
        except InvalidOptions:
            allows = {"low": option.low, "high": option.high} if option.low is not None \
                else {"choices": list(option.choices)} if option.choices else {}
            return {"option": name, "value": value, **allows}
    return {}


def parse_table_request(body: Any) -> tuple[Game[Any], list[dict[str, Any]], bool]:
    """The game, seats and turn clock of a ``POST /api/tables`` body, checked."""
    game = parse_game(body, {"seats", "turn_clock"})
    turn_clock = body.get("turn_clock", True)
    if not isinstance(turn_clock, bool):
        raise Refused("malformed", "turn_clock is true or false")
    given = body.get("seats", [])
    if not isinstance(given, list) or len(given) > game.seats:
        raise Refused("malformed", f"seats is a list of at most {game.seats} seats")
    seats = [_seat(n, s) for n, s in enumerate(given)]
    seats += [_seat(n, {"kind": "bot"}) for n in range(len(seats), game.seats)]
    return game, seats, turn_clock


def _letters(name: str) -> int:
    """How long a name looks: its characters less the marks that sit on another (an
    Arabic name written with its vowels is no longer than without them)."""
    return sum(not unicodedata.combining(c) for c in unicodedata.normalize("NFC", name))


BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Characters that are letters or symbols to Unicode but draw nothing: the Hangul
fillers and the blank Braille cell."""


def _visible(name: str) -> bool:
    """Whether a name shows anything: a letter, digit, punctuation or symbol that draws."""
    return any(unicodedata.category(c)[0] in "LNPS" and c not in BLANKS for c in name)


def _seat(n: int, seat: Any) -> dict[str, Any]:
    if not isinstance(seat, dict) or seat.get("kind") not in ("human", "bot") or \
            set(seat) - {"kind", "name", "level"}:
        raise Refused("malformed", f"seat {n} is {{kind: human or bot, name, level}}")
    level = seat.get("level", "rules")
    if not isinstance(level, str) or level not in LEVELS:
        raise Refused("malformed", f"bot level is one of {', '.join(LEVELS)}")
    name = seat.get("name", default_name(seat["kind"], n))
    if not isinstance(name, str) or len(name) > NAME_CHARACTERS or \
            not 0 < _letters(name.strip()) <= NAME_LENGTH or \
            not name.isprintable() or not _visible(name):
        raise Refused("bad_name", f"a name is 1 to {NAME_LENGTH} printable characters, "
                                     "not all blank", letters=NAME_LENGTH)
    return {"kind": seat["kind"], "name": name.strip(), "level": level}
