"""A hand of Bint Al-Sbeet as data: its cards and actions, its phases, states and views,
the passing, the tricks and the cards' points, and the hand's fast random play (the
rules that :mod:`majlis.games.bint_al_sbeet` applies, and that its bot reads).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from majlis.cards import (
    CARD_SLOTS,
    DIAMONDS,
    FULL_DECK,
    HEARTS,
    QUEEN,
    SPADES,
    SUIT,
    TEN,
    card,
    suit_of,
)
from majlis.explain import Fact, Move, ScorePart, Stage, Trick
from majlis.protocol import Action, Seat, Trail, View
from majlis.rng import pick

PASS = CARD_SLOTS
REVEAL = CARD_SLOTS + 4
MINUS = CARD_SLOTS + 5
SEATS = 4
HAND_SIZE = 13
QUEEN_OF_SPADES = card(SPADES, QUEEN)
TEN_OF_DIAMONDS = card(DIAMONDS, TEN)
QS_BIT = 1 << QUEEN_OF_SPADES
TD_BIT = 1 << TEN_OF_DIAMONDS
PENALTY_CARDS = SUIT[HEARTS] | QS_BIT | TD_BIT
ASKED = (QUEEN_OF_SPADES, TEN_OF_DIAMONDS)
"""The cards each seat is asked about when revealing, in the order asked."""
QUESTIONS = SEATS * len(ASKED)
"""Reveal questions in a hand: every seat about each card of :data:`ASKED`."""
NO_TRICK_BONUS = -10
MINUS_BONUS = -20
"""What taking no trick (or no penalty card, as the option says) scores, without and
with a declared minus."""
DIRECTIONS = {"left": -1, "right": 1, "none": 0}
"""Where each seat's picks go, as a seat offset."""


class Phase(Enum):
    """The steps of a hand, in order."""

    PASSING = "passing"
    REVEALING = "revealing"
    MINUS = "minus"
    PLAYING = "playing"
    OVER = "over"


BEFORE_PLAY = (Phase.PASSING, Phase.REVEALING, Phase.MINUS)
"""The steps before the first card is played."""


@dataclass(frozen=True, slots=True)
class SbeetState:
    """A hand of Bint Al-Sbeet: the hands, the passing, the reveals, the tricks."""

    dealer: Seat
    direction: str
    phase: Phase
    turn: int
    """The seat to act; -1 once the hand is over."""
    hands: tuple[int, ...]
    """Picked cards stay in their hand until the exchange."""
    passed: tuple[int, ...]
    """The cards each seat chose to pass (its picks)."""
    received: tuple[int, ...]
    """The cards each seat got in the exchange (none before it)."""
    question: int
    """While revealing: the number of the reveal question being asked (see :func:`question`)."""
    revealed: tuple[tuple[Seat, Action], ...]
    """``(seat, card)`` for each revealed card, in order."""
    minus: int
    """Bit ``seat`` is set for each seat that declared minus."""
    trick: tuple[int, ...]
    """The cards of the trick in progress, in play order."""
    leader: Seat
    """The seat that led (or is to lead) the trick in progress."""
    taken: tuple[int, ...]
    """The cards in the tricks each seat took."""
    tricks: tuple[int, ...]
    trail: Trail


@dataclass(frozen=True)
class SbeetView(View):
    """A seat's view: its own hand and picks, and everything played face up.

    ``hand`` still holds the seat's picks until the exchange.
    """

    phase: Phase
    direction: str
    counts: tuple[int, ...]
    passed: int
    received: int
    asking: int | None
    """While revealing: the card the seat to move is asked about."""
    revealed: tuple[tuple[Seat, Action], ...]
    minus: tuple[bool, ...]
    trick: tuple[tuple[Seat, Action], ...]
    """``(seat, card)`` in play order."""
    leader: Seat
    tricks: tuple[int, ...]
    penalty_cards: tuple[int, ...]
    """The penalty cards in each seat's tricks (tricks are taken face up)."""


