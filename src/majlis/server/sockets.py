"""The server's WebSockets: one per client, from the handshake to the hang-up.

Each socket has an outbox that a slow reader cannot grow without bound, a rate budget
for its messages, and a budget for what makes its table commit (a seat joining,
asking for another match, taking back its seat); every message is checked
(:mod:`majlis.server.wire`) before a table sees it, and a refusal goes to its sender
alone, naming the message it answers (the ``id`` it carried).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import WebSocket, WebSocketDisconnect

from majlis.server.chat import Chat
from majlis.server.hub import Config, Hub
from majlis.server.metrics import MOVE_ACK
from majlis.server.quotas import Bucket, Budgets, Counts, address_of, client_of
from majlis.server.table import Table
from majlis.server.wire import Refused, act_of, check_message, read_message

QUEUE = 256
"""Frames waiting for a slow client before it is dropped."""
CHANGES_PER_SECOND = 10.0
CHANGES_BURST = 20
"""How often one seat may make its table commit and tell everyone (joining, asking for
another match, taking back its seat), with a burst of so many: past them the change
waits its turn, and past a whole burst waiting it is refused, so that a seat that
connects and leaves in a loop, or asks again and again, costs its table at most so
many commits a second."""

log = logging.getLogger("majlis.server")


class Connection:
    """One WebSocket: its seat once it said hello, an outbox, and a rate budget."""

    def __init__(self, socket: WebSocket, config: Config) -> None:
        self.socket = socket
        self.seat: int | None = None
        self.table: Table | None = None
        self.player: tuple[str, str] | None = None
        """The named player whose connection it is, if one's (their seat, or signed in)."""
        self.client = client_of(socket)
        self.outbox: asyncio.Queue[str | int] = asyncio.Queue(QUEUE)
        """Frames to send, then (an int) the code to close the socket with."""
        self.budget = Bucket(config.rate, 2 * config.rate)
        self.every = config.ping
        self.ping = json.dumps({"type": "ping", "every": config.ping})

    def send(self, frame: str) -> None:
        self._queue(frame)

    def hang_up(self, code: int = 1012) -> None:
        """Close once the frames already queued are sent (1012, service restart: the
        client connects again and finds the table wherever it is held now)."""
        self._queue(code)

    def _queue(self, item: str | int) -> None:
        try:
            self.outbox.put_nowait(item)
        except asyncio.QueueFull:  # a client that does not read is let go
            while not self.outbox.empty():
                self.outbox.get_nowait()
            self.outbox.put_nowait(1008)

    def spend(self) -> None:
        """Take one message from the rate budget, or :class:`Refused`."""
        if not self.budget.take():
            raise Refused("rate_limited", "too many messages; slow down")

    async def write(self) -> None:
        """Send what is queued, and a ping whenever nothing was for :attr:`Config.ping`
        seconds (the first at once: it tells the page how often to expect one)."""
        item: str | int = self.ping
        try:
            while isinstance(item, str):
                await self.socket.send_text(item)
                try:
                    item = await asyncio.wait_for(self.outbox.get(), self.every)
                except TimeoutError:
                    item = self.ping
            await self.socket.close(code=item)
        except WebSocketDisconnect:  # the client went: the reader hears it and leaves
            return


