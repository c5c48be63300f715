"""One table as this process serves it: its match, its seats, its clients.

Any process may serve any table: every change is committed to the store only if the
table is still at the event this process last saw (the event log in the database is
the truth), and then reaches every client here as one numbered ``state`` frame built
for that client's seat.  When another process commits an event (its notice, or a
write of ours refused because it came first), the table catches up from the store
before it acts again.  The bots and the clock run at one process, the lease's holder
(:mod:`majlis.server.autoplay`).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import logging
import time
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any

from majlis.bots import load_bot
from majlis.commitment import commitment
from majlis.explain import as_json
from majlis.games import make_game
from majlis.match import Match
from majlis.play import Players
from majlis.protocol import IllegalAction
from majlis.server.frames import hand_json
from majlis.server.hints import Adviser
from majlis.server.scene import Scene
from majlis.server.seats import (
    Client,
    EarlierRules,
    Seat,
    Timing,
    match_seed,
    table_refusal,
    token_hash,
    unavailable,
)
from majlis.server.store import Change, SeatRow, Store, TableRow, Unavailable
from majlis.server.wire import Refused

log = logging.getLogger("majlis.server")

TRIES = 5
"""Times a change of the seats is worked out again when another process wrote first."""
States = list[tuple[bool, bool]]
"""Each seat's ``(replaced, again)``."""


