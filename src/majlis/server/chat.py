"""Table talk (docs/community.md): what a seat or a spectator says at a table, kept in
the database, then sent to everyone at the table, at every process.

Every word a seat says is public to every seat and spectator alike (there are no
private messages: partners cannot talk apart).  Spectators talk in a channel of their
own, which the seats are sent only once the match it was said in is over, so that no
seat hears what a spectator saw of other hands.  A message is cleaned first
(:mod:`majlis.server.talk`); its sender may be silenced by the host, and a message
over the rate limits (so many every :data:`WINDOW` seconds from one player or seat, and
from one address, counted in the database: every process counts alike) is refused
with a reason, never dropped in silence.  A player who muted or blocked another is not
sent their messages: which receivers did is read at each sending, so a mute holds at
once at every process.

The process that keeps a message sends it to its own clients of the table; on
PostgreSQL the others hear of it (``NOTIFY`` on :data:`CHAT_CHANNEL`, the message's id)
and read it, and send it to theirs: the path of a table's events.  An event's talk
(:mod:`majlis.server.event_talk`) is kept and sent through the same :meth:`Chat.keep`
and :meth:`Chat.deliver`.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import Callable, Coroutine, Iterable, Sequence
from typing import Any

from majlis.server.background import Background
from majlis.server.community_store import CHAT_CHANNEL, Community, Message, Said
from majlis.server.hub import Hub
from majlis.server.moderation import Peace, Speaker
from majlis.server.seats import Client
from majlis.server.table import Table
from majlis.server.talk import chat_text
from majlis.server.wire import Refused

WINDOW = 10.0
"""Seconds over which the rate limits count messages."""
PER_SPEAKER = 5
"""Messages one player (or one seat of a lobby's table) may send every :data:`WINDOW`."""
PER_CLIENT = 12
"""Messages one address may send every :data:`WINDOW`, from all its players."""
HISTORY = 50
"""The messages a client is sent when it comes to a table (the last so many)."""


def chat_frame(messages: Sequence[Message]) -> str:
    """The ``chat`` frame of some messages: what was said, by which seat (None: a
    spectator) under which name, and whether that name is a player's (to mute, block
    or report by name).  Never who the player is, or from where."""
    return json.dumps({"type": "chat", "messages": [
        {"id": m.id, "channel": m.channel, "match": m.match_no, "seat": m.seat,
         "name": m.name, "player": m.player_id is not None, "text": m.text}
        for m in messages]}, ensure_ascii=False, separators=(",", ":"))


def ended(table: Table, match_no: int) -> bool:
    """Whether match ``match_no`` of the table is over (a later one began, or it ended)."""
    now = table.standing
    return match_no < now.match_no or (match_no == now.match_no and
                                       now.match.winners is not None)


class Chat:
    """The talk of every table this process serves."""

    def __init__(self, hub: Hub, community: Community, peace: Peace) -> None:
        self.hub, self.community, self.peace = hub, community, peace
        self.background = Background()
        self.elsewhere: list[Callable[[str, int], None]] = []
        """What else hears of a message another process kept (its place and id): the
        events' talk."""
        serving = hub.on_start

        def start(table: Table) -> None:
            serving(table)
            self._watch(table)

        hub.on_start = start
        if hub.notices is not None:
            hub.notices.listen(CHAT_CHANNEL, self.heard)  # live talk only: a page reloads the rest

    # -- saying ----------------------------------------------------------------

    async def say(self, speaker: Speaker, table: Table, text: str) -> None:
        """Keep what ``speaker`` says at ``table`` and send it to everyone there;
        :class:`Refused` (nothing kept) where it may not be said."""
        seat, player, now = speaker.seat, speaker.player, table.standing
        if seat is not None:
            name = now.seats[seat].row.name
        elif player is not None:
            name = player[1]
        else:
            raise Refused("bad_player", "a spectator talks as a player: become one first")
        said = Message(0, table.id, now.match_no, "watchers" if seat is None else "table",
                       seat, name, None if player is None else player[0], text)
        who = player[0] if player is not None else f"{table.id} {seat}"
        await self.send(table, [await self.keep(said, who, speaker.client)])

    async def keep(self, said: Message, who: str, client: str) -> Message:
        """Keep a message (its text cleaned, its ``id`` given), counted against the
        rate limits of ``who`` (its player, or a lobby table's seat) and of the address
        ``client``; :class:`Refused` (nothing kept) for a text that is no message, a
        player the host silenced, or a message over the limits.  What every place
        with talk (a table, an event: :mod:`majlis.server.event_talk`) keeps through."""
        said = dataclasses.replace(said, text=chat_text(said.text))
        if said.player_id is not None:
            await self.peace.may_talk(said.player_id)
        message = await asyncio.to_thread(self.community.keep, Said(said, who, client),
                                          self.hub.process, WINDOW, (PER_SPEAKER, PER_CLIENT))
        if isinstance(message, int):
            raise Refused("rate_limited", f"at most {message} messages every {round(WINDOW)}"
                                          " seconds: wait a moment", messages=message,
                          seconds=round(WINDOW))
        return message

    # -- sending ---------------------------------------------------------------

    @staticmethod
    def shows(table: Table, client: Client, message: Message) -> bool:
        """Whether ``client`` may be sent ``message`` at ``table``: a spectators' message
        reaches a seat once its match is over."""
        return message.channel != "watchers" or client.seat is None or \
            ended(table, message.match_no)

    async def send(self, table: Table, messages: Sequence[Message],
                   seats_only: bool = False) -> None:
        """Send each client of the table here the messages it may see (``seats_only``:
        the seats' clients alone)."""
        await self.deliver([c for c in table.scene.clients if not seats_only or c.seat is not None],
                           messages, lambda client, m: self.shows(table, client, m))

    async def deliver(self, clients: Iterable[Client], messages: Sequence[Message],
                      shows: Callable[[Client, Message], bool] = lambda client, m: True) -> None:
        """Send each of ``clients`` the ``messages`` it ``shows``, in one frame, but
        those of a player its player muted or blocked (read now: a mute made a moment
        ago at any process holds)."""
        clients = list(clients)
        hiding = await asyncio.to_thread(
            self.community.hiding, {c.player[0] for c in clients if c.player is not None},
            {m.player_id for m in messages if m.player_id is not None})
        for client in clients:
            viewer = client.player[0] if client.player is not None else None
            shown = [m for m in messages if shows(client, m) and
                     (viewer, m.player_id) not in hiding]
            if shown:
                client.send(chat_frame(shown))

    async def joined(self, client: Client, table: Table) -> None:
        """Send a client come to the table the talk it may see, the last of it."""
        messages = await asyncio.to_thread(self.community.talk, table.id, HISTORY)
        await self.deliver([client], messages, lambda c, m: self.shows(table, c, m))

    def heard(self, payload: str) -> None:
        """Another process kept a message (``"PROCESS PLACE ID"``, the place a table's
        id or an event's): sent to this process's clients there, if it has any."""
        process, place, message_id = payload.split(" ")
        if process == self.hub.process:
            return
        table = self.hub.tables.get(place)
        if table is not None and table.scene.clients:
            self.read_then(int(message_id), lambda message: self.send(table, [message]))
        for elsewhere in self.elsewhere:
            elsewhere(place, int(message_id))

    def read_then(self, message_id: int,
                  deliver: Callable[[Message], Coroutine[Any, Any, None]]) -> None:
        """Read a message kept by another process, then ``deliver`` it (in the
        background)."""
        async def read() -> None:
            message = await asyncio.to_thread(self.community.message, message_id)
            if message is not None:
                await deliver(message)

        self.background.keep(read())

    def _watch(self, table: Table) -> None:
        """Once a match of the table ends (played here, or heard of), its spectators'
        talk is sent to the seats here."""
        now = table.standing
        released = [now.match_no if now.match.winners is not None else -1]

        def after() -> None:
            if now.match.winners is not None and released[0] != now.match_no:
                released[0] = now.match_no
                if any(c.seat is not None for c in table.scene.clients):
                    self.background.keep(self._release(table, now.match_no))

        table.scene.after_broadcast.append(after)

    async def _release(self, table: Table, match_no: int) -> None:
        held = await asyncio.to_thread(self.community.talk, table.id, HISTORY, "watchers",
                                       match_no)
        await self.send(table, held, seats_only=True)
