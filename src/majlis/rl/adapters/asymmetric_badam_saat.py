"""Asymmetric Badam Saat for learners: its observation."""

from __future__ import annotations

from majlis.games.asymmetric_badam_saat import AsymmetricView
from majlis.rl.adapters.badam_saat import SevensEncoder
from majlis.rl.encoding import Adapter, Block, Vector


class AsymmetricEncoder(SevensEncoder[AsymmetricView]):
    """Asymmetric Badam Saat: Badam Saat's blocks, the stock's size and the open suits."""

    def most_held(self) -> int:
        # The hand dealt and the seat's share of the stock, drawn round the table.
        deal = self.description.deal
        return max(deal.hands) + -(-deal.stock // self.seats)

    def blocks(self) -> list[Block]:
        return [
            *super().blocks(),
            Block("stock", 1, f"cards left in the stock, / {self.description.deal.stock}"),
            Block("missing_open", 1, "1 once an all-pass has opened the missing suits"),
        ]

    def fill(self, view: AsymmetricView, out: Vector) -> None:
        super().fill(view, out)
        out[self.layout.starts["stock"]] = view.stock_count / self.description.deal.stock
        out[self.layout.starts["missing_open"]] = float(view.missing_open)


ADAPTER = Adapter(AsymmetricEncoder)
