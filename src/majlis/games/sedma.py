"""Sedma (dominoes).

Rules: ``shared/rules/sedma.txt`` as decided in the rules README.  Four players,
each for themselves, seven tiles each from a double-six set, no boneyard.  The
hand's ``dealer`` is the seat first offered the lead: a seat without a double lets
the offer pass on by itself, and the first seat holding one must set a double of
its choice.  Then, from the next seat, a single train grows from one side of the
lead double: a tile must match the open end, and a player who can play must
(unless ``forced_play`` is off), else passes.  Setting a double scores 1 plus 1
for every lower double already in the train, where 0-0 is the highest double when
it is set and the lowest once it lies in the train.  The hand ends when a player
plays their last tile or nobody can match the open end (with free passing, also
after four passes in a row).  The first player to reach ``target`` wins at once,
mid-hand; with ``finish_hand`` the hand is finished and the highest total at or
over the target wins, a tie for the highest playing on.

Actions: a tile id (:mod:`majlis.dominoes`, 0..27) sets that tile, the lead double
included; ``PASS`` (28) passes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from majlis.bitset import bits
from majlis.dominoes import (
    ALL_TILES,
    DOUBLES,
    TILE_COUNT,
    WITH_PIPS,
    TileSet,
    ends,
    other_end,
    tile,
    tile_text,
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
    MAX_TARGET,
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
    lead_and_play,
    trail_tuple,
)
from majlis.rng import shuffled
from majlis.words import Said, read_words

PASS = TILE_COUNT
SEATS = 4
HAND_SIZE = 7

_BELOW = tuple(DOUBLES & ((1 << t) - 1) if t else DOUBLES for t in range(TILE_COUNT))
"""``_BELOW[d]``: the doubles that count as lower than double ``d`` when it is set.
Tile ids rise with the pips of doubles, and 0-0 (id 0) being set beats them all."""


@dataclass(frozen=True, slots=True)
class SedmaState:
    """A hand of Sedma: who holds what, the train, the points scored, whose turn."""

    dealer: Seat
    """The seat first offered the lead."""
    hands: tuple[int, ...]
    train: tuple[int, ...]
    """The tiles set, lead double first."""
    end: int
    """The open end's pips; -1 until the lead double is set."""
    doubles: int
    """The doubles in the train, as a tile mask."""
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    """Match totals before the hand: the hand stops when a seat reaches the target."""
    turn: int
    """The seat to act; -1 once the hand is over."""
    passes: int
    """Passes in a row since the last tile."""
    trail: Trail


@dataclass(frozen=True)
class SedmaView(View):
    """A seat's view: its own hand, the train and everything played, and the match
    totals before the hand (all public: the hand stops when a seat reaches the target)."""

    train: tuple[int, ...]
    end: int
    doubles: int
    counts: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]


def playable(hand: int, end: int) -> int:
    """The tiles of ``hand`` that may be set on open end ``end`` (-1: the lead, any double)."""
    return hand & (WITH_PIPS[end] if end >= 0 else DOUBLES)


def points(tile: int, doubles: int) -> int:
    """What setting ``tile`` scores with ``doubles`` (a tile mask) already in the train.

    >>> from majlis.dominoes import parse_tile
    >>> points(parse_tile("0-0"), DOUBLES & ~1)  # 0-0 set after 1-1 .. 6-6
    7
    """
    if not DOUBLES >> tile & 1:
        return 0
    return 1 + (doubles & _BELOW[tile]).bit_count()


def tile_contrast(view: SedmaView, action: Action, other: Action) -> tuple[Fact, ...]:
    """What setting the tile ``action`` does that ``other`` (a tile or a pass) does not,
    for a review (see :meth:`~majlis.protocol.Game.contrast`): the double it sets and
    what it scores (``sets_double``), and the double of the end it leaves open where
    ``other`` leaves another: in the seat's own hand (``opens_own``) or, not yet in the
    train, to the others (``opens``)."""
    if not 0 <= action < PASS:
        return ()
    facts = []
    if DOUBLES >> action & 1:
        facts.append(Fact("sets_double", item=action, value=points(action, view.doubles)))
    end = other_end(action, view.end)
    if 0 <= other < PASS and other_end(other, view.end) == end:
        return tuple(facts)
    double, laid = tile(end, end), sum(1 << t for t in view.train) | 1 << action
    if view.hand & ~laid >> double & 1:
        facts.append(Fact("opens_own", item=double))
    elif not laid >> double & 1:
        facts.append(Fact("opens", item=double))
    return tuple(facts)


