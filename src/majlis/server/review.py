"""The review of matches on the page (:mod:`majlis.analysis`), over HTTP.

``GET /api/tables/{id}/review?hand=N`` reviews a table's match.  While it is in play a
seat (its token in the ``x-majlis-token`` header) may review only its own decisions of
a finished hand, from its own views, without the hindsight values or the luck, which
know the other seats' cards; once the match is over its deals are public, and the
review is of every seat, every hand (or hand ``N``), hindsight and luck included.
``POST /api/analyze`` reviews a whole record for the record viewer.

Reviews are worked out on the server's thinking threads (the pool the bots think on,
in the compiled core, which gives the cores up while it searches), at most
:data:`AT_ONCE` at a time, so that the bots always have threads to think on and no
table waits for a review.  Each is kept in the database once computed
(:mod:`majlis.server.kept`): asking again, from another page, another process or after
a restart costs nothing, and the same review asked for twice at once is worked out once.
Every review is judged at the default depth with seed 0, as ``majlis analyze`` does.
"""

from __future__ import annotations

import asyncio
import copy
import hashlib
import json
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any

from fastapi import APIRouter, Request

import majlis
from majlis.analysis.review import JUDGEMENT, Scope, review
from majlis.analysis.values import DEPTHS
from majlis.bots.botkit import NoBotKit
from majlis.explain import as_json
from majlis.frames import move_item, seat_table
from majlis.match import Match
from majlis.records import read_match
from majlis.server.answers import json_body
from majlis.server.hub import Hub
from majlis.server.kept import KeptReviews
from majlis.server.quotas import LongWork
from majlis.server.wire import Refused

DEPTH = "quick"
SEED = "0"
AT_ONCE = 2
"""Reviews worked out at once on the thinking threads (the others wait their turn)."""
MOST_WAITING = 32
"""Reviews being worked out or waiting; past this many, another is refused as ``busy``."""
MOST_HANDS = 40
"""The most hands of a record the viewer has reviewed (a longer one is refused)."""
TOKEN_HEADER = "x-majlis-token"


class Reviews:
    """Reviews worked out on ``thinking``, :data:`AT_ONCE` at a time, and kept in
    ``kept`` once computed."""

    def __init__(self, thinking: Executor, kept: KeptReviews) -> None:
        self.thinking = thinking
        self.kept = kept
        self.turns = asyncio.Semaphore(AT_ONCE)
        self.working: dict[str, asyncio.Future[dict[str, Any]]] = {}

    async def get(self, key: str, work: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        """The review kept under ``key``, else ``work()``'s, kept; :class:`Refused`
        ``busy`` when :data:`MOST_WAITING` others are being worked out or wait."""
        key = f"{majlis.__version__}/{JUDGEMENT}/{DEPTH}/{SEED}/{key}"
        found = await asyncio.to_thread(self.kept.get, key)
        if found is not None:
            return found
        if key not in self.working:
            if len(self.working) >= MOST_WAITING:
                raise Refused("busy", "the server is busy with reviews: try again soon")
            self.working[key] = asyncio.ensure_future(self._work(key, work))
            self.working[key].add_done_callback(lambda _: self.working.pop(key, None))
        return await asyncio.shield(self.working[key])

    async def _work(self, key: str, work: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        async with self.turns:
            done = await asyncio.get_running_loop().run_in_executor(self.thinking, work)
        await asyncio.to_thread(self.kept.put, key, done)
        return done


def judged(match: Match[Any], scope: Scope) -> Callable[[], dict[str, Any]]:
    """The work of reviewing ``match`` within ``scope``, each decision with its board."""
    return lambda: with_boards(match, review(match, DEPTHS[DEPTH], DEPTH, SEED, scope).json())


def with_boards(match: Match[Any], doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` (a review of ``match``) with the table as each decision's seat saw it then,
    for the page to draw: its ``board`` (from the seat's own view: the table, its own
    hand, the question asked) and the items its ``played`` and ``best`` moves play
    (``played_item``, ``best_item``: None for a move that plays none)."""
    game = match.game
    for reviewed in doc["hands"]:
        number = reviewed["number"]
        hand, wanted = match.hands[number], {d["index"]: d for d in reviewed["decisions"]}
        state = game.start(hand.dealer, hand.deal, match.totals(number), number)
        for index, (seat, action) in enumerate(game.history(hand.state)):
            if index in wanted:
                decision = wanted[index]
                decision["board"] = seat_table(game, game.view(state, seat))[0]
                actions = {v["text"]: v["action"] for v in decision["values"]}
                for move in ("played", "best"):
                    decision[f"{move}_item"] = move_item(
                        as_json(game, game.move(seat, actions[decision[move]])))
            state = game.apply(state, action)
    return doc


def frozen(match: Match[Any]) -> Match[Any]:
    """A copy of ``match`` that the table's play does not move on (states never change;
    the list of hands does)."""
    copied = copy.copy(match)
    copied.hands = [copy.copy(hand) for hand in match.hands]
    return copied


def table_scope(match: Match[Any], hand: int | None, seat: int | None) -> Scope:
    """What a request may review of a table's ``match``: see the module's words;
    :class:`Refused` for what it may not."""
    if match.winners is not None:
        return Scope(hands=None if hand is None else {hand})
    if seat is None:
        raise Refused("bad_token", "while the match is in play only a seat reviews, "
                      "its own play: send its token")
    finished = len(match.hands) - (match.to_move() is not None)
    if hand is None or not 0 <= hand < finished:
        raise Refused("malformed", "while the match is in play a seat reviews one "
                      "finished hand: give its number")
    return Scope(seats={seat}, hands={hand}, hindsight=False, luck=False)


def review_routes(hub: Hub, long: LongWork, foreign: Callable[[str | None], bool],
                  thinking: Executor | None = None) -> APIRouter:
    """The review's routes; a record is read within its client's budget of long work,
    and reviews are worked out on ``thinking`` (the hub's thinking threads unless given)
    and kept in the hub's database."""
    router = APIRouter()
    reviews = Reviews(thinking or hub.thinking, KeptReviews(hub.store))

    @router.get("/api/tables/{table_id}/review")
    async def table_review(table_id: str, request: Request, hand: int | None = None) -> Any:
        now = (await hub.table(table_id)).standing
        token = request.headers.get(TOKEN_HEADER)
        seat = None if token is None else now.seat_of(token)
        scope = table_scope(now.match, hand, seat)
        key = f"table/{now.id}/{now.match_no}/" + (
            f"over/{hand}" if now.match.winners is not None else f"seat {seat}/{hand}")
        return await reviews.get(key, judged(frozen(now.match), scope))

    @router.post("/api/analyze")
    async def analyze(request: Request) -> Any:
        if foreign(request.headers.get("origin")):
            raise Refused("foreign_origin", "records are analysed from this server's page")
        body = await json_body(request)
        match = await long.run(request, lambda: read_match(body))
        if len(match.hands) > MOST_HANDS:
            raise Refused("too_big", f"the viewer reviews records of at most "
                          f"{MOST_HANDS} hands: use majlis analyze", hands=MOST_HANDS)
        key = "record/" + hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()
        try:
            return await reviews.get(key, judged(match, Scope()))
        except NoBotKit as missing:
            raise Refused("malformed", str(missing)) from None

    return router
