"""The lobby's HTTP routes: the page, the games, a game described under a form's
options, and tables opened and looked up."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, PlainTextResponse

from majlis.bots import LEVELS
from majlis.explain import as_json
from majlis.games import game_class, game_ids
from majlis.learn.script import script_of
from majlis.server.answers import json_body
from majlis.server.hub import Hub
from majlis.server.lobby import parse_game
from majlis.server.pages import catalogue_file, scripted_page
from majlis.server.quotas import client_of
from majlis.server.wire import Refused


def lobby_routes(hub: Hub, foreign: Callable[[str | None], bool]) -> APIRouter:
    router = APIRouter()

    @router.get("/")
    @router.get("/t/{table_id}")
    async def page(request: Request, table_id: str = "") -> HTMLResponse:
        return scripted_page(request)

    @router.get("/locales/{lang}.ftl")
    async def catalogue(lang: str) -> PlainTextResponse:
        return catalogue_file(lang)

    @router.get("/api/games")
    async def games() -> list[dict[str, Any]]:
        return [game_json(game_id) for game_id in game_ids()]

    @router.post("/api/describe")
    async def describe(request: Request) -> Any:
        """A game under the options of a lobby's form, described (its seats, its goal),
        or why the rules refuse those options."""
        game = parse_game(await json_body(request))
        return {"description": as_json(game, game.describe())}

    @router.post("/api/tables")
    async def create_table(request: Request) -> Any:
        if foreign(request.headers.get("origin")):
            raise Refused("foreign_origin", "tables are opened from this server's page")
        body = await json_body(request)
        return await hub.create(body, client_of(request))

    @router.get("/api/tables/{table_id}")
    async def table_info(table_id: str) -> Any:
        return (await hub.table(table_id)).scene.public()

    return router


def game_json(game_id: str) -> dict[str, Any]:
    """A game for the page: its options, its description under the defaults, and its
    words for the keys it says (:meth:`~majlis.protocol.Game.words`: its catalogues'
    Fluent text by language, formatted by the page's ``@fluent/bundle``), which the page
    uses to draw its lobby form, its tables and its records, and whether it has a
    guided first hand (:mod:`majlis.learn`)."""
    cls = game_class(game_id)
    game = cls.from_options({})
    options = [{"name": o.name, "default": o.default, "help": o.help, "choices": list(o.choices),
                "low": o.low, "high": o.high} for o in cls.OPTIONS]
    return {"id": game_id, "title": cls.title, "options": options,
            "description": as_json(game, game.describe()), "words": cls.words().sources,
            "bots": list(LEVELS), "learn": script_of(cls) is not None}
