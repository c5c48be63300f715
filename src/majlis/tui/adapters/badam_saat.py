"""Badam Saat at the terminal: the sevens grid, with the Ace where the option puts it."""

from __future__ import annotations

from typing import Protocol

from rich.console import RenderableType

from majlis.cards import suit_ranks
from majlis.games.badam_saat import SevensView
from majlis.tui.adapters.common import OwnAdapter, sevens_grid
from majlis.tui.seen import Seen


class SevensRules(Protocol):
    """The options both Badam Saat games share."""

    ace: str
    games: int


class SevensAdapter(OwnAdapter[SevensRules, SevensView]):
    """Badam Saat: the runs of each suit in a grid."""

    tradition = "hindi"

    VIEW = SevensView

    def ranks(self, seen: Seen) -> tuple[int, ...]:
        """The ranks of a row, low to high, as the ``ace`` option places the Ace."""
        return suit_ranks(self.rules(seen).ace == "low")

    def shedding(self, seen: Seen) -> bool:
        return True

    def table(self, seen: Seen) -> RenderableType:
        return sevens_grid(self.view(seen).table, seen.names, self.ranks(seen))


ADAPTER = SevensAdapter()