def offer_passed(dealer: Seat, leader: Seat) -> list[int]:
    """Per seat, the tiles the lead offer shows it lacks: every double, for each seat
    the offer passed by on its way from ``dealer`` to ``leader``."""
    lacks = [0] * SEATS
    for k in range((leader - dealer) % SEATS):
        lacks[(dealer + k) % SEATS] = playable(ALL_TILES, -1)
    return lacks


@dataclass(frozen=True)
class Sedma(Game[SedmaState, SedmaView]):
    """The rules of Sedma under one set of options.

    >>> game = Sedma()
    >>> state = game.deal(random.Random(1), dealer=0)
    >>> set(game.legal_actions(state)) <= set(bits(DOUBLES))  # the lead is a double
    True
    """

    target: int = 60
    forced_play: bool = True
    finish_hand: bool = False

    id: ClassVar[str] = "sedma"
    title: ClassVar[str] = "Sedma"
    OPTIONS: ClassVar[tuple[Option, ...]] = (
        Option("target", 60, "points that end the match", low=1, high=MAX_TARGET),
        Option("forced_play", True, "a player who can play must (false: may pass anyway)"),
        Option("finish_hand", False,
               "finish the hand at the target; the highest total wins (false: first to reach it)"),
    )
    SPECIALS: ClassVar[dict[int, str]] = {PASS: "pass"}
    ITEMS: ClassVar[type[TileSet]] = TileSet
    DECK: ClassVar[int] = ALL_TILES
    MINUTES: ClassVar[int | None] = 30  # about 22 hands (`majlis simulate`) of a minute or two
    WORDS: ClassVar[Said] = read_words(__name__)
    LOWER_IS_BETTER: ClassVar[bool] = False

    @property
    def seats(self) -> int:
        return SEATS

    def shuffle(self, rng: random.Random, dealer: Seat) -> Deal:
        return Deal(deal_round(shuffled(range(TILE_COUNT), rng), SEATS, dealer))

    def check_deal(self, deal: Deal, dealer: Seat) -> None:
        check_conserved(deal, ALL_TILES, (HAND_SIZE,) * SEATS, tile_text)

    def start(self, dealer: Seat, deal: Deal, totals: Sequence[int], number: int) -> SedmaState:
        # Seven doubles among 28 dealt tiles: somebody always holds one.
        leader = next(seat % SEATS for seat in range(dealer, dealer + SEATS)
                      if deal.hands[seat % SEATS] & DOUBLES)
        return SedmaState(
            dealer=dealer, hands=deal.hands, train=(), end=-1, doubles=0, scores=(0,) * SEATS,
            totals=tuple(totals), turn=leader, passes=0, trail=None)

    def to_move(self, state: SedmaState) -> Seat | None:
        return state.turn if state.turn >= 0 else None

    def may_pass(self, fits: int, end: int) -> bool:
        """Passing is allowed with nothing to set, or after the lead when play is free."""
        return not fits or (end >= 0 and not self.forced_play)

    def themes(self, view: SedmaView, answer: Action,
               legal: tuple[Action, ...]) -> tuple[str, ...]:
        """``set_the_double``: the answer sets a double, the tiles that score."""
        return ("set_the_double",) if answer < TILE_COUNT and DOUBLES >> answer & 1 else ()

    def cannot_hold(self, view: SedmaView) -> tuple[int, ...]:
        """The seats the lead offer passed by hold no double; where a pass needs nothing
        to fit (forced play), a seat that passed held nothing of the open end (hands
        only shrink); once the hand is blocked, nobody holds a tile of the open end."""
        leader = view.history[0][0] if view.history else view.to_move
        cannot = offer_passed(view.dealer, leader) if leader is not None else [0] * SEATS
        end = -1
        for seat, action in view.history:
            if action == PASS:
                fits = playable(ALL_TILES, end)
                if not self.may_pass(fits, end):  # forced play: nothing fitted
                    cannot[seat] |= fits
            else:
                end = other_end(action, end)
        if Fact("blocked", value=view.end) in self._ending(view):
            cannot = [mask | WITH_PIPS[view.end] for mask in cannot]
        return tuple(cannot)

    def legal_actions(self, state: SedmaState) -> tuple[Action, ...]:
        if state.turn < 0:
            return ()
        fits = playable(state.hands[state.turn], state.end)
        return (*bits(fits), PASS) if self.may_pass(fits, state.end) else tuple(bits(fits))

    def hand_ends(self, hand: int, remaining: int, end: int, total: int) -> bool:
        """After a tile: its player is out, nobody holds the open end, or the player
        has reached the target and the match stops at once."""
        return (not hand or not remaining & WITH_PIPS[end]
                or (total >= self.target and not self.finish_hand))

    def apply(self, state: SedmaState, action: Action) -> SedmaState:
        seat = state.turn
        if seat < 0:
            raise self.refuse(self._word(action), Fact("hand_over"))
        fits = playable(state.hands[seat], state.end)
        if action == PASS:
            return self._pass(state, fits)
        if not 0 <= action < PASS or not fits >> action & 1:
            raise self._refusal(state, action)
        hands = list(state.hands)
        hands[seat] &= ~(1 << action)
        end = other_end(action, state.end)
        scores = list(state.scores)
        scores[seat] += points(action, state.doubles)
        over = self.hand_ends(hands[seat], hands[0] | hands[1] | hands[2] | hands[3], end,
                              state.totals[seat] + scores[seat])
        return SedmaState(
            dealer=state.dealer, hands=tuple(hands), train=(*state.train, action), end=end,
            doubles=state.doubles | (1 << action & DOUBLES), scores=tuple(scores),
            totals=state.totals, turn=-1 if over else (seat + 1) % SEATS, passes=0,
            trail=((seat, action), state.trail))

    def _pass(self, state: SedmaState, fits: int) -> SedmaState:
        seat = state.turn
        if not self.may_pass(fits, state.end):
            low = (fits & -fits).bit_length() - 1
            key = "must_lead_double" if state.end < 0 else "can_play"
            raise self.refuse("pass", Fact(key, seat, low))
        # Four passes in a row can only happen when passing is free: with forced
        # play the hand has already ended as blocked.
        passes = state.passes + 1
        return SedmaState(
            dealer=state.dealer, hands=state.hands, train=state.train, end=state.end,
            doubles=state.doubles, scores=state.scores, totals=state.totals,
            turn=-1 if passes == SEATS else (seat + 1) % SEATS, passes=passes,
            trail=((seat, PASS), state.trail))

    def _word(self, action: Action) -> str:
        return self.action_text(action) if 0 <= action <= PASS else str(action)

    def _refusal(self, state: SedmaState, action: Action) -> IllegalAction:
        """Why the tile ``action`` may not be played now."""
        text = self._word(action)
        if not 0 <= action < PASS:
            return self.refuse(text, Fact("not_a_tile"))
        if not state.hands[state.turn] >> action & 1:
            return self.refuse(text, Fact("not_held", state.turn, action))
        if state.end < 0:
            return self.refuse(text, Fact("lead_double"))
        return self.refuse(text, Fact("no_match", value=state.end))

    def view(self, state: SedmaState, seat: Seat) -> SedmaView:
        return SedmaView(seat, state.dealer, self.to_move(state), state.hands[seat],
                         trail_tuple(state.trail), state.train, state.end, state.doubles,
                         tuple(mask.bit_count() for mask in state.hands), state.scores,
                         state.totals)

    def contrast(self, view: SedmaView, action: Action, other: Action) -> tuple[Fact, ...]:
        return tile_contrast(view, action, other)

    def hand_scores(self, state: SedmaState) -> tuple[int, ...]:
        return state.scores

    def score_parts(self, state: SedmaState) -> tuple[ScorePart, ...]:
        setters = [0] * SEATS
        for seat, action in trail_tuple(state.trail):
            setters[seat] += action < PASS and bool(DOUBLES >> action & 1)
        return tuple(ScorePart(seat, "doubles_set", points, setters[seat])
                     for seat, points in enumerate(state.scores))

    # -- the game explains itself ---------------------------------------------------

    def max_actions(self) -> int:
        # At most three passes before each tile (a fourth ends the hand), and four at the end.
        return SEATS * TILE_COUNT + SEATS

    def score_bounds(self) -> tuple[int, int]:
        # The seven doubles set by one seat in rising order: 1 + 2 + ... + 7.
        return 0, sum(range(1, DOUBLES.bit_count() + 1))

    def explain(self, view: SedmaView) -> tuple[Stage, ...]:
        return lead_and_play(self, view)

    def board(self, view: SedmaView) -> Board:
        asked = _asked(view)  # a pass says that nothing matched only where play is forced
        return Board(seat=view.seat, dealer=view.dealer, to_move=view.to_move,
                     hand=tuple(bits(view.hand)), counts=view.counts, scores=view.scores,
                     train=view.train, train_ends=lying(view.train),
                     open_end=view.end if view.end >= 0 else None,
                     facts=(*last_items(view.to_move, view.counts), *self._ending(view)),
                     asked=asked, forced_public=self.forced_play and forced_public(
                         view.seat, view.to_move, asked, {"pass_only"}))

    def _ending(self, view: SedmaView) -> tuple[Fact, ...]:
        """How a finished hand ended (nothing while it goes on): a seat went out, reached
        the target, four passes in a row, or nobody could match the open end."""
        if view.to_move is not None or not view.history:
            return ()
        out = went_out(view.to_move, view.counts)
        if out:
            return out
        reached = [seat for seat in range(SEATS)
                   if view.totals[seat] + view.scores[seat] >= self.target]
        if reached and not self.finish_hand:
            return (Fact("reached", reached[0], value=self.target),)
        if all(action == PASS for _, action in view.history[-SEATS:]):
            return (Fact("four_passes"),)
        return (Fact("blocked", value=view.end),)

    def history(self, state: SedmaState) -> tuple[tuple[Seat, Action], ...]:
        return trail_tuple(state.trail)

    def goal(self) -> Fact:
        return Fact("target", value=self.target)

    def winners(self, standings: Sequence[Sequence[int]]) -> tuple[int, ...] | None:
        # Without finish_hand the hand stopped as the first seat reached the
        # target, so the highest total is that seat's: one rule serves both.
        totals = standings[-1]
        best = max(totals)
        leaders = tuple(seat for seat, total in enumerate(totals) if total == best)
        return leaders if best >= self.target and len(leaders) == 1 else None

    def rollout(self, state: SedmaState, rng: random.Random) -> SedmaState:
        """Random play to the end of the hand, as the base class chooses, on plain ints."""
        seat = state.turn
        if seat < 0:
            return state
        hands = list(state.hands)
        train = list(state.train)
        scores = list(state.scores)
        end, doubles, passes, trail = state.end, state.doubles, state.passes, state.trail
        draw, may_pass, hand_ends = rng.random, self.may_pass, self.hand_ends
        while seat >= 0:
            fits = playable(hands[seat], end)
            count = fits.bit_count()
            choice = int(draw() * (count + 1 if may_pass(fits, end) else count))
            if choice == count:  # PASS sorts after every tile
                passes += 1
                trail = ((seat, PASS), trail)
                seat = -1 if passes == SEATS else (seat + 1) % SEATS
                continue
            for _ in range(choice):
                fits &= fits - 1
            tile = (fits & -fits).bit_length() - 1
            hands[seat] ^= 1 << tile
            end = other_end(tile, end)
            if 1 << tile & DOUBLES:
                scores[seat] += points(tile, doubles)
                doubles |= 1 << tile
            train.append(tile)
            passes = 0
            trail = ((seat, tile), trail)
            over = hand_ends(hands[seat], hands[0] | hands[1] | hands[2] | hands[3], end,
                             state.totals[seat] + scores[seat])
            seat = -1 if over else (seat + 1) % SEATS
        return SedmaState(
            dealer=state.dealer, hands=tuple(hands), train=tuple(train), end=end, doubles=doubles,
            scores=tuple(scores), totals=state.totals, turn=-1, passes=passes, trail=trail)


def lying(train: tuple[int, ...]) -> tuple[tuple[Seat, Action], ...]:
    """Each tile of ``train`` as it lies, from the lead double on: the pips touching the
    tile before it, then the pips of its other end."""
    out: list[tuple[int, int]] = []
    for t in train:
        near = out[-1][1] if out else ends(t)[0]
        out.append((near, other_end(t, near)))
    return tuple(out)


def _asked(view: SedmaView) -> Fact | None:
    """The decision of the seat to move; only that seat learns it can only pass."""
    if view.to_move is None:
        return None
    if view.end < 0:
        return Fact("set_double")
    fits = playable(view.hand, view.end) if view.to_move == view.seat else 1
    return Fact("play", value=view.end) if fits else Fact("pass_only", value=view.end)
