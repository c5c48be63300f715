"""The bots and the clock of a table, run by the one process that holds its lease:
they play for bot seats, for people who are away, and single moves for a connected
person whose turn clock ran out; they end an open table's wait for people, and a
disconnected person's grace at a rated table (then that person has left the match)."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import time
from collections.abc import Awaitable, Callable

from majlis.play import BotError, HandInPlay
from majlis.server.table import Table
from majlis.server.wire import Refused

log = logging.getLogger("majlis.server")

PAUSE = 1.0
"""Seconds before trying again after a bot failed or the database was away."""


async def autoplay(table: Table) -> None:
    """Let bots play whenever a bot seat, an absent or an idle human is to move, while
    this process holds the table.

    A bot starts thinking ``bot_delay`` before its move is due and plays when it is
    due (later only if it thinks longer): its pace tells nothing of how many choices
    it had, such as whether a question was forced on it by its cards."""
    while not table.closed and table.held:
        table.standing.wake.clear()
        if table.standing.opening:
            await _opening(table)
            continue
        step = _next(table)
        if step is None:
            await table.standing.wake.wait()
            continue
        at, work = step
        wait = at - time.monotonic()
        if wait > 0:
            try:
                await asyncio.wait_for(table.standing.wake.wait(), wait)
                continue
            except TimeoutError:
                pass
        await work()


def _next(table: Table) -> tuple[float, Callable[[], Awaitable[None]]] | None:
    """What this process does next at the table, and when it starts: a bot's move (its
    thinking starts ``bot_delay`` before it is due), or the end of a disconnected
    person's grace, whichever comes first; None if neither will."""
    plan = _plan(table)
    graces = table.standing.graces()
    due: list[tuple[float, Callable[[], Awaitable[None]]]] = []
    if plan is not None:
        due.append((plan[1] - table.timing.bot_delay, functools.partial(bot_move, table, *plan)))
    if graces:
        due.append((graces[0][0], functools.partial(_grace_over, table, graces[0][1])))
    return min(due, key=lambda step: step[0], default=None)


def _plan(table: Table) -> tuple[int, float, int] | None:
    """The seat a bot will play for next, when its move is due, and the event it is
    due at; None if none will."""
    now, timing = table.standing, table.timing
    seat = now.match.to_move()
    if seat is None or not now.attended():
        return None
    s = now.seats[seat]
    if s.bot_plays:
        due = now.turn_since + timing.bot_delay
    elif not s.present:
        due = max(s.away_since + timing.away, now.turn_since + timing.bot_delay)
    elif now.turn_clock:
        due = now.turn_since + timing.turn
    else:
        return None
    return seat, due, now.event


async def _opening(table: Table) -> None:
    """An open table waits for people: until its wait ends (or a change), then play
    begins, whichever process opened it."""
    left = table.standing.opening - time.monotonic()
    if left > 0:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(table.standing.wake.wait(), left)
        return
    try:
        await table.start_now()
    except Refused:  # the database is away, or another process said it first
        await asyncio.sleep(PAUSE)


async def _grace_over(table: Table, seat: int) -> None:
    """The grace of ``seat``'s person ran out: they have left the match."""
    try:
        await table.grace_over(seat)
    except Refused:  # the database is away, or another process wrote first
        await asyncio.sleep(PAUSE)


async def bot_move(table: Table, seat: int, due: float, seen: int) -> None:
    """Play for ``seat``, planned to move at event ``seen``, when its move is due.  The
    bot stands down if the table moved on while it waited for the lock (the person
    played just in time, came back, or everyone left): the next plan decides again."""
    now = table.standing
    try:
        async with table.lock:
            if now.event != seen or not now.attended():
                return
            await table.stand_ins.stand_in(seat)
            event = now.event
            hand = HandInPlay(now.game, now.match.state)  # the bot thinks on a snapshot
        action = await asyncio.get_running_loop().run_in_executor(
            table.thinking, now.players.choose, hand, seat)
        await asyncio.sleep(max(0.0, due - time.monotonic()))
        await table.apply(seat, event, action, by_bot=True)
    except Refused as refusal:  # someone acted first, or the database is away
        log.debug("bot move dropped", extra={"table": table.id, "code": refusal.code})
        if refusal.code == "unavailable":
            await asyncio.sleep(PAUSE)
    except BotError:
        log.exception("bot failed", extra={"table": table.id, "seat": seat})
        await asyncio.sleep(PAUSE)
