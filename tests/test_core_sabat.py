"""Sab'at Al-Deemin in the compiled core against the Python bots: the rules policy of
every seat (bids, cards, announcements) from states of every phase, reached by rules
play and by random play, under every option set of the conformance suite."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from majlis import fast
from majlis.bots import sabat_al_deemin as bots
from majlis.bots.botkit import Budget
from majlis.bots.game_kits import kit_of
from majlis.bots.search import SearchBot, _Judge
from majlis.games.sabat_al_deemin import SabatAlDeemin
from majlis.games.sabat_al_deemin_hand import DOUBLE, PASS, REDEAL, TREBLE, Phase
from majlis.protocol import trail_tuple
from majlis.rng import Rng, stream
from tests.exact_search import late_decisions, same_exact_totals
from tests.test_conformance import OPTION_SETS
from tests.test_core import played_states

if fast.core is None:
    pytest.skip("the compiled core is not built", allow_module_level=True)

OPTIONS = [options for game_id, options in OPTION_SETS if game_id == SabatAlDeemin.id]
SEEDS = range(40)


def hand_states(game: SabatAlDeemin, seed: int, rules: bool) -> list[Any]:
    """Every state of one hand, the deal and the end included, played by the rules bot
    at every seat (``rules``) or at random."""
    rng = stream(seed, "sabat-core", rules)
    return played_states(game, game.deal(rng, seed % 4), rng, rules)


def same_playouts(game: SabatAlDeemin, state: Any, seed: int) -> None:
    expected = bots.playout(game, state, Rng(seed))
    core_rng = Rng(seed)
    assert fast.rollout(game, state, core_rng, rules=True) == expected
    assert core_rng.getstate() == Rng(seed).getstate()  # the rules draw nothing
    assert fast.playout_scores(game, state, seed, True) == game.hand_scores(expected)


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("rules", [True, False], ids=["rules-play", "random-play"])
def test_the_core_plays_the_rules_policy_from_every_state(options: dict[str, Any],
                                                          rules: bool) -> None:
    game = SabatAlDeemin(**options)
    phases: Counter[Phase] = Counter()
    for seed in SEEDS:
        for state in hand_states(game, seed, rules):
            phases[state.phase] += 1
            same_playouts(game, state, seed)
    # Every phase of a hand was tried (a redeal question only where the option asks it).
    assert {Phase.DOUBLE, Phase.PLAY, Phase.OVER} <= set(phases)
    assert (Phase.REDEAL in phases) == game.redeal_on_three or not rules


def test_the_core_bids_by_the_same_strength() -> None:
    """The whole bidding of many random deals: every redeal, double and treble answer."""
    game = SabatAlDeemin()
    rng = random.Random(5)
    bids: Counter[int] = Counter()
    for _ in range(3000):
        state = game.deal(rng, rng.randrange(4))
        expected = bots.playout(game, state, Rng(0))
        assert fast.rollout(game, state, Rng(0), rules=True) == expected
        bids.update(action for _, action in trail_tuple(expected.trail) if action > PASS)
    assert bids[REDEAL] and bids[DOUBLE] and bids[TREBLE]


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("rules", [True, False], ids=["rules-play", "random-play"])
def test_the_compiled_search_adds_up_what_the_python_search_does(options: dict[str, Any],
                                                                 rules: bool) -> None:
    """The same totals per action, to the last bit, and the generator left in the same
    place: the core's hand reader (passes, card choices, redeal questions) and its rules
    playouts against the pure Python sampler and playouts."""
    game = SabatAlDeemin(**options)
    bot, kit = SearchBot(), kit_of(game)
    phases: Counter[Phase] = Counter()
    for seed in range(12):
        for state in hand_states(game, seed, rules)[:-1]:
            seat, legal = game.to_move(state), game.legal_actions(state)
            if seat is None or len(legal) < 2:
                continue
            view = game.view(state, seat)
            bonus = 40.0 * (seed % 2)  # the search's bonus for winning the hand, or none
            judge = _Judge(game, kit, seat, bot.exact_nodes, bonus)
            judge.in_core = False  # the Python playouts, the reference
            python_rng, core_rng = Rng(seed), Rng(seed)
            expected = bot._totals(judge, kit, game, view, legal, python_rng, 5, None, False)
            found = bots.compiled_totals(game, view, legal, core_rng, Budget(5, bonus))
            assert found == expected
            assert core_rng.getstate() == python_rng.getstate()
            phases[state.phase] += 1
    assert phases[Phase.DOUBLE] and phases[Phase.PLAY] > 50


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("win_bonus", [0.0, 40.0])
def test_the_compiled_exact_search_adds_up_what_the_python_search_does(
        options: dict[str, Any], win_bonus: float) -> None:
    """Late in the hand (at most ``exact_cards`` cards in hands, only ever in the play)
    the core solves each deal by the alpha-beta of ``_Judge`` (its node count, its move
    order with the announced plays after the plain ones, its cut-offs, its team values
    with the win bonus), and past the node cap plays that deal and the later ones out:
    the very floats of the Python loop, the generator left where it leaves it.  The caps
    solve every deal of some decisions, of others none, and of others the first only."""
    game = SabatAlDeemin(**options)
    bot, outcomes, checked = SearchBot(), set(), 0
    for seed in range(12):
        states = hand_states(game, seed, seed % 2 == 0)
        for state, view, legal in late_decisions(game, states, bot.exact_cards):
            assert state.phase is Phase.PLAY
            outcomes |= same_exact_totals(game, view, legal, seed, win_bonus, (60, 150, 400),
                                          bots.compiled_totals)
            checked += 1
    assert checked > 20
    assert outcomes == {"all", "partway", "none"}


def test_bad_search_arguments_raise_and_never_crash() -> None:
    core = fast.core
    assert core is not None
    game = SabatAlDeemin(redeal_on_three=False)
    state = game.deal(Rng(3), 0)
    flat = fast.layout(game).flat(state)
    reading = ((0, 0, 0, 0), (), 10, 2, 0.1)
    good: list[Any] = ["sabat-al-deemin", fast.options(game), flat, game.legal_actions(state),
                       (3, 0.0, 0, 0), reading, 7]
    totals, _ = core.search(*good)
    assert len(totals) == 2
    bad = {
        2: [flat[:-1]],
        3: [(), (PASS, 999), (PASS, 5), tuple(range(66))],
        4: [(-1, 0.0, 0, 0), (3, 0.0, -1, 0), (3, 0.0, 10**9, 0), (3, 0.0, 0, 1)],
        5: [((0, 0, 0), (), 10, 2, 0.1), ((-1, 0, 0, 0), (), 10, 2, 0.1),
            ((0, 0, 0, 0), ((0, 0, 0),), 10, 2, 0.1), ((0, 0, 0, 0), ((9, 0, 0, 0),), 10, 2, 0.1),
            ((0, 0, 0, 0), (), 10, 2, 1.5)],
    }
    for index, values in bad.items():
        for value in values:
            args = [*good[:index], value, *good[index + 1:]]
            with pytest.raises((ValueError, TypeError, OverflowError)):
                core.search(*args)
