"""A whole match: hands chained by the game's dealer rotation and end condition.

>>> from majlis.games import make_game
>>> match = Match(make_game("badam-saat", {"games": 1}), seed=7)
>>> while match.winners is None:
...     match.act(match.legal_actions()[0])
>>> len(match.hands), sum(match.totals()) > 0
(1, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Generic

from majlis.protocol import Action, Deal, Game, IllegalAction, S, Seat, View
from majlis.quote import quote
from majlis.rng import stream


@dataclass
class Hand(Generic[S]):
    """One hand of a match: who dealt, what was dealt, and where play stands."""

    dealer: Seat
    deal: Deal
    state: S


def first_dealer(game: Game[Any], seed: int | str) -> int:
    """The dealer of a match's first hand (or a tournament's first deal), drawn from
    ``seed``."""
    return int(stream(seed, "first dealer").random() * game.seats)


class Match(Generic[S]):
    """A match in play.  Deals come from ``seed`` unless given (as when replaying
    a record); ``act`` applies an action and deals the next hand when one ends."""

    def __init__(self, game: Game[S], seed: int | str, auto_deal: bool = True) -> None:
        self.game = game
        self.seed = seed
        self.auto_deal = auto_deal
        self.hands: list[Hand[S]] = []
        self.standings: list[tuple[int, ...]] = []
        self.winners: tuple[int, ...] | None = None
        self.next_dealer = first_dealer(game, seed)
        if auto_deal:
            self.deal()

    @property
    def state(self) -> S:
        """The state of the current (last) hand."""
        return self.hands[-1].state

    def to_move(self) -> Seat | None:
        """The seat to act, or None between hands and after the match."""
        if not self.hands or self.winners is not None:
            return None
        return self.game.to_move(self.state)

    def legal_actions(self) -> tuple[Action, ...]:
        return self.game.legal_actions(self.state) if self.to_move() is not None else ()

    def view(self, seat: Seat) -> View:
        """What ``seat`` sees of the current hand."""
        view: View = self.game.view(self.state, seat)  # any game's view is a View
        return view

    def hand_rng(self) -> random.Random:
        """The stream that shuffles the next hand."""
        return stream(self.seed, "hand", len(self.hands))

    def deal(self, deal: Deal | None = None) -> None:
        """Start the next hand, from ``deal`` or shuffled from the seed."""
        if self.winners is not None:
            raise IllegalAction("deal", "the match is over")
        dealer = self.next_dealer
        deal = deal or self.game.shuffle(self.hand_rng(), dealer)
        state = self.game.start(dealer, deal, self.totals(), len(self.hands))
        self.hands.append(Hand(dealer, deal, state))
        if self.game.to_move(state) is None:  # a hand can end before any action (Sedma)
            self._close_hand()

    def resume(self) -> None:
        """Play on from a replayed record: deal from the seed whenever a hand ends."""
        self.auto_deal = True
        if self.winners is None and (not self.hands or self.game.to_move(self.state) is None):
            self.deal()

    def act(self, action: Action) -> None:
        """Apply ``action`` (an action id: ``game.parse_action`` reads ``"7H"``) to the
        current hand; raises IllegalAction, changing nothing."""
        if not isinstance(action, int) or isinstance(action, bool):
            raise IllegalAction(quote(action), "an action is an int id; "
                                "game.parse_action turns text such as '7H' into one")
        if self.to_move() is None:
            raise IllegalAction(self.game.action_text(action), "no hand is in play")
        self.advance(self.game.apply(self.hands[-1].state, action))

    def advance(self, state: S) -> None:
        """Make ``state`` the current hand's: ``game.apply`` of its state and an action,
        worked out already (the table server checks an action by applying it, commits it,
        then plays it, applying it once)."""
        hand = self.hands[-1]
        hand.state = state
        if self.game.to_move(state) is None:
            self._close_hand()

    def _close_hand(self) -> None:
        hand = self.hands[-1]
        self.next_dealer = self.game.next_dealer(hand.dealer, hand.state)
        if not self.game.is_void(hand.state):
            self.standings.append(self.totals())
            self.winners = self.game.winners(self.standings)
        if self.winners is None and self.auto_deal:
            self.deal()

    def totals(self, hands: int | None = None) -> tuple[int, ...]:
        """Match totals, counting what the current hand has scored so far; after the
        first ``hands`` hands only, if given."""
        totals = [0] * self.game.seats
        for hand in self.hands[:hands]:
            for seat, points in enumerate(self.game.hand_scores(hand.state)):
                totals[seat] += points
        return tuple(totals)
