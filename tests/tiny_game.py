"""Tiny Tricks: a small trick game that lives in the tests, to prove that a new game
plugs into every edge (match, records, replay, tournament, RL, terminal) without
any edge naming it.

Rules: twelve cards (9, 10, J, Q, K, A of hearts and spades) dealt one at a time
from the seat after the dealer to ``players`` (2 or 3) seats.  With ``doubling``,
each seat in turn from the dealer's left first says ``double`` or ``pass``; one
double or more doubles the hand.  Then the seat after the dealer leads; players
must follow suit if they can; the highest card of the suit led takes the trick
and leads the next.  A trick is worth a point (two when doubled); higher is
better.  A match is ``hands`` hands; the highest total wins, ties share.

Actions: a card id plays that card; ``PASS`` (64) and ``DOUBLE`` (65) bid.

It is registered, with its bot kit, from the tests only (:func:`register`); no module
of ``majlis`` names it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from majlis.bitset import bits
from majlis.bots.botkit import BotKit
from majlis.bots.game_kits import register_kit
from majlis.cards import ACE, CARD_SLOTS, HEARTS, SPADES, SUIT, CardSet, card, card_text, suit_of
from majlis.explain import Board, Fact, Move, ScorePart, Stage, Trick
from majlis.games import register_game
from majlis.protocol import (
    Deal,
    Game,
    IllegalAction,
    Option,
    Trail,
    View,
    check_conserved,
    deal_round,
    trail_tuple,
)
from majlis.rng import shuffled
from majlis.words import Said, read_words

PASS, DOUBLE = CARD_SLOTS, CARD_SLOTS + 1
DECK = sum(1 << card(suit, rank) for suit in (HEARTS, SPADES) for rank in range(9, ACE + 1))


@dataclass(frozen=True, slots=True)
class TinyState:
    """A hand: who holds what, the bids, the trick in progress, the tricks taken."""

    dealer: int
    hands: tuple[int, ...]
    doubled: bool
    bids: int
    """How many seats have bid so far."""
    turn: int
    """The seat to act; -1 once the hand is over."""
    trick: tuple[tuple[int, int], ...]
    taken: tuple[int, ...]
    trail: Trail


@dataclass(frozen=True)
class TinyView(View):
    """A seat's view: its hand, the counts, the trick in progress and the tricks taken."""

    counts: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]
    taken: tuple[int, ...]
    doubled: bool
    bidding: bool


def trick_winner(plays: Sequence[tuple[int, int]]) -> int:
    """The seat whose card is the highest of the suit led."""
    led = suit_of(plays[0][1])
    return max((c, seat) for seat, c in plays if suit_of(c) == led)[1]


