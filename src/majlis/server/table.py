"""One table as this process serves it: one lock, and behind it the verbs a player uses
there (an action, a hint, another match, joining and leaving) and the parts that do the
work, each given what it needs when the table is made.

Any process may serve any table: every change is committed to the store only if the
table is still at the event this process last saw (the event log in the database is
the truth, :mod:`majlis.server.commits`), and then reaches every client here as one
numbered ``state`` frame built for that client's seat (:mod:`majlis.server.scene`).
When another process commits an event, the table catches up from the store before it
acts again.  The bots and the clock run at one process, the lease's holder
(:mod:`majlis.server.autoplay`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable
from concurrent.futures import Executor

from majlis.explain import as_json
from majlis.protocol import IllegalAction
from majlis.server.commits import EventLog
from majlis.server.group_commit import GroupCommit
from majlis.server.hints import Adviser
from majlis.server.open_seats import OpenSeats
from majlis.server.presence import Presence
from majlis.server.scene import Scene
from majlis.server.seats import Client, Timing, table_refusal
from majlis.server.stand_ins import StandIns
from majlis.server.standing import Standing, States
from majlis.server.store import SeatRow, SeatState, TableRow
from majlis.server.wire import Refused

log = logging.getLogger("majlis.server")


class Table:
    """A table served by this process: its lock, which every verb takes, so that one
    change at a time is worked out, committed and played; and its parts, which the verbs
    call with the lock held: where it stands (:attr:`standing`), what its clients see
    (:attr:`scene`), its event log (:attr:`log`), who is here (:attr:`presence`), bots
    standing in for people (:attr:`stand_ins`) and an open table's seats
    (:attr:`open_seats`)."""

    def __init__(self, row: TableRow, seats: list[SeatRow], actions: list[tuple[int, str]],
                 writes: GroupCommit, timing: Timing, thinking: Executor) -> None:
        self.id = row.id
        self.timing = timing
        self.thinking = thinking
        """Where the bots think: apart from the database's threads, so that a bot thinking
        long at one table delays no commit at another."""
        self.adviser = Adviser(row.seed, thinking)
        self.lock = asyncio.Lock()
        self.closed = False
        self.held = False
        """Whether this process holds the table's lease: runs its bots and clock."""
        self.idle_beats = 0
        """Heartbeats running at which the table was idle here (:meth:`idle`)."""
        self.on_over: Callable[[Table], None] = lambda table: None
        """Called once a match ends here (players: results and ratings)."""
        self.standing = Standing(row, seats, actions)
        self.scene = Scene(self.standing, timing)
        self.log = EventLog(self.standing, self.scene, writes, lambda: self.held)
        self.presence = Presence(self.standing, self.log, self.scene)
        self.stand_ins = StandIns(self.standing, self.log)
        self.open_seats = OpenSeats(self.standing, self.log)

    # -- a player's verbs ------------------------------------------------------

    async def act(self, seat: int, seen: int, text: str) -> None:
        """A human's action; :class:`Refused` changes nothing."""
        if time.monotonic() < self.standing.opening:
            raise table_refusal("opening")
        try:
            action = self.standing.game.parse_action(text)
        except ValueError as error:
            raise table_refusal("unknown_action", reason=str(error)) from None
        await self.apply(seat, seen, action)

    async def apply(self, seat: int, seen: int, action: int, by_bot: bool = False) -> None:
        """Play ``action`` for ``seat``: applied once (which checks it), committed, then
        played; a bot's move is dropped if everyone left while it thought, or if this
        process no longer runs the table's bots."""
        now, game = self.standing, self.standing.game
        async with self.lock:
            await self.log.fresh(later=True)
            if by_bot and not (now.attended() and self.held):
                return
            self.check_turn(seat, seen)
            try:
                state = game.apply(now.match.state, action)
            except IllegalAction as error:
                why = None if error.why is None else as_json(game, error.why)
                raise Refused("illegal", str(error), reason=error.reason, why=why) from None
            change = self.log.action_change(seat, game.action_text(action), held=by_bot)
            if not await self.log.commit(change):
                await self.log.fresh(later=True)
                raise table_refusal("stale", now.event)
            hands = len(now.match.hands)
            now.played_here(state)
            if now.match.winners is not None:
                with contextlib.suppress(Refused):  # else the next load marks it over
                    await self.log.commit(self.log.over_change())
                log.info("match over", extra={"table": self.id, "match": now.match_no})
                self.on_over(self)
            elif len(now.match.hands) != hands:
                log.info("new hand", extra={"table": self.id, "hand": len(now.match.hands)})
            now.turn_since = time.monotonic()
            self.scene.broadcast()
            now.wake.set()

    def check_turn(self, seat: int, seen: int) -> None:
        """:class:`Refused` unless ``seat`` is to move at event ``seen``, the newest."""
        now = self.standing
        if now.match.winners is not None:
            raise table_refusal("over")
        if now.match.to_move() != seat:
            raise table_refusal("not_your_turn")
        if seen != now.event:
            raise table_refusal("stale", now.event)

    async def hint(self, client: Client, seat: int, seen: int) -> None:
        """Send ``client`` alone the search bot's suggestion for the move of ``seat``,
        to move at event ``seen``, once it is worked out; :class:`Refused` (at once)
        where the table has more than one person, or it is not the seat's turn."""
        now = self.standing
        if not now.hints:
            raise table_refusal("no_hint")
        async with self.lock:
            self.check_turn(seat, seen)
            future = self.adviser.suggest(now.game, now.match.state, seat, now.match_no,
                                          now.event)
            match_no = now.match_no

        def answer(done: asyncio.Future[int]) -> None:
            if done.cancelled() or done.exception() is not None:
                log.error("hint failed", extra={"table": self.id, "seat": seat})
                return
            client.send(json.dumps({"type": "hint", "event": seen, "match": match_no,
                                    "action": now.game.action_text(done.result())}))

        future.add_done_callback(answer)

    async def again(self, seat: int) -> None:
        """Seat ``seat`` wants another match; it starts when every present human does.
        Asked again while the others have not, it changes nothing (nothing committed,
        nothing sent)."""
        now = self.standing

        def starts() -> bool:
            others = [s for s in now.seats if s.human and s.present and s.row.seat != seat]
            return all(s.again for s in others)

        def plan() -> States | None:
            if now.match.winners is None:
                raise table_refusal("not_over")
            if starts():
                return [SeatState(s.replaced, False, s.gone) for s in now.seats]
            if now.seats[seat].again:
                return None
            return [SeatState(s.replaced, s.again or n == seat, s.gone)
                    for n, s in enumerate(now.seats)]

        def match_no() -> int:
            return now.match_no + 1 if starts() else now.match_no

        async with self.lock:
            await self.log.event("again", seat, plan, match_no=match_no)

    async def join(self, client: Client, seen: int) -> None:
        async with self.lock:
            await self.presence.join(client, seen)

    async def leave(self, client: Client) -> None:
        async with self.lock:
            await self.presence.leave(client, closing=self.closed)

    async def resync(self, client: Client, seen: int) -> None:
        async with self.lock:
            await self.presence.resync(client, seen)

    async def take_back(self, seat: int) -> None:
        async with self.lock:
            await self.stand_ins.take_back(seat)

    async def give_seat(self, seat: int, name: str, token: str) -> bool:
        async with self.lock:
            return await self.open_seats.give_seat(seat, name, token)

    async def start_now(self) -> None:
        async with self.lock:
            await self.open_seats.start_now()

    async def let_bot_play(self, seat: int) -> None:
        async with self.lock:
            await self.open_seats.let_bot_play(seat)

    async def grace_over(self, seat: int) -> None:
        """The person of ``seat`` did not come back within their grace: they have left."""
        async with self.lock:
            await self.open_seats.let_bot_play(seat, overdue=True)

    # -- the process's verbs ---------------------------------------------------

    async def catch_up(self) -> None:
        """Read what other processes committed; the clients here hear of it."""
        async with self.lock:
            with contextlib.suppress(Refused):  # the database is away: later, then
                await self.log.fresh()

    async def say_presence(self) -> None:
        """Say the presence of the seats that could not be said before."""
        async with self.lock:
            await self.presence.say_unsaid()

    def idle(self) -> bool:
        """Nobody at the table here, and nothing for this process to run: finished, or
        its bots run elsewhere."""
        return not self.scene.clients and (self.standing.match.winners is not None
                                           or not self.held)

    def close(self) -> None:
        """Stop serving the table here (the server stops): every client is hung up, and
        connects again through the balancer to a process that serves it."""
        self.closed = True
        self.standing.wake.set()
        for client in list(self.scene.clients):
            client.hang_up()
