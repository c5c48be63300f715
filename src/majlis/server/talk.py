"""What a chat message may say: plain text, cleaned before it is stored or sent, so
that no message can reorder the page around it or stack marks over its neighbours
(docs/community.md, "Table talk").

A message is decomposed (NFD: ``ệ`` is an ``e`` with two marks), and every control
and format character is dropped (the direction embeddings and overrides U+202A-U+202E,
the isolates U+2066-U+2069, the marks U+200E/U+200F and U+061C, and every other
character of categories Cc, Cf, Cs, Co, Cn), except the zero-width joiner and
non-joiner, which Persian words and emoji sequences need; line breaks and tabs become
blanks, and blanks in a row one; a letter keeps at most
:data:`~majlis.server.names.MARKS_PER_LETTER` marks (the rest dropped), and the whole
is composed again (NFC).  What is left is 1 to :data:`LETTERS` characters, or the
message is refused.  The page shows it as text in an isolate of its own direction
(``<bdi>``): Arabic and English mixed in one message read in their own order, and
nothing in it is markup or a link.
"""

from __future__ import annotations

import unicodedata

from majlis.server.names import MARKS_PER_LETTER, is_mark
from majlis.server.wire import Refused

LETTERS = 200
"""The most characters a message keeps (counted once it is cleaned)."""
JOINERS = frozenset("\u200c\u200d")
"""Format characters kept: the zero-width non-joiner and joiner."""
DROPPED = frozenset(("Cc", "Cf", "Cs", "Co", "Cn"))
"""The categories of characters a message loses (controls, formats, surrogates, private
use, unassigned), :data:`JOINERS` aside."""
BLANKS = frozenset(("Zs", "Zl", "Zp"))


def _kept(c: str) -> str:
    """What one character becomes: itself, a blank, or nothing."""
    category = unicodedata.category(c)
    if c in "\t\n\r" or category in BLANKS:
        return " "
    if category in DROPPED and c not in JOINERS:
        return ""
    return c


def _marks_limited(text: str) -> str:
    """``text`` with at most :data:`MARKS_PER_LETTER` marks on each character (and none
    opening it)."""
    out: list[str] = []
    marks = MARKS_PER_LETTER
    for c in text:
        if is_mark(c):
            if marks >= MARKS_PER_LETTER:
                continue
            marks += 1
        else:
            marks = 0
        out.append(c)
    return "".join(out)


def chat_text(text: str) -> str:
    """``text`` cleaned as a chat message, or :class:`Refused` ``bad_chat`` (nothing
    left of it, or more than :data:`LETTERS` characters)."""
    cleaned = "".join(_kept(c) for c in unicodedata.normalize("NFD", text))
    cleaned = unicodedata.normalize("NFC", _marks_limited(" ".join(cleaned.split())))
    if not cleaned:
        raise Refused("bad_chat", "a message says something", letters=LETTERS)
    if len(cleaned) > LETTERS:
        raise Refused("bad_chat", f"a message is at most {LETTERS} characters",
                      letters=LETTERS)
    return cleaned
