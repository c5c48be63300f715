"""The ``search`` bot: sampled-deal search with rules-guided playouts.

For each decision the bot draws deals that agree with everything its view shows
(the game's bot kit, :class:`~majlis.bots.botkit.BotKit`: own hand, the table,
counts, and what passes and failures to follow reveal), and on each sampled deal
it tries every legal action and plays the hand out with every seat following its
rules (the kit's fast ``playout`` when it has one, else the rules bot at every
seat through the one loop of :mod:`majlis.play`).  All actions of one sample
share one playout random stream, so they are compared on equal luck.  An action
is worth its mean outcome for the bot's side: its team in partnership games, and
in every game the side's score less the mean of the other sides' (negated where
scores are penalties).

When few cards remain the sampled deal is solved exactly instead: alpha-beta for
two sides, max-n (each side maximises its own value) for more, under a node cap;
a deal too big for the cap falls back to playouts.  The analysis asks the same
alpha-beta to remember the bounds it proves on each position (``remember``) where it
solves a whole deal that the seat can see; the bots' search, which the compiled core
mirrors node for node, does not.

The budget is deterministic by default (a number of samples and of playouts per
decision), so a seeded tournament replays exactly; ``time_limit`` adds a clock.
Ties go to the rules bot's choice.
"""

from __future__ import annotations

import random
import time
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from majlis import fast
from majlis.bots.botkit import AnyKit, Budget
from majlis.bots.game_kits import kit_of
from majlis.bots.rules import RulesBot
from majlis.play import HandInPlay, Players, play
from majlis.protocol import Game, View
from majlis.rng import Rng

RULES_PREFERENCE = 1e-6
"""Added to the value of the rules bot's own choice, so that ties go to it."""


class _TooBig(Exception):
    """The exact search went past its node cap."""


