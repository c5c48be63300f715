"""One table as this process serves it: its match, its seats, its clients, and what a
player does there (an action, a hint, another match).

Any process may serve any table: every change is committed to the store only if the
table is still at the event this process last saw (the event log in the database is
the truth, :mod:`majlis.server.commits`), and then reaches every client here as one
numbered ``state`` frame built for that client's seat.  When another process commits an
event, the table catches up from the store before it acts again
(:mod:`majlis.server.catchup`).  The bots and the clock run at one process, the lease's
holder (:mod:`majlis.server.autoplay`).
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
from majlis.games import make_game
from majlis.protocol import IllegalAction
from majlis.server.commits import States
from majlis.server.frames import hand_json
from majlis.server.hints import Adviser
from majlis.server.open_seats import OpenSeats
from majlis.server.presence import Presence
from majlis.server.seats import Client, Seat, Timing, table_refusal
from majlis.server.stand_ins import StandIns
from majlis.server.store import SeatRow, SeatState, Store, TableRow
from majlis.server.wire import Refused

log = logging.getLogger("majlis.server")


class Table(OpenSeats, StandIns, Presence):
    """A table served by this process: what a player does at it (an action, a hint,
    another match), on top of its parts (:mod:`~majlis.server.scene` what its clients
    see, :mod:`~majlis.server.catchup` following the event log,
    :mod:`~majlis.server.commits` writing to it, :mod:`~majlis.server.presence` who is
    here, :mod:`~majlis.server.stand_ins` bots standing in for people,
    :mod:`~majlis.server.open_seats` an open table's seats)."""

    def __init__(self, row: TableRow, seats: list[SeatRow], actions: list[tuple[int, str]],
                 store: Store, process: str, timing: Timing, thinking: Executor) -> None:
        super().__init__()
        self.id = row.id
        self.game = make_game(row.game, row.options)
        self.options = self.game.options()
        self.description = {name: value for name, value in
                            as_json(self.game, self.game.describe()).items() if name != "deck"}
        """The game under this table's options, as the page reads it; not the deck (no page
        needs it, and a scan for hidden cards cannot tell it from a hand)."""
        self.secret = row.seed
        self.turn_clock = row.turn_clock
        self.match_no = row.match_no
        self.event = row.event
        self.store = store
        self.process = process
        self.timing = timing
        self.thinking = thinking
        """Where the bots think: apart from the database's threads, so that a bot thinking
        long at one table delays no commit at another."""
        self.seats = [Seat.stored(s) for s in seats]
        self.hints = sum(s.human for s in self.seats) == 1
        """A practice table (one person, the others bots): the person may ask for hints."""
        self.adviser = Adviser(self.secret, thinking)
        self._tokens = {s.token_hash: s.seat for s in seats if s.token_hash}
        self.match = self._replay(actions)
        self._hands = [hand_json(self.game, h) for h in self._finished_hands()]
        self.clients: set[Client] = set()
        self.lock = asyncio.Lock()
        self.wake = asyncio.Event()
        """Set at every change: the bots look again at what to do."""
        self.turn_since = time.monotonic()
        self.closed = False
        self.held = False
        """Whether this process holds the table's lease: runs its bots and clock."""
        self.heard = row.event
        """The newest event another process announced."""
        self.behind = False
        """Whether the store may hold more than this process knows (a write whose answer
        was lost): catch up before acting."""
        self.idle_beats = 0
        """Heartbeats running at which the table was idle here (:meth:`idle`)."""
        self.unsaid: set[int] = set()
        """Seats whose presence here could not be written (the database was away)."""
        self.on_over: Callable[[Table], None] = lambda table: None
        """Called once a match ends here (players: results and ratings)."""
        self.opening = 0.0
        """An open table waits for people until then (``time.monotonic``; 0: it does
        not): no bot plays, and no person."""
        self._wait_for_people(row.opening)

    # -- changes ---------------------------------------------------------------

    async def act(self, seat: int, seen: int, text: str) -> None:
        """A human's action; :class:`Refused` changes nothing."""
        if time.monotonic() < self.opening:
            raise table_refusal("opening")
        try:
            action = self.game.parse_action(text)
        except ValueError as error:
            raise table_refusal("unknown_action", reason=str(error)) from None
        await self.apply(seat, seen, action)

    async def apply(self, seat: int, seen: int, action: int, by_bot: bool = False) -> None:
        """Play ``action`` for ``seat``: applied once (which checks it), committed, then
        played; a bot's move is dropped if everyone left while it thought, or if this
        process no longer runs the table's bots."""
        async with self.lock:
            await self._fresh(later=True)
            if by_bot and not (self.attended() and self.held):
                return
            self.check_turn(seat, seen)
            try:
                state = self.game.apply(self.match.state, action)
            except IllegalAction as error:
                why = None if error.why is None else as_json(self.game, error.why)
                raise Refused("illegal", str(error), reason=error.reason, why=why) from None
            change = self._change([], (self.played, seat, self.game.action_text(action)),
                                  held=by_bot)  # (an action changes no seat)
            if not await self._commit(change):
                await self._fresh(later=True)
                raise table_refusal("stale", self.event)
            hands = len(self.match.hands)
            self.match.advance(state)
            self.played += 1
            self.event += 1
            self._hands_so_far()
            if self.match.winners is not None:
                with contextlib.suppress(Refused):  # else the next load marks it over
                    await self._commit(self.over_change())
                log.info("match over", extra={"table": self.id, "match": self.match_no})
                self.on_over(self)
            elif len(self.match.hands) != hands:
                log.info("new hand", extra={"table": self.id, "hand": len(self.match.hands)})
            self.turn_since = time.monotonic()
            self._broadcast()
            self.wake.set()

    def check_turn(self, seat: int, seen: int) -> None:
        """:class:`Refused` unless ``seat`` is to move at event ``seen``, the newest."""
        if self.match.winners is not None:
            raise table_refusal("match_over")
        if self.match.to_move() != seat:
            raise table_refusal("not_your_turn")
        if seen != self.event:
            raise table_refusal("stale", self.event)

    async def hint(self, client: Client, seat: int, seen: int) -> None:
        """Send ``client`` alone the search bot's suggestion for the move of ``seat``,
        to move at event ``seen``, once it is worked out; :class:`Refused` (at once)
        where the table has more than one person, or it is not the seat's turn."""
        if not self.hints:
            raise table_refusal("no_hint")
        async with self.lock:
            self.check_turn(seat, seen)
            future = self.adviser.suggest(self.game, self.match.state, seat, self.match_no,
                                          self.event)
            match_no = self.match_no

        def answer(done: asyncio.Future[int]) -> None:
            if done.cancelled() or done.exception() is not None:
                log.error("hint failed", extra={"table": self.id, "seat": seat})
                return
            client.send(json.dumps({"type": "hint", "event": seen, "match": match_no,
                                    "action": self.game.action_text(done.result())}))

        future.add_done_callback(answer)

    async def again(self, seat: int) -> None:
        """Seat ``seat`` wants another match; it starts when every present human does.
        Asked again while the others have not, it changes nothing (nothing committed,
        nothing sent)."""
        def starts() -> bool:
            others = [s for s in self.seats if s.human and s.present and s.row.seat != seat]
            return all(s.again for s in others)

        def plan() -> States | None:
            if self.match.winners is None:
                raise table_refusal("not_over")
            if starts():
                return [SeatState(s.replaced, False, s.gone) for s in self.seats]
            if self.seats[seat].again:
                return None
            return [SeatState(s.replaced, s.again or n == seat, s.gone)
                    for n, s in enumerate(self.seats)]

        def match_no() -> int:
            return self.match_no + 1 if starts() else self.match_no

        async with self.lock:
            await self._event("again", seat, plan, match_no=match_no)

    def close(self) -> None:
        """Stop serving the table here (the server stops): every client is hung up, and
        connects again through the balancer to a process that serves it."""
        self.closed = True
        self.wake.set()
        for client in list(self.clients):
            client.hang_up()
