"""Bint Al-Sbeet bots: how good players play, and the deals a seat's view allows.

:func:`rules_action` plays as good players of ``shared/rules/bint-al-sbeet.txt``
do.  It passes the cards it cannot cover (QS and TD with few lower cards of their
suit, the high spades or diamonds that would catch them, high hearts) and the
last cards of short suits, to build voids, keeping the cover of a QS or TD it
keeps.  It reveals QS or TD only behind long cover in the suit, and declares
minus with a hand of low cards (:func:`minus_risk`).  In play it ducks under the
trick's winner, never wins a trick with QS or TD when it can avoid it, dumps them
on others when void in the suit led, and leads the cards least likely to win,
reckoned from the cards still out and the known voids.  :func:`playout` makes the
same choices on plain ints, for the search.

:func:`sampler` deals the cards the seat has not seen among the other seats so
that the deal agrees with everything the seat knows: its own picks sit with the
seat they went to until played, a seat that revealed QS or TD holds it, a
seat that failed to follow a suit holds none of it, and each seat's plays show
what a good player who played them did not hold (:func:`excluded_by_plays`).
Among such deals it prefers one under which the others would have answered the
reveal and minus questions as they did.

Where the compiled core is built it runs the whole search of a decision in one call
(:func:`compiled_totals`): Python reads the history once, as :func:`sampler` does, and
the core draws every deal from that reading (``src/majlis/core/bint_al_sbeet.c``) and
plays each legal action out with :func:`playout`'s choices, or, late in the hand, solves
the deal exactly as the search's max-n does.  The Python loop of the search stays the
reference, and the tests hold the two to the same totals.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache

from majlis import fast
from majlis.bitset import bits
from majlis.bots.botkit import Budget
from majlis.bots.sampling import constrained_order, deal_unseen
from majlis.cards import CLUBS, DIAMONDS, FULL_DECK, HEARTS, SPADES, SUIT, rank_of, suit_of
from majlis.games.bint_al_sbeet import BintAlSbeet
from majlis.games.bint_al_sbeet_hand import (
    ASKED,
    DIRECTIONS,
    HAND_SIZE,
    MINUS,
    PASS,
    QS_BIT,
    QUEEN_OF_SPADES,
    QUESTIONS,
    REVEAL,
    SEATS,
    TD_BIT,
    TEN_OF_DIAMONDS,
    Phase,
    SbeetState,
    SbeetView,
    card_points,
    question,
    shown_voids,
    trick_winner,
    winning_card,
)
from majlis.protocol import HIDDEN, Action, Seat, Trail
from majlis.rng import Rng

COVER_TO_REVEAL = 5
"""Lower cards of its suit (a void counts for two) a seat wants before it reveals
QS or TD: with that many it can always play under the winner or dump the card."""
COVER_TO_KEEP = 4
"""Lower cards of its suit a seat wants before it keeps QS or TD rather than pass it."""
MINUS_RISK = 8
"""The most risk (see :func:`minus_risk`) a hand may carry for its seat to declare minus."""
MINUS_LEAD = 2
"""The risk of having to lead the first trick."""
ANSWER_TRIES = 12
"""Deals drawn per sample in search of one under which the others would have
answered the reveal and minus questions as they did."""
TEN_POINTS = 10
"""Cards worth this much or more (QS and TD) are dumped before anything else."""
TRICK_COST = 10
"""What a first trick costs besides its cards: the -10 for taking no trick is lost."""


# -- what the history shows ----------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reading:
    """What a seat reads in the public history of the hand."""

    picks: tuple[int, ...]
    """How many cards each seat has chosen to pass so far."""
    answers: tuple[tuple[Seat, Action], ...]
    """The answers to the reveal questions, ``(seat, PASS or REVEAL)``, in order."""
    played: int
    played_by: tuple[int, ...]
    """The cards each seat has played."""
    voids: tuple[int, ...]
    """Bit ``suit`` is set for each suit a seat failed to follow."""
    taken: tuple[int, ...]
    """The cards in the tricks each seat took."""


def read(game: BintAlSbeet, view: SbeetView) -> Reading:
    """The picks, reveal answers, plays, voids and tricks in ``view``'s history."""
    history = view.history
    picking = game.picking(view.direction)
    picks = [0] * SEATS
    for seat, _ in history[:picking]:
        picks[seat] += 1
    played_by, voids, taken = read_plays(history[game.bidding(view.direction):])
    return Reading(tuple(picks), history[picking:picking + QUESTIONS],
                   played_by[0] | played_by[1] | played_by[2] | played_by[3],
                   tuple(played_by), tuple(voids), tuple(taken))


