"""Where a table stands as this process knows it: its game, its seats, and its match
replayed from the stored actions up to the newest event read from the event log or
committed here.  Every change of these facts is a method here, called by the parts of
the table that learn of it (:mod:`majlis.server.commits`, :mod:`majlis.server.presence`,
:mod:`majlis.server.table`); nothing here reads or writes the store or a client."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from majlis.bots import load_bot
from majlis.commitment import commitment, match_seed
from majlis.frames import description_json, finished_hands, hand_json
from majlis.games import make_game
from majlis.match import Match
from majlis.play import Players
from majlis.protocol import IllegalAction
from majlis.server.seats import EarlierRules, Seat, token_hash
from majlis.server.store import SeatRow, SeatState, TableRow
from majlis.server.wire import Refused

States = list[SeatState]


class Standing:
    """A table's game, seats and match as this process last knew them."""

    def __init__(self, row: TableRow, seats: list[SeatRow],
                 actions: list[tuple[int, str]]) -> None:
        self.id = row.id
        self.game = make_game(row.game, row.options)
        self.options = self.game.options()
        self.description = description_json(self.game)
        self.secret = row.seed
        self.turn_clock = row.turn_clock
        self.match_no = row.match_no
        self.event = row.event
        self.seats = [Seat.stored(s) for s in seats]
        self.hints = sum(s.human for s in self.seats) == 1
        """A practice table (one person, the others bots): the person may ask for hints."""
        self._tokens = {s.token_hash: s.seat for s in seats if s.token_hash}
        self.played = 0
        """Actions played in the match (its stored actions, then those played here)."""
        self.match = self._replay(actions)
        self.hands = [hand_json(self.game, h) for h in finished_hands(self.match)]
        """The match's finished hands, as the clients read them."""
        self.wake = asyncio.Event()
        """Set at every change: the bots look again at what to do."""
        self.turn_since = time.monotonic()
        self.opening = 0.0
        """An open table waits for people until then (``time.monotonic``; 0: it does
        not): no bot plays, and no person."""
        self.grace = 0.0
        """Seconds a disconnected person's seat is kept for them before they count as
        having left the match (a rated table's); 0: the table waits for them as long as
        it takes."""
        self.wait_for_people(row.opening)

    def seat_of(self, token: str) -> int:
        seat = self._tokens.get(token_hash(token))
        if seat is None:
            raise Refused("bad_token", "this token holds no seat at this table")
        return seat

    def attended(self) -> bool:
        """Whether the table plays on: a person sits at it (through any process), or it
        has no person seat at all (bots only: nobody's match to keep, and its record is
        there whenever someone looks).  A table every person has left waits for them
        (no bot moves, no clock runs), so that closing the tabs does not hand a match to
        the bots."""
        people = [s for s in self.seats if s.human and not s.gone]
        return not people or any(s.present for s in people)

    def states(self) -> States:
        """Each seat's state as the events say it."""
        return [SeatState(s.replaced, s.again, s.gone) for s in self.seats]

    def grace_ends(self, seat: Seat) -> float | None:
        """When the grace of ``seat``'s disconnected person runs out (``time.monotonic``);
        None where none runs: no grace at this table, nobody's seat, its person here or
        gone, the match over, or the table still waiting for people to come."""
        if not self.grace or not seat.human or seat.present or seat.gone or self.opening \
                or self.match.winners is not None:
            return None
        return seat.away_since + self.grace

    def graces(self) -> list[tuple[float, int]]:
        """The seats whose grace runs, each with when it runs out, the soonest first."""
        return sorted((ends, seat.row.seat) for seat in self.seats
                      if (ends := self.grace_ends(seat)) is not None)

    # -- the match -------------------------------------------------------------

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

    def _hands_so_far(self) -> None:
        self.hands.extend(hand_json(self.game, h)
                          for h in finished_hands(self.match)[len(self.hands):])

    def played_here(self, state: Any) -> None:
        """The match moved on to ``state`` by an action committed here (one event)."""
        self.match.advance(state)
        self.played += 1
        self.event += 1
        self._hands_so_far()

    def read(self, match_no: int, actions: list[tuple[int, str]]) -> None:
        """The match ``match_no`` moved on by ``actions`` that another process committed
        (a new match: its actions from the first)."""
        if match_no != self.match_no:
            self.new_match(match_no, actions)
        else:
            self._play(self.match, actions)
            self._hands_so_far()

    def new_match(self, match_no: int, actions: list[tuple[int, str]]) -> None:
        self.match_no = match_no
        self.match = self._replay(actions)
        self.hands = []
        self._hands_so_far()

    # -- the seats -------------------------------------------------------------

    def set_states(self, states: States, opening: float | None) -> None:
        """Each seat's state, and how many seconds more an open table waits for people
        (None: as it was), as committed here or by another process."""
        for seat, state in zip(self.seats, states, strict=True):
            seat.replaced, seat.again, seat.gone = state
        if opening is not None:
            self.wait_for_people(opening)

    def wait_for_people(self, seconds: float) -> None:
        """An open table waits ``seconds`` more for people (0: it does not).  When play
        begins, the time to come of each person not here starts then (a seat's grace
        counts from it, not from a wait in which nothing was played)."""
        if seconds <= 0 and self.opening:
            for seat in self.seats:
                if not seat.present:
                    seat.away_since = time.monotonic()
        self.opening = time.monotonic() + seconds if seconds > 0 else 0.0

    def seated(self, row: SeatRow) -> None:
        """A bot's seat given to a person (here, or as another process committed)."""
        seat = self.seats[row.seat]
        seat.row, seat.away_since = row, time.monotonic()  # the person's time to come
        if row.token_hash:
            self._tokens[row.token_hash] = row.seat
        self.hints = self.hints and sum(s.human for s in self.seats) == 1

    def present_elsewhere(self, connected: set[int]) -> None:
        """Which seats are connected through other processes, as the store says."""
        for seat in self.seats:
            was = seat.present
            seat.elsewhere = seat.row.seat in connected
            if was and not seat.present:
                seat.away_since = time.monotonic()
            if was != seat.present:
                self.wake.set()
