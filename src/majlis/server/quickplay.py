"""Open tables and quick play: a table anyone may take a free seat at, found for a player
in one press, and the results (and ratings) of the matches players play there.

An open table is made by quick play with its first person in seat 0 and bots in the
others.  Until its first action a bot holds each of those seats only for the next person
who comes; nobody plays for :data:`OPEN_WAIT` seconds (or until every seat is a
person's, or a person there says to start), so that people can gather: the wait is
stored with the table, and the process running its bots ends it
(:mod:`majlis.server.autoplay`).
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any

from majlis.server.hub import Hub
from majlis.server.players import OpenTable, Players, Result
from majlis.server.ratings import START, Rating, bot_rating, places, rate
from majlis.server.seats import Seat
from majlis.server.table import Table
from majlis.server.wire import Refused

OPEN_WAIT = 20.0
"""How long a new open table's bots wait for people before they play."""


@dataclass(frozen=True)
class Seated:
    """A person's seat at an open table: what the page needs to sit down."""

    table: str
    seat: int
    token: str

    def json(self) -> dict[str, Any]:
        return {"table": self.table, "seat": self.seat,
                "link": f"/t/{self.table}#seat={self.token}", "watch": f"/t/{self.table}"}


@dataclass(frozen=True)
class Finished:
    """What a finished match leaves to rate, taken from the table when it ended."""

    table: str
    match_no: int
    game: str
    teams: tuple[tuple[int, ...], ...]
    lower_is_better: bool
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    bots: dict[int, str]
    """Each seat a bot holds: its level."""
    away: frozenset[int]
    """Seats whose person left the match: by Leave, by not coming back within the grace
    of a rated table, or, at a table without one, by being away with a bot playing for
    them at the end (at a rated table, a person still within the grace is rated on the
    places as played)."""


def finished(table: Table) -> Finished:
    now = table.standing
    described = now.game.describe()
    assert now.match.winners is not None
    return Finished(table.id, now.match_no, now.game.id, described.teams,
                    described.lower_is_better, now.match.winners, now.match.totals(),
                    {s.row.seat: s.row.level for s in now.seats if not s.human},
                    frozenset(s.row.seat for s in now.seats
                              if s.human and (s.gone or (s.replaced and not now.grace))))


def results(done: Finished, rated: bool, players: dict[int, tuple[str, bool]],
            before: dict[str, Rating]) -> list[Result]:
    """Each player's result in a finished match, and their new rating if it is rated: a
    player who left (or whose seat a bot played at the end) counts as last."""
    team_places = places(done.teams, done.winners, done.totals, done.lower_is_better)
    place = {seat: team_places[n] for n, team in enumerate(done.teams) for seat in team}
    left = [seat for seat, (_, gone) in players.items() if gone or seat in done.away]
    new: dict[int, Rating] = {}
    if rated:
        ratings = {seat: bot_rating(done.game, done.bots[seat]) if seat in done.bots else
                   before.get(players[seat][0], START) if seat in players else START
                   for team in done.teams for seat in team}
        new = rate(done.teams, team_places, ratings, list(players), left)
    return [Result(player_id, seat, len(done.teams) if seat in left else place[seat],
                   seat in done.winners and seat not in left, seat in left, new.get(seat))
            for seat, (player_id, _) in sorted(players.items())]


