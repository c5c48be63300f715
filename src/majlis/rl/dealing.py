"""How the OpenSpiel games deal (:mod:`majlis.rl.openspiel`): an order of items made
into a deal as the game's deal layout says, a deal's hands back into an order, and,
to resample what a seat cannot see, the hidden items dealt at random consistently
with its view.  Plain functions of the game's description, view and board."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from majlis.bitset import bits
from majlis.bots.sampling import deal_unknown
from majlis.protocol import Deal, Game, deal_round, with_played


def deal_from_order(rules: Game[Any], order: Sequence[int], dealer: int) -> Deal:
    """The deal made by dealing ``order`` (possibly only its start) as the game's deal
    layout says: the hands one item at a time from the seat after the dealer, then the
    face-up table, then the stock."""
    layout = rules.describe().deal
    dealt, table = sum(layout.hands), layout.table
    return Deal(deal_round(order[:dealt], rules.seats, dealer),
                tuple(order[dealt:dealt + table]), tuple(order[dealt + table:]))


def deal_order(hands: Sequence[int], dealer: int, rng: random.Random) -> list[int]:
    """An order of the items that deals ``hands`` one at a time from the seat after
    the dealer."""
    left = [list(bits(mask)) for mask in hands]
    for cards in left:
        rng.shuffle(cards)
    seats = len(hands)
    return [left[(dealer + 1 + i) % seats].pop() for i in range(sum(map(len, left)))]


def sample_hands(rules: Game[Any], view: Any, items: Sequence[int],
                 rng: random.Random) -> list[int] | None:
    """Each seat's current hand: the viewer's own, the others' dealt at random from
    the items it has not seen, none to a seat the game says cannot hold it (as the
    bots deal, :func:`~majlis.bots.sampling.deal_unknown`); None when no deal fits.
    The hidden items beyond the hands' counts are left over (a stock, which the game's
    ``rebuild`` places)."""
    board = rules.board(view)
    seen = view.hand | sum(1 << item for item in board.face_up())
    for played in with_played(rules, view, (0,) * rules.seats):
        seen |= played
    hidden = sum(1 << item for item in items if not seen >> item & 1)
    needs = [0 if seat == view.seat else count for seat, count in enumerate(board.counts)]
    needs.append(hidden.bit_count() - sum(needs))  # the leftovers, as one more seat
    hands = deal_unknown(hidden, needs, (*rules.cannot_hold(view), 0), rng)
    if hands is None:
        return None
    hands[view.seat] = view.hand
    return hands[:-1]
