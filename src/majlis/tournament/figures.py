"""The figures of a tournament: mean scores and win rates per bot and per team, with
95% intervals over the independent units (deals and matches)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from majlis.protocol import Game
from majlis.tournament.playing import DealResult, MatchResult

Z95 = 1.959963984540054
"""The standard normal quantile of 0.975."""


@dataclass(frozen=True)
class Estimate:
    """A figure with its 95% interval, resting on ``n`` independent units
    (``low``/``high`` are None when ``n`` is too small for an interval)."""

    value: float
    low: float | None
    high: float | None
    n: int

    def json(self) -> dict[str, Any]:
        return {"value": self.value, "ci95": [self.low, self.high], "n": self.n}


def t_quantile(p: float, df: int) -> float:
    """The ``p`` quantile (``p`` > 0.5) of Student's t with ``df`` degrees of freedom."""
    if df > 1000:  # Cornish-Fisher: within 1e-8 this far out
        z = _normal_quantile(p)
        return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
    target, low, high = 2 * p - 1, 0.0, 1.0
    while _t_central(high, df) < target:
        high *= 2
    for _ in range(200):
        mid = (low + high) / 2
        low, high = (mid, high) if _t_central(mid, df) < target else (low, mid)
    return (low + high) / 2


def _t_central(t: float, df: int) -> float:
    """P(|T| < t) for Student's t with whole ``df``: the closed-form finite series."""
    theta = math.atan(t / math.sqrt(df))
    cos2 = math.cos(theta) ** 2
    term, total = 1.0, 1.0
    if df % 2 == 0:
        for k in range(1, (df - 2) // 2 + 1):
            term *= cos2 * (2 * k - 1) / (2 * k)
            total += term
        return math.sin(theta) * total
    if df == 1:
        return 2 * theta / math.pi
    for k in range(1, (df - 3) // 2 + 1):
        term *= cos2 * (2 * k) / (2 * k + 1)
        total += term
    return 2 / math.pi * (theta + math.sin(theta) * math.cos(theta) * total)


def _normal_quantile(p: float) -> float:
    from statistics import NormalDist

    return NormalDist().inv_cdf(p)


def mean_interval(samples: Sequence[float]) -> Estimate:
    """The mean of independent ``samples`` with its 95% Student t interval."""
    n = len(samples)
    mean = math.fsum(samples) / n if n else math.nan
    if n < 2:
        return Estimate(mean, None, None, n)
    variance = math.fsum((x - mean) ** 2 for x in samples) / (n - 1)
    half = t_quantile(0.975, n - 1) * math.sqrt(variance / n)
    return Estimate(mean, mean - half, mean + half, n)


def wilson_interval(rate: float, n: float) -> Estimate:
    """A rate observed over ``n`` independent units with its 95% Wilson score interval
    (``n`` may be an effective number of units, see :func:`share_interval`)."""
    if n < 1:
        return Estimate(rate, None, None, int(n))
    z2 = Z95 * Z95
    centre = (rate + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 / (1 + z2 / n) * math.sqrt(rate * (1 - rate) / n + z2 / (4 * n * n))
    return Estimate(rate, max(0.0, centre - half), min(1.0, centre + half), int(n))


def share_interval(shares: Sequence[float], plays: int) -> Estimate:
    """The mean of per-unit win shares, each the mean of a unit's ``plays`` (rotations)
    and so in [0, 1], with a 95% Wilson interval on Kish's effective number of plays.

    That number is ``n p(1 - p) / s2`` (``s2`` the shares' sample variance): the
    rotations of a deal cancel the luck of its seats, so a share varies less from deal
    to deal than a single hand's win.  It is kept at least ``n`` units (a share in
    [0, 1] has a variance of at most p(1 - p), so the units alone are a safe bound; this
    bound is all there is at 0% and 100%) and at most ``n * plays`` (never surer than
    independent hands, however alike the shares).
    """
    n = len(shares)
    rate = math.fsum(shares) / n if n else math.nan
    spread = rate * (1 - rate)
    if n < 2 or not spread > 0:
        return wilson_interval(rate, n)
    variance = math.fsum((x - rate) ** 2 for x in shares) / (n - 1)
    effective = n * plays if variance * plays <= spread else max(n, n * spread / variance)
    return replace(wilson_interval(rate, effective), n=n)


def win_shares(game: Game[Any], winning_seats: Sequence[int]) -> tuple[float, ...]:
    """Each seat's share of a win: the winning sides split it, partners win together."""
    winning = [team for team in game.teams() if set(team) & set(winning_seats)]
    shares = [0.0] * game.seats
    for team in winning:
        for seat in team:
            shares[seat] = 1 / len(winning)
    return tuple(shares)


@dataclass(frozen=True)
class Standing:
    """The figures of one bot, or one team of bots (``members`` are bot positions)."""

    name: str
    members: tuple[int, ...]
    score: Estimate
    hand_wins: float
    hand_win_rate: Estimate
    match_wins: float
    match_win_rate: Estimate | None

    def json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "members": list(self.members),
            "mean_score_per_hand": self.score.json(),
            "hand_wins": self.hand_wins,
            "hand_win_rate": self.hand_win_rate.json(),
            "match_wins": self.match_wins,
            "match_win_rate": self.match_win_rate.json() if self.match_win_rate else None,
        }


@dataclass(frozen=True)
class Tournament:
    """Everything played, in index order, and the figures drawn from it."""

    game: Game[Any]
    bots: tuple[str, ...]
    seed: int
    deals: tuple[DealResult, ...]
    matches: tuple[MatchResult, ...] = field(default=())

    @property
    def hands(self) -> int:
        return sum(len(deal.hands) for deal in self.deals)

    def labels(self) -> list[str]:
        """A name per bot position: the spec, numbered when a spec repeats."""
        return [spec if self.bots.count(spec) == 1 else f"{spec}#{i + 1}"
                for i, spec in enumerate(self.bots)]

    def partnership(self) -> bool:
        return any(len(team) > 1 for team in self.game.teams())

    def standings(self) -> list[Standing]:
        """One standing per bot position."""
        return [self.standing(name, (b,)) for b, name in enumerate(self.labels())]

    def team_standings(self) -> list[Standing]:
        """One standing per team of bots (the game's teams as seated in rotation 0)."""
        labels = self.labels()
        return [self.standing(" + ".join(labels[b] for b in team), team)
                for team in self.game.teams()]

    def standing(self, name: str, members: tuple[int, ...]) -> Standing:
        """The figures of the bots at ``members``, taken together."""
        scores, won = [], []  # per deal: the members' mean score, their hand wins
        for deal in self.deals:
            seats = [[hand.seating.index(b) for b in members] for hand in deal.hands]
            scores.append(_mean([_mean([hand.scores[s] for s in at])
                                 for hand, at in zip(deal.hands, seats, strict=True)]))
            won.append(math.fsum(self.share(hand.scores, at[0])
                                 for hand, at in zip(deal.hands, seats, strict=True)))
        matches_won = [math.fsum(win_shares(self.game, play.winners)[play.seating.index(
            members[0])] for play in match.plays) for match in self.matches]
        return Standing(
            name, members, mean_interval(scores),
            math.fsum(won), self.rate(won), math.fsum(matches_won),
            self.rate(matches_won) if self.matches else None,
        )

    def share(self, scores: Sequence[int], seat: int) -> float:
        """``seat``'s share of the win of a hand that scored ``scores``."""
        return win_shares(self.game, self.game.hand_winners(scores))[seat]

    def rate(self, won: Sequence[float]) -> Estimate:
        """The win rate of units (deals or matches) each played once per rotation, won
        ``won`` times."""
        return share_interval([w / self.game.seats for w in won], self.game.seats)


def _mean(values: Sequence[float]) -> float:
    return math.fsum(values) / len(values)
