"""``majlis puzzles build``: bots play matches, the analysis reviews them, and the
decisions that make puzzles are kept (docs/puzzles.md).

Each match is seeded only from the run's seed and its number, and mined alone: the whole
review at ``quick`` depth as a sieve (:data:`~majlis.puzzles.mining.PROMISING`), then
each promising decision judged again from its seat's view at ``deep`` depth, from
streams named as ``majlis analyze`` names a decision's, and kept where it meets a puzzle's
criteria (:data:`~majlis.puzzles.mining.STRICT`).  Matches are mined on ``workers``
processes; past a time limit the build stops and keeps the matches finished from the
first on without a gap, so that what it keeps depends on the seed and the number of
matches it finished, never on which process was quicker.
"""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from majlis.analysis.review import Decision, Scope, review
from majlis.analysis.values import DEPTHS, fair_values
from majlis.bots import load_bot
from majlis.games import make_game
from majlis.match import Match
from majlis.play import Players, play
from majlis.protocol import Game
from majlis.puzzles.mining import PROMISING, STRICT, Candidate, candidates
from majlis.puzzles.puzzle import Source, puzzle_json

SIEVE, DEPTH = "quick", "deep"
POLL = 0.2
"""Seconds between looks at the processes' work."""


@dataclass(frozen=True)
class Plan:
    """What to build: ``matches`` of ``game`` (its options) played by ``bots`` (one
    spec a seat, or one for every seat) from ``seed``, keeping at most ``per_hand``
    puzzles of a hand (a hand's puzzles mostly repeat one lesson)."""

    game: str
    options: dict[str, Any]
    bots: tuple[str, ...]
    seed: int
    matches: int
    per_hand: int = 2

    def bots_at_seats(self, seats: int) -> tuple[str, ...]:
        return self.bots * seats if len(self.bots) == 1 else self.bots


def match_seed(seed: int, number: int) -> str:
    """The seed of match ``number`` of a build from ``seed``."""
    return f"puzzles/{seed}/{number}"


def played_match(plan: Plan, number: int) -> Match[Any]:
    """Match ``number`` of ``plan``, played out by its bots."""
    game = make_game(plan.game, plan.options)
    return bots_match(game, match_seed(plan.seed, number), plan.bots_at_seats(game.seats))


def bots_match(game: Game[Any], seed: str, bots: Sequence[str]) -> Match[Any]:
    """The match of ``game`` that ``bots`` (one a seat) play from ``seed``, their choices
    drawn from its streams: what a puzzle's ``source`` names, played again."""
    match: Match[Any] = Match(game, seed)
    play(match, Players.streams({seat: load_bot(bot) for seat, bot in enumerate(bots)},
                                seed, "players", labels=dict(enumerate(bots))))
    return match


def stream_name(seed: str, number: int, index: int) -> str:
    """The stream a decision is judged from: the one ``majlis analyze`` gives it."""
    return f"{seed}/hand {number}/action {index}"


def mine_match(plan: Plan, number: int) -> list[dict[str, Any]]:
    """The puzzles of match ``number`` of ``plan``."""
    match = played_match(plan, number)
    return mine(match, "bots", str(match.seed), plan.bots_at_seats(match.game.seats),
                plan.per_hand)


def mine(match: Match[Any], kind: str, name: str, bots: Sequence[str],
         per_hand: int) -> list[dict[str, Any]]:
    """The puzzles of a finished ``match`` (a source of ``kind``, called ``name``: a
    bots' match's seed, or a record's name; its decisions judged from streams named by
    it as ``majlis analyze`` names them), at most ``per_hand`` of a hand."""
    game = match.game
    sieved = review(match, DEPTHS[SIEVE], SIEVE, name, Scope(hindsight=False, luck=False))
    promising = candidates(match, [(hand.number, d) for hand in sieved.hands
                                   for d in hand.decisions], PROMISING)
    deep = [(c.number, rejudged(game, c, stream_name(name, c.number, c.decision.index)))
            for c in promising]
    found = [puzzle_json(game, c, Source(kind, name, tuple(bots), c.number, c.decision.index),
                         match.totals(c.number), DEPTH,
                         stream_name(name, c.number, c.decision.index))
             for c in candidates(match, deep, STRICT)]
    return few_per_hand(found, per_hand)


def few_per_hand(found: list[dict[str, Any]], most: int) -> list[dict[str, Any]]:
    """At most ``most`` of ``found`` from each hand: those first by id (a digest, so
    as good as drawn at random, and the same every time), in their hand's order."""
    kept = set()
    for number in {p["source"]["hand"] for p in found}:
        hand = [p["id"] for p in found if p["source"]["hand"] == number]
        kept |= set(sorted(hand)[:most])
    return [p for p in found if p["id"] in kept]


def rejudged(game: Game[Any], candidate: Candidate, name: str) -> Decision:
    """``candidate``'s decision judged again from its view at :data:`DEPTH`, from the
    streams named ``name``."""
    decision = candidate.decision
    values = fair_values(game, candidate.view, decision.legal, DEPTHS[DEPTH], name)
    return Decision(decision.seat, decision.index, decision.legal, decision.played, values,
                    None)


Progress = Callable[[int, int], None]
"""Told ``(matches mined, puzzles kept)`` as matches finish."""


def build(plan: Plan, workers: int, seconds: float | None = None, enough: int | None = None,
          progress: Progress | None = None) -> tuple[list[dict[str, Any]], int]:
    """``plan``'s puzzles, mined on ``workers`` processes, and the number of matches
    they come from: every match's, or those of the matches finished from the first on
    without a gap when ``seconds`` have passed or once they give ``enough`` puzzles (the
    first ``enough`` of them; the processes still mining are then stopped)."""
    deadline = None if seconds is None else time.monotonic() + seconds
    done: dict[int, list[dict[str, Any]]] = {}
    with multiprocessing.Pool(workers) as pool:  # terminated on leaving
        running = {number: pool.apply_async(mine_match, (plan, number))
                   for number in range(plan.matches)}
        while running and (deadline is None or time.monotonic() < deadline):
            finished = [n for n, result in running.items() if result.ready()]
            for number in finished:
                done[number] = running.pop(number).get()
            if finished and progress is not None:
                progress(len(done), sum(len(p) for p in done.values()))
            if enough is not None and len(kept(done, plan.matches)[0]) >= enough:
                break
            if not finished:
                time.sleep(POLL)
    found, count = kept(done, plan.matches)
    return found[:enough], count


def kept(done: dict[int, list[dict[str, Any]]], matches: int) -> tuple[list[dict[str, Any]], int]:
    """The puzzles of the matches ``done`` from the first on without a gap, and how
    many matches those are."""
    count = next(n for n in range(matches + 1) if n not in done)
    return [p for n in range(count) for p in done[n]], count
