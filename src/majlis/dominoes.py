"""Double-six dominoes as ints 0..27 and sets of tiles as int bitmasks.

Tiles are numbered low end first: ``0-0`` is 0, ``0-1`` is 1, ... ``0-6`` is 6,
``1-1`` is 7, ... ``6-6`` is 27.

>>> TileSet("5-3 0-0").text()
'0-0 3-5'
>>> ends(parse_tile("5-3"))
(3, 5)
"""

from __future__ import annotations

from majlis.bitset import BitSet
from majlis.quote import quote

Tile = int
"""A tile's id, 0 (``0-0``) to 27 (``6-6``)."""

TILE_COUNT = 28
_ENDS = tuple((low, high) for low in range(7) for high in range(low, 7))
_IDS = {pair: i for i, pair in enumerate(_ENDS)}


def tile(a: int, b: int) -> Tile:
    """The id of the tile with ends ``a`` and ``b`` (either order)."""
    return _IDS[(min(a, b), max(a, b))]


def ends(t: Tile) -> tuple[int, int]:
    """The two ends of tile ``t``, low first."""
    return _ENDS[t]


def other_end(t: Tile, pips: int) -> int:
    """The end of ``t`` left open after matching ``pips``."""
    low, high = _ENDS[t]
    return high if low == pips else low


ALL_TILES = (1 << TILE_COUNT) - 1
DOUBLES = sum(1 << tile(p, p) for p in range(7))
WITH_PIPS = tuple(sum(1 << tile(p, q) for q in range(7)) for p in range(7))
"""``WITH_PIPS[p]`` holds the seven tiles that have an end of ``p`` pips."""


def tile_text(t: Tile) -> str:
    """``tile_text(tile(5, 3)) == '3-5'``; ``ValueError`` for an id that is no tile."""
    if not 0 <= t < TILE_COUNT:
        raise ValueError(f"{t} is not a tile id")
    low, high = _ENDS[t]
    return f"{low}-{high}"


def parse_tile(text: str) -> Tile:
    """Parse ``3-5`` or ``5-3``; raise ``ValueError`` otherwise."""
    parts = text.strip().split("-")
    if len(parts) != 2 or not all(len(p) == 1 and "0" <= p <= "9" for p in parts):
        raise ValueError(f"{quote(text)} is not a domino (write its ends like 3-5)")
    a, b = int(parts[0]), int(parts[1])
    if a > 6 or b > 6:
        raise ValueError(f"{quote(text)} is not a double-six domino")
    return tile(a, b)


class TileSet(BitSet):
    """An immutable, readable set of tiles backed by an int bitmask."""

    __slots__ = ()

    KIND = "tiles"

    @staticmethod
    def item_text(item: int) -> str:
        return tile_text(item)

    @staticmethod
    def parse_item(text: str) -> int:
        return parse_tile(text)
