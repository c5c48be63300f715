"""Ratings of people and bots, per game, with OpenSkill's Weng-Lin Plackett-Luce model.

A rated match ranks its sides (the game's teams: Sab'at Al-Deemin's two pairs, every
seat alone in the others): the winners first, then the others by their totals, better
first by the game's own ``lower_is_better``; sides level on both share a place.  A
person who left the match before its end counts as last, whatever the bot that played on
for them made of it; everyone else is rated on the places as played.

The bot levels stand on the same scale, fixed from their measured results
(:data:`MEASURED`, the figures of docs/bots.md: every level in every game, each against
the ``rules`` bots): ``rules`` at the model's starting 25,
and each other level as far from the one it was measured against as Plackett-Luce puts
a side that wins ``a`` times as often as the others (``c * ln(a)``), so that a
person's first rated match against bots already means something.  A bot's rating never
moves.

What people read is not the model's (mu, sigma) but :func:`shown`: one linear map onto
the scale rating sites use (the model's start at 1500, :data:`POINTS` a unit of mu), a
figure marked provisional while its uncertainty is above :data:`SETTLED_SIGMA`
(docs/design.md, "Ratings people can read").
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from majlis.bots import LEVELS

MODEL = PlackettLuce()
"""mu 25, sigma 25/3, beta 25/6: the model's defaults."""
BOT_SIGMA = 1.0
"""How sure the bots' ratings are: measured over hundreds of deals."""
ANCHOR = ("rules", 25.0)


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float


START = Rating(MODEL.mu, MODEL.sigma)
SHOWN_START = 1500
"""The figure of the model's start (a newcomer, and the ``rules`` bots): lichess's."""
POINTS = 40.0
"""Figure points per unit of mu: the measured bot levels then spread from about 770
(Bint Al-Sbeet's ``random``) to about 1770 (Sedma's ``search-strong``), and a newcomer's
uncertainty (sigma 25/3) reads about 330, near lichess's 350 for a new player."""
SETTLED_SIGMA = 5.0
"""A rating is provisional while its sigma is above this (about ±200): some ten rated
matches against bots from the start."""
LOWEST = 100
"""No figure is shown below this (the map would need a mu near -10: never a negative
figure)."""


@dataclass(frozen=True)
class Shown:
    """A rating as people read it: the figure, its uncertainty (one sigma) in the same
    points, and whether it is still provisional."""

    rating: int
    plus_minus: int
    provisional: bool


def shown(rating: Rating) -> Shown:
    """The one map from the model's (mu, sigma) to what every page shows."""
    figure = SHOWN_START + POINTS * (rating.mu - START.mu)
    return Shown(max(LOWEST, round(figure)), 10 * round(POINTS * rating.sigma / 10),
                 rating.sigma > SETTLED_SIGMA)


@dataclass(frozen=True)
class Figure:
    """A measured result: ``level`` won ``share`` of the hands or matches where it sat
    against ``sides - 1`` sides of ``against``, which won ``their_share`` each; ``size``
    seats a side."""

    level: str
    against: str
    share: float
    their_share: float
    sides: int
    size: int = 1


MEASURED: dict[str, tuple[Figure, ...]] = {
    # out first: search 29.6/30.0/30.0% of 3,000 hands vs rules' 23.4% mean; rules 52.65%
    # of 4,000 hands vs three random (the rest shared, 15.8% each); search-strong 30.2% of
    # 100 deals vs 23.27%, learned 19.9% of 2,000 vs 26.7% (seed 5)
    "badam-saat": (Figure("search", "rules", 0.2987, 0.2340, 4),
                   Figure("rules", "random", 0.5265, 0.1578, 4),
                   Figure("search-strong", "rules", 0.302, 0.2327, 4),
                   Figure("learned", "rules", 0.199, 0.267, 4)),
    # matches: search 37.1% of 900 vs rules' 21.0% mean; search-strong 42.0% of 25 vs
    # 19.33%, learned 25.3% of 300 vs 24.87%, random 4.7% of 300 vs 31.77% (seed 5)
    "sedma": (Figure("search", "rules", 0.371, 0.210, 4),
              Figure("search-strong", "rules", 0.420, 0.1933, 4),
              Figure("learned", "rules", 0.253, 0.2487, 4),
              Figure("random", "rules", 0.047, 0.3177, 4)),
    # hands: search 51.2% of 2,000 deals x 2 seats; rules 54.2% vs random; search-strong
    # 51.0% of 2,000, learned 50.1% of 4,000 (seed 5)
    "asymmetric-badam-saat": (Figure("search", "rules", 0.512, 0.488, 2),
                              Figure("rules", "random", 0.542, 0.458, 2),
                              Figure("search-strong", "rules", 0.510, 0.489, 2),
                              Figure("learned", "rules", 0.501, 0.499, 2)),
    # matches: a search pair wins 76.8% of 100 against a rules pair; search-strong 74.0% of
    # 50, learned 61.0% of 100, random 8.0% of 100 (seed 5)
    "sabat-al-deemin": (Figure("search", "rules", 0.768, 0.232, 2, 2),
                        Figure("search-strong", "rules", 0.740, 0.260, 2, 2),
                        Figure("learned", "rules", 0.610, 0.390, 2, 2),
                        Figure("random", "rules", 0.080, 0.920, 2, 2)),
    # hands won: search 39.2% vs rules' 20.3% mean; rules 73.8% vs random (8.7% each);
    # search-strong 37.0% of 50 deals vs 21.0%, learned 22.5% of 1,000 vs 25.87% (seed 5)
    "bint-al-sbeet": (Figure("search", "rules", 0.392, 0.203, 4),
                      Figure("rules", "random", 0.738, 0.087, 4),
                      Figure("search-strong", "rules", 0.370, 0.210, 4),
                      Figure("learned", "rules", 0.225, 0.2587, 4)),
}
"""Each game's measured bot results (docs/bots.md, "Measured strength")."""