def read_plays(plays: Sequence[tuple[int, int]]) -> tuple[list[int], list[int], list[int]]:
    """The cards each seat played, the suits each failed to follow and the cards in
    the tricks each took, from the ``(seat, card)`` plays in order."""
    played_by, voids, taken = [0] * SEATS, [0] * SEATS, [0] * SEATS
    for start in range(0, len(plays), SEATS):
        trick = plays[start:start + SEATS]
        led = suit_of(trick[0][1])
        for seat, c in trick:
            played_by[seat] |= 1 << c
            if suit_of(c) != led:
                voids[seat] |= 1 << led
        if len(trick) == SEATS:
            cards = [c for _, c in trick]
            taken[trick_winner(cards, trick[0][0])] |= sum(1 << c for c in cards)
    return played_by, voids, taken


# -- the rules player ------------------------------------------------------------


def rules_action(game: BintAlSbeet, view: SbeetView, legal: tuple[Action, ...],
                 rng: random.Random) -> Action:
    """The rules bot's choice: a pure function of what ``view`` shows."""
    if len(legal) == 1:
        return legal[0]
    if view.phase is not Phase.PLAYING:
        return _bid(game, view.phase, view.seat, view.dealer, view.hand & ~view.passed,
                    view.asking)
    reading = read(game, view)
    return play_card(view.seat, view.hand, [c for _, c in view.trick], reading.played,
                     reading.voids, sum(1 << c for _, c in view.revealed),
                     view.minus[view.seat], view.tricks[view.seat] == 0)


def _bid(game: BintAlSbeet, phase: Phase, seat: Seat, dealer: Seat, hand: int,
         asking: int | None) -> int:
    """The rules' answer before the play: the next pick, reveal or not, minus or not."""
    if phase is Phase.PASSING:
        return pass_pick(hand, game.pass_count - (HAND_SIZE - hand.bit_count()))
    if phase is Phase.REVEALING:
        if asking is None or not hand >> asking & 1:
            return PASS
        return REVEAL if reveals(hand, asking) else PASS
    return MINUS if minus_risk(hand, seat == (dealer + 1) % SEATS) <= _minus_safe(game) else PASS


def _minus_safe(game: BintAlSbeet) -> int:
    """The most risk with which a seat declares minus; taking no penalty card is
    easier than taking no trick."""
    return MINUS_RISK + (2 if game.minus_condition == "no_penalty_card" else 0)


def cover(hand: int, c: int) -> int:
    """The cards of ``hand`` below ``c`` in its suit: what lets its holder duck with it."""
    return (hand & SUIT[suit_of(c)] & ((1 << c) - 1)).bit_count()


def pass_pick(hand: int, left: int) -> int:
    """The next card to pass from ``hand`` with ``left`` cards still to choose."""
    return max(bits(hand), key=lambda c: (pass_danger(c, hand, left), c))


def pass_danger(c: int, hand: int, left: int) -> int:
    """How badly ``hand`` wants rid of ``c``: the penalty cards it cannot cover first,
    then the high cards that would catch them, high hearts, then short suits."""
    suit, rank = suit_of(c), rank_of(c)
    if c in ASKED:
        return 100 if cover(hand, c) < COVER_TO_KEEP else 0
    if any(hand >> q & 1 and suit_of(q) == suit and c < q for q in ASKED):
        return 0  # the cover of QS or TD, kept with it
    if suit == SPADES and c > QUEEN_OF_SPADES and not hand & QS_BIT:
        return 60 + rank if cover(hand, QUEEN_OF_SPADES) < COVER_TO_KEEP - 1 else rank
    if suit == DIAMONDS and c > TEN_OF_DIAMONDS and not hand & TD_BIT:
        return 40 + rank if cover(hand, TEN_OF_DIAMONDS) < COVER_TO_KEEP - 1 else rank
    if suit == HEARTS:
        return 30 + rank if rank >= 10 else rank
    # Passing every card of a short suit leaves a void to dump penalty cards on.
    short = (hand & SUIT[suit]).bit_count() <= left
    return rank + (20 if short else 0)


