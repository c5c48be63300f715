"""One table in play: its match, its seats, its clients, and the bots that play
for empty, absent or idle seats.

The table is the only writer of its match.  Every change goes through
:meth:`Table._apply` or :meth:`Table._new_event` under the table's lock, is
committed to the store first, and then reaches every client as one numbered
``state`` frame built for that client's seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import hashlib
import json
import logging
import time
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any, Protocol

from majlis.bots import load_bot
from majlis.commitment import commitment
from majlis.explain import Fact, as_json
from majlis.games import make_game
from majlis.match import Match
from majlis.play import BotError, HandInPlay, Players
from majlis.protocol import IllegalAction
from majlis.server.frames import hand_json, hands_json, play_json
from majlis.server.hints import Adviser
from majlis.server.store import SeatRow, Store, TableRow
from majlis.server.wire import Refused

log = logging.getLogger("majlis.server")

TABLE_REASONS: dict[str, tuple[str, str]] = {
    "match_over": ("over", "the match is over"),
    "not_your_turn": ("not_your_turn", "it is not this seat's turn"),
    "stale": ("stale", "the table is at event {value}"),
    "no_bot": ("illegal", "no bot is playing for this seat"),
    "not_over": ("illegal", "the match is not over yet"),
    "unknown_action": ("illegal", "that is not an action of this game"),
    "earlier_rules": ("not_found", "this table began under an earlier version of the rules "
                      "and was closed"),
    "no_hint": ("no_hint", "hints are given only at a table with one person"),
    "opening": ("not_your_turn", "the open table waits for people: start it, or wait"),
}
"""The table's own refusals that reach a player: key -> (error code, the message in
English, a template that may use the refusal's ``{value}``)."""


def table_refusal(key: str, value: int | None = None, reason: str | None = None) -> Refused:
    """The table's refusal ``key``, with its key for the page as the games' refusals
    have theirs (``why``), and the game's ``reason`` where it gave one."""
    code, message = TABLE_REASONS[key]
    why = dataclasses.asdict(Fact(key, value=value))
    return Refused(code, message.format(value=value), reason=reason, why=why)


class EarlierRules(ValueError):
    """A table's stored actions that the rules refuse: the server wrote only actions the
    rules accepted, so the table began under an earlier version of them."""


@dataclass(frozen=True)
class Timing:
    """How long the table waits before a bot plays (seconds)."""

    bot_delay: float = 0.6
    """From a bot's turn to its move, so that people can follow: the bot thinks within
    it, so that a forced move comes as late as a chosen one."""
    turn: float = 30.0
    """A connected human's turn clock (when the table has it on)."""
    away: float = 20.0
    """How long a disconnected human's seat waits before a bot takes it over."""


class Client(Protocol):
    """A connection at the table."""

    seat: int | None

    def send(self, frame: str) -> None: ...

    def hang_up(self) -> None:
        """Close the connection after the frames already sent."""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def match_seed(secret: str, match_no: int) -> str:
    """The seed of a table's match ``match_no``: revealing it (in the finished record)
    tells nothing of the table's secret or of its other matches."""
    return hashlib.sha256(f"{secret}/{match_no}".encode()).hexdigest()[:32]


@dataclass
class Seat:
    row: SeatRow
    connections: int = 0
    away_since: float = field(default_factory=time.monotonic)
    replaced: bool = False
    """A bot plays for this absent human until the human takes the seat back."""
    again: bool = False
    gone: bool = False
    """The person left the match (an open table's Leave): nobody waits for them."""

    @property
    def human(self) -> bool:
        return self.row.kind == "human"

    @property
    def bot_plays(self) -> bool:
        return not self.human or self.replaced

    def public(self) -> dict[str, Any]:
        """The seat as every page sees it; ``default_name`` when the server made its
        name up, so that a page words it in its own language."""
        return {"seat": self.row.seat, "name": self.row.name, "kind": self.row.kind,
                "default_name": self.row.named_by_server,
                "connected": self.connections > 0 or not self.human,
                "bot": self.row.level if self.bot_plays else None, "again": self.again}


