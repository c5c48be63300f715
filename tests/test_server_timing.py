"""Questions that give nothing away: a bot's move comes as long after its turn began
whether it had one choice or several (it thinks within the table's delay), and what a
spectator or another seat is sent while a seat is asked about QS is the same whoever
holds it.  A hint is worked out from the asking seat's view alone."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import statistics
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from majlis.bots import load_bot
from majlis.bots.game_kits import kit_of
from majlis.explain import as_json
from majlis.frames import play_json
from majlis.games import make_game
from majlis.match import Match
from majlis.protocol import Game, View
from majlis.server.autoplay import autoplay
from majlis.server.group_commit import GroupCommit
from majlis.server.hints import Adviser
from majlis.server.seats import Timing
from majlis.server.store import SeatRow, Store, TableRow
from majlis.server.table import Table

DELAY = 0.4
THOUGHT = 0.25
"""How long :class:`PensiveBot` thinks when it has a choice: past the old pace's tell
(a chosen move came ``THOUGHT`` later than a forced one), within the table's delay."""
CHOICES: list[int] = []
"""How many legal actions each PensiveBot move had, in the order played."""
LOCK = threading.Lock()


class PensiveBot:
    """Plays the first legal action: at once when it is the only one, after
    :data:`THOUGHT` seconds of thinking when there is a choice."""

    name = "pensive"

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        if len(legal) > 1:
            time.sleep(THOUGHT)
        with LOCK:
            CHOICES.append(len(legal))
        return legal[0]


class Spectator:
    """A client that keeps, for each state frame, when the table says its turn began:
    the moment the move was made, as the table paces it (the clock read as the frame
    arrives would add the time this loaded machine took to build and hand it over, and
    a late frame makes the next gap look short)."""

    seat = None
    player = None

    def __init__(self, table: Table) -> None:
        self.table = table
        self.times: list[tuple[float, int]] = []

    def send(self, frame: str) -> None:
        message = json.loads(frame)
        if message["type"] == "state":
            self.times.append((self.table.standing.turn_since, message["event"]))

    def hang_up(self) -> None:
        pass


async def watch_bots(tmp: Path, moves: int) -> list[float]:
    """A table of four PensiveBots at Badam Saat (many forced passes): the time from
    each move's turn to the move, for the first ``moves`` moves."""
    store = Store(str(tmp / "db.sqlite3"))
    level = f"{__name__}:PensiveBot"
    row = TableRow("timing", "badam-saat", {}, "secret", False, "test", 0, 0, False)
    seats = [SeatRow(n, "bot", f"bot {n + 1}", level, None) for n in range(4)]
    store.create(row, seats, "here", 600)
    with ThreadPoolExecutor(4) as thinking:
        table = Table(row, seats, [], GroupCommit(store, "here"), Timing(bot_delay=DELAY),
                      thinking)
        spectator = Spectator(table)
        await table.join(spectator, -1)
        started = time.monotonic()
        table.held = True
        run = asyncio.create_task(autoplay(table))
        while len(spectator.times) <= moves and time.monotonic() - started < 120:
            await asyncio.sleep(0.05)
        run.cancel()
        table.closed = True
    store.close()
    times = [at for at, _ in spectator.times]  # from the state it saw on joining
    return [after - before for before, after in itertools.pairwise(times)]


@pytest.mark.slow  # times many bot moves at the server's real pace
def test_a_bot_takes_as_long_whether_its_move_was_forced_or_chosen(tmp_path: Path) -> None:
    CHOICES.clear()
    gaps = asyncio.run(watch_bots(tmp_path, 40))
    chosen = [gap for gap, n in zip(gaps, CHOICES, strict=False) if n > 1]
    forced = [gap for gap, n in zip(gaps, CHOICES, strict=False) if n == 1]
    assert len(chosen) >= 5 and len(forced) >= 5, (len(chosen), len(forced))
    assert min(gaps) >= DELAY - 0.05, "a move came before the table's delay"
    difference = statistics.median(chosen) - statistics.median(forced)
    assert abs(difference) < THOUGHT / 2, (
        f"a chosen move came {difference:.2f} s later than a forced one: "
        f"chosen {sorted(chosen)}, forced {sorted(forced)}")


def bint_asked_about_qs() -> tuple[Game[Any], Match[Any], int]:
    """A Bint Al-Sbeet match at its first reveal question (about QS), and the seat asked."""
    game = make_game("bint-al-sbeet", {"pass_count": 0})
    rules, rng = load_bot("rules"), random.Random(7)
    match: Match[Any] = Match(game, "asked")
    while True:
        seat = match.to_move()
        assert seat is not None
        asked = as_json(game, game.board(match.view(seat)))["asked"]
        if asked and asked.get("item") == "QS":
            return game, match, seat
        match.act(rules.act(game, match.view(seat), match.legal_actions(), rng))


def holds(game: Game[Any], state: Any, seat: int, item: str) -> bool:
    return item in as_json(game, game.board(game.view(state, seat)))["hand"]


def test_frames_are_the_same_whoever_holds_the_card_asked_about() -> None:
    """While a seat is asked about QS, the frames for a spectator and for another seat
    are the same whether the asked seat holds QS or not (the deal otherwise agreeing
    with what that other seat sees)."""
    game, match, asked = bint_asked_about_qs()
    state = match.state
    other = next(s for s in range(game.seats) if s != asked and not holds(game, state, s, "QS"))
    deals = kit_of(game).deals(game, game.view(state, other), random.Random(1))
    flipped = next(d for _, d in zip(range(500), deals, strict=False)
                   if holds(game, d, asked, "QS") != holds(game, state, asked, "QS"))
    before = {seat: play_json(game, match, seat, []) for seat in (None, other)}
    match.hands[-1].state = flipped
    assert game.view(flipped, other) == game.view(state, other)
    after = {seat: play_json(game, match, seat, []) for seat in (None, other)}
    assert after == before


def test_a_hint_is_worked_out_from_the_seats_view_alone() -> None:
    """Deals that differ only in what the asking seat cannot see get the same hint."""
    game, match, _ = bint_asked_about_qs()
    for _ in range(6):  # into the tricks, where the search bot has choices to weigh
        match.act(match.legal_actions()[-1])
    seat = match.to_move()
    assert seat is not None
    state = match.state
    deals = kit_of(game).deals(game, game.view(state, seat), random.Random(2))
    others = [d for _, d in zip(range(4), deals, strict=False)]
    assert any(d != state for d in others), "the hidden cards were dealt otherwise"

    async def hints() -> set[int]:
        with ThreadPoolExecutor(2) as thinking:
            found = set()
            for deal in [state, *others]:
                assert game.view(deal, seat) == game.view(state, seat)
                adviser = Adviser("secret", thinking)  # a fresh one: nothing kept
                found.add(await adviser.suggest(game, deal, seat, 0, 5))
            return found

    suggested = asyncio.run(hints())
    assert len(suggested) == 1, suggested
