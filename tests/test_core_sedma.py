"""Sedma's rules policy in the compiled core against the Python bots (the authority).

``majlis.bots.sedma.playout`` and the core's ``play_rules`` must make the same choices
from any state: states reached by rules play and by random play, in every phase of
the hand (before the lead, mid-train, after passes, near the match target), under
every option set of the conformance suite.  The core reads what each seat has seen
from the flat train (each tile with the passes before it), so the flat state must
carry the whole history.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from majlis import fast
from majlis.bots import sedma as sedma_bots
from majlis.bots.botkit import Budget
from majlis.bots.game_kits import kit_of
from majlis.bots.search import SearchBot, _Judge
from majlis.dominoes import DOUBLES
from majlis.games import make_game
from majlis.games.sedma import Sedma, SedmaState, offer_passed
from majlis.rng import Rng, stream
from tests.test_conformance import IDS, OPTION_SETS
from tests.test_core import played_states

if not fast.has_rules_policy(make_game("sedma")):
    pytest.skip("the compiled core with Sedma's rules policy is not built",
                allow_module_level=True)

CASES = [options for game_id, options in OPTION_SETS if game_id == "sedma"]
CASE_IDS = [i for i, (game_id, _) in zip(IDS, OPTION_SETS, strict=True) if game_id == "sedma"]
SEEDS = range(40)
TOTALS = ((0, 0, 0, 0), (57, 12, 58, 40), (20, 29, 24, 29))
"""Match totals before the hand: from the start, and close to the targets (60, 25, 30)
where a hand stops at once."""


def hand_states(game: Sedma, seed: int, rules: bool) -> list[SedmaState]:
    """Every state of one hand played by rules players (or at random), the end included."""
    rng = stream(seed, "core-sedma")
    totals = TOTALS[seed % len(TOTALS)]
    return played_states(game, game.deal(rng, seed % game.seats, totals), rng, rules)


@pytest.mark.parametrize("options", CASES, ids=CASE_IDS)
@pytest.mark.parametrize("rules", [True, False], ids=["rules-play", "random-play"])
def test_core_rules_playouts_are_the_python_playouts(options: dict[str, Any],
                                                     rules: bool) -> None:
    game = make_game("sedma", options)
    assert isinstance(game, Sedma)
    for seed in SEEDS:
        for state in hand_states(game, seed, rules):
            expected = sedma_bots.playout(game, state, Rng(seed))
            assert fast.rollout(game, state, Rng(seed), rules=True) == expected, seed
            assert fast.playout_scores(game, state, seed, True) == expected.scores, seed


@pytest.mark.parametrize("options", CASES, ids=CASE_IDS)
def test_core_reads_what_the_seats_have_seen(options: dict[str, Any]) -> None:
    """Where what a seat has seen changes the rules' choice, the core chooses as
    Python does: it reads the passes and tiles of the history from the flat train."""
    game = make_game("sedma", options)
    assert isinstance(game, Sedma)
    read = 0
    for seed in SEEDS:
        for state in hand_states(game, seed, True)[:-1]:
            history = game.history(state)
            if not history or state.end < 0:
                continue
            args = (state.turn, state.hands[state.turn], state.end, state.doubles,
                    sum(1 << t for t in state.train), [h.bit_count() for h in state.hands])
            seen = sedma_bots.cannot_hold(game, game.view(state, state.turn))
            blind = offer_passed(state.dealer, history[0][0])
            if (sedma_bots.choose(*args, seen, game.forced_play)
                    != sedma_bots.choose(*args, blind, game.forced_play)):
                read += 1
                expected = sedma_bots.playout(game, state, Rng(seed))
                assert fast.rollout(game, state, Rng(seed), rules=True) == expected, seed
    assert read > 0


def test_flat_states_round_trip_with_their_passes() -> None:
    game = Sedma(forced_play=False)
    layout = fast.layout(game)
    for seed in SEEDS:
        for state in hand_states(game, seed, False):
            again = layout.state(layout.flat(state), game.seats, state.trail)
            assert again == state


ALL = (1 << 28) - 1
AFTER_LEAD = (0, 0, 1, 0, 1, 0, ALL & ~1, 0, 0, 0, *(0,) * 8, 1, 0)
"""Seat 0 has led 0-0 and holds every other tile; seat 1 is to move (the train, counted
last, holds that one tile)."""
BEFORE_LEAD = (0, 1, 1, -1, 0, 0, ALL & ~DOUBLES, DOUBLES, 0, 0, *(0,) * 8, 0)
"""Seat 0 holds no double, so the lead offer has passed on to seat 1."""
BAD_FLATS = [
    (AFTER_LEAD, {1: 4}, "leader"),
    (AFTER_LEAD, {3: 7}, "end out of range"),
    (AFTER_LEAD, {3: -1}, "open end"),
    (AFTER_LEAD, {5: 5}, "passes"),
    (AFTER_LEAD, {7: 2}, "two places"),
    (AFTER_LEAD, {6: ALL & ~3}, "missing"),
    (AFTER_LEAD, {19: 1 << 5}, "passes before"),
    (AFTER_LEAD, {19: 29}, "non-tile"),
    (AFTER_LEAD, {19: -1}, "train out of range"),
    (AFTER_LEAD, {18: 2}, "train count out of range"),
    (BEFORE_LEAD, {2: 0}, "no double"),
    (BEFORE_LEAD, {5: 1}, "passes"),
]


@pytest.mark.parametrize(("good", "changes", "words"), BAD_FLATS)
def test_bad_flat_states_raise(good: tuple[int, ...], changes: dict[int, int],
                               words: str) -> None:
    core = fast.core
    assert core is not None
    options = fast.options(Sedma())
    for rules in (True, False):
        core.playout_scores("sedma", options, good, 0, rules)
    bad = tuple(changes.get(i, word) for i, word in enumerate(good))
    with pytest.raises(ValueError, match=words):
        core.playout_scores("sedma", options, bad, 0, True)


@pytest.mark.parametrize("options", CASES, ids=CASE_IDS)
@pytest.mark.parametrize(("win_bonus", "exact_nodes"), [(0.0, 0), (0.25, 0), (0.0, 400),
                                                        (0.25, 5000)])
def test_the_compiled_search_adds_up_what_the_python_search_does(
        options: dict[str, Any], win_bonus: float, exact_nodes: int) -> None:
    """The core's sampler, playouts, exact search (falling back to playouts past the
    node cap) and match worth give the very floats of the Python search loop (with
    Python playouts), and leave the generator where it does."""
    game = make_game("sedma", options)
    assert isinstance(game, Sedma)
    bot, kit, checked = SearchBot(), kit_of(game), 0
    for seed in range(10):
        states = hand_states(game, seed, True)[:-1]
        for state in states[len(states) // 2 if exact_nodes else 0:]:
            seat, legal = state.turn, game.legal_actions(state)
            if len(legal) < 2:
                continue
            view = game.view(state, seat)
            judge = _Judge(game, kit, seat, exact_nodes, win_bonus)
            judge.in_core = False
            python_rng, core_rng = Rng(seed), Rng(seed)
            expected = bot._totals(judge, kit, game, view, legal, python_rng, 5, None,
                                   exact_nodes > 0)
            found = sedma_bots.compiled_totals(game, view, legal, core_rng,
                                               Budget(5, win_bonus, exact_nodes))
            assert found == expected, seed
            assert core_rng.getstate() == python_rng.getstate()
            checked += 1
    assert checked > 10


def test_the_compiled_search_refuses_bad_arguments() -> None:
    game = Sedma()
    state = game.deal(Rng(1), 0)
    flat, options = fast.layout(game).flat(state), fast.options(game)
    core = fast.core
    assert core is not None
    legal = game.legal_actions(state)
    good = ("sedma", options, flat, legal, (3, 0.0, 100, 0), (4, 5, 0.78, 3.0), 7)
    assert len(core.search(*good)[0]) == len(legal)
    for i, bad in [(3, (28,)), (3, ()), (3, legal * 30), (3, (99,) * 70),
                   (4, (-1, 0.0, 100, 0)), (4, (3, 0.0, -1, 0)), (4, (3, 0.0, 100, 1)),
                   (5, (0, 5, 0.78, 3.0)), (5, (4, 0, 0.78, 3.0)), (5, (4, 5, 0.78, 0.0)),
                   (5, (4, 5, float("nan"), 3.0)), (2, flat[:-1])]:
        with pytest.raises(ValueError):
            core.search(*good[:i], bad, *good[i + 1:])


def test_the_match_worth_is_a_chance_to_win_that_sharpens_near_the_target() -> None:
    game = Sedma()
    state = game.deal(Rng(3), 0, (55, 40, 10, 10))
    assert sedma_bots.match_worth(game, state, (5, 0, 0, 0)) == (1.0, 0.0, 0.0, 0.0)
    worth = sedma_bots.match_worth(game, state, (4, 0, 0, 0))
    assert sum(worth) == pytest.approx(1.0)
    assert worth[0] > worth[1] > worth[2] == worth[3] > 0
    early = sedma_bots.match_worth(game, dataclasses.replace(state, totals=(0,) * 4),
                                   (1, 0, 0, 0))
    late = sedma_bots.match_worth(game, dataclasses.replace(state, totals=(50,) * 4),
                                  (1, 0, 0, 0))
    assert late[0] - late[1] > 2 * (early[0] - early[1]) > 0
    tied = sedma_bots.match_worth(Sedma(finish_hand=True), state, (7, 22, 0, 0))
    assert tied[0] == tied[1] > tied[2]