class Table:
    """A table held by this process."""

    def __init__(self, row: TableRow, seats: list[SeatRow], actions: list[tuple[int, str]],
                 store: Store, owner: str, timing: Timing, thinking: Executor) -> None:
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
        self.owner = owner
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
        self.turn_since = time.monotonic()
        self.closed = False
        self.on_lost: Callable[[Table], None] = lambda table: None
        self.on_over: Callable[[Table], None] = lambda table: None
        """Called once a match ends here (players: results and ratings)."""
        self.opening = 0.0
        """An open table waits for people until then (``time.monotonic``): no bot plays."""
        self._frames: dict[int | None, str] = {}
        self._frames_of: tuple[int, int, int | None] = (-1, -1, None)
        """The event, match and clock second whose state frames ``_frames`` holds, by seat."""
        self._hands_frame: tuple[tuple[int, int], str] = ((-1, -1), "")
        """The last ``hands`` frame, with the match and number of hands it holds."""

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
        for n, (seat, text) in enumerate(actions):
            try:
                if match.to_move() != seat:
                    raise IllegalAction(text, f"it is not seat {seat}'s turn")
                match.act(self.game.parse_action(text))
            except ValueError as error:
                raise EarlierRules(f"table {self.id}: stored action {n} no longer replays") \
                    from error
        self.played = len(actions)
        return match

    def _finished_hands(self) -> list[Any]:
        hands = self.match.hands
        return hands if self.match.to_move() is None else hands[:-1]

    # -- what clients see ------------------------------------------------------

    def seat_of(self, token: str) -> int:
        seat = self._tokens.get(token_hash(token))
        if seat is None:
            raise Refused("bad_token", "this token holds no seat at this table")
        return seat

    def public(self) -> dict[str, Any]:
        """The table as anyone with its link sees it."""
        status = "over" if self.match.winners is not None else "playing"
        return {"id": self.id, "game": self.game.id, "options": self.options,
                "description": self.description, "turn_clock": self.turn_clock,
                "match": self.match_no, "status": status, "hints": self.hints,
                "commitment": self.commitment, "seats": [s.public() for s in self.seats]}

    def state_frame(self, seat: int | None) -> str:
        """The seat's state frame (``None``: a spectator's), built once an event and a
        clock second: the table does not change between events, and a crowd of
        spectators asking again costs a lookup each.  Only the frames of the present
        second are kept, one a seat at most."""
        clock = self._clock()
        if self._frames_of != (self.event, self.match_no, clock):
            self._frames.clear()
            self._frames_of = (self.event, self.match_no, clock)
        if seat not in self._frames:
            frame = {"type": "state", "event": self.event, "match": self.match_no,
                     "commitment": self.commitment,
                     **play_json(self.game, self.match, seat, self._hands),
                     "seats": [s.public() for s in self.seats], "clock": clock}
            self._frames[seat] = json.dumps(frame, separators=(",", ":"))
        return self._frames[seat]

    def hands_frame(self) -> str:
        """The finished hands of the match in play, for a client that asks (a state
        frame carries only the last), built once each time a hand finishes."""
        held = (self.match_no, len(self._hands))
        if self._hands_frame[0] != held:
            frame = json.dumps(hands_json(self.match_no, self._hands), separators=(",", ":"))
            self._hands_frame = (held, frame)
        return self._hands_frame[1]

    def _clock(self) -> int | None:
        seat = self.match.to_move()
        if seat is None or not self.turn_clock or self.seats[seat].bot_plays or \
                not self.attended():
            return None
        return max(0, round(self.timing.turn - (time.monotonic() - self.turn_since)))

    def _broadcast(self) -> None:
        frames: dict[int | None, str] = {}
        for client in list(self.clients):
            if client.seat not in frames:
                frames[client.seat] = self.state_frame(client.seat)
            client.send(frames[client.seat])

    def react(self, seat: int, reaction: str) -> None:
        frame = json.dumps({"type": "reaction", "seat": seat, "reaction": reaction})
        for client in list(self.clients):
            client.send(frame)

    def idle(self) -> bool:
        """Finished, and nobody at the table."""
        return self.match.winners is not None and not self.clients

    def attended(self) -> bool:
        """Whether the table plays on: a person sits at it, or it has no person seat at
        all (bots only: nobody's match to keep, and its record is there whenever someone
        looks).  A table every person has left waits for them (no bot moves, no clock
        runs), so that closing the tabs does not hand a match to the bots."""
        people = [s for s in self.seats if s.human and not s.gone]
        return not people or any(s.connections for s in people)

    # -- clients come and go ---------------------------------------------------

    async def join(self, client: Client, seen: int) -> None:
        """Seat ``client`` (already given its seat) and bring it up to date."""
        async with self.lock:
            waited = not self.attended()
            self.clients.add(client)
            client.send(json.dumps({"type": "welcome", "seat": client.seat,
                                    "table": self.public()}))
            if client.seat is not None:
                seat = self.seats[client.seat]
                seat.connections += 1
            if waited and self.attended():  # play resumes: the clock starts again
                self.turn_since = time.monotonic()
                self.wake.set()
            if client.seat is not None and self.seats[client.seat].connections == 1 and \
                    self.seats[client.seat].human:
                await self._new_event("joined", client.seat)
            elif seen != self.event:
                client.send(self.state_frame(client.seat))

    async def leave(self, client: Client) -> None:
        with contextlib.suppress(Refused):  # the table moved: nobody to tell
            await self._leave(client)

    async def _leave(self, client: Client) -> None:
        async with self.lock:
            if client not in self.clients:
                return
            self.clients.discard(client)
            if self.closed:  # no longer ours: its holder counts the seats now
                return
            if client.seat is not None:
                seat = self.seats[client.seat]
                seat.connections -= 1
                if seat.connections == 0 and seat.human:
                    seat.away_since = time.monotonic()
                    await self._new_event("left", client.seat)

    async def resync(self, client: Client, seen: int) -> None:
        async with self.lock:
            if seen != self.event:
                client.send(self.state_frame(client.seat))

    # -- changes ---------------------------------------------------------------

    async def act(self, seat: int, seen: int, text: str) -> None:
        """A human's action; :class:`Refused` changes nothing."""
        if time.monotonic() < self.opening:
            raise table_refusal("opening")
        try:
            action = self.game.parse_action(text)
        except ValueError as error:
            raise table_refusal("unknown_action", reason=str(error)) from None
        await self._apply(seat, seen, action)

    async def _apply(self, seat: int, seen: int, action: int, by_bot: bool = False) -> None:
        """Play ``action`` for ``seat``; a bot's move is dropped if everyone left while
        it thought."""
        async with self.lock:
            if by_bot and not self.attended():
                return
            self._check_turn(seat, seen)
            try:
                self.game.apply(self.match.state, action)
            except IllegalAction as error:
                why = None if error.why is None else as_json(self.game, error.why)
                raise Refused("illegal", str(error), reason=error.reason, why=why) from None
            text = self.game.action_text(action)
            await self._write(self.store.commit_action, self.id, self.owner, self.match_no,
                              self.played, seat, text, self.event + 1, False)
            hands = len(self.match.hands)
            self.match.act(action)
            self.played += 1
            self.event += 1
            self._hands.extend(hand_json(self.game, h)
                               for h in self._finished_hands()[len(self._hands):])
            if self.match.winners is not None:
                await self._write(*self.event_write(self.event))
                log.info("match over", extra={"table": self.id, "match": self.match_no})
                self.on_over(self)
            elif len(self.match.hands) != hands:
                log.info("new hand", extra={"table": self.id, "hand": len(self.match.hands)})
            self.turn_since = time.monotonic()
            self._broadcast()
            self.wake.set()

    def _check_turn(self, seat: int, seen: int) -> None:
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
            self._check_turn(seat, seen)
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

    async def _new_event(self, what: str, seat: int | None = None) -> None:
        """Commit and send a change of the seats or of the match (lock held)."""
        await self._write(*self.event_write(self.event + 1))
        self.event += 1
        log.info(what, extra={"table": self.id, "seat": seat, "event": self.event})
        self._broadcast()
        self.wake.set()

    def event_write(self, event: int) -> tuple[Any, ...]:
        """The store's call (and its arguments) that records ``event`` with the match's
        state and each seat's: whether the match is over, a bot plays for an absent
        human, a seat asked for another match."""
        return (self.store.set_event, self.id, self.owner, event, self.match_no,
                self.match.winners is not None, [(s.replaced, s.again) for s in self.seats])

    async def take_back(self, seat: int) -> None:
        async with self.lock:
            if not self.seats[seat].replaced:
                raise table_refusal("no_bot")
            self.seats[seat].replaced = False
            self.turn_since = time.monotonic()
            await self._new_event("took back", seat)

    async def give_seat(self, seat: int, name: str, token: str) -> bool:
        """Give a bot's seat to a person before the first action (an open table); False
        if it is no longer a bot's, or play has begun."""
        async with self.lock:
            if self.match_no or self.played or self.seats[seat].human:
                return False
            row = SeatRow(seat, "human", name, self.seats[seat].row.level, token_hash(token))
            await self._write(self.store.give_seat, self.id, self.owner, seat, name,
                              row.token_hash)
            self.seats[seat] = Seat(row)
            self._tokens[token_hash(token)] = seat
            self.hints = self.hints and sum(s.human for s in self.seats) == 1
            await self._new_event("seated", seat)
            return True

    async def start_now(self) -> None:
        """An open table stops waiting for people: play begins."""
        async with self.lock:
            if self.opening:
                self.opening = 0.0
                await self._new_event("play begins")

    async def let_bot_play(self, seat: int) -> None:
        """The person of ``seat`` left the match: a bot plays on for the seat, and the
        table no longer waits for them (with nobody else, the bots play it out)."""
        async with self.lock:
            if not self.seats[seat].gone:
                self.seats[seat].replaced = self.seats[seat].gone = True
                await self._new_event("left the match", seat)

    async def again(self, seat: int) -> None:
        """Seat ``seat`` wants another match; it starts when every present human does."""
        async with self.lock:
            if self.match.winners is None:
                raise table_refusal("not_over")
            self.seats[seat].again = True
            present = [s for s in self.seats if s.human and s.connections]
            if not all(s.again for s in present):
                await self._new_event("asks again", seat)
                return
            for s in self.seats:
                s.again = False
            self.match_no += 1
            self.match = self._replay([])
            self._hands = []
            self.turn_since = time.monotonic()
            await self._new_event("again", seat)

    async def _write(self, write: Callable[..., bool], *args: Any) -> None:
        """Commit a change before anyone hears of it.  If the table is no longer ours
        (another process took it over) or the database fails, stop serving it here:
        :class:`Refused` ``elsewhere``, and the heartbeat reloads it from the database
        if it is still ours."""
        try:
            held = await asyncio.to_thread(write, *args)
        except Exception:
            log.exception("write failed", extra={"table": self.id})
            held = False
        if not held:
            log.warning("table dropped", extra={"table": self.id})
            self.close()
            self.on_lost(self)
            raise Refused("elsewhere", "this table moved; connect again")

    def close(self) -> None:
        """Stop serving the table here: every client hears why and is hung up, so that
        it connects again and finds the table wherever it is held now."""
        self.closed = True
        self.wake.set()
        frame = Refused("elsewhere", "this table moved to another server").frame()
        for client in list(self.clients):
            client.send(frame)
            client.hang_up()

    # -- the bots --------------------------------------------------------------

    async def run(self) -> None:
        """Let bots play whenever a bot seat, an absent or an idle human is to move.

        A bot starts thinking ``bot_delay`` before its move is due and plays when it is
        due (later only if it thinks longer): its pace tells nothing of how many choices
        it had, such as whether a question was forced on it by its cards."""
        while not self.closed:
            self.wake.clear()
            plan = self._plan()
            if plan is None:
                await self.wake.wait()
                continue
            seat, at = plan
            wait = at - self.timing.bot_delay - time.monotonic()
            if wait > 0:
                try:
                    await asyncio.wait_for(self.wake.wait(), wait)
                    continue
                except TimeoutError:
                    pass
            await self._bot_move(seat, at)

    def _plan(self) -> tuple[int, float] | None:
        """The seat a bot will play for next, and when its move is due; None if none
        will."""
        seat = self.match.to_move()
        if seat is None or not self.attended():
            return None
        s = self.seats[seat]
        if s.bot_plays:
            due = self.turn_since + self.timing.bot_delay
        elif not s.connections:
            due = max(s.away_since + self.timing.away, self.turn_since + self.timing.bot_delay)
        elif self.turn_clock:
            due = self.turn_since + self.timing.turn
        else:
            return None
        return seat, max(due, self.opening)

    async def _bot_move(self, seat: int, due: float) -> None:
        s = self.seats[seat]
        try:
            async with self.lock:  # (the human may have come back meanwhile)
                if not self.attended():  # everyone left while the bot waited
                    return
                if s.human and not s.connections and not s.replaced:
                    s.replaced = True
                    await self._new_event("bot takes over", seat)
            event = self.event
            hand = HandInPlay(self.game, self.match.state)  # the bot thinks on a snapshot
            action = await asyncio.get_running_loop().run_in_executor(
                self.thinking, self.players.choose, hand, seat)
            await asyncio.sleep(max(0.0, due - time.monotonic()))
            await self._apply(seat, event, action, by_bot=True)
        except Refused as refusal:  # someone acted first, or the table moved
            log.debug("bot move dropped", extra={"table": self.id, "code": refusal.code})
        except BotError:
            log.exception("bot failed", extra={"table": self.id, "seat": seat})
            await asyncio.sleep(1)
