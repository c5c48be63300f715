"""Bint Al-Sbeet for learners: its observation."""

from __future__ import annotations

from majlis.explain import played_by
from majlis.games.bint_al_sbeet_hand import DIRECTIONS as PASS_DIRECTIONS
from majlis.games.bint_al_sbeet_hand import (
    PENALTY_CARDS,
    QUEEN_OF_SPADES,
    TEN_OF_DIAMONDS,
    SbeetView,
    card_points,
)
from majlis.games.bint_al_sbeet_hand import Phase as SbeetPhase
from majlis.rl.encoding import Adapter, Block, Encoder, Vector


class SbeetEncoder(Encoder[SbeetView]):
    """Bint Al-Sbeet: the hand, the passing, every trick's cards and the penalties."""

    PHASES = tuple(SbeetPhase)
    DIRECTIONS = tuple(PASS_DIRECTIONS)
    ASKED = (QUEEN_OF_SPADES, TEN_OF_DIAMONDS)

    def most_points(self) -> int:
        """The most penalty points a seat's cards can be worth: every penalty card, with
        both asked cards revealed (before a failed minus doubles them, which the game's
        ``score_bounds`` counts in)."""
        return card_points(PENALTY_CARDS, sum(1 << card for card in self.ASKED))

    def blocks(self) -> list[Block]:
        items, seats = len(self.items), self.seats
        return [
            Block("hand", items, "1 for each card in the seat's hand (picks included until "
                  "the exchange)"),
            Block("picks", items, "the cards the seat chose to pass"),
            Block("received", items, "the cards the seat received in the exchange"),
            Block("played", items, "the cards each seat has played in this hand's tricks",
                  rows=seats),
            Block("trick", items, "the cards of the trick in progress"),
            Block("leader", seats, "the seat that led the trick in progress"),
            *self.seat_blocks(),
            Block("phase", len(self.PHASES), "one-hot: passing, revealing, minus, playing, "
                  "over"),
            Block("direction", len(self.DIRECTIONS), "one-hot pass direction: left, right, none"),
            Block("asking", len(self.ASKED), "while revealing, the card asked about: QS, TD"),
            Block("revealed", seats, "the seat that revealed QS (row 0) and TD (row 1)",
                  rows=len(self.ASKED)),
            Block("minus", seats, "1 if the seat declared minus"),
            Block("tricks", seats, f"tricks each seat has taken, / {self.hand_size}"),
            Block("points", seats, f"penalty points of the cards each seat has taken, "
                  f"/ {self.most_points()}"),
        ]

    def fill(self, view: SbeetView, out: Vector) -> None:
        self.put_items(out, "hand", view.hand)
        self.put_items(out, "picks", view.passed)
        self.put_items(out, "received", view.received)
        played = played_by(self.game.explain(view), self.seats)
        for seat, mask in enumerate(played):
            self.put_items(out, "played", mask, (seat - view.seat) % self.seats)
        self.put_items(out, "trick", sum(1 << c for _, c in view.trick))
        self.put_seat(out, "leader", view, view.leader if view.trick else None)
        self.put_seat_blocks(out, view, view.counts)
        self.put_one_hot(out, "phase", self.PHASES.index(view.phase))
        self.put_one_hot(out, "direction", self.DIRECTIONS.index(view.direction))
        if view.asking is not None:
            self.put_one_hot(out, "asking", self.ASKED.index(view.asking))
        revealed = 0
        for seat, c in view.revealed:
            revealed |= 1 << c
            row = self.layout.starts["revealed"] + self.seats * self.ASKED.index(c)
            out[row + (seat - view.seat) % self.seats] = 1
        self.put_seats(out, "minus", view, [float(m) for m in view.minus])
        self.put_seats(out, "tricks", view, [t / self.hand_size for t in view.tricks])
        most = self.most_points()
        self.put_seats(out, "points", view, [card_points(mask & PENALTY_CARDS, revealed) / most
                                             for mask in view.penalty_cards])


ADAPTER = Adapter(SbeetEncoder)
