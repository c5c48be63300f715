"""An event's talk (docs/community.md, "Talk in an event"): what a named player says in
the event's own channel, on the event's socket (``/ws/events/{id}``), sent to everyone
following the event, at every process.

It is table talk in another place (:class:`~majlis.server.chat.Chat`), kept the same
way: cleaned as every message is, refused while the host silences its player and over
the same rate limits, kept in the same rows (so that a report of it keeps it and the
talk around it), sent in the same ``chat`` frame, and heard from the other processes on
the same notices; nobody is sent what a player they muted or blocked says.  Only a
named player talks in an event: its page's hello carries the player's key.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable

from majlis.server.chat import HISTORY, Chat
from majlis.server.community_store import Message
from majlis.server.moderation import Speaker
from majlis.server.seats import Client
from majlis.server.wire import Refused

CHANNEL = "event"
"""The channel of an event's messages (a table's are ``table`` and ``watchers``)."""
FIELDS: dict[str, dict[str, tuple[type, ...]]] = {
    "hello": {"key": (str, type(None))},
    "chat": {"text": (str,)},
}
"""What an event's page may send (besides an ``id`` a refusal names): its hello, with
its player's key (null: nobody's, to read the talk alone), and what its player says."""


class EventTalk:
    """The talk of the events this process's sockets follow."""

    def __init__(self, chat: Chat, followers: Callable[[str], Iterable[Client]]) -> None:
        self.chat, self.followers = chat, followers
        self.peace = chat.peace
        chat.elsewhere.append(self.heard)

    async def say(self, speaker: Speaker, event_id: str, text: str) -> None:
        """Keep what ``speaker`` says in the event and send it to its followers;
        :class:`Refused` (nothing kept) where it may not be said."""
        player = speaker.player
        if player is None:
            raise Refused("bad_player", "talk in an event as a player: say hello with your"
                                        " key first")
        said = Message(0, event_id, 0, CHANNEL, None, player[1], player[0], text)
        await self.send(event_id, [await self.chat.keep(said, player[0], speaker.client)])

    async def send(self, event_id: str, messages: list[Message]) -> None:
        await self.chat.deliver(self.followers(event_id), messages)

    async def joined(self, speaker: Client, event_id: str) -> None:
        """Send a page that said hello the event's talk it may see, the last of it."""
        messages = await asyncio.to_thread(self.chat.community.talk, event_id, HISTORY,
                                           CHANNEL)
        await self.chat.deliver([speaker], messages)

    def heard(self, place: str, message_id: int) -> None:
        """Another process kept a message: sent to this process's followers, if
        ``place`` is an event followed here."""
        if any(True for _ in self.followers(place)):
            self.chat.read_then(message_id, lambda message: self.send(place, [message]))