def reveals(hand: int, c: int) -> bool:
    """Whether to reveal ``c`` (QS or TD): only behind enough cover to never take it."""
    voids = sum(1 for suit in range(4) if not hand & SUIT[suit])
    return cover(hand, c) + 2 * voids >= COVER_TO_REVEAL


def minus_risk(hand: int, leads: bool) -> int:
    """How exposed ``hand`` is to taking a trick: for each card, the lower cards of
    its suit the others hold, less two for each lower card of its own.

    The others' low cards are what leave a card of ours the highest of a trick;
    each lower card of our own takes one round of the suit, in which the three
    others spend cards too.  Leading the first trick adds two.  Measured over
    rules play (docs/bots.md): minus pays off on average up to about 9.
    """
    risk = MINUS_LEAD if leads else 0
    for suit in range(4):
        # Every suit is reckoned alike: the ranks of the suit as its cards in clubs.
        risk += _suit_risk(hand >> 16 * suit & SUIT[CLUBS])
    return risk


@cache
def _suit_risk(mine: int) -> int:
    """The risk of the cards ``mine`` of one suit, written as clubs (see :func:`minus_risk`)."""
    others = SUIT[CLUBS] & ~mine
    return sum(max(0, (others & ((1 << c) - 1)).bit_count() - 2 * i)
               for i, c in enumerate(bits(mine)))


def play_card(seat: Seat, hand: int, trick: Sequence[int], played: int,
              voids: Sequence[int], revealed: int, minus: bool, no_trick: bool) -> int:
    """The rules' card for ``seat`` holding ``hand`` on ``trick`` (its cards in play
    order), with ``played`` the cards seen played, the seats' known ``voids``, the
    ``revealed`` cards, whether the seat declared ``minus`` and has taken no trick."""
    if not trick:
        return _lead(seat, hand, played, voids, revealed, minus, no_trick)
    led = suit_of(trick[0])
    follow = hand & SUIT[led]
    if not follow:
        return _discard(hand, FULL_DECK & ~played & ~hand, revealed)
    if follow & (follow - 1) == 0:
        return follow.bit_length() - 1
    under = follow & ((1 << winning_card(trick)) - 1)
    if under:
        # Stay under the winner with the costliest card that can: QS or TD, else the
        # highest, keeping the low ones to duck later.
        penalty = under & (QS_BIT | TD_BIT)
        return (penalty or under).bit_length() - 1
    clean = follow & ~(QS_BIT | TD_BIT) or follow
    if len(trick) == SEATS - 1:  # the trick is ours anyway: shed the highest
        return clean.bit_length() - 1
    return (clean & -clean).bit_length() - 1  # the lowest may still be overtaken


def _discard(hand: int, out: int, revealed: int) -> int:
    """The card a seat void in the suit led dumps: the one it most wants rid of.

    Within a suit that is QS or TD if held, else the highest card, so only those
    are weighed."""
    best, best_key = -1, (-1000, -1)  # a long plain suit's danger is below zero
    for suit in range(4):
        mine = hand & SUIT[suit]
        if mine:
            c = (mine & (QS_BIT | TD_BIT) or mine).bit_length() - 1
            key = (_danger(c, hand, out, revealed), c)
            if key > best_key:
                best, best_key = c, key
    return best


def _danger(c: int, hand: int, out: int, revealed: int) -> int:
    """How badly a seat void in the suit led wants to dump ``c``."""
    worth = worths(revealed)[c]
    if worth >= TEN_POINTS:
        return 100 + worth
    suit, rank = suit_of(c), rank_of(c)
    if suit == SPADES and c > QUEEN_OF_SPADES and out & QS_BIT:
        return 60 + rank
    if suit == DIAMONDS and c > TEN_OF_DIAMONDS and out & TD_BIT:
        return 40 + rank
    if suit == HEARTS:
        return 20 + rank
    # Among plain cards the last ones of a suit go first: a void to dump on later.
    return rank + 8 - 2 * (hand & SUIT[suit]).bit_count()


@cache
def worths(revealed: int) -> tuple[int, ...]:
    """The penalty points of each card id to whoever takes it, given the ``revealed`` cards."""
    return tuple(card_points(1 << c, revealed) if FULL_DECK >> c & 1 else 0
                 for c in range(64))


