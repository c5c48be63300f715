"""Sab'at Al-Deemin for learners: its observation."""

from __future__ import annotations

from majlis.games.sabat_al_deemin_hand import DeeminView
from majlis.games.sabat_al_deemin_hand import Phase as DeeminPhase
from majlis.rl.encoding import Adapter, Block, Encoder, Vector


class DeeminEncoder(Encoder[DeeminView]):
    """Sab'at Al-Deemin: the hand, the piles, the bidding and the phase."""

    def blocks(self) -> list[Block]:
        items, seats = len(self.items), self.seats
        return [
            Block("hand", items, "1 for each card (7..A) in the seat's hand"),
            Block("table", items, "1 for each card on the table"),
            Block("passed", seats, "1 if the seat passed (jella) at its latest turn of the "
                  "play"),
            *self.seat_blocks(),
            Block("phase", len(DeeminPhase), "one-hot: redeal, double, treble, play, over, void"),
            Block("multiplier", 3, "one-hot: 1, 2 (doubled), 3 (trebled)"),
            Block("doubler", seats, "the seat that doubled"),
            Block("trebler", seats, "the seat that trebled"),
        ]

    def fill(self, view: DeeminView, out: Vector) -> None:
        self.put_items(out, "hand", view.hand)
        self.put_items(out, "table", view.table)
        self.put_passes(out, view)
        self.put_seat_blocks(out, view, view.counts)
        self.put_one_hot(out, "phase", int(view.phase))
        self.put_one_hot(out, "multiplier", view.multiplier - 1)
        self.put_seat(out, "doubler", view, view.doubler)
        self.put_seat(out, "trebler", view, view.trebler)


ADAPTER = Adapter(DeeminEncoder)
