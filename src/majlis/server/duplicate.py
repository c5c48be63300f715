"""The duplicate tournament for people (docs/events.md, "The duplicate"): a fixed number
of rounds; in each, the players are drawn into groups of a table's seats, and every group
plays the round's boards, one table each, in order: board ``b`` of round ``r`` is one
match of the event's game dealt from the board's secret (the same at every table; drawn
from the event's committed seed), with the group seated by rotation ``b`` (the bots'
duplicate tournaments' :func:`~majlis.tournament.playing.seating`): over a round's boards
(as many as the game's seats), each player holds every seat's cards once, and partners
stay partners.

Scoring: matchpoints.  A seat of a board is held at every table of the round; a player
scores, for a board, one point for each other holder of the same seat whose match total
they beat, and a half for each they tie (beating: lower totals in the games where lower
is better).  Standings add a round's points once the whole round is over.

A round ends when every group's last board is over, or, at its clock, bots play for
everyone still playing and every board not begun is played by bots from the start (the
late's results count as theirs).  Nobody learns a board's cards before their own table
plays it: a board's table is listed (and its people's results, pages and records made
findable) only once its round is over, and the seed is published only at the end.
"""

from __future__ import annotations

import asyncio
import random
import secrets
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from majlis.commitment import board_secret, commitment
from majlis.games import make_game
from majlis.protocol import Game
from majlis.server.arena import BOT_LEVEL
from majlis.server.duplicate_store import Board, BoardSeat, DuplicateStore, Plan, SeatResult
from majlis.server.events import EventRow, Events
from majlis.server.hub import Drawn, Hub
from majlis.server.no_shows import NoShows, play_out
from majlis.server.quickplay import OpenTables, finished
from majlis.server.table import Table
from majlis.tournament.playing import seating

SCORING = "duplicate.matchpoints"
"""The key of the scoring's words on the page."""


def new_seed() -> tuple[str, str]:
    """A duplicate event's seed and its commitment (published before the first deal)."""
    seed = secrets.token_hex(16)
    return seed, commitment(seed)


def groups(people: Sequence[str], seed: str, round_no: int, seats: int) -> list[list[str]]:
    """The players of a round drawn into groups of ``seats`` (the last may be short:
    bots fill it), in an order drawn from the seed."""
    order = sorted(people)
    random.Random(f"{seed}/groups/{round_no}").shuffle(order)
    return [order[n:n + seats] for n in range(0, len(order), seats)]


def holders(group: Sequence[str], seats: int, board: int) -> dict[int, str]:
    """The seat each member of ``group`` holds on ``board`` (rotation ``board``)."""
    rotation = seating(seats, board)
    return {seat: group[m] for seat, m in enumerate(rotation) if m < len(group)}


def matchpoints(results: Sequence[SeatResult], lower_is_better: bool) -> dict[str, float]:
    """Each player's matchpoints: against every other holder of the same seat of the
    same board, one for a better total, a half for the same."""
    pools: dict[tuple[int, int, int], list[SeatResult]] = defaultdict(list)
    for result in results:
        pools[(result.round, result.board, result.seat)].append(result)
    points: dict[str, float] = defaultdict(float)
    sign = -1 if lower_is_better else 1
    for pool in pools.values():
        for mine in pool:
            for other in pool:
                if other is not mine and mine.player_id:
                    difference = sign * (mine.total - other.total)
                    points[mine.player_id] += 1.0 if difference > 0 else \
                        0.5 if difference == 0 else 0.0
    return points


@dataclass(frozen=True)
class Standing:
    """A player's line in the standings: matchpoints of the rounds over, of ``top``."""

    name: str
    points: float
    top: int
    boards: int
    active: bool
    playing: bool

    def json(self) -> dict[str, Any]:
        return asdict(self)


def standings(names: dict[str, tuple[str, bool]], results: Sequence[SeatResult],
              lower_is_better: bool, playing: set[str]) -> list[Standing]:
    """The players (``names``: id -> name, active) by matchpoints, then name."""
    points = matchpoints(results, lower_is_better)
    held: dict[tuple[int, int, int], int] = defaultdict(int)
    for result in results:
        held[(result.round, result.board, result.seat)] += 1
    top: dict[str, int] = defaultdict(int)
    boards: dict[str, int] = defaultdict(int)
    for result in results:
        top[result.player_id] += held[(result.round, result.board, result.seat)] - 1
        boards[result.player_id] += 1
    lines = [Standing(name, points.get(player_id, 0.0), top[player_id], boards[player_id],
                      active, player_id in playing)
             for player_id, (name, active) in names.items()]
    return sorted(lines, key=lambda s: (-s.points, s.name))


