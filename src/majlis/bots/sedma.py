"""Sedma bots: how good players play, and the deals a seat's view allows.

Only doubles score in Sedma (``shared/rules/sedma.txt``): 1, plus 1 for each lower
double already in the train.  :func:`rules_action` weighs each tile it may set by

- the points of a double set now; the double of the end, passed over for another
  tile, counts as lost (the end seldom comes back to it);
- the end the tile opens: safe when its double lies in the train; our own
  double's end the next seats play away, unless no other seat can hold a tile of
  it (counted from the tiles seen and the passes), when the turn comes round and
  the double is sure; a double still out may be set by the first seat to answer,
  which costs its points times that seat's chance of holding it, less so early
  in the train, where a double set scores little and is gone from its hand;
- the others' tiles of the end opened: the more of them, the less it is ours;
- ending the hand (going out, or opening an end nobody holds: a block), which
  stops every unset double from scoring: good when the others hold more of them.

The weights were fitted to the search bot's choices (docs/bots.md).  It leads
the double worth least later (the low ones; 0-0 is worth most, being high when
set) from the pips it holds most of, and where passing is free it passes when no
tile is worth anything.

:func:`sampler` deals the unseen tiles among the other seats in their counts,
with the constrained dealer of :mod:`majlis.bots.sampling`, so that no seat holds
a tile the game says it cannot hold (:meth:`~majlis.games.sedma.Sedma.cannot_hold`:
the seats the lead offer passed by hold no double, and with forced play a seat
that passed holds no tile of the end it passed on), nor, where a deal allows, one
good play shows it lacks (see :func:`cannot_hold`); among such deals it prefers
one under which every choice of the others is the one the rules would have made.

The search values a hand by :func:`match_worth`, each seat's chance to win the
match once the hand is over (the totals are public, and the hand stops as soon
as a seat reaches the target), rather than by its points.  Where the compiled
core is built it runs the whole search of a decision, sampler, rules playouts
(``src/majlis/core/sedma.c`` plays :func:`playout`'s choices) and exact solving,
in one call (:func:`compiled_totals`); the Python loop of the search stays the
reference, and the tests hold the two to the same totals.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from majlis import fast
from majlis.bitset import bits
from majlis.bots.botkit import Budget
from majlis.bots.sampling import constrained_order, deal_unseen, read_history, trail_of
from majlis.dominoes import ALL_TILES, DOUBLES, WITH_PIPS, other_end, tile
from majlis.games.sedma import (
    PASS,
    SEATS,
    Sedma,
    SedmaState,
    SedmaView,
    offer_passed,
    playable,
    points,
)
from majlis.protocol import Action, Seat
from majlis.rng import Rng

SAFE_END = 0.95
"""Opening an end whose double lies in the train: nothing to give away."""
OWN_END = 0.55
"""Opening the end of our own double: the next seats play it away before it comes back."""
OPEN_TILE = 0.23
"""Per unseen tile of the end opened: the more the others can answer, the less it helps us."""
GIVE = 2.07
"""Per point of the double of the end opened, times the chance its holder answers first."""
OUT_DOUBLE = 0.45
"""Per point of that double: set now, it is gone from its holder's hand."""
EARLY = 0.36
"""Per double not yet in the train, for opening an end whose double is out."""
END = 0.21
END_DOUBLE = 1.48
"""Ending the hand: per unseen double less per double of ours, all lost to their holders."""
DEAL_TRIES = 30
"""Dead ends of the constrained deal before the next, looser, set of constraints."""
READING_TRIES = 24
"""Deals drawn per sample in search of one under which the other seats would have
chosen every tile as they did (reading them as rules players)."""
PASS_MARGIN = 0.0
"""Where passing is free: pass when the best tile is worth less than minus this
(measured best at 0: passing beats a tile that gives more away than it gains)."""
LEAD_PIPS = 0.5
"""Per tile of its pips held, for the lead double: the end comes back to us."""
MATCH_SCALE = 0.78
MATCH_OFFSET = 3.0
"""The chance to win the match: ``exp(-k * distance to the target)`` normalised, with
``k = MATCH_SCALE / sqrt(the least distance + MATCH_OFFSET)`` (:func:`match_worth`)."""
ANSWERS_CACHED = 1 << 12
"""Chances of answering an end kept (:func:`answer_sets`): a decision reuses most."""
WORTHS_CACHED = 1 << 10
"""Match worths kept (:func:`worth_after`): a decision's hands end in a few totals."""


