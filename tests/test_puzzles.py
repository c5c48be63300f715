"""Mining puzzles: which decisions make one (clearly best, not estimated, not decided, a
whole choice), the view kept as the game gave it, the themes the games name, the
library's order and daily puzzle, and the ratings an attempt moves."""

from __future__ import annotations

import datetime
import json
from collections.abc import Iterator
from typing import Any

import pytest

from majlis.analysis.review import Decision
from majlis.analysis.values import ESTIMATE, EXACT, SAMPLED, Values
from majlis.games import game_ids, make_game
from majlis.match import Match
from majlis.protocol import Game
from majlis.puzzles.library import Library, answer, question
from majlis.puzzles.mining import PROMISING, STRICT, candidates, clearly_best, decided
from majlis.puzzles.puzzle import Source, load, puzzle_json
from majlis.puzzles.themes import themes
from majlis.puzzles.views import read_view, view_json
from majlis.rng import Rng
from majlis.server.puzzle_ratings import rated_pair
from majlis.server.ratings import START

MISTAKE = 27.0
"""Sab'at Al-Deemin's mistake threshold (majlis.analysis.calibration)."""


def sampled(*batches: tuple[float, ...]) -> Values:
    means = tuple(sum(b[i] for b in batches) / len(batches) for i in range(len(batches[0])))
    return Values(means, batches, SAMPLED)


def test_the_best_move_must_clear_the_mistake_threshold_and_the_noise() -> None:
    assert clearly_best(Values((100.0, 50.0), ((100.0, 50.0),), EXACT), MISTAKE)
    assert not clearly_best(Values((100.0, 80.0), ((100.0, 80.0),), EXACT), MISTAKE)
    assert not clearly_best(Values((100.0, 50.0), ((100.0, 50.0),), ESTIMATE), MISTAKE)
    steady = sampled(*[(100.0 + d, 50.0 - d) for d in (-1, 1, -2, 2, 0, 1, -1, 0)])
    assert clearly_best(steady, MISTAKE)
    noisy = sampled(*[(100.0 + d, 50.0 - d) for d in (-90, 90, -80, 80, 0, 60, -60, 0)])
    assert noisy.means[0] - noisy.means[1] >= MISTAKE and not clearly_best(noisy, MISTAKE)
    assert clearly_best(Values((100.0, 80.0), ((100.0, 80.0),), EXACT), MISTAKE, PROMISING)
    assert not clearly_best(Values((100.0,), ((100.0,),), EXACT), MISTAKE)


def test_a_match_already_won_or_lost_is_decided_but_points_always_count() -> None:
    sedma, badam = make_game("sedma"), make_game("badam-saat")
    assert decided(sedma, Values((0.99, 0.95), ((0.99, 0.95),), EXACT))
    assert decided(sedma, Values((-0.95, -0.99), ((-0.95, -0.99),), EXACT))
    assert not decided(sedma, Values((0.99, 0.2), ((0.99, 0.2),), EXACT))
    assert not decided(badam, Values((0.99, 0.95), ((0.99, 0.95),), EXACT))


def first_choices(match: Match[Any], hand: int = 0) -> Iterator[tuple[int, int, Any]]:
    """Each decision with a choice in ``hand``: its index, seat and state."""
    game, dealt = match.game, match.hands[hand]
    state = game.start(dealt.dealer, dealt.deal, match.totals(hand), hand)
    for index, (seat, action) in enumerate(game.history(dealt.state)):
        if len(game.legal_actions(state)) > 1:
            yield index, seat, state
        state = game.apply(state, action)


def finished(game_id: str, seed: str = "mined") -> Match[Any]:
    game = make_game(game_id, {"games": 1} if "badam" in game_id else {})
    match: Match[Any] = Match(game, seed)
    while match.hands[0] is match.hands[-1] and match.to_move() is not None:
        match.act(match.legal_actions()[-1])
    return match


def deciding(game: Game[Any], state: Any, index: int, favoured: int, gap: float) -> Decision:
    legal = game.legal_actions(state)
    means = tuple(gap if i == favoured else 0.0 for i in range(len(legal)))
    return Decision(game.to_move(state), index, legal, 0, Values(means, (means,), EXACT), None)


def test_candidates_are_the_clear_decisions_with_their_seats_views() -> None:
    match = finished("sabat-al-deemin")
    game = match.game
    index, seat, state = next(first_choices(match))
    clear = deciding(game, state, index, 1, 2 * MISTAKE)
    found = candidates(match, [(0, clear), (0, deciding(game, state, index, 1, MISTAKE / 2))])
    assert len(found) == 1 and found[0].decision is clear
    assert found[0].view == game.view(state, seat)
    assert found[0].answer == game.legal_actions(state)[1]


def test_one_pick_of_several_is_no_puzzle() -> None:
    match = finished("bint-al-sbeet", "passing")
    game = match.game
    index, seat, state = next(first_choices(match))
    assert game.board(game.view(state, seat)).to_choose == 3
    assert candidates(match, [(0, deciding(game, state, index, 1, 100.0))]) == []
    index, seat, state = next((i, s, st) for i, s, st in first_choices(match)
                              if game.board(game.view(st, s)).asked.name == "follow")
    assert candidates(match, [(0, deciding(game, state, index, 1, 100.0))])


