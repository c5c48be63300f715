"""A player's routes for keeping their own peace (docs/community.md): the players they
mute and block, and reports of a player or a message, each with the player's key in
the ``x-majlis-player`` header."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter, Request

from majlis.server.answers import json_body
from majlis.server.community_store import Message
from majlis.server.moderation import Peace
from majlis.server.wire import Refused

REASON = 500
"""The longest reason a report gives, in characters."""


async def reported(peace: Peace, name: object,
                   message_id: object) -> tuple[str | None, Message | None]:
    """The player and the message a report names (the message's speaker where it
    names no player), or :class:`Refused`."""
    if (name is None and message_id is None) or not isinstance(name, str | None) or \
            not isinstance(message_id, int | None) or isinstance(message_id, bool):
        raise Refused("malformed", "a report names a player (name) or a message (its id)")
    message = None if message_id is None else \
        await asyncio.to_thread(peace.community.message, message_id)
    player = None if name is None else await asyncio.to_thread(peace.players.by_name, name)
    if (message_id is not None and message is None) or (name is not None and player is None):
        raise Refused("not_found", "there is no such player or message")
    return player[0] if player else message.player_id if message else None, message


def peace_routes(peace: Peace) -> APIRouter:
    router = APIRouter()
    community = peace.community

    async def shunned(request: Request) -> Any:
        player_id, _ = await peace.player(request)
        found = await asyncio.to_thread(community.shunned, player_id)
        return {kind: sorted(names) for kind, names in found.items()}

    async def shun(request: Request) -> Any:
        player = await peace.player(request)
        body = await json_body(request)
        if not isinstance(body, dict) or set(body) != {"name", "kind", "on"}:
            raise Refused("malformed", "the body is {name, kind: mute or block, on}")
        await peace.shun(player, body["name"], body["kind"], body["on"])
        return await shunned(request)

    async def report(request: Request) -> Any:
        """A report of a player (``name``), of a message (``message``, its id: the
        message and its table are kept with it), or of both, with a ``reason``."""
        reporter, _ = await peace.player(request)
        body = await json_body(request)
        if not isinstance(body, dict) or not set(body) <= {"name", "message", "reason"} or \
                not isinstance(body.get("reason", ""), str) or \
                len(body.get("reason", "")) > REASON:
            raise Refused("malformed", f"the body is {{name, message, reason}}, a reason at"
                                       f" most {REASON} characters")
        player_id, message = await reported(peace, body.get("name"), body.get("message"))
        number = await asyncio.to_thread(community.report, reporter, player_id, message,
                                         None if message is None else message.table_id,
                                         body.get("reason", ""))
        return {"report": number}

    for method, path, work in (("GET", "/api/me/peace", shunned),
                               ("POST", "/api/me/peace", shun),
                               ("POST", "/api/reports", report)):
        router.add_api_route(path, work, methods=[method])
    return router
