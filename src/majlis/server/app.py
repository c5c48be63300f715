"""The HTTP and WebSocket face of the tables (FastAPI), put together from its parts:
the lobby's routes (:mod:`~majlis.server.routes`), records and replays
(:mod:`~majlis.server.replays`), reviews (:mod:`~majlis.server.review`), puzzles
(:mod:`~majlis.server.puzzle_routes`), the guided first hands
(:mod:`~majlis.server.learn_routes`), friends and invitations
(:mod:`~majlis.server.friend_routes`, :mod:`~majlis.server.friend_sockets`), events
(:mod:`~majlis.server.event_routes`, :mod:`~majlis.server.event_sockets`, their clock
:mod:`~majlis.server.event_clock`), table talk and the keeping of the peace
(:mod:`~majlis.server.chat`, :mod:`~majlis.server.peace_routes`,
:mod:`~majlis.server.admin_routes`), the rules
pages (:mod:`~majlis.server.rules`), the health check (:mod:`~majlis.server.health`),
the sockets (:mod:`~majlis.server.sockets`), and how every answer and refusal is given
(:mod:`~majlis.server.answers`).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator

from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles

from majlis.puzzles.library import shipped
from majlis.server import answers, rules
from majlis.server.admin_routes import admin_routes
from majlis.server.arena import Arena
from majlis.server.chat import Chat
from majlis.server.community_store import Community
from majlis.server.duplicate import Duplicate
from majlis.server.duplicate_store import DuplicateStore
from majlis.server.event_clock import EventClock
from majlis.server.event_routes import EventViews, event_routes
from majlis.server.event_sockets import EventSockets
from majlis.server.events import Events
from majlis.server.friend_routes import friend_routes
from majlis.server.friend_sockets import FriendSockets
from majlis.server.friends import Friends
from majlis.server.health import Health, health_routes
from majlis.server.host import Host
from majlis.server.hub import Config, Hub
from majlis.server.learn_routes import learn_routes
from majlis.server.metrics import watch
from majlis.server.moderation import Peace
from majlis.server.offline import offline_routes
from majlis.server.pages import STATIC
from majlis.server.peace_routes import peace_routes
from majlis.server.player_routes import player_routes
from majlis.server.players import Players
from majlis.server.puzzle_routes import puzzle_routes
from majlis.server.quickplay import OpenTables
from majlis.server.quotas import LongWork
from majlis.server.replays import replay_routes
from majlis.server.review import review_routes
from majlis.server.routes import lobby_routes
from majlis.server.sockets import Sockets

log = logging.getLogger("majlis.server")


def create_app(config: Config) -> FastAPI:
    hub = Hub(config)
    health = Health(hub)
    players = Players(hub.store)
    community = Community(hub.store)
    peace = Peace(hub, community, players)
    tables = OpenTables(hub, players, peace.apart)
    events = Events(hub.store)
    tables.also_rated.append(events.is_rated)
    duplicates = DuplicateStore(events)
    clock = EventClock(events, hub.process, config.lease,
                       [Arena(hub, events, tables), Duplicate(hub, events, duplicates, tables)])
    origins = {config.url, *config.origins}

    def foreign(origin: str | None) -> bool:
        """Whether a browser says the request comes from another site's page."""
        return origin is not None and origin not in origins

    sockets = Sockets(hub, config, foreign, Chat(hub, community, peace))
    friends = FriendSockets(hub, sockets, players, Friends(hub.store, hub.process))

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        await friends.start()
        clock.start()
        peace.start()
        log.info("serving", extra={"url": config.url, "server_id": hub.process})
        print(f"majlis is serving at {config.url}/ - open it in a browser", flush=True)
        yield
        health.close()
        peace.stop()
        await clock.stop()
        await friends.stop()
        await hub.stop()

    app = FastAPI(title="majlis", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.hub = hub
    answers.install(app)
    if STATIC.is_dir():
        app.mount("/static", StaticFiles(directory=STATIC), name="static")

    long = LongWork(hub)
    app.include_router(health_routes(health))
    app.include_router(rules.router)
    app.include_router(lobby_routes(hub, foreign))
    app.include_router(replay_routes(hub, long, foreign))
    app.include_router(review_routes(hub, long, foreign))
    app.include_router(player_routes(hub, tables, peace))
    app.include_router(peace_routes(peace))
    app.include_router(admin_routes(config.admin_key, Host(community, players, events), peace))
    app.include_router(friend_routes(friends, tables, peace))
    views = EventViews(events, players, duplicates)
    app.include_router(event_routes(hub, events, views, peace))
    app.include_router(puzzle_routes(hub, shipped()))
    app.include_router(learn_routes())
    app.include_router(offline_routes())
    app.add_api_websocket_route("/ws/tables/{table_id}", sockets.play)
    app.add_api_websocket_route("/ws/friends", friends.serve)
    app.add_api_websocket_route("/ws/events/{event_id}",
                                EventSockets(views, sockets).open)
    watch(lambda: len(hub.tables), lambda: len(hub.leased()), lambda: sockets.open.total)
    return app