DOUBLE_OF = tuple(tile(p, p) for p in range(7))
"""The double of each number of pips."""
FUTURE = (6, 1, 2, 3, 4, 5, 6)
"""The most lower doubles a double can find in the train when set: 0-0 counts
all six others when set, 1-1 only 0-0."""
OTHERS = tuple(tuple((seat + k) % SEATS for k in range(1, SEATS)) for seat in range(SEATS))
"""The other seats in turn after each seat."""


# -- what the history shows ----------------------------------------------------


def cannot_hold(game: Sedma, view: SedmaView) -> list[int]:
    """For each seat, the tiles it cannot hold (then, nor since: hands only shrink).

    What the rules make certain, as the game says (:meth:`Sedma.cannot_hold`), and
    what the history shows read as good players play (:func:`shown_lacking`): a seat
    that set another tile on an end whose double was still out does not hold that
    double (it scores now, while kept it may never score), the leader holds no double
    worth less later than the one it led, and a seat passing where play is free holds
    nothing of the end.
    """
    shown = read_history(view.history, SEATS, (-1, 0), _after, _shows)
    return [certain | read for certain, read in zip(game.cannot_hold(view), shown, strict=True)]


def _after(table: tuple[int, int], action: Action) -> tuple[int, int]:
    """The open end and the doubles in the train after ``action``."""
    end, doubles = table
    if action == PASS:
        return table
    return (other_end(action, end) if end >= 0 else pips_of(action),
            doubles | 1 << action & DOUBLES)


def _shows(table: tuple[int, int], seat: Seat, action: Action) -> int:
    return shown_lacking(action, *table)


def shown_lacking(action: Action, end: int, doubles: int) -> int:
    """The tiles a seat shows it lacks by taking ``action`` on ``end`` (-1: the lead)
    with ``doubles`` in the train (see :func:`cannot_hold`)."""
    if action == PASS:
        return WITH_PIPS[end]
    if end < 0:
        led = FUTURE[pips_of(action)]
        return sum(1 << d for p, d in enumerate(DOUBLE_OF) if FUTURE[p] < led)
    double = DOUBLE_OF[end]
    return 1 << double if action != double and not doubles >> double & 1 else 0


def pips_of(double: int) -> int:
    return DOUBLE_OF.index(double)


# -- the rules player ------------------------------------------------------------


def rules_action(game: Sedma, view: SedmaView, legal: tuple[Action, ...],
                 rng: random.Random) -> Action:
    """The rules bot's choice: a pure function of what ``view`` shows."""
    if len(legal) == 1:
        return legal[0]
    train = sum(1 << t for t in view.train)
    return choose(view.seat, view.hand, view.end, view.doubles, train, view.counts,
                  cannot_hold(game, view), game.forced_play)


def choose(seat: Seat, hand: int, end: int, doubles: int, train: int,
           counts: Sequence[int], cannot: Sequence[int], forced: bool) -> int:
    """The rules' action for ``seat`` holding ``hand`` on open ``end`` (-1: the
    lead), with ``train`` the tiles set and ``cannot`` what each seat cannot hold."""
    fits = playable(hand, end)
    if end < 0:
        return lead_double(hand)
    if not fits:
        return PASS
    unseen = ALL_TILES & ~hand & ~train
    odds = Odds(seat, unseen, counts, cannot)
    best, value = -1, -1e9
    for t in bits(fits):
        v = tile_value(t, hand, end, doubles, unseen, odds)
        if v > value:
            best, value = t, v
    if not forced and value < -PASS_MARGIN:
        return PASS
    return best


def lead_double(hand: int) -> int:
    """The double worth least later, from the pips we hold most of (they come back)."""
    return max(bits(hand & DOUBLES), key=lambda d: (
        -FUTURE[pips_of(d)] + LEAD_PIPS * (hand & WITH_PIPS[pips_of(d)]).bit_count(),
        -d))