def _lead(seat: Seat, hand: int, played: int, voids: Sequence[int], revealed: int,
          minus: bool, no_trick: bool) -> int:
    """The card whose trick costs least, weighed by the chance that it wins.

    Within a suit both the chance and the cost grow with the card (but for QS and
    TD themselves), so only the lowest card of each suit is weighed, and the next
    one when the lowest is QS or TD."""
    worth = worths(revealed)
    out = FULL_DECK & ~played & ~hand
    factor = 2 if minus else 1
    first = factor * TRICK_COST if no_trick else 0
    dump = card_points(out & (QS_BIT | TD_BIT), revealed) or card_points(
        out & SUIT[HEARTS], revealed) // 3
    shown_void = 0
    for other, suits in enumerate(voids):
        if other != seat:
            shown_void |= suits
    best, best_risk = -1, 1e9
    for suit in range(4):
        mine = hand & SUIT[suit]
        if not mine:
            continue
        suit_out = out & SUIT[suit]
        count = suit_out.bit_count()
        # A seat void in the suit dumps its costliest card on the trick.
        base = first + (dump if count < SEATS - 1 or shown_void >> suit & 1 else 0)
        low = mine & -mine
        rest = mine ^ low
        for bit in (low, rest & -rest) if low & (QS_BIT | TD_BIT) and rest else (low,):
            c = bit.bit_length() - 1
            higher = (suit_out >> c).bit_count()
            lower = count - higher
            # Followers play under when they can: the lead holds only if each of
            # them has a lower card, likelier the more lower cards are out.
            win = (lower / count if lower else 0.0) if higher else 1.0
            cost = base + worth[c]
            if suit == HEARTS:
                cost += min(3, count) * worth[c]
            # A high spade or diamond led draws QS or TD from the seat that holds it.
            if c > QUEEN_OF_SPADES and out & QS_BIT:
                cost += worth[QUEEN_OF_SPADES]
            elif suit == DIAMONDS and c > TEN_OF_DIAMONDS and out & TD_BIT:
                cost += worth[TEN_OF_DIAMONDS]
            risk = win * cost * factor + rank_of(c) / 100
            if risk < best_risk:
                best, best_risk = c, risk
    return best


# -- fast playouts ------------------------------------------------------------------


def playout(game: BintAlSbeet, state: SbeetState, rng: random.Random) -> SbeetState:
    """The hand played to its end with every seat following the rules on its own cards
    and what it has seen: the choices :func:`rules_action` makes, on plain ints."""
    while state.phase is not Phase.PLAYING and state.phase is not Phase.OVER:
        hand = state.hands[state.turn] & ~state.passed[state.turn]
        asking = (question(state.dealer, state.question)[1]
                  if state.phase is Phase.REVEALING else None)
        state = game.apply(state, _bid(game, state.phase, state.turn, state.dealer, hand,
                                       asking))
    if state.phase is Phase.OVER:
        return state
    return _play_out(state, shown_voids(state))


def _play_out(state: SbeetState, voids: list[int]) -> SbeetState:
    hands, taken, tricks = list(state.hands), list(state.taken), list(state.tricks)
    trick, leader, trail, seat = list(state.trick), state.leader, state.trail, state.turn
    played = FULL_DECK & ~(hands[0] | hands[1] | hands[2] | hands[3])
    revealed = sum(1 << c for _, c in state.revealed)
    minus = [bool(state.minus >> s & 1) for s in range(SEATS)]
    while True:
        c = play_card(seat, hands[seat], trick, played, voids, revealed, minus[seat],
                      not tricks[seat])
        if trick and c >> 4 != trick[0] >> 4:  # a card's suit is its id over 16
            voids[seat] |= 1 << (trick[0] >> 4)
        hands[seat] ^= 1 << c
        played |= 1 << c
        trick.append(c)
        trail = ((seat, c), trail)
        if len(trick) < SEATS:
            seat = (seat + 1) % SEATS
            continue
        leader = seat = trick_winner(trick, leader)
        taken[seat] |= 1 << trick[0] | 1 << trick[1] | 1 << trick[2] | 1 << trick[3]
        tricks[seat] += 1
        trick = []
        if not hands[seat]:
            return SbeetState(
                dealer=state.dealer, direction=state.direction, phase=Phase.OVER, turn=-1,
                hands=tuple(hands), passed=state.passed, received=state.received, question=0,
                revealed=state.revealed, minus=state.minus, trick=(), leader=leader,
                taken=tuple(taken), tricks=tuple(tricks), trail=trail)


