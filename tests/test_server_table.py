"""The table's own logic, without sockets or a server process: tables on one in-memory
SQLite store, each as one process serves it (two tables of one id on one store are two
processes), and clients that keep what they are sent.  The properties the server is
built on: a move is stored before anyone hears of it, a process behind the event log
is refused and catches up, only the lease's holder adds a bot's move, each client is
sent its own seat's view, and presence reaches every process."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from typing import Any

import pytest

from majlis.explain import as_json
from majlis.server.autoplay import autoplay, bot_move
from majlis.server.group_commit import GroupCommit
from majlis.server.quickplay import finished, results
from majlis.server.ratings import START
from majlis.server.seats import Timing, token_hash
from majlis.server.store import SeatRow, Store, TableRow
from majlis.server.table import Table
from majlis.server.wire import Refused

LEASE = 600.0
TOKENS = [f"token of seat {n}" for n in range(4)]


class KeptClient:
    """A client that keeps every frame sent to it, and what ``noted`` says at each."""

    def __init__(self, seat: int | None, noted: Callable[[], Any] = lambda: None) -> None:
        self.seat = seat
        self.player: tuple[str, str] | None = None
        self.noted = noted
        self.frames: list[tuple[dict[str, Any], Any]] = []
        self.hung_up = False

    def send(self, frame: str) -> None:
        self.frames.append((json.loads(frame), self.noted()))

    def hang_up(self) -> None:
        self.hung_up = True

    def states(self) -> list[dict[str, Any]]:
        return [frame for frame, _ in self.frames if frame["type"] == "state"]


class Processes:
    """Tables served by named processes over one store."""

    def __init__(self, store: Store, thinking: ThreadPoolExecutor, timing: Timing) -> None:
        self.store = store
        self.thinking = thinking
        self.writes: dict[str, GroupCommit] = {}
        """Each process's commits, grouped as a server groups them."""
        self.timing = timing

    def new(self, owner: str, kinds: tuple[str, ...] = ("human",) * 4) -> Table:
        """A new Sedma table held by ``owner`` (people hold :data:`TOKENS`)."""
        row = TableRow("t", "sedma", {}, "secret", False, "test", 0, 0, False)
        seats = [SeatRow(n, kind, f"{kind} {n}", "rules",
                         token_hash(TOKENS[n]) if kind == "human" else None)
                 for n, kind in enumerate(kinds)]
        self.store.create(row, seats, owner, LEASE)
        self.store.renew(owner, LEASE)
        return self.serve(owner, held=True)

    def serve(self, process: str, held: bool = False) -> Table:
        """The table as ``process`` loads it from the store."""
        self.store.renew(process, LEASE)
        found = self.store.table("t")
        assert found is not None
        row, seats = found
        writes = self.writes.setdefault(process, GroupCommit(self.store, process))
        table = Table(row, seats, self.store.actions("t", row.match_no), writes, self.timing,
                      self.thinking)
        table.held = held
        return table


@asynccontextmanager
async def processes(timing: Timing | None = None) -> AsyncIterator[Processes]:
    store = Store(":memory:")
    with ThreadPoolExecutor(2) as thinking:
        try:
            yield Processes(store, thinking, timing or Timing())
        finally:
            store.close()


def first_legal(table: Table) -> tuple[int, int]:
    """Whoever is to move, and a legal action of theirs."""
    now = table.standing
    seat = now.match.to_move()
    assert seat is not None
    return seat, now.game.legal_actions(now.match.state)[0]


def test_a_move_is_stored_before_any_client_hears_of_it() -> None:
    async def scenario() -> tuple[list[tuple[dict[str, Any], Any]], Table]:
        async with processes() as made:
            table = made.new("a")
            watcher = KeptClient(None, lambda: len(made.store.actions("t", 0)))
            await table.join(watcher, -1)
            seat, action = first_legal(table)
            await table.apply(seat, table.standing.event, action)
            return watcher.frames, table
    frames, table = asyncio.run(scenario())
    states = [(frame, stored) for frame, stored in frames if frame["type"] == "state"]
    assert [frame["event"] for frame, _ in states] == [0, 1]
    assert states[-1][1] == 1, "the clients heard of a move the store did not hold yet"
    assert table.standing.played == 1


