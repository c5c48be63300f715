"""An event's socket, ``/ws/events/{id}``: the event's public view at once and again
whenever it changes, and, to a page that says ``{"type": "hello", "key": ...}`` with
its player's key, that player's own part (``you``: registered, to be seated, and the
call to their table) whenever it changes.

The owner of the event may be another process: each process watches the version of
every event one of its sockets follows (one read a tick, however many follow it) and
tells its own sockets what changed.  Only the ``you`` frame carries a seat's link, and
only to the socket its player's key opened.

The socket also carries the event's talk (:mod:`majlis.server.event_talk`): a hello
(with a key, or ``null`` for nobody's) is answered with the talk so far, and a named
player's page may say ``{"type": "chat", "text": ...}``.  A ban hangs up its player's
pages, and an event the host removed tells its pages so (``removed``) and hangs up.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

from fastapi import WebSocket, WebSocketDisconnect

from majlis.server.community_store import HostAct
from majlis.server.event_routes import NOT_IN, EventViews
from majlis.server.event_talk import FIELDS, EventTalk
from majlis.server.periodic import repeat
from majlis.server.sockets import Connection, Sockets
from majlis.server.wire import Refused, act_of, check_message, read_message

WATCH = 0.5
"""Seconds between two reads of a followed event's version."""
KEY_CHARACTERS = 64


@dataclass(eq=False)
class Follower:
    """A socket following an event, and its player (once it said hello)."""

    connection: Connection
    player_id: str | None = None
    said: str = ""
    """The last ``you`` frame sent."""


@dataclass
class Followed:
    """The sockets of this process following one event, and the task watching it."""

    followers: set[Follower] = field(default_factory=set)
    task: asyncio.Task[None] | None = None


class EventSockets:
    """The event sockets of this process."""

    def __init__(self, views: EventViews, sockets: Sockets) -> None:
        self.views, self.sockets = views, sockets
        self.followed: dict[str, Followed] = {}
        self.talk = EventTalk(sockets.chat, self.connections)
        self.talk.peace.elsewhere.append(lambda: self.connections(*self.followed))
        self.talk.peace.acted.append(self.removed)

    def connections(self, *event_ids: str) -> list[Connection]:
        """The sockets here following these events."""
        return [f.connection for e in event_ids if e in self.followed
                for f in self.followed[e].followers]

    def removed(self, act: HostAct) -> None:
        """The host removed an event: its pages here are told, and let go."""
        if act.action == "remove_event":
            frame = Refused("removed", "the host removed this event").frame()
            for connection in self.connections(act.subject):
                connection.send(frame)
                connection.hang_up(1000)

    async def open(self, socket: WebSocket, event_id: str) -> None:
        """A socket to an event, admitted as every socket of the server is (its page's
        origin, its address's quota)."""
        await self.sockets.admit(socket, lambda: self.follow(socket, event_id))

    async def follow(self, socket: WebSocket, event_id: str) -> None:
        """Serve one socket until it goes."""
        await socket.accept()
        connection = Connection(socket, self.sockets.config)
        writer = asyncio.create_task(connection.write())
        follower = Follower(connection)
        try:
            view = await asyncio.to_thread(self.views.view, event_id)
        except Refused as refusal:
            connection.send(refusal.frame(None))
            connection.hang_up(1000)
            await writer
            return
        connection.send(json.dumps({"type": "event", **view}))
        followed = self.followed.setdefault(event_id, Followed())
        followed.followers.add(follower)
        if followed.task is None:
            followed.task = asyncio.create_task(self._watch(event_id, view["version"]))
        try:
            await self._read(follower, event_id)
        except WebSocketDisconnect:
            pass
        finally:
            followed.followers.discard(follower)
            if not followed.followers and followed.task is not None:
                followed.task.cancel()
                del self.followed[event_id]
            writer.cancel()

    async def _read(self, follower: Follower, event_id: str) -> None:
        """A page's messages: its hello (with its player's key, or null), and its
        player's talk."""
        connection = follower.connection
        while True:
            message = await connection.socket.receive()
            if message["type"] == "websocket.disconnect":
                raise WebSocketDisconnect(message.get("code", 1000))
            checked: dict[str, Any] = {}
            try:
                connection.spend()
                checked = read_message(message.get("text") or "",
                                       self.sockets.config.message_bytes)
                check_message(checked, FIELDS)
                if checked["type"] == "chat":
                    await self.talk.say(connection, event_id, checked["text"])
                else:
                    await self._hello(follower, event_id, checked["key"])
            except Refused as refusal:
                connection.send(refusal.frame(act_of(checked)))

    async def _hello(self, follower: Follower, event_id: str, key: str | None) -> None:
        """The page's player (none for a null key) signed in, unless banned; their part
        told, and the talk they may see sent."""
        if key is not None:
            if not 0 < len(key) <= KEY_CHARACTERS:
                raise Refused("malformed", f"a key is 1 to {KEY_CHARACTERS} characters")
            found = await self.talk.peace.sign_in(key)
            follower.connection.player = found
            follower.player_id, follower.said = found[0], ""
            await self._tell(follower, event_id)
        await self.talk.joined(follower.connection, event_id)

    async def _tell(self, follower: Follower, event_id: str) -> None:
        """The player's part, if it changed since last said."""
        if follower.player_id is not None:
            parts = await asyncio.to_thread(self.views.parts, event_id)
            _say(follower, parts)

    async def _watch(self, event_id: str, version: int) -> None:
        """Tell this process's followers of the event each change of it."""
        async def turn() -> None:
            nonlocal version
            version = await self._changed(event_id, version)

        await repeat(turn, WATCH, "event watch", extra={"event": event_id})

    async def _changed(self, event_id: str, version: int) -> int:
        """Tell the followers the event as it is now if its version is past
        ``version``: the version told."""
        now = await asyncio.to_thread(self.views.events.version, event_id)
        if now is None or now == version:
            return version
        view = await asyncio.to_thread(self.views.view, event_id)
        parts = await asyncio.to_thread(self.views.parts, event_id)
        frame = json.dumps({"type": "event", **view})
        for follower in list(self.followed[event_id].followers):
            follower.connection.send(frame)
            _say(follower, parts)
        return int(view["version"])


def _say(follower: Follower, parts: dict[str, dict[str, Any]]) -> None:
    """The follower's player's part (of ``parts``, every player's), if it changed since
    last said."""
    if follower.player_id is None:
        return
    frame = json.dumps({"type": "you", **parts.get(follower.player_id, NOT_IN)})
    if frame != follower.said:
        follower.said = frame
        follower.connection.send(frame)
