"""Matches replayed over HTTP: a table's record from the database, and a record sent by
the replay viewer, explained hand by hand.  Replaying is long work: each client has a
budget of it (:class:`~majlis.server.quotas.LongWork`), so that nobody's polls wait
behind another's flood."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from majlis.commitment import match_seed
from majlis.frames import public_record, record_seat, replay_json
from majlis.games import make_game
from majlis.match import Match
from majlis.records import read_match, to_record
from majlis.server.answers import json_body
from majlis.server.hub import DAMAGE, DAMAGED, Hub
from majlis.server.quotas import LongWork
from majlis.server.wire import Refused


def replay_routes(hub: Hub, long: LongWork, foreign: Callable[[str | None], bool]) -> APIRouter:
    router = APIRouter()

    @router.get("/api/tables/{table_id}/record")
    async def record(table_id: str, request: Request, match: int | None = None) -> Any:
        # a long match takes a second to replay, and its answer to write: in the thread for
        # long work, so that the tables play on
        return await long.run(request, lambda: stored_record(hub, table_id, match))

    @router.post("/api/replay")
    async def replay(request: Request) -> Any:
        if foreign(request.headers.get("origin")):
            raise Refused("foreign_origin", "records are replayed from this server's page")
        body = await json_body(request)
        return await long.run(request, lambda: JSONResponse(  # a commitment read_match checked
            {**replay_json(read_match(body)), "commitment": body.get("commitment")}))

    return router


def stored_record(hub: Hub, table_id: str, match_no: int | None = None) -> JSONResponse:
    """The record of a table's match ``match_no`` (its current one by default) from the
    database (any process may answer): finished, the full record; in progress, the
    public one."""
    try:
        found = hub.store.table(table_id)
        if found is None or not 0 <= (match_no or 0) <= found[0].match_no:
            raise Refused("not_found", "there is no such table or match")
        row, seats = found
        match_no = row.match_no if match_no is None else match_no
        match: Match[Any] = Match(make_game(row.game, row.options),
                                  match_seed(row.seed, match_no))
        for _, text in hub.store.actions(table_id, match_no):
            match.act(match.game.parse_action(text))
    except DAMAGE:
        raise Refused("not_found", DAMAGED) from None
    names = [record_seat(s.name, s.level if s.kind == "bot" else None, s.named_by_server)
             for s in seats]
    return JSONResponse(to_record(match, names, committed=True) if match.winners is not None
                        else public_record(match, names))
