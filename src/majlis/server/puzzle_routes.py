"""The puzzles' HTTP routes (docs/puzzles.md): the page at ``/puzzles``, the puzzles
put to a solver, the daily one, and attempts, which move a player's puzzle rating and
the puzzle's (:mod:`majlis.server.puzzle_ratings`).

A puzzle is put to the solver without its answer (:func:`majlis.puzzles.library.question`);
the answer, the values behind it, why and its themes come back with the attempt.  A
player proves who they are with their key in the ``x-majlis-player`` header, as
elsewhere; an attempt without one is answered but rates no one.
"""

from __future__ import annotations

import asyncio
import datetime
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from majlis.puzzles.library import Library, answer, question
from majlis.server.answers import json_body
from majlis.server.hub import Hub
from majlis.server.moderation import KEY_HEADER
from majlis.server.pages import scripted_page
from majlis.server.player_routes import rating_json
from majlis.server.players import Players
from majlis.server.puzzle_ratings import PuzzleRatings
from majlis.server.wire import Refused


def puzzle_routes(hub: Hub, library: Library) -> APIRouter:
    """The routes over ``library``'s puzzles."""
    router = APIRouter()
    players = Players(hub.store)
    ratings = PuzzleRatings(hub.store)

    def scope(request: Request) -> str | None:
        game = request.query_params.get("game") or None
        if game is not None and game not in library.games:
            raise Refused("not_found", "there are no puzzles of such a game")
        return game

    def found(puzzle_id: str) -> dict[str, Any]:
        puzzle = library.by_id.get(puzzle_id)
        if puzzle is None:
            raise Refused("not_found", "there is no such puzzle")
        return puzzle

    async def put(puzzle: dict[str, Any], game: str | None) -> dict[str, Any]:
        rating = await asyncio.to_thread(ratings.puzzle, puzzle["id"])
        previous, following = library.around(puzzle, game)
        return {"puzzle": question(puzzle), "rating": rating_json(rating),
                "next": following, "previous": previous}

    async def page(request: Request) -> HTMLResponse:
        return scripted_page(request)

    async def listing(request: Request) -> Any:
        game = scope(request)
        return {"games": library.games, "puzzles": [p["id"] for p in library.of(game)]}

    async def daily(request: Request) -> Any:
        game = scope(request)
        puzzle = library.daily(datetime.datetime.now(datetime.UTC).date(), game)
        if puzzle is None:
            raise Refused("not_found", "there are no puzzles")
        return await put(puzzle, game)

    async def one(request: Request) -> Any:
        return await put(found(request.path_params["puzzle_id"]), scope(request))

    async def attempt(request: Request) -> Any:
        puzzle = found(request.path_params["puzzle_id"])
        body = await json_body(request)
        legal = [a["action"] for a in puzzle["legal"]]
        if not isinstance(body, dict) or set(body) != {"action"} or body["action"] not in legal:
            raise Refused("malformed", "the body is {action}: one of the puzzle's legal actions")
        solved = body["action"] == puzzle["answer"]
        result: dict[str, Any] = {"solved": solved, **answer(puzzle), "rating": None}
        key = request.headers.get(KEY_HEADER)
        player = None if not key else await asyncio.to_thread(players.by_key, key)
        if key and player is None:
            raise Refused("bad_player", "this key is no player's: become one first")
        if player is not None:
            rated = await asyncio.to_thread(ratings.attempt, player[0], puzzle["game"],
                                            puzzle["id"], solved)
            result["rating"] = {"first": rated.first, "before": rating_json(rated.solver[0]),
                                "after": rating_json(rated.solver[1])}
            result["puzzle_rating"] = rating_json(rated.puzzle[1])
        return result

    async def mine(request: Request) -> Any:
        key = request.headers.get(KEY_HEADER)
        player = None if not key else await asyncio.to_thread(players.by_key, key)
        if player is None:
            raise Refused("bad_player", "this key is no player's: become one first")
        rated = await asyncio.to_thread(ratings.solver, player[0])
        return {"name": player[1],
                "ratings": {game: rating_json(r) for game, r in sorted(rated.items())}}

    router.add_api_route("/puzzles", page, methods=["GET"])
    router.add_api_route("/puzzles/{puzzle_id}", page, methods=["GET"])
    for method, path, work in (
            ("GET", "/api/puzzles", listing), ("GET", "/api/puzzles/daily", daily),
            ("GET", "/api/puzzles/ratings", mine), ("GET", "/api/puzzles/{puzzle_id}", one),
            ("POST", "/api/puzzles/{puzzle_id}/attempt", attempt)):
        router.add_api_route(path, work, methods=[method])
    return router
