"""Badam Saat for learners: its observation."""

from __future__ import annotations

from typing import TypeVar

from majlis.games.badam_saat import SevensView
from majlis.rl.encoding import Adapter, Block, Encoder, Vector

SV = TypeVar("SV", bound=SevensView)
"""The views a Badam Saat encoder reads: Badam Saat's, or those of a game made from it."""


class SevensEncoder(Encoder[SV]):
    """Badam Saat: the hand, the table, counts and who passed last time round."""

    def blocks(self) -> list[Block]:
        items = len(self.items)
        return [
            Block("hand", items, "1 for each card in the seat's hand"),
            Block("table", items, "1 for each card on the table"),
            Block("passed", self.seats, "1 if the seat passed at its latest turn"),
            *self.seat_blocks(),
        ]

    def fill(self, view: SV, out: Vector) -> None:
        self.put_items(out, "hand", view.hand)
        self.put_items(out, "table", view.table)
        self.put_passes(out, view)
        self.put_seat_blocks(out, view, view.counts)


ADAPTER = Adapter(SevensEncoder)
