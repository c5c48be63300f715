"""The friends' HTTP routes (docs/community.md, "Friends"): ask a player by name to be
friends, accept or decline, end a friendship, hide where one is; invite a friend to a
table, and join or decline an invitation.  Each answers the player's view as it is
now (what their sockets are sent too); every change is sent at once to the sockets of
the players it concerns, at whichever process holds them
(:mod:`majlis.server.friend_sockets`).

An invitation is by a table's link: its watching link ``/t/{id}``, for an open table the
inviter sits at (Join seats the invitee at a free seat, with a link made for them), or
a seat's own link ``/t/{id}#seat=...``, whose seat the invitee is given: only that
seat's, and only in the invitee's own view.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

from fastapi import APIRouter, Request

from majlis.server.answers import json_body
from majlis.server.friend_sockets import FriendSockets
from majlis.server.moderation import Peace
from majlis.server.names import NAME_CHARACTERS
from majlis.server.quickplay import OpenTables
from majlis.server.quotas import Budgets
from majlis.server.seats import token_hash
from majlis.server.wire import Refused

ASKS_PER_MINUTE = 30
"""Requests and invitations a player may send a minute (a minute's in a burst)."""
LINK = re.compile(r"/t/([A-Za-z0-9_-]{1,64})(?:#seat=([A-Za-z0-9_-]{1,64}))?")
"""A table's link: its id, and a seat's token where it is a seat's."""


def friend_routes(live: FriendSockets, tables: OpenTables, peace: Peace) -> APIRouter:
    """The friends' routes; who sends a request is signed in by ``peace`` (a banned
    player is refused)."""
    router = APIRouter()
    friends, players, store = live.friends, tables.players, tables.hub.store
    asking = Budgets(ASKS_PER_MINUTE / 60, ASKS_PER_MINUTE)

    async def answered(player: str, changed: set[str]) -> dict[str, Any]:
        """Send the changed views, and answer the player's own."""
        live.changed(changed)
        return await asyncio.to_thread(friends.view, player)

    async def named(body: Any, *fields: str) -> tuple[str, dict[str, Any]]:
        """The id of the player named in ``body`` (a JSON object of ``name`` and
        ``fields``), and the body."""
        if not isinstance(body, dict) or set(body) != {"name", *fields} or \
                not isinstance(body["name"], str) or len(body["name"]) > NAME_CHARACTERS:
            raise Refused("malformed", f"the body is {{{', '.join(('name', *fields))}}}")
        found = await asyncio.to_thread(players.by_name, body["name"])
        if found is None:
            raise Refused("not_found", "there is no such player")
        return found[0], body

    async def sender(request: Request) -> str:
        """The player sending a request or an invitation, within their budget."""
        player, _ = await peace.player(request)
        if not asking.take(player):
            raise Refused("rate_limited", f"at most {ASKS_PER_MINUTE} requests a minute",
                          limit=ASKS_PER_MINUTE)
        return player

    async def view(request: Request) -> Any:
        player, _ = await peace.player(request)
        return await asyncio.to_thread(friends.view, player)

    async def ask(request: Request) -> Any:
        player = await sender(request)
        other, _ = await named(await json_body(request))
        outcome, changed = await asyncio.to_thread(friends.ask, player, other)
        return {**await answered(player, changed), "outcome": outcome}

    async def answer(request: Request) -> Any:
        player, _ = await peace.player(request)
        other, body = await named(await json_body(request), "accept")
        if not isinstance(body["accept"], bool):
            raise Refused("malformed", "accept is true or false")
        return await answered(player, await asyncio.to_thread(
            friends.answer, player, other, body["accept"]))

    async def remove(request: Request) -> Any:
        player, _ = await peace.player(request)
        other, _ = await named(await json_body(request))
        return await answered(player, await asyncio.to_thread(friends.remove, player, other))

    async def hide(request: Request) -> Any:
        player, _ = await peace.player(request)
        body = await json_body(request)
        if not isinstance(body, dict) or set(body) != {"hidden"} or \
                not isinstance(body["hidden"], bool):
            raise Refused("malformed", "the body is {hidden: true or false}")
        return await answered(player, await asyncio.to_thread(friends.hide, player,
                                                              body["hidden"]))

    async def invite(request: Request) -> Any:
        player = await sender(request)
        other, body = await named(await json_body(request), "link")
        table, seat, link = await invited_to(player, body["link"])
        return await answered(player, await asyncio.to_thread(
            friends.invite, player, other, table, seat, link))

    async def invited_to(player: str, link: object) -> tuple[str, int | None, str | None]:
        """The table, seat and seat's link of an invitation by ``link``; ``not_found``
        where the seat is none of the table's people's, or the inviter sits at no
        such open table."""
        found = LINK.fullmatch(link) if isinstance(link, str) else None
        if found is None:
            raise Refused("malformed", "link is a table's link: /t/{id}, or a seat's")
        table, token = found.groups()
        if token is None:
            seated = await asyncio.to_thread(players.seats, table)
            if player not in {p for p, gone in seated.values() if not gone}:
                raise Refused("not_found", "you sit at no open table of this link")
            return table, None, None
        stored = await asyncio.to_thread(store.table, table)
        seats = [s.seat for s in (stored[1] if stored else [])
                 if s.kind == "human" and s.token_hash == token_hash(token)]
        if not seats:
            raise Refused("not_found", "this link is no seat of a person at this table")
        return table, seats[0], f"/t/{table}#seat={token}"

    async def join(request: Request) -> Any:
        player = await peace.player(request)
        taken, changed = await asyncio.to_thread(
            friends.take_invitation, player[0], request.path_params["invitation"])
        live.changed(changed)
        if taken.link is not None:
            return {"table": taken.table, "seat": taken.seat, "link": taken.link,
                    "watch": f"/t/{taken.table}"}
        return (await tables.sit(taken.table, player)).json()

    async def decline(request: Request) -> Any:
        player, _ = await peace.player(request)
        _, changed = await asyncio.to_thread(friends.take_invitation, player,
                                             request.path_params["invitation"])
        return await answered(player, changed)

    for method, path, work in (
            ("GET", "/api/friends", view), ("POST", "/api/friends", ask),
            ("POST", "/api/friends/answer", answer), ("POST", "/api/friends/remove", remove),
            ("POST", "/api/friends/hide", hide), ("POST", "/api/invitations", invite),
            ("POST", "/api/invitations/{invitation}/join", join),
            ("POST", "/api/invitations/{invitation}/decline", decline)):
        router.add_api_route(path, work, methods=[method])
    return router
