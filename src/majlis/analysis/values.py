"""What each legal action of one decision is worth: fairly, from the acting seat's view
alone, and in hindsight, with every card known.

The fair value is the ``search`` bot's own (:meth:`majlis.bots.search.SearchBot.totals`:
deals drawn to agree with the view, each action played out or solved on each), without
its win bonus, so that it is in the hand's points for the side: the side's score less
the mean of the other sides' (negated where scores are penalties; in Sedma, where the
search values a hand by the chance it gives to win the match, that chance).  The deals
are drawn in ``batches``, each from its own stream: the spread of the batch means gives
each value's standard error, and as every action of a batch is judged on the same deals,
the spread of the batch differences gives a loss its own.

Where the view hides nothing (:meth:`~majlis.protocol.Game.hides_nothing`: two-seat Badam
Saat, Asymmetric Badam Saat once its stock is empty) the one deal behind it is solved
instead, by the search's alpha-beta remembering each position's bounds, within the
depth's ``solve_nodes`` from its ``solve_cards``: those values are **exact**.  Past that
the search judges the one deal by its rules playouts, the same in every batch: the spread
of the batches is then no error at all, and the values are an **estimate**, as are any
whose deals were played out (more cards left than the depth solves) and whose batches do
not differ.  A loss earns a mark only where its values are exact or **sampled** (with a
real standard error), so that an estimate never marks a move, nor clears one.

The hindsight value judges the same decision on the true deal: exactly where few cards
remain or the view hides nothing (alpha-beta for two sides, a cautious max-n for more, as
the search solves), else by playouts of every seat's rules.  It knows what the seat could
not: it is reported apart, labelled, and never enters a loss or a mark.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from majlis.bots.game_kits import kit_of
from majlis.bots.search import Judge, SearchBot, StrongSearchBot, cards_left
from majlis.protocol import Game, View
from majlis.rng import stream


@dataclass(frozen=True)
class Depth:
    """How hard the analysis looks: the search's budget (its ``samples`` and
    ``playouts`` per decision, exact solving from ``exact_cards`` within
    ``exact_nodes``), split into ``batches``; ``hindsight_playouts`` per action where
    the true deal is too big to solve; ``luck_deals`` drawn for the average deal;
    ``solve_nodes`` to solve a deal that the view shows whole, tried where it has
    ``solve_cards`` or fewer cards left (past either, an estimate)."""

    samples: int
    playouts: int
    exact_cards: int
    exact_nodes: int
    batches: int = 8
    hindsight_playouts: int = 64
    luck_deals: int = 64
    solve_nodes: int = 200_000
    solve_cards: int = 28

    def solves(self, game: Game[Any], view: View) -> bool:
        """Whether this depth solves the one deal behind ``view``: where the view hides
        nothing and leaves few enough cards."""
        return game.hides_nothing(view) and cards_left(game, view) <= self.solve_cards

    def bot(self) -> SearchBot:
        """The search of one batch, without a win bonus (its values are points)."""
        return SearchBot(samples=max(1, self.samples // self.batches),
                         playouts=max(1, self.playouts // self.batches),
                         exact_cards=self.exact_cards, exact_nodes=self.exact_nodes,
                         win_bonus=0.0)


def _depth_of(bot: SearchBot, batches: int, hindsight_playouts: int, luck_deals: int,
              solve_nodes: int, solve_cards: int) -> Depth:
    return Depth(bot.samples, bot.playouts, bot.exact_cards, bot.exact_nodes, batches,
                 hindsight_playouts, luck_deals, solve_nodes, solve_cards)


DEPTHS: dict[str, Depth] = {
    "quick": _depth_of(SearchBot(), 8, 64, 64, 200_000, 28),
    "deep": _depth_of(StrongSearchBot(), 8, 256, 256, 1_000_000, 32),
}
"""The depths of ``majlis analyze --depth``: ``quick`` (the default) spends the
``search`` bot's budget on each decision, ``deep`` that of ``search-strong``; each solves
a deal that the view shows whole, within its ``solve_nodes`` from its ``solve_cards``
(measured: docs/analysis.md)."""

EXACT, SAMPLED, ESTIMATE = "exact", "sampled", "estimate"
"""How values were judged: solved; the mean of deals drawn, with a standard error; or
the search's judgement without a measure of its error (see the module's words)."""


@dataclass(frozen=True)
class Values:
    """Each legal action's mean value over the batches and the batch means behind it
    (``batches[b][i]`` for action ``i``), and how they were judged (:data:`EXACT`,
    :data:`SAMPLED` or :data:`ESTIMATE`)."""

    means: tuple[float, ...]
    batches: tuple[tuple[float, ...], ...]
    judged: str = SAMPLED

    @property
    def estimate(self) -> bool:
        """Whether the values have no standard error to speak of: no mark rests on them."""
        return self.judged == ESTIMATE

    def errors(self) -> tuple[float, ...]:
        """Each mean's standard error, from the spread of its batch means."""
        return tuple(_error([batch[i] for batch in self.batches])
                     for i in range(len(self.means)))

    def best(self) -> int:
        """The index of the best action (the first of equals)."""
        return max(range(len(self.means)), key=self.means.__getitem__)

    def loss(self, played: int) -> float:
        """What playing action ``played`` (an index) gave up against the best (≥ 0)."""
        return self.means[self.best()] - self.means[played]

    def loss_error(self, played: int) -> float:
        """The standard error of :meth:`loss`, from the batch differences (common deals)."""
        best = self.best()
        return _error([batch[best] - batch[played] for batch in self.batches])


