"""Keeping the peace (docs/community.md): each player's mutes and blocks, and the host's
acts (silence a player's chat, ban a name, close a table, remove an event) taking
effect at once at every process.

A mute or a block is a row of the database, read each time talk is sent
(:meth:`~majlis.server.chat.Chat.deliver`), so it holds at once at every process.  The
host's acts are rows
of the host's log (:meth:`~majlis.server.community_store.Community.host_log`): a
silence and a ban are read at every message and every sign-in, so they hold at once
everywhere; what must be done to the connections (a banned player's hung up, a closed
table's told and hung up, the table let go) each process does as it reads the log,
at once on the notice (PostgreSQL) and else within :data:`POLL` seconds (SQLite, where
``majlis admin`` is another process).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterable
from typing import Protocol

from starlette.requests import HTTPConnection

from majlis.server.background import Background
from majlis.server.community_store import KINDS, PEACE_CHANNEL, Community, HostAct
from majlis.server.hub import Hub
from majlis.server.periodic import repeat
from majlis.server.players import Players
from majlis.server.seats import Client
from majlis.server.table import Table
from majlis.server.wire import Refused

log = logging.getLogger("majlis.server")

KEY_HEADER = "x-majlis-player"
"""The header that carries a player's key."""
POLL = 1.0
"""Seconds between reads of the host's log (the notices' net)."""
CLOSED = "the host closed this table"


class Speaker(Protocol):
    """A connection at a table, as talk and the peace need it."""

    seat: int | None
    player: tuple[str, str] | None
    """The named player, ``(id, name)``, if the connection is one's."""
    client: str
    """Its address (hashed)."""

    def send(self, frame: str) -> None: ...

    def hang_up(self) -> None: ...


class Peace:
    """Mutes, blocks and the host's acts, as this process applies them."""

    def __init__(self, hub: Hub, community: Community, players: Players) -> None:
        self.hub, self.community, self.players = hub, community, players
        self.read = community.last_act()
        """The last act of the host's log this process applied."""
        self._poll: asyncio.Task[None] | None = None
        self._reading = asyncio.Lock()
        self.background = Background()
        self.elsewhere: list[Callable[[], Iterable[Client]]] = []
        """The connections this process holds besides the tables' (the events'), which
        a ban hangs up too."""
        self.acted: list[Callable[[HostAct], None]] = []
        """What else applies each of the host's acts here (an event removed)."""
        hub.shut = community.closed
        if hub.notices is not None:
            hub.notices.listen(PEACE_CHANNEL, self.heard,
                               lambda: self.background.keep(self.catch_up()))

    def start(self) -> None:
        self._poll = asyncio.create_task(self._polling())

    def stop(self) -> None:
        if self._poll is not None:
            self._poll.cancel()

    # -- who is who ------------------------------------------------------------

    async def player(self, request: HTTPConnection) -> tuple[str, str]:
        """The ``(id, name)`` of the player whose key a request carries, or
        :class:`Refused` (no player's key; ``banned``)."""
        return await self.sign_in(request.headers.get(KEY_HEADER))

    async def sign_in(self, key: str | None) -> tuple[str, str]:
        found = None if not key else await asyncio.to_thread(self.players.by_key, key)
        if found is None:
            raise Refused("bad_player", "this key is no player's: become one first")
        await self.admit(found[0])
        return found

    async def admit(self, player_id: str) -> None:
        """:class:`Refused` ``banned`` where the host banned the player."""
        if await asyncio.to_thread(self.community.banned, player_id):
            raise Refused("banned", "the host banned this player")

    async def may_talk(self, player_id: str) -> None:
        """:class:`Refused` ``silenced`` while the host silences the player's chat."""
        left = await asyncio.to_thread(self.community.silenced_for, player_id)
        if left > 0:
            raise Refused("silenced", f"the host silenced this player's chat for"
                                      f" {round(left)} seconds more", seconds=round(left))

    async def seated(self, speaker: Speaker, table_id: str) -> None:
        """A connection takes its seat: the seat's player, if a player holds it (open
        tables), is who it is, unless banned (:class:`Refused`)."""
        if speaker.seat is None:
            return
        player_id = await asyncio.to_thread(self.community.seat_player, table_id, speaker.seat)
        if player_id is not None:
            await self.admit(player_id)
            speaker.player = (player_id, "")

    def blocked(self, a: str, b: str) -> bool:
        """Whether either of two players blocked the other (what other parts ask: quick
        play seats them apart where it can)."""
        return self.community.blocked(a, b)

    def apart(self, player_id: str, table_id: str) -> bool:
        """Whether a player who blocked, or was blocked by, someone seated at an open
        table is kept from it (quick play opens another table rather)."""
        return self.community.blocked_at(player_id, table_id)

    # -- a player's own peace --------------------------------------------------

    async def shun(self, player: tuple[str, str], name: object, kind: object,
                   on: object) -> None:
        """``player`` mutes or blocks another by name, or stops; :class:`Refused` for a
        body that is not one of these, or a name that is no player's."""
        if kind not in KINDS or not isinstance(on, bool) or not isinstance(name, str):
            raise Refused("malformed", "the body is {name, kind: mute or block, on}")
        other = await asyncio.to_thread(self.players.by_name, name)
        if other is None or other[0] == player[0]:
            raise Refused("not_found", "there is no such other player")
        await asyncio.to_thread(self.community.shun, player[0], other[0], str(kind), on)

    # -- hearing of acts -------------------------------------------------------

    def heard(self, payload: str) -> None:
        """A notice: the host acted (``"host ID"``)."""
        self.background.keep(self.catch_up())

    async def _polling(self) -> None:
        await repeat(self.catch_up, POLL, "catching up the host's acts")

    async def catch_up(self) -> None:
        """Apply the host's acts this process has not applied yet."""
        async with self._reading:
            for act in await asyncio.to_thread(self.community.host_log, self.read):
                self.read = act.id
                await self._apply(act)

    async def _apply(self, act: HostAct) -> None:
        if act.action == "ban":
            frame = Refused("banned", "the host banned this player").frame()
            for client in self._connections():
                player = client.player
                if player is not None and player[0] == act.subject:
                    client.send(frame)
                    client.hang_up()
        elif act.action == "close" and act.subject in self.hub.tables:
            await self._close_here(self.hub.tables[act.subject])
        for also in self.acted:
            also(act)

    def _connections(self) -> list[Client]:
        """Every connection this process holds: the tables' and :attr:`elsewhere`."""
        at_tables = [c for t in self.hub.tables.values() for c in t.scene.clients]
        return at_tables + [c for source in self.elsewhere for c in source()]

    async def _close_here(self, table: Table) -> None:
        frame = Refused("closed", CLOSED).frame()
        for client in list(table.scene.clients):
            client.send(frame)
        held = table.held
        self.hub.forget(table)
        if held:
            await asyncio.to_thread(self.hub.store.release, table.id, self.hub.process)
        log.info("table closed by the host", extra={"table": table.id})
