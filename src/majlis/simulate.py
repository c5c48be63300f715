"""Random-play simulation and the playout benchmark (`majlis simulate`, `majlis bench`)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from majlis.match import Match
from majlis.protocol import Game
from majlis.rng import Rng, stream


def random_match(game: Game[Any], seed: int | str) -> Match[Any]:
    """A whole match played by random legal players, all drawn from ``seed``."""
    match: Match[Any] = Match(game, seed)
    rng = stream(seed, "players")
    while match.winners is None:
        legal = match.legal_actions()
        match.act(legal[int(rng.random() * len(legal))])
    return match


def match_seed(seed: int, number: int) -> str:
    """The seed of match ``number`` of a simulation run."""
    return f"{seed}/{number}"


@dataclass
class Summary:
    """Figures over simulated matches."""

    matches: int = 0
    hands: int = 0
    actions: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    wins: list[int] = field(default_factory=list)

    def add(self, match: Match[Any]) -> None:
        game = match.game
        self.matches += 1
        if not self.wins:
            self.wins = [0] * game.seats
        for hand in match.hands:
            self.hands += 1
            self.actions.append(len(game.history(hand.state)))
            self.scores.extend(game.hand_scores(hand.state))
        for seat in match.winners or ():
            self.wins[seat] += 1

    def lines(self) -> Iterator[str]:
        yield f"matches            {self.matches}"
        yield f"hands              {self.hands} ({self.hands / max(self.matches, 1):.1f} a match)"
        if self.actions:
            yield (f"actions per hand   mean {statistics.fmean(self.actions):.1f}, "
                   f"min {min(self.actions)}, max {max(self.actions)}")
            yield (f"points per seat    mean {statistics.fmean(self.scores):.1f}, "
                   f"min {min(self.scores)}, max {max(self.scores)}, "
                   f"stdev {statistics.pstdev(self.scores):.1f}")
        yield "match wins by seat " + " ".join(str(w) for w in self.wins)


def playout_rate(game: Game[Any], seconds: float, generic: bool = False) -> float:
    """Random hands per CPU second: deal then play out, on this process's one core.

    CPU time rather than wall time, so that other work on a busy machine does not
    lower the figure.  ``generic`` drives the plain protocol loop
    (legal_actions/apply) instead of the game's ``rollout``.
    """
    rng = Rng(0)
    play = (lambda s, r: Game.rollout(game, s, r)) if generic else game.rollout
    hands = 0
    start = time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        for _ in range(20):
            play(game.deal(rng, hands % game.seats), rng)
        hands += 20
    return hands / elapsed
