"""The host's page and its API (docs/community.md, "The host"): behind the host key the
server was started with (``MAJLIS_ADMIN_KEY``), sent in the ``x-majlis-host`` header;
without a key given at start there is no admin page at all (``not_found``).  Every act
names who did it (``by``), and is logged with it."""

from __future__ import annotations

import asyncio
import hmac
from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from majlis.server.answers import json_body
from majlis.server.community_store import HostAct
from majlis.server.host import Host, NoSuch, act_json
from majlis.server.moderation import Peace
from majlis.server.pages import scripted_page
from majlis.server.wire import Refused

HOST_HEADER = "x-majlis-host"
BY = 64
"""The longest name of who acts."""


def _text(body: dict[str, Any], field: str, most: int) -> str:
    value = body.get(field)
    if not isinstance(value, str) or not 0 < len(value.strip()) <= most:
        raise Refused("malformed", f"{field!r} is a text of 1 to {most} characters")
    return value.strip()


def admin_routes(key: str | None, host: Host, peace: Peace) -> APIRouter:
    router = APIRouter()

    def check(request: Request) -> None:
        if key is None:
            raise Refused("not_found", "this server has no admin page")
        given = request.headers.get(HOST_HEADER, "")
        if not hmac.compare_digest(given.encode(), key.encode()):
            raise Refused("not_admin", "this is not the host key")

    async def page(request: Request) -> HTMLResponse:
        if key is None:
            raise Refused("not_found", "this server has no admin page")
        return scripted_page(request, "admin.html")

    async def reports(request: Request) -> Any:
        check(request)
        return {"reports": await asyncio.to_thread(host.reports),
                "log": await asyncio.to_thread(host.log)}

    async def acting(request: Request, act: Callable[[str, dict[str, Any]], HostAct]) -> Any:
        check(request)
        body = await json_body(request)
        if not isinstance(body, dict):
            raise Refused("malformed", "the body is a JSON object")
        by = _text(body, "by", BY)
        try:
            done = await asyncio.to_thread(act, by, body)
        except NoSuch as error:
            raise Refused("not_found", str(error)) from None
        await peace.catch_up()  # here at once; the other processes on its notice
        return act_json(done)

    def minutes(body: dict[str, Any]) -> float:
        value = body.get("minutes")
        if not isinstance(value, int | float) or isinstance(value, bool) or value < 0:
            raise Refused("malformed", "'minutes' is a number, 0 or more")
        return float(value)

    async def silence(request: Request) -> Any:
        return await acting(request, lambda by, body: host.silence(
            by, _text(body, "name", 100), minutes(body)))

    async def ban(request: Request) -> Any:
        return await acting(request, lambda by, body: host.ban(
            by, _text(body, "name", 100), body.get("on", True) is not False))

    async def close(request: Request) -> Any:
        return await acting(request, lambda by, body: host.close(
            by, _text(body, "table", 100), str(body.get("reason", ""))[:200]))

    async def remove_event(request: Request) -> Any:
        return await acting(request, lambda by, body: host.remove_event(
            by, _text(body, "event", 100), str(body.get("reason", ""))[:200]))

    router.add_api_route("/admin", page, methods=["GET"])
    for method, path, work in (("GET", "/api/admin/reports", reports),
                               ("POST", "/api/admin/silence", silence),
                               ("POST", "/api/admin/ban", ban),
                               ("POST", "/api/admin/close", close),
                               ("POST", "/api/admin/remove_event", remove_event)):
        router.add_api_route(path, work, methods=[method])
    return router
