"""Drawing the deals that agree with what a seat has seen: what every game's bot
kit shares.

What a seat has seen narrows the others' hands: a pass shows that the passer held
nothing it could play, a failure to follow shows a void.  Each game's bot module
says what one action shows, given the public table before it;
:func:`read_history` folds that over a history into the items each seat cannot
hold, and the dealers below give the unseen items to the seats under those
constraints, uniformly when nothing constrains them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

from majlis.bitset import bits
from majlis.protocol import Seat, Trail

T = TypeVar("T")

DEAL_TRIES = 40
"""Tries of :func:`deal_unknown` before it gives up."""


def read_history(history: Sequence[tuple[int, int]], seats: int, table: T,
                 step: Callable[[T, int], T], shows: Callable[[T, int, int], int]) -> list[int]:
    """For each seat, the items its actions show it cannot hold: ``shows(table, seat,
    action)`` with ``table`` the public table before the action, which
    ``step(table, action)`` moves on."""
    cannot = [0] * seats
    for seat, action in history:
        cannot[seat] |= shows(table, seat, action)
        table = step(table, action)
    return cannot


def trail_of(history: Sequence[tuple[int, int]]) -> Trail:
    """The cons list of ``history`` (oldest first), as game states keep it."""
    trail: Trail = None
    for step in history:
        trail = (step, trail)
    return trail


def constrained_order(items: int, may_hold: Sequence[int]) -> list[int]:
    """``items`` in the order to deal them: those the fewest seats may hold first."""
    return sorted(bits(items), key=lambda i: sum(mask >> i & 1 for mask in may_hold))


def deal_once(order: Sequence[int], may_hold: Sequence[int], need: Sequence[int],
              rng: random.Random) -> list[int] | None:
    """Hands with ``need[s]`` items each, seat ``s`` only getting items of
    ``may_hold[s]``, the items dealt in ``order``; None at a dead end.

    Each item goes to a seat with the chance of that seat's remaining need, which
    is uniform when nothing constrains the deal; dealing the most constrained
    items first makes dead ends rare.
    """
    hands, left = [0] * len(need), list(need)
    open_seats = [s for s, n in enumerate(need) if n]
    to_deal, shared = sum(need), held_by_all(may_hold, open_seats)
    for item in order:
        if shared >> item & 1:  # any seat still short may take it
            able, weight = open_seats, to_deal
        else:
            able, weight = [], 0
            for s in open_seats:
                if may_hold[s] >> item & 1:
                    able.append(s)
                    weight += left[s]
            if not able:
                return None
        x = rng.random() * weight
        for seat in able:
            x -= left[seat]
            if x < 0:
                break
        hands[seat] |= 1 << item
        left[seat] -= 1
        to_deal -= 1
        if not left[seat]:
            open_seats = [s for s in open_seats if s != seat]
            shared = held_by_all(may_hold, open_seats)
    return hands


def held_by_all(may_hold: Sequence[int], seats: Sequence[int]) -> int:
    """The items every one of ``seats`` may hold (none without seats)."""
    if not seats:
        return 0
    shared = may_hold[seats[0]]
    for seat in seats[1:]:
        shared &= may_hold[seat]
    return shared


def deal_unseen(order: Sequence[int], may_hold: Sequence[int], need: Sequence[int],
                rng: random.Random, tries: int) -> list[int] | None:
    """The first of ``tries`` :func:`deal_once` that finds hands, else None."""
    for _ in range(tries):
        hands = deal_once(order, may_hold, need, rng)
        if hands is not None:
            return hands
    return None


def deal_unknown(unknown: int, needs: Sequence[int], cannot: Sequence[int],
                 rng: random.Random) -> list[int] | None:
    """Masks giving seat ``s`` exactly ``needs[s]`` cards of ``unknown``, none of
    ``cannot[s]``, drawn at random; None if the constrained deal keeps failing.
    Each try deals the most constrained cards first, ties in a new random order."""
    may_hold = [unknown & ~barred if need else 0 for need, barred in zip(needs, cannot,
                                                                         strict=True)]
    cards = list(bits(unknown))
    for _ in range(DEAL_TRIES):
        order = sorted(cards, key=lambda c: (sum(mask >> c & 1 for mask in may_hold),
                                             rng.random()))
        hands = deal_once(order, may_hold, needs, rng)
        if hands is not None:
            return hands
    return None


def sample_hands(unknown: int, seat: Seat, hand: int, counts: Sequence[int],
                 cannot: Sequence[int], rng: random.Random) -> tuple[int, ...]:
    """Every seat's hand: ``hand`` for ``seat``, the ``unknown`` cards dealt to the
    others in their ``counts`` respecting ``cannot`` (dropped if no deal fits)."""
    needs = [0 if s == seat else n for s, n in enumerate(counts)]
    hands = deal_unknown(unknown, needs, cannot, rng)
    if hands is None:
        hands = deal_unknown(unknown, needs, [0] * len(counts), rng)
    assert hands is not None
    hands[seat] = hand
    return tuple(hands)