def gap(figure: Figure) -> float:
    """How much higher ``figure.level`` stands than ``figure.against``, per seat."""
    spread = math.sqrt(figure.sides * (figure.size * BOT_SIGMA**2 + MODEL.beta**2))
    return spread * math.log(figure.share / figure.their_share) / figure.size


def bot_ratings(figures: Sequence[Figure]) -> dict[str, float]:
    """Each level's mu from ``figures``; a level measured in no figure (a game without
    figures of its own) takes the mean gap of every game that measured it."""
    mu = dict([ANCHOR])
    for figure in figures:  # each measured against a level already placed, or below one
        if figure.against in mu:
            mu[figure.level] = mu[figure.against] + gap(figure)
        else:
            mu[figure.against] = mu[figure.level] - gap(figure)
    for level in LEVELS:
        if level not in mu:
            mu[level] = mu["rules"] + mean_gap(level, "rules")
    return mu


def mean_gap(level: str, against: str) -> float:
    """The mean of ``level``'s gap over ``against`` in the games that measured it."""
    gaps = [gap(f) if f.level == level else -gap(f) for figures in MEASURED.values()
            for f in figures if {f.level, f.against} == {level, against}]
    return sum(gaps) / len(gaps)


BOTS: dict[str, dict[str, float]] = {game: bot_ratings(f) for game, f in MEASURED.items()}
"""Each game's bot levels' mu."""


def bot_rating(game: str, level: str) -> Rating:
    """A bot level's fixed rating in ``game`` (a game without figures: the mean gaps)."""
    levels = BOTS.get(game) or bot_ratings(())
    return Rating(levels.get(level, ANCHOR[1]), BOT_SIGMA)


def places(teams: Sequence[Sequence[int]], winners: Sequence[int], totals: Sequence[int],
           lower_is_better: bool) -> list[int]:
    """Each team's place (1 the best): the winners' teams first, then by their mean
    total; teams level on both share a place."""
    def standing(team: Sequence[int]) -> tuple[bool, float]:
        mean = sum(totals[seat] for seat in team) / len(team)
        return not any(seat in winners for seat in team), mean if lower_is_better else -mean

    keys = [standing(team) for team in teams]
    return [1 + sum(other < key for other in keys) for key in keys]


def rate(teams: Sequence[Sequence[int]], team_places: Sequence[int],
         ratings: Mapping[int, Rating], people: Sequence[int],
         left: Sequence[int]) -> dict[int, Rating]:
    """Each person's new rating (``people``: seats), from everyone's rating before
    (``ratings``, bots included) and the teams' places; a seat of ``left`` is rated as
    if its team came last."""
    new: dict[int, Rating] = {}
    for gone in (False, True):
        rated = [seat for seat in people if (seat in left) == gone]
        for seat in rated:
            counted = list(team_places)
            if gone:
                mine = next(n for n, team in enumerate(teams) if seat in team)
                counted[mine] = len(teams) + 1
            new[seat] = _rated(teams, counted, ratings)[seat]
    return new


def _rated(teams: Sequence[Sequence[int]], team_places: Sequence[int],
           ratings: Mapping[int, Rating]) -> dict[int, Rating]:
    before = [[MODEL.rating(mu=ratings[seat].mu, sigma=ratings[seat].sigma) for seat in team]
              for team in teams]
    after = MODEL.rate(before, ranks=[float(p) for p in team_places])
    return {seat: Rating(r.mu, r.sigma) for team, rated in zip(teams, after, strict=True)
            for seat, r in zip(team, rated, strict=True)}
