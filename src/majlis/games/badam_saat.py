"""Badam Saat (Indian Sevens).

Rules: ``shared/rules/badam-saat-and-asymmetric.txt`` (first half) as decided in the
rules README.  2..8 players; 52 cards dealt one at a time from the seat after the
dealer.  The holder of 7H leads it; then each player in turn plays a 7 of a suit
not yet started or the card just below or just above the run of a started suit,
and must play if they can, else passes.  The first to empty their hand wins the
hand; every other player is charged the ranks left in hand.  A match is
``games`` hands; the lowest total wins, equal lowest totals share the win.

Actions: a card id (:mod:`majlis.cards`) plays that card; ``PASS`` (64) passes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import ClassVar, Protocol

from majlis.bitset import bits
from majlis.cards import (
    CARD_SLOTS,
    FULL_DECK,
    HEARTS,
    SEVENS,
    CardSet,
    adjacent,
    card,
    card_text,
    rank_columns,
    rank_value,
    suit_of,
    suit_ranks,
    suit_rows,
)
from majlis.explain import (
    Board,
    Fact,
    ScorePart,
    Stage,
    forced_public,
    last_items,
    went_out,
)
from majlis.protocol import (
    MAX_GAMES,
    Action,
    Deal,
    Game,
    IllegalAction,
    Option,
    Seat,
    Trail,
    View,
    check_conserved,
    deal_round,
    held_by,
    lead_and_play,
    lowest,
    trail_tuple,
)
from majlis.rng import pick, shuffled
from majlis.words import Said, read_words

PASS = CARD_SLOTS
SEVEN_OF_HEARTS = card(HEARTS, 7)
MIN_PLAYERS, MAX_PLAYERS = 2, 8
"""How many may play (the rules as majlis plays them: 2..8, 4 by default)."""

@dataclass(frozen=True, slots=True)
class SevensState:
    """A hand of Badam Saat: who holds what, the cards on the table, whose turn."""

    dealer: Seat
    hands: tuple[int, ...]
    table: int
    turn: int
    """The seat to act; -1 once someone has gone out."""
    winner: Seat
    trail: Trail


@dataclass(frozen=True)
class SevensView(View):
    """A seat's view: its own hand, the table and everybody's card counts."""

    table: int
    counts: tuple[int, ...]


def penalties(hands: Sequence[int], ace_low: bool) -> tuple[int, ...]:
    """The ranks left in each hand, summed."""
    return tuple(sum(rank_value(c, ace_low) for c in bits(mask)) for mask in hands)


def cards_left(seat: Seat, hand: int, ace_low: bool) -> ScorePart:
    """What the cards left in ``hand`` charge ``seat``."""
    return ScorePart(seat, "cards_left", penalties((hand,), ace_low)[0], hand.bit_count())


def sevens_board(view: SevensView, rows: tuple[tuple[int, ...], ...], ace_low: bool,
                 asked: Fact | None, facts: tuple[Fact, ...] = ()) -> Board:
    """The board of the Sevens games: the seat's hand (by suit, then rank as the Ace
    counts), the counts and the rows (every card on the table is in one), lined up by
    rank; who is down to a last card, and once the hand is over, who went out."""
    ranks = suit_ranks(ace_low)
    facts = (*facts, *last_items(view.to_move, view.counts), *went_out(view.to_move, view.counts))
    hand = sorted(bits(view.hand), key=lambda c: (suit_of(c), rank_value(c, ace_low)))
    return Board(seat=view.seat, dealer=view.dealer, to_move=view.to_move,
                 hand=tuple(hand), counts=view.counts, rows=rows,
                 row_columns=rank_columns(rows, ranks), row_width=len(ranks),
                 column_ranks=ranks, facts=facts, asked=asked,
                 forced_public=forced_public(view.seat, view.to_move, asked, SAID_BY_MOVE))


def blocks_run(hand: int, legal: Sequence[Action], answer: Action,
               fits: Callable[[int], int], table: int) -> tuple[str, ...]:
    """``("block_the_run",)`` where the answer holds back a card that would open the
    run only to the others (every card it lets on the table is one the seat lacks),
    playing one that opens a card of its own instead; ``fits(table)`` is what may go on
    ``table``."""
    def opens(card: int) -> int:
        return fits(table | 1 << card) & ~fits(table) & ~(table | 1 << card)

    cards = [a for a in legal if a < PASS]
    held_back = [c for c in cards if c != answer and opens(c) and not opens(c) & hand]
    own = answer < PASS and bool(opens(answer) & hand)
    return ("block_the_run",) if held_back and own else ()


SAID_BY_MOVE = frozenset({"pass_only", "lead"})
"""The questions of the sevens games whose one answer tells nobody more than the
answer itself: a pass (only a seat with nothing that fits may pass) and the seven that
leads (the table sees who is to lead with it)."""


class Laid(Protocol):
    """What a view of a game of laid cards shows: its seat and hand, the cards on the
    table and how many each seat holds."""

    @property
    def seat(self) -> Seat: ...
    @property
    def hand(self) -> int: ...
    @property
    def table(self) -> int: ...
    @property
    def counts(self) -> tuple[int, ...]: ...


def sevens_contrast(view: Laid, action: Action, other: Action,
                    reach: Callable[[int], int], cannot: Sequence[int] | None) -> tuple[Fact, ...]:
    """What laying the card ``action`` does that ``other`` (a card or a special) does
    not, for a review (see :meth:`~majlis.protocol.Game.contrast`): the cards it opens
    in the seat's own hand (``opens_own``), those it opens to the others (``lets_lay``
    naming the one seat that can hold the card, as ``cannot`` shows it; None: the seat
    is never named, ``opens`` where it is not known); where it opens nothing new, those
    that ``other`` would open to the others and it keeps shut (``keeps_shut``).
    ``reach(table)`` is the cards that may go on ``table``."""
    def opened(laid: Action) -> int:
        if not 0 <= laid < CARD_SLOTS:
            return 0
        table = view.table | 1 << laid
        return reach(table) & ~reach(view.table) & ~table

    mine, theirs = opened(action), opened(other)
    facts = [Fact("opens_own", item=c) for c in bits(mine & ~theirs & view.hand)]
    for c in bits(mine & ~theirs & ~view.hand):
        holders = [] if cannot is None else [
            seat for seat, count in enumerate(view.counts)
            if seat != view.seat and count and not cannot[seat] >> c & 1]
        facts.append(Fact("lets_lay", holders[0], c) if len(holders) == 1
                     else Fact("opens", item=c))
    if not facts:  # it opens nothing new: what it does is keep shut what ``other`` opens
        facts = [Fact("keeps_shut", item=c) for c in bits(theirs & ~mine & ~view.hand)]
    return tuple(facts)


def lay_or_pass(playable: int) -> tuple[Action, ...]:
    """The legal actions of a Sevens turn: the ``playable`` cards, or pass when none fits."""
    return tuple(bits(playable)) if playable else (PASS,)


def asked_to_play(view: View, playable: int) -> Fact | None:
    """The decision of the seat to move, where ``playable`` is what the viewing seat
    could play: only the seat to move itself learns that it can only pass."""
    if view.to_move is None:
        return None
    return Fact("pass_only") if view.to_move == view.seat and not playable else Fact("play")


@dataclass(frozen=True)
class BadamSaat(Game[SevensState, SevensView]):
    """The rules of Badam Saat under one set of options.

    >>> game = BadamSaat(players=4)
    >>> state = game.deal(random.Random(1), dealer=0)
    >>> game.legal_actions(state) == (SEVEN_OF_HEARTS,)
    True
    """

    players: int = 4
    ace: str = "low"
    games: int = 7

    id: ClassVar[str] = "badam-saat"
    title: ClassVar[str] = "Badam Saat"
    OPTIONS: ClassVar[tuple[Option, ...]] = (
        Option("players", 4, "number of players", low=MIN_PLAYERS, high=MAX_PLAYERS),
        Option("ace", "low", "the Ace below the 2 (worth 1) or above the King (14)",
               choices=("low", "high")),
        Option("games", 7, "hands in the match", low=1, high=MAX_GAMES),
    )
    SPECIALS: ClassVar[dict[int, str]] = {PASS: "pass"}
    ITEMS: ClassVar[type[CardSet]] = CardSet
    DECK: ClassVar[int] = FULL_DECK
    TRADITION: ClassVar[str] = "hindi"  # the text's Hindi card names
    MINUTES: ClassVar[int | None] = 20  # 7 hands of about 3 minutes
    WORDS: ClassVar[Said] = read_words(__name__)

    @classmethod
    def seat_range(cls) -> tuple[int, int]:
        return MIN_PLAYERS, MAX_PLAYERS

    @property
    def seats(self) -> int:
        return self.players

    def shuffle(self, rng: random.Random, dealer: Seat) -> Deal:
        return Deal(deal_round(shuffled(list(bits(FULL_DECK)), rng), self.players, dealer))

    def check_deal(self, deal: Deal, dealer: Seat) -> None:
        counts = [0] * self.players
        for i in range(52):
            counts[(dealer + 1 + i) % self.players] += 1
        check_conserved(deal, FULL_DECK, counts, card_text)

    def start(
        self, dealer: Seat, deal: Deal, totals: Sequence[int], number: int
    ) -> SevensState:
        leader = next(s for s, mask in enumerate(deal.hands) if mask >> SEVEN_OF_HEARTS & 1)
        return SevensState(
            dealer=dealer, hands=deal.hands, table=0, turn=leader, winner=-1, trail=None)

    def to_move(self, state: SevensState) -> Seat | None:
        return state.turn if state.turn >= 0 else None

    def playable(self, state: SevensState) -> int:
        """The cards the seat to act may play."""
        if not state.table:
            return 1 << SEVEN_OF_HEARTS
        return self._fits(state.hands[state.turn], state.table)

    def _fits(self, hand: int, table: int) -> int:
        return hand & (adjacent(table, self.ace == "low") | SEVENS)

    def themes(self, view: SevensView, answer: Action,
               legal: tuple[Action, ...]) -> tuple[str, ...]:
        """``block_the_run`` (:func:`blocks_run`)."""
        ace_low = self.ace == "low"
        return blocks_run(view.hand, legal, answer,
                          lambda table: adjacent(table, ace_low) | SEVENS, view.table)

    def cannot_hold(self, view: SevensView) -> tuple[int, ...]:
        """A seat that passed held none of the cards that fitted then (hands only
        shrink); before the lead, every seat but the one to lead lacks 7H."""
        cannot, table = [0] * self.players, 0
        for seat, action in view.history:
            if action == PASS:
                cannot[seat] |= self._fits(FULL_DECK & ~table, table)
            else:
                table |= 1 << action
        if not table and view.to_move is not None:
            cannot = held_by(cannot, view.to_move, 1 << SEVEN_OF_HEARTS)
        return tuple(cannot)

    def contrast(self, view: SevensView, action: Action, other: Action) -> tuple[Fact, ...]:
        return sevens_contrast(view, action, other,
                               lambda table: adjacent(table, self.ace == "low") | SEVENS,
                               self.cannot_hold(view))

    def hides_nothing(self, view: SevensView) -> bool:
        """Two seats hold all 52 cards between them: the other hand is every card neither
        in the view's hand nor on the table."""
        return self.players == 2

    def position(self, state: SevensState) -> Hashable:
        """The hands, the table and the seat to act decide the rest (who went out is
        the hand left empty)."""
        return state.hands, state.table, state.turn

    def legal_actions(self, state: SevensState) -> tuple[Action, ...]:
        return () if state.turn < 0 else lay_or_pass(self.playable(state))

    def apply(self, state: SevensState, action: Action) -> SevensState:
        seat = state.turn
        if seat < 0:
            raise self.refuse(self.action_text(action), Fact("hand_over"))
        playable = self.playable(state)
        if action == PASS:
            if playable:
                raise self.refuse("pass", Fact("can_play", seat, _low(playable)))
            return SevensState(
                dealer=state.dealer, hands=state.hands, table=state.table,
                turn=(seat + 1) % self.players, winner=-1, trail=((seat, action), state.trail))
        if not 0 <= action < PASS or not playable >> action & 1:
            raise self._refusal(state, action)
        hands = list(state.hands)
        hands[seat] &= ~(1 << action)
        out = not hands[seat]
        return SevensState(
            dealer=state.dealer, hands=tuple(hands), table=state.table | 1 << action,
            turn=-1 if out else (seat + 1) % self.players, winner=seat if out else -1,
            trail=((seat, action), state.trail))

    def _refusal(self, state: SevensState, action: Action) -> IllegalAction:
        """Why the card ``action`` may not be played now."""
        text = self.action_text(action)
        if not 0 <= action < PASS or not FULL_DECK >> action & 1:
            return self.refuse(text, Fact("not_a_card"))
        if not state.hands[state.turn] >> action & 1:
            return self.refuse(text, Fact("not_held", state.turn, action))
        if not state.table:
            return self.refuse(text, Fact("first_card", item=SEVEN_OF_HEARTS))
        return self.refuse(text, Fact("not_next_to_run"))

    def rollout(self, state: SevensState, rng: random.Random) -> SevensState:
        """Random play to the end, as the protocol's loop but on plain ints."""
        if state.turn < 0:
            return state
        hands, table, seat, trail = list(state.hands), state.table, state.turn, state.trail
        ace_low, players, draw = self.ace == "low", self.players, rng.random
        while True:
            playable = (hands[seat] & (adjacent(table, ace_low) | SEVENS) if table
                        else 1 << SEVEN_OF_HEARTS)
            if playable:
                played = pick(playable, rng)
                hands[seat] ^= 1 << played
                table |= 1 << played
                trail = ((seat, played), trail)
                if not hands[seat]:
                    return SevensState(
                        dealer=state.dealer, hands=tuple(hands), table=table, turn=-1, winner=seat,
                        trail=trail)
            else:
                draw()  # the lone legal pass still costs a draw, as in the protocol loop
                trail = ((seat, PASS), trail)
            seat = (seat + 1) % players

    def view(self, state: SevensState, seat: Seat) -> SevensView:
        return SevensView(seat, state.dealer, self.to_move(state), state.hands[seat],
                          trail_tuple(state.trail), state.table,
                          tuple(mask.bit_count() for mask in state.hands))

    def hand_scores(self, state: SevensState) -> tuple[int, ...]:
        if state.winner < 0:
            return (0,) * self.players
        return penalties(state.hands, self.ace == "low")

    def score_parts(self, state: SevensState) -> tuple[ScorePart, ...]:
        if state.winner < 0:
            return ()
        return tuple(cards_left(seat, hand, self.ace == "low")
                     for seat, hand in enumerate(state.hands))

    # -- the game explains itself ---------------------------------------------------

    def max_actions(self) -> int:
        # Someone can always play, so at most one pass per other seat before each card.
        return self.players * FULL_DECK.bit_count()

    def score_bounds(self) -> tuple[int, int]:
        return 0, penalties((FULL_DECK,), self.ace == "low")[0]

    def explain(self, view: SevensView) -> tuple[Stage, ...]:
        return lead_and_play(self, view)

    def board(self, view: SevensView) -> Board:
        if view.to_move is not None and not view.table:
            asked: Fact | None = Fact("lead", item=SEVEN_OF_HEARTS)
        else:
            asked = asked_to_play(view, self._fits(view.hand, view.table))
        ace_low = self.ace == "low"
        return sevens_board(view, suit_rows(view.table, ace_low), ace_low, asked)

    def history(self, state: SevensState) -> tuple[tuple[Seat, Action], ...]:
        return trail_tuple(state.trail)

    def goal(self) -> Fact:
        return Fact("games", value=self.games)

    def winners(self, standings: Sequence[Sequence[int]]) -> tuple[int, ...] | None:
        return lowest(standings[-1]) if len(standings) >= self.games else None


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1