@dataclass
class SearchBot:
    """Sampled-deal search.  ``samples`` and ``playouts`` cap the deals drawn and the
    playouts run per decision; ``time_limit`` (seconds, optional) stops sampling
    early; ``exact_cards`` is the number of cards in hands at or below which sampled
    deals are solved exactly, within ``exact_nodes`` nodes each; ``win_bonus`` is
    added to the value of winning the hand (the best score at the table; by default
    the kit's ``win_bonus``).  Where the compiled core plays the game's rules policy,
    the sampled deals (and their playouts) are the kit's ``core_factor`` times as many,
    and the kit's ``compiled_totals``, if it has one, runs them all in the core."""

    samples: int = 160
    playouts: int = 640
    time_limit: float | None = None
    exact_cards: int = 14
    exact_nodes: int = 5000
    win_bonus: float | None = None

    name = "search"

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        if len(legal) == 1:
            return legal[0]
        if not isinstance(rng, Rng):  # the core draws on majlis's own generator only
            rng = Rng(rng.getrandbits(64))
        preferred = kit_of(game).rules_action(game, view, legal, rng)
        totals, _ = self.totals(game, view, legal, rng)
        totals[legal.index(preferred)] += RULES_PREFERENCE
        return legal[max(range(len(legal)), key=totals.__getitem__)]

    def totals(self, game: Game[Any], view: View, legal: tuple[int, ...],
               rng: Rng) -> tuple[list[float], int]:
        """Each legal action's value for the seat's side summed over the deals the
        decision draws, and how many it draws: the means are what :meth:`act` maximises
        (and what ``majlis.analysis`` reports).  A clock (``time_limit``) may stop the
        Python loop before that many; the analysis runs none."""
        kit = kit_of(game)
        exact = cards_left(game, view) <= self.exact_cards
        in_core = not exact and fast.has_rules_policy(game)
        bonus = kit.win_bonus if self.win_bonus is None else self.win_bonus
        judge = _Judge(game, kit, view.seat, self.exact_nodes, float(bonus),
                       kit.core_planned_turns if in_core else 0)
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        samples = max(1, min(self.samples, self.playouts // len(legal)))
        if in_core:
            samples *= kit.core_factor
        budget = Budget(samples, judge.win_bonus, self.exact_nodes if exact else 0,
                        judge.planned_turns)
        if kit.compiled_totals and fast.has_rules_policy(game):
            found = kit.compiled_totals(game, view, legal, rng, budget)
            if found is not None:
                return found, samples
        return self._totals(judge, kit, game, view, legal, rng, samples, deadline,
                            exact), samples

    def _totals(self, judge: _Judge, kit: AnyKit, game: Game[Any], view: View,
                legal: tuple[int, ...], rng: random.Random, samples: int,
                deadline: float | None, exact: bool) -> list[float]:
        """Each action's summed value over the sampled deals (exact, played out, or with
        the bot's next turns chosen by what it will have seen then)."""
        totals = [0.0] * len(legal)
        plan = _Plan()
        deals = kit.deals(game, view, rng)
        for k in range(samples):
            if k and deadline is not None and time.perf_counter() > deadline:
                break
            state = next(deals)
            seed = rng.getrandbits(64)
            values: list[float] | list[float | None] | None = (
                judge.solve_children(state, legal) if exact else None)
            if values is None:
                exact = False  # too big for the cap: the other samples will be too
                values = [judge.after(game.apply(state, action), seed, plan, -1 - i)
                          for i, action in enumerate(legal)]
            for i, value in enumerate(values):
                if value is not None:
                    totals[i] += value
        plan.settle(totals)
        return totals


@dataclass
class _Turn:
    """One later turn of the bot: after the turn ``before`` (an index into the plan, or
    -1 less the index of the action decided now) and its action ``action`` there, each
    of its actions' values summed over the deals that lead to the same view."""

    before: int
    action: int
    sums: list[float]


class _Plan:
    """The bot's later turns in one decision, by what it will have seen at each.  Deals
    that look the same are one decision, so a later turn takes the action best on all of
    them together (not the best on each deal, which would know the deal)."""

    def __init__(self) -> None:
        self.turns: list[_Turn] = []
        self.index: dict[View, int] = {}

    def turn(self, view: View, before: int, action: int, actions: int) -> int:
        """The index of the turn at ``view``, made if new."""
        here = self.index.get(view)
        if here is None:
            here = self.index[view] = len(self.turns)
            self.turns.append(_Turn(before, action, [0.0] * actions))
        return here

    def settle(self, totals: list[float]) -> None:
        """Adds each turn's best summed value to the turn (or action in ``totals``)
        before it, latest turns first, so that a turn holds its later turns' values
        when it is read."""
        for turn in reversed(self.turns):
            best = max(turn.sums)
            if turn.before < 0:
                totals[-1 - turn.before] += best
            else:
                self.turns[turn.before].sums[turn.action] += best


def cards_left(game: Game[Any], view: View) -> int:
    """Cards still to be played: the view's counts and stock (or an upper bound)."""
    counts = getattr(view, "counts", None)
    if isinstance(counts, tuple):
        return sum(counts) + int(getattr(view, "stock_count", 0))
    return view.hand.bit_count() * game.seats


class _Judge:
    """Values of finished and unfinished hands for one seat's side."""

    def __init__(self, game: Game[Any], kit: AnyKit, seat: int, node_cap: int,
                 win_bonus: float, planned_turns: int = 0, remember: bool = False) -> None:
        self.game = game
        self.kit = kit
        self.seat = seat
        self.planned_turns = planned_turns
        self.teams = game.teams()
        self.side_of = {s: i for i, team in enumerate(self.teams) for s in team}
        self.side = self.side_of[seat]
        self.sign = -1.0 if game.LOWER_IS_BETTER else 1.0
        self.node_cap = node_cap
        self.win_bonus = win_bonus
        self.nodes = 0
        self.in_core = kit.playout is not None and fast.has_rules_policy(game)
        self.values_of_scores: dict[tuple[int, ...], list[float]] = {}
        self.bounds: dict[Hashable, tuple[float, float]] | None = {} if remember else None
        """Where the alpha-beta remembers (``remember``): the bounds found on each
        position's value (``game.position``), kept over every solve of this judge."""

    def side_values(self, state: Any) -> list[float]:
        """Each side's score less the mean of the others', signed so more is better."""
        return self.score_values(state, self.game.hand_scores(state))

    def score_values(self, state: Any, scores: tuple[int, ...]) -> list[float]:
        """The side values of a hand from ``state`` that ends with ``scores``: each
        side's score, or its worth where the kit says what a hand is worth.  Without a
        worth they depend on the scores alone and are kept in ``values_of_scores``, as
        playouts and exact solving end on the same few scores again and again; the
        lists kept are shared, and never changed."""
        if self.kit.worth is not None:
            return self._values(self.kit.worth(self.game, state, scores))
        values = self.values_of_scores.get(scores)
        if values is None:
            values = self.values_of_scores[scores] = self._values(scores)
        return values

    def _values(self, worth: tuple[float, ...] | tuple[int, ...]) -> list[float]:
        """Each side's value from what the hand is worth to each seat."""
        side_scores = [float(worth[team[0]]) for team in self.teams]
        total, n = sum(side_scores), len(side_scores)
        values = [self.sign * (own - (total - own) / (n - 1)) for own in side_scores]
        if self.win_bonus:
            best = max(values)
            values = [v + self.win_bonus if v == best else v for v in values]
        return values

    def after(self, state: Any, seed: int, plan: _Plan, before: int, action: int = 0,
              turns: int | None = None) -> float | None:
        """The bot side's value after an action: played out by the rules, or where the
        bot plans ``turns`` of its later turns (by default ``planned_turns``), the others
        play their rules up to its next turn, and each of its actions there, planned
        one turn less deep or played out, adds to that turn of ``plan`` (None returned)
        unless the hand ended first."""
        turns = self.planned_turns if turns is None else turns
        if not turns:
            return self.playout(state, seed)
        game, rng = self.game, Rng(seed)
        while (seat := game.to_move(state)) is not None and seat != self.seat:
            legal = game.legal_actions(state)
            choice = legal[0] if len(legal) == 1 else self.kit.rules_action(
                game, game.view(state, seat), legal, rng)
            state = game.apply(state, choice)
        if seat is None:
            return self.side_values(state)[self.side]
        legal = game.legal_actions(state)
        here = plan.turn(game.view(state, seat), before, action, len(legal))
        for k, choice in enumerate(legal):
            value = self.after(game.apply(state, choice), seed, plan, here, k, turns - 1)
            if value is not None:
                plan.turns[here].sums[k] += value
        return None

    def playout(self, state: Any, seed: int) -> float:
        """The bot side's value after every seat plays its rules to the end, drawing
        from ``Rng(seed)``."""
        return self.playout_values(state, seed)[self.side]

    def playout_values(self, state: Any, seed: int) -> list[float]:
        """Every side's value after every seat plays its rules to the end, drawing from
        ``Rng(seed)``: in the compiled core where it plays the kit's playout."""
        if self.in_core:
            return self.score_values(state, fast.playout_scores(self.game, state, seed, True))
        rng = Rng(seed)
        if self.kit.playout is not None:
            state = self.kit.playout(self.game, state, rng)
        else:
            seats = range(self.game.seats)
            hand = HandInPlay(self.game, state)
            play(hand, Players({s: RulesBot() for s in seats}, {s: rng for s in seats},
                               {s: "rules" for s in seats}))
            state = hand.state
        return self.side_values(state)

    def solve_children(self, state: Any, legal: tuple[int, ...]) -> list[float] | None:
        """The exact value of each action on a sampled deal, or None past the node cap."""
        self.nodes = 0
        try:
            if len(self.teams) == 2:
                return [self._alpha_beta(self.game.apply(state, a), -1e18, 1e18)
                        for a in legal]
            return [self._max_n(self.game.apply(state, a))[self.side] for a in legal]
        except _TooBig:
            return None

    def _count(self) -> None:
        self.nodes += 1
        if self.nodes > self.node_cap:
            raise _TooBig

    def _alpha_beta(self, state: Any, alpha: float, beta: float) -> float:
        self._count()
        game = self.game
        seat = game.to_move(state)
        if seat is None:
            return self.side_values(state)[self.side]
        legal = game.legal_actions(state)
        if len(legal) == 1:
            return self._alpha_beta(game.apply(state, legal[0]), alpha, beta)
        if self.bounds is None:
            return self._choose(state, seat, legal, alpha, beta)
        return self._choose_remembered(state, seat, legal, alpha, beta, self.bounds)

    def _choose_remembered(self, state: Any, seat: int, legal: tuple[int, ...], alpha: float,
                           beta: float, bounds: dict[Hashable, tuple[float, float]]) -> float:
        """:meth:`_choose` within what ``bounds`` already know of the position's value,
        and what it finds added to them: a value at or below the window is an upper
        bound, at or above it a lower bound, within it the value (the search fails
        soft)."""
        key = self.game.position(state)
        low, high = bounds.get(key, (-1e18, 1e18))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        value = self._choose(state, seat, legal, alpha, beta)
        if value <= alpha:
            high = value
        elif value >= beta:
            low = value
        else:
            low = high = value
        bounds[key] = (low, high)
        return value

    def _choose(self, state: Any, seat: int, legal: tuple[int, ...], alpha: float,
                beta: float) -> float:
        """The alpha-beta value of ``state``, where ``seat`` chooses among ``legal``."""
        game = self.game
        if self.side_of[seat] == self.side:
            best = -1e18
            for action in legal:
                best = max(best, self._alpha_beta(game.apply(state, action), alpha, beta))
                alpha = max(alpha, best)
                if alpha >= beta:
                    break
            return best
        best = 1e18
        for action in legal:
            best = min(best, self._alpha_beta(game.apply(state, action), alpha, beta))
            beta = min(beta, best)
            if alpha >= beta:
                break
        return best

    def _max_n(self, state: Any) -> list[float]:
        self._count()
        game = self.game
        seat = game.to_move(state)
        if seat is None:
            return self.side_values(state)
        legal = game.legal_actions(state)
        if len(legal) == 1:
            return self._max_n(game.apply(state, legal[0]))
        mover = self.side_of[seat]
        best: list[float] | None = None
        for action in legal:
            values = self._max_n(game.apply(state, action))
            # Among the mover's equal choices assume the one worst for us (a cautious max-n).
            if best is None or (values[mover], -values[self.side]) > (
                    best[mover], -best[self.side]):
                best = values
        assert best is not None
        return best


@dataclass
class StrongSearchBot(SearchBot):
    """The ``search-strong`` level: five times the deals and playouts, exact solving
    from 16 cards, and a clock that stops it after a second."""

    samples: int = 800
    playouts: int = 3200
    time_limit: float | None = 1.0
    exact_cards: int = 16
    exact_nodes: int = 20000

    name = "search-strong"


Judge = _Judge
"""How the search values hands, for ``majlis.analysis`` to value them the same way."""
