"""The arena (docs/events.md): for a time window, whoever is free is seated at once with
others who are free; a player who waits alone for the event's ``bot_wait`` is seated
with bots in the other seats (bots never score); every finished match scores by place.

Scoring: a match of ``T`` places (teams) scores ``T - place`` (first of four 3, last 0;
a player who left the match counts last).  Two first places in a row put a player on
fire: every match played while on fire scores double, until one that is not a first
place.  Matches begun before the window closes count when they finish; nobody is seated
after it.

The arena's turn of the event clock (:mod:`majlis.server.event_clock`) is done by the
one process that owns the event, and every step is safe to do again after it died
mid-way: a table is written to the event before it is made, and made by the next owner
if it was not; a finished match is scored once (with its table's seats done) in one
transaction.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from majlis.games import make_game
from majlis.server.events import Entrant, EventRow, Events, Score, SeatCall
from majlis.server.hub import Drawn, Hub
from majlis.server.no_shows import NoShows, play_out
from majlis.server.quickplay import OpenTables, finished

BOT_LEVEL = "rules"
"""The bots that fill the seats nobody is free for."""
SCORING = "arena.place_points"
"""The key of the scoring's words on the page."""


def on_fire(places: Sequence[int]) -> bool:
    """Whether a player whose places in the event so far are ``places`` (in order) is on
    fire: their last two were first places."""
    return len(places) >= 2 and places[-1] == 1 and places[-2] == 1


def points(place: int, teams: int, fire: bool) -> int:
    """What a match scores: ``teams - place``, doubled on fire."""
    base = max(0, teams - place)
    return 2 * base if fire else base


@dataclass(frozen=True)
class Standing:
    """A player's line in the standings."""

    name: str
    points: int
    matches: int
    firsts: int
    fire: bool
    active: bool
    playing: bool

    def json(self) -> dict[str, Any]:
        return asdict(self)


def standings(entrants: Sequence[Entrant], scores: Sequence[Score],
              playing: set[str]) -> list[Standing]:
    """The players by points (then first places, fewer matches, name)."""
    mine: dict[str, list[Score]] = {e.player_id: [] for e in entrants}
    for score in scores:
        mine.setdefault(score.player_id, []).append(score)
    lines = [Standing(e.name, sum(s.points for s in mine[e.player_id]), len(mine[e.player_id]),
                      sum(s.place == 1 for s in mine[e.player_id]),
                      on_fire([s.place for s in mine[e.player_id]]), e.active,
                      e.player_id in playing) for e in entrants]
    return sorted(lines, key=lambda s: (-s.points, -s.firsts, s.matches, s.name))


class Arena:
    """The arena kind: its turn of the event clock, on the process that owns the event."""

    kind = "arena"

    def __init__(self, hub: Hub, events: Events, tables: OpenTables) -> None:
        self.hub, self.events, self.tables = hub, events, tables
        self.no_shows = NoShows(hub)

    async def turn(self, event: EventRow) -> None:
        """Make the tables written but not made, score the matches over, seat whoever is
        free, and finish the event once its window closed and its last match is scored."""
        unscored = await asyncio.to_thread(self.events.unscored, event.id)
        entrants = {e.player_id: e for e in
                    await asyncio.to_thread(self.events.entrants, event.id)}
        by_table: dict[str, list[SeatCall]] = {}
        over: dict[str, bool | None] = {}
        for call, ended in unscored:
            by_table.setdefault(call.table_id, []).append(call)
            over[call.table_id] = ended
        for table_id, calls in by_table.items():
            if over[table_id] is None:
                await self._make(event, table_id, [entrants[c.player_id] for c in calls],
                                 [c.token for c in calls])
            elif over[table_id]:
                await self._score(event, table_id)
            else:
                await self._no_shows(table_id, [c.seat for c in calls])
        now = time.time()
        if now >= event.ends:
            if not by_table:
                await asyncio.to_thread(self.events.finish, event.id, self.hub.process)
            return
        busy = {c.player_id for calls in by_table.values() for c in calls}
        await self._pair(event, [e for e in entrants.values()
                                 if e.active and e.player_id not in busy], now)

    async def _pair(self, event: EventRow, free: list[Entrant], now: float) -> None:
        """Seat the free players, the longest waiting first, a table's worth at a time;
        those left over with bots once the first of them waited ``bot_wait``."""
        seats = make_game(event.game, event.options).seats
        free.sort(key=lambda e: (max(e.free_since, event.starts), e.player_id))
        while len(free) >= seats:
            await self._seat(event, free[:seats], seats)
            free = free[seats:]
        if free and now - max(free[0].free_since, event.starts) >= event.bot_wait:
            await self._seat(event, free, seats)

    async def _seat(self, event: EventRow, people: list[Entrant], seats: int) -> None:
        table_id = secrets.token_urlsafe(9)
        tokens = [secrets.token_urlsafe(24) for _ in people]
        await asyncio.to_thread(self.events.seat, event.id, self.hub.process, table_id,
                                [(e.player_id, t) for e, t in zip(people, tokens, strict=True)])
        await self._make(event, table_id, people, tokens)

    async def _make(self, event: EventRow, table_id: str, people: list[Entrant],
                    tokens: Sequence[str | None]) -> None:
        """The table of ``people`` (their tokens as written), bots in the other seats."""
        seats = make_game(event.game, event.options).seats
        body = {"game": event.game, "options": event.options, "turn_clock": True,
                "seats": [{"kind": "human", "name": e.name} for e in people] +
                         [{"kind": "bot", "level": BOT_LEVEL}] * (seats - len(people))}
        drawn = Drawn(table_id, (*tokens, *[None] * (seats - len(people))))
        await self.hub.create(body, f"event:{event.id}", drawn=drawn)
        if event.rated:
            self.tables.rate(self.hub.tables[table_id])
        await asyncio.to_thread(self.events.touch, event.id)  # the calls can be answered

    async def _no_shows(self, table_id: str, seats: list[int]) -> None:
        """A table none of its people has been at for the server's away time: they have
        left the match (each counts last, and is paused), and the bots play it out."""
        table = await self.hub.table(table_id)
        if self.no_shows.overdue(table):
            for seat in seats:
                await asyncio.to_thread(self.tables.players.leave, table_id, seat)
            await play_out(table)

    async def _score(self, event: EventRow, table_id: str) -> None:
        """Score a finished match: its results written first (once: here if the process
        that ended it did not), then each player's points."""
        table = await self.hub.table(table_id)
        await asyncio.to_thread(self.tables.write_results, finished(table))
        results = await asyncio.to_thread(self.events.results, table_id)
        earlier = await asyncio.to_thread(self.events.scores, event.id)
        teams = len(table.standing.game.describe().teams)
        now = time.time()
        scores = []
        for player_id, (place, left) in sorted(results.items()):
            fire = on_fire([s.place for s in earlier if s.player_id == player_id])
            scores.append(Score(table_id, player_id, place, teams, points(place, teams, fire),
                                fire, left, now))
        await asyncio.to_thread(self.events.score, event.id, self.hub.process,
                                table_id, scores)