def exchange(
    hands: Sequence[int], picks: Sequence[int], direction: str
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hands after every seat's picks go ``direction``, and what each seat received."""
    offset = DIRECTIONS[direction]
    received = tuple(picks[(seat - offset) % SEATS] for seat in range(SEATS))
    return tuple(hands[s] & ~picks[s] | received[s] for s in range(SEATS)), received


def passed_back(held: Sequence[int], picks: Sequence[Sequence[int]],
                direction: str) -> tuple[int, ...]:
    """The hands dealt, given what each seat has held since the exchange and the cards
    each picked to pass ``direction``: what a seat held, less what it received, plus
    what it picked."""
    masks = [sum(1 << c for c in cards) for cards in picks]
    _, received = exchange(held, masks, direction)
    return tuple(held[s] & ~received[s] | masks[s] for s in range(SEATS))


def question(dealer: Seat, number: int) -> tuple[int, int]:
    """The seat asked and the card asked about at reveal question ``number``
    (0 .. :data:`QUESTIONS` - 1): each seat in turn from the seat after the dealer,
    about QS and then TD."""
    return (dealer + 1 + number // len(ASKED)) % SEATS, ASKED[number % len(ASKED)]


def playable(hand: int, trick: Sequence[int]) -> int:
    """The cards of ``hand`` that may go on ``trick``: the suit led if held, else any."""
    if not trick:
        return hand
    return hand & SUIT[suit_of(trick[0])] or hand


def winning_card(trick: Sequence[int]) -> int:
    """The card that wins ``trick`` (its cards in play order) as it stands: the highest
    of the suit led."""
    led = suit_of(trick[0])
    # Ids of one suit rise with rank, so a plain comparison ranks them.
    return max(c for c in trick if suit_of(c) == led)


def trick_winner(trick: Sequence[int], leader: Seat) -> int:
    """The seat that played the winning card of ``trick``, which ``leader`` led."""
    return (leader + trick.index(winning_card(trick))) % SEATS


def trick_contrast(view: SbeetView, action: Action, other: Action) -> tuple[Fact, ...]:
    """What playing the card ``action`` into the trick in play does that ``other`` does
    not, for a review (see :meth:`~majlis.protocol.Game.contrast`): it takes the trick
    and its penalty points (``takes_trick``, the trick's last card) or goes over the
    card winning it (``goes_over``), or it ducks under that card (``ducks``), where
    ``other`` does not; the penalty card it gives away (``gives``, to the seat that takes
    the trick where that is known) where ``other`` gives none, and the one ``other``
    would give that it keeps (``keeps``).  Nothing for a lead, a pass, a pick or a bid."""
    if view.phase is not Phase.PLAYING or not view.trick or not 0 <= other < CARD_SLOTS:
        return ()
    cards = tuple(c for _, c in view.trick)
    revealed = sum(1 << c for _, c in view.revealed)
    winning = winning_card(cards)

    def wins(c: int) -> bool:
        return winning_card((*cards, c)) == c

    def penalty(c: int) -> bool:
        return card_points(1 << c, revealed) > 0

    last = len(cards) == SEATS - 1
    facts = []
    if wins(action) and not wins(other):
        facts.append(Fact("takes_trick", value=card_points(
            sum(1 << c for c in (*cards, action)), revealed)) if last
                     else Fact("goes_over", item=winning))
    elif wins(other) and not wins(action):
        facts.append(Fact("ducks", item=winning))
    gives, other_gives = (penalty(c) and not wins(c) for c in (action, other))
    if gives and not other_gives:
        taker = trick_winner((*cards, action), view.leader) if last else None
        facts.append(Fact("gives", taker, action))
    if other_gives and not gives:
        facts.append(Fact("keeps", item=other))
    return tuple(facts)


def hearts_double(revealed: int) -> bool:
    """Whether every heart counts double: both QS and TD were revealed."""
    return revealed & (QS_BIT | TD_BIT) == QS_BIT | TD_BIT


def card_points(taken: int, revealed: int) -> int:
    """Penalty points of the cards ``taken`` when the cards in ``revealed`` were
    revealed, before any minus doubling."""
    points = (taken & SUIT[HEARTS]).bit_count() * (2 if hearts_double(revealed) else 1)
    if taken & QS_BIT:
        points += 26 if revealed & QS_BIT else 13
    if taken & TD_BIT:
        points += 20 if revealed & TD_BIT else 10
    return points


def seat_score(state: SbeetState, seat: Seat, revealed: int, minus_condition: str) -> int:
    """What ``seat`` scores in the finished hand ``state``, the cards in ``revealed``
    revealed: the sum of its :func:`seat_parts`, without building them (search bots
    score every playout)."""
    minus = bool(state.minus >> seat & 1)
    if clean_hand(state, seat, minus_condition):
        return MINUS_BONUS if minus else NO_TRICK_BONUS
    return card_points(state.taken[seat], revealed) * (2 if minus else 1)


def clean_hand(state: SbeetState, seat: Seat, minus_condition: str) -> bool:
    """Whether ``seat`` met ``minus_condition``, that of the -10 and of a minus."""
    if minus_condition == "no_trick":
        return not state.tricks[seat]
    return not state.taken[seat] & PENALTY_CARDS


def seat_parts(state: SbeetState, seat: Seat, revealed: int,
               minus_condition: str) -> list[ScorePart]:
    """The parts of what ``seat`` scores in the finished hand ``state``."""
    minus, taken = bool(state.minus >> seat & 1), state.taken[seat]
    if clean_hand(state, seat, minus_condition):
        return [ScorePart(seat, "minus_bonus", MINUS_BONUS) if minus
                else ScorePart(seat, "no_trick_bonus", NO_TRICK_BONUS)]
    plain, doubled = card_points(taken, 0), card_points(taken, revealed)
    parts = [ScorePart(seat, "cards_taken", plain, (taken & PENALTY_CARDS).bit_count())]
    if doubled > plain:
        parts.append(ScorePart(seat, "revealed_double", doubled - plain))
    if minus:
        parts.append(ScorePart(seat, "minus_doubled", doubled))
    return parts


def holds_card(mask: int, action: Action) -> bool:
    return 0 <= action < CARD_SLOTS and bool(mask >> action & 1)


PLAYING_QUESTIONS = frozenset({"lead", "follow", "discard"})
"""The questions of the play, each asking for a card."""

STAGE_OF = {Phase.PASSING: "passing", Phase.REVEALING: "revealing", Phase.MINUS: "minus",
            Phase.PLAYING: "play", Phase.OVER: "play"}
"""The stage of the history each phase is in."""


def play_stage(plays: Sequence[tuple[int, int]]) -> Stage:
    """The play: its moves, and its tricks (the last one in progress, with no winner)."""
    tricks = []
    for start in range(0, len(plays), SEATS):
        trick = tuple(plays[start:start + SEATS])
        done = len(trick) == SEATS
        winner = trick_winner([c for _, c in trick], trick[0][0]) if done else None
        tricks.append(Trick(trick[0][0], trick, winner))
    return Stage("play", tuple(Move(s, "play", c) for s, c in plays), tuple(tricks))


def with_seat_value(values: tuple[int, ...], seat: Seat, value: int) -> tuple[int, ...]:
    """``values`` with ``seat``'s replaced by ``value``."""
    return (*values[:seat], value, *values[seat + 1:])


def revealing_state(dealer: Seat, direction: str, hands: tuple[int, ...],
                    picks: tuple[int, ...], received: tuple[int, ...],
                    trail: Trail) -> SbeetState:
    """The state after passing: the seat after the dealer is asked about QS."""
    first = (dealer + 1) % SEATS
    return SbeetState(
        dealer=dealer, direction=direction, phase=Phase.REVEALING, turn=first, hands=hands,
        passed=picks, received=received, question=0, revealed=(), minus=0, trick=(),
        leader=first, taken=(0,) * SEATS, tricks=(0,) * SEATS, trail=trail)


def bidden_state(state: SbeetState, revealed: tuple[tuple[Seat, Action], ...], minus: int,
                 trail: Trail) -> SbeetState:
    """The state after the dealer's minus answer: the seat after the dealer leads."""
    first = (state.dealer + 1) % SEATS
    return SbeetState(
        dealer=state.dealer, direction=state.direction, phase=Phase.PLAYING, turn=first,
        hands=state.hands, passed=state.passed, received=state.received, question=0,
        revealed=revealed, minus=minus, trick=(), leader=first, taken=state.taken,
        tricks=state.tricks, trail=trail)


def playing_state(state: SbeetState, turn: int, hands: tuple[int, ...],
                  trick: tuple[int, ...], leader: Seat, taken: tuple[int, ...],
                  tricks: tuple[int, ...], trail: Trail) -> SbeetState:
    """A state of the play; the hand is over when no one is to move (``turn`` -1)."""
    # Built field by field rather than with dataclasses.replace: this is the hot path.
    return SbeetState(
        dealer=state.dealer, direction=state.direction,
        phase=Phase.PLAYING if turn >= 0 else Phase.OVER, turn=turn, hands=hands,
        passed=state.passed, received=state.received, question=0, revealed=state.revealed,
        minus=state.minus, trick=trick, leader=leader, taken=taken, tricks=tricks,
        trail=trail)


def rollout_questions(state: SbeetState, rng: random.Random) -> SbeetState:
    """Random reveal and minus answers (legal: pass, then reveal (the holder only)
    or minus)."""
    revealed, trail, seat = state.revealed, state.trail, state.turn
    if state.phase is Phase.REVEALING:
        for number in range(state.question, QUESTIONS):
            seat, asked = question(state.dealer, number)
            if int(rng.random() * (1 + (state.hands[seat] >> asked & 1))):
                revealed = (*revealed, (seat, asked))
                trail = ((seat, REVEAL), trail)
            else:
                trail = ((seat, PASS), trail)
        seat = (state.dealer + 1) % SEATS
    minus = state.minus
    while True:
        if int(rng.random() * 2):
            minus |= 1 << seat
            trail = ((seat, MINUS), trail)
        else:
            trail = ((seat, PASS), trail)
        if seat == state.dealer:
            break
        seat = (seat + 1) % SEATS
    return bidden_state(state, revealed, minus, trail)


def rollout_play(state: SbeetState, rng: random.Random) -> SbeetState:
    """Random legal play from ``state`` to the end of the hand."""
    hands, taken, tricks = list(state.hands), list(state.taken), list(state.tricks)
    trick, leader, trail = list(state.trick), state.leader, state.trail
    seat = state.turn
    while True:
        action = pick(playable(hands[seat], trick), rng)
        hands[seat] ^= 1 << action
        trick.append(action)
        trail = ((seat, action), trail)
        if len(trick) < SEATS:
            seat = (seat + 1) % SEATS
            continue
        leader = seat = trick_winner(trick, leader)
        taken[seat] |= sum(1 << c for c in trick)
        tricks[seat] += 1
        trick = []
        if not hands[seat]:
            return playing_state(state, -1, tuple(hands), (), leader, tuple(taken),
                                 tuple(tricks), trail)


def shown_voids(state: SbeetState) -> list[int]:
    """The suits each seat has failed to follow so far (bit ``suit``), read from the
    plays at the head of the trail, newest first: the trick in progress, then whole
    tricks, one play for each card no longer in a hand."""
    voids = [0] * SEATS
    trail = state.trail
    left = FULL_DECK.bit_count() - sum(hand.bit_count() for hand in state.hands)
    size = len(state.trick) or SEATS
    while left:
        trick = []
        for _ in range(size):
            assert trail is not None, "every card out of the hands was played"
            pair, trail = trail
            trick.append(pair)
        led = trick[-1][1] >> 4  # a card's suit is its id over 16
        for seat, c in trick:
            if c >> 4 != led:
                voids[seat] |= 1 << led
        left -= size
        size = SEATS
    return voids
