"""A hand of Sab'at Al-Deemin as data: its cards and actions, its phases, states and
views, what may be played, the points of the cards left and the bonuses, and the
question in front of the seat to move (the rules that
:mod:`majlis.games.sabat_al_deemin` applies, and that its bot reads).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

from majlis.cards import (
    ACE,
    ACES,
    CARD_SLOTS,
    DIAMONDS,
    JACK,
    KING,
    KINGS,
    QUEEN,
    SEVENS,
    card,
    rank_of,
    ranks_mask,
)
from majlis.explain import Fact, ScorePart
from majlis.protocol import Action, Seat, Trail, View, trail_tuple

PASS = CARD_SLOTS
DOUBLE = CARD_SLOTS + 1
TREBLE = CARD_SLOTS + 2
REDEAL = CARD_SLOTS + 3
ANNOUNCE = 128
"""Added to a card id: play the card and announce "last card" (``8D!``)."""

PILE_RANKS = tuple(range(7, ACE + 1))
"""The ranks of a pile, from its seven up."""
DECK = ranks_mask(PILE_RANKS)
PICTURES = ranks_mask([KING, QUEEN, JACK])
SEVEN_OF_DIAMONDS = card(DIAMONDS, 7)
ACE_POINTS = 20
PICTURE_POINTS = 10
SEVEN_BONUS = 200
WARNING_PENALTY = 100
TEAMS = ((0, 2), (1, 3))
QUESTIONS = 4
"""Redeal questions in a hand (with the option): every seat once, unless one demands it."""
EARLIER_REDEAL = (
    "the hand is written in the earlier redeal form, which asked only the seats holding three "
    "Kings or three Aces; since 2026-11-26 every seat is asked (four redeal answers before "
    "the doubling)")
"""Why a record of that form no longer verifies."""


class Phase(IntEnum):
    """Where a hand stands."""

    REDEAL = 0
    DOUBLE = 1
    TREBLE = 2
    PLAY = 3
    OVER = 4
    VOID = 5
    """Ended by a redeal: no score, the same dealer deals again."""


CHOICES = {
    Phase.REDEAL: (PASS, REDEAL),
    Phase.DOUBLE: (PASS, DOUBLE),
    Phase.TREBLE: (PASS, TREBLE),
}
"""The answers to the questions before the play (a seat that may not demand a redeal
can only pass)."""


@dataclass(frozen=True, slots=True)
class DeeminState:
    """A hand of Sab'at Al-Deemin."""

    dealer: Seat
    hands: tuple[int, ...]
    table: int
    phase: Phase
    turn: int
    """The seat to act; -1 once the hand is over or void."""
    doubler: int
    """The seat that doubled, or -1."""
    trebler: int
    """The seat that trebled, or -1."""
    points: tuple[int, int]
    """Points scored so far by team 0 (seats 0, 2) and team 1 (seats 1, 3)."""
    trail: Trail

    @property
    def multiplier(self) -> int:
        """1, 2 after a double, 3 after a treble."""
        return 1 if self.doubler < 0 else 3 if self.trebler >= 0 else 2

    def moved(self, phase: Phase, turn: int, trail: Trail) -> DeeminState:
        """The hand with a new phase, seat to act and history, and nothing else changed
        (cheaper than ``dataclasses.replace``, which matters in playouts)."""
        return DeeminState(
            dealer=self.dealer, hands=self.hands, table=self.table, phase=phase, turn=turn,
            doubler=self.doubler, trebler=self.trebler, points=self.points, trail=trail)


@dataclass(frozen=True)
class DeeminView(View):
    """A seat's view: its own hand, the cards on the table, counts and the bidding."""

    phase: Phase
    table: int
    counts: tuple[int, ...]
    multiplier: int
    doubler: int | None
    trebler: int | None


def playable(hand: int, table: int) -> int:
    """The cards of ``hand`` that may go on ``table``: 7D first, then a seven or the
    card just above one on the table (the piles only grow upwards from the seven)."""
    if not table:
        return hand & 1 << SEVEN_OF_DIAMONDS
    return hand & (table << 1 | SEVENS)


