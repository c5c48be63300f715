"""Sab'at Al-Deemin bots: the rules policy, bidding by hand strength, deal sampling
and fast playouts.

How the hand is won (``shared/rules/sabat-al-deemin.*.txt``): the piles only grow
upwards from the sevens, so every card blocks the cards above it in its suit, and
a seven blocks its whole suit.  The first player out wins for the team, which
scores the opponents' Aces and pictures, and 200 more when the last card is a
seven; all of it doubled or trebled by the bidding.  The rules bot therefore
scores each playable card by

- our own cards above it: the unbroken run right above (we keep our turns) and
  those past a gap (they wait for the others, so the suit should open early);
- the cards above it, before our next own card, that it releases to the
  others (no pass can tell whose they are: a card above a playable one was
  never playable, so no seat has passed on it);
- a seven with nothing of ours above it is the best last card (the 200 bonus)
  and a blocker of its whole suit: the release count keeps it back;
- shedding Aces and pictures on equal terms (they are what we lose if beaten).

It announces the last card with the second-to-last one when ``strict_warning``
asks for it.  Bidding follows a hand-strength estimate fitted to rules-bot
playouts (``strength``): demand a redeal with a weak hand, double a strong one,
treble a stronger one.

Sampling: the cards not on the table and not ours lie in the other three hands
in the counts shown, never in a hand the game says cannot hold them
(:meth:`~majlis.games.sabat_al_deemin.SabatAlDeemin.cannot_hold`: a seat that passed
holds none of the cards that were playable then; before the first card the seat to
lead holds 7D).  The redeal questions tell nothing: every seat is asked, and a seat
that may demand a redeal may keep the deal as any other does.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from dataclasses import replace
from functools import cache, lru_cache

from majlis import fast
from majlis.bitset import bits
from majlis.bots.badam_saat import HandReader, choice_points, walk_chain
from majlis.bots.botkit import Budget
from majlis.bots.sampling import deal_unknown, trail_of
from majlis.cards import SEVENS, SUIT, card, rank_of, suit_of
from majlis.games.sabat_al_deemin import SabatAlDeemin
from majlis.games.sabat_al_deemin_hand import (
    ANNOUNCE,
    DECK,
    DOUBLE,
    PASS,
    REDEAL,
    SEVEN_OF_DIAMONDS,
    TREBLE,
    WARNING_PENALTY,
    DeeminState,
    DeeminView,
    Phase,
    credit,
    hand_points,
    honours,
    opponents_cards,
    playable,
)
from majlis.protocol import Action
from majlis.rng import Rng

RUN = 2.0
"""Per own card in the unbroken run right above a candidate."""
FAR = 1.5
"""Per own card above a candidate past a card of the others."""
RELEASE = 1.0
"""Per card released to the opponents."""
POINTS = 0.02
"""Per point (Ace 20, picture 10) of the candidate and of our cards past a gap."""
MISS = 0.1
"""The chance kept, per choice the rules would not have made, of a sampled deal."""
BURN_IN = 150
"""Steps of the hand-reading chain before its first deal."""
THIN = 12
"""Steps of the chain between deals (the figures in docs/bots.md were measured with
these three; Badam Saat's reader has its own)."""

DOUBLE_AT = 0.6
"""Double with an estimated chance of winning the hand of at least this (about a
quarter of hands, which win some 70%)."""
TREBLE_AT = 0.65
"""Treble (after the opponents doubled) at least this."""
REDEAL_BELOW = 0.45
"""Demand a redeal below this."""


@cache
def above() -> tuple[tuple[int, ...], ...]:
    """For each card id, the cards above it in its suit, in the order they must be played."""
    out: list[tuple[int, ...]] = [()] * 64
    for c in bits(DECK):
        out[c] = tuple(card(suit_of(c), r) for r in range(rank_of(c) + 1, 15))
    return tuple(out)


def card_points(c: int) -> int:
    """What ``c`` scores for the winners when it is left in a loser's hand."""
    return honours(1 << c)


def card_score(candidate: int, hand: int) -> float:
    """How much the rules like playing ``candidate`` from ``hand``."""
    score = POINTS * card_points(candidate)
    run, far, released = walk_chain(above()[candidate], hand)
    return score + RUN * run + FAR * far.bit_count() + POINTS * honours(far) - RELEASE * released


def choose_card(hand: int, can_play: int) -> int:
    """The rules' pick among the playable cards (more than one) of ``hand``."""
    masks = above_masks()
    best, best_score = -1, -1e9
    for c in bits(can_play):
        score = cached_score(c, hand & masks[c])
        if score > best_score:
            best, best_score = c, score
    return best


@cache
def above_masks() -> tuple[int, ...]:
    """For each card id, the cards above it as one mask."""
    return tuple(sum(1 << c for c in cards) for cards in above())


@lru_cache(maxsize=1 << 16)
def cached_score(candidate: int, held_above: int) -> float:
    """:func:`card_score`, which depends on the cards above the candidate only,
    remembered for the search's playouts and hand reading."""
    return card_score(candidate, held_above)


STRENGTH = (8.4867, -0.1866, -0.1628, 0.0069, -0.0025, -0.0986)
"""Logistic weights of the hand-strength estimate: constant, sevens, holding 7D,
reach of the lowest card of each suit, points, sum of ranks (fitted by
maximum likelihood to 80,000 seats of rules-bot playouts; the sum of ranks
carries nearly all of it, and it already counts the sevens as low cards)."""


def strength(hand: int) -> float:
    """The estimated chance that the team of a seat holding ``hand`` wins the hand."""
    lows = 0
    for suit in range(4):
        cards = hand & SUIT[suit]
        lows += 15 - (rank_of((cards & -cards).bit_length() - 1) if cards else 15)
    features = ((hand & SEVENS).bit_count(), hand >> SEVEN_OF_DIAMONDS & 1, lows,
                sum(card_points(c) for c in bits(hand)), sum(rank_of(c) for c in bits(hand)))
    logit = STRENGTH[0]
    for weight, x in zip(STRENGTH[1:], features, strict=True):  # in order, as the core adds
        logit += weight * x
    return 1.0 / (1.0 + math.exp(-logit))


def bid(game: SabatAlDeemin, view: DeeminView, legal: tuple[Action, ...]) -> int:
    """Redeal, double or treble by hand strength; else pass."""
    chance = strength(view.hand)
    if REDEAL in legal:
        return REDEAL if chance < REDEAL_BELOW else PASS
    if DOUBLE in legal:
        return DOUBLE if chance >= DOUBLE_AT else PASS
    if TREBLE in legal:
        return TREBLE if chance >= TREBLE_AT else PASS
    return PASS


def rules_action(game: SabatAlDeemin, view: DeeminView, legal: tuple[Action, ...],
                 rng: random.Random) -> Action:
    """The rules bot's choice."""
    if view.phase is not Phase.PLAY:
        return bid(game, view, legal)
    if len(legal) == 1:
        return legal[0]
    can_play = 0
    for action in legal:
        if action < ANNOUNCE:
            can_play |= 1 << action
    c = choose_card(view.hand, can_play)
    return c + ANNOUNCE if game.strict_warning and view.hand.bit_count() == 2 else c


def playout(game: SabatAlDeemin, state: DeeminState, rng: random.Random) -> DeeminState:
    """The hand played to its end with every seat following the rules on its own cards."""
    while state.turn >= 0 and state.phase is not Phase.PLAY:
        seat = state.turn
        state = game.apply(state, rules_action(game, game.view(state, seat),
                                               game.legal_actions(state), rng))
    if state.turn < 0:
        return state
    hands, table, seat, trail = list(state.hands), state.table, state.turn, state.trail
    announce = ANNOUNCE if game.strict_warning else 0
    while True:
        hand = hands[seat]
        can_play = playable(hand, table)
        if not can_play:
            trail = ((seat, PASS), trail)
            seat = (seat + 1) % 4
            continue
        c = (can_play.bit_length() - 1 if can_play & (can_play - 1) == 0
             else choose_card(hand, can_play))
        hand ^= 1 << c
        hands[seat] = hand
        table |= 1 << c
        left = hand.bit_count()
        trail = ((seat, c + announce if left == 1 else c), trail)
        if not left:
            break
        seat = (seat + 1) % 4
    won = hand_points(opponents_cards(hands, seat), c, state.multiplier)
    return DeeminState(dealer=state.dealer, hands=tuple(hands), table=table, phase=Phase.OVER,
                       turn=-1, doubler=state.doubler, trebler=state.trebler,
                       points=credit(state.points, seat % 2, won), trail=trail)


# -- sampling -------------------------------------------------------------------


def sampler(game: SabatAlDeemin, view: DeeminView, rng: random.Random,
            ) -> Iterator[DeeminState]:
    """Hands that agree with the view and the passes, read as rules players' hands
    (:class:`~majlis.bots.badam_saat.HandReader`)."""
    reader, state = reading(game, view, rng)
    reader.walk(BURN_IN)
    while True:
        yield replace(state, hands=tuple(reader.hands))
        reader.walk(THIN)


def reading(game: SabatAlDeemin, view: DeeminView,
            rng: random.Random) -> tuple[HandReader, DeeminState]:
    """A hand reader on a first deal that agrees with the view and the passes, and the
    state its deals complete (the others' hands left as first dealt)."""
    cannot = list(game.cannot_hold(view))
    hands = first_hands(view, cannot, rng)
    points = choice_points(plain_history(view), 4, lambda table: playable(DECK, table) & ~table)
    reader = HandReader(hands, view.seat, cannot, points, choose_card, rng, MISS)
    state = DeeminState(
        dealer=view.dealer, hands=tuple(hands), table=view.table, phase=view.phase,
        turn=-1 if view.to_move is None else view.to_move,
        doubler=-1 if view.doubler is None else view.doubler,
        trebler=-1 if view.trebler is None else view.trebler,
        points=points_so_far(game, view), trail=trail_of(view.history))
    return reader, state


def compiled_totals(game: SabatAlDeemin, view: DeeminView, legal: tuple[Action, ...],
                    rng: Rng, budget: Budget) -> list[float] | None:
    """The kit's ``compiled_totals``: the deals of :func:`sampler` played out by the rules
    or solved exactly, in the core.  Its core plans no turns: None if asked to."""
    if budget.planned_turns:
        return None
    reader, state = reading(game, view, rng)
    points = tuple((seat, open_cards, later, played)
                   for seat, seat_points in enumerate(reader.points)
                   for open_cards, later, played in seat_points)
    return fast.search(game, state, legal, budget,
                       (tuple(reader.cannot), points, BURN_IN, THIN, MISS), rng)


def first_hands(view: DeeminView, cannot: list[int], rng: random.Random) -> list[int]:
    """Hands that agree with the view and the passes."""
    unknown = DECK & ~view.table & ~view.hand
    needs = [0 if s == view.seat else n for s, n in enumerate(view.counts)]
    hands = deal_unknown(unknown, needs, cannot, rng) or deal_unknown(
        unknown, needs, [0] * 4, rng)
    assert hands is not None
    hands[view.seat] = view.hand
    return hands


def sample_state(game: SabatAlDeemin, view: DeeminView, rng: random.Random) -> DeeminState:
    """A hand that agrees with the view and the passes, drawn towards those that
    explain the others' choices."""
    return next(sampler(game, view, rng))


def plain_history(view: DeeminView) -> list[tuple[int, int]]:
    """The history with announced plays written as the plain card."""
    return [(seat, action - ANNOUNCE if action >= ANNOUNCE else action)
            for seat, action in view.history]


def points_so_far(game: SabatAlDeemin, view: DeeminView) -> tuple[int, int]:
    """The team points of the history: missed last-card warnings (the hand is live)."""
    points = (0, 0)
    if not game.strict_warning:
        return points
    left = [8, 8, 8, 8]
    for seat, action in view.history:
        played = action - ANNOUNCE if action >= ANNOUNCE else action
        if 0 <= played < PASS:
            left[seat] -= 1
            if left[seat] == 1 and action < ANNOUNCE:
                points = credit(points, 1 - seat % 2, WARNING_PENALTY)
    return points
