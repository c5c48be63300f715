"""The review of a match: every decision that had a choice, judged from the acting
seat's view at that moment, and each seat's figures per hand and for the match.

A decision's values come from :func:`~majlis.analysis.values.fair_values` on
``game.view(state, seat)`` and nothing else; the hindsight values and the luck, which
know every card, are asked for apart (``hindsight``, ``luck``) and reported apart.  A
decision judged by estimate (:data:`~majlis.analysis.values.ESTIMATE`) shows no standard
error, earns no mark and is left out of the seat's mean loss: it is counted apart
(``estimated``).
Every decision draws from its own stream, named by the seed, the hand and the action's
index, so the same record and seed give the same review whichever seats or hands are
asked for.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any

from majlis.analysis.calibration import MARKS, Calibration, calibration_of
from majlis.analysis.luck import Luck, hand_luck, summed_luck
from majlis.analysis.values import (
    EXACT,
    Depth,
    Hindsight,
    Values,
    fair_values,
    hindsight_values,
)
from majlis.explain import Fact, as_json
from majlis.match import Match
from majlis.protocol import Game

JUDGEMENT = 3
"""How this module judges, counted up whenever a review of the same record comes out
otherwise (2: estimates apart, solved whole deals; 3: what each move did, ``why``):
kept reviews are looked up by it."""

Progress = Callable[[int, int], None]
"""Told ``(decisions done, decisions to do)`` after each decision analysed."""


@dataclass(frozen=True)
class Decision:
    """One seat's choice among ``legal``: ``played`` (an index into them) at action
    ``index`` of its hand, the values, the mark its loss earned, and ``why``: what the
    best move did that the one played did not, and what the one played did that the
    best did not, as the game says it (:meth:`~majlis.protocol.Game.contrast`; empty
    where the best was played or the game says nothing)."""

    seat: int
    index: int
    legal: tuple[int, ...]
    played: int
    values: Values
    mark: str | None
    hindsight: Hindsight | None = None
    why: tuple[tuple[Fact, ...], tuple[Fact, ...]] = ((), ())

    @property
    def loss(self) -> float:
        return self.values.loss(self.played)

    def json(self, game: Game[Any]) -> dict[str, Any]:
        values = self.values
        errors = (None,) * len(self.legal) if values.estimate else values.errors()
        doc: dict[str, Any] = {
            "seat": self.seat, "index": self.index,
            "played": game.action_text(self.legal[self.played]),
            "best": game.action_text(self.legal[values.best()]),
            "judged": values.judged, "loss": _round(self.loss),
            "loss_se": None if values.estimate else _round(values.loss_error(self.played)),
            "mark": self.mark,
            "why": {"best": as_json(game, self.why[0]), "played": as_json(game, self.why[1])},
            "values": [{"action": action, "text": game.action_text(action),
                        "value": _round(value), "se": None if error is None else _round(error)}
                       for action, value, error in zip(self.legal, values.means, errors,
                                                       strict=True)]}
        if self.hindsight is not None:
            hindsight = self.hindsight.values
            best = max(range(len(hindsight)), key=hindsight.__getitem__)
            doc["hindsight"] = {"exact": self.hindsight.exact,
                                "best": game.action_text(self.legal[best]),
                                "values": [_round(v) for v in hindsight]}
        return doc


def _round(value: float) -> float:
    return round(value, 4)


@dataclass
class Tally:
    """One seat's figures: its decisions, the forced ones, those judged by estimate, the
    losses of the others and their marks."""

    decisions: int = 0
    forced: int = 0
    estimated: int = 0
    losses: list[float] = field(default_factory=list)
    marks: Counter[str] = field(default_factory=Counter)

    def add(self, other: Tally) -> None:
        self.decisions += other.decisions
        self.forced += other.forced
        self.estimated += other.estimated
        self.losses += other.losses
        self.marks += other.marks

    def judged(self, decision: Decision) -> None:
        """Counts ``decision`` (one with a choice): its loss and mark, or as estimated."""
        if decision.values.estimate:
            self.estimated += 1
            return
        self.losses.append(decision.loss)
        if decision.mark is not None:
            self.marks[decision.mark] += 1

    @property
    def mean_loss(self) -> float | None:
        return statistics.fmean(self.losses) if self.losses else None

    def json(self, seat: int, calibration: Calibration | None) -> dict[str, Any]:
        mean = self.mean_loss
        doc: dict[str, Any] = {
            "seat": seat, "decisions": self.decisions, "forced": self.forced,
            "unforced": len(self.losses) + self.estimated, "estimated": self.estimated,
            "mean_loss": None if mean is None else _round(mean),
            "marks": {name: self.marks[name] for name in MARKS}}
        if calibration is not None and mean is not None:
            doc["rating"] = calibration.rating(mean)
            doc["plays_like"] = calibration.plays_like(mean)
        return doc


@dataclass
class HandReview:
    """One hand's decisions, its seats' tallies and (where asked for) its luck."""

    number: int
    dealer: int
    decisions: list[Decision]
    tallies: dict[int, Tally]
    luck: list[Luck] | None = None


@dataclass
class Review:
    """The review of a match (the hands and seats asked for)."""

    game: Game[Any]
    depth: str
    seed: str
    hands: list[HandReview]

    def seats(self) -> dict[int, Tally]:
        """Each seat's tally over every hand."""
        total: dict[int, Tally] = {}
        for hand in self.hands:
            for seat, tally in hand.tallies.items():
                total.setdefault(seat, Tally()).add(tally)
        return dict(sorted(total.items()))

    def json(self) -> dict[str, Any]:
        """The review as ``majlis analyze --json`` prints it (docs/analysis.md)."""
        game, calibration = self.game, calibration_of(self.game)
        hands = [{"number": h.number, "dealer": h.dealer,
                  "seats": [t.json(s, calibration) for s, t in sorted(h.tallies.items())],
                  "decisions": [d.json(game) for d in h.decisions],
                  "luck": None if h.luck is None else [x.json() for x in h.luck]}
                 for h in self.hands]
        lucky = [h.luck for h in self.hands if h.luck is not None]
        return {"game": game.id, "options": game.options(), "depth": self.depth,
                "seed": self.seed,
                "thresholds": None if calibration is None else dict(
                    zip(MARKS, calibration.marks, strict=True)),
                "seats": [t.json(s, calibration) for s, t in self.seats().items()],
                "hands": hands,
                "luck": [x.json() for x in summed_luck(lucky, game.seats)] if lucky else None}


