"""The players' own sockets (``/ws/friends``): each open page of a named player, at
whichever process the balancer gave it, says where it is (the lobby, a table, or an
event) and is
sent its player's view (:meth:`~majlis.server.friends.Friends.view`) at once and again
whenever it changes: a friend's request or answer, a friend coming, going or moving to
a table or an event, an invitation.  The processes hear of a change through PostgreSQL's
notices (:mod:`majlis.server.notices`, the friends' channel); on SQLite this process
is the only one.

The page proves its player by the key in its first message (never in the address,
where a log could keep it): ``{"type": "hello", "key": ..., "table": id or null}``, and
on an event's page ``"event": id`` too.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
from collections.abc import Coroutine, Iterable
from typing import Any

from fastapi import WebSocket, WebSocketDisconnect

from majlis.server.friends import CHANNEL, Friends, Where
from majlis.server.hub import Hub
from majlis.server.periodic import repeat
from majlis.server.players import Players
from majlis.server.quotas import client_of
from majlis.server.sockets import Connection, Sockets
from majlis.server.store import Unavailable
from majlis.server.wire import Refused, read_message

KEY_LENGTH = 64
"""The longest key a hello may carry (a player's key is 32 characters)."""


class FriendSockets:
    """The players' sockets held by this process, by player."""

    def __init__(self, hub: Hub, sockets: Sockets, players: Players, friends: Friends) -> None:
        self.hub, self.sockets, self.players, self.friends = hub, sockets, players, friends
        self.pages: dict[str, set[Connection]] = {}
        self.open: dict[str, tuple[str, Where]] = {}
        """Each page open here, by its name: its player, and where it is."""
        self._due: set[str] = set()
        """Players whose view is to be read and sent (a task each, under way)."""
        self._read = 0
        self._sent: dict[str, int] = {}
        """The number of each player's newest view sent (reads may end out of order)."""
        self._tasks: set[asyncio.Task[None]] = set()
        self.stopping = False
        if hub.notices is not None:
            hub.notices.listen(CHANNEL, lambda player: self.told((player,)), self.missed)

    async def start(self) -> None:
        """Forget the pages of processes gone, and set this process's own right, now
        and every third of a lease."""
        self._keep(self._sweeping())

    async def stop(self) -> None:
        """Hang up every page (to connect again, to any process): their presence here
        ends with this process (its retirement, which the other processes sweep)."""
        self.stopping = True
        for task in list(self._tasks):
            task.cancel()
        for pages in self.pages.values():
            for page in pages:
                page.hang_up()

    def changed(self, players: Iterable[str]) -> None:
        """A write here changed these players' views: each is sent its own (on
        PostgreSQL, when its notice comes back, as to every process)."""
        if self.hub.notices is None:
            self.told(players)

    def told(self, players: Iterable[str]) -> None:
        """These players' views changed: those with pages here are sent theirs."""
        for player in players:
            if player in self.pages and player not in self._due:
                self._due.add(player)
                self._keep(self._send_view(player))

    def missed(self) -> None:
        """Notices may have been missed: every page here is sent its view again."""
        self.told(list(self.pages))

    async def _send_view(self, player: str) -> None:
        self._due.discard(player)  # a change from now on reads again
        self._read += 1
        number = self._read
        try:
            view = json.dumps(await asyncio.to_thread(self.friends.view, player))
        except Unavailable:
            return  # the database's return is a missed notice: every view is sent again
        if number < self._sent.get(player, 0):
            return
        self._sent[player] = number
        for page in self.pages.get(player, ()):
            page.send(view)

    async def _sweeping(self) -> None:
        await repeat(self._sweep, self.hub.config.lease / 3, "setting the friends' presence right",
                     at_once=True)

    async def _sweep(self) -> None:
        self.changed(await asyncio.to_thread(self.friends.sweep))
        self.changed(await asyncio.to_thread(self.friends.settle, dict(self.open)))

    def _keep(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- one page's socket ------------------------------------------------------

    async def serve(self, socket: WebSocket) -> None:
        """A page's socket: refused at the handshake from a foreign page or past the
        address's quota (counted with the tables' sockets), else held until it goes."""
        if self.sockets.foreign(socket.headers.get("origin")):
            await socket.close(code=1008)
            return
        client, config = client_of(socket), self.hub.config
        if not self.sockets.open.take(client, config.sockets_per_client, config.sockets):
            await socket.close(code=1008)
            return
        try:
            await socket.accept()
            page = Connection(socket, config)
            writer = asyncio.create_task(page.write())
            try:
                await self._hold(page)
            except WebSocketDisconnect:
                pass
            finally:
                writer.cancel()
        finally:
            self.sockets.open.give_back(client)

    async def _hold(self, page: Connection) -> None:
        """Read the page's hello, then hold it until it goes (what else it sends is
        refused: its player acts through the HTTP routes)."""
        hello = await self._hello(page)
        while hello is None:
            hello = await self._hello(page)
        player, where = hello
        name = secrets.token_hex(8)
        self.pages.setdefault(player, set()).add(page)
        self.open[name] = (player, where)
        try:
            with contextlib.suppress(Unavailable):  # (said by the next settling)
                self.changed(await asyncio.to_thread(self.friends.here, name, player, where))
            self.told((player,))
            while (await page.socket.receive())["type"] != "websocket.disconnect":
                page.send(Refused("unknown_type", "this socket only listens").frame(None))
        finally:
            self._leave(player, page)
            del self.open[name]
            if not self.stopping:  # (the database away: the next settling deletes it)
                with contextlib.suppress(Unavailable):
                    self.changed(await asyncio.to_thread(self.friends.gone, name))

    def _leave(self, player: str, page: Connection) -> None:
        pages = self.pages.get(player, set())
        pages.discard(page)
        if not pages:
            self.pages.pop(player, None)
            self._sent.pop(player, None)

    async def _hello(self, page: Connection) -> tuple[str, Where] | None:
        """The player of the page's hello, and where the page is; None (refused to the
        page) for anything else."""
        message = await page.socket.receive()
        if message["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(message.get("code", 1000))
        try:
            page.spend()
            hello = read_message(message.get("text") or "", self.hub.config.message_bytes)
            key, table, event = hello.get("key"), hello.get("table"), hello.get("event")
            if hello.get("type") != "hello" or not isinstance(key, str) or \
                    len(key) > KEY_LENGTH or not all(isinstance(at, str | None)
                                                     for at in (table, event)):
                raise Refused("malformed", "say hello with your key and table (or null), and"
                                           " event (or none)")
            found = await asyncio.to_thread(self.players.by_key, key)
            if found is None:
                raise Refused("bad_player", "this key is no player's: become one first")
            return found[0], (table and table[:KEY_LENGTH], event and event[:KEY_LENGTH])
        except Refused as refusal:
            page.send(refusal.frame(None))
            if refusal.code == "rate_limited":
                page.hang_up(1013)  # try again later
            return None
