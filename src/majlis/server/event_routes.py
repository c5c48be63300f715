"""The events' HTTP routes (docs/events.md, "The API"): the pages ``/events`` and
``/e/{id}``, listing, creating, an event's public view, registering and leaving, and a
player's own call to their table (with their key, in the ``x-majlis-player`` header).

An event's view is public and carries only what anyone watching may see: names,
points, places of finished matches, and each table's watch and record links; a seat's
token goes to its own player alone (:meth:`EventViews.call`).
"""

from __future__ import annotations

import asyncio
import math
import time
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from majlis.games import make_game
from majlis.server.answers import json_body
from majlis.server.arena import SCORING, standings
from majlis.server.duplicate import SCORING as DUPLICATE_SCORING
from majlis.server.duplicate import Duplicate, new_seed
from majlis.server.duplicate import standings as duplicate_standings
from majlis.server.duplicate_store import DuplicateStore
from majlis.server.events import EventRow, Events
from majlis.server.hub import Hub
from majlis.server.lobby import parse_game
from majlis.server.moderation import Peace
from majlis.server.pages import scripted_page
from majlis.server.players import Players, name_key
from majlis.server.wire import Refused

KINDS = ("arena", "duplicate")
"""The kinds of event a player may create."""
FIELDS = {"kind", "title", "rated", "starts_in", "minutes", "bot_wait", "rounds",
          "round_minutes"}
"""A creation's fields besides the game and its options."""
TITLE_CHARACTERS = 80
WEEK = 7 * 24 * 3600.0
NOT_IN = {"registered": False, "active": False, "call": None}
"""The part of a player who is not registered."""
LIMITS = {"starts_in": (0.0, WEEK, 60.0), "minutes": (0.1, 24 * 60.0, 30.0),
          "bot_wait": (1.0, 300.0, 15.0), "rounds": (1.0, 10.0, 2.0),
          "round_minutes": (0.1, 180.0, 20.0)}
"""Each number of a creation: its least, its most, and its default."""


def state_of(event: EventRow, now: float) -> str:
    return "finished" if event.finished else "running" if now >= event.starts else "upcoming"


class EventViews:
    """What the pages and sockets read of an event (any process may answer)."""

    def __init__(self, events: Events, players: Players, duplicates: DuplicateStore) -> None:
        self.events, self.players, self.duplicates = events, players, duplicates

    def summary(self, event: EventRow, now: float) -> dict[str, Any]:
        return {"id": event.id, "kind": event.kind, "title": event.title, "game": event.game,
                "options": event.options, "rated": event.rated, "creator": event.creator,
                "starts": event.starts, "ends": event.ends, "bot_wait": event.bot_wait,
                "finished": event.finished or None, "state": state_of(event, now),
                "link": f"/e/{event.id}"}

    def listing(self) -> dict[str, list[dict[str, Any]]]:
        now = time.time()
        listed: dict[str, list[dict[str, Any]]] = {"upcoming": [], "running": [], "finished": []}
        for event in self.events.listing():
            listed[state_of(event, now)].append(self.summary(event, now))
        return listed

    def view(self, event_id: str) -> dict[str, Any]:
        """The event's public view; :class:`Refused` ``not_found``."""
        event = self.events.event(event_id)
        if event is None:
            raise Refused("not_found", "there is no such event")
        part = self._duplicate if event.kind == Duplicate.kind else self._arena
        return {**self.summary(event, time.time()), "now": time.time(),
                "version": event.version, **part(event)}

    def _arena(self, event: EventRow) -> dict[str, Any]:
        """The arena's standings and every table."""
        entrants = self.events.entrants(event.id)
        playing = {call.player_id for call, _ in self.events.unscored(event.id)}
        seats = make_game(event.game, event.options).seats
        lines = standings(entrants, self.events.scores(event.id), playing)
        return {"scoring": SCORING, "standings": [line.json() for line in lines],
                "tables": [{"table": table_id, "players": names, "bots": seats - len(names),
                            "scored": scored,
                            "seated": seated, "watch": f"/t/{table_id}",
                            "record": f"/api/tables/{table_id}/record?match=0" if scored
                            else None}
                           for table_id, seated, scored, names in self.events.tables(event.id)]}

    def _duplicate(self, event: EventRow) -> dict[str, Any]:
        """The duplicate's rounds, its standings after the rounds over, and the tables of
        those rounds only (a round's tables, and what was dealt at them, stay unknown
        until every table of it is over); the seed once the event is finished."""
        plan = self.duplicates.plan(event.id)
        assert plan is not None  # written with the event
        over = plan.rounds + 1 if event.finished else plan.round
        entrants = {e.player_id: (e.name, e.active) for e in self.events.entrants(event.id)}
        playing = {call.player_id for call, _ in self.events.unscored(event.id)}
        results = self.duplicates.results(event.id, over)
        game = make_game(event.game, event.options)
        lines = duplicate_standings(entrants, results, game.describe().lower_is_better,
                                    playing)
        held: dict[str, dict[int, str]] = {}
        for result in results:
            held.setdefault(result.table_id, {})[result.seat] = \
                entrants[result.player_id][0] if result.player_id else ""
        boards = self.duplicates.boards(event.id)
        return {"scoring": DUPLICATE_SCORING, "rounds": plan.rounds, "round": plan.round,
                "round_ends": plan.round_started + plan.round_seconds if plan.round else None,
                "boards": game.seats * len({b.group for b in boards if b.round == plan.round}),
                "boards_over": sum(b.round == plan.round and b.scored for b in boards),
                "commitment": plan.commitment, "seed": plan.seed if event.finished else None,
                "standings": [line.json() for line in lines],
                "tables": [{"table": b.table_id, "round": b.round, "group": b.group,
                            "board": b.board, "scored": True,
                            "players": [held[b.table_id][s] or None
                                        for s in sorted(held[b.table_id])],
                            "watch": f"/t/{b.table_id}",
                            "record": f"/api/tables/{b.table_id}/record?match=0"}
                           for b in boards if b.round < over]}

    def mine(self, event_id: str, player_id: str) -> dict[str, Any]:
        """A player's own part in the event: registered, to be seated, and their call."""
        return self.parts(event_id).get(player_id, NOT_IN)

    def parts(self, event_id: str) -> dict[str, dict[str, Any]]:
        """Every registered player's own part, by id (read once for all of them): the
        call to their table (its seat's link) while its match is on."""
        calls = {c.player_id: {"table": c.table_id, "seat": c.seat,
                               "link": f"/t/{c.table_id}#seat={c.token}"}
                 for c, over in self.events.unscored(event_id) if over is False and c.token}
        return {e.player_id: {"registered": True, "active": e.active,
                              "call": calls.get(e.player_id)}
                for e in self.events.entrants(event_id)}


