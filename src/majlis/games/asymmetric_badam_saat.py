"""Asymmetric Badam Saat: a two-player Badam Saat with a stock.

Rules: ``shared/rules/badam-saat-and-asymmetric.txt`` (second half, with its dry
run) as decided in the rules README.  The dealer deals 4 cards each, one at a
time from the opponent (the seat after the dealer), then 4 cards face up on the
table; the other 40 are the face-down stock.  Sevens are not special: a card may
be played when it is next in rank, in the same suit, to any card on the table
(the Ace below the 2 or above the King as the ``ace`` option says).  The
opponent plays first; a player who can play must, else passes.  When both have
passed in a row (an all-pass) the missing suits open for the rest of the hand;
then, unless that first all-pass has just let someone play a missing suit, each
player draws a card from the stock in deal order, and the first passer plays on.
The first to empty their hand wins; the loser is charged the ranks in their hand
and in the stock.  A match is ``games`` hands; the lowest total wins, equal
lowest totals share the win; the deal alternates.

Every hand ends.  The stock is drawn only at all-passes, and the first all-pass
opens the missing suits, so once the stock is empty every card is in a hand or
on the table with the missing suits open.  Then each suit not yet complete on
the table either has no card there (its cards in hand are playable) or has a
card in hand one rank from a card on the table (the ranks form a line), so
someone can always play: no all-pass can happen, and each play shortens a hand.
(With 2 players draws come in pairs from 40 cards, so the stock never runs out
in the middle of an all-pass.)

Actions: a card id (:mod:`majlis.cards`) plays that card; ``PASS`` (64) passes.
Draws from the stock are chance events, not actions: they follow from the deal.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from majlis.bitset import bits
from majlis.cards import FULL_DECK, SUIT, CardSet, adjacent, card_text, runs, suit_of
from majlis.explain import Board, DealLayout, Fact, ScorePart, Stage
from majlis.games.badam_saat import (
    PASS,
    BadamSaat,
    SevensView,
    asked_to_play,
    blocks_run,
    cards_left,
    lay_or_pass,
    penalties,
    sevens_board,
    sevens_contrast,
)
from majlis.protocol import (
    Action,
    Deal,
    Game,
    IllegalAction,
    InvalidDeal,
    Option,
    Rebuilt,
    Seat,
    Trail,
    check_conserved,
    deal_round,
    lead_and_play,
    lowest,
    trail_tuple,
    with_played,
)
from majlis.rng import pick, shuffled
from majlis.words import Said, read_words

SEATS = 2
HAND_SIZE = 4
TABLE_SIZE = 4
STOCK_SIZE = 52 - SEATS * HAND_SIZE - TABLE_SIZE


@dataclass(frozen=True, slots=True)
class AsymmetricState:
    """A hand of Asymmetric Badam Saat: the hands, the table, the stock, whose turn."""

    dealer: Seat
    hands: tuple[int, ...]
    table: int
    stock: tuple[int, ...]
    """The cards left in the stock, top first."""
    turn: int
    """The seat to act; -1 once someone has gone out."""
    winner: Seat
    passes: int
    """Passes in a row since the last card played or the last all-pass."""
    missing_open: bool
    """True from the first all-pass on: a suit with no card on the table may be played."""
    trail: Trail


@dataclass(frozen=True)
class AsymmetricView(SevensView):
    """A seat's view: its own hand, the table, the card counts, the stock's size."""

    stock_count: int
    missing_open: bool


def missing_suits(table: int) -> int:
    """The cards of every suit that has no card on the table."""
    missing = 0
    for suit in SUIT:
        if not table & suit:
            missing |= suit
    return missing


def reach(table: int, missing_open: bool, ace_low: bool) -> int:
    """The cards that may go on ``table``."""
    cards = adjacent(table, ace_low)
    if missing_open:
        cards |= missing_suits(table)
    return cards


def all_pass(
    dealer: Seat, hands: Sequence[int], table: int, stock: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hands and stock after an all-pass, which opens the missing suits.

    If that lets someone play, nobody draws (this can happen only at the first
    all-pass: later, a card of a missing suit is never held by a player who
    passed).  Otherwise each seat, in deal order, draws the top card while any is left.
    """
    if any(hand & missing_suits(table) for hand in hands):
        return tuple(hands), stock
    drawn = list(hands)
    for i in range(SEATS):
        if not stock:
            break
        drawn[(dealer + 1 + i) % SEATS] |= 1 << stock[0]
        stock = stock[1:]
    return tuple(drawn), stock