# -- sampling deals ----------------------------------------------------------------


def sample_state(game: BintAlSbeet, view: SbeetView, rng: random.Random) -> SbeetState:
    """A full state drawn from the deals that agree with everything ``view`` shows."""
    return next(sampler(game, view, rng))


def sampler(game: BintAlSbeet, view: SbeetView, rng: random.Random) -> Iterator[SbeetState]:
    """Successive states for one decision, each drawn as :func:`sample_state` draws
    one: the history is read once for them all."""
    draws = _Draws(game, view)
    while True:
        yield draws.state(rng)


class _Draws:
    """What :func:`sampler` reads in the history once per decision, and the states it
    draws from that."""

    def __init__(self, game: BintAlSbeet, view: SbeetView) -> None:
        self.game, self.view = game, view
        self.reading = reading = read(game, view)
        self.before = view.phase is Phase.PASSING
        self.deals = _DealsBefore(view) if self.before else _DealsAfter(game, view, reading)
        self.asked = len(reading.answers) if view.phase is Phase.REVEALING else 0
        self.minus = sum(1 << seat for seat in range(SEATS) if view.minus[seat])
        self.trick = tuple(c for _, c in view.trick)

    def state(self, rng: random.Random) -> SbeetState:
        """A deal drawn, with the picks the others made in it."""
        game, view, reading = self.game, self.view, self.reading
        hands = self.deals.draw(rng)
        if self.before:
            picks = _sampled_picks(game, view, reading, hands)
            received: tuple[int, ...] = (0,) * SEATS
        else:
            picks, received = _sampled_exchange(game, view, reading, hands, rng)
        return SbeetState(
            dealer=view.dealer, direction=view.direction, phase=view.phase,
            turn=-1 if view.to_move is None else view.to_move, hands=hands, passed=picks,
            received=received, question=self.asked, revealed=view.revealed, minus=self.minus,
            trick=self.trick, leader=view.leader, taken=reading.taken, tricks=view.tricks,
            trail=_trail(view.history, picks))


def compiled_totals(game: BintAlSbeet, view: SbeetView, legal: tuple[Action, ...],
                    rng: Rng, budget: Budget) -> list[float] | None:
    """The kit's ``compiled_totals``: the deals of :func:`sampler` (the placements of QS
    and TD, the answers and the exchange read once) played out by the rules or solved
    exactly, in the core.  Its core plans no turns: None if asked to."""
    if budget.planned_turns:
        return None
    draws = _Draws(game, view)
    # Any deal the view allows will do, drawn on a generator of its own: the core deals
    # the unseen cards again each sample.
    template = draws.state(Rng(0))
    answers = draws.deals.answers
    return fast.search(game, template, legal, budget,
                       (draws.deals.core_tiers(), (answers.reveal_answers, answers.minus_answers),
                        draws.reading.played_by), rng)


class _DealsBefore:
    """Deals before the exchange: nothing is known of the other hands."""

    def __init__(self, view: SbeetView) -> None:
        self.seat, self.hand = view.seat, view.hand
        self.need = [0 if s == view.seat else count for s, count in enumerate(view.counts)]
        self.may_hold = [0 if s == view.seat else FULL_DECK & ~view.hand for s in range(SEATS)]
        self.order = list(bits(FULL_DECK & ~view.hand))
        self.answers = NO_ANSWERS

    def core_tiers(self) -> fast.SbeetTiers:
        """The deal as the core reads it: one tier of one placement, fixing no card."""
        return ((tuple(self.may_hold), ((1, (0,) * SEATS, tuple(self.need),
                                         tuple(self.order)),)),)

    def draw(self, rng: random.Random) -> tuple[int, ...]:
        hands = deal_unseen(self.order, self.may_hold, self.need, rng, tries=1)
        assert hands is not None, "nothing constrains the deal before passing"
        hands[self.seat] = self.hand
        return tuple(hands)


