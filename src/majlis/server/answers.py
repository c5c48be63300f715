"""How the server answers over HTTP: every refusal as one JSON shape (or, to a browser
opening an address, a page in its person's language), bodies read within their limits,
and ``HEAD`` wherever ``GET`` is answered.
"""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import ClientDisconnect
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from majlis.records import RecordError
from majlis.safejson import loads
from majlis.server.pages import error_page, language, wants_page
from majlis.server.seats import unavailable
from majlis.server.store import Unavailable
from majlis.server.wire import Refused

BODY_BYTES = 1 << 20
"""The largest HTTP body (a record for the replay viewer)."""
BODY_SECONDS = 10.0
"""How long a client may take to send a body once its headers came."""
HTTP_CODES = {404: "not_found", 405: "not_allowed", 413: "too_big"}
"""The refusal of each status Starlette answers itself (an unknown path or method)."""


def answer(refusal: Refused) -> JSONResponse:
    """A refusal as an HTTP answer, with its status."""
    return JSONResponse(refusal.json(), status_code=refusal.status)


def install(app: FastAPI) -> None:
    """Answer every refusal, fault and unknown address of ``app`` alike, and ``HEAD``."""

    @app.exception_handler(Refused)
    async def refused(request: Request, refusal: Refused) -> Response:
        if wants_page(request):
            return error_page(refusal.status, language(request))
        return answer(refusal)

    @app.exception_handler(Unavailable)
    async def database_away(request: Request, exc: Unavailable) -> Response:
        """The tables' database cannot be reached now (a balancer tries another)."""
        return await refused(request, unavailable())

    @app.exception_handler(RecordError)
    async def bad_record(request: Request, fault: RecordError) -> Response:
        """A record the rules refuse: where and why, for the viewer to say (with the
        fault as data, ``why``, where it has one, to say in its own words)."""
        why = {} if fault.why is None else {"why": fault.why}
        return JSONResponse({"ok": False, "error": {**fault.json(), **why}}, status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        """Unknown paths and methods answer as every other refusal does."""
        code = HTTP_CODES.get(exc.status_code, "malformed")
        return await refused(request, Refused(code, str(exc.detail).lower()))

    @app.exception_handler(Exception)
    async def server_error(request: Request, exc: Exception) -> Response:
        """A fault of the server's own (logged by the server)."""
        return await refused(request, Refused("server_error", "the server failed to answer"))

    @app.middleware("http")
    async def limit_bodies(request: Request, call_next: Any) -> Any:
        if int(request.headers.get("content-length") or 0) > BODY_BYTES:
            return await refused(request, too_big())
        return await call_next(request)

    app.add_middleware(HeadAsGet)


def too_big() -> Refused:
    return Refused("too_big", f"a body is at most {BODY_BYTES} bytes", limit=BODY_BYTES)


async def json_body(request: Request) -> Any:
    """The JSON body, read up to :data:`BODY_BYTES` whatever the request says of its
    length (a chunked body says nothing), within :data:`BODY_SECONDS`."""
    body = bytearray()
    try:
        async with asyncio.timeout(BODY_SECONDS):
            async for chunk in request.stream():
                body += chunk
                if len(body) > BODY_BYTES:
                    raise too_big()
    except ClientDisconnect:  # nobody is left to answer: no error worth a log line
        raise Refused("malformed", "the body ended early") from None
    except TimeoutError:
        raise Refused("too_slow", f"a body is sent within {BODY_SECONDS:g} seconds") from None
    try:
        return loads(bytes(body))
    except ValueError:
        raise Refused("malformed", "the body is JSON") from None


class HeadAsGet:
    """``HEAD`` answered wherever ``GET`` is: the ``GET`` answer's status and headers,
    without its body."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "HEAD":
            await self.app(scope, receive, send)
            return

        async def headers_only(message: Message) -> None:
            if message["type"] == "http.response.body":
                if message.get("more_body", False):
                    return
                message = {"type": "http.response.body", "body": b""}
            await send(message)

        await self.app({**scope, "method": "GET"}, receive, headers_only)
