"""Luck: what each seat's deal was worth, apart from how it was played.

A hand's deal is worth, to each side, the mean result of playing it out with the same
players at every seat (the ``rules`` bot's, the analysis's model of a player), less
the same for the average deal (deals drawn afresh with the same dealer and match
totals).  A seat's luck is its side's share of that; its luck-adjusted result is what
its side scored less its luck, in the analysis's units (:mod:`majlis.analysis.values`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from majlis.bots.game_kits import kit_of
from majlis.bots.search import Judge
from majlis.match import Hand
from majlis.protocol import Game
from majlis.rng import stream


@dataclass(frozen=True)
class Luck:
    """One seat's luck in one hand: its deal's worth against the average deal, its
    side's result, and the result less the luck."""

    seat: int
    luck: float
    result: float

    @property
    def adjusted(self) -> float:
        return self.result - self.luck

    def json(self) -> dict[str, Any]:
        return {"seat": self.seat, "luck": round(self.luck, 4), "result": round(self.result, 4),
                "adjusted": round(self.adjusted, 4)}


def hand_luck(game: Game[Any], hand: Hand[Any], totals: tuple[int, ...], number: int,
              deals: int, seed: str) -> list[Luck]:
    """Each seat's :class:`Luck` in ``hand`` (hand ``number`` of its match, dealt with
    the match at ``totals``), against ``deals`` deals drawn from the stream of ``seed``."""
    judge = Judge(game, kit_of(game), 0, 0, 0.0)
    rng = stream(seed)
    dealt = judge.playout_values(game.start(hand.dealer, hand.deal, totals, number),
                                 rng.getrandbits(64))
    average = [0.0] * len(dealt)
    for _ in range(deals):
        other = game.start(hand.dealer, game.shuffle(rng, hand.dealer), totals, number)
        for side, value in enumerate(judge.playout_values(other, rng.getrandbits(64))):
            average[side] += value / deals
    result = judge.side_values(hand.state)
    return [Luck(seat, dealt[judge.side_of[seat]] - average[judge.side_of[seat]],
                 result[judge.side_of[seat]]) for seat in range(game.seats)]


def summed_luck(hands: list[list[Luck]], seats: int) -> list[Luck]:
    """Each seat's luck and result summed over ``hands``."""
    return [Luck(seat, sum(h[seat].luck for h in hands), sum(h[seat].result for h in hands))
            for seat in range(seats)]