@pytest.mark.parametrize("game_id", game_ids())
def test_a_view_is_kept_field_for_field(game_id: str) -> None:
    match = finished(game_id, "kept")
    game = match.game
    for _, seat, state in first_choices(match):
        view = game.view(state, seat)
        assert read_view(game, json.loads(json.dumps(view_json(view)))) == view
    with pytest.raises(ValueError):
        read_view(game, {**view_json(view), "deal": []})


def positions(game_id: str, matches: int = 6) -> Iterator[tuple[Game[Any], Any, tuple[int, ...]]]:
    """Views with a choice, and their legal actions, from random matches."""
    game = make_game(game_id)
    rng = Rng(7)
    for number in range(matches):
        state = game.deal(rng, number % game.seats)
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_actions(state)
            if len(legal) > 1:
                yield game, game.view(state, seat), legal
            state = game.apply(state, legal[rng.randrange(len(legal))])


def test_sabat_al_deemin_names_keeping_a_playable_seven() -> None:
    seen = 0
    for game, view, legal in positions("sabat-al-deemin"):
        sevens = [a for a in legal if game.action_text(a).rstrip("!").startswith("7")]
        others = [a for a in legal if a not in sevens and a < 64]
        if sevens and others:
            assert themes(game, view, others[0], legal)[:1] == ("keep_the_seven",)
            assert "keep_the_seven" not in themes(game, view, sevens[0], legal)
            seen += 1
    assert seen


def test_sedma_names_setting_a_double() -> None:
    seen = 0
    for game, view, legal in positions("sedma"):
        for action in legal:
            text = game.action_text(action)
            double = text[0] == text[-1] and "-" in text
            assert ("set_the_double" in themes(game, view, action, legal)) == double
            seen += double
    assert seen


def test_bint_al_sbeet_names_ducking_the_queen_under_a_trick_that_holds_her() -> None:
    ranks = "23456789TJQKA"
    seen = 0
    for game, view, legal in positions("bint-al-sbeet", 12):
        trick = [game.item_text(card) for _, card in getattr(view, "trick", ())]
        if "QS" not in trick:
            continue
        led = [ranks.index(text[0]) for text in trick if text[1] == trick[0][1]]
        for card in legal:
            text = game.item_text(card)
            takes = text[1] == trick[0][1] and ranks.index(text[0]) > max(led)
            assert ("duck_the_queen" in themes(game, view, card, legal)) == (not takes)
            seen += not takes
    assert seen


def test_the_sevens_name_blocking_a_run_only_for_a_card_held_back() -> None:
    seen = 0
    for game_id in ("badam-saat", "asymmetric-badam-saat"):
        for game, view, legal in positions(game_id):
            named = [a for a in legal if "block_the_run" in themes(game, view, a, legal)]
            assert len(named) < len(legal)  # something is always held back
            seen += bool(named)
    assert seen


def test_counting_the_cards_where_the_view_shows_everything() -> None:
    game = make_game("badam-saat", {"players": 2})
    _, view, legal = next(positions_of(game))
    assert "count_the_cards" in themes(game, view, legal[0], legal)


def positions_of(game: Game[Any]) -> Iterator[tuple[Game[Any], Any, tuple[int, ...]]]:
    state = game.deal(Rng(3), 0)
    while (seat := game.to_move(state)) is not None:
        legal = game.legal_actions(state)
        if len(legal) > 1:
            yield game, game.view(state, seat), legal
        state = game.apply(state, legal[0])


def test_a_puzzle_is_put_without_its_answer_or_its_source() -> None:
    match = finished("sabat-al-deemin")
    game = match.game
    index, _, state = next(first_choices(match))
    found = candidates(match, [(0, deciding(game, state, index, 1, 2 * MISTAKE))], STRICT)[0]
    doc = puzzle_json(game, found, Source("bots", "mined", ("rules",) * 4, 0, index),
                      match.totals(0), "deep", "mined/hand 0/action 0")
    put = json.dumps(question(doc))
    assert "mined" not in put and "values" not in put and "why" not in put
    assert answer(doc)["answer"] == game.action_text(found.answer)
    assert load(doc).view == found.view and load(doc).answer == found.answer


def test_the_library_steps_round_a_game_and_keeps_one_puzzle_a_day() -> None:
    library = Library([{"id": f"g-{n}", "game": "g" if n < 3 else "h"} for n in range(5)])
    assert [p["id"] for p in library.of("g")] == ["g-0", "g-1", "g-2"]
    assert library.around(library.by_id["g-2"], "g") == ("g-1", "g-0")
    assert library.around(library.by_id["g-0"], None) == ("g-4", "g-1")
    assert library.around(library.by_id["g-4"], "g") == ("g-3", "g-3")  # its own game's
    day = datetime.date(2026, 11, 28)
    assert library.daily(day, "h") == library.daily(day, "h")
    assert library.daily(day, "h")["game"] == "h"  # type: ignore[index]
    days = {library.daily(day + datetime.timedelta(n))["id"] for n in range(30)}  # type: ignore[index]
    assert len(days) > 1


def test_solving_raises_the_solver_and_lowers_the_puzzle() -> None:
    solver, puzzle = rated_pair(START, START, solved=True)
    assert solver.mu > START.mu > puzzle.mu
    solver, puzzle = rated_pair(START, START, solved=False)
    assert solver.mu < START.mu < puzzle.mu
