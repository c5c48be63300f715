"""Sab'at Al-Deemin (the Seven of Diamonds).

Rules: ``shared/rules/sabat-al-deemin.1.txt`` and ``sabat-al-deemin.2.txt`` as decided
in the rules README.  Four players, partners opposite: seats 0 and 2 against 1 and 3.
32 cards 7..A, eight each, dealt one at a time from the seat after the dealer.  A hand
goes through these phases:

- redeal (option ``redeal_on_three``): in turn order from the seat after the dealer,
  every seat is asked whether to keep the deal; one holding three or more Kings or
  three or more Aces may demand a redeal, which ends the hand without a score (the
  same dealer deals again), and any other can only pass, so that being asked tells
  nothing;
- double: in turn order from the seat after the dealer, each seat may double, until
  one does or all four have passed;
- treble: after a double, each opponent of the doubler, in turn order from the doubler,
  may treble; the first treble ends the bidding;
- play: the holder of 7D leads it; then each player in turn plays the next card of a
  started suit or the 7 of a new suit, and must if able, else passes ("jella").

The first player out wins the hand for their team, which scores the opponents' cards
left in hand (Ace 20, King, Queen, Jack 10) plus 200 for going out with a seven, all
times 1, 2 or 3.  With ``strict_warning`` a player who plays their second-to-last card
without announcing "last card" gives the opponents 100 at once, never multiplied.  The
first team to reach ``target`` wins the match (the higher total if both do).

Actions: a card id (:mod:`majlis.cards`) plays that card; ``ANNOUNCE + card``
(128..191, written ``8D!``) plays it announcing "last card"; ``PASS`` (64),
``DOUBLE`` (65), ``TREBLE`` (66) and ``REDEAL`` (67) are the specials.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import ClassVar

from majlis.bitset import bits
from majlis.cards import (
    CARD_SLOTS,
    SEVENS,
    SUIT,
    CardSet,
    card,
    card_text,
    rank_columns,
    suit_of,
    suit_rows,
)
from majlis.explain import Board, Fact, Move, ScorePart, Stage, forced_public, last_items, went_out
from majlis.games.badam_saat import sevens_contrast
from majlis.games.sabat_al_deemin_hand import (
    ANNOUNCE,
    CHOICES,
    DECK,
    DOUBLE,
    EARLIER_REDEAL,
    PASS,
    PILE_RANKS,
    QUESTIONS,
    REDEAL,
    SAID_BY_MOVE,
    SEVEN_OF_DIAMONDS,
    TEAMS,
    TREBLE,
    WARNING_PENALTY,
    DeeminState,
    DeeminView,
    Phase,
    asked_now,
    card_of,
    credit,
    hand_points,
    hand_score_parts,
    lowest_card,
    may_demand_redeal,
    opponents_cards,
    playable,
)
from majlis.protocol import (
    MAX_TARGET,
    Action,
    Deal,
    Game,
    IllegalAction,
    Option,
    Seat,
    Trail,
    check_conserved,
    deal_round,
    held_by,
    trail_tuple,
)
from majlis.quote import quote
from majlis.rng import shuffled
from majlis.words import Said, read_words


@dataclass(frozen=True)
class SabatAlDeemin(Game[DeeminState, DeeminView]):
    """The rules of Sab'at Al-Deemin under one set of options.

    >>> game = SabatAlDeemin(redeal_on_three=False)
    >>> state = game.deal(random.Random(1), dealer=3)
    >>> game.to_move(state), [game.action_text(a) for a in game.legal_actions(state)]
    (0, ['pass', 'double'])
    """

    target: int = 500
    redeal_on_three: bool = True
    strict_warning: bool = False

    id: ClassVar[str] = "sabat-al-deemin"
    title: ClassVar[str] = "Sab'at Al-Deemin"
    OPTIONS: ClassVar[tuple[Option, ...]] = (
        Option("target", 500, "points that end the match", low=1, high=MAX_TARGET),
        Option("redeal_on_three", True,
               "every seat is asked whether to keep the deal; one holding three or more "
               "Kings, or three or more Aces, may demand a redeal"),
        Option("strict_warning", False,
               "the last card must be announced with the second-to-last one, "
               "or the opponents score 100"),
    )
    LOWER_IS_BETTER: ClassVar[bool] = False
    CLOCKWISE: ClassVar[bool] = False  # "Deal and play are anticlockwise."
    TRADITION: ClassVar[str] = "arabic"  # the Gulf's card names
    SPECIALS: ClassVar[dict[int, str]] = {
        PASS: "pass", DOUBLE: "double", TREBLE: "treble", REDEAL: "redeal",
    }
    ITEMS: ClassVar[type[CardSet]] = CardSet
    DECK: ClassVar[int] = DECK
    MINUTES: ClassVar[int | None] = 20  # about 6 hands (`majlis simulate`) of 3 minutes
    WORDS: ClassVar[Said] = read_words(__name__)

    @property
    def seats(self) -> int:
        return 4

    @property
    def num_actions(self) -> int:
        return ANNOUNCE + CARD_SLOTS

    def action_text(self, action: Action) -> str:
        """``7D``, ``8D!``, ``pass`` ...; ``action N`` for an id that is no action."""
        if action in self.SPECIALS:
            return self.SPECIALS[action]
        played = card_of(action)
        if played < 0:
            return f"action {action}"
        return card_text(played) + ("!" if action >= ANNOUNCE else "")

    def parse_action(self, text: str) -> Action:
        word = text.strip()
        announced = word.endswith("!")
        action = super().parse_action(word[:-1] if announced else word)
        if action in self.SPECIALS:
            if announced:
                raise ValueError(f"{quote(text)}: only a card play may announce the last card")
            return action
        if card_of(action) < 0:
            raise ValueError(f"{quote(text)} is not in the 32-card pack (7 to Ace)")
        return action + ANNOUNCE if announced else action

    # -- the deal -------------------------------------------------------------

    def shuffle(self, rng: random.Random, dealer: Seat) -> Deal:
        return Deal(deal_round(shuffled(list(bits(DECK)), rng), 4, dealer))

    def check_deal(self, deal: Deal, dealer: Seat) -> None:
        check_conserved(deal, DECK, (8,) * 4, card_text)

    def start(
        self, dealer: Seat, deal: Deal, totals: Sequence[int], number: int
    ) -> DeeminState:
        phase = Phase.REDEAL if self.redeal_on_three else Phase.DOUBLE
        return DeeminState(
            dealer=dealer, hands=deal.hands, table=0, phase=phase, turn=(dealer + 1) % 4,
            doubler=-1, trebler=-1, points=(0, 0), trail=None)

    # -- the hand -------------------------------------------------------------

    def to_move(self, state: DeeminState) -> Seat | None:
        return state.turn if state.turn >= 0 else None

    def themes(self, view: DeeminView, answer: Action,
               legal: tuple[Action, ...]) -> tuple[str, ...]:
        """``keep_the_seven``: the answer holds back a seven that could be played now,
        the card that scores the bonus when it goes out last."""
        def seven(action: Action) -> bool:
            return card_of(action) >= 0 and bool(SEVENS >> card_of(action) & 1)

        keeps = not seven(answer) and any(seven(a) for a in legal)
        return ("keep_the_seven",) if keeps else ()

    def cannot_hold(self, view: DeeminView) -> tuple[int, ...]:
        """A seat that passed in the play held none of the cards that fitted then
        (hands only shrink); before the first card, every seat but the one to lead
        lacks 7D.  The bidding's passes show nothing card by card, and neither do the
        redeal questions: every seat is asked, and a seat that may demand one may keep."""
        cannot, table = [0] * 4, 0
        for seat, action in view.history:
            played = card_of(action)
            if played >= 0:
                table |= 1 << played
            elif action == PASS and table:  # the bidding's passes come before any card
                cannot[seat] |= playable(DECK & ~table, table)
        if not table and view.phase is Phase.PLAY and view.to_move is not None:
            cannot = held_by(cannot, view.to_move, 1 << SEVEN_OF_DIAMONDS)
        return tuple(cannot)

    def contrast(self, view: DeeminView, action: Action, other: Action) -> tuple[Fact, ...]:
        """As :func:`sevens_contrast`, for the cards the two actions lay (announced or
        not; a bid lays none)."""
        return sevens_contrast(view, card_of(action), card_of(other),
                               lambda table: playable(DECK, table), self.cannot_hold(view))

    def legal_actions(self, state: DeeminState) -> tuple[Action, ...]:
        if state.turn < 0:
            return ()
        if state.phase is Phase.REDEAL and not may_demand_redeal(state.hands[state.turn]):
            return (PASS,)
        if state.phase is not Phase.PLAY:
            return CHOICES[state.phase]
        cards = tuple(bits(playable(state.hands[state.turn], state.table)))
        if not cards:
            return (PASS,)
        return cards + tuple(ANNOUNCE + c for c in cards) if self.strict_warning else cards

    def apply(self, state: DeeminState, action: Action) -> DeeminState:
        seat = state.turn
        if seat < 0:
            raise self.refuse(self.action_text(action), Fact("hand_over"))
        if state.phase is Phase.PLAY:
            return self._play(state, seat, action)
        if action not in self.legal_actions(state):
            raise self.refuse(self.action_text(action), self._bid_refusal(state, action))
        trail = ((seat, action), state.trail)
        if state.phase is Phase.REDEAL:
            return self._answer_redeal(state, seat, action, trail)
        if state.phase is Phase.DOUBLE:
            return self._bid(state, seat, action, trail)
        return self._answer_double(state, seat, action, trail)

    def _answer_redeal(
        self, state: DeeminState, seat: Seat, action: Action, trail: Trail
    ) -> DeeminState:
        if action == REDEAL:  # the hand is void: nobody else is asked
            return state.moved(Phase.VOID, -1, trail)
        if seat == state.dealer:  # the dealer is asked last: all four kept the deal
            return state.moved(Phase.DOUBLE, (seat + 1) % 4, trail)
        return state.moved(Phase.REDEAL, (seat + 1) % 4, trail)

    def _bid(self, state: DeeminState, seat: Seat, action: Action, trail: Trail) -> DeeminState:
        if action == DOUBLE:
            return DeeminState(
                dealer=state.dealer, hands=state.hands, table=state.table, phase=Phase.TREBLE,
                turn=(seat + 1) % 4, doubler=seat, trebler=-1, points=state.points, trail=trail)
        if seat == state.dealer:  # the dealer bids last: all four passed
            return self._begin_play(state, trail)
        return state.moved(Phase.DOUBLE, (seat + 1) % 4, trail)

    def _answer_double(
        self, state: DeeminState, seat: Seat, action: Action, trail: Trail
    ) -> DeeminState:
        if action == TREBLE:
            return self._begin_play(replace(state, trebler=seat), trail)
        if seat == (state.doubler + 1) % 4:  # the doubler's other opponent is asked next
            return state.moved(Phase.TREBLE, (seat + 2) % 4, trail)
        return self._begin_play(state, trail)

    def _begin_play(self, state: DeeminState, trail: Trail) -> DeeminState:
        leader = next(s for s, hand in enumerate(state.hands) if hand >> SEVEN_OF_DIAMONDS & 1)
        return state.moved(Phase.PLAY, leader, trail)

    def _bid_refusal(self, state: DeeminState, action: Action) -> Fact:
        """Why ``action`` is no answer to the question of the bidding in progress."""
        if action == REDEAL:
            return Fact("redeal_refused")
        if action == TREBLE and state.phase is Phase.DOUBLE:
            return Fact("nobody_doubled")
        return Fact("answer_" + self.SPECIALS[CHOICES[state.phase][1]], state.turn)

    def _play(self, state: DeeminState, seat: Seat, action: Action) -> DeeminState:
        hand = state.hands[seat]
        can_play = playable(hand, state.table)
        if action == PASS:
            if can_play:
                raise self.refuse("pass", Fact("can_play", seat, lowest_card(can_play)))
            return state.moved(Phase.PLAY, (seat + 1) % 4, ((seat, action), state.trail))
        played = card_of(action)
        if played < 0 or not can_play >> played & 1:
            raise self._play_refusal(state, action)
        hands = list(state.hands)
        hands[seat] = hand ^ 1 << played
        left = hands[seat].bit_count()
        points = state.points
        if self._missed_warning(left, action):
            points = credit(points, 1 - seat % 2, WARNING_PENALTY)
        if not left:
            points = self._win(points, hands, seat, played, state.multiplier)
        return DeeminState(
            dealer=state.dealer, hands=tuple(hands), table=state.table | 1 << played,
            phase=Phase.PLAY if left else Phase.OVER, turn=(seat + 1) % 4 if left else -1,
            doubler=state.doubler, trebler=state.trebler, points=points,
            trail=((seat, action), state.trail))

    def _missed_warning(self, left: int, action: Action) -> bool:
        """Whether a play that leaves ``left`` cards broke the strict last-card warning."""
        return self.strict_warning and left == 1 and action < ANNOUNCE

    @staticmethod
    def _win(points: tuple[int, int], hands: Sequence[int], seat: Seat, last_card: int,
             multiplier: int) -> tuple[int, int]:
        """The team points once ``seat`` has gone out with ``last_card``."""
        won = hand_points(opponents_cards(hands, seat), last_card, multiplier)
        return credit(points, seat % 2, won)

    def _play_refusal(self, state: DeeminState, action: Action) -> IllegalAction:
        """Why ``action`` may not be played now."""
        played, text = card_of(action), self.action_text(action)
        if action in self.SPECIALS:
            return self.refuse(text, Fact("bidding_over"))
        if played < 0:
            return self.refuse(text, Fact("not_an_action"))
        if not state.hands[state.turn] >> played & 1:
            return self.refuse(text, Fact("not_held", state.turn, played))
        if not state.table:
            return self.refuse(text, Fact("first_card", item=SEVEN_OF_DIAMONDS))
        suit = suit_of(played)
        pile = state.table & SUIT[suit]
        why = Fact("suit_start", item=card(suit, 7), value=suit) if not pile else \
            Fact("only_next", item=pile.bit_length(), value=suit)
        return self.refuse(text, why)

    def rollout(self, state: DeeminState, rng: random.Random) -> DeeminState:
        """The base class's random playout, with the play phase as a loop on plain ints."""
        while state.turn >= 0 and state.phase is not Phase.PLAY:
            legal = self.legal_actions(state)
            state = self.apply(state, legal[int(rng.random() * len(legal))])
        if state.turn < 0:
            return state
        return self._play_out(state, rng)

    def _play_out(self, state: DeeminState, rng: random.Random) -> DeeminState:
        draw = rng.random
        forms = 2 if self.strict_warning else 1  # the plain and the announced form
        hands = list(state.hands)
        table, seat, points, trail = state.table, state.turn, state.points, state.trail
        while True:
            can_play = playable(hands[seat], table)
            if not can_play:
                draw()
                trail = ((seat, PASS), trail)
                seat = (seat + 1) % 4
                continue
            count = can_play.bit_count()
            pick = int(draw() * (count * forms))
            for _ in range(pick % count):
                can_play &= can_play - 1
            played = lowest_card(can_play)
            action = played + ANNOUNCE if pick >= count else played
            hands[seat] ^= 1 << played
            table |= 1 << played
            trail = ((seat, action), trail)
            left = hands[seat].bit_count()
            if self._missed_warning(left, action):
                points = credit(points, 1 - seat % 2, WARNING_PENALTY)
            if not left:
                break
            seat = (seat + 1) % 4
        points = self._win(points, hands, seat, played, state.multiplier)
        return DeeminState(
            dealer=state.dealer, hands=tuple(hands), table=table, phase=Phase.OVER, turn=-1,
            doubler=state.doubler, trebler=state.trebler, points=points, trail=trail)

    # -- what the seats see and score -------------------------------------------

    def view(self, state: DeeminState, seat: Seat) -> DeeminView:
        return DeeminView(seat, state.dealer, self.to_move(state), state.hands[seat],
                          trail_tuple(state.trail), state.phase, state.table,
                          tuple(hand.bit_count() for hand in state.hands), state.multiplier,
                          state.doubler if state.doubler >= 0 else None,
                          state.trebler if state.trebler >= 0 else None)

    def hand_scores(self, state: DeeminState) -> tuple[int, ...]:
        team0, team1 = state.points
        return (team0, team1, team0, team1)

    def history(self, state: DeeminState) -> tuple[tuple[Seat, Action], ...]:
        return trail_tuple(state.trail)

    def score_parts(self, state: DeeminState) -> tuple[ScorePart, ...]:
        return hand_score_parts(state)

    # -- the game explains itself ---------------------------------------------------

    def max_actions(self) -> int:
        # Four redeal answers, bids (three passes, a double, two treble answers), and the
        # play: someone can always play, so at most three passes before each card.
        return QUESTIONS + 6 + 4 * DECK.bit_count()

    def score_bounds(self) -> tuple[int, int]:
        most = hand_points(DECK, SEVEN_OF_DIAMONDS, 3)  # every honour, a seven, trebled
        return 0, most + (2 * WARNING_PENALTY if self.strict_warning else 0)

    def move(self, seat: Seat, action: Action) -> Move:
        if action >= ANNOUNCE:
            return Move(seat, "play", action - ANNOUNCE, ("announce",))
        return super().move(seat, action)

    def explain(self, view: DeeminView) -> tuple[Stage, ...]:
        moves = [self.move(seat, action) for seat, action in view.history]
        play = next((i for i, move in enumerate(moves) if move.word == "play"), len(moves))
        asking = view.phase in (Phase.REDEAL, Phase.VOID)
        answers = len(moves) if asking else QUESTIONS if self.redeal_on_three else 0
        stages = []
        if self.redeal_on_three:
            stages.append(Stage("redeal", tuple(moves[:answers])))
        if not asking:
            stages.append(Stage("bidding", tuple(moves[answers:play])))
        if view.phase in (Phase.PLAY, Phase.OVER):
            stages.append(Stage("play", tuple(moves[play:])))
        return tuple(stages)

    def board(self, view: DeeminView) -> Board:
        facts = [Fact("multiplier", value=view.multiplier)]
        if view.doubler is not None:
            facts.append(Fact("doubled", view.doubler))
        if view.trebler is not None:
            facts.append(Fact("trebled", view.trebler))
        if view.phase is Phase.PLAY:
            facts += [fact for fact in last_items(view.to_move, view.counts)
                      if self._warned(view.history, fact)]
        if view.phase is Phase.OVER:
            facts += went_out(view.to_move, view.counts)
        if view.phase is Phase.VOID:
            facts += [Fact("demanded_redeal", seat) for seat, action in view.history
                      if action == REDEAL]
        rows, asked = suit_rows(view.table, ace_low=False), asked_now(view)
        return Board(seat=view.seat, dealer=view.dealer, to_move=view.to_move,
                     hand=tuple(bits(view.hand)), counts=view.counts,
                     rows=rows, row_columns=rank_columns(rows, PILE_RANKS),
                     row_width=len(PILE_RANKS), column_ranks=PILE_RANKS, facts=tuple(facts),
                     asked=asked, forced_public=forced_public(
                         view.seat, view.to_move, asked, SAID_BY_MOVE))

    def _warned(self, history: Sequence[tuple[int, int]], last_card: Fact) -> bool:
        """Whether the table has been warned of ``last_card``: by itself, or under
        ``strict_warning`` only by its seat announcing it with the play that left it."""
        if not self.strict_warning:
            return True
        last_play = next(action for who, action in reversed(history)
                         if who == last_card.seat and card_of(action) >= 0)
        return last_play >= ANNOUNCE

    def is_void(self, state: DeeminState) -> bool:
        return state.phase is Phase.VOID

    def may_void(self) -> bool:
        return self.redeal_on_three

    def earlier_form(self, state: DeeminState, seat: Seat, action: Action) -> str | None:
        """Records written before 2026-11-26 asked only the seats that may demand a
        redeal: a hand that replays that way, to ``action`` included, is of that form."""
        if not self.redeal_on_three:
            return None
        history = trail_tuple(state.trail)
        dealt = list(state.hands)
        for who, done in history:  # the cards played go back to their hands
            if card_of(done) >= 0:
                dealt[who] |= 1 << card_of(done)
        if not self._holders_only(state.dealer, tuple(dealt), [*history, (seat, action)]):
            return None
        return EARLIER_REDEAL

    def _holders_only(self, dealer: Seat, hands: tuple[int, ...],
                      pairs: Sequence[tuple[int, int]]) -> bool:
        """Whether ``pairs`` replay from the deal ``hands`` under the earlier form: only
        the seats that may demand a redeal asked, in turn order, then the bidding and
        the play as now."""
        order = [(dealer + 1 + k) % 4 for k in range(4)]
        askers = [asked for asked in order if may_demand_redeal(hands[asked])]
        state = DeeminState(dealer=dealer, hands=hands, table=0, phase=Phase.DOUBLE,
                            turn=order[0], doubler=-1, trebler=-1, points=(0, 0), trail=None)
        for index, (seat, action) in enumerate(pairs):
            if index < len(askers):
                if seat != askers[index] or action not in CHOICES[Phase.REDEAL]:
                    return False
                if action == REDEAL:  # the hand was void
                    return index == len(pairs) - 1
                continue
            if seat != state.turn:
                return False
            try:
                state = self.apply(state, action)
            except IllegalAction:
                return False
        return True

    def teams(self) -> tuple[tuple[int, ...], ...]:
        return TEAMS

    def goal(self) -> Fact:
        return Fact("target", value=self.target)

    def winners(self, standings: Sequence[Sequence[int]]) -> tuple[int, ...] | None:
        # Only the latest totals matter: an exact tie at or over the target plays on.
        team0, team1 = standings[-1][0], standings[-1][1]
        if max(team0, team1) < self.target or team0 == team1:
            return None
        return TEAMS[0] if team0 > team1 else TEAMS[1]