class Odds:
    """Rough chances of who holds the unseen tiles, from the counts and the passes."""

    def __init__(self, seat: Seat, unseen: int, counts: Sequence[int],
                 cannot: Sequence[int]) -> None:
        self.others = OTHERS[seat]
        self.counts = counts
        self.may_hold = [unseen & ~barred for barred in cannot]
        self.others_may_hold = 0
        for s in self.others:
            self.others_may_hold |= self.may_hold[s]

    def nobody_holds(self, pips: int) -> bool:
        """Whether no other seat can hold a tile of ``pips``."""
        return not self.others_may_hold & WITH_PIPS[pips]

    def answer_sets(self, pips: int) -> float:
        """The chance that the first seat after us holding a tile of ``pips`` (it answers
        the end) holds its double."""
        tiles = WITH_PIPS[pips]
        return answer_sets(pips, tuple((self.counts[s], self.may_hold[s] & tiles)
                                       for s in self.others))


@functools.lru_cache(maxsize=ANSWERS_CACHED)
def answer_sets(pips: int, seats: tuple[tuple[Seat, Action], ...]) -> float:
    """:meth:`Odds.answer_sets`, from the other ``seats`` in turn, each its count of
    tiles and the unseen tiles of ``pips`` it may hold (each tile equally likely to be
    with any seat that may hold it, by the room left there)."""
    anyone = 0
    for _, may_hold in seats:
        anyone |= may_hold
    room = {t: sum(count for count, may_hold in seats if may_hold >> t & 1)
            for t in bits(anyone)}
    double = DOUBLE_OF[pips]
    sets, reach = 0.0, 1.0
    for count, may_hold in seats:
        if may_hold >> double & 1:
            sets += reach * (count / room[double])
        lacks = 1.0
        for t in bits(may_hold):
            lacks *= 1.0 - count / room[t]
        reach *= lacks
    return sets


def tile_value(t: int, hand: int, end: int, doubles: int, unseen: int, odds: Odds) -> float:
    """How much the rules like setting ``t`` on ``end`` (weights fitted to the search
    bot's choices, see docs/bots.md)."""
    after = doubles | (1 << t & DOUBLES)
    left = hand & ~(1 << t)
    x = other_end(t, end)
    here = DOUBLE_OF[end]
    value = float(points(t, doubles))
    if hand >> here & 1 and t != here:
        value -= points(here, doubles)  # passed over, it seldom comes back
    if not left or (not left & WITH_PIPS[x] and odds.nobody_holds(x)):
        # The hand ends: every double still unset is lost to its holder.
        return value + END + END_DOUBLE * ((unseen & DOUBLES).bit_count()
                                           - (left & DOUBLES).bit_count())
    value -= OPEN_TILE * (unseen & WITH_PIPS[x]).bit_count()
    xx = DOUBLE_OF[x]
    if after >> xx & 1:
        return value + SAFE_END
    if left >> xx & 1:
        if odds.nobody_holds(x):
            return value + points(xx, after)  # the turn comes back round: a sure double
        return value - OWN_END
    # The first seat after us holding a tile of the new end answers it, setting
    # the double if it holds it; early in the train that double scores little.
    gain = points(xx, after)
    return (value - gain * (GIVE * odds.answer_sets(x) - OUT_DOUBLE)
            + EARLY * (DOUBLES & ~after).bit_count())


# -- fast playouts ------------------------------------------------------------------


