"""The host's acts, as ``majlis admin`` and the admin page both do them (docs/community.md,
"The host"): the reports with their context, silencing a player's chat for a time,
banning a name, closing a table, removing an event, and the log of every act with who
did it.

Each act is one transaction of the database that every server process reads
(:class:`~majlis.server.community_store.Community`): a silence and a ban hold at the
next message or sign-in anywhere, and every process hangs up what they end
(:mod:`majlis.server.moderation`).
"""

from __future__ import annotations

from typing import Any

from majlis.server.community_store import Community, HostAct, Message
from majlis.server.events import Events
from majlis.server.players import Players

CONTEXT = 5
"""Messages of a reported message's table shown before it (and after it)."""
LONGEST_SILENCE = 30 * 24 * 3600.0
"""The longest silence, in seconds (a month); a ban is for longer."""


class NoSuch(LookupError):
    """A name that is no player's, or an id that is no table's (or event's)."""


def message_json(message: Message) -> dict[str, Any]:
    return {"id": message.id, "table": message.table_id, "match": message.match_no,
            "channel": message.channel, "seat": message.seat, "name": message.name,
            "text": message.text}


def act_json(act: HostAct) -> dict[str, Any]:
    return {"id": act.id, "at": act.at, "by": act.by, "action": act.action,
            "subject": act.subject, "detail": act.detail}


class Host:
    """The host's acts on one database."""

    def __init__(self, community: Community, players: Players, events: Events) -> None:
        self.community, self.players, self.events = community, players, events

    def _player(self, name: str) -> tuple[str, str]:
        found = self.players.by_name(name)
        if found is None:
            raise NoSuch(f"there is no player named {name!r}")
        return found

    def reports(self, most: int = 50) -> list[dict[str, Any]]:
        """The newest reports, each with the message reported (if one was) and the talk
        of its table around it."""
        out = self.community.reports(most)
        for report in out:
            message = report["message"] and self.community.message(report["message"])
            report["message"] = message and message_json(message)
            report["context"] = [] if not message else [
                message_json(m) for m in self.community.around(message, CONTEXT)]
        return out

    def silence(self, by: str, name: str, minutes: float) -> HostAct:
        """Silence a player's chat for ``minutes`` (0: end a silence)."""
        seconds = min(max(0.0, minutes * 60), LONGEST_SILENCE)
        player_id, name = self._player(name)
        return self.community.silence(by, player_id, seconds, name)

    def ban(self, by: str, name: str, on: bool = True) -> HostAct:
        player_id, name = self._player(name)
        return self.community.ban(by, player_id, name, on)

    def close(self, by: str, table_id: str, reason: str) -> HostAct:
        if not self.community.store.table(table_id):
            raise NoSuch(f"there is no table {table_id!r}")
        return self.community.close(by, table_id, reason)

    def remove_event(self, by: str, event_id: str, reason: str) -> HostAct:
        """Remove an event: gone from the listing, its followers told; its tables
        already playing play their match out as ordinary, unrated tables."""
        event = self.events.event(event_id)
        if event is None:
            raise NoSuch(f"there is no event {event_id!r}")
        detail = f"{event.title}: {reason}" if reason else event.title
        return self.community.remove_event(by, event_id, detail, self.events.removal(event_id))

    def log(self, most: int = 100) -> list[dict[str, Any]]:
        return [act_json(act) for act in self.community.host_log(0, most)]