def test_a_process_behind_the_log_is_refused_and_catches_up() -> None:
    """Two processes at one event; the first moves; the second's move for the same turn
    is refused as stale (nothing of it stored), and it catches up to the first's."""
    async def scenario() -> tuple[Table, Table, KeptClient, str, list[tuple[int, str]]]:
        async with processes() as made:
            first = made.new("a")
            second = made.serve("b")
            watcher = KeptClient(None)
            await second.join(watcher, -1)
            seat, action = first_legal(first)
            await first.apply(seat, 0, action)
            with pytest.raises(Refused) as refused:
                await second.apply(seat, 0, action)
            await asyncio.sleep(0)  # the catch-up's state goes out after the refusal
            return first, second, watcher, refused.value.code, made.store.actions("t", 0)
    first, second, watcher, code, stored = asyncio.run(scenario())
    assert code == "stale"
    assert len(stored) == 1, "two processes both added a move for one turn"
    assert second.standing.event == first.standing.event == 1
    assert second.standing.match.state == first.standing.match.state
    assert watcher.states()[-1]["event"] == 1, "the second process's clients never heard"


def test_only_the_leases_holder_adds_a_bots_move() -> None:
    """A bot's move is dropped where the process does not hold the table, and refused
    by the store where it believes it does but another process holds the lease."""
    async def scenario() -> tuple[int, int, str]:
        async with processes() as made:
            holder = made.new("a", ("bot",) * 4)
            other = made.serve("b")
            seat, action = first_legal(other)
            await other.apply(seat, 0, action, by_bot=True)  # not held here: dropped
            dropped = len(made.store.actions("t", 0))
            other.held = True  # (a process frozen past its lease, still believing it)
            with pytest.raises(Refused) as refused:
                await other.apply(seat, 0, action, by_bot=True)
            await holder.apply(seat, 0, action, by_bot=True)
            return dropped, len(made.store.actions("t", 0)), refused.value.code
    dropped, stored, code = asyncio.run(scenario())
    assert dropped == 0, "a process that does not hold the table played its bot"
    assert code == "stale"
    assert stored == 1, "only the holder's move is stored"


def test_each_client_is_sent_its_own_seats_view() -> None:
    async def scenario() -> tuple[Table, dict[int | None, KeptClient]]:
        async with processes() as made:
            table = made.new("a")
            clients = {seat: KeptClient(seat) for seat in (0, 1, None)}
            for client in clients.values():
                await table.join(client, -1)
            seat, action = first_legal(table)
            await table.apply(seat, table.standing.event, action)
            return table, clients
    table, clients = asyncio.run(scenario())
    game, match = table.standing.game, table.standing.match
    for seat in (0, 1):
        board = clients[seat].states()[-1]["board"]
        own = as_json(game, game.board(match.view(seat)))["hand"]
        assert board["hand"] == own, f"seat {seat} was sent another seat's hand"
    assert clients[0].states()[-1]["board"]["hand"] != clients[1].states()[-1]["board"]["hand"]
    assert clients[None].states()[-1]["board"]["hand"] == [], "a spectator saw a hand"


