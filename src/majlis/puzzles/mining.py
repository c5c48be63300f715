"""Which decisions of a reviewed match make puzzles: lichess's puzzle generator adapted
to cards (docs/puzzles.md).

A decision makes a puzzle when, judged from its seat's view alone:

- its values are ``exact`` or ``sampled``, never an estimate (which measures no error);
- the best move beats the second best by at least the game's ``mistake`` threshold
  (:mod:`majlis.analysis.calibration`), and their intervals (each value ± two standard
  errors; none for an exact value) do not overlap, so that one move is clearly best;
- the position is not already decided: where the values are the side's chance to win
  the match (from -1 to 1), the second best move does not already win it nearly for
  sure, nor the best one lose it;
- the decision is the seat's alone and whole: not one pick among several still open
  (a choice of cards to pass, whose answer would be a set).

:func:`candidates` is a pure function of a match and the decisions reviewed in it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from majlis.analysis.calibration import MARKS, SIGNIFICANT, calibration_of
from majlis.analysis.review import Decision
from majlis.analysis.values import ESTIMATE, Values, in_points
from majlis.match import Match
from majlis.protocol import Game, View

DECIDED = 0.9
"""Past this chance to win (or lose) the match a position is decided."""


@dataclass(frozen=True)
class Criteria:
    """How clearly the best move must stand out: by ``share`` of the game's mistake
    threshold, its interval ``sigmas`` standard errors wide clear of the second's."""

    share: float = 1.0
    sigmas: float = SIGNIFICANT


STRICT = Criteria()
"""A puzzle's own criteria (the module's words)."""
PROMISING = Criteria(share=0.5, sigmas=0.0)
"""A looser sieve for a quick first look, before judging again at depth."""


@dataclass(frozen=True)
class Candidate:
    """A decision that makes a puzzle: hand ``number``'s action ``index``, its seat's
    ``view`` then, and the decision as judged."""

    number: int
    view: View
    decision: Decision

    @property
    def answer(self) -> int:
        """The best action."""
        return self.decision.legal[self.decision.values.best()]


def mistake_threshold(game: Game[Any]) -> float | None:
    """The loss that ``game``'s analysis marks a mistake (None: an uncalibrated game)."""
    calibration = calibration_of(game)
    return None if calibration is None else calibration.marks[MARKS.index("mistake")]


def runner_up(values: Values) -> int:
    """The index of the second best action (the first of equals)."""
    best = values.best()
    return max((i for i in range(len(values.means)) if i != best),
               key=values.means.__getitem__)


def clearly_best(values: Values, threshold: float, criteria: Criteria = STRICT) -> bool:
    """Whether ``values``' best action beats the second by ``criteria.share`` of
    ``threshold``, their intervals apart, on values that are not an estimate."""
    if values.judged == ESTIMATE or len(values.means) < 2:
        return False
    best, second = values.best(), runner_up(values)
    errors = values.errors()
    low = values.means[best] - criteria.sigmas * errors[best]
    high = values.means[second] + criteria.sigmas * errors[second]
    gap = values.means[best] - values.means[second]
    return gap >= criteria.share * threshold and low > high


def decided(game: Game[Any], values: Values) -> bool:
    """Whether the match is already won or lost whatever the seat plays: values that
    are a chance to win it, the second best past :data:`DECIDED` or the best below its
    opposite.  Points always count, so a game valued in points is never decided."""
    if in_points(game):
        return False
    best, second = values.means[values.best()], values.means[runner_up(values)]
    return second >= DECIDED or best <= -DECIDED


def whole_choice(game: Game[Any], view: View) -> bool:
    """Whether the decision in front of ``view``'s seat is one whole choice, not one
    pick of several still open (:attr:`~majlis.explain.Board.to_choose`)."""
    board = game.board(view)
    return board.to_choose <= 1 and not board.chosen


def candidates(match: Match[Any], decisions: Iterable[tuple[int, Decision]],
               criteria: Criteria = STRICT) -> list[Candidate]:
    """The ``decisions`` of ``match`` (each with its hand's number) that make puzzles
    under ``criteria``, with their seats' views."""
    game = match.game
    threshold = mistake_threshold(game)
    if threshold is None:
        return []
    wanted = [(n, d) for n, d in decisions
              if clearly_best(d.values, threshold, criteria) and not decided(game, d.values)]
    views = decision_views(match, {(n, d.index) for n, d in wanted})
    found = [Candidate(n, views[n, d.index], d) for n, d in wanted]
    return [c for c in found if whole_choice(game, c.view)]


def decision_views(match: Match[Any], where: set[tuple[int, int]]) -> dict[tuple[int, int], View]:
    """The view of the seat to act at each ``(hand number, action index)`` of ``where``."""
    game, views = match.game, {}
    for number in sorted({n for n, _ in where}):
        hand = match.hands[number]
        state = game.start(hand.dealer, hand.deal, match.totals(number), number)
        for index, (seat, action) in enumerate(game.history(hand.state)):
            if (number, index) in where:
                views[number, index] = game.view(state, seat)
            state = game.apply(state, action)
    return views
