"""The players' HTTP routes: becoming a player, moving to another device, quick play,
open tables, a player's page and the leaderboards (docs/tables.md, "Players").

A player proves who they are with their key in the ``x-majlis-player`` header (never in
a path, where a log could keep it); the key is answered once, when it is made.
"""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from majlis.games import game_ids
from majlis.server.answers import json_body
from majlis.server.hub import Hub
from majlis.server.lobby import parse_game
from majlis.server.moderation import Peace
from majlis.server.names import player_name
from majlis.server.pages import scripted_page
from majlis.server.players import Players
from majlis.server.quickplay import OpenTables
from majlis.server.quotas import Budgets, client_of
from majlis.server.ratings import BOTS, START, Rating, bot_rating, shown
from majlis.server.wire import Refused

LEADERS = 50
"""Players on a leaderboard."""
HOUR = 3600.0
"""The seconds over which ``--players-per-client`` counts an address's registrations."""


def rating_json(rating: Rating) -> dict[str, Any]:
    """A rating as the pages show it (:func:`~majlis.server.ratings.shown`), with the
    model's own figures beside it."""
    figure = shown(rating)
    return {"rating": figure.rating, "plus_minus": figure.plus_minus,
            "provisional": figure.provisional, "mu": round(rating.mu, 2),
            "sigma": round(rating.sigma, 2)}


def player_page(players: Players, player_id: str, name: str) -> dict[str, Any]:
    """A player's page: matches, results and ratings per game, and every match."""
    matches = players.history(player_id)
    ratings = players.player_ratings(player_id)
    for m in matches:
        m["record"] = f"/api/tables/{m['table']}/record?match={m['match']}"
        m["rating"] = m["rating"] and rating_json(m["rating"])
    games = {}
    for game in sorted({m["game"] for m in matches}):
        mine = [m for m in matches if m["game"] == game]
        games[game] = {"played": len(mine), "won": sum(m["won"] for m in mine),
                       "rating": rating_json(ratings[game]) if game in ratings else None,
                       "start": rating_json(START),
                       "history": [{"finished": m["finished"], **m["rating"]}
                                   for m in mine if m["rating"]]}
    return {"name": name, "games": games, "matches": matches[::-1]}


def leaderboard(players: Players, game: str) -> dict[str, Any]:
    """A game's leaderboard: the people (settled ones first, by rating) and the bot
    levels, each settled row given its ``place`` among people and bots together by
    rating, each provisional one none (listed after them, marked)."""
    levels = BOTS.get(game, {})
    people = [{"name": name, **rating_json(rating), "matches": played}
              for name, rating, played in players.leaders(game, LEADERS)]
    bots = sorted(({"level": level, **rating_json(bot_rating(game, level))}
                   for level in levels), key=lambda bot: -bot["rating"])
    settled = sorted((row for row in [*people, *bots] if not row["provisional"]),
                     key=lambda row: -row["rating"])
    for row in [*people, *bots]:
        row["place"] = None
    for place, row in enumerate(settled, 1):
        row["place"] = place
    return {"game": game, "players": people, "bots": bots}


def player_routes(hub: Hub, tables: OpenTables, peace: Peace) -> APIRouter:
    """The routes, answering as the server's other routes do (a player's page and a
    leaderboard are the page at their own address); ``tables``: the open tables (and
    the players) of ``hub``."""
    router = APIRouter()
    players = tables.players
    per_hour = hub.config.players_per_client
    registering = Budgets(per_hour / HOUR, per_hour)

    who = peace.player  # a banned player is refused here, as every other

    @router.get("/p/{name}")
    @router.get("/top/{game}")
    async def page(request: Request) -> HTMLResponse:
        return scripted_page(request)

    async def register(request: Request) -> Any:
        body = await json_body(request)
        if not isinstance(body, dict) or set(body) != {"name"}:
            raise Refused("malformed", "the body is {name}")
        name = player_name(body["name"])
        if not registering.take(client_of(request)):
            raise Refused("too_many_players", f"an address makes at most {per_hour} players"
                                              " an hour", players=per_hour)
        made = await asyncio.to_thread(players.register, name)
        if made is None:
            like = await asyncio.to_thread(players.look_alike, name)
            raise Refused("name_taken", f"another player's name is or looks like this: {like}",
                          like=like)
        return {"name": name, "key": made[1]}

    async def me(request: Request) -> Any:
        return {"name": (await who(request))[1]}

    async def code(request: Request) -> Any:
        player_id, _ = await who(request)
        return {"code": await asyncio.to_thread(players.move_code, player_id)}

    async def move(request: Request) -> Any:
        body = await json_body(request)
        if not isinstance(body, dict) or set(body) != {"code"} or \
                not isinstance(body["code"], str) or len(body["code"]) > 64:
            raise Refused("malformed", "the body is {code}")
        moved = await asyncio.to_thread(players.redeem, body["code"])
        if moved is None:
            raise Refused("bad_code", "this code is unknown, used or too old")
        return {"name": moved[1], "key": moved[0]}

    async def quick(request: Request) -> Any:
        player = await who(request)
        body = await json_body(request)
        rated = body.pop("rated", False) if isinstance(body, dict) else None
        if not isinstance(rated, bool):
            raise Refused("malformed", "rated is true or false")
        return (await tables.quick(player, parse_game(body), rated)).json()

    async def sit(request: Request) -> Any:
        player = await who(request)
        return (await tables.sit(request.path_params["table_id"], player)).json()

    async def start(request: Request) -> Any:
        player_id, _ = await who(request)
        table, _ = await tables.seat_of(request.path_params["table_id"], player_id)
        await table.start_now()
        return {"ok": True}

    async def leave(request: Request) -> Any:
        player_id, _ = await who(request)
        await tables.leave(request.path_params["table_id"], player_id)
        return {"ok": True}

    async def listing(request: Request) -> Any:
        return await tables.listing()

    async def profile(request: Request) -> Any:
        found = await asyncio.to_thread(players.by_name, request.path_params["name"])
        if found is None:
            raise Refused("not_found", "there is no such player")
        return await asyncio.to_thread(player_page, players, *found)

    async def leaders(request: Request) -> Any:
        game = request.path_params["game"]
        if game not in game_ids():
            raise Refused("not_found", "there is no such game")
        return await asyncio.to_thread(leaderboard, players, game)

    for method, path, work in (
            ("POST", "/api/players", register), ("GET", "/api/me", me),
            ("POST", "/api/me/code", code), ("POST", "/api/players/move", move),
            ("GET", "/api/players/{name}", profile), ("POST", "/api/quickplay", quick),
            ("GET", "/api/open", listing), ("POST", "/api/open/{table_id}/sit", sit),
            ("POST", "/api/open/{table_id}/start", start),
            ("POST", "/api/open/{table_id}/leave", leave),
            ("GET", "/api/leaderboard/{game}", leaders)):
        router.add_api_route(path, work, methods=[method])
    return router