def test_a_frame_built_once_an_event_reaches_only_its_own_seats_clients() -> None:
    """Two clients at each of two seats and two spectators: a frame is built once an
    event for each seat, and every client of that seat, and no other, is sent it."""
    async def scenario() -> tuple[Table, dict[int | None, list[KeptClient]], bool]:
        async with processes() as made:
            table = made.new("a")
            clients = {seat: [KeptClient(seat), KeptClient(seat)] for seat in (0, 1, None)}
            for pair in clients.values():
                for client in pair:
                    await table.join(client, -1)
            seat, action = first_legal(table)
            await table.apply(seat, table.standing.event, action)
            scene = table.scene
            reused = all(scene.state_frame(s) is scene.state_frame(s) for s in clients)
            return table, clients, reused
    table, clients, reused = asyncio.run(scenario())
    assert reused, "a seat's frame was built again for the same event"
    game, match = table.standing.game, table.standing.match
    last = {seat: [c.states()[-1] for c in pair] for seat, pair in clients.items()}
    for seat, (first, second) in last.items():
        assert first == second, f"the clients of seat {seat} were sent different frames"
        own = [] if seat is None else as_json(game, game.board(match.view(seat)))["hand"]
        assert first["board"]["hand"] == own, f"seat {seat} was sent another seat's frame"
    assert last[0][0]["board"]["hand"] != last[1][0]["board"]["hand"]


def test_presence_here_reaches_another_process() -> None:
    """A person connects at one process and leaves: the other process, catching up,
    has them present, then away."""
    async def scenario() -> tuple[bool, bool, bool]:
        async with processes() as made:
            here = made.new("a")
            there = made.serve("b")
            person = KeptClient(here.standing.seat_of(TOKENS[0]))
            await here.join(person, -1)
            there.log.hear(here.standing.event)
            await there.catch_up()
            joined = there.standing.seats[0].present
            await here.leave(person)
            there.log.hear(here.standing.event)
            await there.catch_up()
            return joined, there.standing.seats[0].present, there.standing.seats[1].present
    joined, after, never = asyncio.run(scenario())
    assert joined, "the other process never heard that seat 0 connected"
    assert not after, "the other process still has seat 0 connected after it left"
    assert not never


def test_a_bot_stands_in_for_an_absent_person_until_they_take_it_back() -> None:
    async def scenario() -> tuple[bool, bool, bool]:
        async with processes() as made:
            table = made.new("a")
            async with table.lock:
                stood = await table.stand_ins.stand_in(3)
            other = made.serve("b")  # what the store says, as any process loads it
            stored = other.standing.seats[3].replaced
            await table.take_back(3)
            return stood, stored, table.standing.seats[3].replaced
    stood, stored, after = asyncio.run(scenario())
    assert stood and stored, "the bot's standing in was not committed"
    assert not after, "the person could not take their seat back"


def test_a_bot_whose_turn_is_gone_stands_down(caplog: pytest.LogCaptureFixture) -> None:
    """The clock ran out on a present person's turn, but they play while the bot waits
    for the table: the bot stands down (no move tried, no error), not thinks for a seat
    that is no longer to move (given the next seat's choices, a bot playing its own
    hand chose a card of it, "not one of" them, and failed with a traceback)."""
    async def scenario() -> list[tuple[int, str]]:
        async with processes() as made:
            table = made.new("a")
            seat, action = first_legal(table)
            await table.join(KeptClient(seat), -1)
            seen = table.standing.event
            person = asyncio.create_task(table.apply(seat, seen, action))
            bot = asyncio.create_task(bot_move(table, seat, time.monotonic(), seen))
            await asyncio.gather(person, bot)
            return made.store.actions("t", 0)
    with caplog.at_level(logging.DEBUG, logger="majlis.server"):
        stored = asyncio.run(scenario())
    assert len(stored) == 1, "the bot played for a seat whose turn was gone"
    tried = [r.getMessage() for r in caplog.records if r.getMessage().startswith("bot")]
    assert not tried, "the bot tried a move for a seat whose turn was gone"


PEOPLE_AND_BOTS = ("human", "human", "bot", "bot")


class Watcher(KeptClient):
    """A spectator whose frames can be awaited."""

    def __init__(self) -> None:
        self.arrived = asyncio.Event()
        super().__init__(None, self.arrived.set)

    async def until(self, said: Callable[[dict[str, Any]], bool],
                    timeout: float = 120) -> dict[str, Any]:
        """The first state frame sent (or already) of which ``said`` holds."""
        async def seen() -> dict[str, Any]:
            while True:
                found = [frame for frame in self.states() if said(frame)]
                if found:
                    return found[0]
                self.arrived.clear()
                await self.arrived.wait()
        return await asyncio.wait_for(seen(), timeout)


