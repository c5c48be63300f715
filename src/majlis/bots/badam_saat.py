"""Badam Saat bots: the rules policy, deal sampling, hand reading and fast playouts.

How the hand is won (``shared/rules/badam-saat-and-asymmetric.txt``, "Trick"):
play the card that unblocks the fewest cards for the others and the most for
yourself.  Every card not yet on the table continues a run outwards from its
seven, so each card we might play has *chains* behind it: the cards further out
in its direction (both directions for a seven).  Playing it lets the others play
every card of theirs in the chain up to our next own card there (we can stop
them again by holding that card), and brings our own cards there closer.  So the
rules bot scores each playable card by

- our cards in the unbroken run right behind it (we keep a card to play);
- our cards past a card of the others, and their ranks: they wait for the
  others to fill the gap, so their suit should open early, and a card left in
  hand costs its rank;
- the others' cards it releases: those before our nearest card in each chain
  (all of the chain when we hold nothing there: that card is a pure blocker);

and plays the best, shedding the higher card on equal terms.  The text's own
example, 10S 10H KH with no higher spade and JH QH with the others, plays 10H.

Sampling: every card not on the table and not ours is in one of the other
hands, in the counts the view shows, never in a hand the game says cannot hold it
(:meth:`~majlis.games.badam_saat.BadamSaat.cannot_hold`: a seat that passed held
none of the cards playable then; before the lead, only the seat to lead holds 7H).
Cards are dealt most-constrained first, each to an allowed seat with room,
chosen in proportion to the room left; a dead end retries.  Then
:class:`HandReader` moves the deal towards those in which the rules explain the
others' choices: what a player chose to play, and so chose to keep, tells more
than its passes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace
from functools import cache, lru_cache

from majlis import fast
from majlis.bitset import bits
from majlis.bots.botkit import Budget
from majlis.bots.sampling import sample_hands, trail_of
from majlis.cards import FULL_DECK, SEVENS, CardSet, adjacent, card, rank_value, suit_ranks
from majlis.games.badam_saat import PASS, SEVEN_OF_HEARTS, BadamSaat, SevensState, SevensView
from majlis.protocol import Action, Seat
from majlis.rng import Rng

RUN = 2.0
"""Per own card in the unbroken run right behind a candidate."""
FAR = 4.0
"""Per own card behind a candidate past a card of the others."""
MINE_RANK = 0.2
"""Per rank point of own cards behind a candidate."""
RELEASE = 0.5
"""Per card of the others that a candidate releases."""
SHED = 0.01
"""Per rank point of the candidate itself: shed high cards on equal terms."""
WIN_BONUS = 30.0
"""What the search adds, in penalty points, to the value of going out first: the
match is won by going out, not only by losing few points."""
MISS = 0.01
"""The chance kept, per choice the rules would not have made, of a sampled deal."""
BURN_IN = 150
"""Steps of the hand-reading chain before its first deal."""
THIN = 2
"""Steps of the chain between deals."""

Chains = tuple[tuple[tuple[int, ...], ...], ...]


@cache
def chains(ace_low: bool) -> Chains:
    """For each card id, the cards behind it, outwards from its seven, one tuple per
    direction (two for a seven, none for a card at the end of its suit)."""
    ranks = suit_ranks(ace_low)
    seven = ranks.index(7)
    out: list[tuple[tuple[int, ...], ...]] = [()] * 64
    for suit in range(4):
        line = [card(suit, rank) for rank in ranks]
        below, above = tuple(reversed(line[:seven])), tuple(line[seven + 1:])
        out[line[seven]] = (below, above)
        for i in range(seven):
            out[line[i]] = (tuple(reversed(line[:i])),)
        for i in range(seven + 1, len(line)):
            out[line[i]] = (tuple(line[i + 1:]),)
    return tuple(out)


def walk_chain(chain: Iterable[int], hand: int) -> tuple[int, int, int]:
    """What ``hand`` holds of ``chain`` (the cards behind a candidate, outwards), as the
    Sevens rules weigh it: the cards held in an unbroken run from the candidate, those
    held beyond the first gap (as a mask) and the cards not held before the first held
    one (released to the others)."""
    released = run = far = 0
    gap = False
    for c in chain:
        if hand >> c & 1:
            if gap:
                far |= 1 << c
            else:
                run += 1
        else:
            if not (run or far):
                released += 1
            gap = True
    return run, far, released


def card_score(candidate: int, hand: int, behind: tuple[tuple[int, ...], ...],
               ace_low: bool) -> float:
    """How much the rules like playing ``candidate`` from ``hand``."""
    score = SHED * rank_value(candidate, ace_low)
    for chain in behind:
        run, far, released = walk_chain(chain, hand)
        far_ranks = sum(rank_value(c, ace_low) for c in bits(far))
        score += RUN * run + FAR * far.bit_count() + MINE_RANK * far_ranks - RELEASE * released
    return score


def choose_card(hand: int, playable: int, ace_low: bool) -> int:
    """The rules' pick among the ``playable`` cards (more than one) of ``hand``."""
    masks = behind_masks(ace_low)
    best, best_score = -1, -1e9
    for c in bits(playable):
        score = cached_score(c, hand & masks[c], ace_low)
        if score > best_score:
            best, best_score = c, score
    return best