class Table(Scene):
    """A table served by this process."""

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
        self.seats = [Seat(s, replaced=s.replaced, again=s.again) for s in seats]
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
        """An open table waits for people until then (``time.monotonic``): no bot plays."""

    def _replay(self, actions: list[tuple[int, str]]) -> Match[Any]:
        """The current match from its stored actions, with fresh bots for every seat
        (they play for bot seats, and for humans who are away or out of time)."""
        bots = {s.row.seat: load_bot(s.row.level) for s in self.seats}
        self.players = Players.streams(bots, self.secret, "table", self.match_no, "bot",
                                       labels={seat: s.row.level for seat, s in
                                               enumerate(self.seats)})
        seed = match_seed(self.secret, self.match_no)
        self.commitment = commitment(seed)
        """Sent to every seat with the first deal; the seed itself only in the finished record."""
        match: Match[Any] = Match(self.game, seed)
        self.played = 0
        self._play(match, actions)
        return match

    def _play(self, match: Match[Any], actions: list[tuple[int, str]]) -> None:
        """Play stored actions on ``match``; :class:`EarlierRules` if the rules refuse one."""
        for seat, text in actions:
            try:
                if match.to_move() != seat:
                    raise IllegalAction(text, f"it is not seat {seat}'s turn")
                match.act(self.game.parse_action(text))
            except ValueError as error:
                raise EarlierRules(f"table {self.id}: stored action {self.played} no longer"
                                   " replays") from error
            self.played += 1

    def _finished_hands(self) -> list[Any]:
        hands = self.match.hands
        return hands if self.match.to_move() is None else hands[:-1]

    def _hands_so_far(self) -> None:
        self._hands.extend(hand_json(self.game, h)
                           for h in self._finished_hands()[len(self._hands):])

    # -- clients come and go ---------------------------------------------------

    async def join(self, client: Client, seen: int) -> None:
        """Seat ``client`` (already given its seat) and bring it up to date;
        :class:`Refused` ``unavailable`` (the client not seated) while the database
        cannot be reached."""
        async with self.lock:
            await self._fresh()
            waited = not self.attended()
            seat = None if client.seat is None else self.seats[client.seat]
            if seat is not None:
                seat.here += 1
            if waited and self.attended():  # play resumes: the clock starts again
                self.turn_since = time.monotonic()
                self.wake.set()
            joined = False
            if seat is not None and seat.human and seat.here == 1:
                try:
                    joined = await self._event("joined", seat.row.seat, self._states,
                                               presence=(seat.row.seat, True))
                except Refused:
                    seat.here -= 1
                    raise
            self.clients.add(client)
            client.send(json.dumps({"type": "welcome", "seat": client.seat,
                                    "table": self.public()}))
            if joined or seen != self.event:
                client.send(self.state_frame(client.seat))

    async def leave(self, client: Client) -> None:
        async with self.lock:
            if client not in self.clients:
                return
            self.clients.discard(client)
            if client.seat is None or self.closed:
                return
            seat = self.seats[client.seat]
            seat.here -= 1
            if seat.here == 0 and seat.human:
                if not seat.present:
                    seat.away_since = time.monotonic()
                await self._say_presence(client.seat)

    async def _say_presence(self, seat: int) -> None:
        """Commit whether ``seat`` is connected here; kept to say again later if the
        database cannot be reached now."""
        here = self.seats[seat].here > 0
        try:
            await self._event("joined" if here else "left", seat, self._states,
                              presence=(seat, here))
            self.unsaid.discard(seat)
        except Refused:
            self.unsaid.add(seat)

    async def say_presence(self) -> None:
        """Say the presence of the seats that could not be said before."""
        async with self.lock:
            for seat in sorted(self.unsaid):
                await self._say_presence(seat)

    async def resync(self, client: Client, seen: int) -> None:
        async with self.lock:
            await self._fresh()
            if seen != self.event:
                client.send(self.state_frame(client.seat))

    # -- catching up -----------------------------------------------------------

    def hear(self, event: int) -> bool:
        """Another process committed ``event``; whether this table must catch up."""
        self.heard = max(self.heard, event)
        return self.heard > self.event

    async def catch_up(self) -> None:
        """Read what other processes committed; the clients here hear of it."""
        async with self.lock:
            with contextlib.suppress(Refused):  # the database is away: later, then
                await self._fresh()

    async def _fresh(self, later: bool = False) -> None:
        """Catch up if the store may know more (lock held); :class:`Refused`
        ``unavailable`` if it cannot be read now.  ``later``: the clients hear of it
        once the present message is answered (an act refused as stale hears why
        before it hears the new state, as when it came in time to see it)."""
        if not self.behind and self.heard <= self.event:
            return
        try:
            news = await asyncio.to_thread(self.store.news, self.id, self.match_no,
                                           self.played, self.process)
        except Unavailable:
            self.behind = True
            raise unavailable() from None
        self.behind = False
        if news.event == self.event:
            self._present_elsewhere(news.connected)
            return
        if news.match_no != self.match_no:
            self.match_no = news.match_no
            self.match = self._replay(news.actions)
            self._hands = []
        else:
            self._play(self.match, news.actions)
        self._hands_so_far()
        for seat, (replaced, again) in zip(self.seats, news.seats, strict=True):
            seat.replaced, seat.again = replaced, again
        for seat, (kind, name, token) in zip(self.seats, news.people, strict=True):
            if (seat.row.kind, seat.row.name, seat.row.token_hash) != (kind, name, token):
                self._seated(dataclasses.replace(seat.row, kind=kind, name=name,
                                                 token_hash=token))
        self._present_elsewhere(news.connected)
        self.event = news.event
        self.turn_since = time.monotonic()
        if later:
            asyncio.get_running_loop().call_soon(self._broadcast)
        else:
            self._broadcast()
        self.wake.set()

    def _present_elsewhere(self, connected: set[int]) -> None:
        """Which seats are connected through other processes, as the store says."""
        for seat in self.seats:
            was = seat.present
            seat.elsewhere = seat.row.seat in connected
            if was and not seat.present:
                seat.away_since = time.monotonic()
            if was != seat.present:
                self.wake.set()

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

    def over_change(self) -> Change:
        """The word that the match is over, at the present event."""
        return Change(self.id, self.event, self.event, self.match_no, True, self._states())

    def _change(self, states: States, action: tuple[int, int, str] | None = None,
                presence: tuple[int, bool] | None = None, held: bool = False,
                match_no: int | None = None, given: SeatRow | None = None) -> Change:
        """The next event, from the present one."""
        new_match = match_no is not None and match_no != self.match_no
        over = self.match.winners is not None and action is None and not new_match
        return Change(self.id, self.event, self.event + 1,
                      self.match_no if match_no is None else match_no, over, states, action,
                      presence, held, given)

    def _states(self) -> States:
        return [(s.replaced, s.again) for s in self.seats]

    async def _commit(self, change: Change) -> bool:
        """Commit before anyone hears of it; False if another process wrote first (or
        took the lease), :class:`Refused` ``unavailable`` while the database cannot be
        reached (the table catches up before it acts again: the write may have been
        done)."""
        try:
            done = await asyncio.to_thread(self.store.commit, change, self.process)
        except Unavailable:
            self.behind = True
            log.warning("database unavailable", extra={"table": self.id})
            raise unavailable() from None
        if not done:
            self.behind = True
        return done

    async def _event(self, what: str, seat: int | None, plan: Callable[[], States | None],
                     presence: tuple[int, bool] | None = None, held: bool = False,
                     match_no: Callable[[], int] | None = None,
                     given: SeatRow | None = None) -> bool:
        """Commit an event whose seats ``plan`` works out from the table as it stands
        (None: nothing to do), worked out again after catching up where another process
        wrote first (lock held); whether it was committed."""
        for _ in range(TRIES):
            await self._fresh()
            states = plan()
            if states is None:
                return False
            new_match = match_no() if match_no else None
            if await self._commit(self._change(states, None, presence, held, new_match,
                                               given)):
                if given is not None:
                    self._seated(given)
                self._committed(states, new_match)
                log.info(what, extra={"table": self.id, "seat": seat, "event": self.event})
                return True
            if held and not self.held:
                return False
        raise table_refusal("stale", self.event)

    def _seated(self, row: SeatRow) -> None:
        """A bot's seat given to a person (here, or as another process committed)."""
        seat = self.seats[row.seat]
        seat.row, seat.away_since = row, time.monotonic()  # the person's time to come
        if row.token_hash:
            self._tokens[row.token_hash] = row.seat
        self.hints = self.hints and sum(s.human for s in self.seats) == 1

    def _committed(self, states: States, match_no: int | None) -> None:
        for seat, (replaced, again) in zip(self.seats, states, strict=True):
            seat.replaced, seat.again = replaced, again
        self.event += 1
        if match_no is not None and match_no != self.match_no:
            self.match_no = match_no
            self.match = self._replay([])
            self._hands = []
            self.turn_since = time.monotonic()
        self._broadcast()
        self.wake.set()

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

    async def take_back(self, seat: int) -> None:
        def plan() -> States:
            if not self.seats[seat].replaced:
                raise table_refusal("no_bot")
            return [(s.replaced and n != seat, s.again) for n, s in enumerate(self.seats)]

        async with self.lock:
            await self._event("took back", seat, plan)
            self.turn_since = time.monotonic()

    async def give_seat(self, seat: int, name: str, token: str) -> bool:
        """Give a bot's seat to a person before the first action (an open table); False
        if it is no longer a bot's, or play has begun."""
        row = SeatRow(seat, "human", name, self.seats[seat].row.level, token_hash(token))

        def plan() -> States | None:
            if self.match_no or self.played or self.seats[seat].human:
                return None
            return self._states()

        async with self.lock:
            return await self._event("seated", seat, plan, given=row)

    async def start_now(self) -> None:
        """An open table stops waiting for people: play begins."""
        async with self.lock:
            if self.opening:
                self.opening = 0.0
                await self._event("play begins", None, self._states)

    async def let_bot_play(self, seat: int) -> None:
        """The person of ``seat`` left the match: a bot plays on for the seat, and the
        table no longer waits for them (with nobody else, the bots play it out)."""
        def plan() -> States:
            return [(s.replaced or n == seat, s.again) for n, s in enumerate(self.seats)]

        async with self.lock:
            if not self.seats[seat].gone:
                self.seats[seat].gone = True
                await self._event("left the match", seat, plan)

    async def again(self, seat: int) -> None:
        """Seat ``seat`` wants another match; it starts when every present human does."""
        def plan() -> States:
            if self.match.winners is None:
                raise table_refusal("not_over")
            present = [s for s in self.seats if s.human and s.present and s.row.seat != seat]
            if all(s.again for s in present):
                return [(s.replaced, False) for s in self.seats]
            return [(s.replaced, s.again or n == seat) for n, s in enumerate(self.seats)]

        def match_no() -> int:
            starts = not any(again for _, again in plan())
            return self.match_no + 1 if starts else self.match_no

        async with self.lock:
            await self._event("again", seat, plan, match_no=match_no)

    async def stand_in(self, seat: int) -> bool:
        """A bot takes the seat of its absent person (lock held); whether it did."""
        def plan() -> States | None:
            s = self.seats[seat]
            if not s.human or s.present or s.replaced:
                return None
            return [(r.replaced or n == seat, r.again) for n, r in enumerate(self.seats)]

        return await self._event("bot takes over", seat, plan, held=True)

    def close(self) -> None:
        """Stop serving the table here (the server stops): every client is hung up, and
        connects again through the balancer to a process that serves it."""
        self.closed = True
        self.wake.set()
        for client in list(self.clients):
            client.hang_up()
