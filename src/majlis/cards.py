"""Playing cards as small ints and sets of cards as int bitmasks.

A card is ``suit * 16 + rank`` with suits ``C D H S`` = 0..3 and ranks 2..14
(``T`` = 10, ``J`` = 11, ``Q`` = 12, ``K`` = 13, ``A`` = 14).  Bit ``card`` of an
int is set when the card is in the set, so following suit is ``hand & SUIT[s]``
and "the card above" is a shift by one.  Bits 0, 1 and 15 of every suit's
16-bit block are never cards, which keeps shifts from leaking between suits.

>>> CardSet("7D TD 10h").text()
'7D TD TH'
>>> parse_card("7♦") == card(DIAMONDS, 7)
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from majlis.bitset import BitSet, bits
from majlis.quote import quote

SUITS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
RANKS = "23456789TJQKA"
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
ACE, KING, QUEEN, JACK, TEN = 14, 13, 12, 11, 10

Card = int
"""A card's id: ``suit * 16 + rank``."""

CARD_SLOTS = 64
"""Card ids lie in 0..63, so a game's special actions can start at 64."""


def card(suit: int, rank: int) -> Card:
    """The id of the card of ``suit`` (0..3) and ``rank`` (2..14)."""
    return suit * 16 + rank


def suit_of(c: Card) -> int:
    return c >> 4


def rank_of(c: Card) -> int:
    return c & 15


def ranks_mask(ranks: Iterable[int]) -> int:
    """The cards of the given ranks in all four suits."""
    mask = 0
    for suit in range(4):
        for rank in ranks:
            mask |= 1 << card(suit, rank)
    return mask


SUIT = tuple(sum(1 << card(s, r) for r in range(2, 15)) for s in range(4))
"""``SUIT[s]`` holds the 13 cards of suit ``s``."""
FULL_DECK = SUIT[0] | SUIT[1] | SUIT[2] | SUIT[3]
SEVENS = ranks_mask([7])
TWOS = ranks_mask([2])
KINGS = ranks_mask([KING])
ACES = ranks_mask([ACE])


def card_text(c: Card) -> str:
    """``card_text(card(DIAMONDS, 10)) == 'TD'``; ``ValueError`` for an id that is no card."""
    if not 0 <= c < CARD_SLOTS or not FULL_DECK >> c & 1:
        raise ValueError(f"{c} is not a card id")
    return RANKS[rank_of(c) - 2] + SUITS[suit_of(c)]


_RANK_WORDS = {"10": 10, **{r: i + 2 for i, r in enumerate(RANKS)}}
_SUIT_WORDS = {**{s: i for i, s in enumerate(SUITS)}, **{s: i for i, s in enumerate(SUIT_SYMBOLS)}}


def parse_card(text: str) -> Card:
    """Parse ``7D``, ``10D``, ``TD``, ``td`` or ``7♦``; raise ``ValueError`` otherwise."""
    word = text.strip().upper()
    rank = _RANK_WORDS.get(word[:-1])
    suit = _SUIT_WORDS.get(word[-1:])
    if rank is None or suit is None:
        raise ValueError(f"{quote(text)} is not a card (write rank then suit, like 7D, TD or 10D)")
    return card(suit, rank)


def adjacent(table: int, ace_low: bool) -> int:
    """The cards one rank away, in the same suit, from any card of ``table``.

    With ``ace_low`` the Ace sits below the 2 and nothing follows the King;
    otherwise the Ace sits above the King.  There is no wrap-around.
    """
    if ace_low:
        plain = table & ~ACES
        near = ((plain << 1) & ~ACES) | (plain >> 1)
        near |= ((table & TWOS) << 12) | ((table & ACES) >> 12)
    else:
        near = (table << 1) | (table >> 1)
    return near & FULL_DECK & ~table


def suit_rows(table: int, ace_low: bool) -> tuple[tuple[int, ...], ...]:
    """The cards of ``table`` suit by suit (clubs, diamonds, hearts, spades), each row
    in rank order, with the Ace first when ``ace_low``."""
    rows = []
    for suit in range(4):
        row = list(bits(table & SUIT[suit]))
        if ace_low and row and rank_of(row[-1]) == ACE:
            row.insert(0, row.pop())
        rows.append(tuple(row))
    return tuple(rows)


def suit_ranks(ace_low: bool) -> tuple[int, ...]:
    """The ranks of a suit low to high, the Ace first when ``ace_low``."""
    return (ACE, *range(2, ACE)) if ace_low else tuple(range(2, ACE + 1))


def rank_columns(rows: tuple[tuple[int, ...], ...], ranks: Sequence[int]) -> tuple[int, ...]:
    """The column of each row's first card on a layout with a column per rank of
    ``ranks`` (low to high), so that equal ranks line up; 0 for an empty row.

    >>> rank_columns(((card(0, 5), card(0, 6), card(0, 7)), (card(1, 7),), ()),
    ...              suit_ranks(ace_low=False))
    (3, 5, 0)
    """
    return tuple(ranks.index(rank_of(row[0])) if row else 0 for row in rows)


def runs(table: int, ace_low: bool) -> tuple[tuple[int, ...], ...]:
    """The runs of ``table``: each stretch of cards next in rank in one suit, in suit
    and then rank order."""
    out = []
    for row in suit_rows(table, ace_low):
        run: list[int] = []
        for c in row:
            if run and not adjacent(1 << run[-1], ace_low) >> c & 1:
                out.append(tuple(run))
                run = []
            run.append(c)
        if run:
            out.append(tuple(run))
    return tuple(out)


def rank_value(c: Card, ace_low: bool) -> int:
    """Penalty value in the Sevens family: pip value, J 11, Q 12, K 13, Ace 1 or 14."""
    rank = rank_of(c)
    return 1 if rank == ACE and ace_low else rank


class CardSet(BitSet):
    """An immutable, readable set of cards backed by an int bitmask.

    >>> hand = CardSet("KS 7D 8D")
    >>> hand
    CardSet('7D 8D KS')
    >>> len(hand), parse_card("8D") in hand
    (3, True)
    """

    __slots__ = ()

    KIND = "cards"
    SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")

    @staticmethod
    def item_text(item: int) -> str:
        return card_text(item)

    @staticmethod
    def parse_item(text: str) -> int:
        return parse_card(text)
