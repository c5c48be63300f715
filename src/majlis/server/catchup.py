"""A table's match as this process knows it: replayed from the stored actions when the
table is loaded, and brought up to the event log's newest event when another process
committed one (its notice, or a write of ours refused because it came first)."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import time
from typing import Any

from majlis.bots import load_bot
from majlis.commitment import commitment
from majlis.match import Match
from majlis.play import Players
from majlis.protocol import IllegalAction
from majlis.server.frames import hand_json
from majlis.server.scene import Scene
from majlis.server.seats import EarlierRules, match_seed, unavailable
from majlis.server.store import SeatRow, SeatState, Store, Unavailable
from majlis.server.wire import Refused


class CatchUp(Scene):
    """The part of a table that follows the event log (:class:`~majlis.server.table.Table`
    sets its fields up)."""

    secret: str
    store: Store
    process: str
    players: Players
    played: int
    lock: asyncio.Lock
    wake: asyncio.Event
    heard: int
    behind: bool
    opening: float

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

    def _new_match(self, match_no: int, actions: list[tuple[int, str]]) -> None:
        self.match_no = match_no
        self.match = self._replay(actions)
        self._hands = []

    def _set_states(self, states: list[SeatState], opening: float | None) -> None:
        """Each seat's state, and how many seconds more an open table waits for people
        (None: as it was), as committed here or by another process."""
        for seat, state in zip(self.seats, states, strict=True):
            seat.replaced, seat.again, seat.gone = state
        if opening is not None:
            self._wait_for_people(opening)

    def _wait_for_people(self, seconds: float) -> None:
        """An open table waits ``seconds`` more for people (0: it does not)."""
        self.opening = time.monotonic() + seconds if seconds > 0 else 0.0

    def _seated(self, row: SeatRow) -> None:
        """A bot's seat given to a person (here, or as another process committed)."""
        seat = self.seats[row.seat]
        seat.row, seat.away_since = row, time.monotonic()  # the person's time to come
        if row.token_hash:
            self._tokens[row.token_hash] = row.seat
        self.hints = self.hints and sum(s.human for s in self.seats) == 1

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
            self._new_match(news.match_no, news.actions)
        else:
            self._play(self.match, news.actions)
        self._hands_so_far()
        self._set_states(news.seats, news.opening)
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
