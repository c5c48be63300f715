"""The analysis judges each decision from the acting seat's view alone, reproducibly,
and its values, losses and marks mean what they say."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from majlis.analysis.calibration import CALIBRATIONS, MARKS, Calibration, calibration_of
from majlis.analysis.review import Scope, review
from majlis.analysis.values import Depth, fair_values, hindsight_values
from majlis.bots.game_kits import kit_of
from majlis.bots.search import cards_left
from majlis.games import GAME_IDS, make_game
from majlis.match import Match
from majlis.protocol import Game, View
from majlis.rng import stream

SMALL = Depth(samples=8, playouts=32, exact_cards=6, exact_nodes=2000, batches=2,
              hindsight_playouts=4, luck_deals=4)
"""A depth small enough for tests on two loaded cores."""
ONE_GAME = {"badam-saat": {"games": 1}, "asymmetric-badam-saat": {"games": 1}}


def rules_match(game: Game[Any], seed: int, actions: int | None = None) -> Match[Any]:
    """A match's first hand played by the rules bot at every seat, cut after ``actions``
    actions if given."""
    match = Match(game, seed, auto_deal=False)
    match.deal()
    kit, rng = kit_of(game), stream(seed, "players")
    while match.to_move() is not None and (actions is None or
                                           len(game.history(match.state)) < actions):
        seat, legal = match.to_move(), match.legal_actions()
        assert seat is not None
        match.act(legal[0] if len(legal) == 1 else kit.rules_action(
            game, match.view(seat), legal, rng))
    return match


def cut_at(match: Match[Any], actions: int) -> Match[Any]:
    """``match``'s first hand as it stood after ``actions`` actions."""
    game, hand = match.game, match.hands[0]
    cut = Match(game, match.seed, auto_deal=False)
    cut.deal(hand.deal)
    for _, action in game.history(hand.state)[:actions]:
        cut.act(action)
    return cut


def twin(match: Match[Any], seat: int, seed: int) -> Match[Any] | None:
    """Another deal and history of ``match``'s unfinished first hand that ``seat`` cannot
    tell from the true ones, or None if the draw gave the true deal back."""
    game, state = match.game, match.state
    view = game.view(state, seat)
    rng = stream(seed, "twin")
    rebuilt = game.rebuild(view, kit_of(game).sample_state(game, view, rng).hands, rng)
    assert rebuilt is not None
    if rebuilt.deal == match.hands[0].deal:
        return None
    other = Match(game, match.seed, auto_deal=False)
    other.deal(rebuilt.deal)
    for _, action in rebuilt.history:
        other.act(action)
    assert game.view(other.state, seat) == view
    return other


