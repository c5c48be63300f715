"""Asymmetric Badam Saat bots: the rules policy, deal sampling and fast playouts.

How the hand is won (second half of ``shared/rules/badam-saat-and-asymmetric.txt``):
the first player out wins and the loser pays for their hand *and the whole
stock*, so the hand is a race.  Runs start anywhere and grow both ways, so a
card we might play has, behind it, the cards further out in the direction away
from the table card it joins (both ways for the first card of a missing suit),
up to the next card on the table.  As in Badam Saat (the text's "Trick": unblock
the fewest cards for the other player and the most for yourself) the rules bot
scores each playable card by our own cards behind it, the unknown cards it
releases (weighted by the chance that the opponent, not the stock, holds them)
and sheds the higher card on equal terms.

Sampling: the unknown cards are the opponent's hand and the stock, in the sizes
shown; the stock's order is random.  The opponent holds none of the cards the
game says it cannot hold
(:meth:`~majlis.games.asymmetric_badam_saat.AsymmetricBadamSaat.cannot_hold`: those
playable at its passes since its last draw).
"""

from __future__ import annotations

import random
from functools import cache

from majlis import fast
from majlis.bitset import bits
from majlis.bots.badam_saat import walk_chain
from majlis.bots.botkit import Budget
from majlis.bots.sampling import deal_unknown, trail_of
from majlis.cards import FULL_DECK, CardSet, card, rank_value, suit_ranks
from majlis.games.asymmetric_badam_saat import (
    SEATS,
    AsymmetricBadamSaat,
    AsymmetricState,
    AsymmetricView,
    all_pass,
    reach,
)
from majlis.games.badam_saat import PASS
from majlis.protocol import Action
from majlis.rng import Rng, shuffled

RUN = 1.0
"""Per own card in the unbroken run behind a candidate."""
FAR = 2.0
"""Per own card behind a candidate past an unknown card."""
RELEASE = 1.0
"""Per unknown card released, times the chance the opponent holds it."""
SHED = 0.05
"""Per rank point of the candidate."""
WIN_BONUS = 20.0
"""What the search adds to the value of going out first."""

Lines = tuple[tuple[tuple[int, ...], int], ...]


@cache
def lines(ace_low: bool) -> Lines:
    """For each card id, its suit's cards in rank order and its place among them."""
    ranks = suit_ranks(ace_low)
    out: list[tuple[tuple[int, ...], int]] = [((), -1)] * 64
    for suit in range(4):
        line = tuple(card(suit, rank) for rank in ranks)
        for i, c in enumerate(line):
            out[c] = (line, i)
    return tuple(out)


def behind(candidate: int, table: int, ace_low: bool) -> list[list[int]]:
    """The cards behind ``candidate``: outwards from the table card it joins (both
    ways for the first card of its suit), up to the next card on the table."""
    line, i = lines(ace_low)[candidate]
    suit_started = any(table >> c & 1 for c in line)
    out: list[list[int]] = []
    for step in (1, -1):
        if suit_started and not (0 <= i - step < len(line) and table >> line[i - step] & 1):
            continue  # nothing on the table on the other side: not the way it grows
        chain = []
        j = i + step
        while 0 <= j < len(line) and not table >> line[j] & 1:
            chain.append(line[j])
            j += step
        out.append(chain)
    return out


def card_score(candidate: int, hand: int, table: int, ace_low: bool,
               opponent_share: float) -> float:
    """How much the rules like playing ``candidate``."""
    score = SHED * rank_value(candidate, ace_low)
    for chain in behind(candidate, table, ace_low):
        run, far, released = walk_chain(chain, hand)
        score += RUN * run + FAR * far.bit_count() - RELEASE * opponent_share * released
    return score


def choose_card(hand: int, can_play: int, table: int, ace_low: bool,
                opponent_share: float) -> int:
    """The rules' pick among the playable cards (more than one) of ``hand``."""
    best, best_score = -1, -1e9
    for c in bits(can_play):
        score = card_score(c, hand, table, ace_low, opponent_share)
        if score > best_score:
            best, best_score = c, score
    return best


def share(opponent_cards: int, stock: int) -> float:
    """The chance that an unknown card is in the opponent's hand, not the stock."""
    return opponent_cards / max(1, opponent_cards + stock)


