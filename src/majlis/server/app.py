"""The HTTP and WebSocket face of the tables (FastAPI).

HTTP serves the page, the lobby, the records and the replay viewer; one WebSocket per
client carries play.  Every message is checked (:mod:`majlis.server.wire`) before a
table sees it, and a refusal goes to its sender alone.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import hashlib
import logging
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import ClientDisconnect

from majlis.bots import LEVELS
from majlis.explain import as_json
from majlis.games import game_class, game_ids, make_game
from majlis.match import Match
from majlis.records import RecordError, read_match, to_record
from majlis.safejson import loads
from majlis.server import rules
from majlis.server.frames import public_record, replay_json
from majlis.server.hub import DAMAGE, DAMAGED, Config, Hub
from majlis.server.lobby import BadRequest, parse_game
from majlis.server.pages import error_page, language, wants_page
from majlis.server.review import review_routes
from majlis.server.seats import match_seed
from majlis.server.store import Unavailable
from majlis.server.table import Table
from majlis.server.wire import Refused, parse_message

STATIC = Path(__file__).parent / "static"
BODY_BYTES = 1 << 20
"""The largest HTTP body (a record for the replay viewer)."""
QUEUE = 256
"""Frames waiting for a slow client before it is dropped."""

log = logging.getLogger("majlis.server")


def client_key(host: str | None) -> str:
    """Who created a table, for the per-client limit (a hash: no address is stored)."""
    return hashlib.sha256((host or "?").encode()).hexdigest()[:16]


class Connection:
    """One WebSocket: its seat once it said hello, an outbox, and a rate budget."""

    def __init__(self, socket: WebSocket, config: Config) -> None:
        self.socket = socket
        self.seat: int | None = None
        self.table: Table | None = None
        self.outbox: asyncio.Queue[str | int] = asyncio.Queue(QUEUE)
        """Frames to send, then (an int) the code to close the socket with."""
        self.rate = config.rate
        self.budget = 2 * config.rate
        self.last = time.monotonic()

    def send(self, frame: str) -> None:
        self._queue(frame)

    def hang_up(self) -> None:
        """Close once the frames already queued are sent (service restart: the client
        connects again and finds the table wherever it is held now)."""
        self._queue(1012)

    def _queue(self, item: str | int) -> None:
        try:
            self.outbox.put_nowait(item)
        except asyncio.QueueFull:  # a client that does not read is let go
            while not self.outbox.empty():
                self.outbox.get_nowait()
            self.outbox.put_nowait(1008)

    def spend(self) -> None:
        """Take one message from the rate budget, or :class:`Refused`."""
        now = time.monotonic()
        self.budget = min(2 * self.rate, self.budget + (now - self.last) * self.rate)
        self.last = now
        if self.budget < 1:
            raise Refused("rate_limited", "too many messages; slow down")
        self.budget -= 1

    async def write(self) -> None:
        while isinstance(item := await self.outbox.get(), str):
            await self.socket.send_text(item)
        await self.socket.close(code=item)


def create_app(config: Config) -> FastAPI:
    hub = Hub(config)
    origins = {config.url, *config.origins}

    def foreign(origin: str | None) -> bool:
        """Whether a browser says the request comes from another site's page."""
        return origin is not None and origin not in origins

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        log.info("serving", extra={"url": config.url, "server_id": hub.process})
        print(f"majlis is serving at {config.url}/ - open it in a browser", flush=True)
        yield
        await hub.stop()

    app = FastAPI(title="majlis", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.hub = hub
    if STATIC.is_dir():
        app.mount("/static", StaticFiles(directory=STATIC), name="static")
    app.include_router(rules.router)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        """Unknown paths and methods answer as every other refusal does; a browser
        opening such an address gets a page in its person's language."""
        if wants_page(request):
            return error_page(exc.status_code, language(request))
        code = {404: "not_found", 405: "not_allowed"}.get(exc.status_code, "malformed")
        return error(exc.status_code, code, str(exc.detail).lower())

    @app.exception_handler(Exception)
    async def server_error(request: Request, exc: Exception) -> Response:
        """A fault of the server's own (logged by the server): a browser gets a page in
        its person's language, a program the usual refusal."""
        if wants_page(request):
            return error_page(500, language(request))
        return error(500, "server_error", "the server failed to answer")

    @app.middleware("http")
    async def limit_bodies(request: Request, call_next: Any) -> Any:
        if int(request.headers.get("content-length") or 0) > BODY_BYTES:
            if wants_page(request):
                return error_page(413, language(request))
            return error(413, "too_big", f"a body is at most {BODY_BYTES} bytes")
        return await call_next(request)

    @app.get("/")
    @app.get("/t/{table_id}")
    async def page(table_id: str = "") -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/api/health")
    async def health() -> Any:
        """Ready (200) while the database answers, not ready (503) while it does not:
        a balancer sends nobody to a process that cannot commit."""
        if not await asyncio.to_thread(hub.store.ping):
            return error(503, "unavailable", "the tables' database cannot be reached",
                         ok=False, tables=len(hub.tables))
        return {"ok": True, "tables": len(hub.tables)}

    @app.exception_handler(Unavailable)
    async def database_away(request: Request, exc: Unavailable) -> Response:
        return error(503, "unavailable", "the tables' database cannot be reached now")

    @app.get("/api/games")
    async def games() -> list[dict[str, Any]]:
        return [game_json(game_id) for game_id in game_ids()]

    @app.post("/api/describe")
    async def describe(request: Request) -> Any:
        """A game under the options of a lobby's form, described (its seats, its goal),
        or why the rules refuse those options."""
        try:
            game = parse_game(await json_body(request))
            return {"description": as_json(game, game.describe())}
        except BadRequest as bad:
            return bad_request(bad)

    @app.post("/api/tables")
    async def create_table(request: Request) -> Any:
        if foreign(request.headers.get("origin")):
            return error(403, "foreign_origin", "tables are opened from this server's page")
        try:
            body = await json_body(request)
            return await hub.create(body, client_key(request.client and request.client.host))
        except BadRequest as bad:
            return bad_request(bad)

    @app.get("/api/tables/{table_id}")
    async def table_info(table_id: str) -> Any:
        try:
            return (await hub.table(table_id)).public()
        except Refused as refusal:
            return refused(refusal)

    @app.get("/api/tables/{table_id}/record")
    async def record(table_id: str) -> Any:
        # a long match takes a second to replay, and its answer to write: in the thread for
        # long work, so that the tables play on
        try:
            return await hub.long(lambda: stored_record(hub, table_id))
        except BadRequest as bad:
            return bad_request(bad)

    @app.post("/api/replay")
    async def replay(request: Request) -> Any:
        if foreign(request.headers.get("origin")):
            return error(403, "foreign_origin", "records are replayed from this server's page")
        try:
            body = await json_body(request)
            return await hub.long(lambda: JSONResponse(replay_json(read_match(body))))
        except BadRequest as bad:
            return bad_request(bad)
        except RecordError as fault:
            return JSONResponse({"ok": False, "error": fault.json()}, status_code=400)

    app.add_api_websocket_route("/ws/tables/{table_id}", Sockets(hub, config, foreign).play)
    app.include_router(review_routes(hub, foreign))
    return app


class Sockets:
    """The server's WebSockets: how many each client address holds open, and each one's
    life from the handshake to the hang-up."""

    def __init__(self, hub: Hub, config: Config, foreign: Callable[[str | None], bool]) -> None:
        self.hub, self.config, self.foreign = hub, config, foreign
        self.open: collections.Counter[str] = collections.Counter()
        """Open WebSockets by client address (hashed)."""
        self.total = 0
        """Open WebSockets in all."""

    async def play(self, socket: WebSocket, table_id: str) -> None:
        """A socket at a table: refused at the handshake from a foreign page or past
        the address's quota, else served until it goes."""
        origin = socket.headers.get("origin")
        if self.foreign(origin):
            log.warning("origin refused", extra={"origin": (origin or "")[:100]})
            await socket.close(code=1008)
            return
        client = client_key(socket.client and socket.client.host)
        if self.open[client] >= self.config.sockets_per_client or \
                self.total >= self.config.sockets:  # a crowd from one address, or from many
            log.warning("too many sockets", extra={"client": client, "open": self.total})
            await socket.close(code=1008)
            return
        self.open[client] += 1
        self.total += 1
        try:
            await self._play_on(socket, table_id)
        finally:
            self.total -= 1
            self.open[client] -= 1
            if not self.open[client]:
                del self.open[client]

    async def _play_on(self, socket: WebSocket, table_id: str) -> None:
        await socket.accept()
        connection = Connection(socket, self.config)
        writer = asyncio.create_task(connection.write())
        try:
            await serve_connection(self.hub, connection, table_id, self.config.message_bytes)
        except WebSocketDisconnect:
            pass
        finally:
            if connection.table is not None:
                await connection.table.leave(connection)
            writer.cancel()


async def serve_connection(hub: Hub, connection: Connection, table_id: str,
                           limit: int) -> None:
    """Read one client's messages until it goes."""
    socket = connection.socket
    while True:
        message = await socket.receive()
        if message["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(message.get("code", 1000))
        try:
            connection.spend()
            text = message.get("text")
            if text is None:
                raise Refused("malformed", "messages are JSON text")
            await handle(hub, connection, table_id, parse_message(text, limit))
        except Refused as refusal:
            connection.send(refusal.frame())


async def handle(hub: Hub, connection: Connection, table_id: str,
                 message: dict[str, Any]) -> None:
    """Act on one checked message."""
    kind = message["type"]
    table = connection.table or await hub.table(table_id)
    token = message["token"]
    seat = None if token is None else table.seat_of(token)
    if kind == "hello":
        if connection.table is None:
            connection.seat, connection.table = seat, table
            await table.join(connection, message["seen"])
            return
        if seat != connection.seat:
            raise Refused("bad_token", "this connection holds another seat")
        await table.resync(connection, message["seen"])
        return
    if connection.table is None or seat != connection.seat:
        raise Refused("bad_token", "say hello with this seat's token first")
    assert seat is not None
    if kind == "act":
        await table.act(seat, message["seen"], message["action"])
    elif kind == "react":
        table.react(seat, message["reaction"])
    elif kind == "again":
        await table.again(seat)
    elif kind == "hint":
        await table.hint(connection, seat, message["seen"])
    else:
        await table.take_back(seat)


def stored_record(hub: Hub, table_id: str) -> JSONResponse:
    """The record of a table's current match from the database (any process may answer):
    finished, the full record; in progress, the public one."""
    try:
        found = hub.store.table(table_id)
        if found is None:
            return error(404, "not_found", "there is no such table")
        row, seats = found
        match: Match[Any] = Match(make_game(row.game, row.options),
                                  match_seed(row.seed, row.match_no))
        for _, text in hub.store.actions(table_id, row.match_no):
            match.act(match.game.parse_action(text))
    except DAMAGE:
        return error(404, "not_found", DAMAGED)
    names = [{"name": s.name, **({"bot": s.level} if s.kind == "bot" else {}),
              **({"default_name": True} if s.named_by_server else {})} for s in seats]
    return JSONResponse(to_record(match, names) if match.winners is not None
                        else public_record(match, names))


async def json_body(request: Request) -> Any:
    """The JSON body, read up to :data:`BODY_BYTES` whatever the request says of its
    length (a chunked body says nothing)."""
    body = bytearray()
    try:
        async for chunk in request.stream():
            body += chunk
            if len(body) > BODY_BYTES:
                raise BadRequest("too_big", f"a body is at most {BODY_BYTES} bytes")
    except ClientDisconnect:  # nobody is left to answer: no error worth a log line
        raise BadRequest("malformed", "the body ended early") from None
    try:
        return loads(bytes(body))
    except ValueError:
        raise BadRequest("malformed", "the body is JSON") from None


def bad_request(bad: BadRequest) -> JSONResponse:
    status = {"too_many_tables": 429, "too_big": 413, "busy": 503,
              "unavailable": 503}.get(bad.code, 400)
    return error(status, bad.code, str(bad), **bad.fields)


def error(status: int, code: str, message: str, **fields: object) -> JSONResponse:
    return JSONResponse({"error": code, "message": message, **fields}, status_code=status)


def refused(refusal: Refused) -> JSONResponse:
    status = {"not_found": 404, "unavailable": 503}.get(refusal.code, 400)
    return error(status, refusal.code, refusal.message)


def game_json(game_id: str) -> dict[str, Any]:
    """A game for the page: its options, its description under the defaults, and its
    words for the keys it says (:meth:`~majlis.protocol.Game.words`), which the page
    uses to draw its lobby form, its tables and its records."""
    cls = game_class(game_id)
    game = cls.from_options({})
    options = [{"name": o.name, "default": o.default, "help": o.help, "choices": list(o.choices),
                "low": o.low, "high": o.high} for o in cls.OPTIONS]
    return {"id": game_id, "title": cls.title, "options": options,
            "description": as_json(game, game.describe()), "words": cls.words(),
            "bots": list(LEVELS)}
