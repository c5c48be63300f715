"""Bint Al-Sbeet for learners: its observation."""

from __future__ import annotations

from majlis.games.bint_al_sbeet import (
    PENALTY_CARDS,
    QUEEN_OF_SPADES,
    TEN_OF_DIAMONDS,
    SbeetView,
    card_points,
)
from majlis.games.bint_al_sbeet import Phase as SbeetPhase
from majlis.protocol import View
from majlis.rl.encoding import Adapter, Block, Encoder, Vector


class SbeetEncoder(Encoder):
    """Bint Al-Sbeet: the hand, the passing, every trick's cards and the penalties."""

    PHASES = tuple(SbeetPhase)
    DIRECTIONS = ("left", "right", "none")
    ASKED = (QUEEN_OF_SPADES, TEN_OF_DIAMONDS)
    MOST_POINTS = 72
    """QS and TD revealed (26 + 20) and all 13 hearts doubled (26)."""

    def blocks(self) -> list[Block]:
        return [
            Block("hand", 52, "1 for each card in the seat's hand (picks included until the "
                  "exchange)"),
            Block("picks", 52, "the cards the seat chose to pass"),
            Block("received", 52, "the cards the seat received in the exchange"),
            Block("played", 52, "the cards each seat has played in this hand's tricks",
                  rows=4),
            Block("trick", 52, "the cards of the trick in progress"),
            Block("leader", 4, "the seat that led the trick in progress"),
            *self.seat_blocks(13),
            Block("phase", len(self.PHASES), "one-hot: passing, revealing, minus, playing, "
                  "over"),
            Block("direction", 3, "one-hot pass direction: left, right, none"),
            Block("asking", 2, "while revealing, the card asked about: QS, TD"),
            Block("revealed", 4, "the seat that revealed QS (row 0) and TD (row 1)", rows=2),
            Block("minus", 4, "1 if the seat declared minus"),
            Block("tricks", 4, "tricks each seat has taken, / 13"),
            Block("points", 4, f"penalty points of the cards each seat has taken, "
                  f"/ {self.MOST_POINTS}"),
        ]

    def fill(self, view: View, out: Vector) -> None:
        assert isinstance(view, SbeetView)
        self.put_items(out, "hand", view.hand)
        self.put_items(out, "picks", view.passed)
        self.put_items(out, "received", view.received)
        played = [0] * 4
        for stage in self.game.explain(view):
            for move in stage.moves:
                if move.word == "play" and move.item is not None:
                    played[(move.seat - view.seat) % 4] |= 1 << move.item
        for row, mask in enumerate(played):
            self.put_items(out, "played", mask, row)
        self.put_items(out, "trick", sum(1 << c for _, c in view.trick))
        self.put_seat(out, "leader", view, view.leader if view.trick else None)
        self.put_seat_blocks(out, view, view.counts, 13)
        self.put_one_hot(out, "phase", self.PHASES.index(view.phase))
        self.put_one_hot(out, "direction", self.DIRECTIONS.index(view.direction))
        if view.asking is not None:
            self.put_one_hot(out, "asking", self.ASKED.index(view.asking))
        revealed = 0
        for seat, c in view.revealed:
            revealed |= 1 << c
            row = self.layout.starts["revealed"] + 4 * self.ASKED.index(c)
            out[row + (seat - view.seat) % 4] = 1
        self.put_seats(out, "minus", view, [float(m) for m in view.minus])
        self.put_seats(out, "tricks", view, [t / 13 for t in view.tricks])
        self.put_seats(out, "points", view, [card_points(mask & PENALTY_CARDS, revealed)
                                             / self.MOST_POINTS for mask in view.penalty_cards])


ADAPTER = Adapter(SbeetEncoder)
