"""Sets of small ints (cards, tiles) kept as one int bitmask."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Self


def bits(mask: int) -> Iterator[int]:
    """The positions of the set bits of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class BitSet:
    """An immutable set of item ids; subclasses say how items are written."""

    __slots__ = ("mask",)

    KIND = "items"
    """What the items are called, as a key: ``"cards"`` or ``"tiles"``."""
    SUIT_NAMES: tuple[str, ...] = ()
    """The items' suits in English by number, as the games' words say ``{suit}``."""

    @staticmethod
    def item_text(item: int) -> str:
        """An item as text."""
        raise NotImplementedError

    @staticmethod
    def parse_item(text: str) -> int:
        """An item from text; ``ValueError`` if it is not one."""
        raise NotImplementedError

    def __init__(self, items: int | str | Iterable[int] = 0) -> None:
        if isinstance(items, int):
            mask = items
        elif isinstance(items, str):
            mask = 0
            for word in items.replace(",", " ").split():
                mask |= 1 << type(self).parse_item(word)
        else:
            mask = 0
            for item in items:
                mask |= 1 << item
        self.mask: int = mask

    def __iter__(self) -> Iterator[int]:
        return bits(self.mask)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __contains__(self, item: object) -> bool:
        return isinstance(item, int) and item >= 0 and bool(self.mask >> item & 1)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BitSet) and type(other) is type(self) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __or__(self, other: Self) -> Self:
        return type(self)(self.mask | other.mask)

    def __and__(self, other: Self) -> Self:
        return type(self)(self.mask & other.mask)

    def __sub__(self, other: Self) -> Self:
        return type(self)(self.mask & ~other.mask)

    def text(self) -> str:
        """The items in id order, space separated."""
        return " ".join(type(self).item_text(i) for i in self)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text()!r})"
