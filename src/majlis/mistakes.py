"""A person's mistake in what they gave majlis (a game's options, a bot's name, a
seating): its message in English, and the same as data, ``code`` (which mistake) and
``fields`` (what it names), for an edge to word in its user's language (as a refusal's
``why`` is worded)."""

from __future__ import annotations

from typing import Any


class Mistake(ValueError):
    """A mistake that an edge words from ``code`` and ``fields``; its text is English."""

    def __init__(self, message: str, code: str, **fields: Any) -> None:
        super().__init__(message)
        self.code = code
        self.fields = {name: value for name, value in fields.items() if value is not None}