def _error(samples: Sequence[float]) -> float:
    return statistics.stdev(samples) / math.sqrt(len(samples)) if len(samples) > 1 else 0.0


def in_points(game: Game[Any]) -> bool:
    """Whether ``game``'s values are in its points for the side (else, where the search
    values a hand by it, the side's chance to win the match, from -1 to 1)."""
    return kit_of(game).worth is None


def fair_values(game: Game[Any], view: View, legal: tuple[int, ...], depth: Depth,
                seed: str) -> Values:
    """What each of ``legal`` is worth to the side of ``view``'s seat, from the view
    alone: where it hides nothing, the one deal behind it solved where the depth
    :meth:`~Depth.solves` it; else the search's mean per action in each of the depth's
    batches, batch ``b`` drawing from the stream ``(seed, b)``: an estimate where the view
    hides nothing (one batch, on its one deal), or where the deals were played out and the
    batches do not differ (exactly solved deals that all agree are a sample without
    spread, not an estimate)."""
    whole = game.hides_nothing(view)
    if depth.solves(game, view):
        state = next(kit_of(game).deals(game, view, stream(seed)))
        solved = solve(game, state, legal, depth.solve_nodes)
        if solved is not None:
            return Values(solved, (solved,), EXACT)
    bot = depth.bot()
    batches = []
    for number in range(1 if whole else depth.batches):  # one deal: batches would agree
        totals, drawn = bot.totals(game, view, legal, stream(seed, number))
        batches.append(tuple(total / drawn for total in totals))
    means = tuple(statistics.fmean(batch[i] for batch in batches) for i in range(len(legal)))
    played_out = cards_left(game, view) > depth.exact_cards
    same = played_out and all(batch == batches[0] for batch in batches)
    return Values(means, tuple(batches), ESTIMATE if whole or same else SAMPLED)


def solve(game: Game[Any], state: Any, legal: tuple[int, ...],
          nodes: int) -> tuple[float, ...] | None:
    """Each of ``legal``'s exact value on ``state`` to the side of the seat to act, the
    search remembering what it finds of each position, or None past ``nodes``."""
    seat = game.to_move(state)
    assert seat is not None
    solved = Judge(game, kit_of(game), seat, nodes, 0.0, remember=True).solve_children(
        state, legal)
    return None if solved is None else tuple(solved)


@dataclass(frozen=True)
class Hindsight:
    """Each legal action's value on the true deal; ``exact`` where solved, else the mean
    of rules playouts."""

    values: tuple[float, ...]
    exact: bool


def hindsight_values(game: Game[Any], state: Any, legal: tuple[int, ...], depth: Depth,
                     seed: str) -> Hindsight:
    """What each of ``legal`` is worth to the side of the seat to move in ``state`` with
    every card known: solved where the seat's view leaves ``exact_cards`` or fewer cards
    and the solving fits ``exact_nodes`` (or, where the view hides nothing, within
    ``solve_nodes``), else played out by the rules from the stream of ``seed`` (every
    action on the same playout seeds)."""
    seat = game.to_move(state)
    assert seat is not None
    view = game.view(state, seat)
    nodes = depth.solve_nodes if depth.solves(game, view) else (
        depth.exact_nodes if cards_left(game, view) <= depth.exact_cards else 0)
    solved = solve(game, state, legal, nodes) if nodes else None
    if solved is not None:
        return Hindsight(solved, True)
    judge = Judge(game, kit_of(game), seat, 0, 0.0)
    rng = stream(seed)
    seeds = [rng.getrandbits(64) for _ in range(depth.hindsight_playouts)]
    return Hindsight(tuple(statistics.fmean(judge.playout(game.apply(state, action), s)
                                            for s in seeds) for action in legal), False)