def choices(match: Match[Any]) -> list[int]:
    """The indices of the actions of ``match``'s first hand chosen among several."""
    game, hand = match.game, match.hands[0]
    state, found = game.start(hand.dealer, hand.deal, (0,) * game.seats, 0), []
    for index, (_, action) in enumerate(game.history(hand.state)):
        if len(game.legal_actions(state)) > 1:
            found.append(index)
        state = game.apply(state, action)
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_values_are_the_same_whatever_the_seat_cannot_see(game_id: str) -> None:
    """A decision early, midway and late in a hand is judged the same in another deal
    and history that the seat cannot tell from the true ones then."""
    game = make_game(game_id, ONE_GAME.get(game_id, {}))
    whole = rules_match(game, 3)
    found = choices(whole)
    actions = game.history(whole.state)
    for index in (found[0], found[len(found) // 2], found[-1]):
        cut = cut_at(whole, index)
        seat = game.to_move(cut.state)
        assert seat is not None
        other = next(m for s in range(20) if (m := twin(cut, seat, s)) is not None)
        judged = []
        for match in (cut, other):
            match.act(actions[index][1])
            scope = Scope(seats={seat}, hindsight=False, luck=False)
            judged.append(review(match, SMALL, "small", "7", scope).json()["hands"][0][
                "decisions"][-1])
        assert judged[0]["index"] == index
        assert judged[0] == judged[1]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_same_record_and_seed_give_the_same_review_and_losses_are_as_said(
        game_id: str) -> None:
    game = make_game(game_id, ONE_GAME.get(game_id, {}))
    match = rules_match(game, 5)
    first = review(match, SMALL, "small", "1").json()
    assert review(match, SMALL, "small", "1").json() == first
    calibration = calibration_of(game)
    assert calibration is not None
    seats = {seat["seat"]: seat for seat in first["seats"]}
    for decision in first["hands"][0]["decisions"]:
        values = {v["text"]: v["value"] for v in decision["values"]}
        assert decision["best"] == max(values, key=values.__getitem__)
        assert decision["loss"] == pytest.approx(values[decision["best"]]
                                                 - values[decision["played"]], abs=1e-3)
        assert decision["loss"] >= 0
        assert decision["mark"] in (None, *MARKS)
        assert "hindsight" in decision and len(decision["hindsight"]["values"]) == len(values)
    for seat, tally in seats.items():
        mine = [d for d in first["hands"][0]["decisions"] if d["seat"] == seat]
        assert tally["unforced"] == len(mine)
        assert tally["decisions"] == tally["unforced"] + tally["forced"]
        assert sum(tally["marks"].values()) == sum(d["mark"] is not None for d in mine)
    assert first["luck"] is not None and len(first["luck"]) == game.seats
    one = review(match, SMALL, "small", "1", Scope(seats={0})).json()
    assert one["hands"][0]["decisions"] == [d for d in first["hands"][0]["decisions"]
                                            if d["seat"] == 0]


def late_decisions(game: Game[Any], seeds: int,
                   cards: int) -> Iterator[tuple[int, Any, View, tuple[int, ...]]]:
    """Each decision with a choice, ``cards`` or fewer cards from the end, of the rules
    hands of matches ``0 .. seeds - 1``: its seed, state, view and legal actions."""
    for seed in range(seeds):
        match = rules_match(game, seed)
        state = game.start(match.hands[0].dealer, match.hands[0].deal, (0,) * game.seats, 0)
        for _, action in game.history(match.state):
            seat, legal = game.to_move(state), game.legal_actions(state)
            assert seat is not None
            view = game.view(state, seat)
            if len(legal) > 1 and cards_left(game, view) <= cards:
                yield seed, state, view, legal
            state = game.apply(state, action)


def same_deal(one: Any, other: Any) -> bool:
    """Whether two states hold the same cards where they are hidden."""
    return bool(one.hands == other.hands
                and getattr(one, "stock", None) == getattr(other, "stock", None))


@pytest.mark.parametrize("game_id", ["bint-al-sbeet", "asymmetric-badam-saat"])
def test_where_the_view_shows_the_deal_the_best_move_is_the_solved_one(game_id: str) -> None:
    """Late in a hand where the seat can tell where every card is, the fair values are
    the exact ones, the best move is the solved best, and playing the worst move loses
    the whole spread."""
    game = make_game(game_id, ONE_GAME.get(game_id, {}))
    kit, depth = kit_of(game), replace(SMALL, exact_cards=14, exact_nodes=20000)
    checked = 0
    for seed, state, view, legal in late_decisions(game, 4, depth.exact_cards):
        if all(same_deal(kit.sample_state(game, view, stream(seed, k)), state)
               for k in range(3)):
            exact = hindsight_values(game, state, legal, depth, "h")
            fair = fair_values(game, view, legal, depth, "f")
            assert exact.exact
            assert fair.means == pytest.approx(exact.values)
            worst = min(range(len(legal)), key=fair.means.__getitem__)
            assert fair.loss(fair.best()) == 0
            assert fair.loss(worst) == pytest.approx(max(exact.values) - min(exact.values))
            checked += 1
    assert checked


def test_marks_follow_the_thresholds_and_stand_out_of_the_noise() -> None:
    calibration = Calibration((1.0, 2.0, 4.0), (8.0, 4.0, 2.0, 1.0))
    assert calibration.mark(0.5, 0.0) is None
    assert calibration.mark(1.0, 0.1) == "inaccuracy"
    assert calibration.mark(3.0, 0.1) == "mistake"
    assert calibration.mark(9.0, 0.1) == "blunder"
    assert calibration.mark(9.0, 5.0) is None  # within two standard errors of nothing
    assert [calibration.rating(x) for x in (20.0, 8.0, 4.0, 2.0, 1.0, 0.01)] == [
        0, 0, 500, 1000, 1500, 1500]
    assert calibration.rating(2 ** -0.5 * 4) == 750
    assert calibration.plays_like(3.9) == "rules"


def test_every_game_is_calibrated_with_ordered_thresholds_and_ladder() -> None:
    """Thresholds rise, and the ladder falls from random to rules to search in every game
    (measured: docs/bots.md)."""
    assert {make_game(g).__class__ for g in GAME_IDS} <= set(CALIBRATIONS)
    for calibration in CALIBRATIONS.values():
        assert list(calibration.marks) == sorted(calibration.marks)
        assert calibration.ladder[0] > calibration.ladder[1] > calibration.ladder[2]


@pytest.mark.parametrize(("game_id", "cards", "nodes"), [
    ("badam-saat", 8, 20000), ("sedma", 8, 20000)])
def test_a_move_best_on_every_deal_the_seat_may_face_is_the_best_and_others_lose(
        game_id: str, cards: int, nodes: int) -> None:
    """Late in a hand, where some moves are the solved best on every deal drawn behind
    the seat's view (so the best move is known), the analysis picks one of them, and
    every other move loses at least the least margin it loses by on those deals."""
    game = make_game(game_id, ONE_GAME.get(game_id, {}))
    kit, depth = kit_of(game), replace(SMALL, exact_cards=cards, exact_nodes=nodes)
    checked = 0
    for seed, _, view, legal in late_decisions(game, 3, cards):
        solved = [hindsight_values(game, kit.sample_state(game, view, stream(seed, k)),
                                   legal, depth, "h") for k in range(8)]
        known = set.intersection(*({i for i, v in enumerate(s.values) if v == max(s.values)}
                                   for s in solved))
        others = set(range(len(legal))) - known
        if known and others and all(s.exact for s in solved):
            margin = min(max(s.values) - max(s.values[i] for i in others) for s in solved)
            fair = fair_values(game, view, legal, depth, "f")
            assert fair.best() in known
            assert all(fair.loss(i) >= margin - 1e-9 for i in others)
            checked += 1
    assert checked


def test_a_game_from_outside_is_reviewed_without_marks_or_rating() -> None:
    """Tiny Tricks (tests/tiny_game.py) has a bot kit and no calibration: its decisions
    are judged, and nothing is marked or rated."""
    from tests import tiny_game

    tiny_game.register()
    game = make_game("tiny-tricks")
    doc = review(rules_match(game, 1), SMALL, "small", "0").json()
    assert doc["thresholds"] is None
    assert any(h["decisions"] for h in doc["hands"])
    assert all(d["mark"] is None for h in doc["hands"] for d in h["decisions"])
    assert all("rating" not in s for s in doc["seats"])


def seven_kept_for_last(game: Game[Any], seeds: int) -> Iterator[tuple[int, int, int, int]]:
    """Sab'at Al-Deemin positions whose best move is known: the seat to move holds two
    cards, both playable, one a seven, and every other seat holds two or more.  Whichever
    it plays, nobody else can go out before its next turn, when its last card will still
    be playable (a seven always is, the other fits already); keeping the seven for last
    scores 200 more, and what the others shed meanwhile is worth at most 20 a seat: so
    the other card is best, by at least 160 times the hand's multiplier.  Yields each
    one's seed, action index, seven and other card (actions) in the rules hands of
    matches ``0 .. seeds - 1``."""
    for seed in range(seeds):
        match = rules_match(game, seed)
        hand = match.hands[0]
        state = game.start(hand.dealer, hand.deal, (0,) * game.seats, 0)
        for index, (seat, action) in enumerate(game.history(match.state)):
            legal, counts = game.legal_actions(state), game.view(state, seat).counts
            sevens = [a for a in legal if game.action_text(a).startswith("7")]
            if counts[seat] == len(legal) == 2 and len(sevens) == 1 and \
                    all(c >= 2 for s, c in enumerate(counts) if s != seat):
                other = next(a for a in legal if a != sevens[0])
                yield seed, index, sevens[0], other
            state = game.apply(state, action)


def test_sabat_keeping_the_seven_for_last_is_best_and_leading_it_a_blunder() -> None:
    """On fixed positions of Sab'at Al-Deemin whose best move is known
    (:func:`seven_kept_for_last`), the review finds the best move, marks leading the
    seven a blunder that loses at least 160 points a multiple, and playing the best
    move loses nothing and earns no mark."""
    game = make_game("sabat-al-deemin")
    positions = list(itertools.islice(seven_kept_for_last(game, 200), 3))
    assert len(positions) == 3
    for seed, index, seven, other in positions:
        whole = rules_match(game, seed)
        judged = {}
        for move in (seven, other):
            cut = cut_at(whole, index)
            seat, multiplier = game.to_move(cut.state), cut.state.multiplier
            cut.act(move)
            doc = review(cut, SMALL, "small", "3", Scope(seats={seat}, luck=False)).json()
            judged[move] = doc["hands"][0]["decisions"][-1]
            assert judged[move]["index"] == index
            assert judged[move]["best"] == game.action_text(other)
            assert judged[move]["hindsight"]["best"] == game.action_text(other)
        assert judged[seven]["loss"] >= 160 * multiplier
        assert judged[seven]["mark"] == "blunder"
        assert judged[other]["loss"] == 0 and judged[other]["mark"] is None