@cache
def behind_masks(ace_low: bool) -> tuple[int, ...]:
    """For each card id, the cards of all its chains as one mask."""
    return tuple(sum(1 << c for chain in behind for c in chain) for behind in chains(ace_low))


@lru_cache(maxsize=1 << 17)
def cached_score(candidate: int, held_behind: int, ace_low: bool) -> float:
    """:func:`card_score`, which depends on our cards behind the candidate only,
    remembered: the search and the hand reading ask for the same ones again and again."""
    return card_score(candidate, held_behind, chains(ace_low)[candidate], ace_low)


def rules_action(game: BadamSaat, view: SevensView, legal: tuple[Action, ...],
                 rng: random.Random) -> Action:
    """The rules bot's play: the best-scored card, or the only action."""
    if len(legal) == 1:
        return legal[0]
    return choose_card(view.hand, CardSet(legal).mask, game.ace == "low")


def playout(game: BadamSaat, state: SevensState, rng: random.Random) -> SevensState:
    """The hand played to its end with every seat following the rules on its own cards."""
    if state.turn < 0:
        return state
    ace_low, players = game.ace == "low", game.players
    hands, table, seat, trail = list(state.hands), state.table, state.turn, state.trail
    while True:
        playable = (hands[seat] & (adjacent(table, ace_low) | SEVENS) if table
                    else 1 << SEVEN_OF_HEARTS)
        if playable:
            c = (playable.bit_length() - 1 if playable & (playable - 1) == 0
                 else choose_card(hands[seat], playable, ace_low))
            hands[seat] ^= 1 << c
            table |= 1 << c
            trail = ((seat, c), trail)
            if not hands[seat]:
                return SevensState(dealer=state.dealer, hands=tuple(hands), table=table,
                                   turn=-1, winner=seat, trail=trail)
        else:
            trail = ((seat, PASS), trail)
        seat = (seat + 1) % players


# -- sampling -------------------------------------------------------------------


Point = tuple[int, int, int]
"""A choice a seat made: the cards playable on the table then, the cards the seat
played from then on (that one included), and the card it played."""


def choice_points(history: Sequence[tuple[int, int]], seats: int,
                  reach: Callable[[int], int]) -> list[list[Point]]:
    """Each seat's card plays after the first, as :data:`Point` s; ``reach(table)``
    gives the cards playable on ``table``."""
    plays: list[tuple[int, int, int]] = []  # (seat, reach, card)
    table = 0
    for seat, action in history:
        if 0 <= action < PASS:
            if table:
                plays.append((seat, reach(table), action))
            table |= 1 << action
    points: list[list[Point]] = [[] for _ in range(seats)]
    later = [0] * seats
    for seat, open_cards, c in reversed(plays):
        later[seat] |= 1 << c
        points[seat].append((open_cards, later[seat], c))
    return points


