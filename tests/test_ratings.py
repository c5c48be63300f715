"""Ratings: places from a match's result (teams, lowest or highest wins, ties), the
Plackett-Luce update of people beside fixed bots (Sab'at Al-Deemin by team, a leaver
counting as last while the partner keeps the result), the bots' ratings reproducing
the measured figures they were fixed from, and the one map to the figures people read."""

from __future__ import annotations

import math

import pytest

from majlis.bots import LEVELS
from majlis.games import GAME_IDS, make_game
from majlis.server.ratings import (
    BOT_SIGMA,
    BOTS,
    LOWEST,
    MEASURED,
    MODEL,
    SETTLED_SIGMA,
    START,
    Rating,
    bot_rating,
    places,
    rate,
    shown,
)

PAIRS = ((0, 2), (1, 3))


def test_places_follow_winners_then_totals_either_way() -> None:
    assert places(PAIRS, winners=(1, 3), totals=(120, 500, 120, 500),
                  lower_is_better=False) == [2, 1]
    alone = ((0,), (1,), (2,), (3,))
    assert places(alone, winners=(2,), totals=(30, 12, 0, 12), lower_is_better=True) \
        == [4, 2, 1, 2]  # level on totals: one place shared
    assert places(alone, winners=(0,), totals=(61, 20, 35, 10), lower_is_better=False) \
        == [1, 3, 2, 4]


def test_a_pair_is_rated_together_and_a_leaver_alone_loses() -> None:
    game = make_game("sabat-al-deemin", {})
    assert game.describe().teams == PAIRS  # the game says who plays together
    bots = {seat: bot_rating("sabat-al-deemin", "rules") for seat in (1, 3)}
    ratings = {0: START, 2: Rating(30.0, 4.0), **bots}
    won = rate(PAIRS, [1, 2], ratings, people=[0, 2], left=[])
    assert won[0].mu > START.mu and won[2].mu > 30.0
    assert won[0].sigma < START.sigma
    gone = rate(PAIRS, [1, 2], ratings, people=[0, 2], left=[0])
    assert gone[0].mu < START.mu  # counted as lost though the pair won
    assert gone[2] == won[2]  # the partner keeps the pair's result
    lost = rate(PAIRS, [2, 1], ratings, people=[0, 2], left=[])
    assert lost[0].mu < START.mu and lost[2].mu < 30.0


def test_every_level_of_every_game_stands_where_its_own_results_put_it() -> None:
    for game in GAME_IDS:
        levels = BOTS.get(game)
        assert levels is not None, f"{game} has no measured bot figures"
        measured = {level for f in MEASURED[game] for level in (f.level, f.against)}
        assert measured == set(LEVELS), f"{game}: a level without a figure of its own"
        assert levels["rules"] == 25.0
        assert levels["random"] < levels["rules"] < levels["search"]
        assert len(set(levels.values())) == len(levels), f"{game}: two levels share a rating"


@pytest.mark.parametrize("game", sorted(MEASURED))
def test_bot_ratings_give_back_the_shares_they_were_measured_at(game: str) -> None:
    """Under Plackett-Luce, a side wins first place in proportion to exp(mu / c), c the
    match's spread: the fixed ratings reproduce each measured ratio of wins."""
    for f in MEASURED[game]:
        spread = math.sqrt(f.sides * (f.size * BOT_SIGMA**2 + MODEL.beta**2))
        gap = f.size * (BOTS[game][f.level] - BOTS[game][f.against]) / spread
        assert math.exp(gap) == pytest.approx(f.share / f.their_share, rel=1e-9)


def test_a_newcomer_reads_1500_provisional_and_never_a_negative_figure() -> None:
    """Before: a newcomer's start stood at -25.0 (mu - 3 sigma), and read 1.2 or -3.6
    after one lost match; now the start reads as lichess's "1500?", and one lost match
    moves it by a figure people know, still provisional, never below zero."""
    start = shown(START)
    assert (start.rating, start.provisional) == (1500, True)
    assert 300 <= start.plus_minus <= 350
    alone = ((0,), (1,), (2,), (3,))
    bots = {seat: bot_rating("sedma", "search-strong") for seat in (1, 2, 3)}
    lost = shown(rate(alone, [4, 1, 2, 3], {0: START, **bots}, people=[0], left=[])[0])
    assert 1000 < lost.rating < 1500 and lost.provisional
    assert shown(Rating(-500.0, 0.5)).rating == LOWEST > 0


def test_a_rating_settles_once_its_uncertainty_is_small() -> None:
    assert shown(Rating(30.0, SETTLED_SIGMA + 0.01)).provisional
    settled = shown(Rating(30.0, SETTLED_SIGMA))
    assert not settled.provisional and settled.rating == 1700


def test_every_bot_level_reads_its_own_figure_on_a_familiar_scale() -> None:
    """Before, three levels of every game read exactly 26.9; now each level of each game
    has a figure of its own, rules at the start's 1500, all settled, within 600-1900."""
    for game, levels in BOTS.items():
        figures = {level: shown(bot_rating(game, level)) for level in levels}
        assert figures["rules"].rating == 1500
        assert len({f.rating for f in figures.values()}) == len(LEVELS), (game, figures)
        assert all(600 <= f.rating <= 1900 and not f.provisional for f in figures.values())