class Sockets:
    """The server's WebSockets: how many each client address holds open, how often each
    seat changes its table, and each socket's life."""

    def __init__(self, hub: Hub, config: Config, foreign: Callable[[str | None], bool],
                 chat: Chat) -> None:
        self.hub, self.config, self.foreign = hub, config, foreign
        self.chat = chat
        """Table talk, and who is who at the table (:mod:`majlis.server.chat`)."""
        self.open = Counts()
        """Open WebSockets by client address (hashed)."""
        self.changes = Budgets(CHANGES_PER_SECOND, CHANGES_BURST)
        """Each seat's budget of changes, by table and seat."""

    async def play(self, socket: WebSocket, table_id: str) -> None:
        """A socket at a table: refused at the handshake from a foreign page or past
        the address's quota, else served until it goes."""
        await self.admit(socket, lambda: self._play_on(socket, table_id))

    async def admit(self, socket: WebSocket, serve: Callable[[], Awaitable[None]]) -> None:
        """Any socket of the server (a table's, an event's): refused at the handshake
        from a foreign page or past the address's quota, else ``serve``'d."""
        origin = socket.headers.get("origin")
        if self.foreign(origin):
            log.warning("origin refused", extra={"origin": (origin or "")[:100]})
            await socket.close(code=1008)
            return
        client = client_of(socket)
        if not self.open.take(client, self.config.sockets_per_client, self.config.sockets):
            # a crowd from one address, or from many
            log.warning("too many sockets",  # the address, where the log keeps them
                        extra={"client": address_of(socket), "open": self.open.total})
            await socket.close(code=1008)
            return
        try:
            await serve()
        finally:
            self.open.give_back(client)

    async def _play_on(self, socket: WebSocket, table_id: str) -> None:
        await socket.accept()
        connection = Connection(socket, self.config)
        writer = asyncio.create_task(connection.write())
        try:
            await self.serve(connection, table_id)
        except WebSocketDisconnect:
            pass
        finally:
            if connection.table is not None:
                await connection.table.leave(connection)
            writer.cancel()

    async def serve(self, connection: Connection, table_id: str) -> None:
        """Read one client's messages until it goes."""
        while True:
            message = await connection.socket.receive()
            if message["type"] == "websocket.disconnect":
                raise WebSocketDisconnect(message.get("code", 1000))
            checked: dict[str, Any] = {}
            try:
                connection.spend()
                text = message.get("text")
                if text is None:
                    raise Refused("malformed", "messages are JSON text")
                checked = read_message(text, self.config.message_bytes)
                check_message(checked)
                await self.handle(connection, table_id, checked)
            except Refused as refusal:
                connection.send(refusal.frame(act_of(checked)))
                if connection.table is None and refusal.code == "rate_limited":
                    connection.hang_up(1013)  # try again later: the page comes back

    async def handle(self, connection: Connection, table_id: str,
                     message: dict[str, Any]) -> None:
        """Act on one checked message."""
        kind = message["type"]
        table = connection.table or await self.hub.table(table_id)
        token = message["token"]
        seat = None if token is None else table.standing.seat_of(token)
        if kind == "hello":
            if connection.table is None:
                connection.seat = seat
                await self.chat.peace.seated(connection, table.id)
                if seat is not None and not table.standing.seats[seat].here:
                    await self._change(table, seat)
                connection.table = table
                await table.join(connection, message["seen"])
                await self.chat.joined(connection, table)
                return
            if seat != connection.seat:
                raise Refused("bad_token", "this connection holds another seat")
            await table.resync(connection, message["seen"])
            return
        if connection.table is None or seat != connection.seat:
            raise Refused("bad_token", "say hello with this seat's token first")
        if kind == "hands":
            connection.send(table.scene.hands_frame())
            return
        if kind == "chat":
            await self.chat.say(connection, table, message["text"])
            return
        if kind == "player":  # a spectator talks as a player (answered: who, by name)
            player = await self.chat.peace.sign_in(message["key"])
            connection.player = player
            connection.send(json.dumps({"type": "player", "name": player[1]}))
            return
        assert seat is not None
        if kind == "act":
            read = time.perf_counter()
            await table.act(seat, message["seen"], message["action"])
            MOVE_ACK.observe(time.perf_counter() - read)
        elif kind == "react":
            table.scene.react(seat, message["reaction"])
        elif kind == "hint":
            await table.hint(connection, seat, message["seen"])
        elif kind == "again":
            await self._change(table, seat)
            await table.again(seat)
        else:
            await self._change(table, seat)
            await table.take_back(seat)

    async def _change(self, table: Table, seat: int) -> None:
        """Spend one of the seat's changes once it is there, or :class:`Refused`."""
        await self.changes.wait((table.id, seat), Refused(
            "rate_limited", "this seat changes its table too often; slow down"))
