"""What the terminal adapters of the games of majlis share: the sevens grid, and who
went out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar, cast

from rich.text import Text

from majlis.cards import card
from majlis.protocol import View, own_view
from majlis.tui.adapters import TableAdapter
from majlis.tui.names import RED_SUITS, Names, rank_char
from majlis.tui.seen import Seen

G = TypeVar("G")
V = TypeVar("V", bound=View)


class OwnAdapter(TableAdapter, Generic[G, V]):
    """The adapter of one game of majlis: its rules ``G`` and its view ``V`` at hand."""

    VIEW: type[V]

    def rules(self, seen: Seen) -> G:
        return cast(G, seen.game)

    def view(self, seen: Seen) -> V:
        return own_view(seen.view, self.VIEW)


def sevens_grid(table: int, names: Names, ranks: Sequence[int]) -> Text:
    """One row per suit, one column per rank: the cards on the table and gaps."""
    width = max(len(names.suit(s)) for s in range(4)) + 1
    header = " " * width + "".join(f"{rank_char(card(0, r)):>3}" for r in ranks)
    text = Text(header + "\n", style="dim", no_wrap=True, overflow="crop")
    for suit in range(4):
        color = "red" if suit in RED_SUITS else ""
        text.append(names.suit(suit).ljust(width), style=f"bold {color}")
        for rank in ranks:
            c = card(suit, rank)
            if table >> c & 1:
                text.append(f"{rank_char(c):>3}", style=f"bold {color}")
            else:
                text.append("  ·", style="dim")
        if suit < 3:
            text.append("\n")
    return text

