"""The messages a client may send, checked before anything acts on them.

Every refusal, of a message or of an HTTP request, is a :class:`Refused` with a code
from :data:`CODES`; the server answers a message's with an ``error`` frame to that
client alone (naming the message by the ``id`` it carried), a request's with the code's
HTTP status, and changes nothing.
"""

from __future__ import annotations

import json
from typing import Any

from majlis.safejson import loads

CODES: dict[str, int] = {
    "bad_token": 400, "not_your_turn": 400, "stale": 400, "illegal": 400, "over": 400,
    "malformed": 400, "bad_options": 400, "bad_name": 400, "unknown_type": 400,
    "no_hint": 400, "bad_player": 400, "name_taken": 409, "name_reserved": 409, "bad_code": 400,
    "full": 400, "already_seated": 400, "foreign_origin": 403, "not_found": 404, "not_allowed": 405,
    "too_slow": 408, "too_big": 413, "rate_limited": 429, "too_many_tables": 429,
    "too_many_players": 429,
    "not_friends": 403, "too_many_friends": 409, "not_creator": 403, "event_over": 400,
    "bad_chat": 400, "silenced": 403, "banned": 403, "not_admin": 403, "closed": 410,
    "removed": 410,
    "blocked": 403,
    "server_error": 500, "busy": 503, "unavailable": 503}
"""Every refusal's code, in frames and HTTP answers alike, with the HTTP status it answers
with (``docs/tables.md``)."""

REACTIONS = ("hello", "well_played", "oops", "thanks", "hurry", "good_game")
"""The quick reactions: keys that the page translates, never free text."""

FIELDS: dict[str, dict[str, tuple[type, ...]]] = {
    "hello": {"token": (str, type(None)), "seen": (int,)},
    "act": {"token": (str,), "seen": (int,), "action": (str,)},
    "react": {"token": (str,), "reaction": (str,)},
    "again": {"token": (str,)},
    "take_back": {"token": (str,)},
    "hint": {"token": (str,), "seen": (int,)},
    "hands": {"token": (str, type(None))},
    "chat": {"token": (str, type(None)), "text": (str,)},
    "player": {"token": (str, type(None)), "key": (str,)},
}
"""Each message type and its fields (all required, nothing else allowed but ``id``)."""
ID_LENGTH = 64
"""The longest ``id``: what a client calls its message, which a refusal of it names."""


class Refused(Exception):
    """What the server will not do, for a message or a request alike: a code from
    :data:`CODES`, why in English, and the ``fields`` a page needs to say it in its own
    words.  Of those, ``why`` is the refusal as a key and its fields (the game's
    :attr:`~majlis.protocol.IllegalAction.why`, or the table's own), as JSON:
    ``{"name": "not_held", "seat": 0, "item": "9D", "value": null}``; ``reason`` is the
    game's English; ``letters``, ``option``,
    ``values`` and the like the limit a request broke.  Nothing changed."""

    def __init__(self, code: str, message: str, **fields: Any) -> None:
        super().__init__(message)
        if code not in CODES:
            raise ValueError(f"no error code {code!r} in the protocol")
        self.code = code
        self.message = message
        self.fields = {name: value for name, value in fields.items() if value is not None}

    @property
    def status(self) -> int:
        """The HTTP status it answers with."""
        return CODES[self.code]

    def json(self) -> dict[str, Any]:
        """The body of an HTTP answer."""
        return {"error": self.code, "message": self.message, **self.fields}

    def frame(self, act: str | None = None) -> str:
        """The ``error`` frame, naming the ``act`` (the id its message carried) it
        answers."""
        out = {"type": "error", "code": self.code, "message": self.message, **self.fields}
        return json.dumps(out if act is None else {**out, "id": act})


def read_message(text: str, limit: int) -> dict[str, Any]:
    """The JSON object in ``text``, or :class:`Refused`."""
    if len(text.encode()) > limit:
        raise Refused("too_big", f"a message is at most {limit} bytes")
    try:
        message = loads(text)
    except ValueError:
        raise Refused("malformed", "a message is a JSON object") from None
    if not isinstance(message, dict):
        raise Refused("malformed", "a message is a JSON object")
    return message


def check_message(message: dict[str, Any],
                  known: dict[str, dict[str, tuple[type, ...]]] = FIELDS) -> None:
    """:class:`Refused` unless ``message`` is of a type ``known`` (a table socket's, by
    default) with its fields."""
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in known:
        raise Refused("unknown_type", f"type must be one of {', '.join(known)}")
    fields = known[kind]
    unknown = sorted(set(message) - set(fields) - {"type", "id"})
    if unknown:
        raise Refused("malformed", f"{kind} has no field {unknown[0]!r}")
    for name, types in fields.items():
        if name not in message:
            raise Refused("malformed", f"{kind} needs {name!r}")
        value = message[name]
        if not isinstance(value, types) or isinstance(value, bool):
            raise Refused("malformed", f"{name!r} has the wrong type")
    if "id" in message and act_of(message) is None:
        raise Refused("malformed", f"'id' is a string of at most {ID_LENGTH} characters")
    if kind == "react" and message["reaction"] not in REACTIONS:
        raise Refused("malformed", f"reaction must be one of {', '.join(REACTIONS)}")


def act_of(message: dict[str, Any]) -> str | None:
    """The ``id`` a message carried, if it is one a refusal may name."""
    act = message.get("id")
    return act if isinstance(act, str) and len(act) <= ID_LENGTH else None
