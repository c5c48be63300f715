"""The messages a client may send, checked before anything acts on them.

Every refusal is a :class:`Refused` with a code from :data:`CODES`; the server
answers it with an ``error`` frame to that client alone and changes nothing.
"""

from __future__ import annotations

import json
from typing import Any

from majlis.safejson import loads

CODES = ("bad_token", "not_your_turn", "stale", "illegal", "over", "malformed", "too_big",
         "rate_limited", "unknown_type", "not_found", "no_hint", "unavailable")
"""The error codes of the protocol (``docs/tables.md``)."""

REACTIONS = ("hello", "well_played", "oops", "thanks", "hurry", "good_game")
"""The quick reactions: keys that the page translates, never free text."""

FIELDS: dict[str, dict[str, tuple[type, ...]]] = {
    "hello": {"token": (str, type(None)), "seen": (int,)},
    "act": {"token": (str,), "seen": (int,), "action": (str,)},
    "react": {"token": (str,), "reaction": (str,)},
    "again": {"token": (str,)},
    "take_back": {"token": (str,)},
    "hint": {"token": (str,), "seen": (int,)},
}
"""Each message type and its fields (all required, nothing else allowed)."""


class Refused(Exception):
    """A message the server will not act on: a protocol error code and why.

    ``why`` is the refusal as a key and its fields for the page to word (the
    game's :attr:`~majlis.protocol.IllegalAction.why`, or the table's own), as
    JSON: ``{"name": "not_held", "seat": 0, "item": "9D", "value": null}``.
    """

    def __init__(self, code: str, message: str, reason: str | None = None,
                 why: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        if code not in CODES:
            raise ValueError(f"no error code {code!r} in the protocol")
        self.code = code
        self.message = message
        self.reason = reason
        self.why = why

    def frame(self) -> str:
        out: dict[str, Any] = {"type": "error", "code": self.code, "message": self.message}
        if self.reason is not None:
            out["reason"] = self.reason
        if self.why is not None:
            out["why"] = self.why
        return json.dumps(out)


def parse_message(text: str, limit: int) -> dict[str, Any]:
    """The message in ``text`` with its fields checked, or :class:`Refused`."""
    if len(text.encode()) > limit:
        raise Refused("too_big", f"a message is at most {limit} bytes")
    try:
        message = loads(text)
    except ValueError:
        raise Refused("malformed", "a message is a JSON object") from None
    if not isinstance(message, dict):
        raise Refused("malformed", "a message is a JSON object")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise Refused("unknown_type", f"type must be one of {', '.join(FIELDS)}")
    fields = FIELDS[kind]
    unknown = sorted(set(message) - set(fields) - {"type"})
    if unknown:
        raise Refused("malformed", f"{kind} has no field {unknown[0]!r}")
    for name, types in fields.items():
        if name not in message:
            raise Refused("malformed", f"{kind} needs {name!r}")
        value = message[name]
        if not isinstance(value, types) or isinstance(value, bool):
            raise Refused("malformed", f"{name!r} has the wrong type")
    if kind == "react" and message["reaction"] not in REACTIONS:
        raise Refused("malformed", f"reaction must be one of {', '.join(REACTIONS)}")
    return message
