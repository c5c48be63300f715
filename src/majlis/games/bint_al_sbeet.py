"""Bint Al-Sbeet (the Queen of spades): four players each for themselves avoid penalty cards.

Rules: ``shared/rules/bint-al-sbeet.txt`` as decided in the rules README.  52 cards,
2 low .. A high, 13 each dealt one at a time from the seat after the dealer.

- Passing: every seat chooses ``pass_count`` cards, in turn order from the seat
  after the dealer, all of its cards one by one before the next seat.  The picks
  stay hidden until all have chosen, then go over together: ``left`` to seat - 1,
  ``right`` to seat + 1.  Hand ``number`` passes ``pass_cycle[number % len]``;
  ``none`` (or ``pass_count`` 0) skips the phase.
- Revealing: every seat in turn from the seat after the dealer is asked about QS,
  then about TD (8 questions: d+1 QS, d+1 TD, d+2 QS, ...).  Only the holder may
  reveal; every other seat can only pass, so being asked gives nothing away.  A
  revealed card is worth double; with both revealed every heart is worth double too.
- Minus: every seat, in turn order from the seat after the dealer, may declare
  ``minus`` once.
- Play: the seat after the dealer leads; follow suit if able; the highest card of
  the suit led wins and leads next.
- Score (penalties): QS 13, TD 10, each heart 1 taken in tricks, doubled as
  revealed; a seat that declared minus and failed (took a trick, or with
  ``minus_condition`` "no_penalty_card" a penalty card) doubles its points again;
  a seat that succeeded scores -10, or -20 with minus.
- Match: once a hand has ended with a total at ``target`` or more, the first hand
  after which the lowest total is unique ends the match.

Actions: a card id (:mod:`majlis.cards`) chooses a card to pass or plays it;
``PASS`` (64) says no (no reveal, no minus); ``REVEAL`` (68) reveals the card asked
about; ``MINUS`` (69) declares minus.  65..67 are Sab'at Al-Deemin's double,
treble and redeal, left free so that every word keeps one id across games.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import ClassVar

from majlis.bitset import bits
from majlis.cards import FULL_DECK, SPADES, SUIT, CardSet, card_text, suit_of
from majlis.explain import Board, Fact, Move, ScorePart, Stage, Trick, forced_public
from majlis.games.bint_al_sbeet_hand import (
    BEFORE_PLAY,
    DIRECTIONS,
    HAND_SIZE,
    MINUS,
    MINUS_BONUS,
    PASS,
    PENALTY_CARDS,
    PLAYING_QUESTIONS,
    QS_BIT,
    QUEEN_OF_SPADES,
    QUESTIONS,
    REVEAL,
    SEATS,
    STAGE_OF,
    TD_BIT,
    Phase,
    SbeetState,
    SbeetView,
    bidden_state,
    card_points,
    exchange,
    hearts_double,
    holds_card,
    passed_back,
    play_stage,
    playable,
    playing_state,
    question,
    revealing_state,
    rollout_play,
    rollout_questions,
    seat_parts,
    seat_score,
    trick_contrast,
    trick_winner,
    winning_card,
    with_seat_value,
)
from majlis.protocol import (
    HIDDEN,
    MAX_TARGET,
    Action,
    Deal,
    Game,
    IllegalAction,
    Option,
    Rebuilt,
    Seat,
    check_conserved,
    deal_round,
    held_by,
    lowest,
    trail_tuple,
    with_played,
)
from majlis.rng import pick, shuffled
from majlis.words import Said, read_words


@dataclass(frozen=True)
class BintAlSbeet(Game[SbeetState, SbeetView]):
    """The rules of Bint Al-Sbeet under one set of options.

    >>> game = BintAlSbeet()
    >>> state = game.deal(random.Random(1), dealer=3)
    >>> game.to_move(state), state.direction, len(game.legal_actions(state))
    (0, 'left', 13)
    """

    target: int = 151
    pass_count: int = 3
    pass_cycle: tuple[str, ...] = ("left", "right")
    minus_condition: str = "no_trick"

    id: ClassVar[str] = "bint-al-sbeet"
    title: ClassVar[str] = "Bint Al-Sbeet"
    CLOCKWISE: ClassVar[bool] = False  # "the direction of play is counterclockwise"
    TRADITION: ClassVar[str] = "arabic"  # the Gulf's card names
    OPTIONS: ClassVar[tuple[Option, ...]] = (
        Option("target", 151, "penalty points that end the match; the lowest total wins",
               low=1, high=MAX_TARGET),
        Option("pass_count", 3, "cards each player passes", low=0, high=HAND_SIZE),
        Option("pass_cycle", ["left", "right"], "pass directions, repeating hand by hand",
               choices=tuple(DIRECTIONS)),
        Option("minus_condition", "no_trick",
               "what earns the -10 and the minus: taking no trick, or no penalty card",
               choices=("no_trick", "no_penalty_card")),
    )
    SPECIALS: ClassVar[dict[int, str]] = {PASS: "pass", REVEAL: "reveal", MINUS: "minus"}
    ITEMS: ClassVar[type[CardSet]] = CardSet
    DECK: ClassVar[int] = FULL_DECK
    MINUTES: ClassVar[int | None] = 45  # 5 to 8 hands of 6 to 8 minutes
    WORDS: ClassVar[Said] = read_words(__name__)

    @property
    def seats(self) -> int:
        return SEATS

    def shuffle(self, rng: random.Random, dealer: Seat) -> Deal:
        return Deal(deal_round(shuffled(list(bits(FULL_DECK)), rng), SEATS, dealer))

    def check_deal(self, deal: Deal, dealer: Seat) -> None:
        check_conserved(deal, FULL_DECK, (HAND_SIZE,) * SEATS, card_text)

    def start(self, dealer: Seat, deal: Deal, totals: Sequence[int], number: int) -> SbeetState:
        direction = self.pass_cycle[number % len(self.pass_cycle)]
        if direction == "none" or not self.pass_count:
            return revealing_state(dealer, direction, deal.hands, (0,) * SEATS, (0,) * SEATS, None)
        first = (dealer + 1) % SEATS
        return SbeetState(
            dealer=dealer, direction=direction, phase=Phase.PASSING, turn=first,
            hands=deal.hands, passed=(0,) * SEATS, received=(0,) * SEATS, question=0,
            revealed=(), minus=0, trick=(), leader=first, taken=(0,) * SEATS,
            tricks=(0,) * SEATS, trail=None)

    def to_move(self, state: SbeetState) -> Seat | None:
        return state.turn if state.turn >= 0 else None

    def themes(self, view: SbeetView, answer: Action,
               legal: tuple[Action, ...]) -> tuple[str, ...]:
        """``duck_the_queen``: in play, the answer lets the Queen of spades go by: it
        does not take a trick that holds her, or it is a spade under her while she is
        still out and the seat holds a spade above her."""
        if view.phase is not Phase.PLAYING or answer >= PASS:
            return ()
        trick = tuple(card for _, card in view.trick)
        if QUEEN_OF_SPADES in trick:
            ducks = winning_card((*trick, answer)) != answer
        else:
            gone = view.hand | sum(view.penalty_cards)
            above = view.hand & SUIT[SPADES] & ~((1 << QUEEN_OF_SPADES << 1) - 1)
            ducks = not gone & QS_BIT and bool(above) and answer < QUEEN_OF_SPADES and \
                suit_of(answer) == SPADES and (not trick or suit_of(trick[0]) == SPADES)
        return ("duck_the_queen",) if ducks else ()

    def cannot_hold(self, view: SbeetView) -> tuple[int, ...]:
        """Once the cards have gone over (hands only shrink from then on): the viewing
        seat's picks are with the seat they went to, a revealed card is with the seat
        that revealed it, and a seat that did not follow the suit led holds none of it."""
        cannot = [0] * SEATS
        if view.phase is Phase.PASSING:
            return tuple(cannot)
        receiver = (view.seat + DIRECTIONS[view.direction]) % SEATS
        located = [(view.passed, receiver), *((1 << c, seat) for seat, c in view.revealed)]
        for cards, holder in located:
            cannot = held_by(cannot, holder, cards)
        bidding = self.bidding(view.direction)
        for trick in play_stage(view.history[bidding:]).tricks:
            led = playable(FULL_DECK, [trick.plays[0][1]])  # what a holder must follow with
            for seat, c in trick.plays:
                if not led >> c & 1:
                    cannot[seat] |= led
        return tuple(cannot)

    def rebuild(self, view: SbeetView, hands: Sequence[int], rng: random.Random) -> Rebuilt | None:
        """With passing, the other seats' hidden picks are drawn anew: before the
        exchange from the seat's own hand (picks stay in it); after it from what its
        receiver has held since, and each seat was dealt what it holds or played, less
        what it received, plus what it picked."""
        if not self.picking(view.direction):
            return super().rebuild(view, hands, rng)
        if view.phase is Phase.PASSING:  # the picks so far are still in their hands
            picks, dealt = self._drawn_picks(hands, rng), tuple(hands)
        else:
            held = with_played(self, view, hands)
            picks = self._drawn_picks(self._pick_pools(view, held), rng)
            dealt = passed_back(held, picks, view.direction)
        history = tuple((s, picks[s].pop() if a == HIDDEN else a) for s, a in view.history)
        return Rebuilt(Deal(dealt), history)

    def _drawn_picks(self, pools: Sequence[int], rng: random.Random) -> list[list[int]]:
        """For each seat, ``pass_count`` cards of its pool in a random order."""
        return [shuffled(list(bits(pool)), rng)[:self.pass_count] for pool in pools]

    def _pick_pools(self, view: SbeetView, held: Sequence[int]) -> list[int]:
        """The cards each seat may have picked, once the exchange is done: the viewer
        knows its own picks and the ones it received; any other seat's are among the
        cards its receiver has held since, bar those the viewer saw come from elsewhere."""
        offset = DIRECTIONS[view.direction]
        passer, known = (view.seat - offset) % SEATS, view.passed | view.received
        pools = [held[(seat + offset) % SEATS] & ~known for seat in range(SEATS)]
        pools[view.seat], pools[passer] = view.passed, view.received
        return pools

    def legal_actions(self, state: SbeetState) -> tuple[Action, ...]:
        match state.phase:
            case Phase.PASSING:
                return tuple(bits(state.hands[state.turn] & ~state.passed[state.turn]))
            case Phase.REVEALING:
                _, asked = question(state.dealer, state.question)
                return (PASS, REVEAL) if state.hands[state.turn] >> asked & 1 else (PASS,)
            case Phase.MINUS:
                return (PASS, MINUS)
            case Phase.PLAYING:
                return tuple(bits(playable(state.hands[state.turn], state.trick)))
        return ()

    def apply(self, state: SbeetState, action: Action) -> SbeetState:
        match state.phase:
            case Phase.PASSING:
                return self._choose(state, action)
            case Phase.REVEALING:
                return self._reveal(state, action)
            case Phase.MINUS:
                return self._declare(state, action)
            case Phase.PLAYING:
                return self._play(state, action)
        raise self.refuse(self._name(action), Fact("hand_over"))

    def _choose(self, state: SbeetState, action: Action) -> SbeetState:
        seat = state.turn
        hand, chosen = state.hands[seat], state.passed[seat]
        if not holds_card(hand & ~chosen, action):
            raise self._pick_refusal(state, action)
        picks = with_seat_value(state.passed, seat, chosen | 1 << action)
        trail = ((seat, action), state.trail)
        if picks[seat].bit_count() < self.pass_count:
            return replace(state, passed=picks, trail=trail)
        if seat != state.dealer:  # the dealer chooses last
            return replace(state, turn=(seat + 1) % SEATS, passed=picks, trail=trail)
        hands, received = exchange(state.hands, picks, state.direction)
        return revealing_state(state.dealer, state.direction, hands, picks, received, trail)

    def _pick_refusal(self, state: SbeetState, action: Action) -> IllegalAction:
        """Why ``action`` is no card to pass now."""
        seat, text = state.turn, self._name(action)
        if action in self.SPECIALS:
            done = state.passed[seat].bit_count()
            return self.refuse(text, Fact("choose_to_pass", seat, value=done))
        if not holds_card(FULL_DECK, action):
            return self.refuse(text, Fact("not_a_card"))
        key = "already_chosen" if holds_card(state.passed[seat], action) else "not_held"
        return self.refuse(text, Fact(key, seat, action))

    def _reveal(self, state: SbeetState, action: Action) -> SbeetState:
        seat, asked = question(state.dealer, state.question)
        holds = bool(state.hands[seat] >> asked & 1)
        if action not in (PASS, REVEAL if holds else PASS):
            key = "answer_reveal" if holds else "answer_reveal_pass"
            raise self.refuse(self._name(action), Fact(key, seat, asked))
        revealed = (*state.revealed, (seat, asked)) if action == REVEAL else state.revealed
        trail = ((seat, action), state.trail)
        number = state.question + 1
        if number < QUESTIONS:
            return replace(state, turn=question(state.dealer, number)[0], question=number,
                           revealed=revealed, trail=trail)
        return replace(state, phase=Phase.MINUS, turn=(state.dealer + 1) % SEATS, question=0,
                       revealed=revealed, trail=trail)

    def _declare(self, state: SbeetState, action: Action) -> SbeetState:
        seat = state.turn
        if action not in (PASS, MINUS):
            raise self.refuse(self._name(action), Fact("answer_minus", seat))
        minus = state.minus | 1 << seat if action == MINUS else state.minus
        trail = ((seat, action), state.trail)
        if seat != state.dealer:  # the dealer is asked last
            return replace(state, turn=(seat + 1) % SEATS, minus=minus, trail=trail)
        return bidden_state(state, state.revealed, minus, trail)

    def _play(self, state: SbeetState, action: Action) -> SbeetState:
        seat = state.turn
        hand = state.hands[seat]
        if not holds_card(playable(hand, state.trick), action):
            raise self._play_refusal(state, action)
        hands = with_seat_value(state.hands, seat, hand & ~(1 << action))
        trick = (*state.trick, action)
        trail = ((seat, action), state.trail)
        if len(trick) < SEATS:
            return playing_state(state, (seat + 1) % SEATS, hands, trick, state.leader,
                                 state.taken, state.tricks, trail)
        winner = trick_winner(trick, state.leader)
        taken = with_seat_value(state.taken, winner,
                                state.taken[winner] | sum(1 << c for c in trick))
        tricks = with_seat_value(state.tricks, winner, state.tricks[winner] + 1)
        return playing_state(state, winner if hands[winner] else -1, hands, (), winner, taken,
                             tricks, trail)

    def _play_refusal(self, state: SbeetState, action: Action) -> IllegalAction:
        """Why ``action`` may not be played now."""
        seat, text = state.turn, self._name(action)
        if action in self.SPECIALS:
            return self.refuse(text, Fact("must_play_card", seat))
        if not holds_card(FULL_DECK, action):
            return self.refuse(text, Fact("not_a_card"))
        if not holds_card(state.hands[seat], action):
            return self.refuse(text, Fact("not_held", seat, action))
        led = suit_of(state.trick[0])
        return self.refuse(text, Fact("must_follow", seat, value=led))

    def _name(self, action: Action) -> str:
        if action in self.SPECIALS:
            return self.SPECIALS[action]
        return card_text(action) if holds_card(FULL_DECK, action) else str(action)

    def rollout(self, state: SbeetState, rng: random.Random) -> SbeetState:
        """Random play to the end, as the protocol's loop chooses, on plain ints."""
        if state.phase is Phase.PASSING:
            state = self._rollout_passing(state, rng)
        if state.phase is Phase.REVEALING or state.phase is Phase.MINUS:
            state = rollout_questions(state, rng)
        if state.phase is Phase.PLAYING:
            state = rollout_play(state, rng)
        return state

    def _rollout_passing(self, state: SbeetState, rng: random.Random) -> SbeetState:
        hands, picks, seat, trail = state.hands, list(state.passed), state.turn, state.trail
        count, dealer = self.pass_count, state.dealer
        while True:
            action = pick(hands[seat] & ~picks[seat], rng)
            picks[seat] |= 1 << action
            trail = ((seat, action), trail)
            if picks[seat].bit_count() == count:
                if seat == dealer:
                    break
                seat = (seat + 1) % SEATS
        hands, received = exchange(hands, picks, state.direction)
        return revealing_state(dealer, state.direction, hands, tuple(picks), received, trail)

    def view(self, state: SbeetState, seat: Seat) -> SbeetView:
        return SbeetView(
            seat, state.dealer, self.to_move(state), state.hands[seat],
            self._seen_history(state, seat), state.phase, state.direction,
            tuple(mask.bit_count() for mask in state.hands), state.passed[seat],
            state.received[seat],
            question(state.dealer, state.question)[1] if state.phase is Phase.REVEALING
            else None,
            state.revealed, tuple(bool(state.minus >> s & 1) for s in range(SEATS)),
            tuple(((state.leader + i) % SEATS, c) for i, c in enumerate(state.trick)),
            state.leader, state.tricks, tuple(mask & PENALTY_CARDS for mask in state.taken))

    def _seen_history(self, state: SbeetState, seat: Seat) -> tuple[tuple[Seat, Action], ...]:
        picking = self.picking(state.direction)
        return tuple((s, HIDDEN if i < picking and s != seat else a)
                     for i, (s, a) in enumerate(trail_tuple(state.trail)))

    def picking(self, direction: str) -> int:
        """How many actions open a hand passing ``direction``: the picks of cards to pass."""
        return 0 if direction == "none" else SEATS * self.pass_count

    def bidding(self, direction: str) -> int:
        """How many actions come before the first card is played: the picks, the reveal
        questions and the minus answers."""
        return self.picking(direction) + QUESTIONS + SEATS

    def hand_scores(self, state: SbeetState) -> tuple[int, ...]:
        if state.phase is not Phase.OVER:
            return (0,) * SEATS
        revealed = sum(1 << c for _, c in state.revealed)
        return tuple(seat_score(state, seat, revealed, self.minus_condition)
                     for seat in range(SEATS))

    def score_parts(self, state: SbeetState) -> tuple[ScorePart, ...]:
        if state.phase is not Phase.OVER:
            return ()
        revealed = sum(1 << c for _, c in state.revealed)
        return tuple(part for seat in range(SEATS)
                     for part in seat_parts(state, seat, revealed, self.minus_condition))

    # -- the game explains itself ---------------------------------------------------

    def max_actions(self) -> int:
        passes = any(direction != "none" for direction in self.pass_cycle)
        picks = SEATS * self.pass_count if passes else 0
        return picks + QUESTIONS + SEATS + FULL_DECK.bit_count()

    def score_bounds(self) -> tuple[int, int]:
        # Every penalty card, both revealed, doubled again by a failed minus.
        return MINUS_BONUS, 2 * card_points(PENALTY_CARDS, QS_BIT | TD_BIT)

    def explain(self, view: SbeetView) -> tuple[Stage, ...]:
        history, picking = view.history, self.picking(view.direction)
        bidding = self.bidding(view.direction)
        stages = [
            Stage("passing", tuple(Move(s, "pick", None if a == HIDDEN else a)
                                   for s, a in history[:picking])),
            Stage("revealing", tuple(
                Move(s, self.SPECIALS[a], question(view.dealer, i)[1])
                for i, (s, a) in enumerate(history[picking:picking + QUESTIONS]))),
            Stage("minus", tuple(self.move(s, a) for s, a in history[picking + QUESTIONS:bidding])),
            play_stage(history[bidding:]),
        ]
        if not picking:
            del stages[0]
        names = [stage.name for stage in stages]
        return tuple(stages[:names.index(STAGE_OF[view.phase]) + 1])

    def board(self, view: SbeetView) -> Board:
        playing, asked = view.phase is Phase.PLAYING, self._asked(view)
        # Only a seat's last card plays itself: everyone sees that it holds no other.
        last_card = PLAYING_QUESTIONS if playing and view.hand.bit_count() == 1 else ()
        return Board(
            seat=view.seat, dealer=view.dealer, to_move=view.to_move, hand=tuple(bits(view.hand)),
            counts=view.counts, trick=Trick(view.leader, view.trick) if playing else None,
            chosen=tuple(bits(view.passed)) if view.phase is Phase.PASSING else (),
            to_choose=self._to_choose(view), facts=self._facts(view), asked=asked,
            forced_public=forced_public(view.seat, view.to_move, asked, last_card))

    def _to_choose(self, view: SbeetView) -> int:
        """While passing: the cards the seat to move is still to choose (the table sees
        its picks go by, not what they are)."""
        if view.phase is not Phase.PASSING or view.to_move is None:
            return 0
        return self.pass_count - sum(1 for s, _ in view.history if s == view.to_move)

    def _facts(self, view: SbeetView) -> tuple[Fact, ...]:
        facts = []
        offset = DIRECTIONS[view.direction]
        # The passing is on the table until the play starts; then it is in the hands.
        if self.picking(view.direction) and view.phase in BEFORE_PLAY:
            receiver = (view.seat + offset) % SEATS
            facts.append(Fact(f"pass_{view.direction}", receiver, value=self.pass_count))
            facts += [Fact("passed", receiver, c) for c in bits(view.passed)]
            facts += [Fact("received", (view.seat - offset) % SEATS, c)
                      for c in bits(view.received)]
        facts += [Fact("revealed", seat, c) for seat, c in view.revealed]
        if hearts_double(sum(1 << c for _, c in view.revealed)):
            facts.append(Fact("hearts_double"))
        facts += [Fact("minus", seat) for seat in range(SEATS) if view.minus[seat]]
        facts += [Fact("took", seat, c) for seat, mask in enumerate(view.penalty_cards)
                  for c in bits(mask)]
        return tuple(facts)

    def _asked(self, view: SbeetView) -> Fact | None:
        mover = view.to_move
        match view.phase:
            case Phase.PASSING if mover is not None:
                receiver = (mover + DIRECTIONS[view.direction]) % SEATS
                return Fact("pass_cards", receiver, value=self._to_choose(view))
            case Phase.REVEALING if view.asking is not None:
                # Whether the seat to move holds the card is its own secret.
                choice = mover != view.seat or view.hand >> view.asking & 1
                return Fact("reveal" if choice else "pass_only", item=view.asking)
            case Phase.MINUS:  # what the seat promises: no trick, or no penalty card
                return Fact("minus" if self.minus_condition == "no_trick" else
                            "minus_no_penalty_card")
            case Phase.PLAYING if view.trick:
                led = suit_of(view.trick[0][1])
                if mover == view.seat and not view.hand & SUIT[led]:
                    return Fact("discard", value=led)  # none of the suit led: any card
                return Fact("follow", value=led)
            case Phase.PLAYING:
                return Fact("lead")
        return None

    def history(self, state: SbeetState) -> tuple[tuple[Seat, Action], ...]:
        return trail_tuple(state.trail)

    def contrast(self, view: SbeetView, action: Action, other: Action) -> tuple[Fact, ...]:
        return trick_contrast(view, action, other)

    def goal(self) -> Fact:
        return Fact("target", value=self.target)

    def winners(self, standings: Sequence[Sequence[int]]) -> tuple[int, ...] | None:
        # The end is armed by any hand that ended with a total at the target,
        # even if minus bonuses have since brought every total back under it.
        if all(max(totals) < self.target for totals in standings):
            return None
        best = lowest(standings[-1])
        return best if len(best) == 1 else None