@dataclass(frozen=True)
class TinyTricks(Game[TinyState, TinyView]):
    """The rules of Tiny Tricks under one set of options."""

    players: int = 3
    doubling: bool = True
    hands: int = 2

    id: ClassVar[str] = "tiny-tricks"
    title: ClassVar[str] = "Tiny Tricks"
    OPTIONS: ClassVar[tuple[Option, ...]] = (
        Option("players", 3, "number of players", low=2, high=3),
        Option("doubling", True, "each seat may double the hand before the play"),
        Option("hands", 2, "hands in the match", low=1),
    )
    SPECIALS: ClassVar[dict[int, str]] = {PASS: "pass", DOUBLE: "double"}
    WORDS: ClassVar[Said] = read_words(__name__)
    ITEMS: ClassVar[type[CardSet]] = CardSet
    DECK: ClassVar[int] = DECK
    LOWER_IS_BETTER: ClassVar[bool] = False

    @classmethod
    def seat_range(cls) -> tuple[int, int]:
        return 2, 3  # the players option's range

    @property
    def seats(self) -> int:
        return self.players

    @property
    def num_actions(self) -> int:
        return DOUBLE + 1

    @property
    def hand_size(self) -> int:
        return DECK.bit_count() // self.players

    def shuffle(self, rng: random.Random, dealer: int) -> Deal:
        return Deal(deal_round(shuffled(list(bits(DECK)), rng), self.players, dealer))

    def check_deal(self, deal: Deal, dealer: int) -> None:
        check_conserved(deal, DECK, [self.hand_size] * self.players, card_text)

    def start(self, dealer: int, deal: Deal, totals: Sequence[int], number: int) -> TinyState:
        first = (dealer + 1) % self.players
        bids = 0 if self.doubling else self.players
        return TinyState(dealer, deal.hands, False, bids, first, (), (0,) * self.players, None)

    def to_move(self, state: TinyState) -> int | None:
        return state.turn if state.turn >= 0 else None

    def legal_actions(self, state: TinyState) -> tuple[int, ...]:
        if state.turn < 0:
            return ()
        if state.bids < self.players:
            return (PASS, DOUBLE)
        return tuple(bits(self._playable(state)))

    def _playable(self, state: TinyState) -> int:
        hand = state.hands[state.turn]
        if not state.trick:
            return hand
        following = hand & SUIT[suit_of(state.trick[0][1])]
        return following or hand

    def apply(self, state: TinyState, action: int) -> TinyState:
        if action not in self.legal_actions(state):
            raise IllegalAction(self.action_text(action), self._refusal(state, action))
        seat, trail = state.turn, ((state.turn, action), state.trail)
        following = (seat + 1) % self.players
        if action in (PASS, DOUBLE):
            return TinyState(state.dealer, state.hands, state.doubled or action == DOUBLE,
                             state.bids + 1, following, (), state.taken, trail)
        hands = list(state.hands)
        hands[seat] &= ~(1 << action)
        trick = (*state.trick, (seat, action))
        taken = state.taken
        if len(trick) == self.players:
            following = trick_winner(trick)
            taken = tuple(t + (s == following) for s, t in enumerate(taken))
            trick = ()
            if not any(hands):
                following = -1
        return TinyState(state.dealer, tuple(hands), state.doubled, state.bids, following,
                         trick, taken, trail)

    def _refusal(self, state: TinyState, action: int) -> str:
        if state.turn < 0:
            return "the hand is over"
        if state.bids < self.players:
            return "double or pass first"
        if action in self.SPECIALS or not state.hands[state.turn] >> action & 1:
            return f"seat {state.turn} does not hold it"
        return "you must follow suit"

    def view(self, state: TinyState, seat: int) -> TinyView:
        return TinyView(seat, state.dealer, self.to_move(state), state.hands[seat],
                        trail_tuple(state.trail),
                        tuple(mask.bit_count() for mask in state.hands), state.trick,
                        state.taken, state.doubled, state.bids < self.players)

    def cannot_hold(self, view: TinyView) -> tuple[int, ...]:
        """A seat that did not follow the suit led holds none of it (hands only shrink)."""
        cannot = [0] * self.players
        for stage in self.explain(view):
            for trick in stage.tricks:
                led = SUIT[suit_of(trick.plays[0][1])]
                for seat, c in trick.plays:
                    if not led >> c & 1:
                        cannot[seat] |= led
        return tuple(cannot)

    def multiplier(self, doubled: bool) -> int:
        return 2 if doubled else 1

    def hand_scores(self, state: TinyState) -> tuple[int, ...]:
        return tuple(t * self.multiplier(state.doubled) for t in state.taken)

    def history(self, state: TinyState) -> tuple[tuple[int, int], ...]:
        return trail_tuple(state.trail)

    def winners(self, standings: Sequence[Sequence[int]]) -> tuple[int, ...] | None:
        if len(standings) < self.hands:
            return None
        best = max(standings[-1])
        return tuple(seat for seat, total in enumerate(standings[-1]) if total == best)

    # -- the game explains itself ------------------------------------------------

    def max_actions(self) -> int:
        return self.players + DECK.bit_count()

    def score_bounds(self) -> tuple[int, int]:
        return 0, self.multiplier(self.doubling) * self.hand_size

    def explain(self, view: TinyView) -> tuple[Stage, ...]:
        bids = self.players if self.doubling else 0
        bidding = [Move(seat, self.SPECIALS[action]) for seat, action in view.history[:bids]]
        plays = view.history[bids:]
        tricks = []
        for start in range(0, len(plays), self.players):
            trick = plays[start:start + self.players]
            done = len(trick) == self.players
            tricks.append(Trick(trick[0][0], trick, trick_winner(trick) if done else None))
        stages = [Stage("bidding", tuple(bidding))] if self.doubling else []
        if plays:
            stages.append(Stage("play", tuple(Move(s, "play", c) for s, c in plays),
                                tuple(tricks)))
        return tuple(stages)

    def board(self, view: TinyView) -> Board:
        facts = (Fact("multiplier", value=2),) if view.doubled else ()
        trick = Trick(view.trick[0][0], view.trick) if view.trick else None
        return Board(view.seat, view.dealer, view.to_move, tuple(bits(view.hand)),
                     view.counts, tuple(t * self.multiplier(view.doubled) for t in view.taken),
                     trick=trick, facts=facts, asked=self._asked(view))

    def _asked(self, view: TinyView) -> Fact | None:
        if view.to_move is None:
            return None
        if view.bidding:
            return Fact("double")
        if not view.trick:
            return Fact("lead")
        return Fact("follow", value=suit_of(view.trick[0][1]))

    def score_parts(self, state: TinyState) -> tuple[ScorePart, ...]:
        parts = [ScorePart(seat, "tricks", taken, count=taken)
                 for seat, taken in enumerate(state.taken)]
        if state.doubled:
            parts += [ScorePart(seat, "multiplier", taken)
                      for seat, taken in enumerate(state.taken)]
        return tuple(parts)