class Duplicate:
    """The duplicate kind: its turn of the event clock, on the process that owns it."""

    kind = "duplicate"

    def __init__(self, hub: Hub, events: Events, store: DuplicateStore,
                 tables: OpenTables) -> None:
        self.hub, self.events, self.store, self.tables = hub, events, store, tables
        self.no_shows = NoShows(hub)

    async def turn(self, event: EventRow) -> None:
        """Begin the first round; make, score or hurry each group's board in play; once
        every group's last board of the round is scored, the next round or the end."""
        plan = await asyncio.to_thread(self.store.plan, event.id)
        if plan is None:
            return
        game = make_game(event.game, event.options)
        if plan.round == 0:
            await self._begin(event, plan, game, 1)
            return
        boards = [b for b in await asyncio.to_thread(self.store.boards, event.id)
                  if b.round == plan.round]
        latest = {b.group: b for b in boards}  # in board order: each group's last
        late = time.time() >= plan.round_started + plan.round_seconds
        for board in latest.values():
            if not board.scored:
                await self._advance(event, plan, game, board, late)
        if all(b.scored and b.board == game.seats - 1 for b in latest.values()):
            await self._end_round(event, plan, game, boards)

    async def _begin(self, event: EventRow, plan: Plan, game: Game[Any],
                     round_no: int) -> None:
        """Round ``round_no``: the active players drawn into groups, each group's first
        board written, then made; with nobody active, the event is over."""
        people = [e.player_id for e in await asyncio.to_thread(self.events.entrants, event.id)
                  if e.active]
        if not people:
            await asyncio.to_thread(self.events.finish, event.id, self.hub.process)
            return
        firsts = [(Board(secrets.token_urlsafe(9), round_no, n, 0, False),
                   {seat: BoardSeat(p, secrets.token_urlsafe(24))
                    for seat, p in holders(group, game.seats, 0).items()})
                  for n, group in enumerate(groups(people, plan.seed, round_no, game.seats))]
        await asyncio.to_thread(self.store.begin_round, event.id, self.hub.process, round_no,
                                firsts)
        for board, _ in firsts:
            await self._make(event, plan, board)

    async def _advance(self, event: EventRow, plan: Plan, game: Game[Any], board: Board,
                       late: bool) -> None:
        """A group's board not scored: made if it was not, scored once over, and played
        out by bots at the round's clock, or once none of its people has been at it for
        the server's away time (they are paused, as if they had left the event: the
        group's later boards are played by bots for them from the start)."""
        if await asyncio.to_thread(self.hub.store.table, board.table_id) is None:
            await self._make(event, plan, board)
            return
        table = await self.hub.table(board.table_id)
        if table.standing.match.winners is not None:
            await self._score(event, plan, game, board, table, late)
            return
        absent = self.no_shows.overdue(table)
        if absent and not late:
            for held in (await asyncio.to_thread(self.store.seats, board.table_id)).values():
                await asyncio.to_thread(self.events.unregister, event.id, held.player_id, None)
        if absent or late:
            await play_out(table)

    async def _make(self, event: EventRow, plan: Plan, board: Board) -> None:
        """A board's table as written: people where their seat has a token, bots in the
        other seats, dealt from the board's secret."""
        seats = await asyncio.to_thread(self.store.seats, board.table_id)
        names = {e.player_id: e.name
                 for e in await asyncio.to_thread(self.events.entrants, event.id)}
        count = make_game(event.game, event.options).seats
        people = {s: held for s, held in seats.items() if held.token}
        body = {"game": event.game, "options": event.options, "turn_clock": True,
                "seats": [{"kind": "human", "name": names[people[s].player_id]}
                          if s in people else {"kind": "bot", "level": BOT_LEVEL}
                          for s in range(count)]}
        drawn = Drawn(board.table_id, tuple(people[s].token if s in people else None
                                            for s in range(count)),
                      board_secret(plan.seed, board.round, board.board))
        await self.hub.create(body, f"event:{event.id}", drawn=drawn)
        await asyncio.to_thread(self.events.touch, event.id)  # the calls can be answered

    async def _score(self, event: EventRow, plan: Plan, game: Game[Any], board: Board,
                     table: Table, late: bool) -> None:
        """A board over: each seat's match total written, with the group's next board
        (its people by the next rotation; bots for those who left, or all once late) in
        the same transaction; then the next board's table made."""
        seats = await asyncio.to_thread(self.store.seats, board.table_id)
        totals = table.standing.match.totals()
        results = [SeatResult(board.table_id, board.round, board.board, seat,
                              seats[seat].player_id if seat in seats else "", total)
                   for seat, total in enumerate(totals)]
        following = None
        if board.board + 1 < game.seats:
            rotation = seating(game.seats, board.board)
            group = {rotation[seat]: held.player_id for seat, held in seats.items()}
            active = {e.player_id for e in
                      await asyncio.to_thread(self.events.entrants, event.id) if e.active}
            members = [group.get(m, "") for m in range(game.seats)]
            following = (Board(secrets.token_urlsafe(9), board.round, board.group,
                               board.board + 1, False),
                         {seat: BoardSeat(p, secrets.token_urlsafe(24)
                                          if p in active and not late else None)
                          for seat, p in holders(members, game.seats, board.board + 1).items()
                          if p})
        await asyncio.to_thread(self.store.score, event.id, self.hub.process, results,
                                following)
        if following is not None:
            await self._make(event, plan, following[0])

    async def _end_round(self, event: EventRow, plan: Plan, game: Game[Any],
                         boards: list[Board]) -> None:
        """Every board of the round scored: its people's results written (their pages
        and ratings), then the next round, or the event finished."""
        await asyncio.to_thread(self.store.release_round, boards)
        for board in boards:
            table = await self.hub.table(board.table_id)
            await asyncio.to_thread(self.tables.write_results, finished(table))
        if plan.round < plan.rounds:
            await self._begin(event, plan, game, plan.round + 1)
        else:
            await asyncio.to_thread(self.events.finish, event.id, self.hub.process)
