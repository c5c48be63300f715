"""Values quoted in messages, cut short: a 5 MB game id is shown as its first few characters."""

from __future__ import annotations

import reprlib
from typing import Any

LIMIT = 40
"""About how many characters of a value a message shows."""


class _Short(reprlib.Repr):
    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 3
        self.maxstring = self.maxlong = self.maxother = LIMIT

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 4 * LIMIT:  # repr itself refuses ints of more than 4,300 digits
            return f"<a number of about {int(x.bit_length() * 0.30103) + 1} digits>"
        return super().repr_int(x, level)


_SHORT = _Short()


def quote(value: Any) -> str:
    """``repr(value)``, cut to about :data:`LIMIT` characters and a few levels of nesting."""
    return _SHORT.repr(value)


def cut(text: str) -> str:
    """``text`` itself, cut to :data:`LIMIT` characters with an ellipsis."""
    return text if len(text) <= LIMIT else text[:LIMIT - 1] + "…"
