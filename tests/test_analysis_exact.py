"""Past the search's exact range, on positions whose every card the seat can place, the
analysis gives the exact values (checked against a brute-force minimax of this file's
own), finds the best move and marks what it loses; where it cannot solve, it says its
values are an estimate, shows no standard error and marks nothing."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from majlis.analysis.calibration import calibration_of
from majlis.analysis.review import Tally, judge
from majlis.analysis.text import review_lines, worth
from majlis.analysis.values import DEPTHS, Depth, fair_values
from majlis.bots.game_kits import kit_of
from majlis.bots.search import cards_left
from majlis.games import make_game
from majlis.match import Match
from majlis.protocol import Game
from majlis.rng import stream

QUICK = DEPTHS["quick"]
TOO_BIG = Depth(samples=8, playouts=32, exact_cards=6, exact_nodes=2000, batches=2,
                hindsight_playouts=4, luck_deals=4, solve_nodes=1)
"""A depth whose solving gives up at once: every position goes to the search."""
TWO_SEATS = (("badam-saat", {"players": 2, "games": 1}, range(5)),
             ("asymmetric-badam-saat", {"games": 1}, (0, 18, 19)))
"""The games and the rules hands (match seeds) whose positions are checked."""


def brute_force(game: Game[Any], state: Any, seat: int, known: dict[Any, float]) -> float:
    """The exact value of ``state`` to ``seat`` of a two-seat game (the other seat's
    points less its own), by minimax over every line, each position (the state without
    its history) worked out once."""
    key = replace(state, trail=None)
    if key not in known:
        mover = game.to_move(state)
        if mover is None:
            scores = game.hand_scores(state)
            known[key] = float(scores[1 - seat] - scores[seat])
        else:
            values = [brute_force(game, game.apply(state, action), seat, known)
                      for action in game.legal_actions(state)]
            known[key] = max(values) if mover == seat else min(values)
    return known[key]


def positions(game: Game[Any], seeds: Any, low: int,
              high: int) -> Iterator[tuple[int, Any, tuple[int, ...]]]:
    """The decisions with a choice and ``low`` to ``high`` cards in hand of the rules
    hands of ``seeds``, with no stock left (where the game has one): each one's action
    index, state and legal actions."""
    kit = kit_of(game)
    for seed in seeds:
        match = Match(game, seed, auto_deal=False)
        match.deal()
        rng = stream(seed, "players")
        while (seat := match.to_move()) is not None:
            legal, view = match.legal_actions(), match.view(seat)
            if (len(legal) > 1 and low <= cards_left(game, view) <= high
                    and not getattr(match.state, "stock", ())):
                yield len(game.history(match.state)), match.state, legal
            match.act(legal[0] if len(legal) == 1 else kit.rules_action(game, view, legal, rng))


def solved_positions(game: Game[Any], seeds: Any) -> Iterator[tuple[int, Any, tuple[int, ...],
                                                                    list[float]]]:
    """The positions of two-seat ``game`` (where no card is hidden) with 15 to 17 cards
    left, just past the ``quick`` depth's exact range, each with its legal actions'
    brute-force values."""
    for index, state, legal in positions(game, seeds, QUICK.exact_cards + 1, 17):
        seat, known = game.to_move(state), {}
        values = [brute_force(game, game.apply(state, a), seat, known) for a in legal]
        yield index, state, legal, values


def test_past_the_exact_range_the_values_are_exact_and_blunders_marked() -> None:
    """Each position's worst move, judged at ``quick``: its values are the brute-force
    ones, exact (no error), the best move is a best one, the loss is what the worst move
    gives up, and it earns the mark that loss earns (a blunder, some of them)."""
    marks = []
    for game_id, options, seeds in TWO_SEATS:
        game = make_game(game_id, options)
        calibration = calibration_of(game)
        assert calibration is not None
        for index, state, legal, exact in solved_positions(game, seeds):
            worst = min(range(len(legal)), key=exact.__getitem__)
            decision = judge(game, state, index, legal[worst], legal, QUICK, "exact", True)
            doc = decision.json(game)
            assert doc["judged"] == "exact"
            assert [v["value"] for v in doc["values"]] == pytest.approx(exact)
            assert all(v["se"] == 0 for v in doc["values"]) and doc["loss_se"] == 0
            assert exact[decision.values.best()] == max(exact)
            assert doc["loss"] == pytest.approx(max(exact) - exact[worst])
            assert doc["mark"] == calibration.mark(max(exact) - exact[worst], 0.0)
            assert doc["hindsight"]["exact"]
            assert doc["hindsight"]["values"] == pytest.approx(exact)
            marks.append(doc["mark"])
    assert len(marks) >= 15
    assert "blunder" in marks


@pytest.mark.parametrize(("game_id", "options", "seeds"), TWO_SEATS)
def test_an_estimate_says_so_shows_no_error_and_marks_nothing(
        game_id: str, options: dict[str, Any], seeds: Any) -> None:
    """Where the one deal the view shows is too big to solve, its values are the
    search's playouts of that deal: an estimate, without standard errors, unmarked even
    where the move played is the worst, counted apart from the seat's mean loss and said
    to be an estimate in the text."""
    game = make_game(game_id, options)
    index, state, legal, exact = next(solved_positions(game, seeds))
    worst = min(range(len(legal)), key=exact.__getitem__)
    decision = judge(game, state, index, legal[worst], legal, TOO_BIG, "estimate", False)
    doc = decision.json(game)
    assert doc["judged"] == "estimate"
    assert doc["mark"] is None and doc["loss_se"] is None
    assert all(v["se"] is None for v in doc["values"])
    tally = Tally(decisions=1)
    tally.judged(decision)
    seat = tally.json(decision.seat, calibration_of(game))
    assert (seat["estimated"], seat["unforced"], seat["mean_loss"]) == (1, 1, None)
    lines = list(review_lines({
        "game": game.id, "depth": "too big", "seed": "0", "thresholds": None, "luck": None,
        "seats": [seat], "hands": [{"number": 0, "dealer": 0, "decisions": [doc],
                                    "seats": [seat], "luck": None}]}))
    assert any("1 by estimate" in line for line in lines)
    assert worth(-12.4, None, 2) == "worth about -12.40 (estimate)"


def test_a_view_with_hidden_cards_is_sampled_with_errors() -> None:
    """Four-seat Badam Saat hides the others' hands: its values are sampled, over deals
    that differ, with standard errors."""
    game = make_game("badam-saat", {"games": 1})
    _, state, legal = next(positions(game, (0,), 15, 30))
    seat = game.to_move(state)
    assert seat is not None
    values = fair_values(game, game.view(state, seat), legal, TOO_BIG, "hidden")
    assert values.judged == "sampled"
    assert any(error > 0 for error in values.errors())


def test_which_views_hide_nothing() -> None:
    """Two-seat Badam Saat shows every card from the deal on; four seats do not;
    Asymmetric Badam Saat does once its stock is empty, not before."""
    two, four = make_game("badam-saat", {"players": 2}), make_game("badam-saat")
    for game, shown in ((two, True), (four, False)):
        state = game.deal(stream(1), 0)
        assert game.hides_nothing(game.view(state, 0)) is shown
    asymmetric = make_game("asymmetric-badam-saat")
    state = asymmetric.deal(stream(1), 0)
    assert not asymmetric.hides_nothing(asymmetric.view(state, 0))
    _, late, _ = next(positions(asymmetric, (0,), 2, 40))
    assert asymmetric.hides_nothing(asymmetric.view(late, 0))


@pytest.mark.parametrize(("game_id", "options", "seeds"), TWO_SEATS)
def test_the_game_s_claims_hold_where_the_solver_relies_on_them(
        game_id: str, options: dict[str, Any], seeds: Any) -> None:
    """Where the game says a view hides nothing, the deal its sampler draws behind the
    view is the true one; and over every line from such a position, two states share a
    ``position`` exactly when they are the same state but for their histories (lines
    meet there)."""
    game = make_game(game_id, options)
    kit = kit_of(game)
    _, state, _ = next(positions(game, seeds, 10, 15))
    seat = game.to_move(state)
    assert seat is not None
    view = game.view(state, seat)
    assert game.hides_nothing(view)
    drawn = kit.sample_state(game, view, stream("any"))
    assert replace(drawn, trail=None) == replace(state, trail=None)
    pairs: dict[Any, Any] = {}
    todo, met = [state], 0
    while todo:
        here = todo.pop()
        key = replace(here, trail=None)
        if key in pairs:  # reached again by another line: the same position
            assert game.position(here) == pairs[key]
            met += 1
        else:
            pairs[key] = game.position(here)
            todo.extend(game.apply(here, a) for a in game.legal_actions(here))
    assert len(set(pairs.values())) == len(pairs) > 20
    assert met