class _DealsAfter:
    """Deals after the exchange: located cards placed, the rest dealt around what
    the plays show, preferring deals under which the others would have answered
    the reveal and minus questions as they did."""

    def __init__(self, game: BintAlSbeet, view: SbeetView, reading: Reading) -> None:
        self.seat, self.hand = view.seat, view.hand
        self.played_by = reading.played_by
        self.answers = _Answers.of(game, view, reading)
        located = [0] * SEATS
        if game.picking(view.direction):
            receiver = (view.seat + DIRECTIONS[view.direction]) % SEATS
            located[receiver] = view.passed & ~reading.played
        unseen = FULL_DECK & ~view.hand & ~reading.played
        inferred = excluded_by_plays(_plays(game, view), sum(1 << c for _, c in view.revealed))
        # The voids are certain and the inferences hold for players who play as the
        # rules do; should no deal fit them, one that matches the counts still lets
        # play go on.
        self.tiers = []
        for may_hold in ([_allowed(v) & ~x for v, x in zip(reading.voids, inferred,
                                                             strict=True)],
                         [_allowed(v) for v in reading.voids], [FULL_DECK] * SEATS):
            placements = _asked_holders(view, reading, located, may_hold)
            if placements:
                self.tiers.append(_Tier(view, located, unseen, may_hold, placements))

    def core_tiers(self) -> fast.SbeetTiers:
        """The tiers as the core reads them."""
        return tuple((tuple(tier.may_hold), tuple(
            (weight, tuple(fixed), tuple(need), tuple(order))
            for (fixed, need, order), weight in zip(tier.deals, tier.weights, strict=True)))
            for tier in self.tiers)

    def draw(self, rng: random.Random) -> tuple[int, ...]:
        for tier in self.tiers:
            best, fewest = None, SEATS * 2
            for _ in range(ANSWER_TRIES):
                fixed, need, order = tier.placed(rng)
                dealt = deal_unseen(order, tier.may_hold, need, rng, tries=4)
                if dealt is None:
                    continue
                hands = tuple(self.hand if s == self.seat else dealt[s] | fixed[s]
                              for s in range(SEATS))
                missed = self.answers.missed(hands, self.played_by)
                if missed < fewest:
                    best, fewest = hands, missed
                    if not missed:
                        break
            if best is not None:
                return best
        raise AssertionError("no deal agrees with the view")


class _Tier:
    """One set of constraints on the deal (``may_hold``) and the placements of QS and
    TD it allows.  For each placement the cards it fixes in each hand, the cards each
    other hand still needs and the unseen cards left to deal (most constrained first)
    are worked out once per decision: every sampled deal draws among these few."""

    def __init__(self, view: SbeetView, located: Sequence[int], unseen: int,
                 may_hold: list[int], placements: list[tuple[tuple[int, int], int]]) -> None:
        self.may_hold = may_hold
        self.weights = [weight for _, weight in placements]
        self.total = sum(self.weights)
        order = constrained_order(unseen, may_hold)
        self.deals = []
        for holders, _ in placements:
            fixed = list(located)
            for c, holder in zip(ASKED, holders, strict=True):
                if unseen >> c & 1:
                    fixed[holder] |= 1 << c
            need = [0 if s == view.seat else view.counts[s] - fixed[s].bit_count()
                    for s in range(SEATS)]
            placed = fixed[0] | fixed[1] | fixed[2] | fixed[3]
            self.deals.append((fixed, need, [c for c in order if not placed >> c & 1]))

    def placed(self, rng: random.Random) -> tuple[list[int], list[int], list[int]]:
        """A placement drawn by its weight, as its fixed cards, needs and order."""
        x = rng.random() * self.total
        for deal, weight in zip(self.deals, self.weights, strict=True):
            x -= weight
            if x < 0:
                return deal
        return self.deals[-1]


def _plays(game: BintAlSbeet, view: SbeetView) -> Sequence[tuple[int, int]]:
    return view.history[game.bidding(view.direction):]


