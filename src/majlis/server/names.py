"""What a name may be, and when two names are one to the eye (docs/tables.md, "Names").

Every name (a seat's at a table, a player's) is 1 to :data:`NAME_LENGTH` letters that
can be seen, each carrying at most :data:`MARKS_PER_LETTER` marks (an Arabic letter's
vowel and shadda), with no padding that draws nothing or only stretches the line (the
tatweel, the Hangul fillers, blanks in a row).  A player's name is moreover none of the
bots' (a word "bot" or "آلي" in it, or "Player 2" / "لاعب 2", the names the server and
the page give seats nobody named), and not a look-alike of another player's: two names
are one when their confusable skeletons are (Unicode's UTS #39, through disarm's
``skeleton_key``), case folded.  Every refusal is a :class:`~majlis.server.wire.Refused` with the
field a page needs to say which rule the name broke.
"""

from __future__ import annotations

import re
import unicodedata

from disarm import skeleton_key

from majlis.server.wire import Refused

NAME_LENGTH = 24
"""The longest name, in letters (its marks not counted)."""
MARKS_PER_LETTER = 2
"""The most marks on one letter: a fully vowelled Arabic name has a vowel and a shadda."""
NAME_CHARACTERS = (1 + MARKS_PER_LETTER) * NAME_LENGTH
"""The most code points a name may have (its letters, each with its marks): what the
page's name box takes."""
TATWEEL = "\u0640"
BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Characters that are letters or symbols to Unicode but draw nothing: the Hangul
fillers and the blank Braille cell."""
BOT_WORDS = ("bot", "آلي", "बॉट")
"""A word that makes a name a bot's, in the page's languages ("Hard bot", "آلي صعب",
"कठिन बॉट", "Těžký bot", the server's "bot 2"): the catalogues' ``ui.bot``."""
SEAT_WORDS = ("player", "لاعب", "खिलाड़ी", "hráč")
"""The word of a person's seat nobody named ("Player 2", "لاعب 2", "खिलाड़ी 2",
"Hráč 2"), a name alone or with a number: the catalogues' ``ui.default_player``."""

_NUMBER_AFTER = re.compile(r"\d+$")


def is_mark(c: str) -> bool:
    return unicodedata.category(c) in ("Mn", "Me")


def _marks_in_a_row(name: str) -> int:
    """The most marks on one character (or opening the name), its letters decomposed
    (NFD: ``ệ`` is an ``e`` with two)."""
    most = run = 0
    for c in unicodedata.normalize("NFD", name):
        run = run + 1 if is_mark(c) else 0
        most = max(most, run)
    return most


def _letters(name: str) -> int:
    """How long a name looks: its characters less the marks that sit on another (an
    Arabic name written with its vowels is no longer than without them)."""
    return sum(not is_mark(c) for c in name)


def _visible(name: str) -> bool:
    """Whether a name shows anything: a letter, digit, punctuation or symbol that draws."""
    return any(unicodedata.category(c)[0] in "LNPS" and c not in BLANKS for c in name)


def _padded(name: str) -> bool:
    """Whether a name holds what draws nothing between its letters, or only draws
    them apart: the tatweel, a filler, two blanks in a row."""
    return TATWEEL in name or any(c in BLANKS for c in name) or \
        re.search(r"\s\s", name) is not None


def checked_name(name: object) -> str:
    """``name`` as it is kept (its blanks at either end dropped, its letters composed:
    NFC), or ``bad_name`` naming the rule it breaks by a field: ``letters`` (how many
    it may have), ``marks`` (how many on one letter) or ``padding``."""
    too_long = Refused("bad_name", f"a name is 1 to {NAME_LENGTH} printable characters, "
                                   "not all blank", letters=NAME_LENGTH)
    if not isinstance(name, str) or not name.isprintable():
        raise too_long
    name = unicodedata.normalize("NFC", name.strip())
    if name and (_marks_in_a_row(name) > MARKS_PER_LETTER or is_mark(name[0])):
        raise Refused("bad_name", f"a letter carries at most {MARKS_PER_LETTER} marks",
                      marks=MARKS_PER_LETTER)
    if not 0 < _letters(name) <= NAME_LENGTH or not _visible(name):
        raise too_long
    if _padded(name):
        raise Refused("bad_name", "a name has no tatweel, filler or blanks in a row",
                      padding=True)
    return name


def skeleton(name: str) -> str:
    """What a name looks like: its UTS #39 skeleton with case folded, compatibility forms
    made plain and digits taken for the letters they look like (so that ``I`` and ``l``,
    ``N0URA`` and ``noura``, Latin ``o`` and Cyrillic ``о``, full-width ``ｂｏｔ`` and
    ``bot`` are alike)."""
    return skeleton_key(name, digit_policy="tr39")


def _words(name: str) -> list[str]:
    """The skeletons of a name's words (runs of letters, marks and digits), each less
    the number it ends with (``bot2``: ``bot``), numbers alone left out."""
    spaced = "".join(c if unicodedata.category(c)[0] in "LMN" else " " for c in name)
    words = (_NUMBER_AFTER.sub("", word) for word in spaced.split())
    return [skeleton(word) for word in words if word]


_BOT_SKELETONS = frozenset(skeleton(word) for word in BOT_WORDS)
_SEAT_SKELETONS = frozenset(skeleton(word) for word in SEAT_WORDS)


def reserved(name: str) -> bool:
    """Whether ``name`` is a bot's, or the name of a person's seat nobody named: a word
    of it "bot" or "آلي", or it is "player" or "لاعب" alone or with a number (as they
    look: ``b0t`` and Cyrillic ``bоt`` too)."""
    words = _words(name)
    return any(word in _BOT_SKELETONS for word in words) or \
        (len(words) == 1 and words[0] in _SEAT_SKELETONS)


def player_name(name: object) -> str:
    """A player's name as it is kept, or its refusal: ``bad_name`` (see
    :func:`checked_name`) or ``name_reserved`` (a bot's name)."""
    name = checked_name(name)
    if reserved(name):
        raise Refused("name_reserved", "this name is a bot's or an unnamed seat's")
    return name
