"""Sedma for learners: its observation."""

from __future__ import annotations

from majlis.games.sedma import SedmaView
from majlis.rl.encoding import Adapter, Block, Encoder, Vector


class SedmaEncoder(Encoder[SedmaView]):
    """Sedma: the hand, the train, the open end and the points scored."""

    def blocks(self) -> list[Block]:
        items, seats = len(self.items), self.seats
        return [
            Block("hand", items, "1 for each tile (by id, 0-0 .. 6-6) in the seat's hand"),
            Block("train", items, "1 for each tile in the train"),
            Block("end", 8, "one-hot: no lead yet (0), else the open end's pips + 1"),
            Block("passed", seats, "1 if the seat passed at its latest turn"),
            *self.seat_blocks(),
            Block("scores", seats, f"points each seat has scored this hand, "
                  f"/ {self.most_points()}"),
        ]

    def most_points(self) -> int:
        """The most points one hand can give a seat."""
        return self.description.score_bounds[1]

    def fill(self, view: SedmaView, out: Vector) -> None:
        self.put_items(out, "hand", view.hand)
        self.put_items(out, "train", sum(1 << t for t in view.train))
        self.put_one_hot(out, "end", view.end + 1)
        self.put_passes(out, view)
        self.put_seat_blocks(out, view, view.counts)
        most = self.most_points()
        self.put_seats(out, "scores", view, [min(1.0, s / most) for s in view.scores])


ADAPTER = Adapter(SedmaEncoder)