def excluded_by_plays(plays: Sequence[tuple[int, int]], revealed: int) -> list[int]:
    """For each seat, the cards its plays show it did not hold then (nor since).

    It reads each seat as a good player: one that ducks under the winner with its
    costliest card that stays under (QS or TD, else the highest), overtakes only
    when it has nothing under (with its lowest card, or its highest when last to
    play), and dumps its costliest card when void in the suit led.
    """
    cannot = [0] * SEATS
    played = 0
    for start in range(0, len(plays), SEATS):
        trick = plays[start:start + SEATS]
        cards = [c for _, c in trick]
        led = suit_of(cards[0])
        played |= 1 << cards[0]
        for i in range(1, len(trick)):
            seat, c = trick[i]
            if suit_of(c) == led:
                cannot[seat] |= _follow_shows(c, winning_card(cards[:i]), i == SEATS - 1)
            else:
                cannot[seat] |= _discard_shows(c, played, revealed)
            played |= 1 << c
    return cannot


def _follow_shows(c: int, best: int, last: bool) -> int:
    """The cards a seat that followed with ``c`` on winner ``best`` did not hold."""
    suit = SUIT[suit_of(c)]
    under = suit & ((1 << best) - 1)
    if c < best:
        if (1 << c) & (QS_BIT | TD_BIT):
            return 0
        return under & ~((1 << (c + 1)) - 1) | under & (QS_BIT | TD_BIT)
    if (1 << c) & (QS_BIT | TD_BIT):
        return suit & ~(1 << c)  # it had no other card of the suit
    if last:
        return under | suit & ~((1 << (c + 1)) - 1) & ~(QS_BIT | TD_BIT)
    return under | suit & ((1 << c) - 1) & ~(QS_BIT | TD_BIT)


HIGH_SPADES = SUIT[SPADES] & ~((1 << (QUEEN_OF_SPADES + 1)) - 1)
HIGH_DIAMONDS = SUIT[DIAMONDS] & ~((1 << (TEN_OF_DIAMONDS + 1)) - 1)


def _discard_shows(c: int, played: int, revealed: int) -> int:
    """The cards a seat void in the suit led did not hold when it dumped ``c``:
    every card it would have dumped first (see :func:`_danger`)."""
    above = ~((1 << (c + 1)) - 1)
    if c in ASKED:
        other = TD_BIT if c == QUEEN_OF_SPADES else QS_BIT
        first = card_points(other, revealed) > card_points(1 << c, revealed) or (
            other == QS_BIT and card_points(QS_BIT, revealed) == card_points(1 << c, revealed))
        return other if first else 0
    # The classes of :func:`_danger`, costliest first; within one, the higher rank.
    classes = [QS_BIT | TD_BIT]
    if not played & QS_BIT:
        classes.append(HIGH_SPADES)
    if not played & TD_BIT:
        classes.append(HIGH_DIAMONDS)
    classes.append(SUIT[HEARTS])
    shown = 0
    for mask in classes:
        if mask >> c & 1:
            return shown | mask & above
        shown |= mask
    return shown


@dataclass(frozen=True, slots=True)
class _Answers:
    """The other seats' reveal and minus answers, read once per decision for
    :meth:`missed` to check every sampled deal against."""

    reveal_answers: tuple[tuple[int, int, bool], ...]
    """``(seat, card asked, whether it revealed)`` for each answer of another seat."""
    minus_answers: tuple[tuple[int, bool, bool], ...]
    """``(seat, whether it leads the first trick, whether it declared minus)``, likewise."""
    safe: int
    """The most risk with which the rules player declares minus."""

    @staticmethod
    def of(game: BintAlSbeet, view: SbeetView, reading: Reading) -> _Answers:
        """The answers in ``view``'s history, the seat's own left out."""
        reveal_answers = tuple((seat, question(view.dealer, number)[1], action == REVEAL)
                               for number, (seat, action) in enumerate(reading.answers)
                               if seat != view.seat)
        bidding = game.bidding(view.direction)
        first = (view.dealer + 1) % SEATS
        minus_answers = tuple(
            (seat, seat == first, action == MINUS)
            for seat, action in view.history[bidding - SEATS:bidding]
            if seat != view.seat)
        return _Answers(reveal_answers, minus_answers, _minus_safe(game))

    def missed(self, hands: Sequence[int], played_by: Sequence[int]) -> int:
        """How many of the answers the rules player would not have given holding
        ``hands`` (with the cards each seat has played since, ``played_by``)."""
        missed = 0
        for seat, c, revealed in self.reveal_answers:
            held = hands[seat] | played_by[seat]
            if held >> c & 1:
                missed += reveals(held, c) != revealed
        for seat, leads, declared in self.minus_answers:
            held = hands[seat] | played_by[seat]
            missed += (minus_risk(held, leads) <= self.safe) != declared
        return missed