@dataclass(frozen=True)
class AsymmetricBadamSaat(Game[AsymmetricState, AsymmetricView]):
    """The rules of Asymmetric Badam Saat under one set of options.

    >>> game = AsymmetricBadamSaat()
    >>> state = game.deal(random.Random(1), dealer=0)
    >>> view = game.view(state, 1)
    >>> game.to_move(state), view.counts, bin(view.table).count("1"), view.stock_count
    (1, (4, 4), 4, 40)
    """

    ace: str = "low"
    games: int = 7

    id: ClassVar[str] = "asymmetric-badam-saat"
    title: ClassVar[str] = "Asymmetric Badam Saat"
    # Badam Saat's options that this game takes, by name (not the number of players): a
    # new option of Badam Saat is not this game's until it is named here, with its field.
    OPTIONS: ClassVar[tuple[Option, ...]] = tuple(
        option for option in BadamSaat.OPTIONS if option.name in ("ace", "games")
    )
    SPECIALS: ClassVar[dict[int, str]] = {PASS: "pass"}
    ITEMS: ClassVar[type[CardSet]] = CardSet
    DECK: ClassVar[int] = FULL_DECK
    TRADITION: ClassVar[str] = "hindi"  # the text's Hindi card names
    DEAL_KEYS: ClassVar[tuple[str, ...]] = ("hands", "table", "stock")
    MINUTES: ClassVar[int | None] = 15  # 7 hands of about 2 minutes
    WORDS: ClassVar[Said] = BadamSaat.WORDS + read_words(__name__)

    @property
    def seats(self) -> int:
        return SEATS

    def shuffle(self, rng: random.Random, dealer: Seat) -> Deal:
        deck = shuffled(list(bits(FULL_DECK)), rng)
        dealt = SEATS * HAND_SIZE
        return Deal(deal_round(deck[:dealt], SEATS, dealer),
                    tuple(deck[dealt:dealt + TABLE_SIZE]), tuple(deck[dealt + TABLE_SIZE:]))

    def check_deal(self, deal: Deal, dealer: Seat) -> None:
        if len(deal.hands) != SEATS:
            raise InvalidDeal(f"the deal needs {SEATS} hands, not {len(deal.hands)}")
        check_conserved(deal, FULL_DECK, (HAND_SIZE,) * SEATS, card_text)
        if len(deal.table) != TABLE_SIZE:
            raise InvalidDeal(f"the table holds {len(deal.table)} cards instead of {TABLE_SIZE}")
        if len(deal.stock) != STOCK_SIZE:
            raise InvalidDeal(f"the stock holds {len(deal.stock)} cards instead of {STOCK_SIZE}")

    def start(
        self, dealer: Seat, deal: Deal, totals: Sequence[int], number: int
    ) -> AsymmetricState:
        table = _mask(deal.table)
        return AsymmetricState(
            dealer=dealer, hands=deal.hands, table=table, stock=deal.stock,
            turn=(dealer + 1) % SEATS, winner=-1, passes=0, missing_open=False, trail=None)

    def to_move(self, state: AsymmetricState) -> Seat | None:
        return state.turn if state.turn >= 0 else None

    def playable(self, state: AsymmetricState) -> int:
        """The cards the seat to act may play."""
        return state.hands[state.turn] & reach(state.table, state.missing_open,
                                               self.ace == "low")

    def themes(self, view: AsymmetricView, answer: Action,
               legal: tuple[Action, ...]) -> tuple[str, ...]:
        """``block_the_run`` (:func:`~majlis.games.badam_saat.blocks_run`)."""
        ace_low = self.ace == "low"
        return blocks_run(view.hand, legal, answer,
                          lambda table: reach(table, view.missing_open, ace_low), view.table)

    def cannot_hold(self, view: AsymmetricView) -> tuple[int, ...]:
        """A seat that passed held none of the cards that fitted then, until it next
        drew (see :func:`_misses`)."""
        misses, draws = _misses(view, self.ace == "low")
        last_draw = draws[-1] if draws else -1
        cannot = [0] * SEATS
        for index, seat, cards in misses:
            if index > last_draw:
                cannot[seat] |= cards
        return tuple(cannot)

    def rebuild(self, view: AsymmetricView, hands: Sequence[int],
                rng: random.Random) -> Rebuilt | None:
        """Each seat's draws are drawn anew (see :func:`_drawn`) among the cards it holds
        or played; the other seat first trades the cards of ``hands`` that no draws
        explain for cards in no hand (see :func:`_explained`).  The rest of the stock,
        the cards in no hand nor on the table, lies under the drawn cards in a random
        order."""
        misses, draws = _misses(view, self.ace == "low")
        played = with_played(self, view, (0,) * SEATS)
        held, drawn = list(hands), []
        for seat in range(SEATS):
            spare = FULL_DECK & ~view.table & ~held[0] & ~held[1]
            windows = _windows(view.history, seat, misses, played[seat] | held[seat] | spare)
            hand = held[seat] if seat == view.seat else _explained(
                windows, played[seat], held[seat], spare, draws, rng)
            if hand is None:
                return None
            cards = _drawn({card: windows[card] for card in bits(played[seat] | hand)},
                           draws, rng)
            if cards is None:
                return None
            held[seat] = hand
            drawn.append(cards)
        return Rebuilt(_deal(view, held, played, drawn, rng), view.history)

    def contrast(self, view: AsymmetricView, action: Action,
                 other: Action) -> tuple[Fact, ...]:
        """As :func:`sevens_contrast`, naming a seat only while the stock is empty (a
        card may lie in it)."""
        return sevens_contrast(
            view, action, other,
            lambda table: reach(table, view.missing_open, self.ace == "low"),
            None if view.stock_count else self.cannot_hold(view))

    def hides_nothing(self, view: AsymmetricView) -> bool:
        """Once the stock is empty the opponent holds every card neither in the view's
        hand nor on the table."""
        return view.stock_count == 0

    def position(self, state: AsymmetricState) -> Hashable:
        """Everything of the state but its history: the dealer says who draws first."""
        return (state.dealer, state.hands, state.table, state.stock, state.turn,
                state.passes, state.missing_open)

    def legal_actions(self, state: AsymmetricState) -> tuple[Action, ...]:
        return () if state.turn < 0 else lay_or_pass(self.playable(state))

    def apply(self, state: AsymmetricState, action: Action) -> AsymmetricState:
        seat = state.turn
        if seat < 0:
            raise self.refuse(self.action_text(action), Fact("hand_over"))
        cards = self.playable(state)
        if action == PASS:
            if cards:
                raise self.refuse("pass", Fact("can_play", seat, next(bits(cards))))
            return self._pass(state)
        if not 0 <= action < PASS or not cards >> action & 1:
            raise self._refusal(state, action)
        hands = list(state.hands)
        hands[seat] &= ~(1 << action)
        out = not hands[seat]
        return AsymmetricState(
            dealer=state.dealer, hands=tuple(hands), table=state.table | 1 << action,
            stock=state.stock, turn=-1 if out else (seat + 1) % SEATS, winner=seat if out else -1,
            passes=0, missing_open=state.missing_open, trail=((seat, action), state.trail))

    def _pass(self, state: AsymmetricState) -> AsymmetricState:
        seat = state.turn
        hands, stock, missing_open = state.hands, state.stock, state.missing_open
        passes = state.passes + 1
        if passes == SEATS:
            hands, stock = all_pass(state.dealer, hands, state.table, stock)
            passes, missing_open = 0, True
        # After an all-pass the next seat is the first passer, who starts the next round.
        return AsymmetricState(
            dealer=state.dealer, hands=hands, table=state.table, stock=stock,
            turn=(seat + 1) % SEATS, winner=-1, passes=passes, missing_open=missing_open,
            trail=((seat, PASS), state.trail))

    def _refusal(self, state: AsymmetricState, action: Action) -> IllegalAction:
        """Why the card ``action`` may not be played now."""
        text = self.action_text(action)
        if not 0 <= action < PASS or not FULL_DECK >> action & 1:
            return self.refuse(text, Fact("not_a_card"))
        if not state.hands[state.turn] >> action & 1:
            return self.refuse(text, Fact("not_held", state.turn, action))
        suit = suit_of(action)
        if not state.table & SUIT[suit]:
            return self.refuse(text, Fact("suit_closed", value=suit))
        return self.refuse(text, Fact("not_next_to_suit"))

    def rollout(self, state: AsymmetricState, rng: random.Random) -> AsymmetricState:
        # The loop of ``apply`` on plain ints, with the base class's random choices.
        if state.turn < 0:
            return state
        ace_low = self.ace == "low"
        dealer, table, stock, turn = state.dealer, state.table, state.stock, state.turn
        hands, passes = list(state.hands), state.passes
        missing_open, trail = state.missing_open, state.trail
        open_cards = reach(table, missing_open, ace_low)  # changes only with the table
        while True:
            cards = hands[turn] & open_cards
            if cards:
                action = pick(cards, rng)
                hands[turn] &= ~(1 << action)
                table |= 1 << action
                open_cards = reach(table, missing_open, ace_low)
                passes = 0
                trail = ((turn, action), trail)
                if not hands[turn]:
                    return AsymmetricState(
                        dealer=dealer, hands=tuple(hands), table=table, stock=stock, turn=-1,
                        winner=turn, passes=0, missing_open=missing_open, trail=trail)
            else:
                rng.random()  # the choice of the lone legal pass
                passes += 1
                trail = ((turn, PASS), trail)
                if passes == SEATS:
                    drawn, stock = all_pass(dealer, hands, table, stock)
                    hands, passes, missing_open = list(drawn), 0, True
                    open_cards = reach(table, missing_open, ace_low)
            turn = (turn + 1) % SEATS

    def view(self, state: AsymmetricState, seat: Seat) -> AsymmetricView:
        return AsymmetricView(seat, state.dealer, self.to_move(state), state.hands[seat],
                              trail_tuple(state.trail), state.table,
                              tuple(mask.bit_count() for mask in state.hands),
                              len(state.stock), state.missing_open)

    def hand_scores(self, state: AsymmetricState) -> tuple[int, ...]:
        if state.winner < 0:
            return (0,) * SEATS
        # The loser is charged the stock's cards as if they were in hand.
        stock, ace_low = _mask(state.stock), self.ace == "low"
        return tuple(0 if seat == state.winner else penalties((hand | stock,), ace_low)[0]
                     for seat, hand in enumerate(state.hands))

    def score_parts(self, state: AsymmetricState) -> tuple[ScorePart, ...]:
        if state.winner < 0:
            return ()
        loser, ace_low = 1 - state.winner, self.ace == "low"
        stock = _mask(state.stock)
        return (cards_left(state.winner, state.hands[state.winner], ace_low),
                cards_left(loser, state.hands[loser], ace_low),
                ScorePart(loser, "stock", penalties((stock,), ace_low)[0], len(state.stock)))

    # -- the game explains itself ---------------------------------------------------

    def deal_layout(self) -> DealLayout:
        return DealLayout((HAND_SIZE,) * SEATS, TABLE_SIZE, STOCK_SIZE)

    def max_actions(self) -> int:
        # A pass at most between two cards, and two at each all-pass: one per pair of
        # draws from the stock and the one that opens the missing suits.
        return 2 * FULL_DECK.bit_count() + SEATS * (STOCK_SIZE // SEATS + 1)

    def score_bounds(self) -> tuple[int, int]:
        return 0, penalties((FULL_DECK,), self.ace == "low")[0]

    def explain(self, view: AsymmetricView) -> tuple[Stage, ...]:
        """The lead and the play; the pass that ended an all-pass that drew says so
        (draws are not actions, and the board tells of the last one only until the next)."""
        draws = _misses(view, self.ace == "low")[1]
        return lead_and_play(self, view, dict.fromkeys(draws, ("drew",)))

    def board(self, view: AsymmetricView) -> Board:
        ace_low = self.ace == "low"
        facts = [Fact("stock", value=view.stock_count)]
        facts.append(Fact("missing_open" if view.missing_open else "missing_closed"))
        draws = _misses(view, ace_low)[1]
        if draws and draws[-1] == len(view.history) - 1:  # the all-pass just now drew
            facts.append(Fact("drew"))
        asked = asked_to_play(view, view.hand & reach(view.table, view.missing_open, ace_low))
        return sevens_board(view, runs(view.table, ace_low), ace_low, asked, tuple(facts))

    def history(self, state: AsymmetricState) -> tuple[tuple[Seat, Action], ...]:
        return trail_tuple(state.trail)

    def goal(self) -> Fact:
        return Fact("games", value=self.games)

    def winners(self, standings: Sequence[Sequence[int]]) -> tuple[int, ...] | None:
        return lowest(standings[-1]) if len(standings) >= self.games else None


def _deal(view: AsymmetricView, held: Sequence[int], played: Sequence[int],
          drawn: Sequence[list[int]], rng: random.Random) -> Deal:
    """The deal behind ``view`` under which each seat holds ``held``, has ``played``
    and drew ``drawn``: the stock starts with the drawn cards, each draw in deal order,
    and goes on with the cards in no hand nor on the table in a random order."""
    in_deal_order = [drawn[(view.dealer + 1 + k) % SEATS] for k in range(SEATS)]
    stock = [card for pair in zip(*in_deal_order, strict=True) for card in pair]
    stock += shuffled(list(bits(FULL_DECK & ~view.table & ~held[0] & ~held[1])), rng)
    dealt = tuple((holds | plays) & ~_mask(draws)
                  for holds, plays, draws in zip(held, played, drawn, strict=True))
    table = tuple(bits(view.table & ~played[0] & ~played[1]))
    return Deal(dealt, table, tuple(stock))


def _misses(view: AsymmetricView,
            ace_low: bool) -> tuple[list[tuple[int, int, int]], list[int]]:
    """What the hand so far proves of the hands, as ``(index, seat, cards)``: at the
    pass at ``index`` in the history, the cards that fitted, which the passer did not
    hold; and at an all-pass that drew (its second pass's index), the cards of the
    missing suits, which neither seat held.  Then the indices of the all-passes that
    drew (each seat drew just after them).  Draws are not in the history, but the
    stock's size says how many all-passes drew: all of them, or all but the first
    (which may open a missing suit instead)."""
    history = view.history
    table = view.table & ~_mask([a for _, a in history if a != PASS])  # dealt face up
    first_drew = _all_passes(history) == (STOCK_SIZE - view.stock_count) // SEATS
    misses: list[tuple[int, int, int]] = []
    draws: list[int] = []
    passes, missing_open = 0, False
    for index, (seat, action) in enumerate(history):
        if action != PASS:
            table, passes = table | 1 << action, 0
            continue
        misses.append((index, seat, reach(table, missing_open, ace_low) & ~table))
        passes += 1
        if passes == SEATS:
            if missing_open or first_drew:
                draws.append(index)
                misses += [(index, s, missing_suits(table)) for s in range(SEATS)]
            passes, missing_open = 0, True
    return misses, draws


Window = tuple[int, int]
"""When a seat may have drawn a card: just after an index of the history at or
after the first, and before the second."""


def _windows(history: Sequence[tuple[int, int]], seat: Seat,
             misses: Sequence[tuple[int, int, int]], cards: int) -> dict[int, Window]:
    """For each of ``cards``, when ``seat`` may have drawn it: after the last miss of
    the seat naming it (else -1: the seat may have been dealt it), before the seat
    played it (else the end of the history)."""
    after = dict.fromkeys(bits(cards), -1)
    for index, s, missed in misses:
        if s == seat:
            after.update(dict.fromkeys(bits(missed & cards), index))
    before = {card: index for index, (s, card) in enumerate(history) if s == seat}
    return {card: (since, before.get(card, len(history))) for card, since in after.items()}


def _drawn(windows: dict[int, Window], draws: Sequence[int], rng: random.Random,
           fill: bool = True) -> list[int] | None:
    """The cards a seat drew, one just after each index of ``draws``, oldest first,
    among the cards of ``windows``, each in its window; a card the seat missed (its
    window opens at 0 or later) must be drawn.  None if no draws fit.  With ``fill`` false,
    a draw may take no card (only the cards that must be drawn are placed).

    Filled from the latest draw back, each taking, among the cards that fit, one whose
    window opens the latest (any, at random, where none must be drawn): that never
    strands a card that must be drawn where another choice would not."""
    chosen: list[int] = []
    for draw in reversed(draws):
        fits = [card for card, (since, until) in windows.items() if card not in chosen
                and since <= draw < until and (fill or since >= 0)]
        if fits:
            latest = max(windows[card][0] for card in fits)
            chosen.append(rng.choice([card for card in fits if windows[card][0] == latest]))
        elif fill:
            return None
    if any(since >= 0 and card not in chosen for card, (since, _) in windows.items()):
        return None
    return chosen[::-1]


def _explained(windows: dict[int, Window], played: int, hand: int, spare: int,
               draws: Sequence[int], rng: random.Random) -> int | None:
    """A hand of as many cards as ``hand`` that draws can explain with the cards the
    seat ``played``: the cards of ``hand`` in a random order while they fit, then those
    of ``spare`` (a sampled hand breaks the count of draws a seat's passes allow far
    more often than the facts of :meth:`AsymmetricBadamSaat.cannot_hold`).  None if too
    few fit."""
    kept = {card: windows[card] for card in bits(played)}
    need = hand.bit_count()
    for card in [*shuffled(list(bits(hand)), rng), *shuffled(list(bits(spare)), rng)]:
        if not need:
            break
        trial = {**kept, card: windows[card]}
        if windows[card][0] < 0 or _drawn(trial, draws, rng, fill=False) is not None:
            kept, need = trial, need - 1
    return None if need else _mask(list(kept)) & ~played


def _all_passes(history: Sequence[tuple[int, int]]) -> int:
    """How many all-passes ``history`` holds."""
    count = passes = 0
    for _, action in history:
        passes = passes + 1 if action == PASS else 0
        if passes == SEATS:
            count, passes = count + 1, 0
    return count


def _mask(items: Sequence[int]) -> int:
    mask = 0
    for item in items:
        mask |= 1 << item
    return mask