def may_demand_redeal(hand: int) -> bool:
    """Three or more Kings, or three or more Aces."""
    return (hand & KINGS).bit_count() >= 3 or (hand & ACES).bit_count() >= 3


def card_of(action: Action) -> int:
    """The card an action plays (announced or not), or -1 for any other action."""
    played = action - ANNOUNCE if action >= ANNOUNCE else action
    return played if 0 <= played < CARD_SLOTS and DECK >> played & 1 else -1


def opponents_cards(hands: Sequence[int], seat: Seat) -> int:
    """What the two opponents of ``seat`` hold; the partner's cards never count."""
    return hands[(seat + 1) % 4] | hands[(seat + 3) % 4]


def honours(losers: int) -> int:
    """What the losers' cards are worth: Ace 20, King, Queen, Jack 10."""
    pictures = (losers & PICTURES).bit_count()
    return ACE_POINTS * (losers & ACES).bit_count() + PICTURE_POINTS * pictures


def seven_bonus(last_card: int) -> int:
    """200 for going out with a seven."""
    return SEVEN_BONUS if rank_of(last_card) == 7 else 0


def hand_points(losers: int, last_card: int, multiplier: int) -> int:
    """The winning team's score: the losers' Aces and pictures, and 200 for going out
    with a seven, times the multiplier."""
    return (honours(losers) + seven_bonus(last_card)) * multiplier


def credit(points: tuple[int, int], team: int, amount: int) -> tuple[int, int]:
    """The team points after ``team`` scores ``amount``."""
    return (points[0] + amount, points[1]) if team == 0 else (points[0], points[1] + amount)


def hand_score_parts(state: DeeminState) -> tuple[ScorePart, ...]:
    """Each seat's score of the hand ``state`` so far in parts (its team's): the
    opponents' cards, the seven bonus and the multiplier for the team that went out,
    and the opponents' missed warnings."""
    won = [0, 0]
    parts: list[tuple[int, str, int, int | None]] = []  # team, name, points, count
    if state.phase is Phase.OVER:
        winner = next(seat for seat, hand in enumerate(state.hands) if not hand)
        last = card_of(next(a for s, a in trail_tuple(state.trail)[::-1] if s == winner))
        losers = opponents_cards(state.hands, winner)
        cards, bonus, team = honours(losers), seven_bonus(last), winner % 2
        parts.append((team, "opponents_cards", cards, (losers & (ACES | PICTURES)).bit_count()))
        if bonus:
            parts.append((team, "seven_bonus", bonus, None))
        if state.multiplier > 1:
            extra = (cards + bonus) * (state.multiplier - 1)
            parts.append((team, "multiplier", extra, state.multiplier))
        won[team] = hand_points(losers, last, state.multiplier)
    for team in (0, 1):
        # The rest of a team's points can only be the opponents' missed warnings.
        penalty = state.points[team] - won[team]
        if penalty:
            parts.append((team, "warning_penalty", penalty, penalty // WARNING_PENALTY))
    return tuple(ScorePart(seat, name, points, count) for seat in range(4)
                 for team, name, points, count in parts if team == seat % 2)


def lowest_card(mask: int) -> int:
    """The lowest card of ``mask`` (-1 for none)."""
    return (mask & -mask).bit_length() - 1


SAID_BY_MOVE = frozenset({"pass_only", "lead"})
"""The questions whose one answer tells nobody more than the answer itself: a pass in
the play (only a seat with nothing to play may pass) and the 7D that leads (the table
sees who is to lead with it).  Never the redeal question, which only a seat with three
Kings or three Aces may answer otherwise."""


def asked_now(view: DeeminView) -> Fact | None:
    """The decision in front of the seat to move."""
    mover = view.to_move
    if mover is None:
        return None
    if view.phase is Phase.REDEAL:
        return Fact("redeal")
    if view.phase is Phase.DOUBLE:
        return Fact("double")
    if view.phase is Phase.TREBLE:
        return Fact("treble", view.doubler)
    if not view.table:
        return Fact("lead", item=SEVEN_OF_DIAMONDS)
    if mover == view.seat and not playable(view.hand, view.table):
        return Fact("pass_only")
    return Fact("play")