# -- its bot kit ----------------------------------------------------------------------


def rules_action(game: Any, view: Any, legal: tuple[int, ...], rng: random.Random) -> int:
    """Double with two aces or more; take a trick when the best card can, else
    throw the lowest."""
    if DOUBLE in legal:
        aces = sum(1 for c in bits(view.hand) if c & 15 == ACE)
        return DOUBLE if aces >= 2 else PASS
    best = legal[-1]
    if not view.trick:
        return best
    led = suit_of(view.trick[0][1])
    wins = suit_of(best) == led and best > max(c for _, c in view.trick if suit_of(c) == led)
    return best if wins else legal[0]


def sample_state(game: TinyTricks, view: TinyView, rng: random.Random) -> TinyState:
    """A whole hand that agrees with ``view``: the unseen cards dealt at random to the
    other seats by their counts, none to a seat the game says cannot hold it."""
    while True:
        state = _sampled(game, view, rng)
        if state is not None:
            return state


def _sampled(game: TinyTricks, view: TinyView, rng: random.Random) -> TinyState | None:
    played = sum(1 << c for _, c in view.history if c < CARD_SLOTS)
    unseen = shuffled(list(bits(DECK & ~played & ~view.hand)), rng)
    cannot = game.cannot_hold(view)
    hands = [view.hand if seat == view.seat else 0 for seat in range(game.players)]
    for c in unseen:
        room = [s for s in range(game.players) if s != view.seat
                and hands[s].bit_count() < view.counts[s] and not cannot[s] >> c & 1]
        if not room:
            return None
        hands[room[int(rng.random() * len(room))]] |= 1 << c
    trail: Trail = None
    for pair in view.history:
        trail = (pair, trail)
    said = sum(1 for _, action in view.history if action in (PASS, DOUBLE))
    bids = said if view.bidding else game.players
    turn = -1 if view.to_move is None else view.to_move
    return TinyState(view.dealer, tuple(hands), view.doubled, bids, turn, view.trick,
                     view.taken, trail)


def register() -> None:
    """Make Tiny Tricks and its bot kit known to majlis, as a game package would on
    import."""
    register_game(TinyTricks)
    register_kit(TinyTricks, BotKit(rules_action, sample_state))