class OpenTables:
    """The open tables of this process's hub, quick play, and the results of players'
    matches."""

    def __init__(self, hub: Hub, players: Players,
                 apart: Callable[[str, str], bool] = lambda player, table: False) -> None:
        self.hub, self.players = hub, players
        self.apart = apart
        """Whether a player is kept from a table (in a thread): someone seated there
        blocked them, or they blocked someone (:meth:`Peace.apart`)."""
        self.rated = {t.table_id for t in players.open_tables() if t.rated}
        """Rated tables, where nobody is given hints."""
        self.also_rated: list[Callable[[str], bool]] = []
        """Whether a table that is no open table is rated (an event's: each kind of
        event says of its own tables)."""
        self._seating = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()
        hub.on_start = self.serving

    def is_rated(self, table_id: str) -> bool:
        """Whether the table's matches are rated, as stored (an open table's, or an
        event's table's)."""
        opened = self.players.open_table(table_id)
        return opened.rated if opened is not None else \
            any(rated(table_id) for rated in self.also_rated)

    def serving(self, table: Table) -> None:
        """The hub serves ``table`` now (new, or loaded): a rated one as such, whether
        this process knew it (opened here, or open when it started) or reads it now
        (opened by another process since)."""
        table.on_over = self.over
        if table.id in self.rated:
            self.rate(table)
        else:
            self._keep(self._learn(table))

    async def _learn(self, table: Table) -> None:
        if await asyncio.to_thread(self.is_rated, table.id):
            self.rate(table)

    def rate(self, table: Table) -> None:
        """``table`` is rated: nobody is given hints, and a disconnected person's seat is
        kept for them for the grace (then they have left the match)."""
        self.rated.add(table.id)
        now = table.standing
        now.hints = False
        now.grace = self.hub.config.timing.grace
        now.wake.set()

    def over(self, table: Table) -> None:
        """A match ended at ``table``: its players' results are written (in a thread)."""
        self._keep(asyncio.to_thread(self.write_results, finished(table)))

    def _keep(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` as a task kept until it is done."""
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def write_results(self, done: Finished) -> None:
        players = self.players.seats(done.table)
        if not players:
            return
        rated = self.is_rated(done.table)
        self.players.record(done.table, done.match_no, done.game, rated,
                            lambda before: results(done, rated, players, before))

    async def quick(self, player: tuple[str, str], game: Any, rated: bool) -> Seated:
        """Seat ``player`` at the open table of this game (options and rated alike) that
        has waited longest, or at a new one."""
        async with self._seating:
            for found in await asyncio.to_thread(self.players.open_tables, False):
                if (found.game, found.options, found.rated) == (game.id, game.options(), rated) \
                        and not await asyncio.to_thread(self.apart, player[0], found.table_id):
                    seated = await self._sit(found.table_id, player)
                    if seated is not None:
                        return seated
            return await self._open(player, game, rated)

    async def sit(self, table_id: str, player: tuple[str, str]) -> Seated:
        """Seat ``player`` at the open table ``table_id``; :class:`Refused` ``full``
        where no seat is free or play has begun."""
        async with self._seating:
            if await asyncio.to_thread(self.players.open_table, table_id) is None:
                raise Refused("not_found", "there is no such open table")
            seated = await self._sit(table_id, player)
            if seated is None:
                raise Refused("full", "no seat is free at this table")
            return seated

    async def _sit(self, table_id: str, player: tuple[str, str]) -> Seated | None:
        try:
            table = await self.hub.table(table_id)
        except Refused:  # held by another process, or gone
            return None
        taken = await asyncio.to_thread(self.players.seats, table_id)
        if table.open_seats.started():
            await asyncio.to_thread(self.players.mark_started, table_id)
            return None
        if player[0] in {p for p, _ in taken.values()}:  # a second press: one seat is enough
            raise Refused("already_seated", "this player waits at this table already",
                             table=table_id)
        free = [s.row.seat for s in table.standing.seats if not s.human]
        if not free:
            return None
        token = secrets.token_urlsafe(24)
        if not await table.give_seat(free[0], player[1], token):
            return None
        await asyncio.to_thread(self.players.sit, table_id, free[0], player[0])
        if len(free) == 1:  # every seat a person's: nobody to wait for
            await table.start_now()
        return Seated(table_id, free[0], token)

    async def _open(self, player: tuple[str, str], game: Any, rated: bool) -> Seated:
        body = {"game": game.id, "options": game.options(),
                "seats": [{"kind": "human", "name": player[1]}], "turn_clock": True}
        made = await self.hub.create(body, f"player:{player[0]}", OPEN_WAIT)
        table = self.hub.tables[made["table"]]
        if rated:
            self.rate(table)
        opened = OpenTable(table.id, game.id, game.options(), rated, time.time())
        await asyncio.to_thread(self.players.add_open, opened, 0, player[0])
        return Seated(table.id, 0, made["seats"][0]["link"].split("#seat=")[1])

    async def seat_of(self, table_id: str, player_id: str) -> tuple[Table, int]:
        """The open table and the seat ``player_id`` holds there; :class:`Refused`
        ``bad_token`` where the player holds none."""
        table = await self.hub.table(table_id)
        seats = await asyncio.to_thread(self.players.seats, table_id)
        mine = [seat for seat, (p, _) in seats.items() if p == player_id]
        if not mine:
            raise Refused("bad_token", "this player holds no seat at this table")
        return table, mine[0]

    async def leave(self, table_id: str, player_id: str) -> None:
        """The player leaves the match: a bot plays on, and the match counts as lost."""
        table, seat = await self.seat_of(table_id, player_id)
        if table.standing.match.winners is not None:
            raise Refused("over", "the match is over")
        await asyncio.to_thread(self.players.leave, table_id, seat)
        await table.let_bot_play(seat)

    async def listing(self) -> dict[str, list[dict[str, Any]]]:
        """Every open table whose match is not over, whichever process serves it: those
        waiting for people, and those being played (to watch)."""
        waiting: list[dict[str, Any]] = []
        playing: list[dict[str, Any]] = []
        for found in await asyncio.to_thread(self.players.listing):
            opened = found.table
            seats = [Seat.stored(row, connected) for row, connected in found.seats]
            entry = {"table": opened.table_id, "game": opened.game, "options": opened.options,
                     "rated": opened.rated, "seats": [s.public() for s in seats],
                     "watch": f"/t/{opened.table_id}", "waiting": time.time() - opened.created}
            (playing if found.started else waiting).append(entry)
        return {"waiting": waiting, "playing": playing}
