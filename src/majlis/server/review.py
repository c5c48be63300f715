"""The review of matches on the page (:mod:`majlis.analysis`), over HTTP.

``GET /api/tables/{id}/review?hand=N`` reviews a table's match.  While it is in play a
seat (its token in the ``x-majlis-token`` header) may review only its own decisions of
a finished hand, from its own views, without the hindsight values or the luck, which
know the other seats' cards; once the match is over its deals are public, and the
review is of every seat, every hand (or hand ``N``), hindsight and luck included.
``POST /api/analyze`` reviews a whole record for the record viewer.

Reviews are worked out on a thread of their own, never on the bots' or the
database's, so that no table waits for one, and each is kept once computed (the last
:data:`KEPT` of them): asking again, or from another page, costs nothing.  Every
review is judged at the default depth with seed 0, as ``majlis analyze`` does.
"""

from __future__ import annotations

import asyncio
import copy
import hashlib
import json
from collections import OrderedDict
from collections.abc import Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from majlis.analysis.review import Scope, review
from majlis.analysis.values import DEPTHS
from majlis.bots.kit import NoBotKit
from majlis.match import Match
from majlis.records import RecordError, read_match
from majlis.server.hub import Hub
from majlis.server.lobby import BadRequest
from majlis.server.wire import Refused

DEPTH = "quick"
SEED = "0"
KEPT = 256
"""Reviews kept once computed."""
MOST_HANDS = 40
"""The most hands of a record the viewer has reviewed (a longer one is refused)."""
TOKEN_HEADER = "x-majlis-token"


class Reviews:
    """Reviews worked out one at a time on their own thread, the last :data:`KEPT` kept."""

    def __init__(self) -> None:
        self.worker = ThreadPoolExecutor(1, thread_name_prefix="majlis-review")
        self.kept: OrderedDict[Hashable, dict[str, Any]] = OrderedDict()

    async def get(self, key: Hashable, work: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        found = self.kept.get(key)
        if found is None:
            found = await asyncio.get_running_loop().run_in_executor(self.worker, work)
            self.kept[key] = found
            while len(self.kept) > KEPT:
                self.kept.popitem(last=False)
        self.kept.move_to_end(key)
        return found


def judged(match: Match[Any], scope: Scope) -> Callable[[], dict[str, Any]]:
    """The work of reviewing ``match`` within ``scope``."""
    return lambda: review(match, DEPTHS[DEPTH], DEPTH, SEED, scope).json()


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


def review_routes(hub: Hub, foreign: Callable[[str | None], bool]) -> APIRouter:
    """The review's routes, answering as the server's other routes do."""
    from majlis.server.app import bad_request, error, json_body, refused

    router = APIRouter()
    reviews = Reviews()

    @router.get("/api/tables/{table_id}/review")
    async def table_review(table_id: str, request: Request, hand: int | None = None) -> Any:
        try:
            table = await hub.table(table_id)
            token = request.headers.get(TOKEN_HEADER)
            seat = None if token is None else table.seat_of(token)
            scope = table_scope(table.match, hand, seat)
        except Refused as refusal:
            return refused(refusal)
        key = (table.id, table.match_no, hand, None if scope.seats is None else seat,
               table.match.winners is None)
        return await reviews.get(key, judged(frozen(table.match), scope))

    @router.post("/api/analyze")
    async def analyze(request: Request) -> Any:
        if foreign(request.headers.get("origin")):
            return error(403, "foreign_origin", "records are analysed from this server's page")
        try:
            body = await json_body(request)
            match = await hub.long(lambda: read_match(body))
            if len(match.hands) > MOST_HANDS:
                raise BadRequest("too_big", f"the viewer reviews records of at most "
                                 f"{MOST_HANDS} hands: use majlis analyze")
            key = hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()
            return await reviews.get(key, judged(match, Scope()))
        except BadRequest as bad:
            return bad_request(bad)
        except RecordError as fault:
            return JSONResponse({"ok": False, "error": fault.json()}, status_code=400)
        except NoBotKit as missing:
            return error(400, "malformed", str(missing))

    return router