def rules_action(game: AsymmetricBadamSaat, view: AsymmetricView, legal: tuple[Action, ...],
                 rng: random.Random) -> Action:
    """The rules bot's play: the best-scored card, or the only action."""
    if len(legal) == 1:
        return legal[0]
    opponent = view.counts[1 - view.seat]
    return choose_card(view.hand, CardSet(legal).mask, view.table, game.ace == "low",
                       share(opponent, view.stock_count))


def playout(game: AsymmetricBadamSaat, state: AsymmetricState,
            rng: random.Random) -> AsymmetricState:
    """The hand played to its end with both seats following the rules."""
    if state.turn < 0:
        return state
    ace_low = game.ace == "low"
    hands, table, stock, turn = list(state.hands), state.table, state.stock, state.turn
    passes, missing_open, trail = state.passes, state.missing_open, state.trail
    while True:
        can_play = hands[turn] & reach(table, missing_open, ace_low)
        if can_play:
            c = (can_play.bit_length() - 1 if can_play & (can_play - 1) == 0 else
                 choose_card(hands[turn], can_play, table, ace_low,
                             share(hands[1 - turn].bit_count(), len(stock))))
            hands[turn] ^= 1 << c
            table |= 1 << c
            passes = 0
            trail = ((turn, c), trail)
            if not hands[turn]:
                return AsymmetricState(dealer=state.dealer, hands=tuple(hands), table=table,
                                       stock=stock, turn=-1, winner=turn, passes=0,
                                       missing_open=missing_open, trail=trail)
        else:
            passes += 1
            trail = ((turn, PASS), trail)
            if passes == SEATS:
                drawn, stock = all_pass(state.dealer, hands, table, stock)
                hands, passes, missing_open = list(drawn), 0, True
        turn = (turn + 1) % SEATS


# -- sampling -------------------------------------------------------------------


def sample_state(game: AsymmetricBadamSaat, view: AsymmetricView,
                 rng: random.Random) -> AsymmetricState:
    """A hand and stock that agree with the view and the opponent's passes."""
    opponent = 1 - view.seat
    unknown = FULL_DECK & ~view.table & ~view.hand
    # Three places to fill: the two hands (ours needs nothing) and the stock.
    needs = [0, 0, view.stock_count]
    needs[opponent] = view.counts[opponent]
    cannot = [0, 0, 0]
    cannot[opponent] = cannot_of(game, view)
    dealt = deal_unknown(unknown, needs, cannot, rng) or deal_unknown(unknown, needs,
                                                                     [0, 0, 0], rng)
    assert dealt is not None
    return state_of(view, dealt[opponent], tuple(shuffled(list(bits(dealt[2])), rng)))


def cannot_of(game: AsymmetricBadamSaat, view: AsymmetricView) -> int:
    """The cards the opponent of the view's seat cannot hold, as the game says."""
    return game.cannot_hold(view)[1 - view.seat]


def state_of(view: AsymmetricView, opponent_hand: int, stock: tuple[int, ...]) -> AsymmetricState:
    """The state the view shows, with the opponent's hand and the stock as given."""
    hands = [0, 0]
    hands[view.seat] = view.hand
    hands[1 - view.seat] = opponent_hand
    passes = 0
    for _, action in view.history:
        passes = passes + 1 if action == PASS else 0
        passes %= SEATS
    winner = next((s for s, n in enumerate(view.counts) if n == 0), -1)
    return AsymmetricState(dealer=view.dealer, hands=tuple(hands), table=view.table, stock=stock,
                           turn=-1 if view.to_move is None else view.to_move, winner=winner,
                           passes=passes, missing_open=view.missing_open,
                           trail=trail_of(view.history))


def compiled_totals(game: AsymmetricBadamSaat, view: AsymmetricView, legal: tuple[Action, ...],
                    rng: Rng, budget: Budget) -> list[float] | None:
    """The kit's ``compiled_totals``: the deals of :func:`sample_state` played out by the
    rules or solved exactly, in the core.  Its core plans no turns: None if asked to."""
    if budget.planned_turns:
        return None
    # Any placement of the unknown cards will do: the core deals them again each sample.
    unknown = list(bits(FULL_DECK & ~view.table & ~view.hand))
    count = view.counts[1 - view.seat]
    template = state_of(view, sum(1 << c for c in unknown[:count]), tuple(unknown[count:]))
    return fast.search(game, template, legal, budget, (cannot_of(game, view),), rng)