def playout(game: Sedma, state: SedmaState, rng: random.Random) -> SedmaState:
    """The hand played to its end with every seat following the rules on its own tiles
    and what it has seen: the choices :func:`rules_action` makes."""
    if state.turn < 0:
        return state
    cannot = cannot_hold(game, game.view(state, state.turn))
    hands, scores = list(state.hands), list(state.scores)
    train = sum(1 << t for t in state.train)
    trail, turn, end = state.trail, state.turn, state.end
    doubles, passes = state.doubles, state.passes
    tiles = list(state.train)
    counts = [h.bit_count() for h in hands]
    while turn >= 0:
        seat = turn
        fits = playable(hands[seat], end)
        if fits and fits & (fits - 1) == 0 and (end < 0 or game.forced_play):
            action = fits.bit_length() - 1
        else:
            action = choose(seat, hands[seat], end, doubles, train, counts, cannot,
                            game.forced_play)
        trail = ((seat, action), trail)
        cannot[seat] |= shown_lacking(action, end, doubles)
        if action == PASS:
            passes += 1
            turn = -1 if passes == SEATS else (seat + 1) % SEATS
            continue
        hands[seat] &= ~(1 << action)
        counts[seat] -= 1
        scores[seat] += points(action, doubles)
        end = other_end(action, end) if end >= 0 else pips_of(action)
        doubles |= 1 << action & DOUBLES
        train |= 1 << action
        tiles.append(action)
        passes = 0
        over = game.hand_ends(hands[seat], hands[0] | hands[1] | hands[2] | hands[3], end,
                              state.totals[seat] + scores[seat])
        turn = -1 if over else (seat + 1) % SEATS
    return SedmaState(dealer=state.dealer, hands=tuple(hands), train=tuple(tiles), end=end,
                      doubles=doubles, scores=tuple(scores), totals=state.totals, turn=-1,
                      passes=passes, trail=trail)


# -- what a hand is worth in the match ------------------------------------------------


def match_worth(game: Sedma, state: SedmaState, scores: tuple[int, ...]) -> tuple[float, ...]:
    """Each seat's chance to win the match once the hand from ``state`` ends with
    ``scores``: 1 for a seat that has won it; otherwise ``exp(-k * distance)``
    normalised, with ``distance`` what a seat still needs and ``k`` growing as the
    leader nears the target (fitted to matches of rules players, docs/bots.md)."""
    after = tuple(total + score for total, score in zip(state.totals, scores, strict=True))
    return worth_after(game, after)


@functools.lru_cache(maxsize=WORTHS_CACHED)
def worth_after(game: Sedma, after: tuple[int, ...]) -> tuple[float, ...]:
    """:func:`match_worth` from the match totals ``after`` the hand."""
    winners = game.winners((after,))
    if winners is not None:
        return tuple(float(seat in winners) for seat in range(SEATS))
    distance = [max(game.target - total, 0) for total in after]
    k = MATCH_SCALE / math.sqrt(min(distance) + MATCH_OFFSET)
    weights = [math.exp(-k * d) for d in distance]
    total = sum(weights)
    return tuple(w / total for w in weights)


# -- sampling deals ----------------------------------------------------------------


def sample_state(game: Sedma, view: SedmaView, rng: random.Random) -> SedmaState:
    """A full state drawn from the deals that agree with everything ``view`` shows,
    preferring one under which the others would have chosen as they did."""
    return next(sampler(game, view, rng))


def sampler(game: Sedma, view: SedmaView, rng: random.Random) -> Iterator[SedmaState]:
    """Successive states for one decision, each drawn as :func:`sample_state` draws
    one: the history is read once for them all."""
    seat = view.seat
    unseen = ALL_TILES & ~view.hand & ~sum(1 << t for t in view.train)
    need = [0 if s == seat else n for s, n in enumerate(view.counts)]
    # What good play shows may fail for other players, the certain facts never do;
    # should even they fail to fit, a deal that matches the counts lets play go on.
    tiers = []
    for cannot in (cannot_hold(game, view), game.cannot_hold(view), [0] * SEATS):
        may_hold = [ALL_TILES & ~c for c in cannot]
        tiers.append((may_hold, constrained_order(unseen, may_hold)))
    choices = others_choices(game, view)
    while True:
        best, fewest = None, len(view.history) + 1
        for _ in range(READING_TRIES):
            hands = next(h for may_hold, order in tiers
                         if (h := deal_unseen(order, may_hold, need, rng, tries=DEAL_TRIES))
                         is not None)
            hands[seat] = view.hand
            missed = choices_missed(game, choices, hands, fewest)
            if missed < fewest:
                best, fewest = hands, missed
                if not missed:
                    break
        assert best is not None
        yield view_state(view, best)


