"""Random-play simulation and the playout benchmark (`majlis simulate`, `majlis bench`)."""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from majlis import fast
from majlis.bots import RandomBot
from majlis.match import Match
from majlis.play import Players, play
from majlis.protocol import Game
from majlis.rng import Rng, stream


def random_match(game: Game[Any], seed: int | str) -> Match[Any]:
    """A whole match played by random legal players, all drawn from ``seed``."""
    match: Match[Any] = Match(game, seed)
    rng = stream(seed, "players")
    seats = range(game.seats)
    play(match, Players({s: RandomBot() for s in seats}, {s: rng for s in seats},
                        {s: RandomBot.name for s in seats}))
    return match


def simulated_match_seed(seed: int, number: int) -> str:
    """The seed of match ``number`` of a simulation run."""
    return f"{seed}/{number}"


@dataclass
class Summary:
    """Figures over simulated matches, kept as exact integer sums so that the pure and
    the compiled path (``majlis.fast.simulate``) print the same lines.  A hand the rules
    void (a redeal) is counted apart: its actions and zero scores are not a hand played."""

    matches: int = 0
    hands: int = 0
    voided: int = 0
    action_sum: int = 0
    action_min: int = 0
    action_max: int = 0
    score_count: int = 0
    score_sum: int = 0
    score_squares: int = 0
    score_min: int = 0
    score_max: int = 0
    wins: list[int] = field(default_factory=list)

    def add(self, match: Match[Any]) -> None:
        game = match.game
        if not self.wins:
            self.wins = [0] * game.seats
        for hand in match.hands:
            if game.is_void(hand.state):
                self.voided += 1
            else:
                self.add_hand(len(game.history(hand.state)), game.hand_scores(hand.state))
        self.matches += 1
        for seat in match.winners or ():
            self.wins[seat] += 1

    def add_hand(self, actions: int, scores: tuple[int, ...]) -> None:
        first = not self.hands
        self.hands += 1
        self.action_sum += actions
        self.action_min = actions if first else min(self.action_min, actions)
        self.action_max = actions if first else max(self.action_max, actions)
        for score in scores:
            first = not self.score_count
            self.score_count += 1
            self.score_sum += score
            self.score_squares += score * score
            self.score_min = score if first else min(self.score_min, score)
            self.score_max = score if first else max(self.score_max, score)

    def lines(self) -> Iterator[str]:
        yield f"matches            {self.matches}"
        voided = f", and {self.voided} voided by a redeal" if self.voided else ""
        yield (f"hands              {self.hands} ({self.hands / max(self.matches, 1):.1f} a match)"
               f"{voided}")
        if self.hands:
            n = self.score_count
            spread = math.sqrt(n * self.score_squares - self.score_sum ** 2) / n
            yield (f"actions per hand   mean {self.action_sum / self.hands:.1f}, "
                   f"min {self.action_min}, max {self.action_max}")
            yield (f"points per seat    mean {self.score_sum / n:.1f}, "
                   f"min {self.score_min}, max {self.score_max}, stdev {spread:.1f}")
        yield ("match wins by seat " + " ".join(str(w) for w in self.wins)
               + " (a win shared by several seats counts for each)" * self.shares_wins())

    def shares_wins(self) -> bool:
        """Whether some match was won by more than one seat."""
        return sum(self.wins) > self.matches


def simulate(game: Game[Any], seed: int, matches: int) -> Summary:
    """The figures of ``matches`` random matches of a run (those of :func:`random_match`
    on :func:`simulated_match_seed`), computed by the compiled core when it plays the game."""
    if not fast.plays(game):
        summary = Summary()
        for number in range(matches):
            summary.add(random_match(game, simulated_match_seed(seed, number)))
        return summary
    (count, hands, voided, action_sum, action_min, action_max, score_count, score_sum,
     score_squares, score_min, score_max, wins) = fast.simulate(game, seed, 0, matches)
    return Summary(count, hands, voided, action_sum, action_min, action_max, score_count,
                   score_sum, score_squares, score_min, score_max, list(wins))


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


def core_rate(game: Game[Any], seconds: float) -> float:
    """:func:`playout_rate` through the compiled core (the same deals and choices)."""
    hands, batch = 0, 1000
    start = time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        fast.random_hands(game, hands, batch)
        hands += batch
    return hands / elapsed
