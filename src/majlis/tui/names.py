"""What the terminal calls cards, suits and tiles.

Cards always show compactly as rank and suit symbol (``7♦``, ``10♥``), coloured
by suit; the *names* style says how suits are headed and how a card is named in
sentences ("Seat 2 plays the seven of diamonds").  Styles:

- ``symbols`` (default): ``7♦`` everywhere; ``letters`` is the same in plain
  ASCII (``7D``) for terminals without the suit symbols;
- ``english``: "seven of diamonds";
- ``arabic``: the names Gulf players use at the Baloot table (``سبعة ديمن``,
  ``بنت سبيت``), best with a terminal that shapes Arabic; ``gulf`` is the same
  words in Latin letters (``sab'a deemin``, ``bint sbeet``);
- ``hindi``: the Hindi/Marathi names of the Badam Saat text (``badam satti``,
  ``kilwar ekka``), suit first as its players say them;
- ``traditional``: the names the game's players use, as the game says
  (``Game.TRADITION``): Arabic for Sab'at Al-Deemin and Bint Al-Sbeet, Hindi for the
  Badam Saat games, English for Sedma and any game that says nothing.

>>> from majlis.cards import DIAMONDS, HEARTS, QUEEN, SPADES, card
>>> names_for("english").card(card(DIAMONDS, 7))
'seven of diamonds'
>>> names_for("hindi").card(card(HEARTS, 7))
'badam satti'
>>> names_for("traditional", "arabic").card(card(SPADES, QUEEN))
'بنت سبيت'
"""

from __future__ import annotations

from dataclasses import dataclass

from majlis.cards import (
    ACE,
    DIAMONDS,
    HEARTS,
    JACK,
    KING,
    QUEEN,
    SUIT_SYMBOLS,
    SUITS,
    rank_of,
    suit_of,
)
from majlis.dominoes import ends

STYLES = ("symbols", "letters", "english", "arabic", "gulf", "hindi", "traditional")
RED_SUITS = (DIAMONDS, HEARTS)
_RANK_CHARS = {ACE: "A", KING: "K", QUEEN: "Q", JACK: "J"}
_ENGLISH_RANKS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                  "jack", "queen", "king", "ace")
_ENGLISH_PIPS = ("blank", "one", "two", "three", "four", "five", "six")


def rank_char(c: int) -> str:
    """``A``, ``2`` .. ``10``, ``J``, ``Q``, ``K``."""
    rank = rank_of(c)
    return _RANK_CHARS.get(rank, str(rank))


def card_label(c: int, ascii_only: bool = False) -> str:
    """The compact label of card ``c``: ``7♦``, ``10♥`` (``7D``, ``10H`` in ASCII)."""
    suits = SUITS if ascii_only else SUIT_SYMBOLS
    return rank_char(c) + suits[suit_of(c)]


def tile_label(t: int) -> str:
    """The compact label of tile ``t``: ``3|5``, doubles as ``[4|4]``."""
    low, high = ends(t)
    return f"[{low}|{high}]" if low == high else f"{low}|{high}"


@dataclass(frozen=True)
class Names:
    """One style of naming: suit names, rank words and how they combine."""

    style: str
    suits: tuple[str, str, str, str]
    ranks: tuple[str, ...]
    """Rank words for ranks 2..14 (index ``rank - 2``)."""
    suit_first: bool = False
    joiner: str = " "

    @property
    def ascii_only(self) -> bool:
        return self.style == "letters"

    @property
    def symbolic(self) -> bool:
        """True when cards are named by their compact labels alone."""
        return self.style in ("symbols", "letters")

    def label(self, c: int) -> str:
        return card_label(c, self.ascii_only)

    def suit(self, suit: int) -> str:
        """A suit's name in this style (its symbol in the symbolic styles)."""
        return self.suits[suit]

    def card(self, c: int) -> str:
        """Card ``c`` named in a sentence."""
        if self.symbolic:
            return self.label(c)
        rank, suit = self.ranks[rank_of(c) - 2], self.suits[suit_of(c)]
        return self.joiner.join((suit, rank) if self.suit_first else (rank, suit))

    def tile(self, t: int) -> str:
        """Tile ``t`` named in a sentence: ``3|5`` or "double four", "three-five"."""
        if self.symbolic or self.style != "english":
            return tile_label(t)
        low, high = ends(t)
        if low == high:
            return f"double {_ENGLISH_PIPS[low]}"
        return f"{_ENGLISH_PIPS[low]}-{_ENGLISH_PIPS[high]}"


_SYMBOLS = Names("symbols", ("♣", "♦", "♥", "♠"), tuple(_RANK_CHARS.get(r, str(r))
                                                        for r in range(2, 15)))
_STYLES = {
    "symbols": _SYMBOLS,
    "letters": Names("letters", ("C", "D", "H", "S"), _SYMBOLS.ranks),
    "english": Names("english", ("clubs", "diamonds", "hearts", "spades"), _ENGLISH_RANKS,
                     joiner=" of "),
    # The Gulf table: the suits as the Baloot players of Saudi Arabia and the
    # Gulf name them (the game names come from them: sab'at al-deemin, the
    # seven of diamonds; bint al-sbeet, the girl (queen) of spades), the
    # pictures as the old man, the girl and the boy, the ace as ekka.
    "arabic": Names("arabic", ("شريا", "ديمن", "هاص", "سبيت"),
                    ("اثنين", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة",
                     "عشرة", "ولد", "بنت", "شايب", "إكة")),
    "gulf": Names("gulf", ("shirya", "deemin", "haas", "sbeet"),
                  ("ithnain", "thalatha", "arba'a", "khamsa", "sitta", "sab'a", "thamania",
                   "tis'a", "ashara", "walad", "bint", "shayeb", "ekka")),
    # The words of the Badam Saat text itself (Marathi/Hindi card names).
    "hindi": Names("hindi", ("kilwar", "choukat", "badam", "ispik"),
                   ("durri", "tirri", "chouwwi", "panji", "chhakki", "satti", "atthee",
                    "nasshee", "dasshee", "gotu", "raani", "raaja", "ekka"),
                   suit_first=True),
}


def names_for(style: str, tradition: str = "english") -> Names:
    """The names of ``style``, where ``traditional`` stands for ``tradition`` (whose
    names the game's players use: ``Game.TRADITION``); ``ValueError`` for an unknown
    style."""
    if style == "traditional":
        style = tradition
    if style not in _STYLES:
        raise ValueError(f"unknown names style {style!r} (one of: {', '.join(STYLES)})")
    return _STYLES[style]