def view_state(view: SedmaView, hands: Sequence[int]) -> SedmaState:
    """The state that ``view`` shows, with ``hands`` for every seat's tiles."""
    passes = 0
    for _, action in reversed(view.history):
        if action != PASS:
            break
        passes += 1
    return SedmaState(dealer=view.dealer, hands=tuple(hands), train=view.train, end=view.end,
                      doubles=view.doubles, scores=view.scores, totals=view.totals,
                      turn=-1 if view.to_move is None else view.to_move, passes=passes,
                      trail=trail_of(view.history))


def compiled_totals(game: Sedma, view: SedmaView, legal: tuple[Action, ...],
                    rng: Rng, budget: Budget) -> list[float] | None:
    """The kit's ``compiled_totals``: the deals of :func:`sampler` played out by the rules
    or solved exactly and valued by :func:`match_worth`, in the core.  Its core plans no
    turns: None if asked to."""
    if budget.planned_turns:
        return None
    # The core deals the unseen tiles itself: any hands in the others' counts will do.
    unseen = list(bits(ALL_TILES & ~view.hand & ~sum(1 << t for t in view.train)))
    hands = []
    for seat, count in enumerate(view.counts):
        if seat == view.seat:
            hands.append(view.hand)
        else:
            hands.append(sum(1 << t for t in unseen[:count]))
            del unseen[:count]
    return fast.search(game, view_state(view, hands), legal, budget,
                       (READING_TRIES, DEAL_TRIES, MATCH_SCALE, MATCH_OFFSET), rng)


@dataclass(slots=True)
class Choice:
    """A choice another seat made in the history, with the public table it faced."""

    seat: Seat
    action: Action
    later: int
    """The tiles the seat set from this choice on: held then, whatever the deal."""
    end: int
    doubles: int
    train: int
    counts: tuple[int, ...]
    cannot: tuple[int, ...]
    """What each seat had shown it cannot hold by then (:func:`cannot_hold`)."""
    chosen: dict[int, int] = field(default_factory=dict)
    """The rules' choice by the hand held then: the deals of one decision repeat hands."""

    def rules_choice(self, hand: int, forced: bool) -> int:
        """What the rules would have chosen here holding ``hand``."""
        chosen = self.chosen.get(hand)
        if chosen is None:
            chosen = self.chosen[hand] = choose(self.seat, hand, self.end, self.doubles,
                                                self.train, self.counts, self.cannot, forced)
        return chosen


def others_choices(game: Sedma, view: SedmaView) -> list[Choice]:
    """The other seats' choices in ``view``'s history: all but their hands is public, so
    they are read once for every deal :func:`choices_missed` weighs."""
    history = view.history
    if not history:
        return []
    later = [0] * SEATS
    for who, action in history:
        if action != PASS:
            later[who] |= 1 << action
    counts = [count + tiles.bit_count() for count, tiles in zip(view.counts, later, strict=True)]
    cannot = offer_passed(view.dealer, history[0][0])
    end, doubles, train = -1, 0, 0
    choices = []
    for who, action in history:
        if who != view.seat:
            choices.append(Choice(who, action, later[who], end, doubles, train, tuple(counts),
                                  tuple(cannot)))
        cannot[who] |= shown_lacking(action, end, doubles)
        if action != PASS:
            later[who] &= ~(1 << action)
            counts[who] -= 1
            train |= 1 << action
            end = other_end(action, end) if end >= 0 else pips_of(action)
            doubles |= 1 << action & DOUBLES
    return choices


def choices_missed(game: Sedma, choices: Sequence[Choice], hands: Sequence[int],
                   limit: int) -> int:
    """How many of the other seats' ``choices`` (:func:`others_choices`) the rules would
    not have made holding ``hands`` (with the tiles each has set since); counting stops
    at ``limit``."""
    missed = 0
    for choice in choices:
        hand = hands[choice.seat] | choice.later
        fits = playable(hand, choice.end)
        free = choice.end >= 0 and not game.forced_play
        if fits & (fits - 1) or (free and fits):
            missed += choice.rules_choice(hand, game.forced_play) != choice.action
            if missed >= limit:
                return missed
    return missed