@dataclass(frozen=True)
class Scope:
    """What to review: the ``seats`` and ``hands`` (numbers) asked for (None: all), with
    or without the ``hindsight`` values and the ``luck`` that know every card."""

    seats: Collection[int] | None = None
    hands: Collection[int] | None = None
    hindsight: bool = True
    luck: bool = True


def review(match: Match[Any], depth: Depth, depth_name: str, seed: str,
           scope: Scope = Scope(), progress: Progress | None = None) -> Review:
    """The review of ``match`` within ``scope``, judged at ``depth``."""
    numbers = [n for n in range(len(match.hands)) if scope.hands is None or n in scope.hands]
    todo = sum(_choices(match, n, scope) for n in numbers)
    done = 0

    def step() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, todo)

    hands = [_review_hand(match, n, depth, seed, scope, step) for n in numbers]
    return Review(match.game, depth_name, seed, hands)


def _review_hand(match: Match[Any], number: int, depth: Depth, seed: str, scope: Scope,
                 step: Callable[[], None]) -> HandReview:
    """Hand ``number``'s review within ``scope``; ``step()`` after each decision judged."""
    game, hand = match.game, match.hands[number]
    totals = match.totals(number)
    state = game.start(hand.dealer, hand.deal, totals, number)
    decisions: list[Decision] = []
    tallies: dict[int, Tally] = {}
    for index, (seat, action) in enumerate(game.history(hand.state)):
        legal = game.legal_actions(state)
        if scope.seats is None or seat in scope.seats:
            tally = tallies.setdefault(seat, Tally())
            tally.decisions += 1
            if len(legal) == 1:
                tally.forced += 1
            else:
                decision = judge(game, state, index, action, legal, depth,
                                 f"{seed}/hand {number}/action {index}", scope.hindsight)
                decisions.append(decision)
                tally.judged(decision)
                step()
        state = game.apply(state, action)
    luck = None
    if scope.luck and game.to_move(hand.state) is None and not game.is_void(hand.state):
        luck = hand_luck(game, hand, totals, number, depth.luck_deals,
                         f"{seed}/hand {number}/luck")
    return HandReview(number, hand.dealer, decisions, tallies, luck)


def judge(game: Game[Any], state: Any, index: int, action: int, legal: tuple[int, ...],
          depth: Depth, name: str, hindsight: bool) -> Decision:
    """The decision to play ``action`` in ``state`` (action ``index`` of its hand),
    judged from its seat's view (and in hindsight where asked), drawing from the streams
    named ``name``."""
    seat = game.to_move(state)
    assert seat is not None
    view = game.view(state, seat)
    values = fair_values(game, view, legal, depth, name)
    played = legal.index(action)
    calibration = calibration_of(game)
    mark = None if calibration is None or values.estimate else calibration.mark(
        values.loss(played), values.loss_error(played))
    known = None
    if hindsight:  # values solved on the one deal the view shows are the hindsight's own
        known = Hindsight(values.means, True) if values.judged == EXACT else hindsight_values(
            game, state, legal, depth, f"{name}/hindsight")
    return Decision(seat, index, legal, played, values, mark, known,
                    contrasted(game, view, legal[values.best()], action))


def contrasted(game: Game[Any], view: Any, best: int, played: int
               ) -> tuple[tuple[Fact, ...], tuple[Fact, ...]]:
    """What ``best`` did that ``played`` did not, and the other way round, at ``view``."""
    if best == played:
        return (), ()
    return game.contrast(view, best, played), game.contrast(view, played, best)


def _choices(match: Match[Any], number: int, scope: Scope) -> int:
    """The decisions with a choice in hand ``number`` that ``scope`` reviews."""
    game, hand = match.game, match.hands[number]
    state = game.start(hand.dealer, hand.deal, match.totals(number), number)
    count = 0
    for seat, action in game.history(hand.state):
        if (scope.seats is None or seat in scope.seats) and len(game.legal_actions(state)) > 1:
            count += 1
        state = game.apply(state, action)
    return count