class HandReader:
    """A Markov chain over the deals that agree with the view, drawn towards those in
    which every other seat's past choices are the ones the rules would have made.

    A step swaps one card between two other hands (keeping every pass inference);
    it is kept if the rules explain no fewer of the two seats' choices, else with
    probability ``miss`` per choice lost.
    Reading opponents as rules players is a model, not a certainty: ``miss`` keeps
    unexplained deals in play.
    """

    def __init__(self, hands: list[int], seat: Seat, cannot: Sequence[int],
                 points: list[list[Point]], choose: Callable[[int, int], int],
                 rng: random.Random, miss: float) -> None:
        self.hands = hands
        self.cannot = cannot
        self.points = points
        self.choose = choose
        self.rng = rng
        self.miss = miss
        self.others = [s for s, hand in enumerate(hands) if s != seat and hand]
        self.misses = [self.count_misses(s, hand) for s, hand in enumerate(hands)]

    def count_misses(self, seat: Seat, hand: int) -> int:
        """The choices of ``seat`` that the rules would not have made holding ``hand``."""
        n = 0
        for open_cards, later, played in self.points[seat]:
            held = hand | later
            can_play = held & open_cards
            if can_play & (can_play - 1) and self.choose(held, can_play) != played:
                n += 1
        return n

    def walk(self, steps: int) -> None:
        """Take ``steps`` steps of the chain."""
        if len(self.others) < 2:
            return
        rng, hands, cannot = self.rng, self.hands, self.cannot
        for _ in range(steps):
            i = int(rng.random() * len(self.others))
            j = int(rng.random() * (len(self.others) - 1))
            a, b = self.others[i], self.others[j + (j >= i)]
            give = hands[a] & ~cannot[b]
            take = hands[b] & ~cannot[a]
            if not give or not take:
                continue
            x, y = _pick(give, rng), _pick(take, rng)
            new_a = hands[a] ^ (1 << x | 1 << y)
            new_b = hands[b] ^ (1 << x | 1 << y)
            miss_a, miss_b = self.count_misses(a, new_a), self.count_misses(b, new_b)
            worse = miss_a + miss_b - self.misses[a] - self.misses[b]
            if worse <= 0 or rng.random() < self.miss ** worse:
                hands[a], hands[b] = new_a, new_b
                self.misses[a], self.misses[b] = miss_a, miss_b


def _pick(mask: int, rng: random.Random) -> int:
    for _ in range(int(rng.random() * mask.bit_count())):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def reading(game: BadamSaat, view: SevensView,
            rng: random.Random) -> tuple[HandReader, SevensState]:
    """A hand reader on a first deal that agrees with the view and the passes, and the
    state its deals complete (the others' hands left as first dealt)."""
    ace_low = game.ace == "low"
    unknown = FULL_DECK & ~view.table & ~view.hand
    cannot = list(game.cannot_hold(view))
    hands = list(sample_hands(unknown, view.seat, view.hand, view.counts, cannot, rng))
    points = choice_points(view.history, game.players,
                           lambda table: (adjacent(table, ace_low) | SEVENS) & ~table)
    reader = HandReader(hands, view.seat, cannot, points,
                        lambda hand, can_play: choose_card(hand, can_play, ace_low), rng, MISS)
    turn = -1 if view.to_move is None else view.to_move
    winner = next((s for s, n in enumerate(view.counts) if n == 0), -1)
    return reader, SevensState(dealer=view.dealer, hands=tuple(hands), table=view.table,
                               turn=turn, winner=winner, trail=trail_of(view.history))


def sampler(game: BadamSaat, view: SevensView, rng: random.Random) -> Iterator[SevensState]:
    """Hands that agree with the view and the passes, read as rules players' hands."""
    reader, state = reading(game, view, rng)
    reader.walk(BURN_IN)
    while True:
        yield replace(state, hands=tuple(reader.hands))
        reader.walk(THIN)


def compiled_totals(game: BadamSaat, view: SevensView, legal: tuple[Action, ...],
                    rng: Rng, budget: Budget) -> list[float]:
    """What :class:`majlis.bots.search.SearchBot` adds up for each action over the
    budget's deals of :func:`sampler`, computed by the compiled core in one call: each deal
    solved exactly within ``budget.exact_nodes`` nodes (if above 0) until one is too big,
    then that deal and the later ones played out by the rules (its next
    ``budget.planned_turns`` turns chosen by what it will have seen)."""
    reader, state = reading(game, view, rng)
    points = tuple((seat, open_cards, later, played)
                   for seat, seat_points in enumerate(reader.points)
                   for open_cards, later, played in seat_points)
    return fast.search(game, state, legal, budget,
                       (tuple(reader.cannot), points, BURN_IN, THIN, MISS), rng)


def sample_state(game: BadamSaat, view: SevensView, rng: random.Random) -> SevensState:
    """A hand that agrees with the view and with what the passes revealed, drawn
    towards those that explain the others' choices."""
    return next(sampler(game, view, rng))