def creation(body: Any, now: float) -> tuple[Any, dict[str, Any]]:
    """The game and the event's fields of a ``POST /api/events`` body, checked."""
    game = parse_game(body, FIELDS)
    kind = body.get("kind", "arena")
    if kind not in KINDS:
        raise Refused("malformed", f"kind is one of {', '.join(KINDS)}")
    title = body.get("title", "")
    if not isinstance(title, str) or not title.strip() or len(title) > TITLE_CHARACTERS or \
            not title.isprintable():
        raise Refused("malformed", f"title is 1 to {TITLE_CHARACTERS} printable characters")
    rated = body.get("rated", False)
    if not isinstance(rated, bool):
        raise Refused("malformed", "rated is true or false")
    numbers = {}
    for name, (low, high, default) in LIMITS.items():
        value = body.get(name, default)
        if isinstance(value, bool) or not isinstance(value, int | float) or \
                not math.isfinite(value) or not low <= value <= high:
            raise Refused("malformed", f"{name} is a number from {low:g} to {high:g}")
        numbers[name] = float(value)
    if not numbers["rounds"].is_integer():
        raise Refused("malformed", "rounds is a whole number")
    starts = now + numbers["starts_in"]
    length = numbers["rounds"] * numbers["round_minutes"] if kind == Duplicate.kind else \
        numbers["minutes"]
    return game, {"kind": kind, "title": title.strip(), "rated": rated,
                  "window": (starts, starts + 60 * length), "bot_wait": numbers["bot_wait"],
                  "rounds": int(numbers["rounds"]), "round_seconds": 60 * numbers["round_minutes"]}


def event_routes(hub: Hub, events: Events, views: EventViews, peace: Peace) -> APIRouter:
    """The events' routes; players are signed in by ``peace`` (a banned one is
    refused)."""
    router = APIRouter()
    creators = {name_key(n) for n in hub.config.event_creators}

    who = peace.player

    @router.get("/events")
    @router.get("/e/{event_id}")
    async def page(request: Request) -> HTMLResponse:
        return scripted_page(request)

    async def listing(request: Request) -> Any:
        return await asyncio.to_thread(views.listing)

    async def create(request: Request) -> Any:
        player_id, name = await who(request)
        if creators and name_key(name) not in creators:
            raise Refused("not_creator", "on this server, only the host's chosen players"
                                         " create events")
        game, fields = creation(await json_body(request), time.time())
        event_id = await asyncio.to_thread(
            events.create, fields["kind"], fields["title"], game.id, game.options(),
            fields["rated"], player_id, fields["window"], fields["bot_wait"])
        if fields["kind"] == Duplicate.kind:
            await asyncio.to_thread(views.duplicates.create, event_id, *new_seed(),
                                    fields["rounds"], fields["round_seconds"])
        return {"event": event_id, "link": f"/e/{event_id}"}

    async def view(request: Request) -> Any:
        return await asyncio.to_thread(views.view, request.path_params["event_id"])

    async def join(request: Request) -> Any:
        player = await who(request)
        event_id = request.path_params["event_id"]
        if not await asyncio.to_thread(events.register, event_id, player, None):
            raise Refused("event_over", "this event is over (or there is no such event)")
        return await asyncio.to_thread(views.mine, event_id, player[0])

    async def leave(request: Request) -> Any:
        player_id, _ = await who(request)
        event_id = request.path_params["event_id"]
        if not await asyncio.to_thread(events.unregister, event_id, player_id, time.time()):
            raise Refused("event_over", "this event is over (or there is no such event)")
        return await asyncio.to_thread(views.mine, event_id, player_id)

    async def mine(request: Request) -> Any:
        player_id, _ = await who(request)
        return await asyncio.to_thread(views.mine, request.path_params["event_id"], player_id)

    for method, path, work in (
            ("GET", "/api/events", listing), ("POST", "/api/events", create),
            ("GET", "/api/events/{event_id}", view),
            ("POST", "/api/events/{event_id}/join", join),
            ("POST", "/api/events/{event_id}/leave", leave),
            ("GET", "/api/events/{event_id}/me", mine)):
        router.add_api_route(path, work, methods=[method])
    return router