NO_ANSWERS = _Answers((), (), MINUS_RISK)
"""The answers before the exchange: none yet."""


def _allowed(voids: int) -> int:
    """The cards of the suits a seat has not shown void in."""
    return sum(SUIT[suit] for suit in range(4) if not voids >> suit & 1)


def _asked_holders(view: SbeetView, reading: Reading, located: Sequence[int],
                   may_hold: Sequence[int]) -> list[tuple[tuple[int, int], int]]:
    """Placements ``(holder of QS, holder of TD)`` after the exchange that agree with
    the reveals, the plays, the cards located and ``may_hold``, each with the number
    of ways to seat the two cards in the room their holders have left."""
    room = [0 if s == view.seat else view.counts[s] - located[s].bit_count()
            for s in range(SEATS)]
    out = []
    for holders in ((q, t) for q in range(SEATS) for t in range(SEATS)):
        if not _reveals_alike(view, holders):
            continue
        weight = 1
        left = list(room)
        for c, holder in zip(ASKED, holders, strict=True):
            if reading.played >> c & 1:
                weight *= reading.played_by[holder] >> c & 1
            elif view.hand >> c & 1:
                weight *= holder == view.seat
            elif any(mask >> c & 1 for mask in located):
                weight *= located[holder] >> c & 1
            else:
                weight *= max(0, left[holder]) * (may_hold[holder] >> c & 1)
                left[holder] -= 1
        if weight:
            out.append((holders, weight))
    return out


def _reveals_alike(view: SbeetView, holders: tuple[int, int]) -> bool:
    """Whether QS and TD held by ``holders`` agree with the reveals: a revealed card
    is with the seat that revealed it (being asked says nothing, everyone is)."""
    revealed = {c: seat for seat, c in view.revealed}
    return all(revealed.get(c, h) == h for h, c in zip(holders, ASKED, strict=True))


def _sampled_picks(game: BintAlSbeet, view: SbeetView, reading: Reading,
                   hands: Sequence[int]) -> tuple[int, ...]:
    """Each other seat's picks so far, chosen as the rules player would have."""
    picks = []
    for seat in range(SEATS):
        if seat == view.seat:
            picks.append(view.passed)
            continue
        chosen = 0
        for _ in range(reading.picks[seat]):
            chosen |= 1 << pass_pick(hands[seat] & ~chosen, game.pass_count - chosen.bit_count())
        picks.append(chosen)
    return tuple(picks)


def _sampled_exchange(game: BintAlSbeet, view: SbeetView, reading: Reading,
                      hands: Sequence[int], rng: random.Random
                      ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The picks and receipts of the exchange: the seat's own as it saw them, the
    others' drawn from the cards their receivers have held since."""
    if not game.picking(view.direction):
        return (0,) * SEATS, (0,) * SEATS
    offset = DIRECTIONS[view.direction]
    seat = view.seat
    giver = (seat - offset) % SEATS
    picks = [0] * SEATS
    picks[seat], picks[giver] = view.passed, view.received
    for other in range(SEATS):
        if other not in (seat, giver):
            receiver = (other + offset) % SEATS
            held = list(bits(hands[receiver] | reading.played_by[receiver]))
            picks[other] = sum(1 << c for c in _choose(held, game.pass_count, rng))
    received = tuple(picks[(s - offset) % SEATS] for s in range(SEATS))
    return tuple(picks), received


def _choose(items: list[int], count: int, rng: random.Random) -> list[int]:
    """``count`` of ``items`` chosen uniformly, in random order."""
    chosen = []
    for i in range(count):
        j = i + int(rng.random() * (len(items) - i))
        items[i], items[j] = items[j], items[i]
        chosen.append(items[i])
    return chosen


def _trail(history: Sequence[tuple[int, int]], picks: Sequence[int]) -> Trail:
    """The history as a trail, each hidden pick replaced by a sampled one."""
    left = [list(bits(mask)) for mask in picks]
    trail: Trail = None
    for who, action in history:
        if action == HIDDEN:
            action = left[who].pop()
        trail = ((who, action), trail)
    return trail