def test_a_dropped_person_at_a_rated_table_is_counted_down_and_keeps_the_seat_back() -> None:
    """At a table with a grace (a rated one), a person whose connection drops is given a
    countdown in the state frames every seat and spectator sees; back within it, they
    take their seat back from the bot that stood in, not counted as having left.
    Before, the frames had no countdown and the bot kept the seat (counted as left)."""
    async def scenario() -> tuple[list[dict[str, Any]], list[dict[str, Any]], Table]:
        async with processes() as made:
            table = made.new("a", PEOPLE_AND_BOTS)
            table.standing.grace = 60.0
            dropped, stays, watcher = KeptClient(1), KeptClient(0), KeptClient(None)
            for client in (dropped, stays, watcher):
                await table.join(client, -1)
            await table.leave(dropped)
            async with table.lock:  # its turn came: a bot stood in, as the clock has it
                await table.stand_ins.stand_in(1)
            counted = [stays.states()[-1], watcher.states()[-1]]
            back = KeptClient(1)
            await table.join(back, -1)
            return counted, [back.states()[-1], watcher.states()[-1]], table
    counted, after, table = asyncio.run(scenario())
    for frame in counted:
        assert 55 <= frame["seats"][1]["grace"] <= 60, frame["seats"]
        assert frame["seats"][1]["bot"] == "rules"  # a bot plays meanwhile
        assert [seat["grace"] for n, seat in enumerate(frame["seats"]) if n != 1] == [None] * 3
    for frame in after:
        assert frame["seats"][1]["grace"] is None and frame["seats"][1]["bot"] is None
    seat = table.standing.seats[1]
    assert not seat.replaced and not seat.gone


def test_people_all_gone_past_their_grace_lose_a_match_the_bots_finish() -> None:
    """Every person of a rated table closes the tab: once the grace runs out (the table's
    own clock, at the lease's holder) each has left the match, the bots play it out, and
    it is rated as lost for each of them.  Before, such a table waited for them for
    ever: never finished, never rated."""
    async def scenario() -> tuple[Table, dict[str, Any]]:
        async with processes(Timing(bot_delay=0.0)) as made:
            table = made.new("a", PEOPLE_AND_BOTS)
            table.standing.grace = 0.5
            watcher = Watcher()
            people = [KeptClient(0), KeptClient(1)]
            for client in (*people, watcher):
                await table.join(client, -1)
            bots = asyncio.create_task(autoplay(table))
            for client in people:
                await table.leave(client)
            try:
                await watcher.until(lambda f: None not in (f["seats"][0]["grace"],
                                                           f["seats"][1]["grace"]))
                over = await watcher.until(lambda f: f["winners"] is not None)
            finally:
                table.close()
                await bots
            return table, over
    table, over = asyncio.run(scenario())
    assert over["winners"]
    assert all(table.standing.seats[n].gone for n in (0, 1))
    done = finished(table)
    assert done.away == {0, 1}
    rated = results(done, True, {0: ("p0", False), 1: ("p1", False)}, {})
    for result in rated:
        assert result.left and not result.won and result.place == 4
        assert result.rating is not None and result.rating.mu < START.mu


def test_a_grace_counts_from_the_start_of_play_not_from_the_wait_for_people() -> None:
    """A person seated while an open table waits for people, and not here yet when play
    begins, has the whole grace from then: the wait, in which nothing was played, is
    not counted against them.  Before, it counted from their seat's making."""
    async def scenario() -> tuple[float | None, float]:
        async with processes() as made:
            table = made.new("a", PEOPLE_AND_BOTS)
            now = table.standing
            now.grace = 60.0
            now.wait_for_people(20.0)
            now.seats[1].away_since -= 50  # seated long ago, in the wait
            await table.start_now()
            return now.grace_ends(now.seats[1]), time.monotonic()
    ends, started = asyncio.run(scenario())
    assert ends is not None and ends >= started + 59
